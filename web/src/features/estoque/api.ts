import type {
  EstoqueItem,
  EstoqueItemForm,
  EstoqueMovimento,
  MovimentoForm,
  MovimentoRegistrado,
} from '@cardapio/shared-events';
import { api } from '../../app/api';
import { listaAoVivo, manterNoCache, ouvirEventos } from '../../app/aoVivo';
import type { SessaoState } from '../auth/slice';

const LISTA = { type: 'Estoque', id: 'LIST' } as const;
const MOVIMENTOS = { type: 'Estoque', id: 'MOVIMENTOS' } as const;

export const ordemDoEstoque = (a: EstoqueItem, b: EstoqueItem) =>
  a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;

const tokenDe = (getState: () => unknown) => (getState() as { sessao: SessaoState }).sessao.token;

/**
 * The stock of the staff's company (staff-side §7 Stock). Items stay live: every change by
 * anyone (a movement on another device included) patches the list, so the alerts panel follows.
 */
export const estoqueApi = api.injectEndpoints({
  endpoints: (build) => ({
    estoque: build.query<EstoqueItem[], void>({
      query: () => 'estoque',
      transformResponse: (r: EstoqueItem[]) => [...r].sort(ordemDoEstoque),
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((i) => ({ type: 'Estoque' as const, id: i.id })),
      ],
      onCacheEntryAdded: listaAoVivo<EstoqueItem>({
        atualizados: ['estoque:atualizado'],
        removidos: ['estoque:removido'],
        comEntidade: { 'estoque:alerta': ({ item }) => item },
        ordenar: ordemDoEstoque,
        reler: [LISTA, MOVIMENTOS],
      }),
    }),
    movimentosRecentes: build.query<EstoqueMovimento[], void>({
      query: () => 'estoque/movimentos',
      providesTags: [MOVIMENTOS],
      // Another device's movement changes an item: read the short list again.
      onCacheEntryAdded: (_arg, ciclo) =>
        manterNoCache<EstoqueMovimento[]>(ciclo, {
          token: tokenDe(ciclo.getState),
          ligar: (socket) => {
            const reler = () => ciclo.dispatch(api.util.invalidateTags([MOVIMENTOS]));
            return ouvirEventos(socket, { 'estoque:atualizado': reler, 'estoque:removido': reler });
          },
          aoReconectar: () => ciclo.dispatch(api.util.invalidateTags([MOVIMENTOS])),
        }),
    }),
    criarItemEstoque: build.mutation<EstoqueItem, EstoqueItemForm>({
      query: (body) => ({ url: 'estoque', method: 'POST', body }),
      invalidatesTags: [LISTA, MOVIMENTOS],
    }),
    atualizarItemEstoque: build.mutation<EstoqueItem, { id: number; dados: EstoqueItemForm }>({
      query: ({ id, dados }) => ({ url: `estoque/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Estoque', id }, MOVIMENTOS],
    }),
    excluirItemEstoque: build.mutation<void, number>({
      query: (id) => ({ url: `estoque/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Estoque', id }, LISTA, MOVIMENTOS],
    }),
    registrarMovimento: build.mutation<MovimentoRegistrado, MovimentoForm>({
      query: (body) => ({ url: 'estoque/movimentos', method: 'POST', body }),
      invalidatesTags: (_r, _e, { item_id }) => [{ type: 'Estoque', id: item_id }, MOVIMENTOS],
    }),
  }),
});

export const {
  useEstoqueQuery,
  useMovimentosRecentesQuery,
  useCriarItemEstoqueMutation,
  useAtualizarItemEstoqueMutation,
  useExcluirItemEstoqueMutation,
  useRegistrarMovimentoMutation,
} = estoqueApi;
