import {
  somaDasLinhas,
  valorDaLinha,
  type AdicionarAoCarrinhoInput,
  type AtualizarItemInput,
  type CalcularFreteInput,
  type CarrinhoResposta,
  type EntregaGratisResposta,
  type FreteCalculoResposta,
  type FreteInfoResposta,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import { useClienteDaEmpresa } from '../auth/useClienteDaEmpresa';

type ComEmpresa<T> = T & { empresaId: number };

const tagDoCarrinho = (empresaId: number) => [{ type: 'Carrinho' as const, id: empresaId }];

/**
 * A change the server answers with the whole cart: the answer is the cart (no second request to
 * read it again); only a failure reads it again, to show what the server really has.
 */
const soNaFalha = (_resultado: unknown, erro: unknown, empresaId: number) =>
  erro ? tagDoCarrinho(empresaId) : [];

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
      onQueryStarted: ({ empresaId }, api) => guardarResposta(empresaId, api),
      invalidatesTags: (r, e, { empresaId }) => soNaFalha(r, e, empresaId),
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
      // The stepper answers at once; a failure puts the old quantity back.
      async onQueryStarted({ empresaId, itemId, quantidade }, { dispatch, queryFulfilled }) {
        if (quantidade === undefined)
          return guardarResposta(empresaId, { dispatch, queryFulfilled });
        const patch = dispatch(
          carrinhoApi.util.updateQueryData('carrinho', empresaId, (rascunho) => {
            const item = rascunho?.itens.find((i) => i.id === itemId);
            if (!rascunho || !item) return;
            item.quantidade = quantidade;
            item.subtotal = valorDaLinha(item).total / 100;
            rascunho.total = somaDasLinhas(rascunho.itens) / 100;
          }),
        );
        queryFulfilled.catch(() => patch.undo());
        await guardarResposta(empresaId, { dispatch, queryFulfilled });
      },
      invalidatesTags: (r, e, { empresaId }) => soNaFalha(r, e, empresaId),
    }),
    removerItemDoCarrinho: build.mutation<unknown, { empresaId: number; itemId: number }>({
      query: ({ empresaId, itemId }) => ({
        url: `carrinho/${empresaId}/item/${itemId}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ empresaId, itemId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          carrinhoApi.util.updateQueryData('carrinho', empresaId, (rascunho) => {
            const item = rascunho?.itens.find((i) => i.id === itemId);
            if (!rascunho || !item) return;
            rascunho.itens = rascunho.itens.filter((i) => i.id !== itemId);
            rascunho.total = somaDasLinhas(rascunho.itens) / 100;
          }),
        );
        queryFulfilled.catch(() => patch.undo());
      },
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
      onQueryStarted: ({ empresaId }, api) => guardarResposta(empresaId, api),
      invalidatesTags: (r, e, { empresaId }) => soNaFalha(r, e, empresaId),
    }),
    /** Applies a coupon: 400 with the reason when it does not apply (nothing saved). */
    aplicarCupom: build.mutation<CarrinhoResposta, { empresaId: number; codigo: string }>({
      query: ({ empresaId, codigo }) => ({
        url: `carrinho/${empresaId}/cupom`,
        method: 'POST',
        body: { codigo },
      }),
      onQueryStarted: ({ empresaId }, api) => guardarResposta(empresaId, api),
      invalidatesTags: (r, e, { empresaId }) => soNaFalha(r, e, empresaId),
    }),
    removerCupom: build.mutation<CarrinhoResposta, number>({
      query: (empresaId) => ({ url: `carrinho/${empresaId}/cupom`, method: 'DELETE' }),
      onQueryStarted: (empresaId, api) => guardarResposta(empresaId, api),
      invalidatesTags: (r, e, empresaId) => soNaFalha(r, e, empresaId),
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

/** The cart a change answered becomes the cached cart (its screens re-render from it). */
async function guardarResposta(
  empresaId: number,
  { dispatch, queryFulfilled }: { dispatch: unknown; queryFulfilled: Promise<{ data: unknown }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    const despachar = dispatch as (acao: unknown) => unknown;
    await despachar(
      carrinhoApi.util.upsertQueryData('carrinho', empresaId, data as CarrinhoResposta),
    );
  } catch {
    // A refusal: the failed mutation reads the cart again (soNaFalha) and its caller shows why.
  }
}

export const {
  useCarrinhoQuery,
  useAdicionarAoCarrinhoMutation,
  useAtualizarItemDoCarrinhoMutation,
  useRemoverItemDoCarrinhoMutation,
  useLimparCarrinhoMutation,
  useObservacoesDoCarrinhoMutation,
  useAplicarCupomMutation,
  useRemoverCupomMutation,
  useEntregaGratisQuery,
  useCalcularFreteMutation,
  useInfoFreteQuery,
} = carrinhoApi;

/** The cart on a company's storefront: read only for a customer of that company. */
export function useCarrinhoDaLoja(empresaId: number) {
  const cliente = useClienteDaEmpresa(empresaId);
  return useCarrinhoQuery(empresaId, { skip: !cliente });
}
