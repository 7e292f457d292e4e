import type { CachedBody, ReadCache } from './read-cache';

/**
 * A public read the gateways answer from their process cache: the entry's key and the loader
 * that fills it live together, in the area that owns the data (cardapio/leituras.ts, …), so the
 * gateway's cache knows nothing of what an entry means. The area's writes invalidate the same
 * keys (shared/cache-keys.ts).
 */
export interface LeituraPublica<T = unknown> {
  /** The cache entry of this id (a company's, a product's). */
  chave: (id: number) => string;
  carregar: (id: number) => Promise<T>;
  /** How long browsers and shared caches may keep the answer, in seconds (default 60). */
  maxAgeS?: number;
}

/** The cached answer of a public read: its JSON text, ETag and gzipped bytes. */
export function lerPublica(
  cache: ReadCache,
  leitura: LeituraPublica,
  id: number,
): Promise<CachedBody> {
  return cache.get(leitura.chave(id), () => leitura.carregar(id));
}
