/**
 * Pushed entities patched into cached data (DESIGN §3): the newer `updated_at` wins. Pure, so
 * every list and screen shares one rule; app/aoVivo subscribes and applies them.
 */

export interface Versionado {
  id: number;
  updated_at: string;
}

const tempo = (iso: string) => Date.parse(iso) || 0;

/**
 * The tie rule: a pushed entity replaces the cached one unless it is older. The same version
 * applied twice changes nothing, and of two changes in one millisecond the later arrival wins.
 */
export const ehMaisNova = (nova: Versionado, atual: Versionado | undefined) =>
  !atual || tempo(nova.updated_at) >= tempo(atual.updated_at);

/** Replaces or adds an entity; a stale one leaves the list untouched (the same array). */
export function aplicarNaLista<T extends Versionado>(
  lista: T[],
  entidade: T,
  ordenar?: (a: T, b: T) => number,
): T[] {
  const i = lista.findIndex((e) => e.id === entidade.id);
  if (i >= 0) {
    if (!ehMaisNova(entidade, lista[i])) return lista;
    const nova = lista.slice();
    nova[i] = entidade;
    return nova;
  }
  const nova = [...lista, entidade];
  return ordenar ? nova.sort(ordenar) : nova;
}

export const removerDaLista = <T extends { id: number }>(lista: T[], id: number): T[] =>
  lista.some((e) => e.id === id) ? lista.filter((e) => e.id !== id) : lista;
