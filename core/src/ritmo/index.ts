import { PEDIDO_STATUS_NA_COZINHA, type Pedido, rooms } from '@cardapio/shared-events';
import type { ContextoDasAreas } from '../contexto';
import { etapaDaCapacidade } from './etapa';
import { createRitmoService } from './service';

export type { RitmoService } from './service';

/**
 * The flow of orders (issue 31 §3): 'Pausar pedidos', busy mode, the cap per 15-minute window
 * and scheduled orders. The pause is refused by the checkout's runner (it reads the company
 * once); the cap and the scheduled order's kitchen start are the checkout's 'capacidade' step,
 * registered here with the job that announces a scheduled order when the kitchen must start it.
 */
export function criarAreaRitmo(
  ctx: ContextoDasAreas,
  deps: {
    aoMudarOcupado?: (empresaId: number) => void;
    /** The order as every screen reads it (pedidos). */
    obterPedido: (empresaId: number, pedidoId: number) => Promise<Pedido | null>;
    /** Its kitchen tickets, printed now (pedidos.imprimirNoInicio). */
    imprimirNoInicio?: (empresaId: number, pedidoId: number) => Promise<void>;
  },
) {
  const ritmo = createRitmoService({
    db: ctx.db,
    now: ctx.now,
    publish: ctx.publish,
    invalidacao: ctx.invalidacao,
    aoMudarOcupado: deps.aoMudarOcupado,
  });
  ctx.checkout.registrar(
    etapaDaCapacidade({
      aoMudarJanelas: (empresaId) => ritmo.janelasMudaram(empresaId),
      enqueue: ctx.enqueue,
      now: ctx.now,
    }),
  );
  /**
   * A scheduled order's kitchen start: announced again to the staff screens as it is now (the
   * kitchen's screens, holding it back until this moment, show it) and its tickets printed; a
   * cancelled or finished one is left alone.
   */
  ctx.jobs.registrar('ritmo.liberar', async ({ empresaId, pedidoId }) => {
    const pedido = await deps.obterPedido(empresaId, pedidoId);
    if (!pedido || !(PEDIDO_STATUS_NA_COZINHA as readonly string[]).includes(pedido.status))
      return { anunciado: false };
    ctx.publish({
      empresaId,
      name: 'pedido:atualizado',
      rooms: [rooms.equipe(empresaId)],
      payload: pedido,
    });
    await deps.imprimirNoInicio?.(empresaId, pedidoId);
    return { anunciado: true };
  });
  return { ritmo };
}
