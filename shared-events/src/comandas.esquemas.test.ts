import {
  divisaoPorPessoas,
  taxaServicoCentavos,
  totaisDaConta,
  trocoDe,
} from './comandas.esquemas';

/** The bill's arithmetic, shared by the server and the bill screen (ContaDaComanda). */

const somaEmCentavos = (partes: number[]) => partes.reduce((s, p) => s + Math.round(p * 100), 0);

describe('the service charge', () => {
  it('is the percentage of the subtotal, rounded half up to the cent', () => {
    expect(totaisDaConta(123.45, 10, true)).toEqual({
      subtotal: 123.45,
      taxa_servico: 12.35, // 12.345
      total: 135.8,
    });
    expect(totaisDaConta(99.99, 12.5, true)).toEqual({
      subtotal: 99.99,
      taxa_servico: 12.5, // 12.49875
      total: 112.49,
    });
    expect(taxaServicoCentavos(1001, 10, true)).toBe(100); // 100.1 cents
  });

  it('takes a fractional percentage exactly', () => {
    expect(totaisDaConta(100, 7.25, true).taxa_servico).toBe(7.25);
    expect(totaisDaConta(100, 0.1 + 0.2, true).taxa_servico).toBe(0.3);
  });

  it('is zero when removed or when the company charges 0 %', () => {
    expect(totaisDaConta(123.45, 10, false)).toEqual({
      subtotal: 123.45,
      taxa_servico: 0,
      total: 123.45,
    });
    expect(totaisDaConta(50, 0, true).total).toBe(50);
  });

  it('has no float residue in the total', () => {
    expect(totaisDaConta(0.1 + 0.2, 10, true)).toEqual({
      subtotal: 0.3,
      taxa_servico: 0.03,
      total: 0.33,
    });
  });
});

describe('divisaoPorPessoas: an equal split', () => {
  it('gives the leftover cents to the first ones, so the parts add up to the total', () => {
    const partes = divisaoPorPessoas(100, 3);
    expect(partes).toEqual([33.34, 33.33, 33.33]);
    expect(somaEmCentavos(partes)).toBe(10000);
    expect(divisaoPorPessoas(135.82, 4)).toEqual([33.96, 33.96, 33.95, 33.95]);
  });

  it('splits an even total evenly', () => {
    expect(divisaoPorPessoas(135.8, 4)).toEqual([33.95, 33.95, 33.95, 33.95]);
  });

  it('leaves some people paying nothing when there are fewer cents than people', () => {
    expect(divisaoPorPessoas(0.02, 3)).toEqual([0.01, 0.01, 0]);
  });

  it('counts whole people, at least one', () => {
    expect(divisaoPorPessoas(10, 0)).toEqual([10]);
    expect(divisaoPorPessoas(10, -2)).toEqual([10]);
    expect(divisaoPorPessoas(10, 2.9)).toEqual([5, 5]);
  });

  it('adds up for every party size up to 50 (the screen’s limit)', () => {
    for (let pessoas = 1; pessoas <= 50; pessoas += 1) {
      const partes = divisaoPorPessoas(987.65, pessoas);
      expect(partes).toHaveLength(pessoas);
      expect(somaEmCentavos(partes)).toBe(98765);
      expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(0.01 + 1e-9);
    }
  });
});

describe('trocoDe: change for a cash payment', () => {
  it('is what was handed over minus the total, to the cent', () => {
    expect(trocoDe(32.5, 50)).toBe(17.5);
    expect(trocoDe(0.3, 0.1 + 0.2)).toBe(0);
    expect(trocoDe(135.8, 135.8)).toBe(0);
  });

  it('is nothing when the amount does not cover the total, by even a cent', () => {
    expect(trocoDe(32.5, 32.49)).toBeNull();
  });
});
