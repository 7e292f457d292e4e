import { HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Painel } from './Painel';

interface CartaoDoPainelProps extends StackProps {
  /** The bold first line (one line at most). */
  titulo?: ReactNode;
  /** The muted line under the title. */
  subtitulo?: ReactNode;
  /** Cut the subtitle to one line. */
  subtituloCurto?: boolean;
  /** Instead of title and subtitle: the card's own identity (an avatar with the name...). */
  identidade?: ReactNode;
  /** On the right of the title: a status badge, or the button that toggles it. */
  selo?: ReactNode;
}

/**
 * A back-office item as a card (promotions, physical tabs, stock items, waiters on phones): a
 * raised panel with the title line and its badge, then the body (`children`).
 */
export function CartaoDoPainel({
  titulo,
  subtitulo,
  subtituloCurto,
  identidade,
  selo,
  children,
  ...props
}: CartaoDoPainelProps) {
  return (
    <Painel gap="3" p="4" {...props}>
      <HStack justify="space-between" align="flex-start" gap="3">
        {identidade ?? (
          <Stack gap="0" minW="0">
            <Text fontWeight="800" fontSize="lg" lineHeight="1.2" lineClamp={1}>
              {titulo}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={subtituloCurto ? 1 : undefined}>
              {subtitulo}
            </Text>
          </Stack>
        )}
        {selo}
      </HStack>
      {children}
    </Painel>
  );
}
