import { describe, expect, test } from '@jest/globals';
import { mudancasNovas } from './mudancas';
import { pedido, pedidoItem } from '../../testing/exemplos';

describe("what changed on the kitchen's tickets", () => {
  test('the first look only learns; then a cancelled line and an added line are news once', () => {
    const vistos = { cancelados: new Set<number>(), novos: new Set<number>(), primeiraVez: true };
    const antes = pedido({
      id: 7,
      itens: [
        pedidoItem({ id: 1, cancelado_em: '2026-11-27T19:00:00.000Z' }),
        pedidoItem({ id: 2, adicionado_em: '2026-11-27T19:00:00.000Z' }),
        pedidoItem({ id: 3 }),
      ],
    });
    expect(mudancasNovas([antes], vistos)).toEqual([]);
    const depois = pedido({
      id: 7,
      itens: [
        ...antes.itens.slice(0, 2),
        pedidoItem({
          id: 3,
          produto_nome: 'Batata Frita',
          quantidade: 2,
          cancelado_em: '2026-11-27T19:05:00.000Z',
          cancelado_motivo: 'Cliente desistiu',
        }),
        pedidoItem({ id: 4, produto_nome: 'Pudim', adicionado_em: '2026-11-27T19:05:00.000Z' }),
      ],
    });
    expect(mudancasNovas([depois], vistos)).toEqual([
      { tipo: 'cancelado', pedidoId: 7, itemId: 3, texto: '2× Batata Frita (Cliente desistiu)' },
      { tipo: 'novo', pedidoId: 7, itemId: 4, texto: '1× Pudim' },
    ]);
    expect(mudancasNovas([depois], vistos)).toEqual([]);
  });
});
