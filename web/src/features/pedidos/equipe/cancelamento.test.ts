import { describe, expect, it } from '@jest/globals';
import {
  cancelamentoPedeMotivo,
  escolherSugestao,
  MOTIVO_DO_CANCELAMENTO_MAX,
  MOTIVOS_SUGERIDOS,
  motivoDoCancelamento,
  statusDasAcoes,
} from './cancelamento';

describe('cancelamento de um pedido pela equipe (issue 31 §1)', () => {
  it('pede o motivo só depois que a cozinha começou', () => {
    expect(cancelamentoPedeMotivo({ status: 'pendente' })).toBe(false);
    expect(cancelamentoPedeMotivo({ status: 'preparando' })).toBe(true);
    expect(cancelamentoPedeMotivo({ status: 'pronto' })).toBe(true);
    expect(cancelamentoPedeMotivo({ status: 'saiu_para_entrega' })).toBe(false);
    expect(cancelamentoPedeMotivo({ status: 'entregue' })).toBe(false);
    expect(cancelamentoPedeMotivo({ status: 'cancelado' })).toBe(false);
  });

  it('oferece Cancelar por último num pedido em preparo ou pronto', () => {
    expect(statusDasAcoes({ status: 'pendente', tipo_pedido: 'entrega' })).toEqual([
      'preparando',
      'cancelado',
    ]);
    expect(statusDasAcoes({ status: 'preparando', tipo_pedido: 'mesa' })).toEqual([
      'pronto',
      'cancelado',
    ]);
    expect(statusDasAcoes({ status: 'pronto', tipo_pedido: 'entrega' })).toEqual([
      'saiu_para_entrega',
      'entregue',
      'cancelado',
    ]);
    expect(statusDasAcoes({ status: 'pronto', tipo_pedido: 'retirada' })).toEqual([
      'entregue',
      'cancelado',
    ]);
  });

  it('não oferece Cancelar depois que saiu, foi entregue ou já foi cancelado', () => {
    expect(statusDasAcoes({ status: 'saiu_para_entrega', tipo_pedido: 'entrega' })).toEqual([
      'entregue',
    ]);
    expect(statusDasAcoes({ status: 'entregue', tipo_pedido: 'entrega' })).toEqual([]);
    expect(statusDasAcoes({ status: 'cancelado', tipo_pedido: 'mesa' })).toEqual([]);
  });

  it('envia o motivo aparado, e nada enquanto está em branco', () => {
    expect(motivoDoCancelamento('  Cliente desistiu  ')).toBe('Cliente desistiu');
    expect(motivoDoCancelamento('')).toBeNull();
    expect(motivoDoCancelamento('   \n ')).toBeNull();
    expect(motivoDoCancelamento('x'.repeat(250))).toHaveLength(MOTIVO_DO_CANCELAMENTO_MAX);
  });

  it('uma sugestão preenche o campo; tocar de novo limpa', () => {
    expect(MOTIVOS_SUGERIDOS).toContain('Item em falta');
    expect(escolherSugestao('', 'Item em falta')).toBe('Item em falta');
    expect(escolherSugestao('outro motivo', 'Item em falta')).toBe('Item em falta');
    expect(escolherSugestao('Item em falta ', 'Item em falta')).toBe('');
  });
});
