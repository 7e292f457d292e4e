import type { ContextoDasAreas } from '../contexto';
import type { RelatoriosService } from '../relatorios';
import { createPedidosService } from './service';

export type { OuvinteDeStatus, PedidosService } from './service';

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
  return { pedidos };
}
