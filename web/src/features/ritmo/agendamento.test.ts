import { describe, expect, test } from '@jest/globals';
import { MENSAGENS_RITMO } from '@cardapio/shared-events';
import { pedido, pedidoItem } from '../../testing/exemplos';
import {
  ehErroDoAgendamento,
  fimDoAgendamento,
  horariosParaAgendar,
  inicioDoPedido,
  naCozinhaAgora,
  seloDoAgendamento,
  textoDoAgendamento,
} from './agendamento';

/** Today at hh:mm on the test machine's clock (the screen's clock in the browser). */
const as = (h: number, m = 0) => new Date(2026, 10, 27, h, m).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe('the kitchen holds a scheduled order back until its start (issue 31 §3)', () => {
  // For 21:00 with a 20-minute line: the kitchen starts it at 20:40.
  const agendado = pedido({
    id: 1,
    created_at: iso(as(18)),
    agendado_para: iso(as(21)),
    itens: [pedidoItem({ alvo_min: 20 })],
  });
  const agora = pedido({ id: 2, created_at: iso(as(20, 30)) });

  test('before its start it is held back and the next start is told; from it on, shown', () => {
    const lista = [agendado, agora];
    expect(naCozinhaAgora(lista, as(20, 39))).toEqual({ pedidos: [agora], proximo: as(20, 40) });
    const na = naCozinhaAgora(lista, as(20, 40));
    expect(na.pedidos).toBe(lista);
    expect(na.proximo).toBeNull();
  });

  test('a line without a target counts the catalogue default; the earliest held start is next', () => {
    const semAlvo = pedido({
      id: 3,
      created_at: iso(as(18)),
      agendado_para: iso(as(20, 50)),
      itens: [pedidoItem({ alvo_min: null })],
    });
    // 20:50 − 15 min (TEMPO_PREPARO_PADRAO) = 20:35, before the other's 20:40.
    expect(naCozinhaAgora([agendado, semAlvo], as(20))).toEqual({
      pedidos: [],
      proximo: as(20, 35),
    });
  });

  test('nothing scheduled: the same list, nothing to wait for', () => {
    const lista = [agora];
    expect(naCozinhaAgora(lista, as(19))).toEqual({ pedidos: lista, proximo: null });
    expect(naCozinhaAgora(lista, as(19)).pedidos).toBe(lista);
  });

  test('the kitchen’s clock starts at the start (never before the order was placed)', () => {
    expect(inicioDoPedido(agendado)).toBe(as(20, 40));
    expect(inicioDoPedido(agora)).toBe(as(20, 30));
    const emCimaDaHora = pedido({
      created_at: iso(as(20, 45)),
      agendado_para: iso(as(21)),
      itens: [pedidoItem({ alvo_min: 20 })],
    });
    expect(inicioDoPedido(emCimaDaHora)).toBe(as(20, 45));
  });

  test('the badges read the hour', () => {
    expect(seloDoAgendamento(iso(as(21, 15)))).toBe('Agendado · 21:15');
    expect(textoDoAgendamento(iso(as(21, 15)))).toBe('Agendado para 21:15');
  });
});

describe('the times offered for later today', () => {
  test('from now plus the estimate, rounded up to the quarter hour, every 15 minutes', () => {
    expect(
      horariosParaAgendar({ agora: as(20, 1), preparoMin: 30, ate: as(21, 30) }).map(iso),
    ).toEqual([as(20, 45), as(21), as(21, 15), as(21, 30)].map(iso));
    // Exactly on a quarter hour: that one.
    expect(horariosParaAgendar({ agora: as(20), preparoMin: 30, ate: as(20, 30) })).toEqual([
      as(20, 30),
    ]);
  });

  test('not before the next window with room; nothing when the day is over', () => {
    expect(
      horariosParaAgendar({
        agora: as(20),
        preparoMin: 30,
        aPartirDe: as(21, 15),
        ate: as(21, 30),
      }),
    ).toEqual([as(21, 15), as(21, 30)]);
    expect(horariosParaAgendar({ agora: as(23, 30), preparoMin: 30, ate: as(23, 45) })).toEqual([]);
  });

  test('up to today’s closing time when it closes before midnight, else 23:45', () => {
    const agora = as(19, 10);
    const hoje = { abertura: '18:00', fechamento: '23:00', fechado: false };
    expect(fimDoAgendamento(agora, hoje)).toBe(as(23));
    expect(fimDoAgendamento(agora, { ...hoje, fechamento: '02:00' })).toBe(as(23, 45));
    expect(fimDoAgendamento(agora, { ...hoje, fechamento: '00:00' })).toBe(as(23, 45));
    expect(fimDoAgendamento(agora, { ...hoje, fechamento: '18:00' })).toBe(as(23, 45));
    expect(fimDoAgendamento(agora, { ...hoje, fechamento: '23:59' })).toBe(as(23, 45));
    expect(fimDoAgendamento(agora, null)).toBe(as(23, 45));
  });
});

test('the server’s refusals about the chosen time are told beside the choice', () => {
  expect(ehErroDoAgendamento(MENSAGENS_RITMO.agendamentoCedo('21:15'))).toBe(true);
  expect(ehErroDoAgendamento(MENSAGENS_RITMO.agendamentoForaDoDia)).toBe(true);
  expect(ehErroDoAgendamento(MENSAGENS_RITMO.janelaCheia('21:00', '21:15'))).toBe(true);
  expect(ehErroDoAgendamento(MENSAGENS_RITMO.janelaCheia('21:00', null))).toBe(true);
  expect(ehErroDoAgendamento(MENSAGENS_RITMO.agendamentoInvalido)).toBe(true);
  expect(ehErroDoAgendamento('Adicione itens ao carrinho')).toBe(false);
});
