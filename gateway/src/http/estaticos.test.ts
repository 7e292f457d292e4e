import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import type { RunningServer } from '../server';
import { createTestServer } from '../testing/test-server';

/**
 * Issue 25: the files outside /api. A demo picture or a built file that is not there answers a
 * 404 `{ erro }` (never a 500, never index.html), and nothing reaches the log as unexpected; the
 * SPA's own routes still get index.html.
 */
const HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let server: RunningServer;
let site: http.Server;
let porta: number;
let publico: string;
let webDist: string;
const log = jest.fn<void, [string, unknown]>();

beforeAll(async () => {
  server = await createTestServer();
  publico = fs.mkdtempSync(path.join(os.tmpdir(), 'estaticos-publico-'));
  fs.mkdirSync(path.join(publico, 'imagens', 'produtos'), { recursive: true });
  fs.writeFileSync(path.join(publico, 'imagens', 'produtos', 'x-burguer.svg'), '<svg/>');
  fs.writeFileSync(path.join(publico, 'segredo.txt'), 'fora de /imagens');
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'estaticos-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), HTML);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-a1.js'), 'export {};');
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  const app = createApp(server.core, {
    health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
    publicDir: publico,
    webDist,
    log,
  });
  site = http.createServer(app);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  porta = (site.address() as AddressInfo).port;
});
beforeEach(() => log.mockClear());
afterEach(() => {
  // Nothing a client sent here is an unexpected error of the server.
  expect(log).not.toHaveBeenCalled();
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(publico, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
  await server.close();
});

interface Resposta {
  status: number;
  tipo: string;
  cache: string;
  corpo: string;
}

/** The path exactly as written (no client normalising `..` or re-encoding anything). */
function pedir(metodo: string, caminho: string, accept = '*/*'): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: porta, method: metodo, path: caminho, headers: { accept } },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            tipo: String(res.headers['content-type'] ?? ''),
            cache: String(res.headers['cache-control'] ?? ''),
            corpo: Buffer.concat(partes).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A 4xx with `{ erro }` in pt-BR (HEAD: the status and the JSON type, no body). */
function esperarErro(res: Resposta, metodo: string, status?: number) {
  if (status === undefined) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  } else expect(res.status).toBe(status);
  expect(res.tipo).toMatch(/^application\/json/);
  if (metodo === 'HEAD') {
    expect(res.corpo).toBe('');
    return;
  }
  const corpo = JSON.parse(res.corpo) as Record<string, unknown>;
  expect(Object.keys(corpo)).toEqual(['erro']);
  expect(typeof corpo.erro).toBe('string');
}

describe('/imagens (demo pictures)', () => {
  test('an existing picture is served, for a week', async () => {
    const res = await pedir('GET', '/imagens/produtos/x-burguer.svg');
    expect(res.status).toBe(200);
    expect(res.tipo).toMatch(/^image\/svg\+xml/);
    expect(res.cache).toBe('public, max-age=604800');
    expect(res.corpo).toBe('<svg/>');
  });

  test.each(['GET', 'HEAD'])(
    '%s of a missing picture is a 404 Imagem não encontrada, without login',
    async (metodo) => {
      for (const caminho of ['/imagens/nao-existe.svg', '/imagens/produtos/nao-existe.svg']) {
        const res = await pedir(metodo, caminho);
        esperarErro(res, metodo, 404);
        if (metodo === 'GET')
          expect(JSON.parse(res.corpo)).toEqual({ erro: 'Imagem não encontrada' });
      }
    },
  );

  test.each(['GET', 'HEAD'])(
    '%s of a folder is a 404, not a listing or a redirect',
    async (metodo) => {
      for (const caminho of ['/imagens', '/imagens/', '/imagens/produtos', '/imagens/produtos/'])
        esperarErro(await pedir(metodo, caminho), metodo, 404);
    },
  );

  test.each(['GET', 'HEAD'])(
    '%s of paths that leave the folder, NUL bytes, bad encodings and very long names: 4xx',
    async (metodo) => {
      for (const caminho of [
        '/imagens/..%2fsegredo.txt',
        '/imagens/..%2f..%2fpackage.json',
        '/imagens/%2e%2e/segredo.txt',
        '/imagens/produtos/..%5c..%5csegredo.txt',
        '/imagens/a%00b.svg',
        '/imagens/%00',
        '/imagens/%E0%A4%A.svg',
        `/imagens/${'x'.repeat(300)}.svg`,
        `/imagens/${'a/'.repeat(3000)}x.svg`,
        `/imagens/${'%2e%2e%2f'.repeat(50)}etc/passwd`,
      ]) {
        const res = await pedir(metodo, caminho);
        esperarErro(res, metodo);
        expect(res.corpo).not.toContain('fora de /imagens');
      }
    },
  );

  test('other methods are a 404 { erro }, not an empty 405', async () => {
    for (const metodo of ['POST', 'PUT', 'DELETE', 'PATCH'])
      esperarErro(await pedir(metodo, '/imagens/produtos/x-burguer.svg'), metodo, 404);
  });
});

describe('the built SPA', () => {
  test('a built file is served; the SPA routes get index.html', async () => {
    const js = await pedir('GET', '/assets/index-a1.js');
    expect(js.status).toBe(200);
    expect(js.tipo).toMatch(/javascript/);
    expect(js.cache).toBe('public, max-age=31536000, immutable');
    const favicon = await pedir('GET', '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.tipo).toMatch(/^image\/svg\+xml/);
    for (const rota of [
      '/',
      '/menu',
      '/menu/1',
      '/menu/2?mesa=5.1',
      '/menu/1.5',
      '/.env',
      '/login/1',
      '/dashboard/pedidos',
      '/garcom/mesa/3',
      '/monitor',
      '/uma-pagina-que-nao-existe',
    ]) {
      const res = await pedir('GET', rota, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect({ rota, status: res.status, tipo: res.tipo }).toEqual({
        rota,
        status: 200,
        tipo: expect.stringMatching(/^text\/html/),
      });
      expect(res.corpo).toContain('<div id="root">');
    }
  });

  test.each(['GET', 'HEAD'])(
    '%s of a missing built file is a 404, not index.html (a stale tab sees the failure)',
    async (metodo) => {
      for (const caminho of [
        '/assets/index-velho.js',
        '/assets/MenuPage-c3.js',
        '/assets/index-velho.css',
        '/assets/vendor.js.map',
        '/assets/sem-extensao',
        '/assets/',
        '/assets',
        '/assets/%00.js',
        `/assets/${'x'.repeat(300)}.js`,
        '/favicon.ico',
        '/manifest.webmanifest',
        '/sw.js',
        '/robots.txt',
        '/.vite/manifest.json',
        '/.well-known/security.txt',
        '/FAVICON.ICO',
        '/menu/logo.png',
      ]) {
        const res = await pedir(metodo, caminho);
        esperarErro(res, metodo, 404);
        if (metodo === 'GET')
          expect(JSON.parse(res.corpo)).toEqual({ erro: 'Arquivo não encontrado' });
      }
    },
  );

  test("a browser's page load of a missing file is a 404 too, with the SPA's page", async () => {
    const res = await pedir('GET', '/assets/index-velho.js', 'text/html,*/*;q=0.8');
    expect(res.status).toBe(404);
    expect(res.tipo).toMatch(/^text\/html/);
    expect(res.corpo).toContain('<div id="root">');
  });

  test('methods other than GET and HEAD outside /api are a 404 { erro }', async () => {
    for (const [metodo, caminho] of [
      ['POST', '/menu/1'],
      ['PUT', '/assets/index-a1.js'],
      ['DELETE', '/'],
      ['PATCH', '/favicon.svg'],
    ] as const)
      esperarErro(await pedir(metodo, caminho), metodo, 404);
  });
});
