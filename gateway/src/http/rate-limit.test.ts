import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestServer } from '../testing/test-server';
import { novoRestaurante } from '../testing/cadastro';
import { DEMO } from '../testing/sessions';
import type { RunningServer } from '../server';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({
    rateLimitLoginPerIp: 8,
    rateLimitLoginPerAccount: 3,
    cadastrosPorHora: 3,
    // Requests name their client address in X-Forwarded-For, as behind a proxy.
    trustProxy: 'loopback',
  });
});
afterAll(() => server.close());

test('failed logins of one account are limited (429 Muitas tentativas) while others still sign in', async () => {
  const wrong = { email: DEMO.equipe.email, senha: 'errada' };
  for (let i = 0; i < 3; i++)
    expect((await request(server.httpServer).post('/api/admin/login').send(wrong)).status).toBe(
      401,
    );
  const limited = await request(server.httpServer).post('/api/admin/login').send(wrong);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({
    erro: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  });
  // The right password is refused too while the account is locked out…
  expect((await request(server.httpServer).post('/api/admin/login').send(DEMO.equipe)).status).toBe(
    429,
  );
  // …but another account from the same address is not.
  expect((await request(server.httpServer).post('/api/admin/login').send(DEMO.admin)).status).toBe(
    200,
  );
});

test('one address is limited across accounts', async () => {
  let last = 0;
  for (let i = 0; i < 6; i++) {
    last = (
      await request(server.httpServer)
        .post('/api/auth/login')
        .send({ email: `x${i}@exemplo.com`, senha: 'x' })
    ).status;
  }
  expect(last).toBe(429);
});

test("a stranger's failed logins lock the account only from the stranger's address", async () => {
  const login = (ip: string, body: object) =>
    request(server.httpServer).post('/api/auth/login').set('X-Forwarded-For', ip).send(body);
  const errada = { email: DEMO.cliente.email, senha: 'errada' };
  for (let i = 0; i < 3; i++) expect((await login('203.0.113.7', errada)).status).toBe(401);
  expect((await login('203.0.113.7', errada)).status).toBe(429);
  expect((await login('203.0.113.7', DEMO.cliente)).status).toBe(429);
  // The owner, from their own address, still signs in.
  expect((await login('198.51.100.20', DEMO.cliente)).status).toBe(200);
});

const MUITOS_CADASTROS = {
  erro: 'Muitos cadastros feitos a partir desta conexão. Tente novamente em uma hora.',
};

test('restaurant sign-ups are limited per address, refused ones included, and nothing is written past it', async () => {
  const cadastro = (ip: string, campos: Record<string, unknown> = {}) =>
    request(server.httpServer)
      .post('/api/empresas/cadastro')
      .set('X-Forwarded-For', ip)
      .send(novoRestaurante(campos));
  expect((await cadastro('203.0.113.50')).status).toBe(201);
  expect((await cadastro('203.0.113.50', { telefone: '' })).status).toBe(400);
  expect((await cadastro('203.0.113.50')).status).toBe(201);
  const empresas = await server.core.plataforma.listar();
  const limitado = await cadastro('203.0.113.50');
  expect(limitado.status).toBe(429);
  expect(limitado.body).toEqual(MUITOS_CADASTROS);
  expect(await server.core.plataforma.listar()).toHaveLength(empresas.length);
  // Another address still signs up.
  expect((await cadastro('198.51.100.50')).status).toBe(201);
});

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('with Redis', () => {
  const gateways: RunningServer[] = [];
  beforeAll(async () => {
    // One prefix for both gateways (one deployment), new on every run.
    const queuePrefix = `teste-rl-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i++)
      gateways.push(
        await createTestServer({
          redisUrl,
          queuePrefix,
          rateLimitLoginPerIp: 8,
          rateLimitLoginPerAccount: 3,
          cadastrosPorHora: 2,
        }),
      );
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
  });

  test('the login counts are shared by every gateway', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const errada = { email: DEMO.equipe.email, senha: 'errada' };
    const login = (g: RunningServer, body: object) =>
      request(g.httpServer).post('/api/admin/login').send(body);
    expect((await login(a, errada)).status).toBe(401);
    expect((await login(b, errada)).status).toBe(401);
    expect((await login(a, errada)).status).toBe(401);
    // The fourth failure, wherever it lands, is over the limit of 3.
    expect((await login(b, errada)).status).toBe(429);
    expect((await login(a, DEMO.equipe)).status).toBe(429);
    // Per address: 5 requests so far; 3 more reach the limit of 8, on either gateway.
    for (let i = 0; i < 3; i++)
      expect((await login(i % 2 ? a : b, { email: `x${i}@exemplo.com`, senha: 'x' })).status).toBe(
        401,
      );
    expect((await login(a, { email: 'y@exemplo.com', senha: 'x' })).status).toBe(429);
  });

  test('the sign-up count is shared by every gateway', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const cadastro = (g: RunningServer) =>
      request(g.httpServer).post('/api/empresas/cadastro').send(novoRestaurante());
    expect((await cadastro(a)).status).toBe(201);
    expect((await cadastro(b)).status).toBe(201);
    const terceiro = await cadastro(a);
    expect(terceiro.status).toBe(429);
    expect(terceiro.body).toEqual(MUITOS_CADASTROS);
  });
});
