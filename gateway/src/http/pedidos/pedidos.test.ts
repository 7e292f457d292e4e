import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { pedidos } from '@cardapio/core/testing';
import { rooms, type Pedido } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, loginStaff, novoCliente } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let cliente: string;
let clienteId: number;
let xBurguer: Awaited<ReturnType<typeof produtoDemo>>;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  xBurguer = await produtoDemo(http, 1, 'X-Burguer');
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
beforeEach(async () => {
  const res = await request(http).post('/api/auth/registro').send(novoCliente());
  cliente = res.body.token as string;
  clienteId = res.body.usuario.id as number;
});
afterEach(() => clients.closeAll());

/** Adds `quantidade` X-Burguer ao ponto (R$ 24,90 each) to the current customer's cart. */
const encher = (quantidade: number, token = cliente) =>
  request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({
      produto_id: xBurguer.produto.id,
      quantidade,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    });

const pagamentoEmDinheiro = (valorTroco: number) => ({
  metodo_pagamento: 'entrega',
  detalhes_pagamento: { metodo: 'dinheiro', precisaTroco: true, valorTroco },
});

const pedir = (campos: object = {}, token = cliente) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(token))
    .send({
      mesa: 'Entrega',
      tipo_pedido: 'entrega',
      dados_cliente: { nome: 'João', sobrenome: 'da Silva', endereco: ENDERECO_CENTRO },
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'cartao' },
      // What a tampering client might send: all of it is recomputed by the server.
      itens: [{ produto_id: xBurguer.produto.id, quantidade: 1, preco_unitario: 0.01 }],
      valor_frete: 0,
      ...campos,
    });

const pedidosNoBanco = async () =>
  (
    await server.core.db
      .select({ n: count() })
      .from(pedidos)
      .where(eq(pedidos.usuario_id, clienteId))
  )[0]!.n;

test('an order is built from the server-side cart; the cart is emptied and the staff room hears it', async () => {
  const equipe = await clients.connected(server.url, staff);
  const outraEmpresa = await clients.connected(server.url, await loginStaff(http, DEMO.admin2));
  const vazou: unknown[] = [];
  outraEmpresa.socket.on('pedido:criado', (p) => vazou.push(p));
  const ouvido = new Promise<Pedido>((resolve) => equipe.socket.once('pedido:criado', resolve));

  await encher(1);
  const res = await pedir({ observacoes: 'Sem cebola na salada' });
  expect(res.status).toBe(201);
  const pedido = res.body as Pedido;
  // 1 × 24,90, below R$ 50: no free delivery; Centro is 2 km → the R$ 5,00 minimum.
  expect(pedido).toMatchObject({
    empresa_id: 1,
    usuario_id: clienteId,
    status: 'pendente',
    status_pagamento: 'pendente',
    tipo_pedido: 'entrega',
    total_sem_frete: 24.9,
    valor_frete: 5,
    total: 29.9,
    total_itens: 1,
    metodo_pagamento: 'entrega',
    metodo_pagamento_detalhado: 'cartao',
    observacoes: 'Sem cebola na salada',
    nome_completo_cliente: 'João da Silva',
    endereco_entrega: expect.objectContaining({ bairro: 'Centro', cidade: 'Florianópolis' }),
  });
  expect(pedido.itens).toEqual([
    expect.objectContaining({ produto_nome: 'X-Burguer', quantidade: 1, preco_unitario: 24.9 }),
  ]);
  await expect(ouvido).resolves.toMatchObject({ id: pedido.id, total: 29.9 });
  expect((await request(http).get('/api/carrinho/1').set(autorizado(cliente))).status).toBe(404);
  await roundTrip(outraEmpresa.socket);
  expect(vazou).toEqual([]);
});

test('free delivery on the first order from R$ 50, recomputed by the server', async () => {
  await encher(3); // 74,70
  const res = await pedir();
  expect(res.body).toMatchObject({ total_sem_frete: 74.7, valor_frete: 0, total: 74.7 });
  // The second order no longer qualifies.
  await encher(3);
  expect((await pedir()).body).toMatchObject({ valor_frete: 5, total: 79.7 });
});

test('cash with change: the amount given must cover the total', async () => {
  await encher(1); // total 29,90 with freight
  const curto = await pedir(pagamentoEmDinheiro(29.89));
  expect(curto.status).toBe(400);
  expect(curto.body).toEqual({
    erro: 'O valor para troco deve ser maior ou igual ao total do pedido',
  });
  expect(await pedidosNoBanco()).toBe(0);
  expect((await request(http).get('/api/carrinho/1').set(autorizado(cliente))).status).toBe(200);

  const certo = await pedir(pagamentoEmDinheiro(50));
  expect(certo.status).toBe(201);
  expect(certo.body).toMatchObject({
    precisa_troco: true,
    valor_troco: 50,
    metodo_pagamento_detalhado: 'dinheiro',
    detalhes_pagamento: expect.objectContaining({ troco: 20.1 }),
  });
});

test.each([
  ['an empty cart', async () => undefined, {}, 'Adicione itens ao carrinho'],
  [
    'no address',
    () => encher(1),
    { dados_cliente: { nome: 'João' } },
    'Configure o endereço de entrega',
  ],
  [
    'an address outside the delivery area',
    () => encher(1),
    { dados_cliente: { endereco: { ...ENDERECO_CENTRO, bairro: 'Canasvieiras' } } },
    'Infelizmente não estamos disponíveis no seu local',
  ],
  [
    'an address in a neighbourhood the company does not deliver to',
    () => encher(1),
    { dados_cliente: { endereco: { ...ENDERECO_CENTRO, bairro: 'Bairro Inventado' } } },
    'Infelizmente não estamos disponíveis no seu local',
  ],
  [
    'no payment method',
    () => encher(1),
    { metodo_pagamento: 'boleto' },
    'Selecione a forma de pagamento',
  ],
  [
    'paying on the site before the PIX integration exists',
    () => encher(1),
    { metodo_pagamento: 'site' },
    'O pagamento pelo site ainda não está disponível. Escolha pagar na entrega.',
  ],
])('refused with %s, writing nothing', async (_caso, preparar, campos, erro) => {
  await preparar();
  const res = await pedir(campos);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro });
  expect(await pedidosNoBanco()).toBe(0);
});

test('refused while the store is closed', async () => {
  await encher(1);
  await definirLoja(http, staff, false);
  try {
    const res = await pedir();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      erro: 'Estabelecimento fechado no momento. Confira nosso horário de funcionamento.',
    });
    expect(await pedidosNoBanco()).toBe(0);
  } finally {
    await definirLoja(http, staff, true);
  }
});

test('two checkouts of the same cart at once make exactly one order', async () => {
  await encher(1);
  const [a, b] = await Promise.all([pedir(), pedir()]);
  expect([a.status, b.status].sort()).toEqual([201, 400]);
  expect(await pedidosNoBanco()).toBe(1);
});

test('a customer reads only their own orders; staff and anonymous cannot use that route', async () => {
  await encher(1);
  const criado = (await pedir()).body as Pedido;
  const proprios = await request(http)
    .get(`/api/pedidos/usuario/${clienteId}`)
    .set(autorizado(cliente));
  expect(proprios.status).toBe(200);
  expect((proprios.body as Pedido[]).map((p) => p.id)).toEqual([criado.id]);

  const outro = await request(http).post('/api/auth/registro').send(novoCliente());
  const alheio = await request(http)
    .get(`/api/pedidos/usuario/${clienteId}`)
    .set(autorizado(outro.body.token));
  expect(alheio.status).toBe(403);
  expect(alheio.body).toEqual({ erro: 'Acesso negado' });
  expect((await request(http).get(`/api/pedidos/usuario/${clienteId}`)).status).toBe(401);
  expect(
    (await request(http).get(`/api/pedidos/usuario/${clienteId}`).set(autorizado(staff))).status,
  ).toBe(403);
});

describe('status changes by the staff', () => {
  test('follow the state machine and reach the customer room, not other customers', async () => {
    await encher(1);
    const pedido = (await pedir()).body as Pedido;
    const dono = await clients.connected(server.url, cliente);
    expect(dono.joined).toEqual([rooms.usuario(clienteId), rooms.publico(1)]);
    const outro = await request(http).post('/api/auth/registro').send(novoCliente());
    const estranho = await clients.connected(server.url, outro.body.token);
    const ouviu: unknown[] = [];
    estranho.socket.on('pedido:atualizado', (p) => ouviu.push(p));

    const atualizado = new Promise<Pedido>((resolve) =>
      dono.socket.once('pedido:atualizado', resolve),
    );
    const res = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'preparando' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'preparando',
      mensagem: 'Status atualizado com sucesso!',
    });
    const evento = await atualizado;
    expect(evento).toMatchObject({ id: pedido.id, status: 'preparando' });
    expect(new Date(evento.updated_at).getTime()).toBeGreaterThan(
      new Date(pedido.updated_at).getTime(),
    );
    await roundTrip(estranho.socket);
    expect(ouviu).toEqual([]);

    const salto = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'pendente' });
    expect(salto.status).toBe(409);
    expect(salto.body.erro).toBe('Não é possível mudar o pedido de preparando para pendente');

    const invalido = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'voando' });
    expect(invalido.status).toBe(400);
    expect(invalido.body).toEqual({ erro: 'Status inválido' });
  });

  test('cancelling a pending order cancels its pending payment', async () => {
    await encher(1);
    const pedido = (await pedir()).body as Pedido;
    const res = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'cancelado' });
    expect(res.body).toMatchObject({ status: 'cancelado', status_pagamento: 'cancelado' });
  });

  test('another empresa staff, customers and anonymous cannot change it', async () => {
    await encher(1);
    const pedido = (await pedir()).body as Pedido;
    const staff2 = await loginStaff(http, DEMO.admin2);
    const deOutra = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff2))
      .send({ status: 'preparando' });
    expect(deOutra.status).toBe(404);
    expect(deOutra.body).toEqual({ erro: 'Pedido não encontrado' });
    expect(
      (
        await request(http)
          .put(`/api/pedidos/${pedido.id}/status`)
          .set(autorizado(cliente))
          .send({ status: 'preparando' })
      ).status,
    ).toBe(403);
    expect(
      (await request(http).put(`/api/pedidos/${pedido.id}/status`).send({ status: 'preparando' }))
        .status,
    ).toBe(401);
  });
});

test('a customer cannot order for another empresa', async () => {
  await encher(1);
  const res = await pedir({ empresa_id: 2 });
  expect(res.status).toBe(403);
  expect(await pedidosNoBanco()).toBe(0);
});
