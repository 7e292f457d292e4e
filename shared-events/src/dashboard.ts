/** The dashboard home (staff-side §2 Dashboard home, §3 Dashboard metrics, §7 Dashboard home). */

/** Orders that count (cancelled ones do not) and their sales, over one period. */
export interface MetricasDoPeriodo {
  total_pedidos: number;
  total_vendas: number;
  ticket_medio: number;
}

/** GET /api/dashboard/metricas: days are the company's local days (empresas.timezone). */
export interface MetricasDashboard {
  hoje: MetricasDoPeriodo;
  ontem: MetricasDoPeriodo;
  /** Today and the six local days before it. */
  ultimos7Dias: MetricasDoPeriodo;
  /** Today against yesterday, in percent with one decimal (+100 when yesterday had nothing). */
  crescimento: { pedidos: number; vendas: number };
  /** The home's totals cards, counted for any staff role (the users list itself is gestao's). */
  totais: { produtos: number; pedidos: number; usuarios: number };
}

export const MENSAGENS_DASHBOARD = {
  erroEstatisticas: 'Erro ao carregar estatísticas',
  semPedidosRecentes: 'Nenhum pedido recente',
  tempoReal: 'Atualizado em tempo real',
} as const;
