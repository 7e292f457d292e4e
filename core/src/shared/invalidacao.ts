import type { ReadCache } from './read-cache';

/**
 * Drops stale cached reads after a write committed: from this process's caches at once, and from
 * every other gateway's through the port (Socket.IO's inter-server bus), so no gateway answers
 * the old menu until its TTL runs out. Besides the public reads' cache, an area may keep a cache
 * of its own and follow the same keys (`ouvir`).
 */
export function createInvalidacao(deps: {
  cache: ReadCache;
  /** Tells the other processes' caches (a no-op in single-process mode). */
  anunciar: (prefixos: string[]) => void;
}) {
  const ouvintes: Array<(prefixos: string[]) => void> = [];
  const descartar = (prefixos: string[]) => {
    for (const prefixo of prefixos) deps.cache.invalidate(prefixo);
    for (const ouvinte of ouvintes) ouvinte(prefixos);
  };
  return {
    invalidar(prefixos: string[]): void {
      descartar(prefixos);
      if (prefixos.length) deps.anunciar(prefixos);
    },
    /** Another gateway invalidated these prefixes. */
    recebida(prefixos: string[]): void {
      descartar(prefixos);
    },
    /** Another cache of this process that drops its entries with the same keys. */
    ouvir(ouvinte: (prefixos: string[]) => void): void {
      ouvintes.push(ouvinte);
    },
  };
}

export type Invalidacao = ReturnType<typeof createInvalidacao>;
