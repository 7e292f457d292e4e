import type { CodigoGerado, Promocao, PromocaoForm } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { listaAoVivo } from '../../app/aoVivo';

const LISTA = { type: 'Promocao', id: 'LIST' } as const;

/** The server's order: the ones ending first, then by id. */
const ordemDasPromocoes = (a: Promocao, b: Promocao) =>
  a.data_fim.localeCompare(b.data_fim) || a.id - b.id;

/**
 * The promotions and coupons of the staff's company (staff-side §7 Promotions). The list stays
 * live: a colleague's edit, or an order taking or giving back a coupon use, patches it.
 */
export const promocoesApi = api.injectEndpoints({
  endpoints: (build) => ({
    promocoes: build.query<Promocao[], void>({
      query: () => 'promocoes',
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((p) => ({ type: 'Promocao' as const, id: p.id })),
      ],
      onCacheEntryAdded: listaAoVivo<Promocao>({
        atualizados: ['promocao:atualizada'],
        removidos: ['promocao:removida'],
        ordenar: ordemDasPromocoes,
        reler: [LISTA],
      }),
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
