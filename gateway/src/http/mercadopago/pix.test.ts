import request from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import { pagamentos, pedidos, pedidoStatusHistorico } from '@cardapio/core/src/db/schema';
import { waitFor } from '@cardapio/core/src/testing';
import { assinarWebhook } from '@cardapio/core/src/pagamentos/providers/mercadopago';
import type {
  PagarPixResposta,
  Pedido,
  PixStatusEvento,
  PixStatusResposta,
} from '@cardapio/shared-events';
import {
  startMercadoPagoLocal,
  type MercadoPagoLocal,
} from '../../../../testing/mercadopago-local';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, loginStaff, novoCliente } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

const clients = socketClients();
afterEach(() => clients.closeAll());

interface Contexto {
  server: RunningServer;
  http: RunningServer['httpServer'];
  staff: string;
  xBurguer: Awaited<ReturnType<typeof produtoDemo>>;
}

async function preparar(overrides: Parameters<typeof createTestServer>[0] = {}): Promise<Contexto> {
  const server = await createTestServer(overrides);
  const http = server.httpServer;
  const staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  return { server, http, staff, xBurguer: await produtoDemo(http, 1, 'X-Burguer') };
}

async function novoComprador(c: Contexto) {
  const res = await request(c.http).post('/api/auth/registro').send(novoCliente());
  const token = res.body.token as string;
  await request(c.http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({
      produto_id: c.xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [c.xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    })
    .expect(201);
  return { token, id: res.body.usuario.id as number };
}

/** The customer's click on 'Pagar pelo site': a tampering client sends R$ 0,01. */
const pagarPix = (c: Contexto, token: string) =>
  request(c.http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(token))
    .send({
      empresa_id: 1,
      dadosPagamento: {
        transaction_amount: 0.01,
        description: 'Pedido',
        payer: { email: 'x@y.z' },
        external_reference: 'x',
      },
      dados_cliente: { nome: 'João', sobrenome: 'da Silva', endereco: ENDERECO_CENTRO },
    });

async function pedidoDoBanco(c: Contexto, id: number) {
  const [row] = await c.server.core.db.select().from(pedidos).where(eq(pedidos.id, id));
  return row!;
}

function ouvir<T>(socket: ClientSocket, evento: 'pix:status' | 'pedido:atualizado') {
  const recebidos: T[] = [];
  const guardar = (p: unknown) => {
    recebidos.push(p as T);
  };
  socket.on(evento, guardar as never);
  return recebidos;
}

describe('PIX local (demo provider)', () => {
  let c: Contexto;
  beforeAll(async () => {
    c = await preparar();
  });
  afterAll(() => c.server.close());

  test('provider status: local demo, and no credential ever answered', async () => {
    const res = await request(c.http).get('/api/mercadopago/status?empresa_id=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'demonstracao',
      tokenType: 'test',
      cardEnabled: false,
      pixEnabled: true,
      provedor: 'local',
    });
    const cfg = await request(c.http).get('/api/mercadopago/config').set(autorizado(c.staff));
    expect(cfg.body).toEqual({
      configurado: false,
      tokenType: null,
      webhookSecretConfigurado: false,
    });
  });

  test('pagar-pix: the order (site, pix_site, pendente) and a valid BR Code for the server total', async () => {
    const { token, id } = await novoComprador(c);
    const equipe = await clients.connected(c.server.url, c.staff);
    const criado = new Promise<Pedido>((r) => equipe.socket.once('pedido:criado', r));

    const res = await pagarPix(c, token);
    expect(res.status).toBe(201);
    const pix = res.body as PagarPixResposta;
    // 24,90 + R$ 5,00 freight; the client's 0,01 is ignored.
    expect(pix).toMatchObject({ status: 'pending', valor: 29.9, provedor: 'local', tentativas: 0 });
    expect(pix.qr_code_base64).toMatch(/^iVBORw0KGgo/);
    const lido = parsePix(pix.qr_code);
    expect(hasError(lido)).toBe(false);
    expect(lido).toMatchObject({ transactionAmount: 29.9, txid: pix.payment_id });

    const pedido = await criado;
    expect(pedido).toMatchObject({
      id: pix.pedido_id,
      usuario_id: id,
      metodo_pagamento: 'site',
      metodo_pagamento_detalhado: 'pix_site',
      status: 'pendente',
      status_pagamento: 'pendente',
      total: 29.9,
      detalhes_pagamento: expect.objectContaining({
        metodo: 'pix',
        provedor: 'local',
        payment_id: pix.payment_id,
      }),
    });
    expect((await request(c.http).get('/api/carrinho/1').set(autorizado(token))).status).toBe(404);
  });

  test('a double click creates one order and one charge', async () => {
    const { token, id } = await novoComprador(c);
    const [a, b] = await Promise.all([pagarPix(c, token), pagarPix(c, token)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.payment_id).toBe(b.body.payment_id);
    const [contagem] = await c.server.core.db
      .select({ n: count() })
      .from(pedidos)
      .where(eq(pedidos.usuario_id, id));
    expect(contagem?.n).toBe(1);
  });

  test('an empty cart is refused and POST /api/pedidos still refuses site payment', async () => {
    const res = await request(c.http).post('/api/auth/registro').send(novoCliente());
    const token = res.body.token as string;
    const vazio = await pagarPix(c, token);
    expect(vazio.status).toBe(400);
    expect(vazio.body).toEqual({ erro: 'Adicione itens ao carrinho' });
    const site = await request(c.http)
      .post('/api/pedidos')
      .set(autorizado(token))
      .send({
        metodo_pagamento: 'site',
        detalhes_pagamento: { metodo: 'pix' },
        dados_cliente: { endereco: ENDERECO_CENTRO },
      });
    expect(site.status).toBe(400);
    expect(pagarPixSemToken()).toBeDefined();
    function pagarPixSemToken() {
      return request(c.http).post('/api/mercadopago/pagar-pix').send({}).expect(401);
    }
  });

  test('status of a payment: the payer and the empresa staff; nobody else', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const url = `/api/mercadopago/status/${pix.payment_id}`;

    const doPagador = await request(c.http).get(url).set(autorizado(token));
    expect(doPagador.status).toBe(200);
    expect(doPagador.body).toMatchObject({
      payment_id: pix.payment_id,
      pedido_id: pix.pedido_id,
      status: 'pending',
      status_pagamento: 'pendente',
    });
    expect((await request(c.http).get(url).set(autorizado(c.staff))).status).toBe(200);

    const outro = (await request(c.http).post('/api/auth/registro').send(novoCliente())).body
      .token as string;
    expect((await request(c.http).get(url).set(autorizado(outro))).status).toBe(404);
    const admin2 = await loginStaff(c.http, DEMO.admin2);
    expect((await request(c.http).get(url).set(autorizado(admin2))).status).toBe(404);
    expect((await request(c.http).get(url)).status).toBe(401);
  });

  test('simular approved: paid once, pushed to the payer (pix:status) and to staff', async () => {
    const { token, id } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const cliente = await clients.connected(c.server.url, token);
    const equipe = await clients.connected(c.server.url, c.staff);
    const pixDoCliente = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
    const daEquipe = ouvir<Pedido>(equipe.socket, 'pedido:atualizado');
    const url = `/api/mercadopago/simular/${pix.payment_id}`;

    // Only staff of that empresa.
    expect(
      (await request(c.http).post(url).set(autorizado(token)).send({ status: 'approved' })).status,
    ).toBe(403);
    const admin2 = await loginStaff(c.http, DEMO.admin2);
    expect(
      (await request(c.http).post(url).set(autorizado(admin2)).send({ status: 'approved' })).status,
    ).toBe(404);
    expect(
      (await request(c.http).post(url).set(autorizado(c.staff)).send({ status: 'pago' })).status,
    ).toBe(400);

    const res = await request(c.http)
      .post(url)
      .set(autorizado(c.staff))
      .send({ status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', status_pagamento: 'pago' });
    const repetido = await request(c.http)
      .post(url)
      .set(autorizado(c.staff))
      .send({ status: 'approved' });
    expect(repetido.status).toBe(409);

    await waitFor(() => pixDoCliente.length === 1 && daEquipe.length === 1);
    await roundTrip(cliente.socket);
    await roundTrip(equipe.socket);
    expect(pixDoCliente).toEqual([
      expect.objectContaining({
        payment_id: pix.payment_id,
        pedido_id: pix.pedido_id,
        status: 'approved',
        status_pagamento: 'pago',
      }),
    ]);
    expect(daEquipe).toEqual([
      expect.objectContaining({ id: pix.pedido_id, usuario_id: id, status_pagamento: 'pago' }),
    ]);
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pago');
  });

  test('simular rejected: payment and order cancelled, with a history entry by sistema', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const res = await request(c.http)
      .post(`/api/mercadopago/simular/${pix.payment_id}`)
      .set(autorizado(c.staff))
      .send({ status: 'rejected' });
    expect(res.body).toMatchObject({ status: 'rejected', status_pagamento: 'cancelado' });
    const pedido = await pedidoDoBanco(c, pix.pedido_id);
    expect(pedido).toMatchObject({ status: 'cancelado', status_pagamento: 'cancelado' });
    const historico = await request(c.http)
      .get(`/api/pedidos/${pix.pedido_id}/historico`)
      .set(autorizado(c.staff));
    expect(historico.body.at(-1)).toMatchObject({
      de: 'pendente',
      para: 'cancelado',
      autor_tipo: 'sistema',
    });
  });

  test('an order the staff cancel cannot be paid any more: a later approval changes nothing', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const cancelado = await request(c.http)
      .put(`/api/pedidos/${pix.pedido_id}/status`)
      .set(autorizado(c.staff))
      .send({ status: 'cancelado' });
    expect(cancelado.status).toBe(200);
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set({ Authorization: `Bearer ${token}` });
    expect(status.body).toMatchObject({ status: 'rejected' });

    const tarde = await request(c.http)
      .post(`/api/mercadopago/simular/${pix.payment_id}`)
      .set(autorizado(c.staff))
      .send({ status: 'approved' });
    expect(tarde.status).toBe(409);
    expect(await pedidoDoBanco(c, pix.pedido_id)).toMatchObject({
      status: 'cancelado',
      status_pagamento: 'cancelado',
    });
  });

  test('the 24th poll expires a charge nobody paid', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const [pag] = await c.server.core.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.payment_id, pix.payment_id));
    const cliente = await clients.connected(c.server.url, token);
    const eventos = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');

    await c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 23 });
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pendente');
    await c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 24 });
    expect(await pedidoDoBanco(c, pix.pedido_id)).toMatchObject({
      status: 'cancelado',
      status_pagamento: 'cancelado',
    });
    await waitFor(() => eventos.length === 1);
    expect(eventos[0]).toMatchObject({ status: 'expired', status_pagamento: 'cancelado' });
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set(autorizado(token));
    expect(status.body).toMatchObject({ status: 'expired', tentativas: 24 });
  });

  test('PUT /api/pedidos/:id/status-pagamento: staff only; a pending PIX is settled once', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const url = `/api/pedidos/${pix.pedido_id}/status-pagamento`;
    expect(
      (await request(c.http).put(url).set(autorizado(token)).send({ status_pagamento: 'pago' }))
        .status,
    ).toBe(403);
    expect(
      (await request(c.http).put(url).set(autorizado(c.staff)).send({ status_pagamento: 'x' }))
        .status,
    ).toBe(400);
    const admin2 = await loginStaff(c.http, DEMO.admin2);
    expect(
      (await request(c.http).put(url).set(autorizado(admin2)).send({ status_pagamento: 'pago' }))
        .status,
    ).toBe(404);

    const res = await request(c.http)
      .put(url)
      .set(autorizado(c.staff))
      .send({ status_pagamento: 'pago' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: pix.pedido_id, status_pagamento: 'pago' });
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set(autorizado(token));
    expect(status.body).toMatchObject({ status: 'approved', status_pagamento: 'pago' });
  });
});

describe('PIX through Mercado Pago (local stand-in)', () => {
  const TOKEN = 'TEST-8877665544-cardapio';
  const SEGREDO = 'segredo-webhook-empresa-1';
  let mp: MercadoPagoLocal;
  let c: Contexto;

  beforeAll(async () => {
    mp = await startMercadoPagoLocal({ accessToken: TOKEN });
    c = await preparar({ mercadoPagoBaseUrl: mp.url });
    const cfg = await request(c.http)
      .put('/api/mercadopago/config')
      .set(autorizado(c.staff))
      .send({ access_token: TOKEN, webhook_secret: SEGREDO });
    expect(cfg.body).toEqual({
      configurado: true,
      tokenType: 'test',
      webhookSecretConfigurado: true,
    });
  });
  afterAll(async () => {
    await c.server.close();
    await mp.close();
  });

  const webhook = (dataId: string, assinatura?: { segredo?: string; requestId?: string }) => {
    const requestId = assinatura?.requestId ?? `req-${Date.now()}`;
    const ts = String(Date.now());
    const req = request(c.http)
      .post(`/api/mercadopago/webhook?data.id=${dataId}&type=payment`)
      .send({ action: 'payment.updated', type: 'payment', data: { id: dataId } });
    if (!assinatura) return req;
    return req
      .set('x-request-id', requestId)
      .set(
        'x-signature',
        `ts=${ts},v1=${assinarWebhook(assinatura.segredo ?? SEGREDO, dataId, requestId, ts)}`,
      );
  };

  test('status and config say Mercado Pago, without the credentials', async () => {
    const res = await request(c.http).get('/api/mercadopago/status?empresa_id=1');
    expect(res.body).toMatchObject({ status: 'ativo', tokenType: 'test', provedor: 'mercadopago' });
    const cfg = await request(c.http).get('/api/mercadopago/config').set(autorizado(c.staff));
    expect(JSON.stringify(cfg.body)).not.toContain(TOKEN);
    expect(JSON.stringify(cfg.body)).not.toContain(SEGREDO);
    const colaborador = await loginStaff(c.http, DEMO.equipe);
    expect(
      (await request(c.http).get('/api/mercadopago/config').set(autorizado(colaborador))).status,
    ).toBe(403);
  });

  test('pagar-pix creates the payment at Mercado Pago with the server amount', async () => {
    const { token } = await novoComprador(c);
    const res = await pagarPix(c, token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provedor: 'mercadopago', valor: 29.9, status: 'pending' });
    const noMp = mp.pagamentos.get(Number(res.body.payment_id))!;
    expect(noMp).toMatchObject({
      transaction_amount: 29.9,
      payment_method_id: 'pix',
      external_reference: String(res.body.pedido_id),
    });
    expect(noMp.idempotencyKey).toMatch(/^cardapio-vivo-1-carrinho-\d+$/);
  });

  test('webhook signature: missing and wrong are refused and change nothing', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    mp.definirStatus(pix.payment_id, 'approved');

    const semAssinatura = await webhook(pix.payment_id);
    expect(semAssinatura.status).toBe(401);
    expect(semAssinatura.body).toEqual({ erro: 'Assinatura inválida' });
    const errada = await webhook(pix.payment_id, { segredo: 'outro' });
    expect(errada.status).toBe(401);
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pendente');

    const valida = await webhook(pix.payment_id, {});
    expect(valida.status).toBe(200);
    expect(valida.body).toMatchObject({ ok: true, status: 'approved' });
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pago');
    expect((await webhook('123', {})).status).toBe(404);
  });

  test('race: webhook, poll and a staff click approving together → one update, one event', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const [pag] = await c.server.core.db
      .select()
      .from(pagamentos)
      .where(
        and(eq(pagamentos.provedor, 'mercadopago'), eq(pagamentos.payment_id, pix.payment_id)),
      );
    const cliente = await clients.connected(c.server.url, token);
    const equipe = await clients.connected(c.server.url, c.staff);
    const pixDoCliente = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
    const daEquipe = ouvir<Pedido>(equipe.socket, 'pedido:atualizado');
    mp.definirStatus(pix.payment_id, 'approved');

    const [w, , s] = await Promise.all([
      webhook(pix.payment_id, {}),
      c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 1 }),
      request(c.http)
        .put(`/api/pedidos/${pix.pedido_id}/status-pagamento`)
        .set(autorizado(c.staff))
        .send({ status_pagamento: 'pago' }),
      c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 2 }),
    ]);
    expect(w.status).toBe(200);
    expect(s.status).toBe(200);

    await waitFor(() => pixDoCliente.length >= 1 && daEquipe.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    await roundTrip(cliente.socket);
    await roundTrip(equipe.socket);
    expect(pixDoCliente).toHaveLength(1);
    expect(pixDoCliente[0]).toMatchObject({ status: 'approved', status_pagamento: 'pago' });
    expect(daEquipe.filter((p) => p.id === pix.pedido_id)).toHaveLength(1);
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pago');
    const [contagem] = await c.server.core.db
      .select({ n: count() })
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.pedido_id, pix.pedido_id));
    expect(contagem?.n).toBe(1); // only the creation: the approval changes the payment, not the status
  });
});

describe('the poll job chain', () => {
  let c: Contexto;
  beforeAll(async () => {
    c = await preparar({ pixIntervaloMs: 30 });
  });
  afterAll(() => c.server.close());

  test('polls until the 24th attempt, then expires the charge and cancels the order', async () => {
    const { token } = await novoComprador(c);
    const cliente = await clients.connected(c.server.url, token);
    const eventos = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    await waitFor(() => eventos.length === 1, 10_000);
    expect(eventos[0]).toMatchObject({ payment_id: pix.payment_id, status: 'expired' });
    const status = (
      await request(c.http).get(`/api/mercadopago/status/${pix.payment_id}`).set(autorizado(token))
    ).body as PixStatusResposta;
    expect(status).toMatchObject({
      status: 'expired',
      tentativas: 24,
      status_pagamento: 'cancelado',
    });
  });
});
