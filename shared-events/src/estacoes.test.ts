import { describe, expect, it } from '@jest/globals';
import { formatarTempoMedio, itemDaParte } from './estacoes';

describe('formatarTempoMedio', () => {
  it.each([
    [null, '—'],
    [10, '< 1 min'],
    [31, '1 min'],
    [600, '10 min'],
    [3_599, '1 h 00 min'],
    [3_900, '1 h 05 min'],
  ])('%p s → %s', (segundos, texto) => {
    expect(formatarTempoMedio(segundos)).toBe(texto);
  });
});

describe('itemDaParte', () => {
  it("a station's part holds its items and the unrouted ones; no stations means all", () => {
    expect(itemDaParte({ estacao_id: 3 }, [3, 4])).toBe(true);
    expect(itemDaParte({ estacao_id: 5 }, [3, 4])).toBe(false);
    expect(itemDaParte({ estacao_id: null }, [3])).toBe(true);
    expect(itemDaParte({ estacao_id: 5 }, undefined)).toBe(true);
  });
});
