import { describe, expect, it } from '@jest/globals';
import { pedido, T1, T2 } from '../../testing/exemplos';
import {
  aplicarPedido,
  aplicarPrevisao,
  formaDePagamento,
  previsaoDoPedido,
  podeSolicitarCancelamento,
  rastreioDoPedido,
  rotuloDoStatus,
  rotuloDoStatusNaEquipe,
} from './status';

describe("the customer's tracker (customer-side §4)", () => {
  const nomes = (r: ReturnType<typeof rastreioDoPedido>) => r.etapas.map((e) => e.nome).join(' › ');

  it('shows a delivery on its way at 90 %, with the steps before it done', () => {
    const r = rastreioDoPedido('saiu_para_entrega', 'entrega');
    expect(r.progresso).toBe(90);
    expect(nomes(r)).toBe('Pedido Recebido › Preparando › Pronto › Saiu para Entrega › Entregue');
    expect(r.etapas.map((e) => e.concluida)).toEqual([true, true, true, true, false]);
    expect(r.etapas.filter((e) => e.atual).map((e) => e.nome)).toEqual(['Saiu para Entrega']);
  });

  it('has no delivery step for a pickup, which ends Retirado with every step done', () => {
    const r = rastreioDoPedido('entregue', 'retirada');
    expect(r.progresso).toBe(100);
    expect(nomes(r)).toBe('Pedido Recebido › Preparando › Pronto › Retirado');
    expect(r.etapas.every((e) => e.concluida && !e.atual)).toBe(true);
  });

  it('marks a new order as received (25 %)', () => {
    const r = rastreioDoPedido('pendente', 'mesa');
    expect(r.progresso).toBe(25);
    expect(r.etapas.map((e) => e.concluida)).toEqual([true, false, false, false]);
    expect(r.etapas.at(-1)!.nome).toBe('Servido');
  });

  it('shows a cancelled or unknown status as one step at 0 %', () => {
    expect(rastreioDoPedido('cancelado')).toEqual({
      progresso: 0,
      tipo: 'cancelado',
      etapas: [{ nome: 'Pedido Cancelado', concluida: false, atual: true }],
    });
    expect(rastreioDoPedido('arquivado').tipo).toBe('desconhecido');
  });
});

describe('status labels', () => {
  it("ends each order type with its own word, and the staff's table order 'Finalizado'", () => {
    expect(rotuloDoStatus({ status: 'entregue', tipo_pedido: 'entrega' })).toEqual({
      rotulo: 'Entregue',
      cor: 'green',
    });
    expect(rotuloDoStatus({ status: 'entregue', tipo_pedido: 'retirada' }).rotulo).toBe('Retirado');
    expect(rotuloDoStatus({ status: 'entregue', tipo_pedido: 'mesa' }).rotulo).toBe('Servido');
    expect(rotuloDoStatusNaEquipe({ status: 'entregue', tipo_pedido: 'mesa' }).rotulo).toBe(
      'Finalizado',
    );
    expect(rotuloDoStatusNaEquipe({ status: 'entregue', tipo_pedido: 'entrega' }).rotulo).toBe(
      'Entregue',
    );
  });

  it('shows an unknown status as it came, in grey', () => {
    const desconhecido = { status: 'arquivado', tipo_pedido: 'entrega' } as unknown as Parameters<
      typeof rotuloDoStatus
    >[0];
    expect(rotuloDoStatus(desconhecido)).toEqual({ rotulo: 'arquivado', cor: 'gray' });
  });
});

describe('formaDePagamento', () => {
  it('says how and where it is paid', () => {
    expect(
      formaDePagamento(
        pedido({ metodo_pagamento: 'entrega', metodo_pagamento_detalhado: 'dinheiro' }),
      ),
    ).toBe('Dinheiro na entrega');
    expect(
      formaDePagamento(
        pedido({ metodo_pagamento: 'site', metodo_pagamento_detalhado: 'pix_site' }),
      ),
    ).toBe('PIX pelo site');
    expect(
      formaDePagamento(
        pedido({ metodo_pagamento: 'balcao', metodo_pagamento_detalhado: 'cartao' }),
      ),
    ).toBe('Cartão no balcão');
  });

  it("falls back to the payment details, then to 'Pago pelo site', then to nothing", () => {
    expect(
      formaDePagamento(
        pedido({
          metodo_pagamento: 'entrega',
          metodo_pagamento_detalhado: null,
          detalhes_pagamento: { metodo: 'cartao' },
        }),
      ),
    ).toBe('Cartão na entrega');
    expect(
      formaDePagamento(pedido({ metodo_pagamento: 'site', metodo_pagamento_detalhado: null })),
    ).toBe('Pago pelo site');
    expect(
      formaDePagamento(pedido({ metodo_pagamento: null, metodo_pagamento_detalhado: null })),
    ).toBeNull();
    expect(
      formaDePagamento(pedido({ metodo_pagamento: 'site', metodo_pagamento_detalhado: 'boleto' })),
    ).toBe('boleto');
  });
});

describe('aplicarPedido: a pushed order on a list, newest first', () => {
  it('puts a new order in creation order (newest first, ties by id)', () => {
    const lista = [pedido({ id: 1, created_at: T1 }), pedido({ id: 3, created_at: T2 })];
    const nova = aplicarPedido(lista, pedido({ id: 2, created_at: T1 }));
    expect(nova.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('applies the same event twice as once', () => {
    const evento = pedido({ id: 7, status: 'preparando' });
    const uma = aplicarPedido([pedido({ id: 1 })], evento);
    expect(aplicarPedido(uma, evento)).toEqual(uma);
    expect(uma).toHaveLength(2);
  });

  it('takes a newer status and keeps the place; an older one changes nothing', () => {
    const lista = [pedido({ id: 1, status: 'preparando', updated_at: T2 }), pedido({ id: 2 })];
    expect(aplicarPedido(lista, pedido({ id: 1, status: 'pendente', updated_at: T1 }))).toBe(lista);
    const nova = aplicarPedido(
      lista,
      pedido({ id: 1, status: 'pronto', updated_at: '2026-03-01T12:06:00Z' }),
    );
    expect(nova.map((p) => [p.id, p.status])).toEqual([
      [1, 'pronto'],
      [2, 'pendente'],
    ]);
  });
});

describe('cancellation request', () => {
  it('is possible only while the payment is pending', () => {
    expect(podeSolicitarCancelamento(pedido({ status_pagamento: 'pendente' }))).toBe(true);
    expect(podeSolicitarCancelamento(pedido({ status_pagamento: 'pago' }))).toBe(false);
    expect(podeSolicitarCancelamento(pedido({ status_pagamento: 'cancelado' }))).toBe(false);
  });
});

describe('previsaoDoPedido / aplicarPrevisao (issue 29 §3)', () => {
  const base = pedido({ id: 7, status: 'preparando', previsao_em: null, previsao_motivo: null });

  it('shows the time while the kitchen has the order, and the reason when it moved later', () => {
    expect(previsaoDoPedido(base)).toBeNull();
    const hora = new Date(2026, 10, 27, 19, 42).toISOString();
    expect(previsaoDoPedido({ ...base, previsao_em: hora })).toEqual({
      rotulo: 'Previsão de entrega',
      hora: '19:42',
      motivo: null,
    });
    expect(
      previsaoDoPedido({
        ...base,
        tipo_pedido: 'retirada',
        previsao_em: hora,
        previsao_motivo: 'A cozinha está com muitos pedidos',
      }),
    ).toEqual({ rotulo: 'Previsão', hora: '19:42', motivo: 'A cozinha está com muitos pedidos' });
    expect(previsaoDoPedido({ ...base, status: 'pronto', previsao_em: hora })).toBeNull();
  });

  it('a pushed time patches its order only', () => {
    const lista = [base, pedido({ id: 8 })];
    const nova = aplicarPrevisao(lista, {
      empresa_id: 1,
      pedido_id: 7,
      previsao_em: '2026-11-27T22:42:00.000Z',
      previsao_motivo: null,
      calculada_em: '2026-11-27T22:10:00.000Z',
    });
    expect(nova[0]).toMatchObject({ id: 7, previsao_em: '2026-11-27T22:42:00.000Z' });
    expect(nova[1]).toBe(lista[1]);
    expect(
      aplicarPrevisao(nova, {
        empresa_id: 1,
        pedido_id: 99,
        previsao_em: '2026-11-27T22:50:00.000Z',
        previsao_motivo: null,
        calculada_em: '2026-11-27T22:11:00.000Z',
      }),
    ).toBe(nova);
  });
});
