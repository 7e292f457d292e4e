import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheKeys, type Core } from '@cardapio/core';
import { CABECALHO_LIDO_EM } from '@cardapio/shared-events';
import { politicaDeConteudo } from '../csp';
import { cacheControlPublico, MAX_AGE_PADRAO_S } from '../publico/cached';
import { idDaRequisicao, REQUEST_ID_HEADER } from '../request-id';
import { cabecalhosFixosDeSeguranca } from '../seguranca';

type Entrada = NonNullable<ReturnType<Core['cache']['peek']>>;

/**
 * Public reads whose answer is a cache entry named by one id, as their Express routes answer
 * them (`sendCached` with the default lifetime). The opening-hours status (keyed by the minute)
 * and the freight info (id in the query) stay with Express.
 */
const ROTAS: Array<{ caminho: RegExp; chave: (id: number) => string }> = [
  { caminho: /^\/api\/menu\/(\d{1,10})$/, chave: cacheKeys.menu },
  { caminho: /^\/api\/categorias\/(\d{1,10})$/, chave: cacheKeys.categorias },
  { caminho: /^\/api\/menu\/produto\/(\d{1,10})\/opcoes$/, chave: cacheKeys.opcoes },
  { caminho: /^\/api\/empresa\/(\d{1,10})\/public$/, chave: cacheKeys.empresa },
  { caminho: /^\/api\/meta-pixel\/(\d{1,10})$/, chave: cacheKeys.metaPixel },
];
const MAIOR_ID = 2_147_483_647;
/** Hosts whose policy is remembered; beyond that (a client inventing hosts) it is rebuilt. */
const POLITICAS_GUARDADAS = 64;
/** The same test `fresh` (Express's req.fresh) applies: such a request is never answered 304. */
const SEM_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** The cache key of a public read's URL (a query does not change the answer), if it is one. */
export function chaveDaLeitura(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const fim = url.indexOf('?');
  const caminho = fim === -1 ? url : url.slice(0, fim);
  for (const rota of ROTAS) {
    const id = Number(rota.caminho.exec(caminho)?.[1]);
    if (id >= 1 && id <= MAIOR_ID) return rota.chave(id);
  }
  return undefined;
}

/**
 * The body form Express would pick: gzip when listed (the cached gzip), plain when the client
 * names no encoding. Anything else (q-values, `*`, only br or deflate, which the compression
 * middleware encodes per request) is left to Express.
 */
function codificacao(aceitas: string | undefined): 'gzip' | 'nenhuma' | undefined {
  if (aceitas === undefined) return 'nenhuma';
  if (aceitas.includes(';')) return undefined;
  return aceitas.split(',').some((c) => c.trim() === 'gzip') ? 'gzip' : undefined;
}

/**
 * The fast path of cached public reads: answers a GET whose entry is in the read cache with the
 * very status, headers and bytes the Express route would send (headers precomputed per entry),
 * and answers false for everything else, which then goes to Express: a cold or expired entry,
 * an invalid id, other methods (HEAD included), a request with a body, a conditional request
 * other than an If-None-Match of the entry's ETag, X-Forwarded-Host (Express decides whether to
 * trust it for the CSP's host), encodings other than gzip or none.
 */
export function leiturasPublicasRapidas(
  core: Core,
  opcoes: { hostsDeImagem?: readonly string[] } = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const hostsDeImagem = opcoes.hostsDeImagem ?? [];
  const seguranca = cabecalhosFixosDeSeguranca().flat();
  const cacheControl = cacheControlPublico(MAX_AGE_PADRAO_S);
  const politicas = new Map<string, string>();
  const preparadas = new WeakMap<Entrada, ReturnType<typeof preparar>>();

  function politica(host: string | undefined): string {
    const guardada = politicas.get(host ?? '');
    if (guardada !== undefined) return guardada;
    const nova = politicaDeConteudo({ pixel: false, hostsDeImagem, host });
    if (politicas.size < POLITICAS_GUARDADAS) politicas.set(host ?? '', nova);
    return nova;
  }

  /** What follows the per-request headers, in the order Express writes them. */
  function preparar(entrada: Entrada) {
    const comuns = [
      'Cache-Control',
      cacheControl,
      'ETag',
      entrada.etag,
      'Vary',
      'Accept-Encoding',
      'Content-Type',
      'application/json; charset=utf-8',
    ];
    const plano = Buffer.from(entrada.body);
    return {
      gzip: [...comuns, 'Content-Encoding', 'gzip', 'Content-Length', String(entrada.gzip.length)],
      nenhuma: [...comuns, 'Content-Length', String(plano.length)],
      naoModificada: comuns,
      plano,
      lidoEm: String(entrada.lidoEm),
    };
  }

  return (req, res) => {
    if (req.method !== 'GET') return false;
    const chave = chaveDaLeitura(req.url);
    if (chave === undefined) return false;
    const h = req.headers;
    if (
      h['x-forwarded-host'] !== undefined ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined ||
      h['if-modified-since'] !== undefined
    )
      return false;
    const forma = codificacao(h['accept-encoding']);
    if (forma === undefined) return false;
    const entrada = core.cache.peek(chave);
    if (entrada === undefined) return false;
    const condicional = h['if-none-match'];
    if (
      condicional !== undefined &&
      (condicional !== entrada.etag || SEM_CACHE.test(h['cache-control'] ?? ''))
    )
      return false;

    let preparada = preparadas.get(entrada);
    if (preparada === undefined) {
      preparada = preparar(entrada);
      preparadas.set(entrada, preparada);
    }
    const inicio = [
      REQUEST_ID_HEADER,
      idDaRequisicao(h['x-request-id']),
      ...seguranca,
      'Content-Security-Policy',
      politica(h.host),
      CABECALHO_LIDO_EM,
      preparada.lidoEm,
    ];
    if (condicional !== undefined) {
      res.writeHead(304, inicio.concat(preparada.naoModificada));
      res.end();
    } else if (forma === 'gzip') {
      res.writeHead(200, inicio.concat(preparada.gzip));
      res.end(entrada.gzip);
    } else {
      res.writeHead(200, inicio.concat(preparada.nenhuma));
      res.end(preparada.plano);
    }
    return true;
  };
}
