import {
  adicionaisCentavos,
  precoUnitarioCentavos,
  somaDasLinhas,
  textoDaPersonalizacao,
  valorDaLinha,
  type Personalizacao,
} from './cardapio';

const opcao = (
  nome: string,
  tipo: Personalizacao['tipo'],
  preco_adicional: number,
  quantidade = 1,
): Personalizacao => ({
  opcao_id: 1,
  item_id: nome.length,
  nome,
  tipo,
  preco_adicional,
  quantidade,
});

/** The line: Moqueca de Peixe R$ 89,90 with 'Individual' (free) and 'Farofa de dendê' (R$ 6). */
const moqueca = [
  opcao('Individual', 'adicionar', 0),
  opcao('Farofa de dendê', 'adicionar', 6),
  opcao('Coentro', 'remover', 0),
];

describe('a line’s amount (issue 26): one rule for every screen and total', () => {
  test('the unit price holds the options; the line is unit × quantity, options never added twice', () => {
    const unitario = precoUnitarioCentavos('89.90', moqueca);
    expect(unitario).toBe(9590);
    const linha = { preco_unitario: unitario / 100, quantidade: 1, personalizacoes: moqueca };
    expect(valorDaLinha(linha)).toEqual({
      unitario: 9590,
      adicionais: 600,
      produto: 8990,
      total: 9590,
    });
    expect(valorDaLinha({ ...linha, quantidade: 3 }).total).toBe(28_770);
  });

  test('numeric text from the database and floats that do not add exactly give whole cents', () => {
    expect(
      valorDaLinha({ preco_unitario: '32.40', quantidade: 3, personalizacoes: [] }).total,
    ).toBe(9720);
    // 0,1 + 0,2 in floats is 0,30000000000000004.
    const centavos = precoUnitarioCentavos(0.1, [opcao('Gelo', 'adicionar', 0.2)]);
    expect(centavos).toBe(30);
    expect(valorDaLinha({ preco_unitario: 24.9, quantidade: 7, personalizacoes: [] }).total).toBe(
      17_430,
    );
  });

  test('an adicional counts its quantity; a removal is free even if a price slipped in', () => {
    expect(
      adicionaisCentavos([opcao('Bacon', 'adicionar', 4, 2), opcao('Cebola', 'remover', 9)]),
    ).toBe(800);
  });

  test('the sum of lines is the sum of their amounts', () => {
    expect(
      somaDasLinhas([
        { preco_unitario: 95.9, quantidade: 1, personalizacoes: moqueca },
        { preco_unitario: '6.50', quantidade: 2, personalizacoes: [] },
      ]),
    ).toBe(9590 + 1300);
    expect(somaDasLinhas([])).toBe(0);
  });

  test('an option as text: + name, + 2x name, sem name', () => {
    expect(moqueca.map(textoDaPersonalizacao)).toEqual([
      '+ Individual',
      '+ Farofa de dendê',
      'sem Coentro',
    ]);
    expect(textoDaPersonalizacao(opcao('Bacon', 'adicionar', 4, 2))).toBe('+ 2x Bacon');
  });
});
