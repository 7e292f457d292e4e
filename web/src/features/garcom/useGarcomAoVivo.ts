import type { Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { useAoVivo } from '../../app/aoVivo';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TOAST_DURATION, toaster } from '../../app/toaster';

/** Whether a pushed order is a table order that just became ready. */
export const pedidoDaMesaPronto = (pedido: Pedido) =>
  pedido.tipo_pedido === 'mesa' && pedido.status === 'pronto';

/**
 * The waiter screens' connection-wide duties (DESIGN §3): on every (re)connect whatever was
 * missed is fetched again, and a table order that turns ready says so ('Pedido da mesa N pronto').
 * The kitchen's moves also refresh the tabs, in case the server did not push them itself.
 */
export function useGarcomAoVivo(): void {
  const token = useAppSelector((state) => state.sessao.garcomToken);
  const dispatch = useAppDispatch();
  useAoVivo(
    token,
    (socket) => {
      const aoAtualizarPedido = (pedido: Pedido) => {
        if (pedido.tipo_pedido !== 'mesa') return;
        dispatch(api.util.invalidateTags([{ type: 'Comanda' }]));
        if (pedidoDaMesaPronto(pedido)) {
          // One toast per order, even if the event arrives twice.
          toaster.create({
            id: `pedido-pronto-${pedido.id}`,
            type: 'success',
            title: `Pedido da mesa ${pedido.mesa ?? ''} pronto`,
            duration: TOAST_DURATION.default,
          });
        }
      };
      socket.on('pedido:atualizado', aoAtualizarPedido);
      return () => socket.off('pedido:atualizado', aoAtualizarPedido);
    },
    () => dispatch(api.util.invalidateTags(['Mesa', 'Comanda'])),
  );
}
