import { HStack, type StackProps } from '@chakra-ui/react';

/** The orange strip that tells what went to (or is still in) the kitchen: an icon and a text. */
export function AvisoDaCozinha(props: StackProps) {
  return (
    <HStack
      gap="2"
      px="3"
      py="2"
      rounded="lg"
      bg="orange.subtle"
      color="orange.fg"
      fontSize="xs"
      fontWeight="semibold"
      {...props}
    />
  );
}
