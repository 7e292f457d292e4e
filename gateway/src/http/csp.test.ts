import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { empresas } from '@cardapio/core/testing';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { RunningServer } from '../server';
import { createTestServer } from '../testing/test-server';
import { cacheKeys } from '@cardapio/core';

/**
 * The Content-Security-Policy (issue 11 §6): scripts only from the site, plus Meta's host on the
 * pages of a company that has a pixel; never an inline script; images from the site, data: (the
 * PIX QR code) and the configured image hosts.
 */
const CDN = 'https://cdn.exemplo.com.br';
const PIXEL = 'https://connect.facebook.net';
const EVENTOS_DO_PIXEL = 'https://www.facebook.com';

let server: RunningServer;
let app: Express;
let webDist: string;

beforeAll(async () => {
  server = await createTestServer();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
  );
  app = createApp(server.core, {
    health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
    webDist,
    cspImgHosts: [CDN],
  });
  await server.database.db
    .update(empresas)
    .set({ pixel_id: '1234567890' })
    .where(eq(empresas.id, 2));
  server.core.cache.invalidate(cacheKeys.metaPixel(2));
});
afterAll(async () => {
  fs.rmSync(webDist, { recursive: true, force: true });
  await server.close();
});

/** The header as directive → sources. */
async function politica(caminho: string, host?: string): Promise<Record<string, string[]>> {
  const chamada = request(app).get(caminho);
  if (host) chamada.set('Host', host);
  const res = await chamada;
  expect(res.status).toBeLessThan(500);
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((diretiva) => diretiva.trim().split(/\s+/))
      .map(([nome, ...fontes]) => [nome, fontes]),
  );
}

test('the SPA page of a company without a pixel allows scripts from the site only', async () => {
  const res = await request(app).get('/menu/1');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const csp = await politica('/menu/1');
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', CDN]);
  expect(csp['font-src']).toEqual(["'self'", 'data:']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(JSON.stringify(csp)).not.toContain('facebook');
});

test.each(['/menu/2', '/menu/2/', '/login/2', '/registro/2', '/recuperar-senha/2'])(
  '%s (a company with a pixel) also allows the pixel hosts',
  async (caminho) => {
    const csp = await politica(caminho);
    expect(csp['script-src']).toEqual(["'self'", PIXEL]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', CDN, EVENTOS_DO_PIXEL]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining([EVENTOS_DO_PIXEL, PIXEL]));
  },
);

test.each(['/', '/menu', '/dashboard', '/monitor', '/garcom/dashboard', '/menu/999', '/menu/x'])(
  '%s never allows the pixel of company 2',
  async (caminho) => {
    expect((await politica(caminho))['script-src']).toEqual(["'self'"]);
  },
);

test('an id beyond the integer column is a page with the strict policy, not an error', async () => {
  for (const caminho of ['/menu/2147483648', '/menu/99999999999999999999', '/menu/0']) {
    const res = await request(app).get(caminho);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  }
});

test('no directive ever allows inline scripts or eval', async () => {
  for (const caminho of ['/menu/1', '/menu/2', '/dashboard', '/api/health']) {
    const csp = await politica(caminho);
    for (const diretiva of ['default-src', 'script-src', 'script-src-attr'])
      expect(csp[diretiva]).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/unsafe-inline|unsafe-eval|^\*$|^https?:$/)]),
      );
  }
});

test('the pixel follows the company: set, then removed', async () => {
  const db = server.database.db;
  const [nova] = await db
    .insert(empresas)
    .values({ nome: 'Loja Nova', pixel_id: '  ' })
    .returning();
  const pagina = `/menu/${nova!.id}`;
  const mudar = async (pixel_id: string | null) => {
    await db.update(empresas).set({ pixel_id }).where(eq(empresas.id, nova!.id));
    server.core.cache.invalidate(cacheKeys.metaPixel(nova!.id));
  };
  expect((await politica(pagina))['script-src']).toEqual(["'self'"]);
  await mudar('555');
  expect((await politica(pagina))['script-src']).toEqual(["'self'", PIXEL]);
  await mudar(null);
  expect((await politica(pagina))['script-src']).toEqual(["'self'"]);
});

test("Socket.IO's WebSocket of the same host is allowed; a forged Host adds nothing", async () => {
  const csp = await politica('/monitor', 'loja.exemplo.com.br:8443');
  expect(csp['connect-src']).toEqual([
    "'self'",
    'ws://loja.exemplo.com.br:8443',
    'wss://loja.exemplo.com.br:8443',
  ]);
  const forjado = await politica('/monitor', "x.com;script-src 'unsafe-inline'");
  expect(forjado['connect-src']).toEqual(["'self'"]);
  expect(forjado['script-src']).toEqual(["'self'"]);
});

test('API answers carry the policy too (harmless on JSON)', async () => {
  const res = await request(app).get('/api/health');
  expect(res.status).toBe(200);
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('web/index.html has no inline script (the policy would block it)', () => {
  const html = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'web', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, atributos, corpo] of scripts) {
    expect(atributos).toMatch(/\bsrc=/);
    expect((corpo ?? '').trim()).toBe('');
  }
});

describe('CSP_IMG_HOSTS', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: os.tmpdir() };
  test('is a comma separated list of hosts', () => {
    expect(loadConfig(base).cspImgHosts).toEqual([]);
    expect(
      loadConfig({ ...base, CSP_IMG_HOSTS: ' https://cdn.loja.com.br, *.cloudfront.net ,' })
        .cspImgHosts,
    ).toEqual(['https://cdn.loja.com.br', '*.cloudfront.net']);
  });
  test.each(["https://cdn.com; script-src 'unsafe-inline'", '*', 'https://a b', "'unsafe-inline'"])(
    'refuses %s at start-up',
    (valor) => {
      expect(() => loadConfig({ ...base, CSP_IMG_HOSTS: valor })).toThrow(/CSP_IMG_HOSTS inválido/);
    },
  );
});
