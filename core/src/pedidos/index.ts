import type { Publish } from '@cardapio/shared-events';
import type { ContextoDasAreas } from '../contexto';
import type { RelatoriosService } from '../relatorios';
import { criarPrevisoes } from './previsoes';
import { criarPreparo } from './preparo';
import { criarPedidosDaEquipe } from './equipe';
import { createPedidosService } from './service';
import { criarTemposDaCozinha } from './tempos';

export type { OuvinteDeStatus, PedidosService } from './service';
export type { PedidosDaEquipe } from './equipe';
export type { AlvoDoPreparo, Preparo, QuemPrepara } from './preparo';

/** Orders: created by the checkout ('criar-pedido'), then their status on every screen. */
export function criarAreaPedidos(ctx: ContextoDasAreas, deps: { relatorios: RelatoriosService }) {
  // Every change of an order moves the kitchen's queue: the customers' expected times follow.
  const tempos = criarTemposDaCozinha(ctx.db);
  const previsoes = criarPrevisoes({ db: ctx.db, now: ctx.now, publish: ctx.publish, tempos });
  const publish: Publish = (evento) => {
    ctx.publish(evento);
    if (evento.name === 'pedido:criado' || evento.name === 'pedido:atualizado')
      previsoes.agendar(evento.empresaId);
  };
  const pedidos = createPedidosService({
    db: ctx.db,
    checkout: ctx.checkout,
    publish,
    now: ctx.now,
    relatorios: deps.relatorios,
  });
  ctx.checkout.registrar(pedidos.etapaDoCheckout);
  // Item-level bumps on the station screens (issue 29 §2): they move the order on.
  const preparo = criarPreparo({ db: ctx.db, now: ctx.now, publish: ctx.publish, pedidos, tempos });
  // Counter and phone orders (issue 31 §1): the same pipeline, lines typed by staff.
  const pedidosDaEquipe = criarPedidosDaEquipe({
    db: ctx.db,
    checkout: ctx.checkout,
    pedidos,
    relatorios: deps.relatorios,
  });
  return { pedidos, pedidosDaEquipe, preparo, previsoes };
}
