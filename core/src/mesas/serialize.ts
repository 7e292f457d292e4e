import type { Mesa } from '@cardapio/shared-events';
import { deCentavos } from '../shared/money';
import type { mesas } from './schema';

export type MesaRow = typeof mesas.$inferSelect;

/** What a table's derived state needs of each of its active tabs. */
export interface ComandaAtivaResumo {
  id: number;
  numero: string;
  totalCentavos: number;
  abertaEm: Date;
}

const maisAntiga = (ativas: ComandaAtivaResumo[]): Date | undefined =>
  ativas.reduce<Date | undefined>(
    (menor, c) => (!menor || c.abertaEm < menor ? c.abertaEm : menor),
    undefined,
  );

/**
 * A table as the waiter area sees it: 'ocupada' while it has an active tab; a stored 'ocupada'
 * without one reads 'livre' (reservada and manutencao stay as the staff set them).
 */
export function paraMesa(row: MesaRow, ativas: ComandaAtivaResumo[]): Mesa {
  const ordenadas = [...ativas].sort((a, b) => a.id - b.id);
  const status = ordenadas.length > 0 ? 'ocupada' : row.status === 'ocupada' ? 'livre' : row.status;
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    numero: row.numero,
    nome: row.nome,
    capacidade: row.capacidade,
    status,
    comanda_id: ordenadas[0]?.id ?? null,
    comandas_ativas: ordenadas.length,
    total_ativo: deCentavos(ordenadas.reduce((soma, c) => soma + c.totalCentavos, 0)),
    comanda_numero: ordenadas.length === 1 ? ordenadas[0]!.numero : null,
    aberta_desde: maisAntiga(ordenadas)?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}
