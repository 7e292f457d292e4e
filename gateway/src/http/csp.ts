import type { Request, RequestHandler } from 'express';
import type { Core } from '@cardapio/core';
import { idDoCaminho } from '@cardapio/shared-events';
import { lerPublicaJson } from './publico/cached';

/** Hosts of the Meta pixel: fbevents.js and its config come from one, the events go to the other. */
export const HOSTS_DO_PIXEL = {
  script: 'https://connect.facebook.net',
  eventos: 'https://www.facebook.com',
} as const;

export interface OpcoesDaPolitica {
  /** The company in the page's path has a Meta pixel: its hosts are allowed. */
  pixel: boolean;
  /** Where product images may come from besides the site (CSP_IMG_HOSTS). */
  hostsDeImagem: readonly string[];
  /** The host the browser asked for (`loja.com.br:8443`), for Socket.IO's ws:/wss:. */
  host?: string;
}

const HOST_VALIDO = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The Content-Security-Policy of every response. Session tokens live in localStorage, so any
 * script that runs in the page could read them all: scripts come only from the site (no inline
 * script, no eval) and, on a storefront whose company has a pixel, from Meta's host.
 */
export function politicaDeConteudo({ pixel, hostsDeImagem, host }: OpcoesDaPolitica): string {
  const doPixel = (...hosts: string[]) => (pixel ? hosts : []);
  // CSP3 lets 'self' match ws:/wss: of the same host (current Chromium and Firefox do); older
  // Safari did not, so Socket.IO's WebSocket is named explicitly.
  const websocket = host && HOST_VALIDO.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const diretivas: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...doPixel(HOSTS_DO_PIXEL.script)],
    'script-src-attr': ["'none'"],
    // Chakra (emotion) and next-themes write <style> elements at run time, and index.html paints
    // the background before the bundle loads. A nonce would need the HTML rewritten per request
    // and handed to emotion's cache and to next-themes; styles cannot read localStorage, so the
    // tokens stay out of reach either way.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the PIX QR code (a base64 PNG), blob: for local previews.
    'img-src': ["'self'", 'data:', 'blob:', ...hostsDeImagem, ...doPixel(HOSTS_DO_PIXEL.eventos)],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...websocket,
      ...doPixel(HOSTS_DO_PIXEL.eventos, HOSTS_DO_PIXEL.script),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(diretivas)
    .map(([nome, fontes]) => `${nome} ${fontes.join(' ')}`)
    .join('; ');
}

/**
 * Customer pages of one company. The SPA moves between them without reloading (login →
 * storefront), so the policy the first page got must already allow that company's pixel.
 */
const PAGINA_DA_EMPRESA = /^\/(?:menu|login|registro|recuperar-senha)\/(\d{1,10})\/?$/;
/** `/` and `/menu` redirect in the SPA to the default storefront (web/src/app/router.tsx). */
const LOJA_PADRAO = /^\/(?:menu\/?)?$/;
const EMPRESA_PADRAO = 1;
const VITRINE = /^\/menu\/(\d{1,10})\/?$/;

/** The company of a `/menu/:id` path, if any (not `/` nor `/menu`, which the SPA redirects). */
export function empresaDoMenu(caminho: string): number | undefined {
  return idDoCaminho(VITRINE.exec(caminho)?.[1]) ?? undefined;
}

/** The company whose storefront the path is (`/menu/:id`, or `/` and `/menu`), if any. */
export function empresaDaVitrine(caminho: string): number | undefined {
  return LOJA_PADRAO.test(caminho) ? EMPRESA_PADRAO : empresaDoMenu(caminho);
}

/** The company whose storefront (or customer page) the path is, if any. */
export function empresaDaPagina(caminho: string): number | undefined {
  if (LOJA_PADRAO.test(caminho)) return EMPRESA_PADRAO;
  return idDoCaminho(PAGINA_DA_EMPRESA.exec(caminho)?.[1]) ?? undefined;
}

/** The company's public pixel, from the same cache entry GET /api/meta-pixel/:id answers. */
async function temPixel(core: Core, empresaId: number): Promise<boolean> {
  // An unknown company or a failed read: the page gets the strict policy.
  const pixel = await lerPublicaJson(core, core.leiturasPublicas.metaPixel, empresaId);
  return Boolean(pixel?.pixel_id);
}

const POLITICAS_GUARDADAS = 64;

/** Sets the policy on every response; a company page's GET looks up the company's pixel. */
export function contentSecurityPolicy(
  core: Core,
  opcoes: { hostsDeImagem?: readonly string[] } = {},
): RequestHandler {
  const hostsDeImagem = opcoes.hostsDeImagem ?? [];
  // The policy depends only on the pixel and the host: built once for each pair seen (a few per
  // deployment), not on every response; past a bound (the Host header is the client's) it is
  // built each time.
  const prontas = new Map<string, string>();
  const definir = (req: Request, pixel: boolean) => {
    const chave = `${pixel ? 1 : 0}${req.host}`;
    const pronta = prontas.get(chave);
    if (pronta !== undefined) return pronta;
    const politica = politicaDeConteudo({ pixel, hostsDeImagem, host: req.host });
    if (prontas.size < POLITICAS_GUARDADAS) prontas.set(chave, politica);
    return politica;
  };
  return (req, res, next) => {
    const empresaId =
      req.method === 'GET' || req.method === 'HEAD' ? empresaDaPagina(req.path) : undefined;
    if (empresaId === undefined) {
      res.setHeader('Content-Security-Policy', definir(req, false));
      next();
      return;
    }
    void temPixel(core, empresaId).then((pixel) => {
      res.setHeader('Content-Security-Policy', definir(req, pixel));
      next();
    });
  };
}
