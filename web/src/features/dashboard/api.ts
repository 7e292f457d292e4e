import type { MetricasDashboard, Pedido } from '@cardapio/shared-events';
import { api } from '../../app/api';
import { manterNoCache, ouvirEventos } from '../../app/aoVivo';
import type { SessaoState } from '../auth/slice';
import { aplicarPedido } from '../pedidos/status';

const METRICAS = { type: 'Dashboard', id: 'METRICAS' } as const;
const RECENTES = { type: 'Pedido', id: 'RECENTES' } as const;
/** The timeline shows as many as the server answers (GET /api/pedidos/recentes). */
const LIMITE_DE_RECENTES = 10;

/**
 * The dashboard home (staff-side §7): its numbers and the recent-orders timeline. The timeline is
 * live (pedido:criado / pedido:atualizado on the staff room); each of those events also moves
 * the day's numbers, so the metrics are read again on them.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    metricasDoDashboard: build.query<MetricasDashboard, void>({
      query: () => 'dashboard/metricas',
      providesTags: [METRICAS],
    }),
    pedidosRecentes: build.query<Pedido[], number>({
      query: () => 'pedidos/recentes',
      providesTags: [RECENTES],
      async onCacheEntryAdded(empresaId, ciclo) {
        const { token } = (ciclo.getState() as unknown as { sessao: SessaoState }).sessao;
        await manterNoCache<Pedido[]>(ciclo, {
          token,
          aoReconectar: () => ciclo.dispatch(api.util.invalidateTags([RECENTES, METRICAS])),
          ligar: (socket, aplicar) => {
            const ouvir = (pedido: Pedido) => {
              if (pedido.empresa_id !== empresaId) return;
              aplicar((lista) => aplicarPedido(lista, pedido).slice(0, LIMITE_DE_RECENTES));
              ciclo.dispatch(api.util.invalidateTags([METRICAS]));
            };
            return ouvirEventos(socket, { 'pedido:criado': ouvir, 'pedido:atualizado': ouvir });
          },
        });
      },
    }),
  }),
});

export const { useMetricasDoDashboardQuery, usePedidosRecentesQuery } = dashboardApi;
