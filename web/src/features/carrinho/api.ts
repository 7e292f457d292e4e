import type {
  AdicionarAoCarrinhoInput,
  AtualizarItemInput,
  CalcularFreteInput,
  CarrinhoResposta,
  EntregaGratisResposta,
  FreteCalculoResposta,
  FreteInfoResposta,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

type ComEmpresa<T> = T & { empresaId: number };

/**
 * The server-side cart (customer token). GET answers 404 when there is no cart: that is an
 * empty cart, so the query turns it into `null` instead of an error.
 */
export const carrinhoApi = api.injectEndpoints({
  endpoints: (build) => ({
    carrinho: build.query<CarrinhoResposta | null, number>({
      queryFn: async (empresaId, _api, _extra, baseQuery) => {
        const resultado = await baseQuery(`carrinho/${empresaId}`);
        if (resultado.error?.status === 404) return { data: null };
        if (resultado.error) return { error: resultado.error };
        return { data: resultado.data as CarrinhoResposta };
      },
      providesTags: (_r, _e, empresaId) => [{ type: 'Carrinho', id: empresaId }],
    }),
    adicionarAoCarrinho: build.mutation<CarrinhoResposta, ComEmpresa<AdicionarAoCarrinhoInput>>({
      query: ({ empresaId, ...body }) => ({
        url: `carrinho/${empresaId}/adicionar`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { empresaId }) => [{ type: 'Carrinho', id: empresaId }],
    }),
    atualizarItemDoCarrinho: build.mutation<
      CarrinhoResposta,
      ComEmpresa<AtualizarItemInput & { itemId: number }>
    >({
      query: ({ empresaId, itemId, ...body }) => ({
        url: `carrinho/${empresaId}/item/${itemId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { empresaId }) => [{ type: 'Carrinho', id: empresaId }],
    }),
    removerItemDoCarrinho: build.mutation<unknown, { empresaId: number; itemId: number }>({
      query: ({ empresaId, itemId }) => ({
        url: `carrinho/${empresaId}/item/${itemId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { empresaId }) => [{ type: 'Carrinho', id: empresaId }],
    }),
    limparCarrinho: build.mutation<unknown, number>({
      query: (empresaId) => ({ url: `carrinho/${empresaId}/limpar`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, empresaId) => [{ type: 'Carrinho', id: empresaId }],
    }),
    observacoesDoCarrinho: build.mutation<
      CarrinhoResposta,
      { empresaId: number; observacoes: string }
    >({
      query: ({ empresaId, observacoes }) => ({
        url: `carrinho/${empresaId}/observacoes`,
        method: 'PUT',
        body: { observacoes },
      }),
      invalidatesTags: (_r, _e, { empresaId }) => [{ type: 'Carrinho', id: empresaId }],
    }),
    entregaGratis: build.query<EntregaGratisResposta, number>({
      query: (usuarioId) => `carrinho/entrega-gratis/${usuarioId}`,
      providesTags: ['Carrinho'],
    }),
    calcularFrete: build.mutation<FreteCalculoResposta, CalcularFreteInput>({
      query: (body) => ({ url: 'frete/calcular', method: 'POST', body }),
    }),
    infoFrete: build.query<FreteInfoResposta, number>({
      query: (empresaId) => `frete/info?empresa_id=${empresaId}`,
      providesTags: ['Frete'],
    }),
  }),
});

export const {
  useCarrinhoQuery,
  useAdicionarAoCarrinhoMutation,
  useAtualizarItemDoCarrinhoMutation,
  useRemoverItemDoCarrinhoMutation,
  useLimparCarrinhoMutation,
  useObservacoesDoCarrinhoMutation,
  useEntregaGratisQuery,
  useCalcularFreteMutation,
  useInfoFreteQuery,
} = carrinhoApi;
