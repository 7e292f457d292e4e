import type {
  CanalDoRelatorio,
  CategoriaDoRelatorio,
  ExportacaoCriada,
  FechamentoDoDia,
  PeriodoRelatorio,
  ProdutoDoRelatorio,
  RelatorioCozinha,
  ResumoDoRelatorio,
  TipoExportacao,
  VendaDoPeriodo,
} from '@cardapio/shared-events';
import { api } from '../../app/api';

const tag = (periodo: PeriodoRelatorio) => [{ type: 'Relatorio' as const, id: periodo }];
const url = (dataset: string, periodo: PeriodoRelatorio) =>
  `relatorios/${dataset}?periodo=${encodeURIComponent(periodo)}`;

/**
 * Reports of the staff's company (staff-side §7 Reports; gestao only): six reads of one period,
 * loaded together, and the export job (POST answers its id at once; the file is announced on the
 * requesting user's socket, see useExportacao).
 */
export const relatoriosApi = api.injectEndpoints({
  endpoints: (build) => ({
    relatorioVendas: build.query<VendaDoPeriodo[], PeriodoRelatorio>({
      query: (periodo) => url('vendas', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    relatorioProdutos: build.query<ProdutoDoRelatorio[], PeriodoRelatorio>({
      query: (periodo) => url('produtos', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    relatorioCategorias: build.query<CategoriaDoRelatorio[], PeriodoRelatorio>({
      query: (periodo) => url('categorias', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    relatorioResumo: build.query<ResumoDoRelatorio, PeriodoRelatorio>({
      query: (periodo) => url('resumo', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    /** Issue 31: sales by channel (site, garçom, balcão, telefone, QR da mesa). */
    relatorioCanais: build.query<CanalDoRelatorio[], PeriodoRelatorio>({
      query: (periodo) => url('canais', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    /** Issue 29: times per kitchen station and late orders. */
    relatorioCozinha: build.query<RelatorioCozinha, PeriodoRelatorio>({
      query: (periodo) => url('cozinha', periodo),
      providesTags: (_r, _e, periodo) => tag(periodo),
    }),
    /** Issue 30: the day's closing (AAAA-MM-DD, the company's local day), as it is printed. */
    relatorioFechamento: build.query<FechamentoDoDia, string>({
      query: (dia) => `relatorios/fechamento?dia=${encodeURIComponent(dia)}`,
      providesTags: (_r, _e, dia) => [{ type: 'Relatorio' as const, id: `fechamento-${dia}` }],
      keepUnusedDataFor: 0,
    }),
    exportarRelatorio: build.mutation<
      ExportacaoCriada,
      { tipo: TipoExportacao; periodo: PeriodoRelatorio }
    >({
      query: (body) => ({ url: 'relatorios/exportacoes', method: 'POST', body }),
    }),
  }),
});

export const {
  useRelatorioVendasQuery,
  useRelatorioProdutosQuery,
  useRelatorioCategoriasQuery,
  useRelatorioResumoQuery,
  useRelatorioCanaisQuery,
  useRelatorioCozinhaQuery,
  useLazyRelatorioFechamentoQuery,
  useExportarRelatorioMutation,
} = relatoriosApi;
