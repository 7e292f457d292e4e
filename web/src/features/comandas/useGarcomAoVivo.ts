import type { Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { useAoVivo, ouvirEventos } from '../../app/aoVivo';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TOAST_DURATION, toaster } from '../../app/toaster';

/** Whether a pushed order is a table order that just became ready. */
export const pedidoDaMesaPronto = (pedido: Pedido) =>
  pedido.tipo_pedido === 'mesa' && pedido.status === 'pronto';

/** The waiter's catalogue (products and categories), read again when the menu changes. */
const CATALOGO_DO_GARCOM = [
  { type: 'Produto' as const, id: 'GARCOM' },
  { type: 'Categoria' as const, id: 'GARCOM' },
];

/**
 * The waiter screens' connection-wide duties (DESIGN §3): on every (re)connect whatever was
 * missed is fetched again, and a table order that turns ready says so ('Pedido da mesa N pronto').
 * The kitchen's moves also refresh the tabs, in case the server did not push them itself. A
 * change of the menu (a product sold out or back in stock, by any tab or checkout) refreshes the
 * catalogue, so 'Esgotado' shows live.
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
      const aoMudarCardapio = () => dispatch(api.util.invalidateTags(CATALOGO_DO_GARCOM));
      return ouvirEventos(socket, {
        'pedido:atualizado': aoAtualizarPedido,
        'cardapio:atualizado': aoMudarCardapio,
      });
    },
    () => dispatch(api.util.invalidateTags(['Mesa', 'Comanda', ...CATALOGO_DO_GARCOM])),
  );
}
