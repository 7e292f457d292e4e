import { describe, expect, it } from '@jest/globals';
import { T1, T2 } from '../../../testing/exemplos';
import { chamada } from '../../../testing/chamada';
import { aplicarChamada } from './api';

describe('aplicarChamada: the pending waiter calls, live', () => {
  it('adds a new call in the order they were made', () => {
    const lista = [chamada({ id: 2, created_at: T2 })];
    expect(aplicarChamada(lista, chamada({ id: 1, created_at: T1 })).map((c) => c.id)).toEqual([
      1, 2,
    ]);
  });

  it('applies the same call twice as once', () => {
    const uma = aplicarChamada([], chamada({ id: 3 }));
    expect(aplicarChamada(uma, chamada({ id: 3 }))).toEqual(uma);
    expect(uma).toHaveLength(1);
  });

  it('takes an answered or cancelled call off the list', () => {
    const lista = [chamada({ id: 1 }), chamada({ id: 2 })];
    expect(
      aplicarChamada(lista, chamada({ id: 1, status: 'atendida', updated_at: T2 })).map(
        (c) => c.id,
      ),
    ).toEqual([2]);
    expect(
      aplicarChamada(lista, chamada({ id: 2, status: 'cancelada', updated_at: T2 })).map(
        (c) => c.id,
      ),
    ).toEqual([1]);
  });

  it('lets no older event take a call off the list', () => {
    const lista = [chamada({ id: 1, status: 'pendente', updated_at: T2 })];
    expect(aplicarChamada(lista, chamada({ id: 1, status: 'atendida', updated_at: T1 }))).toBe(
      lista,
    );
  });

  it('ignores an answer for a call it does not list', () => {
    expect(aplicarChamada([], chamada({ id: 9, status: 'atendida' }))).toEqual([]);
  });
});
