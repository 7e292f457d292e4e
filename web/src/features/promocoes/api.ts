import type { CodigoGerado, Promocao, PromocaoForm } from '@cardapio/shared-events';
import { api } from '../../app/api';

const LISTA = { type: 'Promocao', id: 'LIST' } as const;

/** The promotions and coupons of the staff's company (staff-side §7 Promotions). */
export const promocoesApi = api.injectEndpoints({
  endpoints: (build) => ({
    promocoes: build.query<Promocao[], void>({
      query: () => 'promocoes',
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((p) => ({ type: 'Promocao' as const, id: p.id })),
      ],
    }),
    criarPromocao: build.mutation<Promocao, PromocaoForm>({
      query: (body) => ({ url: 'promocoes', method: 'POST', body }),
      invalidatesTags: [LISTA],
    }),
    atualizarPromocao: build.mutation<
      Promocao,
      { id: number; dados: PromocaoForm | { ativo: boolean } }
    >({
      query: ({ id, dados }) => ({ url: `promocoes/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Promocao', id }],
    }),
    excluirPromocao: build.mutation<void, number>({
      query: (id) => ({ url: `promocoes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Promocao', id }, LISTA],
    }),
    /** A fresh code; lazy, asked when the staff clicks "Gerar". */
    gerarCodigo: build.query<CodigoGerado, void>({
      query: () => 'promocoes/gerar-codigo',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  usePromocoesQuery,
  useCriarPromocaoMutation,
  useAtualizarPromocaoMutation,
  useExcluirPromocaoMutation,
  useLazyGerarCodigoQuery,
} = promocoesApi;
