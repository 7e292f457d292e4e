import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { cacheKeys } from '@cardapio/core';
import { createTestDatabase } from '@cardapio/core/testing';
import { createInProcessQueue } from '@cardapio/workers';
import type { MenuResposta } from '@cardapio/shared-events';
import { startServer, type RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { loginStaff } from '../../testing/sessions';
import { testConfig } from '../../testing/test-server';
import { chaveDaLeitura, leiturasPublicasRapidas } from './leituras-publicas';

/**
 * Two gateways on one database: `rapido` answers cached public reads before Express, `express`
 * has that path off. Every answer must be the same, status, headers (in order) and bytes.
 */
let rapido: RunningServer;
let semAtalho: RunningServer;
let fecharBanco: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  fecharBanco = () => database.close();
  const iniciar = (respostasRapidas: boolean) =>
    startServer({
      config: testConfig({ respostasRapidas }),
      database: { ...database, close: async () => undefined },
      queue: createInProcessQueue(),
      log: () => undefined,
    });
  rapido = await iniciar(true);
  semAtalho = await iniciar(false);
});
afterAll(async () => {
  await semAtalho.close();
  await rapido.close();
  await fecharBanco();
});

interface Resposta {
  status: number;
  /** Name/value pairs in the order they were written, without Date (the clock). */
  cabecalhos: Array<[string, string]>;
  corpo: Buffer;
}

/** The same Host for both gateways: the CSP names it (ws://host), and the ports differ. */
const HOST = 'loja.exemplo.com.br';

function pedir(
  server: RunningServer,
  caminho: string,
  cabecalhos: Record<string, string> = {},
  opcoes: { method?: string; corpo?: string } = {},
): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${caminho}`,
      { method: opcoes.method ?? 'GET', headers: { host: HOST, ...cabecalhos }, agent: false },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => {
          const pares: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (res.rawHeaders[i]!.toLowerCase() !== 'date')
              pares.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, cabecalhos: pares, corpo: Buffer.concat(partes) });
        });
      },
    );
    req.on('error', reject);
    req.end(opcoes.corpo);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new request id is random on both sides, and each server's cache read its entry at its own
 * moment (X-Lido-Em): compared by their shape.
 */
function comparavel(r: Resposta) {
  return {
    status: r.status,
    cabecalhos: r.cabecalhos.map(([nome, valor]) =>
      nome === 'X-Request-Id' && UUID.test(valor)
        ? [nome, '<uuid>']
        : nome === 'X-Lido-Em' && /^\d{13}$/.test(valor)
          ? [nome, '<ms>']
          : [nome, valor],
    ),
    corpo: r.corpo.toString('base64'),
  };
}

async function mesmaResposta(
  caminho: string,
  cabecalhos: Record<string, string> = {},
  opcoes: { method?: string; corpo?: string } = {},
): Promise<Resposta> {
  const a = await pedir(rapido, caminho, cabecalhos, opcoes);
  const b = await pedir(semAtalho, caminho, cabecalhos, opcoes);
  // The request rides along, so a failure names it.
  const pedido = { caminho, cabecalhos, method: opcoes.method ?? 'GET' };
  expect({ pedido, ...comparavel(a) }).toEqual({ pedido, ...comparavel(b) });
  return a;
}

const LEITURAS = [
  '/api/menu/1',
  '/api/categorias/1',
  '/api/empresa/1/public',
  '/api/meta-pixel/1',
  '/api/menu/2',
];

describe('the fast path of public reads answers as Express does', () => {
  let opcoesDoXBurguer: string;
  beforeAll(async () => {
    const menu = (await request(rapido.httpServer).get('/api/menu/1')).body as MenuResposta;
    opcoesDoXBurguer = `/api/menu/produto/${menu.produtos.find((p) => p.nome === 'X-Burguer')!.id}/opcoes`;
    // Both caches warm, so the fast path has something to answer from.
    for (const caminho of [...LEITURAS, opcoesDoXBurguer])
      for (const s of [rapido, semAtalho]) await pedir(s, caminho);
  });

  test.each([
    ['gzip', { 'accept-encoding': 'gzip' }],
    ["a browser's list", { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['only br (the compression middleware encodes it)', { 'accept-encoding': 'br' }],
    ['only deflate', { 'accept-encoding': 'deflate' }],
    ['gzip refused with q=0', { 'accept-encoding': 'gzip;q=0, br' }],
    ['*', { 'accept-encoding': '*' }],
    ['an acceptable X-Request-Id', { 'accept-encoding': 'gzip', 'x-request-id': 'proxy-abc-123' }],
    ['a refused X-Request-Id', { 'accept-encoding': 'gzip', 'x-request-id': 'curto' }],
    ['X-Forwarded-Host', { 'accept-encoding': 'gzip', 'x-forwarded-host': 'outro.com.br' }],
    ['If-Modified-Since', { 'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT' }],
  ])('Accept-Encoding and headers: %s', async (_nome, cabecalhos: Record<string, string>) => {
    for (const caminho of [...LEITURAS, opcoesDoXBurguer])
      expect((await mesmaResposta(caminho, cabecalhos)).status).toBe(200);
  });

  test('a gzip answer is the cached gzip of the same JSON the plain answer carries', async () => {
    const gz = await mesmaResposta('/api/menu/1', { 'accept-encoding': 'gzip' });
    const plano = await mesmaResposta('/api/menu/1');
    expect(gz.cabecalhos).toContainEqual(['Content-Encoding', 'gzip']);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gz.corpo).equals(plano.corpo)).toBe(true);
  });

  test('If-None-Match: 304 for the ETag, 200 for another or with no-cache', async () => {
    for (const caminho of [...LEITURAS, opcoesDoXBurguer]) {
      const etag = (await pedir(rapido, caminho)).cabecalhos.find(([n]) => n === 'ETag')![1];
      const gz = { 'accept-encoding': 'gzip' };
      const naoMudou = await mesmaResposta(caminho, { ...gz, 'if-none-match': etag });
      expect(naoMudou.status).toBe(304);
      expect(naoMudou.corpo.length).toBe(0);
      expect((await mesmaResposta(caminho, { ...gz, 'if-none-match': etag.slice(2) })).status).toBe(
        304,
      );
      expect((await mesmaResposta(caminho, { ...gz, 'if-none-match': 'W/"outro"' })).status).toBe(
        200,
      );
      const semCache = { ...gz, 'if-none-match': etag, 'cache-control': 'no-cache' };
      expect((await mesmaResposta(caminho, semCache)).status).toBe(200);
    }
  });

  test('HEAD, other methods, a query, a body that is not JSON', async () => {
    const gz = { 'accept-encoding': 'gzip' };
    expect((await mesmaResposta('/api/menu/1', gz, { method: 'HEAD' })).status).toBe(200);
    expect((await mesmaResposta('/api/menu/1', gz, { method: 'POST' })).status).toBe(404);
    expect((await mesmaResposta('/api/menu/1?v=2', gz)).status).toBe(200);
    // Node's client frames a GET body only when told its length.
    const json = { ...gz, 'content-type': 'application/json', 'content-length': '9' };
    expect((await mesmaResposta('/api/menu/1', json, { corpo: '{quebrado' })).status).toBe(400);
  });

  test.each([
    ['/api/menu/abc', 400],
    ['/api/menu/0', 400],
    ['/api/menu/2147483648', 400],
    ['/api/menu/99999999999', 400],
    ['/api/menu/999', 404],
    ['/api/empresa/999/public', 404],
    ['/api/menu/1/', 200],
    ['/API/MENU/1', 200],
    ['/api/menu/01', 200],
  ])('%s: %i on both paths', async (caminho, status) => {
    expect((await mesmaResposta(caminho, { 'accept-encoding': 'gzip' })).status).toBe(status);
  });
});

describe('what the fast path answers and what it leaves to Express', () => {
  /** The fast path alone on a server of its own: 599 marks what it left to Express. */
  let so: http.Server;
  let base: string;
  beforeAll(async () => {
    const rapida = leiturasPublicasRapidas(rapido.core);
    so = http.createServer((req, res) => {
      if (!rapida(req, res)) res.writeHead(599).end();
    });
    await new Promise<void>((resolve) => so.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(so.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => so.close(() => resolve())));

  // Not fetch: it adds Cache-Control: no-cache to a conditional request.
  const status = (caminho: string, cabecalhos: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) =>
      http
        .get(`${base}${caminho}`, { headers: cabecalhos }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .on('error', reject),
    );

  test('a cold entry goes to Express; once Express has cached it, the fast path answers', async () => {
    rapido.core.cache.invalidate(cacheKeys.categorias(2));
    expect(await status('/api/categorias/2')).toBe(599);
    expect((await request(rapido.httpServer).get('/api/categorias/2')).status).toBe(200);
    expect(await status('/api/categorias/2')).toBe(200);
    const gz = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    expect(await status('/api/categorias/2', gz)).toBe(200);
    const { etag } = rapido.core.cache.peek(cacheKeys.categorias(2))!;
    expect(await status('/api/categorias/2', { ...gz, 'if-none-match': etag })).toBe(304);
    expect(await status('/api/categorias/2', { 'accept-encoding': 'br' })).toBe(599);
    expect(await status('/api/categorias/2', { 'if-modified-since': 'x' })).toBe(599);
    expect(await status('/api/categorias/abc')).toBe(599);
    expect(await status('/api/horario-funcionamento/status/2')).toBe(599);
  });

  test('a product change is seen by the very next read', async () => {
    const gestao = await loginStaff(rapido.httpServer);
    const menu = async () =>
      (await request(rapido.httpServer).get('/api/menu/1').set('accept-encoding', 'gzip'))
        .body as MenuResposta;
    const antes = await menu();
    expect(await status('/api/menu/1')).toBe(200); // served by the fast path from now on
    const produto = antes.produtos.find((p) => p.nome === 'X-Burguer')!;

    const res = await request(rapido.httpServer)
      .patch(`/api/produtos/${produto.id}/ativo`)
      .set(autorizado(gestao))
      .send({ ativo: false });
    expect(res.status).toBe(200);

    expect(await status('/api/menu/1')).toBe(599); // dropped: the next read reloads
    const depois = await menu();
    expect(depois.produtos.some((p) => p.id === produto.id)).toBe(false);
    expect(depois.produtos.length).toBe(antes.produtos.length - 1);
    expect(await status('/api/menu/1')).toBe(200);
  });

  test('the routes it knows map to the keys core invalidates', () => {
    expect(chaveDaLeitura('/api/menu/12?x=1')).toBe(cacheKeys.menu(12));
    expect(chaveDaLeitura('/api/menu/produto/7/opcoes')).toBe(cacheKeys.opcoes(7));
    expect(chaveDaLeitura('/api/empresa/3/public')).toBe(cacheKeys.empresa(3));
    expect(chaveDaLeitura('/api/meta-pixel/4')).toBe(cacheKeys.metaPixel(4));
    expect(chaveDaLeitura('/api/categorias/5')).toBe(cacheKeys.categorias(5));
    expect(chaveDaLeitura('/api/menu/0')).toBeUndefined();
    expect(chaveDaLeitura('/api/menu/2147483648')).toBeUndefined();
    expect(chaveDaLeitura('/api/menu/1/')).toBeUndefined();
  });
});
