import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Core } from '@cardapio/core';
import {
  agruparPorCategoria,
  CARDS_PRIORITARIOS,
  srcsetDaImagem,
  TAMANHOS_DO_CARD,
  type MenuResposta,
} from '@cardapio/shared-events';
import { empresaDaVitrine } from '../csp';
import { cacheKeys } from '../publico/cached';

/** The storefront page's module in web's Vite manifest (web/src/app/router.tsx loads it lazily). */
export const MODULO_DA_VITRINE = 'src/features/menu/pages/MenuPage.tsx';

interface EntradaDoManifesto {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifesto = Record<string, EntradaDoManifesto>;

/** Modules `chave` needs before it runs (itself and its static imports), as built files. */
function fechamento(manifesto: Manifesto, chave: string, vistos = new Set<string>()): Set<string> {
  if (vistos.has(chave) || !manifesto[chave]) return vistos;
  vistos.add(chave);
  for (const importada of manifesto[chave].imports ?? []) fechamento(manifesto, importada, vistos);
  return vistos;
}

/**
 * The storefront's chunks that index.html does not already preload (those the entry needs): the
 * router asks for them only after the entry ran, one round trip too late on a phone.
 */
export function chunksDaVitrine(manifesto: Manifesto): string[] {
  const entrada = Object.keys(manifesto).find((chave) => manifesto[chave]!.isEntry);
  const jaCarregados = entrada ? fechamento(manifesto, entrada) : new Set<string>();
  return [...fechamento(manifesto, MODULO_DA_VITRINE)]
    .filter((chave) => !jaCarregados.has(chave))
    .map((chave) => `/${manifesto[chave]!.file}`);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const atributo = (valor: string) => valor.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Same-site paths only (`/imagens/…`, `/api/imagens/…`): never another host, never `//host`. */
const CAMINHO_LOCAL = /^\/(?!\/)[^\s\\]*$/;

/** The pictures of the first cards the storefront paints (the same order the web uses). */
export function imagensPrioritarias(menu: MenuResposta): string[] {
  const primeira = agruparPorCategoria(menu.produtos, menu.categorias)[0];
  return (primeira?.produtos ?? [])
    .slice(0, CARDS_PRIORITARIOS)
    .map((p) => p.imagem_url?.trim() ?? '')
    .filter((url) => CAMINHO_LOCAL.test(url));
}

function linkDaImagem(url: string): string {
  const srcset = srcsetDaImagem(url);
  // The img asks for the same srcset and sizes: the preload is reused, not downloaded twice.
  const variantes = srcset
    ? ` imagesrcset="${atributo(srcset)}" imagesizes="${atributo(TAMANHOS_DO_CARD)}"`
    : '';
  return `<link rel="preload" as="image" href="${atributo(url)}"${variantes} fetchpriority="high">`;
}

/**
 * What the storefront of `empresaId` asks for first, requested by the HTML itself so it travels
 * with the code instead of after it: the menu, the company and its open/closed status (read by
 * RTK Query with fetch: same-origin credentials, CORS mode — `crossorigin` matches them), the
 * first cards' pictures and the page's chunks.
 */
export function preloadsDaVitrine(
  empresaId: number,
  chunks: readonly string[],
  imagens: readonly string[],
): string {
  const dados = [
    `/api/menu/${empresaId}`,
    `/api/empresa/${empresaId}/public`,
    `/api/horario-funcionamento/status/${empresaId}`,
  ].map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`);
  return [
    ...dados,
    ...imagens.map(linkDaImagem),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${atributo(file)}">`),
  ].join('');
}

/** The first pictures of the company's menu, from the read cache GET /api/menu/:id answers. */
async function imagensDoMenu(core: Core, empresaId: number): Promise<string[]> {
  try {
    const { body } = await core.cache.get(cacheKeys.menu(empresaId), () =>
      core.cardapio.menu(empresaId),
    );
    return imagensPrioritarias(JSON.parse(body) as MenuResposta);
  } catch {
    // An unknown company or a failed read: the page still loads, only without picture hints.
    return [];
  }
}

/** index.html and the storefront's chunks, read again when a new build replaces them. */
function lerBuild(webDist: string) {
  const arquivo = path.join(webDist, 'index.html');
  let cache: { mtimeMs: number; html: string; chunks: string[] } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(arquivo);
    if (cache?.mtimeMs !== mtimeMs) {
      let chunks: string[] = [];
      try {
        const manifesto = fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8');
        chunks = chunksDaVitrine(JSON.parse(manifesto) as Manifesto);
      } catch {
        // A build without a manifest: the page loads as before, its chunks after the entry.
      }
      cache = { mtimeMs, html: fs.readFileSync(arquivo, 'utf8'), chunks };
    }
    return cache;
  };
}

/**
 * The SPA's history fallback: index.html for every client-side route; a storefront's gets, in
 * its head, the preloads of what its first paint needs.
 */
export function servirIndexHtml(core: Core, webDist: string): RequestHandler {
  const build = lerBuild(webDist);
  return (req, res, next) => {
    const { html, chunks } = build();
    res.set('Cache-Control', 'no-cache');
    res.type('html');
    const empresaId = empresaDaVitrine(req.path);
    if (empresaId === undefined) {
      res.send(html);
      return;
    }
    imagensDoMenu(core, empresaId)
      .then((imagens) => {
        const links = preloadsDaVitrine(empresaId, chunks, imagens);
        res.send(html.replace('</head>', `${links}</head>`));
      })
      .catch(next);
  };
}
