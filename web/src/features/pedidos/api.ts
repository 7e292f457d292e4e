import type { NovoPedidoInput, Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos } from '../../app/aoVivo';
import type { SessaoState } from '../auth/slice';
import { aplicarPedido, aplicarPrevisao } from './status';

const PEDIDOS_DO_CLIENTE = { type: 'Pedido', id: 'DO_CLIENTE' } as const;

/** The customer's orders (customer token). */
export const pedidosApi = api.injectEndpoints({
  endpoints: (build) => ({
    criarPedido: build.mutation<Pedido, NovoPedidoInput & { empresa_id: number }>({
      query: (body) => ({ url: 'pedidos', method: 'POST', body }),
      invalidatesTags: (_r, _e, { empresa_id }) => [
        { type: 'Carrinho', id: empresa_id },
        PEDIDOS_DO_CLIENTE,
      ],
    }),
    pedidosDoCliente: build.query<Pedido[], number>({
      query: (usuarioId) => `pedidos/usuario/${usuarioId}`,
      providesTags: [PEDIDOS_DO_CLIENTE],
      /**
       * Live (DESIGN §3): while the list is in the cache, the customer's socket patches it on
       * 'pedido:criado' / 'pedido:atualizado' (newer updated_at wins) and a reconnect refetches.
       */
      onCacheEntryAdded: (usuarioId, ciclo) =>
        manterNoCache<Pedido[]>(ciclo, {
          token: (ciclo.getState() as unknown as { sessao: SessaoState }).sessao.token,
          ligar: (socket, aplicar) => {
            const aoChegar = (pedido: Pedido) => {
              if (pedido.usuario_id !== null && pedido.usuario_id !== usuarioId) return;
              aplicar((lista) => aplicarPedido(lista, pedido));
            };
            return ouvirEventos(socket, {
              'pedido:atualizado': aoChegar,
              'pedido:criado': aoChegar,
              // The expected time from the kitchen's queue (issue 29 §3).
              'pedido:previsao': (previsao) => aplicar((lista) => aplicarPrevisao(lista, previsao)),
            });
          },
          aoReconectar: () => ciclo.dispatch(api.util.invalidateTags([PEDIDOS_DO_CLIENTE])),
        }),
    }),
  }),
});

export const { useCriarPedidoMutation, usePedidosDoClienteQuery } = pedidosApi;
