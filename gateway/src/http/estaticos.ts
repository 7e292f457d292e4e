import express, { type RequestHandler } from 'express';

/**
 * The files the gateway serves outside /api (demo pictures, the built SPA). A file that is not
 * there, a folder, a path that leaves the folder or cannot be decoded all fall through to the
 * next handler (`fallthrough`), which answers a 404 `{ erro }`: serve-static's own errors carry
 * Node's file-system error, which the error handler cannot tell from a fault of the server (500).
 * A folder is never redirected to its path with a slash: there is no listing behind it.
 */
export function arquivosEstaticos(
  pasta: string,
  opcoes: {
    maxAge: string;
    immutable?: boolean;
    setHeaders?: (res: express.Response, caminho: string) => void;
  },
): RequestHandler {
  return express.static(pasta, { ...opcoes, index: false, redirect: false, fallthrough: true });
}

/** GET and HEAD of a file that is not there: 404 `{ erro }`; other methods go on (to the 404 of the app). */
export function arquivoNaoEncontrado(erro: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.status(404).json({ erro });
  };
}

/** Extensions of files a browser asks a site for (build output, icons, manifests, pictures, fonts). */
const EXTENSOES_DE_ARQUIVO = new Set([
  'js',
  'mjs',
  'cjs',
  'css',
  'map',
  'json',
  'webmanifest',
  'wasm',
  'html',
  'htm',
  'txt',
  'xml',
  'ico',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'woff',
  'woff2',
  'ttf',
  'otf',
]);

/**
 * Whether a path names a file rather than a page of the SPA: everything under /assets/ (Vite's
 * output), and a last segment ending in a file's extension (`/favicon.ico`,
 * `/manifest.webmanifest`, `/sw.js`, `/robots.txt`). A page keeps its index.html even with a dot
 * in it (`/menu/1.5` is the storefront's "store not found", not a file).
 */
export function pareceArquivo(caminho: string): boolean {
  if (/^\/assets(\/|$)/.test(caminho)) return true;
  const extensao = /\.([^./]+)$/.exec(caminho)?.[1];
  return extensao !== undefined && EXTENSOES_DE_ARQUIVO.has(extensao.toLowerCase());
}

/**
 * Before the SPA's history fallback: a file of the build that is not there is a 404. A browser
 * loading it as a page gets the SPA's page (its not-found screen) with that status; a script, a
 * style sheet or a fetch gets `{ erro }`.
 */
export const arquivoDoBuildNaoEncontrado: RequestHandler = (req, res, next) => {
  if (!pareceArquivo(req.path)) {
    next();
    return;
  }
  res.status(404);
  if (req.accepts(['json', 'html']) === 'html') {
    next();
    return;
  }
  res.set('Cache-Control', 'no-cache').json({ erro: 'Arquivo não encontrado' });
};
