import { rooms, type Pedido, type Publish, type StatusPagamento } from '@cardapio/shared-events';
import type { PagamentoRow } from './schema';

/** What is pushed to the staff and the payer when an order's payment moves. */
export function createAvisos(publish: Publish) {
  function avisarPedido(pedido: Pedido) {
    publish({
      empresaId: pedido.empresa_id,
      name: 'pedido:atualizado',
      rooms: [
        rooms.equipe(pedido.empresa_id),
        ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
      ],
      payload: pedido,
    });
  }

  /** The payer's own news of the charge (a charge of a signed-in customer only). */
  function avisarPix(pag: PagamentoRow, statusPagamento: StatusPagamento) {
    if (pag.usuario_id)
      publish({
        empresaId: pag.empresa_id,
        name: 'pix:status',
        rooms: [rooms.usuario(pag.usuario_id)],
        payload: {
          payment_id: pag.payment_id,
          pedido_id: pag.pedido_id,
          status: pag.status,
          status_pagamento: statusPagamento,
          updated_at: pag.updated_at.toISOString(),
        },
      });
  }

  function avisar(pag: PagamentoRow, pedido: Pedido) {
    avisarPedido(pedido);
    avisarPix(pag, pedido.status_pagamento);
  }

  return { avisarPedido, avisarPix, avisar };
}

export type Avisos = ReturnType<typeof createAvisos>;
