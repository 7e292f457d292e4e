import { describe, expect, it } from '@jest/globals';
import type { EstacaoNoRelatorio, RelatorioCozinha, VendaDoPeriodo } from '@cardapio/shared-events';
import {
  dataPorExtenso,
  detalheDoCanal,
  formatarCrescimento,
  formatarPercentual,
  formatarInteiro,
  formatarTickets,
  linhasDasEstacoes,
  nomeDaEstacao,
  partesDoAtrasado,
  nomeDoArquivo,
  OPCOES_DE_PERIODO,
  PERIODO_PADRAO,
  periodoDaUrl,
  rotuloDaData,
  serieCompleta,
  temCozinha,
  textoDoAtrasado,
} from './formato';

describe('the period selector', () => {
  it('reads ?periodo= and falls back to 7 days for anything else', () => {
    expect(periodoDaUrl('30d')).toBe('30d');
    expect(periodoDaUrl('1y')).toBe('1y');
    expect(periodoDaUrl('2y')).toBe('7d');
    expect(periodoDaUrl('')).toBe('7d');
    expect(periodoDaUrl(null)).toBe('7d');
    expect(OPCOES_DE_PERIODO[0]!.value).toBe(PERIODO_PADRAO);
  });

  it('names the export file as the spec says', () => {
    expect(nomeDoArquivo('vendas', '30d')).toBe('relatorio_vendas_30d.xlsx');
  });
});

describe('numbers', () => {
  it('writes counts with a thousands dot, and zero for what is not a number', () => {
    expect(formatarInteiro(1234)).toBe('1.234');
    expect(formatarInteiro(0)).toBe('0');
    expect(formatarInteiro(null)).toBe('0');
    expect(formatarInteiro(Number.NaN)).toBe('0');
  });

  it.each([
    [12.5, '+12,5%'],
    [-3, '−3,0%'],
    [1234.56, '+1.234,6%'],
    [0, '0,0%'],
    // Rounds to 0,0: neither up nor down.
    [0.04, '0,0%'],
    [-0.04, '0,0%'],
  ])('growth %p → %p', (valor, texto) => {
    expect(formatarCrescimento(valor)).toBe(texto);
  });

  it('has a dash when there is nothing to compare with', () => {
    expect(formatarCrescimento(null)).toBe('—');
    expect(formatarCrescimento(undefined)).toBe('—');
    expect(formatarCrescimento(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('uses a real minus sign, not a hyphen', () => {
    expect(formatarCrescimento(-1)).toMatch(/^\u2212/);
  });
});

describe('chart dates (read from the text, never shifted by the browser zone)', () => {
  it('labels a day dd/mm and a month mmm/aa', () => {
    expect(rotuloDaData('2026-01-05', '7d')).toBe('05/01');
    expect(rotuloDaData('2026-01-01', '1y')).toBe('jan/26');
    expect(rotuloDaData('2009-12-01T00:00:00.000Z', '1y')).toBe('dez/09');
    expect(dataPorExtenso('2026-11-25', '30d')).toBe('25/11/2026');
    expect(dataPorExtenso('2026-11-01', '1y')).toBe('nov/2026');
  });

  it('shows what is not a date as it came', () => {
    expect(rotuloDaData('ontem', '7d')).toBe('ontem');
    expect(dataPorExtenso('', '1y')).toBe('');
  });
});

describe('serieCompleta', () => {
  const venda = (data: string, total: number, quantidade = 1): VendaDoPeriodo => ({
    data,
    total,
    quantidade,
    itens: total,
    frete: 0,
    desconto: 0,
  });

  it('fills every day of the range, zero where nothing sold', () => {
    const serie = serieCompleta(
      [venda('2026-02-27', 100, 2), venda('2026-03-01', 50)],
      '7d',
      '2026-02-26',
      '2026-03-02',
    );
    expect(serie).toEqual([
      { data: '2026-02-26', total: 0, quantidade: 0 },
      { data: '2026-02-27', total: 100, quantidade: 2 },
      { data: '2026-02-28', total: 0, quantidade: 0 },
      { data: '2026-03-01', total: 50, quantidade: 1 },
      { data: '2026-03-02', total: 0, quantidade: 0 },
    ]);
  });

  it('crosses a leap day', () => {
    const datas = serieCompleta([], '7d', '2028-02-28', '2028-03-01').map((l) => l.data);
    expect(datas).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('fills months for a year, across the new year', () => {
    const serie = serieCompleta([venda('2026-01-01', 10)], '1y', '2025-11-15', '2026-02-10');
    expect(serie.map((l) => l.data)).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    expect(serie[2]!.total).toBe(10);
  });

  it('still shows rows outside the range, in date order', () => {
    const serie = serieCompleta([venda('2026-03-10', 5)], '7d', '2026-03-01', '2026-03-02');
    expect(serie.map((l) => l.data)).toEqual(['2026-03-01', '2026-03-02', '2026-03-10']);
  });

  it('keeps only the rows when the range is unknown', () => {
    const serie = serieCompleta([venda('2026-03-05T00:00:00Z', 5)], '7d', undefined, '2026-03-09');
    expect(serie).toEqual([{ data: '2026-03-05', total: 5, quantidade: 1 }]);
  });
});

describe('the kitchen report', () => {
  const estacao = (
    estacao_id: number | null,
    tempo_medio_seg: number | null,
    tickets = tempo_medio_seg === null ? 0 : 1,
  ): EstacaoNoRelatorio => ({
    estacao_id,
    nome: estacao_id === null ? null : `Estação ${estacao_id}`,
    cor: estacao_id === null ? null : '#dc2626',
    tickets,
    tempo_medio_seg,
  });
  const vazio: RelatorioCozinha = {
    estacoes: [],
    cozinha: { tickets: 0, tempo_medio_seg: null },
    atrasados: { total: 0, por_estacao: [], pedidos: [] },
  };

  it('is shown with stations, or with tickets or late orders of the period', () => {
    expect(temCozinha(undefined)).toBe(false);
    expect(temCozinha(vazio)).toBe(false);
    expect(temCozinha({ ...vazio, estacoes: [estacao(1, null)] })).toBe(true);
    expect(temCozinha({ ...vazio, cozinha: { tickets: 3, tempo_medio_seg: 600 } })).toBe(true);
    expect(temCozinha({ ...vazio, atrasados: { total: 1, por_estacao: [], pedidos: [] } })).toBe(
      true,
    );
  });

  it('sizes each bar against the slowest station; none for a station without tickets', () => {
    const linhas = linhasDasEstacoes([
      estacao(1, 900),
      estacao(2, 300),
      estacao(3, null),
      estacao(null, 1),
    ]);
    expect(linhas.map((l) => [l.estacao_id, l.largura])).toEqual([
      [1, 100],
      [2, 33],
      [3, 0],
      // A sliver still shows.
      [null, 2],
    ]);
  });

  it("leaves out 'Sem estação' when it is the only row (a kitchen without stations)", () => {
    expect(linhasDasEstacoes([estacao(null, 600, 4)])).toEqual([]);
    expect(linhasDasEstacoes([])).toEqual([]);
    expect(linhasDasEstacoes([estacao(1, null), estacao(2, null)]).map((l) => l.largura)).toEqual([
      0, 0,
    ]);
  });

  it('names the null group and counts tickets', () => {
    expect(nomeDaEstacao(null)).toBe('Sem estação');
    expect(nomeDaEstacao('Chapa')).toBe('Chapa');
    expect(formatarTickets(1)).toBe('1 ticket');
    expect(formatarTickets(0)).toBe('0 tickets');
    expect(formatarTickets(1234)).toBe('1.234 tickets');
  });

  it('writes a late order as the list shows it, with the day when it was not today', () => {
    // Local instants: the test holds in any zone.
    const agora = new Date(2030, 2, 15, 21, 0);
    const pedido = (prazo: Date, estacao: string | null = 'Chapa') => ({
      pedido_id: 123,
      created_at: new Date(prazo.getTime() - 15 * 60_000).toISOString(),
      estacao,
      prazo: prazo.toISOString(),
    });
    expect(textoDoAtrasado(pedido(new Date(2030, 2, 15, 19, 42)), agora)).toBe(
      '#123 · Chapa · previsto 19:42',
    );
    expect(textoDoAtrasado(pedido(new Date(2030, 2, 14, 9, 5), null), agora)).toBe(
      '#123 · Sem estação · previsto 14/03 09:05',
    );
    expect(textoDoAtrasado(pedido(new Date(2029, 2, 15, 19, 42)), agora)).toBe(
      '#123 · Chapa · previsto 15/03 19:42',
    );
    expect(textoDoAtrasado({ ...pedido(agora), prazo: 'ontem' }, agora)).toBe('#123 · Chapa');
    // Apart, for a narrow screen: the order truncates, the time never does.
    expect(partesDoAtrasado(pedido(new Date(2030, 2, 15, 19, 42)), agora)).toEqual({
      pedido: '#123 · Chapa',
      previsto: 'previsto 19:42',
    });
    expect(partesDoAtrasado({ ...pedido(agora), prazo: '' }, agora)).toEqual({
      pedido: '#123 · Chapa',
      previsto: null,
    });
  });
});

describe('Vendas por canal (issue 31)', () => {
  it('a share with one decimal, pt-BR', () => {
    expect(formatarPercentual(66.1)).toBe('66,1%');
    expect(formatarPercentual(100)).toBe('100,0%');
    expect(formatarPercentual(0)).toBe('0,0%');
    expect(formatarPercentual(null)).toBe('—');
    expect(formatarPercentual(Number.NaN)).toBe('—');
  });

  it('orders (singular or plural) and the average ticket', () => {
    expect(detalheDoCanal({ pedidos: 1, ticket_medio: 110 })).toBe(
      '1 pedido · ticket médio R$ 110,00',
    );
    expect(detalheDoCanal({ pedidos: 1234, ticket_medio: 17.13 })).toBe(
      '1.234 pedidos · ticket médio R$ 17,13',
    );
  });
});
