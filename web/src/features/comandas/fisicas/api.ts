import type { ComandaFisicaAdmin, ComandaFisicaForm } from '@cardapio/shared-events';
import { api } from '../../../app/api';
import { listaAoVivo } from '../../../app/aoVivo';

const LISTA = { type: 'ComandaFisica', id: 'ADMIN' } as const;
/** The waiters' picker list (features/comandas) reads the same cards. */
const DO_GARCOM = { type: 'ComandaFisica', id: 'LIST' } as const;

export const ordemDasComandasFisicas = (a: ComandaFisicaAdmin, b: ComandaFisicaAdmin) =>
  a.numero.localeCompare(b.numero, 'pt-BR', { numeric: true }) || a.id - b.id;

/** 'Em uso' changes when waiters open and close tabs, which the staff's socket does not hear. */
export const POLLING_COMANDAS_FISICAS_MS = 30_000;

/**
 * The physical tabs of the staff's company (staff-side §7 Physical tabs (admin)). The screen
 * searches and filters the whole list locally; changes by other staff arrive live.
 */
export const comandasFisicasApi = api.injectEndpoints({
  endpoints: (build) => ({
    comandasFisicasAdmin: build.query<ComandaFisicaAdmin[], void>({
      query: () => 'comandas-fisicas',
      transformResponse: (r: ComandaFisicaAdmin[]) => [...r].sort(ordemDasComandasFisicas),
      providesTags: (lista = []) => [
        LISTA,
        ...lista.map((c) => ({ type: 'ComandaFisica' as const, id: c.id })),
      ],
      onCacheEntryAdded: listaAoVivo<ComandaFisicaAdmin>({
        atualizados: ['comanda-fisica:atualizada'],
        removidos: ['comanda-fisica:removida'],
        ordenar: ordemDasComandasFisicas,
        reler: [LISTA],
      }),
    }),
    criarComandaFisica: build.mutation<ComandaFisicaAdmin, ComandaFisicaForm>({
      query: (body) => ({ url: 'comandas-fisicas', method: 'POST', body }),
      invalidatesTags: [LISTA, DO_GARCOM],
    }),
    atualizarComandaFisica: build.mutation<
      ComandaFisicaAdmin,
      { id: number; dados: ComandaFisicaForm | { ativo: boolean } }
    >({
      query: ({ id, dados }) => ({ url: `comandas-fisicas/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'ComandaFisica', id }, DO_GARCOM],
    }),
    excluirComandaFisica: build.mutation<void, number>({
      query: (id) => ({ url: `comandas-fisicas/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'ComandaFisica', id }, LISTA, DO_GARCOM],
    }),
  }),
});

export const {
  useComandasFisicasAdminQuery,
  useCriarComandaFisicaMutation,
  useAtualizarComandaFisicaMutation,
  useExcluirComandaFisicaMutation,
} = comandasFisicasApi;
