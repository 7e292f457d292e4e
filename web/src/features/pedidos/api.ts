import type { NovoPedidoInput, Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';

/** The customer's orders (customer token). */
export const pedidosApi = api.injectEndpoints({
  endpoints: (build) => ({
    criarPedido: build.mutation<Pedido, NovoPedidoInput & { empresa_id: number }>({
      query: (body) => ({ url: 'pedidos', method: 'POST', body }),
      invalidatesTags: (_r, _e, { empresa_id }) => [
        { type: 'Carrinho', id: empresa_id },
        { type: 'Pedido', id: 'DO_CLIENTE' },
      ],
    }),
    pedidosDoCliente: build.query<Pedido[], number>({
      query: (usuarioId) => `pedidos/usuario/${usuarioId}`,
      providesTags: [{ type: 'Pedido', id: 'DO_CLIENTE' }],
    }),
  }),
});

export const { useCriarPedidoMutation, usePedidosDoClienteQuery } = pedidosApi;
