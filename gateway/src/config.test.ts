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

test('JOBS_TRAVA_SEGUNDOS: whole seconds above zero; anything else keeps BullMQ default', () => {
  const trava = (v: string) =>
    loadConfig({ JOBS_TRAVA_SEGUNDOS: v, JWT_SECRET: 'x'.repeat(32) }).jobsTravaMs;
  expect(trava('2')).toBe(2000);
  expect(trava('45')).toBe(45_000);
  for (const ruim of ['', '0', '-3', '1.5', 'dez', '2s']) expect(trava(ruim)).toBeUndefined();
});
