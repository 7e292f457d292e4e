import { MENSAGENS_ESTOQUE } from '@cardapio/shared-events';
import type { EtapaDoCheckout } from '../checkout/pipeline';
import type { EstoqueService } from './service';

/**
 * 'estoque': between the coupon and the order, inside the checkout's transaction. What the
 * order's lines need of each linked item is taken with the items locked FOR UPDATE in id order
 * (see EstoqueService.tirarParaVenda), so concurrent checkouts queue on the items: with 10
 * units, exactly 10 orders of one unit succeed and the others are refused ('X esgotado'), their
 * transactions rolled back and their carts kept. The waiter's tab sells through the same two
 * calls (comandas/service.ts: tirarParaVenda when an item is added, devolverDaVenda when an
 * unsent one is lowered or removed), so a tab and a checkout queue on the same locks and refuse
 * with the same message.
 *
 * Why the movements are written later: their motivo and pedido_id name the order, whose id
 * exists only after 'criar-pedido'. Rather than move the whole stock work after the order
 * (which would reorder the design and insert an order only to roll it back on a
 * refusal), the quantities are checked and taken here and the movement rows are queued in
 * `ctx.comOPedido`, which the pipeline runs right after 'criar-pedido' in the same transaction.
 *
 * `desfazer` returns what the order took when it is cancelled (one entrada per item,
 * 'Cancelamento do pedido #N'); a second cancellation finds nothing left to return.
 */
export function etapaDoEstoque(estoque: EstoqueService): EtapaDoCheckout {
  return {
    nome: 'estoque',
    async executar(tx, ctx) {
      const baixa = await estoque.tirarParaVenda(
        tx,
        ctx.empresaId,
        ctx.linhas,
        MENSAGENS_ESTOQUE.usuarioPedidoOnline,
      );
      if (!baixa) return;
      ctx.comOPedido.push((txDoPedido, pedido) =>
        baixa.registrar(txDoPedido, {
          motivo: MENSAGENS_ESTOQUE.motivoPedido(pedido.id),
          pedido_id: pedido.id,
        }),
      );
      ctx.depoisDoCommit.push(baixa.depoisDoCommit);
    },

    desfazer: (tx, { empresaId, pedidoId }) => estoque.devolverDoPedido(tx, empresaId, pedidoId),
  };
}
