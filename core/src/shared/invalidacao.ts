import type { ReadCache } from './read-cache';

/**
 * Drops stale public reads after a write committed: from this process's cache at once, and from
 * every other gateway's through the port (Socket.IO's inter-server bus), so no gateway answers
 * the old menu until its TTL runs out.
 */
export function createInvalidacao(deps: {
  cache: ReadCache;
  /** Tells the other processes' caches (a no-op in single-process mode). */
  anunciar: (prefixos: string[]) => void;
}) {
  return {
    invalidar(prefixos: string[]): void {
      for (const prefixo of prefixos) deps.cache.invalidate(prefixo);
      if (prefixos.length) deps.anunciar(prefixos);
    },
    /** Another gateway invalidated these prefixes. */
    recebida(prefixos: string[]): void {
      for (const prefixo of prefixos) deps.cache.invalidate(prefixo);
    },
  };
}

export type Invalidacao = ReturnType<typeof createInvalidacao>;
