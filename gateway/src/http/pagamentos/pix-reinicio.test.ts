import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { Database } from '@cardapio/core';
import { pagamentos, pedidos, createTestDatabase, waitFor } from '@cardapio/core/testing';
import type { PagarPixResposta } from '@cardapio/shared-events';
import { createInProcessQueue } from '@cardapio/workers';
import { startServer, type RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { loginStaff, novoCliente } from '../../testing/sessions';
import { testConfig } from '../../testing/test-server';

/**
 * A restart in in-process mode (issue 11 §4): the poll timers die with the process, so the
 * pending charge must be found again in the database by the next process, expire there at its
 * expiry and never be approved afterwards.
 */

const VALIDADE_MS = 6000;
let banco: Database;
/** The same database for both servers: the first server's close must not discard it. */
let compartilhado: Database;

beforeAll(async () => {
  banco = await createTestDatabase();
  compartilhado = { ...banco, close: async () => undefined };
});
afterAll(() => banco.close());

/** Both processes' clock: the wall clock, or a moment a test holds it at. */
let relogio: Date | null = null;
afterEach(() => {
  relogio = null;
});

const iniciar = () =>
  startServer({
    config: testConfig({ pixIntervaloMs: 50, pixValidadePadraoMs: VALIDADE_MS }),
    database: compartilhado,
    queue: createInProcessQueue({ backoffMs: 20, logger: { error: () => undefined } }),
    log: () => undefined,
    now: () => relogio ?? new Date(),
  });

async function pagamentoDoBanco(server: RunningServer, paymentId: string) {
  const [row] = await server.core.db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.payment_id, paymentId));
  return row!;
}

test('a pending PIX survives a restart: the new process expires it at its expiry and cannot be approved', async () => {
  // The clock is held until the test moves it: however slow the machine, the charge cannot
  // expire before the restart.
  relogio = new Date();
  const primeiro = await iniciar();
  const staff = await loginStaff(primeiro.httpServer);
  await definirLoja(primeiro.httpServer, staff, true);
  const xBurguer = await produtoDemo(primeiro.httpServer, 1, 'X-Burguer');
  const cliente = (
    await request(primeiro.httpServer).post('/api/auth/registro').send(novoCliente())
  ).body.token as string;
  await request(primeiro.httpServer)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(cliente))
    .send({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    })
    .expect(201);
  const pix = (
    await request(primeiro.httpServer)
      .post('/api/mercadopago/pagar-pix')
      .set(autorizado(cliente))
      .send({ dados_cliente: { endereco: ENDERECO_CENTRO } })
      .expect(201)
  ).body as PagarPixResposta;
  const expiraEm = new Date(pix.expira_em);

  // The process stops (a deploy) while the charge waits: its timers are gone.
  await primeiro.close();
  await new Promise((r) => setTimeout(r, 300));
  const parado = await pagamentoDoBanco(primeiro, pix.payment_id);
  expect(parado.status).toBe('pending');

  const segundo = await iniciar();
  try {
    // The new process takes the chain up from where the first stopped, and keeps the charge
    // while its time lasts.
    await waitFor(
      async () => (await pagamentoDoBanco(segundo, pix.payment_id)).tentativas > parado.tentativas,
    );
    expect((await pagamentoDoBanco(segundo, pix.payment_id)).status).toBe('pending');

    relogio = expiraEm;
    const expirado = await waitFor(async () => {
      const pag = await pagamentoDoBanco(segundo, pix.payment_id);
      return pag.status !== 'pending' && pag;
    });
    expect(expirado.status).toBe('expired');
    const [pedido] = await segundo.core.db
      .select()
      .from(pedidos)
      .where(eq(pedidos.id, pix.pedido_id));
    expect(pedido).toMatchObject({ status: 'cancelado', status_pagamento: 'cancelado' });

    const staff2 = await loginStaff(segundo.httpServer);
    const simulado = await request(segundo.httpServer)
      .post(`/api/mercadopago/simular/${pix.payment_id}`)
      .set(autorizado(staff2))
      .send({ status: 'approved' });
    expect(simulado.status).toBe(409);
    const manual = await request(segundo.httpServer)
      .put(`/api/pedidos/${pix.pedido_id}/status-pagamento`)
      .set(autorizado(staff2))
      .send({ status_pagamento: 'pago' });
    expect(manual.status).toBe(409);
    expect((await pagamentoDoBanco(segundo, pix.payment_id)).status).toBe('expired');
  } finally {
    await segundo.close();
  }
});

test('a charge whose expiry passed while no process ran is expired at start-up', async () => {
  const server = await iniciar();
  try {
    const staff = await loginStaff(server.httpServer);
    await definirLoja(server.httpServer, staff, true);
    const coca = await produtoDemo(server.httpServer, 1, 'Coca-Cola Lata 350ml');
    const cliente = (
      await request(server.httpServer).post('/api/auth/registro').send(novoCliente())
    ).body.token as string;
    await request(server.httpServer)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(cliente))
      .send({ produto_id: coca.produto.id, quantidade: 1 })
      .expect(201);
    const pix = (
      await request(server.httpServer)
        .post('/api/mercadopago/pagar-pix')
        .set(autorizado(cliente))
        .send({ dados_cliente: { endereco: ENDERECO_CENTRO } })
        .expect(201)
    ).body as PagarPixResposta;
    // Stop the chain and age the charge, as if the server had been down past its expiry.
    await server.queue.close();
    await server.core.db
      .update(pagamentos)
      .set({ expira_em: new Date(Date.now() - 60_000) })
      .where(eq(pagamentos.payment_id, pix.payment_id));

    const outro = await iniciar();
    try {
      await waitFor(
        async () => (await pagamentoDoBanco(outro, pix.payment_id)).status === 'expired',
        3000,
      );
    } finally {
      await outro.close();
    }
  } finally {
    await server.close();
  }
});
