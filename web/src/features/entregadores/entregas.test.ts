import { describe, expect, it } from '@jest/globals';
import type { EntregaDoEntregador } from '@cardapio/shared-events';
import { cobrancaDaEntrega, comAFila, comEntrega, separarEntregas } from './entregas';

const entrega = (dados: Partial<EntregaDoEntregador> = {}): EntregaDoEntregador => ({
  pedido_id: 1,
  ordem: 1,
  status: 'em_rota',
  motivo: null,
  cliente_nome: 'Maria',
  telefone_cliente: '48999990000',
  endereco: null,
  endereco_texto: 'Rua das Flores, 100, Centro, Florianópolis - SC',
  mapa_url: 'https://www.google.com/maps/search/?api=1&query=x',
  cobranca: 'pago',
  a_cobrar: 0,
  troco_para: null,
  troco: null,
  observacoes: null,
  itens: ['1x Pizza'],
  despachado_em: '2025-03-10T21:00:00.000Z',
  concluido_em: null,
  ...dados,
});

describe('separarEntregas', () => {
  it('lists the route in order, then the finished ones latest first', () => {
    const { emRota, concluidas } = separarEntregas([
      entrega({ pedido_id: 5, ordem: 2 }),
      entrega({ pedido_id: 8, status: 'entregue', concluido_em: '2025-03-10T21:10:00.000Z' }),
      entrega({ pedido_id: 3, ordem: 1 }),
      entrega({ pedido_id: 9, status: 'nao_entregue', concluido_em: '2025-03-10T21:30:00.000Z' }),
    ]);
    expect(emRota.map((e) => e.pedido_id)).toEqual([3, 5]);
    expect(concluidas.map((e) => e.pedido_id)).toEqual([9, 8]);
  });
});

describe('comAFila', () => {
  it('shows a queued tap as done at the moment of the tap', () => {
    const [a, b] = comAFila(
      [entrega({ pedido_id: 3 }), entrega({ pedido_id: 5, ordem: 2 })],
      [
        { pedido_id: 5, tipo: 'nao_entregue', motivo: 'Cliente ausente', registrado_em: 'T2' },
        { pedido_id: 3, tipo: 'entregue', registrado_em: 'T1' },
      ],
    );
    expect(a).toMatchObject({ status: 'entregue', concluido_em: 'T1', motivo: null });
    expect(b).toMatchObject({
      status: 'nao_entregue',
      concluido_em: 'T2',
      motivo: 'Cliente ausente',
    });
  });

  it('leaves the server’s finished deliveries as they are', () => {
    const feita = entrega({ status: 'entregue', concluido_em: 'T0' });
    const [a] = comAFila(
      [feita],
      [{ pedido_id: 1, tipo: 'nao_entregue', motivo: 'x', registrado_em: 'T1' }],
    );
    expect(a).toBe(feita);
  });
});

describe('comEntrega', () => {
  it('replaces that delivery, not an earlier dispatch of the same order', () => {
    const antiga = entrega({ status: 'nao_entregue', despachado_em: '2025-03-10T20:00:00.000Z' });
    const atual = entrega();
    const resposta = entrega({ status: 'entregue', concluido_em: 'T1' });
    expect(comEntrega([antiga, atual], resposta)).toEqual([antiga, resposta]);
  });
});

describe('cobrancaDaEntrega', () => {
  it('says nothing to collect when already paid', () => {
    expect(cobrancaDaEntrega(entrega())).toEqual({ forma: 'Já pago', linhas: ['Nada a cobrar'] });
  });

  it('says how much, and the change to bring for cash', () => {
    expect(
      cobrancaDaEntrega(
        entrega({ cobranca: 'dinheiro', a_cobrar: 45, troco_para: 100, troco: 55 }),
      ),
    ).toEqual({
      forma: 'Dinheiro',
      linhas: ['Cobrar R$ 45,00', 'Levar troco de R$ 55,00 (para R$ 100,00)'],
    });
    expect(cobrancaDaEntrega(entrega({ cobranca: 'cartao', a_cobrar: 32.5 }))).toEqual({
      forma: 'Cartão (maquininha)',
      linhas: ['Cobrar R$ 32,50'],
    });
  });
});
