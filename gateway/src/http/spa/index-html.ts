import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Core } from '@cardapio/core';
import {
  agruparPorCategoria,
  CARDS_PRIORITARIOS,
  exibirEmpresa,
  srcsetDaImagem,
  TAMANHOS_DO_CARD,
  tituloDaLoja,
  type MenuResposta,
} from '@cardapio/shared-events';
import { empresaDaVitrine, empresaDoMenu } from '../csp';
import { escaparHtml, imagemDoSite } from './html';
import { lerMenu, lerVitrine, type LeituraDaVitrine } from './leitura-da-vitrine';
import { primeiraTela } from './primeira-tela';

/** The storefront page's module in web's Vite manifest (web/src/app/router.tsx loads it lazily). */
export const MODULO_DA_VITRINE = 'src/features/cardapio/pages/MenuPage.tsx';

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

/** The pictures of the first cards the storefront paints (the same order the web uses). */
export function imagensPrioritarias(menu: MenuResposta): string[] {
  const primeira = agruparPorCategoria(menu.produtos, menu.categorias)[0];
  return (primeira?.produtos ?? [])
    .slice(0, CARDS_PRIORITARIOS)
    .map((p) => imagemDoSite(p.imagem_url))
    .filter((url) => url !== undefined);
}

function linkDaImagem(url: string): string {
  const srcset = srcsetDaImagem(url);
  // The img asks for the same srcset and sizes: the preload is reused, not downloaded twice.
  const variantes = srcset
    ? ` imagesrcset="${escaparHtml(srcset)}" imagesizes="${escaparHtml(TAMANHOS_DO_CARD)}"`
    : '';
  return `<link rel="preload" as="image" href="${escaparHtml(url)}"${variantes} fetchpriority="high">`;
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
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escaparHtml(file)}">`),
  ].join('');
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
 * The storefront's page as the server sends it: in its head, the preloads of what its first paint
 * needs; inside #root on `/menu/:id`, the first screen itself (header and first cards) when the
 * company and its menu could be read. Anything else gets index.html as built.
 */
export function paginaDaVitrine(
  html: string,
  empresaId: number,
  chunks: readonly string[],
  { menu, empresa, status }: LeituraDaVitrine,
  comPrimeiraTela: boolean,
): string {
  const imagens = menu ? imagensPrioritarias(menu) : [];
  if (!comPrimeiraTela || !menu || !empresa)
    return html.replace('</head>', `${preloadsDaVitrine(empresaId, chunks, imagens)}</head>`);
  const exibida = exibirEmpresa(empresaId, empresa);
  const bloco = primeiraTela({ empresa: exibida, menu, status });
  // The first screen's pictures are its largest paint: asked for before the build's scripts, or
  // on HTTP/1.1 they wait for one of the 6 connections behind ~240 KB of JavaScript.
  const fotos = imagens.map(linkDaImagem).join('');
  const primeiroScript = html.indexOf('<script');
  const antesDosScripts =
    primeiroScript >= 0 && primeiroScript < html.indexOf('</head>')
      ? html.slice(0, primeiroScript) + fotos + html.slice(primeiroScript)
      : html.replace('</head>', () => `${fotos}</head>`);
  return (
    antesDosScripts
      // The tab says the store's name from the start, as the page will (tituloDaLoja).
      .replace(TITULO, () => `<title>${escaparHtml(tituloDaLoja(exibida.nome))}</title>`)
      .replace('</head>', () => `${preloadsDaVitrine(empresaId, chunks, [])}</head>`)
      // A function, not a string: `$&` or `$'` in a company's text must stay literal.
      .replace(RAIZ_VAZIA, () => `<div id="root">${bloco}</div>`)
  );
}

const RAIZ_VAZIA = '<div id="root"></div>';
const TITULO = /<title>[^<]*<\/title>/;

/**
 * The SPA's history fallback: index.html for every client-side route; a storefront's gets its
 * preloads and, on `/menu/:id`, its first screen (paginaDaVitrine).
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
    const comPrimeiraTela = empresaDoMenu(req.path) !== undefined;
    const leitura = comPrimeiraTela
      ? lerVitrine(core, empresaId)
      : lerMenu(core, empresaId).then((menu) => ({ menu }));
    leitura
      .then((dados) => res.send(paginaDaVitrine(html, empresaId, chunks, dados, comPrimeiraTela)))
      .catch(next);
  };
}
