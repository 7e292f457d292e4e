import { describe, expect, it } from '@jest/globals';
import {
  VISAO_PADRAO,
  type Estacao,
  type Pedido,
  type PedidoItem,
  type Personalizacao,
} from '@cardapio/shared-events';
import {
  alternarEstacao,
  chipsDoPedido,
  itensDaParte,
  noNome,
  opcoesDoItem,
  outrasPartes,
  parteFeita,
  textoDoChip,
  ticketsDaEstacao,
  trazAlgoPara,
  visaoEfetiva,
} from './parteDaEstacao';
import { aindaDesfaziveis, type BumpFeito } from './preparo';
import { comandoDaTecla } from './teclado';

const estacao = (id: number, nome: string, extra: Partial<Estacao> = {}): Estacao => ({
  id,
  empresa_id: 1,
  nome,
  cor: `#00000${id}`,
  ordem: id,
  ativo: true,
  alvo_min: null,
  created_at: '2026-11-27T12:00:00.000Z',
  updated_at: '2026-11-27T12:00:00.000Z',
  ...extra,
});
const COZINHA = estacao(1, 'Cozinha');
const BAR = estacao(2, 'Bar');
const SOBREMESAS = estacao(3, 'Sobremesas');
const TODAS = [COZINHA, BAR, SOBREMESAS];

let proximoItem = 1;
const item = (estacao_id: number | null, extra: Partial<PedidoItem> = {}): PedidoItem => ({
  id: proximoItem++,
  produto_id: 1,
  produto_nome: 'X-Burguer',
  imagem_url: null,
  quantidade: 1,
  preco_unitario: 24.9,
  observacoes: null,
  personalizacoes: [],
  estacao_id,
  pronto_em: null,
  pronto_por: null,
  alvo_min: null,
  adicionado_em: null,
  cancelado_em: null,
  cancelado_motivo: null,
  cancelado_por: null,
  observacoes_alteradas_em: null,
  ...extra,
});
const FEITO = { pronto_em: '2026-11-27T12:05:00.000Z', pronto_por: 'Tela: Bar' };

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

describe('the view a screen applies', () => {
  it("a company without an active station, or no view read yet, sees the spec's monitor", () => {
    const escolhida = { modo: 'estacoes' as const, estacoes: [2] };
    expect(visaoEfetiva(escolhida, [])).toEqual(VISAO_PADRAO);
    expect(visaoEfetiva(escolhida, [estacao(2, 'Bar', { ativo: false })])).toEqual(VISAO_PADRAO);
    expect(visaoEfetiva({ modo: 'expo', estacoes: [] }, [])).toEqual(VISAO_PADRAO);
    expect(visaoEfetiva(undefined, TODAS)).toEqual(VISAO_PADRAO);
  });

  it('keeps the chosen stations the company still has; none left is everything', () => {
    expect(visaoEfetiva({ modo: 'estacoes', estacoes: [2, 99] }, TODAS)).toEqual({
      modo: 'estacoes',
      estacoes: [2],
    });
    expect(visaoEfetiva({ modo: 'estacoes', estacoes: [99] }, TODAS)).toEqual(VISAO_PADRAO);
    const semBar = [COZINHA, { ...BAR, ativo: false }];
    expect(visaoEfetiva({ modo: 'estacoes', estacoes: [2] }, semBar)).toEqual(VISAO_PADRAO);
    expect(visaoEfetiva({ modo: 'estacoes', estacoes: [2, 1] }, semBar)).toEqual({
      modo: 'estacoes',
      estacoes: [2, 1],
    });
    expect(visaoEfetiva({ modo: 'expo', estacoes: [1] }, TODAS)).toEqual({
      modo: 'expo',
      estacoes: [],
    });
  });

  it('a tap on a station joins or leaves the choice; the last one out goes back to Tudo', () => {
    expect(alternarEstacao(VISAO_PADRAO, 1)).toEqual({ modo: 'estacoes', estacoes: [1] });
    expect(alternarEstacao({ modo: 'expo', estacoes: [] }, 2)).toEqual({
      modo: 'estacoes',
      estacoes: [2],
    });
    expect(alternarEstacao({ modo: 'estacoes', estacoes: [1] }, 2)).toEqual({
      modo: 'estacoes',
      estacoes: [1, 2],
    });
    expect(alternarEstacao({ modo: 'estacoes', estacoes: [1, 2] }, 1)).toEqual({
      modo: 'estacoes',
      estacoes: [2],
    });
    expect(alternarEstacao({ modo: 'estacoes', estacoes: [2] }, 2)).toEqual(VISAO_PADRAO);
  });
});

describe("a station's part of an order", () => {
  const burguer = item(1);
  const coca = item(2, { produto_nome: 'Coca-Cola', quantidade: 2 });
  const guardanapo = item(null, { produto_nome: 'Talheres' });
  const misto = pedido(1, [burguer, coca, guardanapo]);

  it("is its stations' items plus the unrouted ones", () => {
    expect(itensDaParte(misto, [1])).toEqual([burguer, guardanapo]);
    expect(itensDaParte(misto, [2])).toEqual([coca, guardanapo]);
    expect(itensDaParte(misto, [1, 2])).toEqual([burguer, coca, guardanapo]);
  });

  it('is done when every one of its items is; an empty part never is', () => {
    const metade = pedido(1, [item(1, FEITO), item(2), item(null, FEITO)]);
    expect(parteFeita(metade, [1])).toBe(true);
    expect(parteFeita(metade, [2])).toBe(false);
    expect(parteFeita(pedido(2, [item(2)]), [1])).toBe(false);
  });

  it('shows the others\' items as "+2 itens no Bar", by units, in the company\'s order', () => {
    const grande = pedido(1, [
      item(1),
      item(3, { quantidade: 1 }),
      item(2, { quantidade: 2 }),
      item(2, { quantidade: 1 }),
      item(null),
    ]);
    expect(outrasPartes(grande, [1], TODAS).map((o) => o.texto)).toEqual([
      '+3 itens no Bar',
      '+1 item nas Sobremesas',
    ]);
    expect(outrasPartes(grande, [2], TODAS).map((o) => o.texto)).toEqual([
      '+1 item na Cozinha',
      '+1 item nas Sobremesas',
    ]);
    expect(outrasPartes(grande, [1, 2, 3], TODAS)).toEqual([]);
    expect(outrasPartes(pedido(2, [item(1), item(7)]), [1], TODAS)[0]!.texto).toBe(
      '+1 item em outra estação',
    );
  });

  it('names a station with its article', () => {
    expect(['Bar', 'Cozinha', 'Chapa', 'Sobremesas', 'Grelhados', 'Forno'].map(noNome)).toEqual([
      'no Bar',
      'na Cozinha',
      'na Chapa',
      'nas Sobremesas',
      'nos Grelhados',
      'no Forno',
    ]);
  });
});

describe("a station view's tickets", () => {
  it('orders with something left for these stations, in the order given', () => {
    const soBar = pedido(1, [item(2)]);
    const soCozinha = pedido(2, [item(1)]);
    const misto = pedido(3, [item(1, FEITO), item(2)]);
    const semEstacao = pedido(4, [item(null)]);
    const feitoNaCozinha = pedido(5, [item(1, FEITO), item(null, FEITO), item(2)]);
    const pronto = pedido(6, [item(1)], { status: 'pronto' });
    const preparando = pedido(7, [item(1)], { status: 'preparando' });
    const lista = [soBar, soCozinha, misto, semEstacao, feitoNaCozinha, pronto, preparando];
    expect(ticketsDaEstacao(lista, [1]).map((p) => p.id)).toEqual([2, 4, 7]);
    expect(ticketsDaEstacao(lista, [2]).map((p) => p.id)).toEqual([1, 3, 4, 5]);
    expect(ticketsDaEstacao(lista, [1, 2]).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it("an order already 'pronto' shows again only where it was called back", () => {
    const chamado = pedido(1, [item(1), item(2, FEITO)], { status: 'pronto' });
    const outro = pedido(2, [item(1)], { status: 'pronto' });
    const entregue = pedido(3, [item(1)], { status: 'entregue' });
    const lista = [chamado, outro, entregue];
    expect(ticketsDaEstacao(lista, [1])).toEqual([]);
    expect(ticketsDaEstacao(lista, [1], new Set([1, 3])).map((p) => p.id)).toEqual([1]);
    expect(ticketsDaEstacao(lista, [2], new Set([1]))).toEqual([]);
  });
});

describe('a line the waiter cancelled (issue 29 §2)', () => {
  const CANCELADO = { cancelado_em: '2026-11-27T12:06:00.000Z', cancelado_motivo: 'Desistiu' };
  it('is not waited for: a ticket with only cancelled lines left leaves; chips and counts skip it', () => {
    const soCancelado = pedido(1, [item(1, FEITO), item(1, CANCELADO)]);
    const comResto = pedido(2, [item(1, CANCELADO), item(1)]);
    expect(ticketsDaEstacao([soCancelado, comResto], [1]).map((p) => p.id)).toEqual([2]);
    expect(parteFeita(soCancelado, [1])).toBe(true);
    expect(parteFeita(pedido(3, [item(1, CANCELADO)]), [1])).toBe(false);
    expect(
      chipsDoPedido(pedido(4, [item(1, FEITO), item(2, CANCELADO)]), TODAS).map(textoDoChip),
    ).toEqual(['Cozinha ✓']);
    expect(outrasPartes(pedido(5, [item(1), item(2, CANCELADO)]), [1], TODAS)).toEqual([]);
    // It still shows on its ticket, struck.
    expect(itensDaParte(comResto, [1])).toHaveLength(2);
    // A station view chimes only for an order that brings it something to make.
    expect(trazAlgoPara(comResto, [1])).toBe(true);
    expect(trazAlgoPara(comResto, [2])).toBe(false);
    expect(trazAlgoPara(soCancelado, [1])).toBe(false);
    expect(trazAlgoPara(pedido(6, [item(null)]), [2])).toBe(true);
  });
});

describe("the expo's chips", () => {
  it('one per station involved, in its colour, ✓ when all its items are done, ⏳ when not', () => {
    const p = pedido(1, [item(2, FEITO), item(1), item(1, FEITO), item(2, FEITO)]);
    const chips = chipsDoPedido(p, TODAS);
    expect(chips.map(textoDoChip)).toEqual(['Cozinha ⏳', 'Bar ✓']);
    expect(chips[0]).toMatchObject({ estacaoId: 1, cor: COZINHA.cor, pronto: false });
  });

  it('unrouted items make a Geral chip only beside stations; no station, no chip', () => {
    expect(chipsDoPedido(pedido(1, [item(1, FEITO), item(null)]), TODAS).map(textoDoChip)).toEqual([
      'Cozinha ✓',
      'Geral ⏳',
    ]);
    expect(chipsDoPedido(pedido(2, [item(null), item(null)]), TODAS)).toEqual([]);
    expect(chipsDoPedido(pedido(3, []), TODAS)).toEqual([]);
  });
});

describe("a cook's ticket", () => {
  const opcao = (nome: string, tipo: Personalizacao['tipo'], quantidade = 1): Personalizacao => ({
    opcao_id: 1,
    item_id: nome.length,
    nome,
    preco_adicional: 0,
    quantidade,
    tipo,
  });

  it('reads removals as "SEM cebola" (red) and additions as "+ Bacon"', () => {
    expect(
      opcoesDoItem([
        opcao('Cebola', 'remover'),
        opcao('Bacon', 'adicionar'),
        opcao('Ovo', 'adicionar', 2),
      ]),
    ).toEqual([
      { chave: '1-6', texto: 'SEM cebola', remover: true },
      { chave: '1-5', texto: '+ Bacon', remover: false },
      { chave: '1-3', texto: '+ 2x Ovo', remover: false },
    ]);
  });
});

describe('the bump bar', () => {
  it('1–9 pick a ticket, Enter bumps, Backspace or D takes back; anything else is not ours', () => {
    expect(comandoDaTecla({ key: '1' })).toEqual({ tipo: 'selecionar', indice: 0 });
    expect(comandoDaTecla({ key: '9' })).toEqual({ tipo: 'selecionar', indice: 8 });
    expect(comandoDaTecla({ key: 'Enter' })).toEqual({ tipo: 'pronto' });
    expect(comandoDaTecla({ key: 'Backspace' })).toEqual({ tipo: 'desfazer' });
    expect(comandoDaTecla({ key: 'd' })).toEqual({ tipo: 'desfazer' });
    expect(comandoDaTecla({ key: 'D' })).toEqual({ tipo: 'desfazer' });
    for (const key of ['0', 'a', 'Escape', 'Tab', ' ']) expect(comandoDaTecla({ key })).toBeNull();
    expect(comandoDaTecla({ key: '1', ctrlKey: true })).toBeNull();
    expect(comandoDaTecla({ key: 'Enter', repeat: true })).toBeNull();
    expect(comandoDaTecla({ key: 'd', metaKey: true })).toBeNull();
  });
});

describe('Desfazer', () => {
  it('reaches back two minutes, no more', () => {
    const feito = (em: number): BumpFeito => ({
      alvo: { tipo: 'pedido', id: em },
      rotulo: `Pedido #${em}`,
      em,
    });
    const agora = 1_000_000;
    const feitos = [feito(agora - 130_000), feito(agora - 119_000), feito(agora - 1_000)];
    expect(aindaDesfaziveis(feitos, agora).map((b) => b.em)).toEqual([
      agora - 119_000,
      agora - 1_000,
    ]);
  });
});
