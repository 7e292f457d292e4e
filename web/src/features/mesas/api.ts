import type { Mesa, MesaForm, MesaResposta, MesasResposta } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { aplicarNaLista, manterNoCache, removerDaLista, ouvirEventos } from '../../app/aoVivo';
import type { SessaoState } from '../auth/slice';
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
      onCacheEntryAdded: (_arg, ciclo) =>
        manterNoCache<Mesa[]>(ciclo, {
          token: (ciclo.getState() as unknown as { sessao: SessaoState }).sessao.token,
          aoReconectar: () => ciclo.dispatch(mesasApi.util.invalidateTags([LISTA_DE_MESAS])),
          ligar: (socket, aplicar) => {
            const aoMudar = (mesa: Mesa) => aplicar((l) => aplicarNaLista(l, mesa, ordemDasMesas));
            const aoRemover = ({ id }: { id: number }) => aplicar((l) => removerDaLista(l, id));
            return ouvirEventos(socket, { 'mesa:atualizada': aoMudar, 'mesa:removida': aoRemover });
          },
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
