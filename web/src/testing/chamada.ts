import type { ChamadaEvento } from '@cardapio/shared-events';
import { T1 } from './exemplos';

/** A waiter call as the API answers it, pending since T1 (tests state only what they are about). */
export const chamada = (dados: Partial<ChamadaEvento> = {}): ChamadaEvento => ({
  id: 1,
  empresa_id: 1,
  mesa: '8',
  tipo: 'garcom',
  status: 'pendente',
  created_at: T1,
  updated_at: T1,
  ...dados,
});
