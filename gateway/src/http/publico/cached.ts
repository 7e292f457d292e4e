import type { Request, Response } from 'express';
import type { Core, LeituraPublica } from '@cardapio/core';
import { CABECALHO_LIDO_EM } from '@cardapio/shared-events';

/** How long browsers and shared caches keep a public read unless the route says otherwise. */
export const MAX_AGE_PADRAO_S = 60;

export const cacheControlPublico = (maxAgeSeconds: number) =>
  `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`;

/**
 * Answers one of core's public reads (core.leiturasPublicas: the key and its loader) from the
 * process cache with an ETag (a matching If-None-Match gets 304) and a short shared-cache
 * lifetime, gzipped when the client accepts it.
 */
export async function sendCached(
  core: Core,
  req: Request,
  res: Response,
  leitura: LeituraPublica,
  id: number,
): Promise<void> {
  const { body, etag, gzip, lidoEm } = await core.lerPublica(leitura, id);
  res.set('Cache-Control', cacheControlPublico(leitura.maxAgeS ?? MAX_AGE_PADRAO_S));
  res.set(CABECALHO_LIDO_EM, String(lidoEm));
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

/** The JSON of a public read, or undefined when it fails (an unknown or inactive company). */
export async function lerPublicaJson<T>(
  core: Core,
  leitura: LeituraPublica<T>,
  id: number,
): Promise<T | undefined> {
  try {
    return JSON.parse((await core.lerPublica(leitura, id)).body) as T;
  } catch {
    return undefined;
  }
}
