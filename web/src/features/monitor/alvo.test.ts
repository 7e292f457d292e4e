import { describe, expect, test } from '@jest/globals';
import { contagem, idadeNoPrazo, prazoDoTicket } from './alvo';
import { pedidoItem } from '../../testing/exemplos';

const criado = '2026-11-27T19:00:00.000Z';
const t0 = Date.parse(criado);
const min = 60_000;

describe('a station ticket’s target (issue 29 §3)', () => {
  test('its longest line still to make; a station’s own target wins; a "+ NOVO" line counts from when it joined', () => {
    const burguer = pedidoItem({ id: 1, estacao_id: 1, alvo_min: 15 });
    const batata = pedidoItem({ id: 2, estacao_id: 1, alvo_min: 8 });
    expect(prazoDoTicket({ created_at: criado }, [burguer, batata], [])).toBe(t0 + 15 * min);
    expect(
      prazoDoTicket({ created_at: criado }, [burguer, batata], [{ id: 1, alvo_min: 10 }]),
    ).toBe(t0 + 10 * min);
    const novo = pedidoItem({
      id: 3,
      estacao_id: 1,
      alvo_min: 8,
      adicionado_em: '2026-11-27T19:20:00.000Z',
    });
    expect(prazoDoTicket({ created_at: criado }, [burguer, novo], [])).toBe(t0 + 28 * min);
  });

  test('a scheduled order is due at its time: counted from its kitchen start', () => {
    const burguer = pedidoItem({ id: 1, estacao_id: 1, alvo_min: 20 });
    const agendado = { created_at: criado, agendado_para: '2026-11-27T21:00:00.000Z' };
    // Started at 20:40 (21:00 − its 20-minute line): due at 21:00.
    expect(prazoDoTicket({ ...agendado, itens: [burguer] }, [burguer], [])).toBe(
      Date.parse('2026-11-27T21:00:00.000Z'),
    );
  });

  test('done and cancelled lines are not waited for; no target known → null', () => {
    const feito = pedidoItem({ id: 1, alvo_min: 30, pronto_em: criado });
    const cancelado = pedidoItem({ id: 2, alvo_min: 40, cancelado_em: criado });
    const resto = pedidoItem({ id: 3, alvo_min: 5 });
    expect(prazoDoTicket({ created_at: criado }, [feito, cancelado, resto], [])).toBe(t0 + 5 * min);
    expect(prazoDoTicket({ created_at: criado }, [pedidoItem({ alvo_min: null })], [])).toBeNull();
    expect(prazoDoTicket({ created_at: criado }, [feito], [])).toBeNull();
  });

  test('amber at the target, red past it by the tolerance; the countdown by the second', () => {
    const prazo = t0 + 10 * min;
    expect(idadeNoPrazo(prazo, prazo - 1000, 5)).toBe('normal');
    expect(idadeNoPrazo(prazo, prazo, 5)).toBe('amarelo');
    expect(idadeNoPrazo(prazo, prazo + 5 * min - 1, 5)).toBe('amarelo');
    expect(idadeNoPrazo(prazo, prazo + 5 * min, 5)).toBe('vermelho');
    expect(contagem(prazo, prazo - (7 * 60 + 12) * 1000)).toEqual({
      texto: '07:12',
      atrasado: false,
    });
    expect(contagem(prazo, prazo + (3 * 60 + 5) * 1000)).toEqual({
      texto: '+03:05',
      atrasado: true,
    });
    expect(contagem(prazo, prazo - 75 * min)).toEqual({ texto: '75:00', atrasado: false });
  });
});
