import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SecaoComTituloProps extends StackProps {
  icone: ReactNode;
  titulo: string;
  /** The small uppercase title's letter spacing. */
  espacoDasLetras?: string;
  gap?: string;
}

/** A block of a card under a small muted uppercase title with its icon (an order's address…). */
export function SecaoComTitulo({
  icone,
  titulo,
  espacoDasLetras = '0.04em',
  gap = '2',
  children,
  ...props
}: SecaoComTituloProps) {
  return (
    <Stack gap={gap} {...props}>
      <HStack gap={gap} color="fg.muted" fontSize="xs" fontWeight="bold" textTransform="uppercase">
        {icone}
        <Text letterSpacing={espacoDasLetras}>{titulo}</Text>
      </HStack>
      {children}
    </Stack>
  );
}
