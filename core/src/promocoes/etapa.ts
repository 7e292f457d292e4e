import { and, eq, sql } from 'drizzle-orm';
import { MOTIVOS_CUPOM } from '@cardapio/shared-events';
import type { EtapaDoCheckout } from '../checkout/pipeline';
import type { Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { validacao } from '../shared/errors';
import { validarCupom } from './desconto';
import { promocoes } from './schema';

async function promocaoDoPedido(tx: Tx, empresaId: number, pedidoId: number) {
  const [pedido] = await tx
    .select({ promocao_id: pedidos.promocao_id })
    .from(pedidos)
    .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
  return pedido?.promocao_id ?? null;
}

/**
 * 'cupom': the coupon the customer put in the cart, checked again on the lines as priced now and
 * its use taken, all inside the checkout's transaction. The promotion's row is locked
 * (select … for update) before its uses are counted, so concurrent checkouts with one coupon
 * queue on it: with uso_maximo 10, exactly 10 orders get the discount; the others are refused
 * with the reason (the transaction rolls back, their carts stay as they were).
 *
 * `desfazer` gives the use back when the order is cancelled.
 */
export function etapaDoCupom(
  aoMudarUso: (empresaId: number, promocaoId: number) => void,
): EtapaDoCheckout {
  return {
    nome: 'cupom',
    async executar(tx, ctx) {
      const codigo = ctx.carrinho?.cupom_codigo;
      if (!codigo) return;
      const [promocao] = await tx
        .select()
        .from(promocoes)
        .where(
          and(eq(promocoes.empresa_id, ctx.empresaId), sql`upper(${promocoes.codigo}) = ${codigo}`),
        )
        .for('update');
      if (!promocao) throw validacao(MOTIVOS_CUPOM.naoEncontrado);
      const [empresa] = await tx
        .select({ timezone: empresas.timezone })
        .from(empresas)
        .where(eq(empresas.id, ctx.empresaId));
      const resultado = validarCupom(promocao, {
        linhas: ctx.linhas.map((l) => ({
          produto_id: l.produto_id,
          categoria_id: l.categoria_id,
          subtotalCentavos: l.precoUnitarioCentavos * l.quantidade,
        })),
        agora: ctx.agora,
        timezone: empresa?.timezone ?? 'America/Sao_Paulo',
      });
      if (!resultado.ok) throw validacao(resultado.motivo);
      await tx
        .update(promocoes)
        .set({ uso_atual: sql`${promocoes.uso_atual} + 1` })
        .where(eq(promocoes.id, promocao.id));
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
