import {
  formatarReais,
  MENSAGENS_RELATORIOS,
  PERIODOS_RELATORIO,
  type CanalDoRelatorio,
  type EstacaoNoRelatorio,
  type PedidoAtrasadoNoRelatorio,
  type PeriodoRelatorio,
  type RelatorioCozinha,
  type TipoExportacao,
  type VendaDoPeriodo,
} from '@cardapio/shared-events';

/** The selector's options (staff-side §9), in order; the first is the default. */
export const OPCOES_DE_PERIODO: { value: PeriodoRelatorio; label: string; curto: string }[] = [
  { value: '7d', label: 'Últimos 7 dias', curto: '7 dias' },
  { value: '30d', label: 'Últimos 30 dias', curto: '30 dias' },
  { value: '90d', label: 'Últimos 90 dias', curto: '90 dias' },
  { value: '1y', label: 'Último ano', curto: '1 ano' },
];

export const PERIODO_PADRAO: PeriodoRelatorio = '7d';

/** `?periodo=` as the URL has it: anything that is not one of the four is the default. */
export function periodoDaUrl(valor: string | null): PeriodoRelatorio {
  return (PERIODOS_RELATORIO as readonly string[]).includes(valor ?? '')
    ? (valor as PeriodoRelatorio)
    : PERIODO_PADRAO;
}

export const ROTULO_DO_TIPO: Record<TipoExportacao, string> = {
  vendas: 'Vendas',
  produtos: 'Produtos',
  categorias: 'Categorias',
};

/** The spec's file name (staff-side §7): relatorio_{tipo}_{periodo}.xlsx. */
export const nomeDoArquivo = (tipo: TipoExportacao, periodo: PeriodoRelatorio) =>
  `relatorio_${tipo}_${periodo}.xlsx`;

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const umaCasa = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count in pt-BR (1.234); anything that is not a finite number reads 0. */
export const formatarInteiro = (n: number | null | undefined) =>
  inteiro.format(Number.isFinite(n) ? (n as number) : 0);

/**
 * Growth against the previous period (staff-side §2 insights): '+12,5%', '−3,0%' (a real minus
 * sign), '0,0%'; '—' when there is nothing to compare with.
 */
export function formatarCrescimento(valor: number | null | undefined): string {
  if (valor == null || !Number.isFinite(valor)) return '—';
  const texto = umaCasa.format(Math.abs(valor));
  if (texto === '0,0') return '0,0%';
  return `${valor > 0 ? '+' : '−'}${texto}%`;
}

/** A share in pt-BR with one decimal ('66,1%'); anything that is not a finite number reads '—'. */
export function formatarPercentual(valor: number | null | undefined): string {
  if (valor == null || !Number.isFinite(valor)) return '—';
  return `${umaCasa.format(valor)}%`;
}

/** 'Vendas por canal' (issue 31): '3 pedidos · ticket médio R$ 12,50'. */
export function detalheDoCanal(canal: Pick<CanalDoRelatorio, 'pedidos' | 'ticket_medio'>): string {
  const pedidos = `${formatarInteiro(canal.pedidos)} ${canal.pedidos === 1 ? 'pedido' : 'pedidos'}`;
  return `${pedidos} · ticket médio ${formatarReais(canal.ticket_medio)}`;
}

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'AAAA-MM-DD' as [ano, mês 1–12, dia]; null when it is not such a date. */
function partes(data: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(data);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * The x axis label of a sales row: dd/mm for a day, mmm/aa for a month (1y). Read from the text,
 * never through `Date` in the browser's zone: the API's days are already the company's days.
 */
export function rotuloDaData(data: string, periodo: PeriodoRelatorio): string {
  const p = partes(data);
  if (!p) return data;
  const [ano, mes, dia] = p;
  if (periodo === '1y') return `${MESES[mes - 1] ?? mes}/${String(ano % 100).padStart(2, '0')}`;
  return `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}`;
}

/** The tooltip's fuller date: 25/11/2026, or nov/2026 for a month. */
export function dataPorExtenso(data: string, periodo: PeriodoRelatorio): string {
  const p = partes(data);
  if (!p) return data;
  const [ano, mes, dia] = p;
  if (periodo === '1y') return `${MESES[mes - 1] ?? mes}/${ano}`;
  return `${String(dia).padStart(2, '0')}/${String(mes).padStart(2, '0')}/${ano}`;
}

const dataIso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Every day (every month for 1y) from `inicio` to `fim`, with the API's rows where it has them
 * and zero elsewhere, so a day without sales is a gap in the chart and not a missing bar.
 * Calendar arithmetic in UTC on the API's dates; at most ~400 points.
 */
export function serieCompleta(
  vendas: readonly VendaDoPeriodo[],
  periodo: PeriodoRelatorio,
  inicio: string | undefined,
  fim: string | undefined,
): { data: string; total: number; quantidade: number }[] {
  const porData = new Map(vendas.map((v) => [v.data.slice(0, 10), v]));
  const pi = inicio ? partes(inicio) : null;
  const pf = fim ? partes(fim) : null;
  const linha = (data: string) => {
    const v = porData.get(data);
    return { data, total: v?.total ?? 0, quantidade: v?.quantidade ?? 0 };
  };
  if (!pi || !pf) return vendas.map((v) => linha(v.data.slice(0, 10)));
  const datas: string[] = [];
  if (periodo === '1y') {
    const cursor = new Date(Date.UTC(pi[0], pi[1] - 1, 1));
    const ultimo = Date.UTC(pf[0], pf[1] - 1, 1);
    while (cursor.getTime() <= ultimo && datas.length < 24) {
      datas.push(dataIso(cursor));
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    }
  } else {
    const cursor = new Date(Date.UTC(pi[0], pi[1] - 1, pi[2]));
    const ultimo = Date.UTC(pf[0], pf[1] - 1, pf[2]);
    while (cursor.getTime() <= ultimo && datas.length < 400) {
      datas.push(dataIso(cursor));
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
  }
  // Rows outside the range the summary names (a server that disagrees) are still shown.
  const extras = [...porData.keys()].filter((d) => !datas.includes(d));
  return [...datas, ...extras].sort().map(linha);
}

/** A station of the kitchen report by name; the null group (none, or deleted) is 'Sem estação'. */
export const nomeDaEstacao = (nome: string | null | undefined) =>
  nome ?? MENSAGENS_RELATORIOS.semEstacao;

/**
 * Whether the reports page shows the 'Cozinha' panel: the company has stations (the report lists
 * every active one) or the period had tickets or late orders.
 */
export const temCozinha = (r: RelatorioCozinha | undefined): r is RelatorioCozinha =>
  r !== undefined && (r.estacoes.length > 0 || r.cozinha.tickets > 0 || r.atrasados.total > 0);

/**
 * The rows of 'Tempo médio de preparo por estação': the report's, except the 'Sem estação' row
 * when it is the only one (a kitchen without stations: the whole kitchen's figure says it all).
 * Each has its bar's width, in percent of the slowest average (a station without tickets: 0).
 */
export function linhasDasEstacoes(
  estacoes: readonly EstacaoNoRelatorio[],
): (EstacaoNoRelatorio & { largura: number })[] {
  const linhas = estacoes.some((e) => e.estacao_id !== null) ? estacoes : [];
  const maior = Math.max(0, ...linhas.map((e) => e.tempo_medio_seg ?? 0));
  return linhas.map((e) => ({
    ...e,
    largura:
      e.tempo_medio_seg === null || maior <= 0
        ? 0
        : Math.max(2, Math.round((e.tempo_medio_seg / maior) * 100)),
  }));
}

/** '1 ticket', '12 tickets', '1.234 tickets'. */
export const formatarTickets = (n: number) =>
  `${formatarInteiro(n)} ${n === 1 ? 'ticket' : 'tickets'}`;

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * A late order of the report as the list shows it: '#123 · Chapa' and 'previsto 19:42', with the
 * day ('previsto 14/03 19:42') when the target was not today; no 'previsto' for a time that is
 * not one. In the browser's zone, as every time of the back office.
 */
export function partesDoAtrasado(
  pedido: PedidoAtrasadoNoRelatorio,
  agora: Date,
): { pedido: string; previsto: string | null } {
  const rotulo = `#${pedido.pedido_id} · ${nomeDaEstacao(pedido.estacao)}`;
  const prazo = new Date(pedido.prazo);
  if (Number.isNaN(prazo.getTime())) return { pedido: rotulo, previsto: null };
  const hora = `${doisDigitos(prazo.getHours())}:${doisDigitos(prazo.getMinutes())}`;
  const mesmoDia =
    prazo.getFullYear() === agora.getFullYear() &&
    prazo.getMonth() === agora.getMonth() &&
    prazo.getDate() === agora.getDate();
  const quando = mesmoDia
    ? hora
    : `${doisDigitos(prazo.getDate())}/${doisDigitos(prazo.getMonth() + 1)} ${hora}`;
  return { pedido: rotulo, previsto: `previsto ${quando}` };
}

/** The same in one line: '#123 · Chapa · previsto 19:42'. */
export function textoDoAtrasado(pedido: PedidoAtrasadoNoRelatorio, agora: Date): string {
  const partes = partesDoAtrasado(pedido, agora);
  return partes.previsto ? `${partes.pedido} · ${partes.previsto}` : partes.pedido;
}
