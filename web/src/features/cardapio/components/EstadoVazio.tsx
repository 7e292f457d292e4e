import type { ReactNode } from 'react';
import { EstadoDaLista } from '../../../components/EstadoDaLista';

interface EstadoVazioProps {
  icone: ReactNode;
  titulo: string;
  descricao: string;
  children?: ReactNode;
}

/** The storefront's empty state: EstadoDaLista in its larger look. */
export function EstadoVazio(props: EstadoVazioProps) {
  return <EstadoDaLista vitrine testId="estado-vazio" {...props} />;
}
