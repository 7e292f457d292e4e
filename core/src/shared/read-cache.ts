import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedBody {
  /** The JSON answer, serialised once. */
  body: string;
  /** A validator of the body, for If-None-Match (weak: the gzip and plain forms share it). */
  etag: string;
  /** The body gzipped once, for every client that accepts it. */
  gzip: Buffer;
  /** When the load began (ms): everything published before it is in the body. */
  lidoEm: number;
}

/**
 * The in-process cache of hot public reads (menu, categories, options, company, opening-hours
 * status). Entries live at most `ttlMs`, so a change made through another gateway shows up
 * within that bound; a change made through this process invalidates its keys at once.
 */
export function createReadCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 5000;
  const entries = new Map<string, CachedBody & { expiresAt: number }>();
  const loading = new Map<string, Promise<CachedBody>>();
  // A load that started before an invalidation must not store what it read.
  let generation = 0;

  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  };

  return {
    /** The entry when it is cached and fresh, without loading (the gateway's fast path). */
    peek(key: string): CachedBody | undefined {
      return fresh(key);
    },
    async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
      const hit = fresh(key);
      if (hit) return hit;
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const promise = (async () => {
        const lidoEm = Date.now();
        const body = JSON.stringify(await load());
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const entry = {
          body,
          etag,
          gzip: gzipSync(body),
          lidoEm,
          expiresAt: Date.now() + options.ttlMs,
        };
        if (startedAt === generation) entries.set(key, entry);
        return entry;
      })();
      loading.set(key, promise);
      try {
        return await promise;
      } finally {
        loading.delete(key);
      }
    },
    /**
     * Drops the key and the keys under it: `status:1` drops `status:1:530`, while `menu:1` does
     * not drop `menu:12` (another company's menu).
     */
    invalidate(chave: string): void {
      generation += 1;
      const sob = (key: string) => key === chave || key.startsWith(`${chave}:`);
      for (const key of entries.keys()) if (sob(key)) entries.delete(key);
      // A read after this must not join a load that began before it (it would get the old body).
      for (const key of loading.keys()) if (sob(key)) loading.delete(key);
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
