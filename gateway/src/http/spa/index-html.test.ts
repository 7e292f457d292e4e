import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { produtos } from '@cardapio/core/testing';
import {
  agruparPorCategoria,
  formatarReais,
  CARDS_PRIORITARIOS,
  type MenuResposta,
} from '@cardapio/shared-events';
import { createApp } from '../../app';
import type { RunningServer } from '../../server';
import { createTestServer } from '../../testing/test-server';
import { cacheKeys } from '@cardapio/core';
import { chunksDaVitrine, MODULO_DA_VITRINE } from './index-html';

/**
 * The storefront's index.html asks for what its first paint needs (the menu, the company, its
 * status, the first pictures, the page's chunks) from its head; every other page gets the
 * built file untouched.
 */
const HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"></head><body><div id="root"></div></body></html>';

const MANIFESTO = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_vendor-b2.js'],
    dynamicImports: [MODULO_DA_VITRINE, 'src/features/dashboard/pages/DashboardPage.tsx'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  [MODULO_DA_VITRINE]: {
    file: 'assets/MenuPage-c3.js',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js', '_card-d4.js'],
  },
  '_card-d4.js': { file: 'assets/card-d4.js', imports: ['_vendor-b2.js'] },
  'src/features/dashboard/pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage-e5.js',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
};

let server: RunningServer;
let app: Express;
let webDist: string;

beforeAll(async () => {
  server = await createTestServer();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'index-html-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFESTO));
  app = createApp(server.core, {
    health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
    webDist,
  });
});
afterAll(async () => {
  fs.rmSync(webDist, { recursive: true, force: true });
  await server.close();
});

async function pagina(caminho: string): Promise<string> {
  const res = await request(app).get(caminho);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.text;
}

const LINKS_DO_BUILD = HTML.match(/<link [^>]*>/g)!;

/** The `<link>`s the gateway added to the head, in the page's order. */
function linksInjetados(html: string): string[] {
  const cabeca = html.slice(0, html.indexOf('</head>'));
  return (cabeca.match(/<link [^>]*>/g) ?? []).filter((l) => !LINKS_DO_BUILD.includes(l));
}

/** The pictures the storefront itself paints first: the web's own grouping of the menu. */
async function primeirasImagens(empresaId: number): Promise<string[]> {
  const menu = (await request(app).get(`/api/menu/${empresaId}`)).body as MenuResposta;
  return agruparPorCategoria(menu.produtos, menu.categorias)[0]!
    .produtos.slice(0, CARDS_PRIORITARIOS)
    .map((p) => p.imagem_url!);
}

test("a storefront's page preloads its first pictures, before the build's scripts, then its data and chunks", async () => {
  const html = await pagina('/menu/2');
  const imagens = await primeirasImagens(2);
  expect(imagens).toHaveLength(2);
  const fotos = imagens.map(
    (url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`,
  );
  expect(linksInjetados(html)).toEqual([
    ...fotos,
    '<link rel="preload" as="fetch" crossorigin href="/api/menu/2">',
    '<link rel="preload" as="fetch" crossorigin href="/api/empresa/2/public">',
    '<link rel="preload" as="fetch" crossorigin href="/api/horario-funcionamento/status/2">',
    '<link rel="modulepreload" crossorigin href="/assets/MenuPage-c3.js">',
    '<link rel="modulepreload" crossorigin href="/assets/card-d4.js">',
  ]);
  // On HTTP/1.1 the pictures must not queue for a connection behind the JavaScript.
  expect(html.indexOf(fotos.at(-1)!)).toBeLessThan(html.indexOf('<script'));
  // The build's own head is kept as it was; #root holds the first screen (primeira-tela.ts).
  const semInjetados = linksInjetados(html).reduce((h, link) => h.replace(link, ''), html);
  expect(semInjetados.startsWith(HTML.slice(0, HTML.indexOf('</head>')))).toBe(true);
  expect(html).toMatch(
    /<\/head><body><div id="root"><style>[^<]*<\/style><div class="pt" data-testid="primeira-tela" aria-hidden="true">.*<\/div><\/div><\/body><\/html>$/,
  );
});

test('without a first screen (/, /menu) the preloads stay at the end of the head, as before', async () => {
  const html = await pagina('/');
  expect(linksInjetados(html).slice(0, 3)).toEqual([
    '<link rel="preload" as="fetch" crossorigin href="/api/menu/1">',
    '<link rel="preload" as="fetch" crossorigin href="/api/empresa/1/public">',
    '<link rel="preload" as="fetch" crossorigin href="/api/horario-funcionamento/status/1">',
  ]);
  expect(html.startsWith(HTML.slice(0, HTML.indexOf('</head>')))).toBe(true);
});

/** What the server drew inside #root, if anything. */
function primeiraTelaDe(html: string): string | undefined {
  const inicio = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const conteudo = html.slice(inicio, html.lastIndexOf('</div></body>'));
  return conteudo === '' ? undefined : conteudo;
}

test("a storefront's page carries its first screen: the company and the first cards, as the API has them", async () => {
  const empresa = (await request(app).get('/api/empresa/2/public')).body as { nome: string };
  const menu = (await request(app).get('/api/menu/2')).body as MenuResposta;
  const primeiros = agruparPorCategoria(menu.produtos, menu.categorias)[0]!.produtos.slice(0, 4);
  const bloco = primeiraTelaDe(await pagina('/menu/2'))!;
  expect(bloco).toContain(`<p class="pt-empresa">${empresa.nome}</p>`);
  expect(bloco).toMatch(/<span class="pt-selo pt-(aberta|fechada)">/);
  for (const produto of primeiros) {
    expect(bloco).toContain(`<p class="pt-nome">${produto.nome}</p>`);
    expect(bloco).toContain(`<span class="pt-preco">${formatarReais(produto.preco)}</span>`);
  }
  // The pictures it paints are the ones the head preloads.
  const fotos = [...bloco.matchAll(/<img src="([^"]+)"[^>]*fetchpriority="high"/g)].map(
    (m) => m[1],
  );
  expect(fotos).toEqual(await primeirasImagens(2));
});

test('no first screen for an unknown company, nor on / and /menu (the SPA redirects them)', async () => {
  for (const caminho of ['/menu/987654', '/', '/menu', '/menu/']) {
    const html = await pagina(caminho);
    expect(primeiraTelaDe(html)).toBeUndefined();
    expect(html).not.toContain('primeira-tela');
  }
});

test('/ and /menu are the default storefront (company 1), as the SPA redirects them', async () => {
  for (const caminho of ['/', '/menu', '/menu/', '/menu/1/']) {
    // (/menu/1/ also gets the first screen, whose pictures come first.)
    const links = linksInjetados(await pagina(caminho));
    expect(links).toContain('<link rel="preload" as="fetch" crossorigin href="/api/menu/1">');
    expect(links.join()).not.toMatch(/\/api\/(menu|empresa)\/(?!1\b)\d/);
  }
});

test('other pages, and paths that are not a valid company id, get the built file untouched', async () => {
  for (const caminho of [
    '/dashboard',
    '/login/1',
    '/monitor',
    '/garcom/mesa/3',
    '/menu/abc',
    '/menu/1abc',
    '/menu/0x10',
    '/menu/0',
    '/menu/-1',
    '/menu/1.5',
    '/menu/99999999999',
    '/menu/2147483648',
    '/menu/1%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/menu/1/extra',
  ]) {
    expect(await pagina(caminho)).toBe(HTML);
  }
});

test('an unknown company still gets its data preloads (the page learns the 404 from them), no pictures', async () => {
  expect(linksInjetados(await pagina('/menu/987654'))).toEqual([
    '<link rel="preload" as="fetch" crossorigin href="/api/menu/987654">',
    '<link rel="preload" as="fetch" crossorigin href="/api/empresa/987654/public">',
    '<link rel="preload" as="fetch" crossorigin href="/api/horario-funcionamento/status/987654">',
    '<link rel="modulepreload" crossorigin href="/assets/MenuPage-c3.js">',
    '<link rel="modulepreload" crossorigin href="/assets/card-d4.js">',
  ]);
});

describe('picture URLs come from staff input', () => {
  let originais: { id: number; imagem_url: string | null }[] = [];

  beforeAll(async () => {
    const menu = (await request(app).get('/api/menu/2')).body as MenuResposta;
    const primeiros = agruparPorCategoria(menu.produtos, menu.categorias)[0]!.produtos.slice(0, 2);
    originais = primeiros.map(({ id, imagem_url }) => ({ id, imagem_url }));
  });
  afterAll(async () => {
    for (const { id, imagem_url } of originais)
      await server.database.db.update(produtos).set({ imagem_url }).where(eq(produtos.id, id));
    server.core.cache.invalidate(cacheKeys.menu(2));
  });

  async function definirImagens(urls: string[]) {
    for (const [i, url] of urls.entries())
      await server.database.db
        .update(produtos)
        .set({ imagem_url: url })
        .where(eq(produtos.id, originais[i]!.id));
    server.core.cache.invalidate(cacheKeys.menu(2));
  }

  test('quotes and angle brackets are escaped; other hosts and protocol-relative URLs are not preloaded', async () => {
    await definirImagens([
      '/x.svg"onload="alert(1)"><script>alert(2)</script>',
      '//evil.example/x.png',
    ]);
    const html = await pagina('/menu/2');
    expect(html).not.toContain('onload="alert');
    expect(html).not.toContain('<script>alert');
    const imagens = linksInjetados(html).filter((l) => l.includes('as="image"'));
    expect(imagens).toEqual([
      '<link rel="preload" as="image" href="/x.svg&quot;onload=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" fetchpriority="high">',
    ]);

    for (const urls of [
      ['https://cdn.exemplo.com.br/x.png', 'javascript:alert(1)'],
      ['/a b.svg', '/\\evil.example/x.png'],
    ]) {
      await definirImagens(urls);
      expect(linksInjetados(await pagina('/menu/2')).join()).not.toContain('as="image"');
    }
  });

  test('a catalogue picture is preloaded with the srcset and sizes the card asks for', async () => {
    const url = `/api/imagens/7-${'a'.repeat(32)}.webp`;
    await definirImagens([url, '/imagens/produtos/x-salada.svg']);
    const imagens = linksInjetados(await pagina('/menu/2')).filter((l) => l.includes('as="image"'));
    expect(imagens).toEqual([
      `<link rel="preload" as="image" href="${url}" imagesrcset="${url}?w=320 320w, ${url}?w=480 480w, ${url}?w=640 640w" imagesizes="(min-width: 1024px) 240px, 50vw" fetchpriority="high">`,
      '<link rel="preload" as="image" href="/imagens/produtos/x-salada.svg" fetchpriority="high">',
    ]);
  });
});

test('the chunks to preload are the storefront module and its imports the entry does not load', () => {
  expect(chunksDaVitrine(MANIFESTO)).toEqual(['/assets/MenuPage-c3.js', '/assets/card-d4.js']);
  // A build where the storefront went into the entry's own chunks: nothing more to ask for.
  expect(chunksDaVitrine({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toEqual([]);
});
