import { describe, expect, it } from '@jest/globals';
import type { AlertaDaCozinha, EstadoDaCozinha, TelaMonitor } from '@cardapio/shared-events';
import { aplicarSinalDaTela } from '../pedidos/equipe/api';
import { aplicarAlerta, aplicarRecebimento, resolverAlerta } from './cozinha';

const vazio: EstadoDaCozinha = { confirmacao_seg: 20, recebidos: [], alertas: [] };
const alertaDoPedido = (id: number, pedido_id: number): AlertaDaCozinha => ({
  id,
  empresa_id: 1,
  tipo: 'pedido',
  pedido_id,
  desde: '2026-11-27T12:00:20.000Z',
});
const recebimento = (pedido_id: number, recebido_em: string, tela = 'Cozinha') => ({
  empresa_id: 1,
  pedido_id,
  recebido_em,
  tela,
});

describe('the kitchen state on the board, live', () => {
  it('keeps the first confirmation of an order, whatever order they arrive in', () => {
    const tarde = aplicarRecebimento(vazio, recebimento(7, '2026-11-27T12:00:09.000Z', 'Bar'));
    const cedo = aplicarRecebimento(tarde, recebimento(7, '2026-11-27T12:00:03.000Z'));
    expect(cedo.recebidos).toEqual([recebimento(7, '2026-11-27T12:00:03.000Z')]);
    expect(aplicarRecebimento(cedo, recebimento(7, '2026-11-27T12:00:09.000Z', 'Bar'))).toBe(cedo);
  });

  it('a confirmation ends its order’s alert; an alert that comes after it is dropped', () => {
    const alertado = aplicarAlerta(vazio, alertaDoPedido(1, 7));
    expect(alertado.alertas).toHaveLength(1);
    const visto = aplicarRecebimento(alertado, recebimento(7, '2026-11-27T12:00:21.000Z'));
    expect(visto.alertas).toEqual([]);
    expect(aplicarAlerta(visto, alertaDoPedido(1, 7))).toBe(visto);
  });

  it('applies an alert twice as once, and resolves it by id', () => {
    const uma = aplicarAlerta(vazio, alertaDoPedido(1, 7));
    expect(aplicarAlerta(uma, alertaDoPedido(1, 7))).toBe(uma);
    const duas = aplicarAlerta(uma, alertaDoPedido(2, 8));
    expect(resolverAlerta(duas, 1).alertas.map((a) => a.id)).toEqual([2]);
    expect(resolverAlerta(uma, 99)).toBe(uma);
  });
});

describe('aplicarSinalDaTela: each screen’s heartbeat, live', () => {
  const tela = (campos: Partial<TelaMonitor>): TelaMonitor => ({
    id: 1,
    nome: 'Cozinha',
    criada_por: 'Ana',
    created_at: '2026-11-27T10:00:00.000Z',
    ultimo_uso_em: null,
    ultimo_sinal_em: null,
    desconectada_em: null,
    ultimo_pedido_em: null,
    ...campos,
  });

  it('takes a newer heartbeat or disconnection and ignores an older one', () => {
    const lista = [tela({ ultimo_sinal_em: '2026-11-27T12:00:00.000Z' })];
    const caiu = aplicarSinalDaTela(
      lista,
      tela({
        ultimo_sinal_em: '2026-11-27T12:00:00.000Z',
        desconectada_em: '2026-11-27T12:00:30.000Z',
      }),
    );
    expect(caiu[0]!.desconectada_em).toBe('2026-11-27T12:00:30.000Z');
    const atrasado = aplicarSinalDaTela(
      caiu,
      tela({ ultimo_sinal_em: '2026-11-27T12:00:10.000Z' }),
    );
    expect(atrasado).toEqual(caiu);
    const outra = aplicarSinalDaTela(
      caiu,
      tela({ id: 2, ultimo_sinal_em: '2026-11-27T13:00:00.000Z' }),
    );
    expect(outra).toEqual(caiu);
  });
});
