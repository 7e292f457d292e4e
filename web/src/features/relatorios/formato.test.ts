import { describe, expect, it } from '@jest/globals';
import type { VendaDoPeriodo } from '@cardapio/shared-events';
import {
  dataPorExtenso,
  formatarCrescimento,
  formatarInteiro,
  nomeDoArquivo,
  OPCOES_DE_PERIODO,
  PERIODO_PADRAO,
  periodoDaUrl,
  rotuloDaData,
  serieCompleta,
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
