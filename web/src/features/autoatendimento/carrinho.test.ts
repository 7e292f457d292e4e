import { describe, expect, test } from '@jest/globals';
import { adicionarAoCarrinhoSchema, type OpcaoGrupo } from '@cardapio/shared-events';
import {
  adicionarLinha,
  itensParaEnviar,
  lerCarrinhoSalvo,
  MAXIMO_DE_LINHAS,
  mudarQuantidade,
  personalizacoesComNomes,
  totalDoCarrinho,
  unidadesNoCarrinho,
  type LinhaDoCarrinho,
} from './carrinho';

const grupos: OpcaoGrupo[] = [
  {
    id: 1,
    nome: 'Adicionais',
    tipo: 'adicionar',
    obrigatorio: false,
    max_selecoes: 3,
    itens: [
      { id: 11, nome: 'Bacon', preco_adicional: 4.1 },
      { id: 12, nome: 'Ovo', preco_adicional: 2.2 },
    ],
  },
  {
    id: 2,
    nome: 'Retirar',
    tipo: 'remover',
    obrigatorio: false,
    max_selecoes: 1,
    itens: [{ id: 21, nome: 'Cebola', preco_adicional: 0 }],
  },
];

const xBacon = (quantidade = 1): Omit<LinhaDoCarrinho, 'chave'> => ({
  produto_id: 7,
  nome: 'X-Burger',
  imagem_url: null,
  preco_unitario: 29.9 + 4.1,
  quantidade,
  observacoes: '',
  personalizacoes: personalizacoesComNomes(grupos, [
    { opcao_id: 1, item_id: 11, tipo: 'adicionar', quantidade: 1 },
  ]),
});

describe('the table cart', () => {
  test('options get their names and prices from the product’s groups', () => {
    expect(
      personalizacoesComNomes(grupos, [
        { opcao_id: 1, item_id: 12, tipo: 'adicionar', quantidade: 1 },
        { opcao_id: 2, item_id: 21, tipo: 'remover', quantidade: 1 },
      ]),
    ).toEqual([
      {
        opcao_id: 1,
        item_id: 12,
        nome: 'Ovo',
        preco_adicional: 2.2,
        quantidade: 1,
        tipo: 'adicionar',
      },
      {
        opcao_id: 2,
        item_id: 21,
        nome: 'Cebola',
        preco_adicional: 0,
        quantidade: 1,
        tipo: 'remover',
      },
    ]);
  });

  test('the same product with the same choices adds up; other choices are another line', () => {
    let { carrinho } = adicionarLinha([], xBacon());
    ({ carrinho } = adicionarLinha(carrinho, xBacon(2)));
    expect(carrinho).toHaveLength(1);
    expect(carrinho[0]!.quantidade).toBe(3);
    ({ carrinho } = adicionarLinha(carrinho, { ...xBacon(), observacoes: 'bem passado' }));
    ({ carrinho } = adicionarLinha(carrinho, { ...xBacon(), personalizacoes: [] }));
    expect(carrinho).toHaveLength(3);
    expect(unidadesNoCarrinho(carrinho)).toBe(5);
  });

  test('a line stops at 99 and a 31st line is refused', () => {
    let { carrinho } = adicionarLinha([], xBacon(98));
    ({ carrinho } = adicionarLinha(carrinho, xBacon(5)));
    expect(carrinho[0]!.quantidade).toBe(99);
    let cheio: LinhaDoCarrinho[] = [];
    for (let i = 0; i < MAXIMO_DE_LINHAS; i++) {
      cheio = adicionarLinha(cheio, { ...xBacon(), produto_id: 100 + i }).carrinho;
    }
    const recusado = adicionarLinha(cheio, { ...xBacon(), produto_id: 999 });
    expect(recusado.resultado).toBe('cheio');
    expect(recusado.carrinho).toBe(cheio);
    // More of a line already there is still fine.
    expect(adicionarLinha(cheio, { ...xBacon(), produto_id: 100 }).resultado).toBe('adicionado');
  });

  test('quantities change, and zero takes the line out', () => {
    const { carrinho } = adicionarLinha([], xBacon());
    const chave = carrinho[0]!.chave;
    expect(mudarQuantidade(carrinho, chave, 4)[0]!.quantidade).toBe(4);
    expect(mudarQuantidade(carrinho, chave, 0)).toEqual([]);
  });

  test('the total is in R$, computed in cents (no 0.1 + 0.2 drift)', () => {
    const { carrinho } = adicionarLinha([], xBacon(3));
    expect(totalDoCarrinho(carrinho)).toBe(102);
    const centavos = adicionarLinha([], { ...xBacon(3), preco_unitario: 0.1 }).carrinho;
    expect(totalDoCarrinho(centavos)).toBe(0.3);
  });

  test('what is sent is what the server’s add-item schema takes: ids only', () => {
    const { carrinho } = adicionarLinha([], { ...xBacon(2), observacoes: ' sem sal ' });
    const itens = itensParaEnviar(carrinho);
    expect(itens).toEqual([
      {
        produto_id: 7,
        quantidade: 2,
        observacoes: 'sem sal',
        personalizacoes: [{ opcao_id: 1, item_id: 11, tipo: 'adicionar', quantidade: 1 }],
      },
    ]);
    expect(adicionarAoCarrinhoSchema.safeParse(itens[0]).success).toBe(true);
  });

  test('a saved cart is read back, and anything malformed is dropped', () => {
    const { carrinho } = adicionarLinha([], xBacon());
    expect(lerCarrinhoSalvo(JSON.stringify(carrinho))).toEqual(carrinho);
    expect(lerCarrinhoSalvo(null)).toEqual([]);
    expect(lerCarrinhoSalvo('{')).toEqual([]);
    expect(lerCarrinhoSalvo('{"a":1}')).toEqual([]);
    expect(lerCarrinhoSalvo(JSON.stringify([{ ...carrinho[0], quantidade: 0 }, { x: 1 }]))).toEqual(
      [],
    );
  });
});
