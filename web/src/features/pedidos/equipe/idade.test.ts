import { describe, expect, it } from '@jest/globals';
import { pedidoItem } from '../../../testing/exemplos';
import { idadeDoPedido, LIMITES_PADRAO, tempoDecorrido } from './idade';

const MIN = 60_000;
const agora = Date.parse('2026-03-01T12:30:00.000Z');
const criado = (minutos: number) => new Date(agora - minutos * MIN).toISOString();

describe('ticket ageing on the kitchen screens', () => {
  it('turns yellow at the yellow limit and red at the red one (defaults 5 and 10 min)', () => {
    const idade = (minutos: number) =>
      idadeDoPedido({ status: 'pendente', created_at: criado(minutos) }, agora, LIMITES_PADRAO);
    expect(idade(4.99)).toBe('normal');
    expect(idade(5)).toBe('amarelo');
    expect(idade(9.99)).toBe('amarelo');
    expect(idade(10)).toBe('vermelho');
  });

  it("follows the company's own limits", () => {
    const limites = { alerta_amarelo_min: 15, alerta_vermelho_min: 30 };
    expect(idadeDoPedido({ status: 'preparando', created_at: criado(20) }, agora, limites)).toBe(
      'amarelo',
    );
  });

  it('a scheduled order ages from its kitchen start, not from when it was placed', () => {
    // Placed 3 h ago for 15 min from now, its longest line 20 min: the kitchen started 5 min ago.
    const agendado = {
      status: 'pendente' as const,
      created_at: criado(180),
      agendado_para: criado(-15),
      itens: [pedidoItem({ alvo_min: 20 })],
    };
    expect(idadeDoPedido(agendado, agora, LIMITES_PADRAO)).toBe('amarelo');
    expect(idadeDoPedido({ ...agendado, agendado_para: criado(-60) }, agora, LIMITES_PADRAO)).toBe(
      'normal',
    );
  });

  it('stops ageing once the kitchen is done with the order', () => {
    for (const status of ['pronto', 'saiu_para_entrega', 'entregue', 'cancelado'] as const) {
      expect(idadeDoPedido({ status, created_at: criado(60) }, agora, LIMITES_PADRAO)).toBe(
        'normal',
      );
    }
  });
});

describe('tempoDecorrido', () => {
  it.each([
    [0.5, 'agora'],
    [1, 'há 1 min'],
    [59, 'há 59 min'],
    [60, 'há 1 h 00 min'],
    [65, 'há 1 h 05 min'],
    [-3, 'agora'],
  ])('%p min → %p', (minutos, texto) => {
    expect(tempoDecorrido(criado(minutos), agora)).toBe(texto);
  });
});
