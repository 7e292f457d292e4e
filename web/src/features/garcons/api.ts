import type { GarcomAdmin, GarcomCriacao, GarcomEdicao } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { listaAoVivo } from '../../app/aoVivo';

const LISTA = { type: 'Garcom', id: 'LIST' } as const;
/** These URLs start with garcom/ but are the staff's: they carry the staff token. */
const DA_EQUIPE = { sessao: 'cliente' } as const;

export const ordemDosGarcons = (a: GarcomAdmin, b: GarcomAdmin) =>
  a.nome.localeCompare(b.nome, 'pt-BR') ||
  a.sobrenome.localeCompare(b.sobrenome, 'pt-BR') ||
  a.id - b.id;

/**
 * The waiters of the staff's company (staff-side §7 Waiters (admin)). The list stays live:
 * another staff member's change arrives as `garcom:atualizado` / `garcom:removido`.
 */
export const garconsApi = api.injectEndpoints({
  endpoints: (build) => ({
    garcons: build.query<GarcomAdmin[], void>({
      query: () => ({ url: 'garcom', ...DA_EQUIPE }),
      transformResponse: (r: GarcomAdmin[]) => [...r].sort(ordemDosGarcons),
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((g) => ({ type: 'Garcom' as const, id: g.id })),
      ],
      onCacheEntryAdded: listaAoVivo<GarcomAdmin>({
        atualizados: ['garcom:atualizado'],
        removidos: ['garcom:removido'],
        ordenar: ordemDosGarcons,
        reler: [LISTA],
      }),
    }),
    criarGarcom: build.mutation<GarcomAdmin, GarcomCriacao>({
      query: (body) => ({ url: 'garcom', method: 'POST', body, ...DA_EQUIPE }),
      invalidatesTags: [LISTA],
    }),
    atualizarGarcom: build.mutation<
      GarcomAdmin,
      { id: number; dados: GarcomEdicao | { ativo: boolean } }
    >({
      query: ({ id, dados }) => ({ url: `garcom/${id}`, method: 'PUT', body: dados, ...DA_EQUIPE }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Garcom', id }],
    }),
    excluirGarcom: build.mutation<void, number>({
      query: (id) => ({ url: `garcom/${id}`, method: 'DELETE', ...DA_EQUIPE }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Garcom', id }, LISTA],
    }),
  }),
});

export const {
  useGarconsQuery,
  useCriarGarcomMutation,
  useAtualizarGarcomMutation,
  useExcluirGarcomMutation,
} = garconsApi;
