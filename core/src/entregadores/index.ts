import type { ContextoDasAreas } from '../contexto';
import type { PedidosService } from '../pedidos/service';
import { acertoDoDia } from './acerto';
import { createDespacho } from './despacho';
import { createEntregadoresService } from './service';

export type { EntregadoresService } from './service';
export type { Despacho } from './despacho';

/** The company's couriers, dispatch and the couriers' phone page (issue 32 §1). */
export function criarAreaEntregadores(
  ctx: ContextoDasAreas,
  deps: { assinar: (texto: string) => string; publicUrl: string; pedidos: PedidosService },
) {
  const entregadores = createEntregadoresService({
    db: ctx.db,
    now: ctx.now,
    publish: ctx.publish,
    assinar: deps.assinar,
    publicUrl: deps.publicUrl,
  });
  const despacho = createDespacho({
    db: ctx.db,
    now: ctx.now,
    assinar: deps.assinar,
    pedidos: deps.pedidos,
    entregadores,
  });
  deps.pedidos.ouvirStatus(despacho.ouvinte);
  return {
    entregadores: {
      ...entregadores,
      despachar: despacho.despachar,
      acerto: (empresaId: number, dia?: string) => acertoDoDia(ctx.db, empresaId, ctx.now(), dia),
    },
    /** The courier's phone page, by its link's token. */
    paginaDoEntregador: {
      pagina: despacho.pagina,
      entregue: despacho.entregue,
      naoEntregue: despacho.naoEntregue,
    },
  };
}
