import type { Mesa, MesaForm, MesaResposta, MesasResposta } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { listaAoVivo } from '../../app/aoVivo';
import { ordemDasMesas } from '../comandas/aoVivo';

const LISTA_DE_MESAS = { type: 'Mesa', id: 'LIST' } as const;

/**
 * Tables in the back office (staff-side §7 Tables (admin)). The list provides `LIST` plus one tag
 * per table and stays live on the staff socket: tables pushed by the dashboard and by the waiters'
 * work (tabs opened, items added) patch it, deleted ones leave it (the floor view reads it too).
 */
export const mesasApi = api.injectEndpoints({
  endpoints: (build) => ({
    mesasAdmin: build.query<Mesa[], void>({
      query: () => 'mesas',
      transformResponse: (r: MesasResposta) => [...r.mesas].sort(ordemDasMesas),
      providesTags: (mesas = []) => [
        LISTA_DE_MESAS,
        ...mesas.map((m) => ({ type: 'Mesa' as const, id: m.id })),
      ],
      onCacheEntryAdded: listaAoVivo<Mesa>({
        atualizados: ['mesa:atualizada'],
        removidos: ['mesa:removida'],
        ordenar: ordemDasMesas,
        reler: [LISTA_DE_MESAS],
      }),
    }),

    criarMesa: build.mutation<MesaResposta, MesaForm>({
      query: (body) => ({ url: 'mesas', method: 'POST', body }),
      invalidatesTags: [LISTA_DE_MESAS],
    }),
    atualizarMesa: build.mutation<MesaResposta, { id: number; dados: MesaForm }>({
      query: ({ id, dados }) => ({ url: `mesas/${id}`, method: 'PUT', body: dados }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Mesa', id }],
    }),
    excluirMesa: build.mutation<void, number>({
      query: (id) => ({ url: `mesas/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Mesa', id }],
    }),
  }),
});

export const {
  useMesasAdminQuery,
  useCriarMesaMutation,
  useAtualizarMesaMutation,
  useExcluirMesaMutation,
} = mesasApi;
