import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CabecalhoDaPagina } from './CabecalhoDaPagina';

interface PaginaDoPainelProps {
  titulo: string;
  descricao?: ReactNode;
  /** The page's main actions, on the right of its title. */
  acoes?: ReactNode;
  children: ReactNode;
}

/** A back-office page: its title line, then its sections. */
export function PaginaDoPainel({ titulo, descricao, acoes, children }: PaginaDoPainelProps) {
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <CabecalhoDaPagina titulo={titulo} descricao={descricao} acoes={acoes} />
      {children}
    </Stack>
  );
}
