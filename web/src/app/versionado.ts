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

/**
 * What a live list removed, with the version each had: an update of a removed entity that is not
 * strictly newer (an outbox retry of an older change arriving after the removal) must not bring
 * it back; a newer one may (it was put back).
 */
export type Removidos = Map<number, string>;

export function removerGuardando<T extends Versionado>(
  lista: T[],
  id: number,
  removidos: Removidos,
): T[] {
  const atual = lista.find((e) => e.id === id);
  if (atual) removidos.set(id, atual.updated_at);
  return removerDaLista(lista, id);
}

export function aplicarSeNaoRemovida<T extends Versionado>(
  lista: T[],
  entidade: T,
  removidos: Removidos,
  ordenar?: (a: T, b: T) => number,
): T[] {
  const removida = removidos.get(entidade.id);
  if (removida !== undefined && tempo(entidade.updated_at) <= tempo(removida)) return lista;
  return aplicarNaLista(lista, entidade, ordenar);
}
