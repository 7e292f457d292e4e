import request from 'supertest';
import { Client } from 'pg';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

/**
 * What one checkout costs in statements sent to PostgreSQL (BEGIN and COMMIT included): the
 * checkout's throughput is bound by them (DESIGN §8). Counted at the driver, so every path
 * counts, whoever builds the statement. PGlite runs in the process: there is no round trip to
 * count, so this file needs DATABASE_URL.
 */
const comPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let server: RunningServer;
let http: RunningServer['httpServer'];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  server = await createTestServer();
  http = server.httpServer;
  await definirLoja(http, await loginStaff(http), true);
});
afterAll(async () => server?.close());

/** The statements `fn` sends, in order (their first words). */
async function statementsDe(fn: () => Promise<unknown>): Promise<string[]> {
  const enviados: string[] = [];
  const original = Client.prototype.query;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const [q] = args as [string | { text: string }];
    const texto = typeof q === 'string' ? q : q.text;
    enviados.push(texto.replace(/\s+/g, ' ').trim().slice(0, 60));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query;
  try {
    await fn();
  } finally {
    Client.prototype.query = original;
  }
  return enviados;
}

async function clienteComCarrinho(produto: string, quantidade: number) {
  const res = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = res.body.token as string;
  const demo = await produtoDemo(http, 1, produto);
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ produto_id: demo.produto.id, quantidade })
    .expect(201);
  return res.body.usuario.id as number;
}

comPostgres('round trips of one order', () => {
  test('an order paid on delivery, without coupon or linked stock', async () => {
    const usuarioId = await clienteComCarrinho('Coca-Cola Lata 350ml', 2);
    const enviados = await statementsDe(() =>
      server.core.pedidos.criar(1, usuarioId, {
        tipo_pedido: 'entrega',
        observacoes: null,
        dados_cliente: { endereco: ENDERECO_CENTRO },
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'cartao' },
      }),
    );
    // The company, hours, freight and customer; BEGIN; the cart's lock; its lines with prices,
    // options and stock links; the order, items, history and cart in one statement; the day's
    // rollup; COMMIT. (It was 18: 4 reads before the transaction, 11 statements inside it.)
    expect({ quantas: enviados.length, enviados }).toMatchObject({ quantas: 7 });
  });
});
