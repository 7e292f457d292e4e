import { inicioNaCozinha, naCozinhaJa, textoDaPausa } from '@cardapio/shared-events';
import {
  cabe,
  cheia,
  faixaDeJanelas,
  fimDaPausa,
  pausaEmVigor,
  primeiraQueCabe,
  ritmoNoInstante,
  type RitmoLido,
} from './janelas';

const emSP = (local: string) => new Date(`${local}-03:00`);
const SP = 'America/Sao_Paulo';

test('a pause ends on the whole minute after its length, and is in force until then', () => {
  const agora = emSP('2026-12-01T20:07:30');
  expect(fimDaPausa(agora, 30)).toEqual(emSP('2026-12-01T20:38:00'));
  expect(fimDaPausa(emSP('2026-12-01T20:00:00'), 15)).toEqual(emSP('2026-12-01T20:15:00'));
  expect(fimDaPausa(agora, null)).toBeNull();
  const ate = emSP('2026-12-01T20:38:00');
  expect(pausaEmVigor(agora, ate, emSP('2026-12-01T20:37:59'))).toBe(true);
  expect(pausaEmVigor(agora, ate, ate)).toBe(false);
  expect(pausaEmVigor(agora, null, emSP('2026-12-09T10:00:00'))).toBe(true);
  expect(pausaEmVigor(null, null, agora)).toBe(false);
  expect(textoDaPausa(ate, SP)).toBe('Pausado — voltamos às 20:38');
  expect(textoDaPausa(null, SP)).toBe('Pausado');
});

test('counted by orders a window is full at the cap; by items an empty one takes any order', () => {
  const porPedidos = { limite: 2, por: 'pedidos' as const };
  expect(cabe(undefined, porPedidos, 9)).toBe(true);
  expect(cabe({ pedidos: 1, itens: 9 }, porPedidos, 9)).toBe(true);
  expect(cheia({ pedidos: 2, itens: 2 }, porPedidos)).toBe(true);
  const porItens = { limite: 5, por: 'itens' as const };
  expect(cabe(undefined, porItens, 8)).toBe(true);
  expect(cabe({ pedidos: 1, itens: 4 }, porItens, 1)).toBe(true);
  expect(cabe({ pedidos: 1, itens: 4 }, porItens, 2)).toBe(false);
  expect(cheia({ pedidos: 1, itens: 4 }, porItens)).toBe(false);
  expect(cheia({ pedidos: 2, itens: 5 }, porItens)).toBe(true);
});

test('the windows an order placed now may take: its expected time’s, up to an order placed at closing', () => {
  // 21:15 + 30 min lands in 21:45; closing at 22:00 + 30 min: 21:45, 22:00, 22:15.
  const faixa = faixaDeJanelas(emSP('2026-12-02T21:15:00'), 30, emSP('2026-12-02T22:00:00'));
  expect(faixa.primeira).toBe(emSP('2026-12-02T21:45:00').getTime());
  expect(faixa.ate).toBe(emSP('2026-12-02T22:30:00').getTime());
  const cheias = new Map([
    [emSP('2026-12-02T21:45:00').getTime(), { pedidos: 1, itens: 1 }],
    [emSP('2026-12-02T22:00:00').getTime(), { pedidos: 1, itens: 1 }],
  ]);
  const cap = { limite: 1, por: 'pedidos' as const };
  expect(primeiraQueCabe(cheias, cap, faixa)).toBe(emSP('2026-12-02T22:15:00').getTime());
  cheias.set(emSP('2026-12-02T22:15:00').getTime(), { pedidos: 1, itens: 1 });
  expect(primeiraQueCabe(cheias, cap, faixa)).toBeNull();
  // Closed (a staff order after hours): its own window only.
  const fechada = faixaDeJanelas(emSP('2026-12-02T23:10:00'), 30, null);
  expect(fechada.ate - fechada.primeira).toBe(1);
});

test('what the menu and staff are told: the next window with room, or none left', () => {
  const lido: RitmoLido = {
    pausadoEm: null,
    pausadoAte: null,
    ocupadoMin: 0,
    capacidade: 1,
    capacidadePor: 'pedidos',
    tempoPreparo: 30,
    cargas: [{ inicio: emSP('2026-12-02T21:45:00').toISOString(), pedidos: 1, itens: 3 }],
  };
  const agora = emSP('2026-12-02T21:15:00');
  const fim = emSP('2026-12-02T22:00:00');
  const ritmo = ritmoNoInstante(lido, agora, SP, fim);
  expect(ritmo.proxima_janela).toEqual({
    inicio: emSP('2026-12-02T22:00:00').toISOString(),
    texto: 'Entrega a partir de 22:00',
  });
  expect(ritmo.lotado).toBe(false);
  expect(ritmo.janelas.map((j) => [j.hora, j.pedidos, j.cheia])).toEqual([
    ['21:45', 1, true],
    ['22:00', 0, false],
    ['22:15', 0, false],
  ]);
  // Busy minutes move the first window on.
  expect(ritmoNoInstante({ ...lido, ocupadoMin: 20 }, agora, SP, fim).janelas[0]?.hora).toBe(
    '22:00',
  );
  const todas = ['21:45', '22:00', '22:15'].map((h) => ({
    inicio: emSP(`2026-12-02T${h}:00`).toISOString(),
    pedidos: 1,
    itens: 1,
  }));
  expect(ritmoNoInstante({ ...lido, cargas: todas }, agora, SP, fim)).toMatchObject({
    lotado: true,
    proxima_janela: null,
  });
  // Without a cap, or closed, no window is offered.
  expect(ritmoNoInstante({ ...lido, capacidade: null }, agora, SP, fim).janelas).toEqual([]);
  expect(ritmoNoInstante(lido, agora, SP, null).proxima_janela).toBeNull();
});

test('a scheduled order reaches the kitchen at its time minus its longest line’s target', () => {
  const pedido = {
    agendado_para: emSP('2026-12-02T21:00:00').toISOString(),
    itens: [
      { alvo_min: 12, cancelado_em: null },
      { alvo_min: null, cancelado_em: null },
      { alvo_min: 40, cancelado_em: '2026-12-02T20:00:00Z' },
    ],
  };
  // 15 (the catalogue's default for the line without one) beats 12; the cancelled 40 is out.
  expect(inicioNaCozinha(pedido, 15)).toBe(emSP('2026-12-02T20:45:00').getTime());
  expect(naCozinhaJa(pedido, emSP('2026-12-02T20:44:59').getTime(), 15)).toBe(false);
  expect(naCozinhaJa(pedido, emSP('2026-12-02T20:45:00').getTime(), 15)).toBe(true);
  expect(naCozinhaJa({ ...pedido, agendado_para: null }, 0, 15)).toBe(true);
});
