import { describe, expect, test } from '@jest/globals';
import { COMANDA_ITEM_STATUS } from '@cardapio/shared-events';
import { statusDoItem } from './status';

describe('an item’s state as the guest reads it', () => {
  test('each status has its words', () => {
    const rotulo = (status: (typeof COMANDA_ITEM_STATUS)[number]) =>
      statusDoItem({ status, aguardando_confirmacao: false }).rotulo;
    expect(rotulo('pendente')).toBe('Recebido');
    expect(rotulo('enviado')).toBe('Na cozinha');
    expect(rotulo('preparando')).toBe('Preparando');
    expect(rotulo('pronto')).toBe('Pronto');
    expect(rotulo('entregue')).toBe('Entregue');
    expect(rotulo('cancelado')).toBe('Cancelado');
    for (const status of COMANDA_ITEM_STATUS) expect(rotulo(status)).toBeTruthy();
  });

  test('waiting for the waiter’s confirmation says so, unless it was cancelled', () => {
    expect(statusDoItem({ status: 'pendente', aguardando_confirmacao: true })).toEqual({
      rotulo: 'Aguardando o garçom',
      cor: 'yellow',
      chave: 'aguardando',
    });
    expect(statusDoItem({ status: 'cancelado', aguardando_confirmacao: true }).rotulo).toBe(
      'Cancelado',
    );
  });
});
