import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../testing/loja';
import { loginStaff, novoCliente } from '../testing/sessions';
import { createTestServer } from '../testing/test-server';
import { errorHandler } from './errors';
import { impressaoDoBanco, MENSAGEM_EM_INGLES } from '../testing/fuzz';
import { requestId } from './request-id';

/* The bad inputs reported in issue 11 §3: each answers a 4xx with a pt-BR erro and writes nothing. */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let coca: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
});
afterAll(() => server.close());

function esperarErro(res: request.Response, status: number) {
  expect({ status: res.status, body: res.body as unknown }).toMatchObject({
    status,
    body: { erro: expect.any(String) },
  });
  expect((res.body as { erro: string }).erro).not.toMatch(MENSAGEM_EM_INGLES);
}

/** A new customer with one Coca-Cola in the cart, so an order would be written if accepted. */
async function clienteComCarrinho(): Promise<string> {
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = reg.body.token as string;
  const add = await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ produto_id: coca.produto.id, quantidade: 1 });
  expect(add.status).toBe(201);
  return token;
}

const pedido = (token: string, nome: string) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(token))
    .send({
      dados_cliente: { nome, endereco: ENDERECO_CENTRO },
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'pix' },
    });

describe('ids beyond the integer column', () => {
  test('GET /api/menu/2147483648 answers 400, and 2147483647 is simply not found', async () => {
    esperarErro(await request(http).get('/api/menu/2147483648'), 400);
    const noLimite = await request(http).get('/api/menu/2147483647');
    expect(noLimite.status).toBeLessThan(500);
  });

  test('POST /api/chamar-garcom with empresa_id 2147483648 answers 400 and calls nobody', async () => {
    const antes = await impressaoDoBanco(server.database);
    const res = await request(http)
      .post('/api/chamar-garcom')
      .send({ mesa: '5', empresa_id: 2147483648 });
    esperarErro(res, 400);
    expect(await impressaoDoBanco(server.database)).toBe(antes);
  });
});

describe('text the database would refuse', () => {
  test('a NUL byte in dados_cliente.nome of an order answers 400 and writes no order', async () => {
    const token = await clienteComCarrinho();
    const antes = await impressaoDoBanco(server.database);
    const res = await pedido(token, 'Jo\u0000ão');
    esperarErro(res, 400);
    expect(res.body).toEqual({ erro: 'O texto contém caracteres inválidos' });
    expect(await impressaoDoBanco(server.database)).toBe(antes);
  });

  test('a 900 kB dados_cliente.nome is refused', async () => {
    const token = await clienteComCarrinho();
    const antes = await impressaoDoBanco(server.database);
    esperarErro(await pedido(token, 'J'.repeat(900_000)), 400);
    expect(await impressaoDoBanco(server.database)).toBe(antes);
  });

  test('the profile refuses a NUL byte and a 100 kB name', async () => {
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    const antes = await impressaoDoBanco(server.database);
    for (const nome of ['Ana\u0000', 'A'.repeat(100_000)]) {
      const res = await request(http).put('/api/auth/perfil').set(autorizado(token)).send({ nome });
      esperarErro(res, 400);
    }
    const cidade = await request(http)
      .put('/api/auth/perfil')
      .set(autorizado(token))
      .send({ nome: 'Ana', cidade: 'C'.repeat(100_000) });
    esperarErro(cidade, 400);
    expect(await impressaoDoBanco(server.database)).toBe(antes);
  });

  test('registration refuses a NUL byte in the password', async () => {
    const res = await request(http)
      .post('/api/auth/registro')
      .send(novoCliente({ senha: 'segredo\u00001' }));
    esperarErro(res, 400);
  });
});

describe('queries and bodies of the wrong shape', () => {
  test('GET /api/pedidos?desde=0000-01-01 answers 400 with a pt-BR message', async () => {
    const res = await request(http).get('/api/pedidos?desde=0000-01-01').set(autorizado(staff));
    esperarErro(res, 400);
    const ok = await request(http).get('/api/pedidos?desde=2024-01-01').set(autorizado(staff));
    expect(ok.status).toBe(200);
  });

  test('a JSON array body answers 400 "Corpo da requisição inválido"', async () => {
    const res = await request(http)
      .post('/api/auth/login')
      .send([{ email: 'a@b.com' }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Corpo da requisição inválido' });
  });

  test('Content-Encoding: gzip with a plain body answers 400, a real gzip body is read', async () => {
    const res = await request(http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.com","senha":"x"}');
    esperarErro(res, 400);
    // fetch, not supertest: superagent would serialize a Buffer as JSON.
    const gz = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: zlib.gzipSync('{"email":"ninguem@exemplo.com","senha":"x"}'),
    });
    expect(gz.status).toBe(401);
  });

  test('a route parameter that cannot be decoded answers 400', async () => {
    esperarErro(await request(http).get('/api/menu/%E0%A4%A'), 400);
  });
});

describe('the error handler', () => {
  test('a customer whose account was deleted cannot add to a cart: 4xx, never 500', async () => {
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    expect((await request(http).delete('/api/auth/conta').set(autorizado(token))).status).toBe(200);
    const res = await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id: coca.produto.id, quantidade: 1 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((res.body as { erro: string }).erro).toEqual(expect.any(String));
  });

  /** A small app with the real middleware and a route that runs one query on the test database. */
  function appQueFalha(falha: () => Promise<unknown>, log = jest.fn()) {
    const app = express();
    app.use(requestId);
    app.get('/falha', async () => {
      await falha();
    });
    app.use(errorHandler(log));
    return { app, log };
  }

  test.each([
    [
      'foreign key (23503)',
      sql`insert into carrinhos (empresa_id, usuario_id, data_expiracao) values (1, 2147483647, now())`,
      409,
    ],
    ['integer out of range (22003)', sql`select 2147483648::int`, 400],
    ['invalid text representation (22P02)', sql`select 'abc'::int`, 400],
    ['datetime out of range (22008)', sql`select make_timestamp(0, 1, 1, 0, 0, 0)`, 400],
  ])(
    'a database error for client data, %s, answers 4xx with a pt-BR erro',
    async (_n, consulta, status) => {
      const { app } = appQueFalha(() => server.database.db.execute(consulta));
      const res = await request(app).get('/falha');
      esperarErro(res, status);
    },
  );

  test('an unknown error is logged with the request id that the 500 body and header carry', async () => {
    const { app, log } = appQueFalha(() => Promise.reject(new Error('boom')));
    const res = await request(app).get('/falha');
    expect(res.status).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ erro: 'Erro interno do servidor', request_id: id });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(id as string), expect.any(Error));

    const proprio = await request(app).get('/falha').set('X-Request-Id', 'proxy-abc-12345');
    expect(proprio.body).toMatchObject({ request_id: 'proxy-abc-12345' });
    const estranho = await request(app).get('/falha').set('X-Request-Id', 'a b <script>');
    expect(estranho.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('every API answer carries an X-Request-Id', async () => {
    const res = await request(http).get('/api/health');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
