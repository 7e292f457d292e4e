import { and, eq, sql } from 'drizzle-orm';
import {
  MENSAGENS_PEDIDO,
  type MotivoCancelamento,
  type PedidoStatus,
  recusaDoStatusPagamento,
  type StatusPagamento,
} from '@cardapio/shared-events';
import type { Tx } from '../db/client';
import { conflito, naoEncontrado } from '../shared/errors';
import { pedidos } from './schema';

/** The order's row as the payment rules need it, locked until the transaction ends. */
export interface PedidoTravado {
  empresaId: number;
  pedidoId: number;
  status: PedidoStatus;
  status_pagamento: StatusPagamento;
  comanda_id: number | null;
}

/**
 * Locks the order's row (select … for update). Every writer of the order's payment locks the
 * order first and the payment row after it: one lock order, so no two writers deadlock, and a
 * writer always decides on the state the previous one committed.
 */
export async function travarPedido(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
): Promise<PedidoTravado> {
  const [row] = await tx
    .select({
      status: pedidos.status,
      status_pagamento: pedidos.status_pagamento,
      comanda_id: pedidos.comanda_id,
    })
    .from(pedidos)
    .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)))
    .for('update');
  if (!row) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
  return { empresaId, pedidoId, ...row };
}

/**
 * The one writer of pedidos.status_pagamento (staff route, PIX settlement, order cancellation):
 * checks the move against the payment state machine of shared-events on the locked row and
 * writes it. An invalid move is a 409 and writes nothing; staying put writes nothing.
 * Returns whether the row changed.
 */
export async function mudarStatusPagamento(
  tx: Tx,
  pedido: PedidoTravado,
  para: StatusPagamento,
  agora: Date,
  extra: {
    status?: PedidoStatus;
    motivo?: MotivoCancelamento;
    /** Merged into detalhes_pagamento with the move (a manual payment's record, say). */
    detalhes?: Record<string, unknown>;
  } = {},
): Promise<boolean> {
  const recusa = recusaDoStatusPagamento(pedido, para);
  if (recusa) throw conflito(recusa);
  if (pedido.status_pagamento === para && !extra.status) return false;
  const detalhes = {
    ...(extra.motivo ? { motivo_cancelamento: extra.motivo } : {}),
    ...extra.detalhes,
  };
  await tx
    .update(pedidos)
    .set({
      status_pagamento: para,
      ...(extra.status ? { status: extra.status } : {}),
      ...(Object.keys(detalhes).length > 0
        ? {
            detalhes_pagamento: sql`coalesce(${pedidos.detalhes_pagamento}, '{}'::jsonb) || ${JSON.stringify(detalhes)}::jsonb`,
          }
        : {}),
      updated_at: agora,
    })
    .where(and(eq(pedidos.id, pedido.pedidoId), eq(pedidos.empresa_id, pedido.empresaId)));
  pedido.status_pagamento = para;
  if (extra.status) pedido.status = extra.status;
  return true;
}
