import type { Estacao, EstacaoForm, EstacoesResposta } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { listaAoVivo } from '../../app/aoVivo';

const LISTA = { type: 'Estacao', id: 'LIST' } as const;

/** The server's order: by `ordem`, then by name. */
export const ordemDasEstacoes = (a: Estacao, b: Estacao) =>
  a.ordem - b.ordem || a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;

/** What the station mutations answer. */
export interface EstacaoResposta {
  estacao: Estacao;
}

/**
 * The company's kitchen stations (issue 29 §1). The list provides `LIST` plus one tag per
 * station and stays live on the staff socket: a colleague's new or edited station joins or
 * patches it, a deleted one leaves it. Deleting one also reads the catalogue again: the server
 * takes it off the categories and products that named it.
 */
export const estacoesApi = api.injectEndpoints({
  endpoints: (build) => ({
    estacoes: build.query<Estacao[], void>({
      query: () => 'estacoes',
      transformResponse: (r: EstacoesResposta) => [...r.estacoes].sort(ordemDasEstacoes),
      providesTags: (estacoes = []) => [
        LISTA,
        ...estacoes.map((e) => ({ type: 'Estacao' as const, id: e.id })),
      ],
      onCacheEntryAdded: listaAoVivo<Estacao>({
        atualizados: ['estacao:atualizada'],
        removidos: ['estacao:removida'],
        ordenar: ordemDasEstacoes,
        reler: [LISTA],
      }),
    }),

    criarEstacao: build.mutation<EstacaoResposta, EstacaoForm>({
      query: (body) => ({ url: 'estacoes', method: 'POST', body }),
      invalidatesTags: [LISTA],
    }),
    atualizarEstacao: build.mutation<EstacaoResposta, { id: number; dados: EstacaoForm }>({
      query: ({ id, dados }) => ({ url: `estacoes/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Estacao', id }],
    }),
    excluirEstacao: build.mutation<{ mensagem: string }, number>({
      query: (id) => ({ url: `estacoes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Estacao', id },
        LISTA,
        { type: 'Categoria', id: 'LIST' },
        { type: 'Produto', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useEstacoesQuery,
  useCriarEstacaoMutation,
  useAtualizarEstacaoMutation,
  useExcluirEstacaoMutation,
} = estacoesApi;
