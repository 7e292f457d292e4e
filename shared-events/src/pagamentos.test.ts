import {
  intervaloDaConsultaPix,
  mercadoPagoConfigSchema,
  PIX_INTERVALO_MS,
  PIX_VALIDADE_PADRAO_MINUTOS,
} from './pagamentos';
import { recusaDoStatusPagamento } from './pedidos';

describe('PIX poll schedule', () => {
  test('5 s during the first 2 minutes, then 15 s until 10 minutes, then 30 s', () => {
    expect(intervaloDaConsultaPix(0)).toBe(5000);
    expect(intervaloDaConsultaPix(119_999)).toBe(5000);
    expect(intervaloDaConsultaPix(120_000)).toBe(15_000);
    expect(intervaloDaConsultaPix(599_999)).toBe(15_000);
    expect(intervaloDaConsultaPix(600_000)).toBe(30_000);
    expect(intervaloDaConsultaPix(29 * 60_000)).toBe(30_000);
  });

  test('a 30-minute charge is polled about 100 times, not 360', () => {
    const validade = PIX_VALIDADE_PADRAO_MINUTOS * 60_000;
    let t = 0;
    let consultas = 0;
    while (t < validade) {
      t = Math.min(validade, t + intervaloDaConsultaPix(t));
      consultas += 1;
    }
    // 24 in 2 min, 32 more until 10 min, 40 more until 30 min.
    expect(consultas).toBe(24 + 32 + 40);
  });

  test('the steps scale with a shortened interval (tests)', () => {
    expect(intervaloDaConsultaPix(0, 10)).toBe(10);
    expect(intervaloDaConsultaPix(24 * 10, 10)).toBe(30);
    expect(intervaloDaConsultaPix(120 * 10, 10)).toBe(60);
    expect(PIX_INTERVALO_MS).toBe(5000);
  });
});

describe('PUT /api/mercadopago/config schema', () => {
  test('the PIX lifetime: 5 to 1440 whole minutes, null for the default, absent keeps it', () => {
    expect(mercadoPagoConfigSchema.parse({ pix_validade_minutos: 60 })).toEqual({
      pix_validade_minutos: 60,
    });
    expect(mercadoPagoConfigSchema.parse({ pix_validade_minutos: null })).toEqual({
      pix_validade_minutos: null,
    });
    for (const invalido of [4, 1441, 10.5, '60', true])
      expect(mercadoPagoConfigSchema.safeParse({ pix_validade_minutos: invalido }).success).toBe(
        false,
      );
  });

  test('credentials: absent keeps, empty or null clears', () => {
    expect(mercadoPagoConfigSchema.parse({})).toEqual({});
    expect(mercadoPagoConfigSchema.parse({ access_token: '', webhook_secret: null })).toEqual({
      access_token: null,
      webhook_secret: null,
    });
  });
});

describe('payment status state machine', () => {
  const pedido = (
    status: 'pendente' | 'cancelado',
    status_pagamento: 'pendente' | 'pago' | 'cancelado',
  ) => ({
    status,
    status_pagamento,
  });
  test('pendente moves once, to pago or cancelado; staying put is always allowed', () => {
    expect(recusaDoStatusPagamento(pedido('pendente', 'pendente'), 'pago')).toBeNull();
    expect(recusaDoStatusPagamento(pedido('pendente', 'pendente'), 'cancelado')).toBeNull();
    expect(recusaDoStatusPagamento(pedido('pendente', 'pago'), 'pago')).toBeNull();
    expect(recusaDoStatusPagamento(pedido('cancelado', 'cancelado'), 'cancelado')).toBeNull();
  });
  test('no way back, no refund move, and a cancelled order is never paid', () => {
    expect(recusaDoStatusPagamento(pedido('pendente', 'pago'), 'pendente')).toMatch(/já foi pago/);
    expect(recusaDoStatusPagamento(pedido('pendente', 'pago'), 'cancelado')).toMatch(/já foi pago/);
    expect(recusaDoStatusPagamento(pedido('pendente', 'cancelado'), 'pago')).toMatch(/cancelado/);
    expect(recusaDoStatusPagamento(pedido('cancelado', 'cancelado'), 'pago')).toBe(
      'Um pedido cancelado não pode ser marcado como pago',
    );
    expect(recusaDoStatusPagamento(pedido('cancelado', 'pendente'), 'pago')).toBe(
      'Um pedido cancelado não pode ser marcado como pago',
    );
  });
});
