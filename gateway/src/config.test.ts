import express from 'express';
import request from 'supertest';
import { confiancaNoProxy, loadConfig } from './config';

test('TRUST_PROXY: a number of hops, a boolean, or the proxies addresses', () => {
  expect(confiancaNoProxy('1')).toBe(1);
  expect(confiancaNoProxy(' 2 ')).toBe(2);
  expect(confiancaNoProxy('true')).toBe(true);
  expect(confiancaNoProxy('FALSE')).toBe(false);
  expect(confiancaNoProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  expect(confiancaNoProxy('')).toBeUndefined();
  expect(confiancaNoProxy(undefined)).toBeUndefined();
});

test("TRUST_PROXY=1 (docker-compose behind nginx) makes req.ip the client's address", async () => {
  const config = loadConfig({ TRUST_PROXY: '1', JWT_SECRET: 'x'.repeat(32) });
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  const res = await request(app).get('/').set('X-Forwarded-For', '203.0.113.9');
  expect(res.text).toBe('203.0.113.9');
});

test('CARRINHO_TTL_MINUTOS takes decimals; nonsense keeps the default', () => {
  const ttl = (v: string) => loadConfig({ CARRINHO_TTL_MINUTOS: v, JWT_SECRET: 'x'.repeat(32) });
  expect(ttl('120').carrinhoTtlMs).toBe(7_200_000);
  expect(ttl('0.05').carrinhoTtlMs).toBe(3_000);
  for (const v of ['0', '-1', 'abc', '1e3', '']) expect(ttl(v).carrinhoTtlMs).toBeUndefined();
});

test('the queue settings come from the workers package reader (workers/src/config.ts)', () => {
  const config = loadConfig({ JOBS_TRAVA_SEGUNDOS: '2', JWT_SECRET: 'x'.repeat(32) });
  expect(config).toMatchObject({ jobsTravaMs: 2000, queuePrefix: 'cardapio', redisUrl: undefined });
});
