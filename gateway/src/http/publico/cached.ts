import type { Request, Response } from 'express';
import type { Core } from '@cardapio/core';

/** How long browsers and shared caches keep a public read unless the route says otherwise. */
export const MAX_AGE_PADRAO_S = 60;

export const cacheControlPublico = (maxAgeSeconds: number) =>
  `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`;

/**
 * Answers a hot public read from the process cache with an ETag (a matching If-None-Match gets
 * 304) and a short shared-cache lifetime, gzipped when the client accepts it.
 */
export async function sendCached(
  core: Core,
  req: Request,
  res: Response,
  key: string,
  load: () => Promise<unknown>,
  maxAgeSeconds = MAX_AGE_PADRAO_S,
): Promise<void> {
  const { body, etag, gzip } = await core.cache.get(key, load);
  res.set('Cache-Control', cacheControlPublico(maxAgeSeconds));
  res.set('ETag', etag);
  res.vary('Accept-Encoding');
  res.type('application/json');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Compressed once when cached, not on every request (the compression middleware skips it).
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(gzip);
    return;
  }
  res.send(body);
}

/** The keys are core's: core invalidates them after its writes. */
export { cacheKeys } from '@cardapio/core';
