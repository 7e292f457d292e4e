import request from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import {
  pagamentos,
  pedidos,
  pedidoStatusHistorico,
  waitFor,
  assinarWebhook,
} from '@cardapio/core/testing';
import type {
  PagarPixResposta,
  Pedido,
  PixStatusEvento,
  PixStatusResposta,
} from '@cardapio/shared-events';
import type { MercadoPagoLocal } from '../../../../testing/mercadopago-local';
import { autorizado, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import {
  abrirLojaDePix,
  compradorComCarrinho,
  lojaComMercadoPagoLocal,
  type LojaDePix,
} from '../../testing/pix';
import { DEMO, loginStaff, novoCliente } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import type { createTestServer } from '../../testing/test-server';

const clients = socketClients();
afterEach(() => clients.closeAll());

interface Contexto extends LojaDePix {
  xBurguer: Awaited<ReturnType<typeof produtoDemo>>;
}

const comXBurguer = async (loja: LojaDePix): Promise<Contexto> => ({
  ...loja,
  xBurguer: await produtoDemo(loja.http, 1, 'X-Burguer'),
});

const preparar = async (...args: Parameters<typeof createTestServer>) =>
  comXBurguer(await abrirLojaDePix(...args));

/** A new customer with an X-Burguer in the cart. */
const novoComprador = (c: Contexto) =>
  compradorComCarrinho(c.http, {
    produto_id: c.xBurguer.produto.id,
    personalizacoes: [c.xBurguer.escolha('Ponto da carne', 'Ao ponto')],
  });

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

/** The charge's expiry is moved to the past, as if its 30 minutes had gone by. */
async function vencer(c: Contexto, pagamentoId: number) {
  await c.server.core.db
    .update(pagamentos)
    .set({ expira_em: new Date(Date.now() - 1000) })
    .where(eq(pagamentos.id, pagamentoId));
}

const EXPIRADO =
  'Este PIX expirou: o prazo para pagar terminou e o pedido foi cancelado. Faça um novo pedido.';

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
    const cfg = await request(c.http).get('/api/mercadopago/config').set(autorizado(c.gestao));
    expect(cfg.body).toEqual({
      configurado: false,
      tokenType: null,
      webhookSecretConfigurado: false,
      pix_validade_minutos: 30,
    });
  });

  test('pagar-pix: the order (site, pix_site, pendente) and a valid BR Code for the server total', async () => {
    const { token, id } = await novoComprador(c);
    const equipe = await clients.connected(c.server.url, c.gestao);
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
    expect((await request(c.http).get(url).set(autorizado(c.gestao))).status).toBe(200);

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
    const equipe = await clients.connected(c.server.url, c.gestao);
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
      (await request(c.http).post(url).set(autorizado(c.gestao)).send({ status: 'pago' })).status,
    ).toBe(400);

    const res = await request(c.http)
      .post(url)
      .set(autorizado(c.gestao))
      .send({ status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', status_pagamento: 'pago' });
    const repetido = await request(c.http)
      .post(url)
      .set(autorizado(c.gestao))
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
      .set(autorizado(c.gestao))
      .send({ status: 'rejected' });
    expect(res.body).toMatchObject({ status: 'rejected', status_pagamento: 'cancelado' });
    const pedido = await pedidoDoBanco(c, pix.pedido_id);
    expect(pedido).toMatchObject({ status: 'cancelado', status_pagamento: 'cancelado' });
    const historico = await request(c.http)
      .get(`/api/pedidos/${pix.pedido_id}/historico`)
      .set(autorizado(c.gestao));
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
      .set(autorizado(c.gestao))
      .send({ status: 'cancelado' });
    expect(cancelado.status).toBe(200);
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set({ Authorization: `Bearer ${token}` });
    expect(status.body).toMatchObject({ status: 'rejected' });

    const tarde = await request(c.http)
      .post(`/api/mercadopago/simular/${pix.payment_id}`)
      .set(autorizado(c.gestao))
      .send({ status: 'approved' });
    expect(tarde.status).toBe(409);
    expect(await pedidoDoBanco(c, pix.pedido_id)).toMatchObject({
      status: 'cancelado',
      status_pagamento: 'cancelado',
    });
  });

  test('a poll before expira_em keeps the charge; the poll at expira_em expires it, and the order says why', async () => {
    const { token, id } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const [pag] = await c.server.core.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.payment_id, pix.payment_id));
    const cliente = await clients.connected(c.server.url, token);
    const eventos = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');

    // Well past the old 24 × 5 s: still pending, the charge lives 30 minutes by default.
    await c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 30 });
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pendente');
    await vencer(c, pag!.id);
    await c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 31 });
    expect(await pedidoDoBanco(c, pix.pedido_id)).toMatchObject({
      status: 'cancelado',
      status_pagamento: 'cancelado',
    });
    await waitFor(() => eventos.length === 1);
    expect(eventos[0]).toMatchObject({ status: 'expired', status_pagamento: 'cancelado' });
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set(autorizado(token));
    expect(status.body).toMatchObject({ status: 'expired', tentativas: 31 });
    const meus = await request(c.http).get(`/api/pedidos/usuario/${id}`).set(autorizado(token));
    expect(meus.body.find((p: Pedido) => p.id === pix.pedido_id)).toMatchObject({
      status: 'cancelado',
      motivo_cancelamento: 'pix_expirado',
    });
  });

  test('pagar-pix: the charge lives 30 minutes by default, or what the company set', async () => {
    const { token } = await novoComprador(c);
    const antes = Date.now();
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const depois = Date.now();
    // Thirty minutes from the moment the charge was made, however long the request took.
    expect(Date.parse(pix.expira_em)).toBeGreaterThanOrEqual(antes + 30 * 60_000);
    expect(Date.parse(pix.expira_em)).toBeLessThanOrEqual(depois + 30 * 60_000);

    const url = '/api/mercadopago/config';
    for (const invalido of [4, 1441, 12.5, '60'])
      expect(
        (
          await request(c.http)
            .put(url)
            .set(autorizado(c.gestao))
            .send({ pix_validade_minutos: invalido })
        ).body,
      ).toEqual({ erro: 'A validade do PIX deve ser de 5 a 1440 minutos' });
    const colaborador = await loginStaff(c.http, DEMO.equipe);
    expect(
      (
        await request(c.http)
          .put(url)
          .set(autorizado(colaborador))
          .send({ pix_validade_minutos: 60 })
      ).status,
    ).toBe(403);
    const salvo = await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ pix_validade_minutos: 60 });
    expect(salvo.status).toBe(200);
    expect(salvo.body).toMatchObject({ configurado: false, pix_validade_minutos: 60 });
    expect(
      (await request(c.http).get(url).set(autorizado(c.gestao))).body.pix_validade_minutos,
    ).toBe(60);
    const comprador = await novoComprador(c);
    const antesDoOutro = Date.now();
    const outro = (await pagarPix(c, comprador.token)).body as PagarPixResposta;
    expect(Date.parse(outro.expira_em)).toBeGreaterThanOrEqual(antesDoOutro + 60 * 60_000);

    const padrao = await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ pix_validade_minutos: null });
    expect(padrao.body.pix_validade_minutos).toBe(30);
  });

  test('an expired charge cannot be approved: simular and the staff route answer 409, settled as expired', async () => {
    const pixA = (await pagarPix(c, (await novoComprador(c)).token)).body as PagarPixResposta;
    const pixB = (await pagarPix(c, (await novoComprador(c)).token)).body as PagarPixResposta;
    for (const pix of [pixA, pixB]) {
      const [pag] = await c.server.core.db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.payment_id, pix.payment_id));
      await vencer(c, pag!.id);
    }
    // No job ran since the expiry: the charge is still 'pending' in its row.
    const simulado = await request(c.http)
      .post(`/api/mercadopago/simular/${pixA.payment_id}`)
      .set(autorizado(c.gestao))
      .send({ status: 'approved' });
    expect(simulado.status).toBe(409);
    expect(simulado.body).toEqual({ erro: EXPIRADO });
    const manual = await request(c.http)
      .put(`/api/pedidos/${pixB.pedido_id}/status-pagamento`)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' });
    expect(manual.status).toBe(409);
    expect(manual.body).toEqual({ erro: EXPIRADO });
    for (const pix of [pixA, pixB]) {
      expect(await pedidoDoBanco(c, pix.pedido_id)).toMatchObject({
        status: 'cancelado',
        status_pagamento: 'cancelado',
      });
      const [pag] = await c.server.core.db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.payment_id, pix.payment_id));
      expect(pag!.status).toBe('expired');
    }
    const deNovo = await request(c.http)
      .post(`/api/mercadopago/simular/${pixA.payment_id}`)
      .set(autorizado(c.gestao))
      .send({ status: 'approved' });
    expect(deNovo.body).toEqual({ erro: EXPIRADO });
  });

  test('the payment state machine: a cancelled order or a rejected PIX is never marked pago', async () => {
    // An order cancelled by the staff.
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    await request(c.http)
      .put(`/api/pedidos/${pix.pedido_id}/status`)
      .set(autorizado(c.gestao))
      .send({ status: 'cancelado' })
      .expect(200);
    const pago = await request(c.http)
      .put(`/api/pedidos/${pix.pedido_id}/status-pagamento`)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' });
    expect(pago.status).toBe(409);
    expect(pago.body).toEqual({ erro: 'Um pedido cancelado não pode ser marcado como pago' });

    // A PIX rejected while the kitchen already started the order: the order goes on, unpaid.
    const outro = (await pagarPix(c, (await novoComprador(c)).token)).body as PagarPixResposta;
    await request(c.http)
      .put(`/api/pedidos/${outro.pedido_id}/status`)
      .set(autorizado(c.gestao))
      .send({ status: 'preparando' })
      .expect(200);
    await request(c.http)
      .post(`/api/mercadopago/simular/${outro.payment_id}`)
      .set(autorizado(c.gestao))
      .send({ status: 'rejected' })
      .expect(200);
    expect(await pedidoDoBanco(c, outro.pedido_id)).toMatchObject({
      status: 'preparando',
      status_pagamento: 'cancelado',
    });
    const rejeitado = await request(c.http)
      .put(`/api/pedidos/${outro.pedido_id}/status-pagamento`)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' });
    expect(rejeitado.status).toBe(409);
    expect(rejeitado.body.erro).toMatch(/foi cancelado e não pode mais ser alterado/);
    expect((await pedidoDoBanco(c, outro.pedido_id)).status_pagamento).toBe('cancelado');

    // A paid order cannot go back to pendente; the same status again changes nothing.
    const pedidoEntrega = (await pagarPix(c, (await novoComprador(c)).token))
      .body as PagarPixResposta;
    const url = `/api/pedidos/${pedidoEntrega.pedido_id}/status-pagamento`;
    await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' })
      .expect(200);
    await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' })
      .expect(200);
    const volta = await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pendente' });
    expect(volta.status).toBe(409);
    expect(volta.body.erro).toBe('Este pedido já foi pago: o pagamento não pode mais ser alterado');
  });

  test('PUT /api/pedidos/:id/status-pagamento: staff only; a pending PIX is withdrawn and the payment recorded as manual', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const url = `/api/pedidos/${pix.pedido_id}/status-pagamento`;
    expect(
      (await request(c.http).put(url).set(autorizado(token)).send({ status_pagamento: 'pago' }))
        .status,
    ).toBe(403);
    expect(
      (await request(c.http).put(url).set(autorizado(c.gestao)).send({ status_pagamento: 'x' }))
        .status,
    ).toBe(400);
    const admin2 = await loginStaff(c.http, DEMO.admin2);
    expect(
      (await request(c.http).put(url).set(autorizado(admin2)).send({ status_pagamento: 'pago' }))
        .status,
    ).toBe(404);

    const res = await request(c.http)
      .put(url)
      .set(autorizado(c.gestao))
      .send({ status_pagamento: 'pago' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: pix.pedido_id,
      status_pagamento: 'pago',
      detalhes_pagamento: expect.objectContaining({
        pagamento_manual: expect.objectContaining({
          status_pagamento: 'pago',
          autor_tipo: 'equipe',
        }),
      }),
    });
    // The charge was not paid (no provider approved it): it can no longer be, and the order was.
    const status = await request(c.http)
      .get(`/api/mercadopago/status/${pix.payment_id}`)
      .set(autorizado(token));
    expect(status.body).toMatchObject({ status: 'rejected', status_pagamento: 'pago' });
    const tarde = await request(c.http)
      .post(`/api/mercadopago/simular/${pix.payment_id}`)
      .set(autorizado(c.gestao))
      .send({ status: 'rejected' });
    expect(tarde.status).toBe(409);
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pago');
  });
});

describe('PIX through Mercado Pago (local stand-in)', () => {
  const TOKEN = 'TEST-8877665544-cardapio';
  const SEGREDO = 'segredo-webhook-empresa-1';
  let mp: MercadoPagoLocal;
  let c: Contexto;

  let fechar: () => Promise<void>;

  beforeAll(async () => {
    const local = await lojaComMercadoPagoLocal(TOKEN, SEGREDO);
    ({ mp, fechar } = local);
    c = await comXBurguer(local.loja);
  });
  afterAll(() => fechar());

  const webhook = (
    dataId: string,
    assinatura?: { segredo?: string; requestId?: string; ts?: string },
  ) => {
    const requestId = assinatura?.requestId ?? `req-${Date.now()}`;
    const ts = assinatura?.ts ?? String(Date.now());
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
    const cfg = await request(c.http).get('/api/mercadopago/config').set(autorizado(c.gestao));
    expect(cfg.body).toEqual({
      configurado: true,
      tokenType: 'test',
      webhookSecretConfigurado: true,
      pix_validade_minutos: 30,
    });
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
    // Keyed by the order (its id taken before the charge, outside the transaction).
    expect(noMp.idempotencyKey).toBe(`cardapio-vivo-1-pedido-${res.body.pedido_id}`);
    expect(noMp.description).toBe(`Pedido #${res.body.pedido_id}`);
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
  });

  test('webhook: a signature older (or newer) than 5 minutes is refused like a bad one, in ms or s', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    mp.definirStatus(pix.payment_id, 'approved');
    const seisMinutos = 6 * 60_000;
    for (const ts of [
      String(Date.now() - seisMinutos),
      String(Math.floor((Date.now() - seisMinutos) / 1000)),
      String(Date.now() + seisMinutos),
    ]) {
      const velha = await webhook(pix.payment_id, { ts });
      expect(velha.status).toBe(401);
      expect(velha.body).toEqual({ erro: 'Assinatura inválida' });
    }
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pendente');
    // Seconds, as Mercado Pago documents them, are heard.
    const emSegundos = await webhook(pix.payment_id, { ts: String(Math.floor(Date.now() / 1000)) });
    expect(emSegundos.status).toBe(200);
    expect((await pedidoDoBanco(c, pix.pedido_id)).status_pagamento).toBe('pago');
  });

  test('webhook: known and unknown payment ids get the same answer when the signature is not right', async () => {
    const { token } = await novoComprador(c);
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    const semCampos = (r: request.Response) => ({ status: r.status, body: r.body as unknown });
    const casos = [undefined, { segredo: 'outro' }, {}] as const;
    for (const assinatura of casos.slice(0, 2)) {
      const conhecido = semCampos(await webhook(pix.payment_id, assinatura));
      const desconhecido = semCampos(await webhook('9999999999', assinatura));
      expect(conhecido).toEqual({ status: 401, body: { erro: 'Assinatura inválida' } });
      expect(desconhecido).toEqual(conhecido);
    }
    // Even rightly signed, an unknown id gets the same 401 (no secret to check it against).
    expect(semCampos(await webhook('9999999999', casos[2]))).toEqual({
      status: 401,
      body: { erro: 'Assinatura inválida' },
    });
  });

  test('race: staff mark paid while the PIX is rejected → one consistent end, never cancelled + pago', async () => {
    for (let rodada = 0; rodada < 4; rodada += 1) {
      const { token } = await novoComprador(c);
      const pix = (await pagarPix(c, token)).body as PagarPixResposta;
      const [pag] = await c.server.core.db
        .select()
        .from(pagamentos)
        .where(
          and(eq(pagamentos.provedor, 'mercadopago'), eq(pagamentos.payment_id, pix.payment_id)),
        );
      mp.definirStatus(pix.payment_id, 'rejected');
      const [w, , s] = await Promise.all([
        webhook(pix.payment_id, {}),
        c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 1 }),
        request(c.http)
          .put(`/api/pedidos/${pix.pedido_id}/status-pagamento`)
          .set(autorizado(c.gestao))
          .send({ status_pagamento: 'pago' }),
      ]);
      expect(w.status).toBe(200);
      expect([200, 409]).toContain(s.status);
      const pedido = await pedidoDoBanco(c, pix.pedido_id);
      const [final] = await c.server.core.db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.id, pag!.id));
      const fim = [pedido.status, pedido.status_pagamento, final!.status].join('+');
      // The staff's manual payment (the charge withdrawn) or the provider's rejection, whichever
      // came first; the later one changes nothing.
      expect(['pendente+pago+rejected', 'cancelado+cancelado+rejected']).toContain(fim);
      // The staff's answer tells the truth: 200 only when the payment is theirs.
      expect(s.status === 200).toBe(fim === 'pendente+pago+rejected');
    }
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
    const equipe = await clients.connected(c.server.url, c.gestao);
    const pixDoCliente = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
    const daEquipe = ouvir<Pedido>(equipe.socket, 'pedido:atualizado');
    mp.definirStatus(pix.payment_id, 'approved');

    const [w, , s] = await Promise.all([
      webhook(pix.payment_id, {}),
      c.server.core.pagamentos.consultar({ empresaId: 1, pagamentoId: pag!.id, tentativa: 1 }),
      request(c.http)
        .put(`/api/pedidos/${pix.pedido_id}/status-pagamento`)
        .set(autorizado(c.gestao))
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
  /** The server's clock: the wall clock, or a moment a test holds it at. */
  let relogio: Date | null = null;
  beforeAll(async () => {
    // Long enough that creating the charge (a QR image, slow on a busy machine) leaves room for
    // several polls before the expiry.
    c = await preparar(
      { pixIntervaloMs: 30, pixValidadePadraoMs: 4000 },
      { now: () => relogio ?? new Date() },
    );
  });
  afterEach(() => {
    relogio = null;
  });
  afterAll(() => c.server.close());

  async function cobranca(paymentId: string) {
    const [pag] = await c.server.core.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.payment_id, paymentId));
    return pag!;
  }

  async function pagarOuvindo() {
    const { token } = await novoComprador(c);
    const cliente = await clients.connected(c.server.url, token);
    const eventos = ouvir<PixStatusEvento>(cliente.socket, 'pix:status');
    const pix = (await pagarPix(c, token)).body as PagarPixResposta;
    return { token, eventos, pix };
  }

  test('polls for as long as the charge is pending before expira_em, then expires it there', async () => {
    relogio = new Date();
    const { token, eventos, pix } = await pagarOuvindo();
    const expiraEm = new Date(pix.expira_em);

    // A moment before expira_em the chain goes on polling: no fixed count of polls ends it.
    relogio = new Date(expiraEm.getTime() - 1);
    const { tentativas } = await cobranca(pix.payment_id);
    await waitFor(async () => (await cobranca(pix.payment_id)).tentativas >= tentativas + 10);
    expect((await cobranca(pix.payment_id)).status).toBe('pending');
    expect(eventos).toEqual([]);

    // At expira_em the next poll is the last: the charge expires and the order is cancelled.
    relogio = expiraEm;
    await waitFor(() => eventos.length === 1);
    expect(eventos[0]).toMatchObject({ payment_id: pix.payment_id, status: 'expired' });
    const status = (
      await request(c.http).get(`/api/mercadopago/status/${pix.payment_id}`).set(autorizado(token))
    ).body as PixStatusResposta;
    expect(status).toMatchObject({ status: 'expired', status_pagamento: 'cancelado' });
    expect((await pedidoDoBanco(c, pix.pedido_id)).status).toBe('cancelado');
    expect(status.tentativas).toBeGreaterThanOrEqual(tentativas + 11);
  });

  test('on the wall clock it backs off between polls and still expires the charge', async () => {
    const { token, eventos, pix } = await pagarOuvindo();
    await waitFor(() => eventos.length === 1, 30_000);
    // Never before its expiry (an order in time, not a speed).
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(pix.expira_em));
    expect(eventos[0]).toMatchObject({ payment_id: pix.payment_id, status: 'expired' });
    const status = (
      await request(c.http).get(`/api/mercadopago/status/${pix.payment_id}`).set(autorizado(token))
    ).body as PixStatusResposta;
    expect(status).toMatchObject({ status: 'expired', status_pagamento: 'cancelado' });
    // Backing off after 24 × 30 ms (then 90 ms, then 180 ms), it polls at most about 58 times
    // in 4 s, far fewer than the 133 a fixed 30 ms would make (a slow machine polls fewer).
    expect(status.tentativas).toBeGreaterThanOrEqual(2);
    expect(status.tentativas).toBeLessThan(100);
  });
});
