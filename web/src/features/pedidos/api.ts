import type { NovoPedidoInput, Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';
import type { SessaoState } from '../auth/slice';
import { aplicarPedido } from './status';
import { usarSocketDoCliente, type UsoDoSocket } from './socketDoCliente';

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
      async onCacheEntryAdded(
        usuarioId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getState, dispatch },
      ) {
        let uso: UsoDoSocket | null = null;
        try {
          const { token } = (getState() as unknown as { sessao: SessaoState }).sessao;
          if (token) {
            // Listening starts before the first answer: an event that lands while the list
            // is loading waits and is applied on top of it (newer updated_at wins).
            let carregado = false;
            const pendentes: Pedido[] = [];
            const aplicar = (pedido: Pedido) => {
              if (pedido.usuario_id !== null && pedido.usuario_id !== usuarioId) return;
              if (!carregado) pendentes.push(pedido);
              else updateCachedData((lista) => aplicarPedido(lista, pedido));
            };
            // 'connect' fires on every reconnection: whatever was missed meanwhile is fetched.
            const aoReconectar = () => {
              dispatch(api.util.invalidateTags([PEDIDOS_DO_CLIENTE]));
            };
            const conexao = await usarSocketDoCliente(token);
            const { socket } = conexao;
            socket.on('pedido:atualizado', aplicar);
            socket.on('pedido:criado', aplicar);
            socket.on('connect', aoReconectar);
            uso = {
              socket,
              liberar: () => {
                socket.off('pedido:atualizado', aplicar);
                socket.off('pedido:criado', aplicar);
                socket.off('connect', aoReconectar);
                conexao.liberar();
              },
            };
            await cacheDataLoaded;
            carregado = true;
            if (pendentes.length > 0) {
              updateCachedData((lista) => pendentes.reduce(aplicarPedido, lista));
            }
          }
        } catch {
          // The entry was removed before the first answer: nothing to keep live.
        }
        await cacheEntryRemoved;
        uso?.liberar();
      },
    }),
  }),
});

export const { useCriarPedidoMutation, usePedidosDoClienteQuery } = pedidosApi;
