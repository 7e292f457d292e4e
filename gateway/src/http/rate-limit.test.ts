import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestServer } from '../testing/test-server';
import { DEMO } from '../testing/sessions';
import type { RunningServer } from '../server';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({
    rateLimitLoginPerIp: 8,
    rateLimitLoginPerAccount: 3,
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
});
