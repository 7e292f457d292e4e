import type { Mesa } from '@cardapio/shared-events';
import { deCentavos } from '../shared/money';
import type { mesas } from './schema';

export type MesaRow = typeof mesas.$inferSelect;

/** What a table's derived state needs of each of its open tabs (active, or closed and unpaid). */
export interface ComandaAtivaResumo {
  id: number;
  numero: string;
  totalCentavos: number;
  abertaEm: Date;
  /** A closed, unpaid bill keeps the table occupied: the bill is on the table. */
  fechada: boolean;
  /** Its QR guests' lines waiting for a waiter's 'Confirmar'. */
  qrAguardando?: number;
}

const maisAntiga = (abertas: ComandaAtivaResumo[]): Date | undefined =>
  abertas.reduce<Date | undefined>(
    (menor, c) => (!menor || c.abertaEm < menor ? c.abertaEm : menor),
    undefined,
  );

/**
 * A table as the waiter area sees it: 'ocupada' while it has an active tab or a closed bill not
 * paid yet; a stored 'ocupada' without one reads 'livre' (reservada and manutencao stay as the
 * staff set them).
 */
export function paraMesa(row: MesaRow, abertas: ComandaAtivaResumo[], qrBloqueado = false): Mesa {
  const ativas = abertas.filter((c) => !c.fechada).sort((a, b) => a.id - b.id);
  const fechadas = abertas.filter((c) => c.fechada);
  const ocupada = abertas.length > 0;
  const status = ocupada ? 'ocupada' : row.status === 'ocupada' ? 'livre' : row.status;
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    numero: row.numero,
    nome: row.nome,
    capacidade: row.capacidade,
    status,
    comanda_id: ativas[0]?.id ?? null,
    comandas_ativas: ativas.length,
    contas_fechadas: fechadas.length,
    total_ativo: deCentavos(abertas.reduce((soma, c) => soma + c.totalCentavos, 0)),
    comanda_numero: abertas.length === 1 ? abertas[0]!.numero : null,
    aberta_desde: maisAntiga(abertas)?.toISOString() ?? null,
    qr_bloqueado: qrBloqueado,
    qr_aguardando: abertas.reduce((soma, c) => soma + (c.qrAguardando ?? 0), 0),
    updated_at: row.updated_at.toISOString(),
  };
}
