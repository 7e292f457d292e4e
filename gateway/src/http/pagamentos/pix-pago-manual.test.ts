/**
 * Issue 25, second defect: staff moving the payment of an order whose Mercado Pago PIX is still
 * pending (PUT /api/pedidos/:id/status-pagamento). The charge is cancelled at Mercado Pago first
 * (the QR code can no longer be paid), then the move is recorded on the order as a manual one by
 * that staff member, never as a provider approval, and later news from the provider changes
 * nothing. A charge Mercado Pago approved just before the cancellation is a real payment: it is
 * settled as approved, not cancelled.
 */
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { pagamentos, pedidos, assinarWebhook, waitFor } from '@cardapio/core/testing';
import type {
  PagarPixResposta,
  Pedido,
  PedidoHistoricoEntrada,
  PixStatusEvento,
} from '@cardapio/shared-events';
import {
  startMercadoPagoLocal,
  type MercadoPagoLocal,
} from '../../../../testing/mercadopago-local';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, novoCliente } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

const TOKEN = 'TEST-1122334455-pago-manual';
const SEGREDO = 'segredo-webhook-pago-manual';

const clients = socketClients();
afterEach(() => clients.closeAll());

let mp: MercadoPagoLocal;
let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let staffId: number;
let staffNome: string;
let coca: number;

beforeAll(async () => {
  mp = await startMercadoPagoLocal({ accessToken: TOKEN });
  // No poll runs during a test (each one polls by hand): the only queries are the ones it makes.
  server = await createTestServer({ mercadoPagoBaseUrl: mp.url, pixIntervaloMs: 10 * 60_000 });
  http = server.httpServer;
  const login = await request(http).post('/api/admin/login').send(DEMO.admin).expect(200);
  staff = login.body.token as string;
  staffId = login.body.usuario.id as number;
  staffNome = [login.body.usuario.nome, login.body.usuario.sobrenome].filter(Boolean).join(' ');
  await definirLoja(http, staff, true);
  await configurarToken(TOKEN);
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  await server.close();
  await mp.close();
});

function configurarToken(accessToken: string) {
  return request(http)
    .put('/api/mercadopago/config')
    .set(autorizado(staff))
    .send({ access_token: accessToken, webhook_secret: SEGREDO })
    .expect(200);
}

/** A new customer's order paid on the site, its Mercado Pago charge pending. */
async function pedidoComPix() {
  const registro = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = registro.body.token as string;
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ produto_id: coca, quantidade: 1 })
    .expect(201);
  const res = await request(http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(token))
    .send({ dados_cliente: { endereco: ENDERECO_CENTRO } });
  expect(res.status).toBe(201);
  const pix = res.body as PagarPixResposta;
  expect(pix).toMatchObject({ provedor: 'mercadopago', status: 'pending' });
  return { token, pix, mpId: Number(pix.payment_id) };
}

const mudarPagamento = (pedidoId: number, status_pagamento: string) =>
  request(http)
    .put(`/api/pedidos/${pedidoId}/status-pagamento`)
    .set(autorizado(staff))
    .send({ status_pagamento });

async function pedidoDoBanco(id: number) {
  const [row] = await server.core.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.empresa_id, 1), eq(pedidos.id, id)));
  return row!;
}

async function cobrancaDoBanco(paymentId: string) {
  const [row] = await server.core.db
    .select()
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresa_id, 1),
        eq(pagamentos.provedor, 'mercadopago'),
        eq(pagamentos.payment_id, paymentId),
      ),
    );
  return row!;
}

/** Mercado Pago's notification, signed with the company's secret. */
function webhook(paymentId: string) {
  const requestId = `req-${Date.now()}-${Math.random()}`;
  const ts = String(Date.now());
  return request(http)
    .post(`/api/mercadopago/webhook?data.id=${paymentId}&type=payment`)
    .set('x-request-id', requestId)
    .set('x-signature', `ts=${ts},v1=${assinarWebhook(SEGREDO, paymentId, requestId, ts)}`)
    .send({ action: 'payment.updated', type: 'payment', data: { id: paymentId } });
}

function ouvir<T>(socket: ClientSocket, evento: 'pix:status' | 'pedido:atualizado') {
  const recebidos: T[] = [];
  socket.on(evento, ((p: T) => recebidos.push(p)) as never);
  return recebidos;
}

/** Gives anything announced late the time to arrive. */
async function assentar(...sockets: ClientSocket[]) {
  await new Promise((r) => setTimeout(r, 150));
  for (const socket of sockets) await roundTrip(socket);
}

const cancelamentosNoMp = (mpId: number) =>
  mp.requisicoes.filter((r) => r.method === 'PUT' && r.path === `/v1/payments/${mpId}`);

test("'pago' by staff: the charge is cancelled at Mercado Pago and the payment recorded as manual, by that staff member", async () => {
  const { token, pix, mpId } = await pedidoComPix();
  const cliente = await clients.connected(server.url, token);
  const equipe = await clients.connected(server.url, staff);
  const doCliente = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
  const daEquipe = ouvir<Pedido>(equipe.socket, 'pedido:atualizado');

  const res = await mudarPagamento(pix.pedido_id, 'pago');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id: pix.pedido_id,
    status: 'pendente',
    status_pagamento: 'pago',
    mensagem: 'Status de pagamento atualizado com sucesso!',
  });

  // The QR code can no longer be paid: Mercado Pago shows the charge cancelled.
  expect(mp.pagamentos.get(mpId)!.status).toBe('cancelled');
  expect(cancelamentosNoMp(mpId)).toEqual([
    expect.objectContaining({ body: { status: 'cancelled' } }),
  ]);
  // The charge was not paid (it was cancelled); the order was, by the staff member.
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({
    status: 'rejected',
    status_provedor: 'cancelled',
  });
  const pedido = await pedidoDoBanco(pix.pedido_id);
  expect(pedido.status_pagamento).toBe('pago');
  expect(pedido.detalhes_pagamento).toMatchObject({
    metodo: 'pix',
    pagamento_manual: {
      status_pagamento: 'pago',
      autor_tipo: 'equipe',
      autor_id: staffId,
      autor_nome: staffNome,
      em: expect.any(String),
    },
  });
  const status = await request(http)
    .get(`/api/mercadopago/status/${pix.payment_id}`)
    .set(autorizado(token));
  expect(status.body).toMatchObject({ status: 'rejected', status_pagamento: 'pago' });

  await waitFor(() => doCliente.length === 1 && daEquipe.length === 1);
  expect(doCliente[0]).toMatchObject({ payment_id: pix.payment_id, status_pagamento: 'pago' });

  // Later news from Mercado Pago, by webhook or by the poll, changes nothing and announces nothing.
  for (const noMp of ['rejected', 'approved']) {
    mp.definirStatus(mpId, noMp);
    const aviso = await webhook(pix.payment_id);
    expect(aviso.status).toBe(200);
    expect(aviso.body).toMatchObject({ ok: true, status: 'rejected' });
    const cobranca = await cobrancaDoBanco(pix.payment_id);
    await server.core.pagamentos.consultar({
      empresaId: 1,
      pagamentoId: cobranca.id,
      tentativa: 9,
    });
  }
  await assentar(cliente.socket, equipe.socket);
  expect(doCliente).toHaveLength(1);
  expect(daEquipe.filter((p) => p.id === pix.pedido_id)).toHaveLength(1);
  expect(await pedidoDoBanco(pix.pedido_id)).toMatchObject({
    status: 'pendente',
    status_pagamento: 'pago',
  });
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({ status: 'rejected' });
});

test('race: Mercado Pago approved the charge just before the cancellation → settled as a real approval, not cancelled', async () => {
  const { token, pix, mpId } = await pedidoComPix();
  const cliente = await clients.connected(server.url, token);
  const doCliente = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
  // The customer paid; neither the webhook nor the poll has told us yet.
  mp.definirStatus(mpId, 'approved');

  const res = await mudarPagamento(pix.pedido_id, 'pago');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status_pagamento: 'pago' });
  // What was paid stays paid at Mercado Pago, and here it is the provider's approval.
  expect(mp.pagamentos.get(mpId)!.status).toBe('approved');
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({
    status: 'approved',
    status_provedor: 'approved',
  });
  const pedido = await pedidoDoBanco(pix.pedido_id);
  expect(pedido.status_pagamento).toBe('pago');
  expect(pedido.detalhes_pagamento).not.toHaveProperty('pagamento_manual');
  await waitFor(() => doCliente.length === 1);
  expect(doCliente[0]).toMatchObject({ status: 'approved', status_pagamento: 'pago' });

  // The late webhook finds it settled: one announcement only.
  expect((await webhook(pix.payment_id)).body).toMatchObject({ status: 'approved' });
  await assentar(cliente.socket);
  expect(doCliente).toHaveLength(1);
});

test("'cancelado' by staff on a pending charge: cancelled at Mercado Pago, the order cancelled by that staff member", async () => {
  const { pix, mpId } = await pedidoComPix();
  const res = await mudarPagamento(pix.pedido_id, 'cancelado');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    status: 'cancelado',
    status_pagamento: 'cancelado',
    // Not the PIX's doing: the customer is not told their PIX was rejected.
    motivo_cancelamento: null,
  });
  expect(mp.pagamentos.get(mpId)!.status).toBe('cancelled');
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({ status: 'rejected' });
  const historico = (
    await request(http).get(`/api/pedidos/${pix.pedido_id}/historico`).set(autorizado(staff))
  ).body as PedidoHistoricoEntrada[];
  expect(historico.at(-1)).toMatchObject({
    de: 'pendente',
    para: 'cancelado',
    autor_tipo: 'equipe',
    autor_id: staffId,
    autor_nome: staffNome,
  });
  expect((await pedidoDoBanco(pix.pedido_id)).detalhes_pagamento).toMatchObject({
    pagamento_manual: { status_pagamento: 'cancelado', autor_id: staffId },
  });

  // A charge paid just before the cancellation cannot be cancelled by staff: it is paid.
  const pago = await pedidoComPix();
  mp.definirStatus(pago.mpId, 'approved');
  const recusado = await mudarPagamento(pago.pix.pedido_id, 'cancelado');
  expect(recusado.status).toBe(409);
  expect(recusado.body).toEqual({
    erro: 'Este pedido já foi pago: o pagamento não pode mais ser alterado',
  });
  expect(mp.pagamentos.get(pago.mpId)!.status).toBe('approved');
  expect(await pedidoDoBanco(pago.pix.pedido_id)).toMatchObject({
    status: 'pendente',
    status_pagamento: 'pago',
  });
});

test('Mercado Pago out of reach: 503 and nothing changes; a refused access token: 409, not 503', async () => {
  const { pix, mpId } = await pedidoComPix();
  mp.foraDoAr(true);
  try {
    const res = await mudarPagamento(pix.pedido_id, 'pago');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      erro: 'Não foi possível cancelar o PIX no Mercado Pago. Tente novamente.',
    });
  } finally {
    mp.foraDoAr(false);
  }
  expect(await pedidoDoBanco(pix.pedido_id)).toMatchObject({ status_pagamento: 'pendente' });
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({
    status: 'pending',
    status_provedor: 'pending',
  });
  expect(mp.pagamentos.get(mpId)!.status).toBe('pending');

  // While the store's access token is refused, retrying cannot help: a conflict that says why.
  await configurarToken('TEST-token-recusado');
  try {
    const res = await mudarPagamento(pix.pedido_id, 'pago');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      erro: 'O Mercado Pago recusou o cancelamento deste PIX: confira o access token da loja.',
    });
  } finally {
    await configurarToken(TOKEN);
  }
  expect(await pedidoDoBanco(pix.pedido_id)).toMatchObject({ status_pagamento: 'pendente' });
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({ status: 'pending' });

  // Back in reach, the same click goes through.
  expect((await mudarPagamento(pix.pedido_id, 'pago')).status).toBe(200);
  expect(mp.pagamentos.get(mpId)!.status).toBe('cancelled');
});

test("while staff cancel it at Mercado Pago, the provider's 'cancelled' reaching the webhook does not cancel the order", async () => {
  const { pix, mpId } = await pedidoComPix();
  // Mercado Pago notifies every change, our own cancellation too. Here the notification comes
  // (and is answered) while the staff's own query of the cancelled charge is still on its way.
  const consultaDaEquipe = mp.segurarProximaConsulta(mpId);
  const manual = mudarPagamento(pix.pedido_id, 'pago').then((r) => r);
  await waitFor(() => consultaDaEquipe.retida());
  expect(mp.pagamentos.get(mpId)!.status).toBe('cancelled');
  const aviso = await webhook(pix.payment_id);
  expect(aviso.status).toBe(200);
  // The charge is the staff's to settle: the provider's 'cancelled' waits for them.
  expect(aviso.body).toMatchObject({ ok: true, status: 'pending' });
  consultaDaEquipe.soltar();
  expect((await manual).status).toBe(200);
  expect(await pedidoDoBanco(pix.pedido_id)).toMatchObject({
    status: 'pendente',
    status_pagamento: 'pago',
  });
  expect(await cobrancaDoBanco(pix.payment_id)).toMatchObject({ status: 'rejected' });
});
