import request from 'supertest';
import { createTestServer } from '../testing/test-server';
import { DEMO } from '../testing/sessions';
import type { RunningServer } from '../server';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimitLoginPerIp: 8, rateLimitLoginPerAccount: 3 });
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
