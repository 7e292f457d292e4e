import { Stack, type StackProps } from '@chakra-ui/react';

/** The raised panel of the back office's cards (a Stack: any of its props override these). */
export function MolduraDoCartao(props: StackProps) {
  return (
    <Stack
      rounded="2xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      shadow="card"
      {...props}
    />
  );
}
