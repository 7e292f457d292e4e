import { Stack, type StackProps } from '@chakra-ui/react';

/**
 * The back office's card: a rounded panel with a thin border and a shadow ('card' unless the
 * caller says otherwise). Everything else (padding, gap, role, direction) is the caller's.
 */
export function Painel(props: StackProps) {
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
