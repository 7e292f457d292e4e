import { describe, expect, it } from '@jest/globals';
import type { Pedido, PedidoItem, Personalizacao } from '@cardapio/shared-events';
import { contagemDoDia, textoDaContagem, totalDaContagem, type LinhaDaContagem } from './contagem';

const COZINHA = 1;
const BAR = 2;

let proximoItem = 1;
// Cast: the fields the kitchen's item grows meanwhile (cancelado_em, …) stay unset here.
const item = (estacao_id: number | null, extra: Partial<PedidoItem> = {}): PedidoItem =>
  ({
    id: proximoItem++,
    produto_id: 10,
    produto_nome: 'X-Bacon',
    imagem_url: null,
    quantidade: 1,
    preco_unitario: 29.9,
    observacoes: null,
    personalizacoes: [],
    estacao_id,
    pronto_em: null,
    pronto_por: null,
    ...extra,
  }) as PedidoItem;
const FEITO = { pronto_em: '2026-11-27T12:05:00.000Z', pronto_por: 'Tela: Cozinha' };

const pedido = (id: number, itens: PedidoItem[], extra: Partial<Pedido> = {}): Pedido =>
  ({
    id,
    empresa_id: 1,
    status: 'pendente',
    tipo_pedido: 'mesa',
    created_at: `2026-11-27T12:0${id}:00.000Z`,
    updated_at: `2026-11-27T12:0${id}:00.000Z`,
    itens,
    ...extra,
  }) as Pedido;

const opcao = (
  nome: string,
  tipo: Personalizacao['tipo'],
  item_id: number,
  quantidade = 1,
): Personalizacao => ({ opcao_id: 1, item_id, nome, preco_adicional: 0, quantidade, tipo });
const SEM_CEBOLA = opcao('Cebola', 'remover', 1);
const SEM_PICLES = opcao('Picles', 'remover', 2);
const BACON = opcao('Bacon', 'adicionar', 3);

const textos = (linhas: LinhaDaContagem[]) => linhas.map(textoDaContagem);

describe("a station view's all-day counts", () => {
  it('sums a product over every ticket, most units first, then by name', () => {
    const tickets = [
      pedido(1, [
        item(COZINHA, { quantidade: 2 }),
        item(COZINHA, { produto_id: 11, produto_nome: 'Batata' }),
      ]),
      pedido(2, [
        item(COZINHA, { quantidade: 3 }),
        item(COZINHA, { produto_id: 12, produto_nome: 'Anéis de cebola' }),
      ]),
      pedido(3, [item(COZINHA, { quantidade: 2 })]),
    ];
    expect(textos(contagemDoDia(tickets, [COZINHA]))).toEqual([
      '7× X-Bacon',
      '1× Anéis de cebola',
      '1× Batata',
    ]);
  });

  it('groups by product, not by name; a product gone from the menu by its name', () => {
    const tickets = [
      pedido(1, [item(COZINHA, { produto_id: 10, produto_nome: 'X-Bacon' })]),
      pedido(2, [item(COZINHA, { produto_id: 10, produto_nome: 'X-Bacon duplo' })]),
      pedido(3, [item(COZINHA, { produto_id: null, produto_nome: 'Lanche do dia' })]),
      pedido(4, [item(COZINHA, { produto_id: null, produto_nome: 'Lanche do dia' })]),
    ];
    expect(textos(contagemDoDia(tickets, [COZINHA]))).toEqual(['2× Lanche do dia', '2× X-Bacon']);
  });

  it('counts the units that carry each option or removal, as a cook reads them', () => {
    const tickets = [
      pedido(1, [item(COZINHA, { quantidade: 2, personalizacoes: [SEM_CEBOLA] })]),
      pedido(2, [
        item(COZINHA, { personalizacoes: [SEM_CEBOLA, BACON] }),
        item(COZINHA, { personalizacoes: [opcao('Bacon', 'adicionar', 3, 2), SEM_PICLES] }),
      ]),
      pedido(3, [item(COZINHA, { quantidade: 3 })]),
    ];
    const [linha] = contagemDoDia(tickets, [COZINHA]);
    expect(textoDaContagem(linha!)).toBe(
      '7× X-Bacon · 3 sem cebola · 1 com 2x Bacon · 1 com Bacon · 1 sem picles',
    );
    expect(linha!.opcoes.find((o) => o.texto === 'sem cebola')).toMatchObject({ remover: true });
    expect(linha!.opcoes.find((o) => o.texto === 'com Bacon')).toMatchObject({ remover: false });
  });

  it('an option listed twice on one item counts its units once', () => {
    const tickets = [
      pedido(1, [item(COZINHA, { quantidade: 2, personalizacoes: [SEM_CEBOLA, SEM_CEBOLA] })]),
    ];
    expect(textos(contagemDoDia(tickets, [COZINHA]))).toEqual(['2× X-Bacon · 2 sem cebola']);
  });

  it('leaves out the items already done and those cancelled', () => {
    const cancelado = { ...item(COZINHA, { quantidade: 4 }), cancelado_em: '2026-11-27T12:06:00Z' };
    const tickets = [
      pedido(1, [
        item(COZINHA, { ...FEITO, quantidade: 5, personalizacoes: [SEM_CEBOLA] }),
        item(COZINHA, { quantidade: 1 }),
        cancelado,
        { ...item(COZINHA, { quantidade: 1 }), cancelado_em: null } as PedidoItem,
      ]),
      pedido(2, [item(COZINHA, { ...FEITO, produto_id: 11, produto_nome: 'Batata' })]),
    ];
    expect(textos(contagemDoDia(tickets, [COZINHA]))).toEqual(['2× X-Bacon']);
  });

  it("leaves out the other stations' items and keeps the ones routed to none", () => {
    const tickets = [
      pedido(1, [
        item(COZINHA),
        item(BAR, { produto_id: 20, produto_nome: 'Chope', quantidade: 3 }),
        item(null, { produto_id: 30, produto_nome: 'Talheres' }),
      ]),
    ];
    expect(textos(contagemDoDia(tickets, [COZINHA]))).toEqual(['1× Talheres', '1× X-Bacon']);
    expect(textos(contagemDoDia(tickets, [BAR]))).toEqual(['3× Chope', '1× Talheres']);
    expect(textos(contagemDoDia(tickets, [COZINHA, BAR]))).toEqual([
      '3× Chope',
      '1× Talheres',
      '1× X-Bacon',
    ]);
  });

  it('nothing to make is no line', () => {
    expect(contagemDoDia([], [COZINHA])).toEqual([]);
    expect(contagemDoDia([pedido(1, [item(COZINHA, FEITO)])], [COZINHA])).toEqual([]);
    expect(contagemDoDia([pedido(1, [item(BAR)])], [COZINHA])).toEqual([]);
    expect(totalDaContagem([])).toBe(0);
  });

  it('the total is the units still to make over every product', () => {
    const tickets = [
      pedido(1, [
        item(COZINHA, { quantidade: 2 }),
        item(COZINHA, { produto_id: 11, produto_nome: 'Batata' }),
      ]),
    ];
    expect(totalDaContagem(contagemDoDia(tickets, [COZINHA]))).toBe(3);
  });
});
