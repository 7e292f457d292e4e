/**
 * Reports (staff-side §2 Reports, §3 Reports, §7 Reports, §9): the contract between the
 * gateway's /api/relatorios routes, the export worker and the /dashboard/relatorios screen.
 * Money is in reais (number, two decimals); days are the company's local days (empresas.timezone).
 */
import { z } from 'zod';
import type { CanalPedido } from './pedidos';

export const PERIODOS_RELATORIO = ['7d', '30d', '90d', '1y'] as const;
export type PeriodoRelatorio = (typeof PERIODOS_RELATORIO)[number];

export const TIPOS_EXPORTACAO = ['vendas', 'produtos', 'categorias'] as const;
export type TipoExportacao = (typeof TIPOS_EXPORTACAO)[number];

/** GET /api/relatorios/vendas: one row per local day (per month, first day of it, for 1y). */
export interface VendaDoPeriodo {
  /** AAAA-MM-DD: the day, or the first day of the month for 1y. */
  data: string;
  /** What the customers paid: itens + frete - desconto. */
  total: number;
  /** Orders that count (cancelled ones do not). */
  quantidade: number;
  /** Item revenue, freight and discount apart (beyond the spec: total = itens + frete - desconto). */
  itens: number;
  frete: number;
  desconto: number;
}

/** GET /api/relatorios/produtos: best sellers first. */
export interface ProdutoDoRelatorio {
  produto_id: number | null;
  nome: string;
  quantidade_vendida: number;
  /** Item revenue (price × quantity, options included); discount and freight not spread here. */
  receita: number;
}

/** GET /api/relatorios/categorias: highest revenue first; products without one under 'Sem categoria'. */
export interface CategoriaDoRelatorio {
  categoria_id: number | null;
  categoria: string;
  quantidade: number;
  receita: number;
}

/** GET /api/relatorios/resumo */
export interface ResumoDoRelatorio {
  totalVendas: number;
  totalPedidos: number;
  /** totalVendas / totalPedidos; null when there were no orders (the screen shows '—'). */
  mediaTicket: number | null;
  produtosVendidos: number;
  /** Beyond the spec: the parts of totalVendas. */
  totalItens: number;
  totalFrete: number;
  totalDesconto: number;
  /** Insights (staff-side §2): */
  insights: {
    /** 0 = domingo … 6 = sábado, by sales; null without orders. */
    melhorDiaDaSemana: { dia: number; nome: string; total: number } | null;
    produtoEstrela: { nome: string; quantidade_vendida: number } | null;
    /** Sales against the previous period of the same length, percent with one decimal; null when that period had nothing. */
    crescimento: number | null;
  };
  periodo: PeriodoRelatorio;
  /** The local days covered, inclusive (AAAA-MM-DD). */
  inicio: string;
  fim: string;
}

/**
 * GET /api/relatorios/canais (issue 31): the period's sales by how they came in. Counts what the
 * other reports count: orders not cancelled under their own `canal`, and each paid tab as one
 * sale of 'garcom' (a tab's kitchen orders are not sales of their own). Channels that sold
 * nothing are left out; highest revenue first.
 */
export interface CanalDoRelatorio {
  canal: CanalPedido;
  /** NOME_DO_CANAL[canal] ('Site', 'Garçom', 'Balcão', 'Telefone', 'QR da mesa'). */
  nome: string;
  /** Orders (and paid tabs) that count. */
  pedidos: number;
  /** What the customers paid: itens + frete - desconto (a tab's total_pago). */
  total: number;
  /** total / pedidos. */
  ticket_medio: number;
  /** Share of the period's total, percent with one decimal (0 when the period sold R$ 0). */
  percentual: number;
}

/**
 * GET /api/relatorios/cozinha (issue 29, "Data and rules"): the kitchen of the orders placed in
 * the period (the company's local days), cancelled ones left out. Times follow the live averages
 * (GET /api/monitor/tempos): a station's ticket is its part of an order (the order's items routed
 * to it), done when its last item is bumped, timed from the order's creation; the whole kitchen's
 * is the order, done with its last item. Parts and orders not yet (or never) bumped are not in
 * the sample. Items routed to no station, or to a station since deleted, are one part of their
 * own: `estacao_id` and `nome` null ('Sem estação' on the screen).
 */
export interface EstacaoNoRelatorio {
  /** null: items routed to no station, or to one deleted since. */
  estacao_id: number | null;
  nome: string | null;
  /** `#rrggbb`; null with estacao_id null. */
  cor: string | null;
  /** Parts done (the average's sample). */
  tickets: number;
  /** Average seconds, rounded; null without tickets. */
  tempo_medio_seg: number | null;
}

/** An order that raised the late alert (cozinha_alertas 'atraso'). */
export interface PedidoAtrasadoNoRelatorio {
  pedido_id: number;
  created_at: string;
  /** The late station's name; null when it was no station or is deleted. */
  estacao: string | null;
  /** The part's target (ISO): what the alert calls 'previsto'. */
  prazo: string;
}

export interface RelatorioCozinha {
  /**
   * Every active station (zeros when it had nothing), inactive ones with tickets, by the
   * stations' order; then the null row when it has tickets.
   */
  estacoes: EstacaoNoRelatorio[];
  cozinha: { tickets: number; tempo_medio_seg: number | null };
  atrasados: {
    total: number;
    /** Most late first; null groups no station or a deleted one. */
    por_estacao: { estacao_id: number | null; nome: string | null; total: number }[];
    /** The latest 20, newest order first. */
    pedidos: PedidoAtrasadoNoRelatorio[];
  };
}

/** How many late orders GET /api/relatorios/cozinha lists. */
export const LIMITE_ATRASADOS = 20;

/** POST /api/relatorios/exportacoes {tipo, periodo} → 202 */
export interface ExportacaoCriada {
  id: string;
}

/** Pushed to the requesting user's room only (rooms.membroEquipe). */
export interface RelatorioProgressoEvento {
  id: string;
  tipo: TipoExportacao;
  periodo: PeriodoRelatorio;
  /** 0–100 */
  percentual: number;
}
export interface RelatorioProntoEvento {
  id: string;
  tipo: TipoExportacao;
  periodo: PeriodoRelatorio;
  /** GET this (same auth) to download the .xlsx; valid 24 h. */
  url: string;
  arquivo: string;
}
export interface RelatorioFalhouEvento {
  id: string;
  tipo: TipoExportacao;
  periodo: PeriodoRelatorio;
  motivo: string;
}

export const MENSAGENS_RELATORIOS = {
  periodoInvalido: 'Período inválido. Use 7d, 30d, 90d ou 1y',
  tipoInvalido: 'Tipo de relatório inválido. Use vendas, produtos ou categorias',
  acessoRestrito: 'Acesso restrito à gestão',
  erroCarregar: 'Erro ao carregar relatórios',
  erroExportar: 'Erro ao exportar relatório',
  exportado: 'Relatório exportado com sucesso!',
  exportacaoNaoEncontrada: 'Exportação não encontrada ou expirada',
  semCategoria: 'Sem categoria',
  semEstacao: 'Sem estação',
} as const;

/**
 * The query of GET /api/relatorios/vendas|produtos|categorias|resumo|canais|cozinha: exactly one of the
 * four periods (not trimmed, not case-folded); anything else, or none, is a 400 with
 * periodoInvalido.
 */
export const relatorioQuerySchema = z.object({
  periodo: z.enum(PERIODOS_RELATORIO, { error: MENSAGENS_RELATORIOS.periodoInvalido }),
});
export type RelatorioQuery = z.output<typeof relatorioQuerySchema>;

export const NOMES_DOS_DIAS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** POST /api/relatorios/exportacoes {tipo, periodo} (the export's body; the same texts as the API). */
export const novaExportacaoSchema = z.object({
  tipo: z.enum(TIPOS_EXPORTACAO, { error: MENSAGENS_RELATORIOS.tipoInvalido }),
  periodo: z.enum(PERIODOS_RELATORIO, { error: MENSAGENS_RELATORIOS.periodoInvalido }),
});
export type NovaExportacao = z.infer<typeof novaExportacaoSchema>;

/** Messages of the export routes beyond the contract's. */
export const MENSAGENS_EXPORTACAO = {
  emAndamento: 'O relatório ainda está sendo gerado. Aguarde a conclusão para baixar.',
  falhou: 'A exportação deste relatório falhou. Gere o relatório novamente.',
  tempoEsgotado:
    'O relatório está demorando mais que o esperado. Use a exportação em segundo plano e baixe-o quando ficar pronto.',
  motivoFalha: 'Não foi possível gerar o relatório. Tente novamente.',
} as const;
