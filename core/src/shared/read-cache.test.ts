import { cacheKeys } from './cache-keys';
import { createReadCache } from './read-cache';

/** Counts how often each key was loaded from the source. */
function contador() {
  const leituras = new Map<string, number>();
  const ler = (chave: string) => async () => {
    leituras.set(chave, (leituras.get(chave) ?? 0) + 1);
    return { chave };
  };
  return { leituras, ler };
}

describe('cache de leituras públicas', () => {
  test('invalidar o cardápio da empresa 1 não derruba o da empresa 12', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const { leituras, ler } = contador();
    for (const chave of [cacheKeys.menu(1), cacheKeys.menu(12)]) await cache.get(chave, ler(chave));

    cache.invalidate(cacheKeys.menu(1));
    for (const chave of [cacheKeys.menu(1), cacheKeys.menu(12)]) await cache.get(chave, ler(chave));

    expect(leituras.get(cacheKeys.menu(1))).toBe(2);
    expect(leituras.get(cacheKeys.menu(12))).toBe(1);
  });

  test('o status sem minuto derruba todos os minutos da empresa e só dela', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    const { leituras, ler } = contador();
    const chaves = [cacheKeys.status(1, 600), cacheKeys.status(1, 601), cacheKeys.status(10, 600)];
    for (const chave of chaves) await cache.get(chave, ler(chave));

    cache.invalidate(cacheKeys.status(1));
    for (const chave of chaves) await cache.get(chave, ler(chave));

    expect(chaves.map((c) => leituras.get(c))).toEqual([2, 2, 1]);
  });

  test('uma leitura que começou antes da invalidação não guarda o valor velho', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    let soltar: () => void = () => {};
    const lenta = cache.get('menu:1', () => new Promise((r) => (soltar = () => r({ v: 'velho' }))));
    cache.invalidate('menu:1');
    soltar();
    expect(JSON.parse((await lenta).body)).toEqual({ v: 'velho' });
    const nova = await cache.get('menu:1', async () => ({ v: 'novo' }));
    expect(JSON.parse(nova.body)).toEqual({ v: 'novo' });
  });

  test('peek responde só o que está guardado e válido, sem carregar', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    expect(cache.peek('menu:1')).toBeUndefined();
    const guardado = await cache.get('menu:1', async () => ({ v: 1 }));
    expect(cache.peek('menu:1')).toBe(guardado);
    cache.invalidate('menu:1');
    expect(cache.peek('menu:1')).toBeUndefined();

    const vencido = createReadCache({ ttlMs: 0 });
    await vencido.get('menu:1', async () => ({ v: 1 }));
    expect(vencido.peek('menu:1')).toBeUndefined();
  });
});
