import { and, eq, sql } from 'drizzle-orm';
import { MOTIVOS_CUPOM } from '@cardapio/shared-events';
import { centavosDaLinha, type EtapaDoCheckout } from '../checkout/pipeline';
import type { Tx } from '../db/client';
import { pedidos } from '../pedidos/schema';
import { validacao } from '../shared/errors';
import { validarCupom } from './desconto';
import { promocoes } from './schema';
import type { PromocoesService } from './service';

async function promocaoDoPedido(tx: Tx, empresaId: number, pedidoId: number) {
  const [pedido] = await tx
    .select({ promocao_id: pedidos.promocao_id })
    .from(pedidos)
    .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
  return pedido?.promocao_id ?? null;
}

/**
 * 'cupom': the coupon the customer put in the cart, checked again on the lines as priced now and
 * its use taken, all inside the checkout's transaction. The promotion's row is locked (by the
 * update that takes the use) before its uses are counted, so concurrent checkouts with one coupon
 * queue on it: with uso_maximo 10, exactly 10 orders get the discount; the others are refused
 * with the reason (the transaction rolls back, their carts stay as they were).
 *
 * `desfazer` gives the use back when the order is cancelled.
 */
export function etapaDoCupom(servico: Pick<PromocoesService, 'anunciarUso'>): EtapaDoCheckout {
  // The count on the promotions screens is a courtesy: a failed announcement never fails an order.
  const aoMudarUso = (empresaId: number, promocaoId: number) =>
    void servico.anunciarUso(empresaId, promocaoId).catch(() => {});
  return {
    nome: 'cupom',
    async executar(tx, ctx) {
      const codigo = ctx.carrinho?.cupom_codigo;
      if (!codigo) return;
      // The use is taken first, in the statement that locks the row (one round trip); a coupon
      // that does not hold throws, and the checkout's rollback gives the use back.
      const [tomada] = await tx
        .update(promocoes)
        .set({ uso_atual: sql`${promocoes.uso_atual} + 1` })
        .where(
          and(eq(promocoes.empresa_id, ctx.empresaId), sql`upper(${promocoes.codigo}) = ${codigo}`),
        )
        .returning();
      if (!tomada) throw validacao(MOTIVOS_CUPOM.naoEncontrado);
      const promocao = { ...tomada, uso_atual: tomada.uso_atual - 1 };
      const resultado = validarCupom(promocao, {
        linhas: ctx.linhas.map((l) => ({
          produto_id: l.produto_id,
          categoria_id: l.categoria_id,
          subtotalCentavos: centavosDaLinha(l),
        })),
        agora: ctx.agora,
        timezone: ctx.empresa.timezone,
      });
      if (!resultado.ok) throw validacao(resultado.motivo);
      ctx.descontoCentavos = resultado.descontoCentavos;
      ctx.cupom = { codigo: promocao.codigo, promocaoId: promocao.id };
      ctx.depoisDoCommit.push(() => aoMudarUso(ctx.empresaId, promocao.id));
    },

    // The promotion before the stock items, as in a checkout (see travarParaDesfazer).
    async travarParaDesfazer(tx, { empresaId, pedidoId }) {
      const promocaoId = await promocaoDoPedido(tx, empresaId, pedidoId);
      if (promocaoId)
        await tx
          .select({ id: promocoes.id })
          .from(promocoes)
          .where(and(eq(promocoes.id, promocaoId), eq(promocoes.empresa_id, empresaId)))
          .for('update');
    },

    async desfazer(tx, { empresaId, pedidoId }) {
      const promocaoId = await promocaoDoPedido(tx, empresaId, pedidoId);
      if (!promocaoId) return;
      await tx
        .update(promocoes)
        .set({ uso_atual: sql`greatest(${promocoes.uso_atual} - 1, 0)` })
        .where(and(eq(promocoes.id, promocaoId), eq(promocoes.empresa_id, empresaId)));
      return async () => aoMudarUso(empresaId, promocaoId);
    },
  };
}
