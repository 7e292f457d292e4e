import request from 'supertest';
import { COMPRIMIR_A_PARTIR_DE } from '../app';
import type { RunningServer } from '../server';
import { autorizado, produtoDemo } from '../testing/loja';
import { loginStaff, novoCliente } from '../testing/sessions';
import { createTestServer } from '../testing/test-server';

/** Small answers go plain (no time to save), large ones gzipped (COMPRIMIR_A_PARTIR_DE). */
let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

test("a cart's answer, under the threshold, is not compressed", async () => {
  const http = server.httpServer;
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = reg.body.token as string;
  const xBurguer = await produtoDemo(http, 1, 'X-Burguer');
  // Three lines: more than compression's usual 1 KB threshold, less than ours.
  for (const observacoes of ['Sem cebola', 'Bem passado, por favor', 'Cortado ao meio'])
    await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({
        produto_id: xBurguer.produto.id,
        quantidade: 1,
        observacoes,
        personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
      })
      .expect(201);
  const res = await request(http)
    .get('/api/carrinho/1')
    .set(autorizado(token))
    .set('Accept-Encoding', 'gzip');
  expect(res.status).toBe(200);
  expect(Number(res.headers['content-length'])).toBeGreaterThan(1024);
  expect(Number(res.headers['content-length'])).toBeLessThan(COMPRIMIR_A_PARTIR_DE);
  expect(res.headers['content-encoding']).toBeUndefined();
});

test('an answer over the threshold is gzipped for a client that accepts it', async () => {
  const http = server.httpServer;
  const staff = await loginStaff(http);
  const res = await request(http)
    .get('/api/produtos')
    .set(autorizado(staff))
    .set('Accept-Encoding', 'gzip');
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body).length).toBeGreaterThan(COMPRIMIR_A_PARTIR_DE);
  expect(res.headers['content-encoding']).toBe('gzip');
});
