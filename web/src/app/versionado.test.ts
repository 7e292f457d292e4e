import { describe, expect, it } from '@jest/globals';
import {
  aplicarNaLista,
  aplicarSeNaoRemovida,
  ehMaisNova,
  removerDaLista,
  removerGuardando,
  type Removidos,
} from './versionado';

interface Item {
  id: number;
  updated_at: string;
  nome: string;
}

const item = (id: number, updated_at: string, nome = `item ${id}`): Item => ({
  id,
  updated_at,
  nome,
});

const T1 = '2026-03-01T12:00:00.000Z';
const T2 = '2026-03-01T12:00:01.000Z';
const porNome = (a: Item, b: Item) => a.nome.localeCompare(b.nome);

describe('ehMaisNova: the tie rule of every live patch', () => {
  it('accepts anything when nothing is cached', () => {
    expect(ehMaisNova(item(1, T1), undefined)).toBe(true);
  });

  it('accepts a newer version and the same instant (later arrival wins), refuses an older one', () => {
    expect(ehMaisNova(item(1, T2), item(1, T1))).toBe(true);
    expect(ehMaisNova(item(1, T1), item(1, T1))).toBe(true);
    expect(ehMaisNova(item(1, T1), item(1, T2))).toBe(false);
  });

  it('compares instants, not text (a different offset of the same instant is a tie)', () => {
    expect(ehMaisNova(item(1, '2026-03-01T09:00:00.000-03:00'), item(1, T1))).toBe(true);
    expect(ehMaisNova(item(1, '2026-03-01T08:59:59.000-03:00'), item(1, T1))).toBe(false);
  });
});

describe('aplicarNaLista', () => {
  it('adds an unknown entity, sorted when an order is given', () => {
    const lista = [item(1, T1, 'b'), item(2, T1, 'd')];
    const nova = aplicarNaLista(lista, item(3, T1, 'c'), porNome);
    expect(nova.map((e) => e.id)).toEqual([1, 3, 2]);
    expect(lista).toHaveLength(2); // the cached array is not mutated
    expect(aplicarNaLista(lista, item(3, T1, 'a')).map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('applies the same event twice as once', () => {
    const evento = item(3, T1, 'c');
    const uma = aplicarNaLista([item(1, T1)], evento);
    const duas = aplicarNaLista(uma, evento);
    expect(duas).toHaveLength(2);
    expect(duas.filter((e) => e.id === 3)).toHaveLength(1);
    expect(duas).toEqual(uma);
  });

  it('replaces in place with a newer version', () => {
    const lista = [item(1, T1, 'velho'), item(2, T1)];
    const nova = aplicarNaLista(lista, item(1, T2, 'novo'));
    expect(nova.map((e) => e.nome)).toEqual(['novo', 'item 2']);
    expect(lista[0]!.nome).toBe('velho');
  });

  it('never lets an older version overwrite a newer one, and returns the same array', () => {
    const lista = [item(1, T2, 'novo')];
    const depois = aplicarNaLista(lista, item(1, T1, 'velho'));
    expect(depois).toBe(lista);
    expect(depois[0]!.nome).toBe('novo');
  });

  it('gives a tie to the later arrival', () => {
    const lista = [item(1, T1, 'primeiro')];
    expect(aplicarNaLista(lista, item(1, T1, 'segundo'))[0]!.nome).toBe('segundo');
  });
});

describe('removerDaLista', () => {
  it('removes by id, and leaves the same array when the id is not there', () => {
    const lista = [item(1, T1), item(2, T1)];
    expect(removerDaLista(lista, 1).map((e) => e.id)).toEqual([2]);
    expect(removerDaLista(lista, 9)).toBe(lista);
  });
});

describe('removerGuardando / aplicarSeNaoRemovida', () => {
  it('a late update of a removed entity (an outbox retry) does not bring it back', () => {
    const removidos: Removidos = new Map();
    const lista = removerGuardando([item(1, T2, 'atual'), item(2, T1)], 1, removidos);
    expect(lista.map((e) => e.id)).toEqual([2]);
    expect(aplicarSeNaoRemovida(lista, item(1, T1, 'velho'), removidos)).toBe(lista);
    expect(aplicarSeNaoRemovida(lista, item(1, T2, 'o mesmo'), removidos)).toBe(lista);
  });

  it('a strictly newer version comes back (it was put back), and unknown ids join as before', () => {
    const removidos: Removidos = new Map();
    const lista = removerGuardando([item(1, T1, 'antes')], 1, removidos);
    expect(aplicarSeNaoRemovida(lista, item(1, T2, 'de volta'), removidos)[0]!.nome).toBe(
      'de volta',
    );
    expect(aplicarSeNaoRemovida(lista, item(3, T1), removidos).map((e) => e.id)).toEqual([3]);
    // Removing an id the list never had keeps nothing: its updates join as before.
    expect(removerGuardando(lista, 9, removidos)).toBe(lista);
    expect(removidos.has(9)).toBe(false);
  });
});
