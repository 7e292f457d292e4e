import type { CardapioService } from '../cardapio';
import type { ContextoDasAreas } from '../contexto';
import type { EstoqueService } from '../estoque';
import type { MesasService } from '../mesas';
import type { PedidosService, Preparo } from '../pedidos';
import type { RelatoriosService } from '../relatorios';
import { createContaService, type ContaDeps } from './conta';
import { createComandasFisicasService } from './fisicas';
import { createComandasService } from './service';

/**
 * The tabs: the waiter's tabs on tables or physical cards, the bill, and the physical cards'
 * administration. A tab's kitchen order follows the order's status (listened to here).
 */
export function criarAreaComandas(
  ctx: ContextoDasAreas,
  deps: {
    cardapio: CardapioService;
    mesas: MesasService;
    pedidos: PedidosService;
    preparo: Preparo;
    estoque: EstoqueService;
    relatorios: RelatoriosService;
    impressao?: ContaDeps['impressao'];
  },
) {
  const comandas = createComandasService({
    db: ctx.db,
    cardapio: deps.cardapio,
    mesas: deps.mesas,
    pedidos: deps.pedidos,
    preparo: deps.preparo,
    estoque: deps.estoque,
    publish: ctx.publish,
    now: ctx.now,
  });
  deps.pedidos.ouvirStatus(comandas.ouvinteDoPedido);
  const conta = createContaService({
    db: ctx.db,
    comandas,
    mesas: deps.mesas,
    publish: ctx.publish,
    now: ctx.now,
    relatorios: deps.relatorios,
    impressao: deps.impressao,
  });
  const comandasFisicas = createComandasFisicasService({
    db: ctx.db,
    publish: ctx.publish,
    now: ctx.now,
  });
  return { comandas, conta, comandasFisicas };
}
