import type { ContextoDasAreas } from '../contexto';
import type { RelatoriosService } from '../relatorios';
import { criarPreparo } from './preparo';
import { createPedidosService } from './service';

export type { OuvinteDeStatus, PedidosService } from './service';
export type { AlvoDoPreparo, Preparo, QuemPrepara } from './preparo';

/** Orders: created by the checkout ('criar-pedido'), then their status on every screen. */
export function criarAreaPedidos(ctx: ContextoDasAreas, deps: { relatorios: RelatoriosService }) {
  const pedidos = createPedidosService({
    db: ctx.db,
    checkout: ctx.checkout,
    publish: ctx.publish,
    now: ctx.now,
    relatorios: deps.relatorios,
  });
  ctx.checkout.registrar(pedidos.etapaDoCheckout);
  // Item-level bumps on the station screens (issue 29 §2): they move the order on.
  const preparo = criarPreparo({ db: ctx.db, now: ctx.now, publish: ctx.publish, pedidos });
  return { pedidos, preparo };
}
