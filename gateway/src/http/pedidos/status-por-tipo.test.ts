import request from 'supertest';
import {
  MENSAGENS_STATUS_PEDIDO,
  type Comanda,
  type Pedido,
  type PedidoHistoricoEntrada,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 26: every order type has its own way to the end. A delivery leaves the store
 * ('saiu_para_entrega') before it is delivered; a pickup is handed over at the counter and a
 * table order is served (both end in 'entregue', labelled Retirado / Servido). The server
 * refuses any other move with a 409 and a pt-BR message, and changes nothing.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let monitor: string;
let garcom: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  garcom = await loginGarcom(http);
  await definirLoja(http, staff, true);
  // Pickup orders need the store to accept them.
  const config = await request(http).get('/api/frete/config').set(autorizado(staff));
  const salvo = await request(http)
    .put('/api/frete/config')
    .set(autorizado(staff))
    .send({ ...config.body, aceita_retirada: true });
  expect(salvo.status).toBe(200);
  const tela = await request(http)
    .post('/api/monitor/telas')
    .set(autorizado(staff))
    .send({ nome: 'Cozinha' });
  monitor = (tela.body as { token: string }).token;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

const mudar = (id: number, status: string, token = staff) =>
  request(http).put(`/api/pedidos/${id}/status`).set(autorizado(token)).send({ status });

const historico = async (id: number) =>
  (await request(http).get(`/api/pedidos/${id}/historico`).set(autorizado(staff)))
    .body as PedidoHistoricoEntrada[];

async function ate(id: number, ...passos: string[]) {
  for (const status of passos) expect((await mudar(id, status)).status).toBe(200);
}

/** A waiter sends a table's burger to the kitchen: a 'mesa' order. */
async function pedidoDeMesa(): Promise<{ pedido: Pedido; comandaId: number }> {
  const { mesas } = (await request(http).get('/api/garcom/mesas').set(autorizado(garcom))).body as {
    mesas: { id: number; status: string }[];
  };
  const livre = mesas.find((m) => m.status === 'livre') ?? mesas[0]!;
  const aberta = await request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: livre.id });
  expect(aberta.status).toBe(201);
  const comanda = (aberta.body as { comanda: Comanda }).comanda;
  const burguer = await produtoDemo(http, 1, 'X-Burguer');
  const item = await request(http)
    .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
    .set(autorizado(garcom))
    .send({ produto_id: burguer.produto.id, quantidade: 1 });
  expect(item.status).toBe(201);
  const enviado = await request(http)
    .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
    .set(autorizado(garcom));
  expect(enviado.status).toBe(201);
  return { pedido: (enviado.body as { pedido: Pedido }).pedido, comandaId: comanda.id };
}

function ouvir(socket: ClientSocket, id: number, status: string): Promise<Pedido> {
  return new Promise((resolve) => {
    const ouvinte = (p: Pedido) => {
      if (p.id !== id || p.status !== status) return;
      socket.off('pedido:atualizado', ouvinte);
      resolve(p);
    };
    socket.on('pedido:atualizado', ouvinte);
  });
}

describe('a delivery goes out before it is delivered', () => {
  test('pendente → preparando → pronto → saiu_para_entrega → entregue, authors kept, everyone hears each step', async () => {
    const { pedido, cliente } = await pedidoPeloCliente(http);
    expect(pedido.tipo_pedido).toBe('entrega');
    const doCliente = await clients.connected(server.url, cliente);
    const daEquipe = await clients.connected(server.url, staff);
    await ate(pedido.id, 'preparando');
    await ate(pedido.id, 'pronto');

    const clienteOuviu = ouvir(doCliente.socket, pedido.id, 'saiu_para_entrega');
    const equipeOuviu = ouvir(daEquipe.socket, pedido.id, 'saiu_para_entrega');
    const saiu = await mudar(pedido.id, 'saiu_para_entrega', monitor);
    expect(saiu.status).toBe(200);
    expect(saiu.body).toMatchObject({
      id: pedido.id,
      status: 'saiu_para_entrega',
      mensagem: 'Status atualizado com sucesso!',
    });
    for (const ouvido of [await clienteOuviu, await equipeOuviu]) {
      expect(ouvido).toMatchObject({ id: pedido.id, status: 'saiu_para_entrega' });
      expect(ouvido.itens).toHaveLength(1);
      expect(Date.parse(ouvido.updated_at)).toBeGreaterThan(Date.parse(pedido.updated_at));
    }

    // On the road it is still open: the staff list and its filter find it.
    const abertos = (
      await request(http).get('/api/pedidos?status=saiu_para_entrega').set(autorizado(staff))
    ).body as Pedido[];
    expect(abertos.map((p) => p.id)).toContain(pedido.id);
    expect(abertos.every((p) => p.status === 'saiu_para_entrega')).toBe(true);

    const clienteEntregue = ouvir(doCliente.socket, pedido.id, 'entregue');
    expect((await mudar(pedido.id, 'entregue')).status).toBe(200);
    await expect(clienteEntregue).resolves.toMatchObject({ status: 'entregue' });

    const passos = await historico(pedido.id);
    expect(passos.map((h) => [h.de, h.para, h.autor_tipo])).toEqual([
      [null, 'pendente', 'cliente'],
      ['pendente', 'preparando', 'equipe'],
      ['preparando', 'pronto', 'equipe'],
      ['pronto', 'saiu_para_entrega', 'monitor'],
      ['saiu_para_entrega', 'entregue', 'equipe'],
    ]);
    expect(passos[3]!.autor_nome).toBe('Tela: Cozinha');
    expect(passos[4]!.autor_nome).toBeTruthy();
  });

  test("the monitor's 'Entregue' on a ready delivery still works (staff-side §4)", async () => {
    const { pedido } = await pedidoPeloCliente(http);
    await ate(pedido.id, 'preparando', 'pronto');
    const res = await mudar(pedido.id, 'entregue', monitor);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('entregue');
  });

  test.each([
    [['preparando', 'pronto', 'saiu_para_entrega'], 'cancelado'],
    [['preparando', 'pronto', 'saiu_para_entrega'], 'pronto'],
    [['preparando', 'pronto', 'saiu_para_entrega'], 'preparando'],
    [['preparando'], 'saiu_para_entrega'],
    [[], 'saiu_para_entrega'],
    [['preparando', 'pronto', 'saiu_para_entrega', 'entregue'], 'saiu_para_entrega'],
  ])('after %j, %s is a 409 with a pt-BR message and changes nothing', async (caminho, para) => {
    const { pedido } = await pedidoPeloCliente(http);
    await ate(pedido.id, ...caminho);
    const antes = await historico(pedido.id);
    const res = await mudar(pedido.id, para);
    expect(res.status).toBe(409);
    expect(res.body.erro).toMatch(/^Não é possível mudar o pedido de [a-z ]+ para [a-z ]+$/);
    expect(res.body.erro).not.toContain('_');
    expect(await historico(pedido.id)).toEqual(antes);
  });

  test('the message names the steps as people read them', async () => {
    const { pedido } = await pedidoPeloCliente(http);
    await ate(pedido.id, 'preparando', 'pronto', 'saiu_para_entrega');
    expect((await mudar(pedido.id, 'cancelado')).body).toEqual({
      erro: 'Não é possível mudar o pedido de saiu para entrega para cancelado',
    });
  });
});

describe('a pickup is handed over at the counter', () => {
  test("'saiu_para_entrega' on a pickup order is a 409; 'entregue' ends it (Retirado)", async () => {
    const { pedido, cliente } = await pedidoPeloCliente(http, 'retirada');
    expect(pedido.tipo_pedido).toBe('retirada');
    await ate(pedido.id, 'preparando', 'pronto');
    const antes = await historico(pedido.id);

    const recusado = await mudar(pedido.id, 'saiu_para_entrega');
    expect({ status: recusado.status, body: recusado.body }).toEqual({
      status: 409,
      body: { erro: MENSAGENS_STATUS_PEDIDO.naoSaiParaEntrega.retirada },
    });
    expect(MENSAGENS_STATUS_PEDIDO.naoSaiParaEntrega.retirada).toBe(
      'Pedido para retirada não sai para entrega: o cliente retira na loja',
    );
    expect(await historico(pedido.id)).toEqual(antes);
    const [atual] = (
      await request(http).get(`/api/pedidos/usuario/${pedido.usuario_id}`).set(autorizado(cliente))
    ).body as Pedido[];
    expect(atual!.status).toBe('pronto');

    expect((await mudar(pedido.id, 'entregue')).status).toBe(200);
    expect((await historico(pedido.id)).at(-1)).toMatchObject({
      de: 'pronto',
      para: 'entregue',
      autor_tipo: 'equipe',
    });
  });

  test('a pickup order still waiting cannot leave for delivery either', async () => {
    const { pedido } = await pedidoPeloCliente(http, 'retirada');
    const res = await mudar(pedido.id, 'saiu_para_entrega');
    expect(res.status).toBe(409);
    expect(res.body.erro).toBe(MENSAGENS_STATUS_PEDIDO.naoSaiParaEntrega.retirada);
  });
});

describe('a table order is served', () => {
  test("'saiu_para_entrega' on a table order is a 409; 'entregue' (Servido) reaches the tab", async () => {
    const { pedido, comandaId } = await pedidoDeMesa();
    expect(pedido.tipo_pedido).toBe('mesa');
    await ate(pedido.id, 'preparando', 'pronto');
    const recusado = await mudar(pedido.id, 'saiu_para_entrega');
    expect({ status: recusado.status, body: recusado.body }).toEqual({
      status: 409,
      body: { erro: 'Pedido de mesa não sai para entrega: é servido na mesa' },
    });
    expect((await mudar(pedido.id, 'entregue')).status).toBe(200);
    const comanda = (
      await request(http).get(`/api/garcom/comandas-mesa/${comandaId}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(comanda.comanda.itens.map((i) => i.status)).toEqual(['entregue']);
  });
});

describe('bad input', () => {
  test.each([
    ['an unknown status', { status: 'saiu' }],
    ['another case', { status: 'SAIU_PARA_ENTREGA' }],
    ['a NUL byte', { status: 'saiu_para_entrega\u0000' }],
    ['a huge string', { status: 'x'.repeat(100_000) }],
    ['a number', { status: 7 }],
    ['no status', {}],
  ])('%s is a 400 Status inválido', async (_caso, corpo) => {
    const { pedido } = await pedidoPeloCliente(http);
    const res = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send(corpo);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { erro: 'Status inválido' },
    });
  });

  test("another company's staff cannot move the order; an int32-edge id is not found", async () => {
    const { pedido } = await pedidoPeloCliente(http);
    const outra = await loginStaff(http, {
      email: 'admin@distribuidoragelada.com.br',
      senha: 'admin123',
    });
    expect((await mudar(pedido.id, 'preparando', outra)).status).toBe(404);
    expect((await mudar(2147483647, 'preparando')).status).toBe(404);
  });
});

describe('detalhes_pagamento_json (staff-side §3)', () => {
  test('GET /api/pedidos answers the spec name beside the old one, and events carry it too', async () => {
    const daEquipe = await clients.connected(server.url, staff);
    const { pedido } = await pedidoPeloCliente(http);
    const lista = (await request(http).get('/api/pedidos').set(autorizado(staff))).body as Pedido[];
    const noQuadro = lista.find((p) => p.id === pedido.id)!;
    expect(noQuadro.detalhes_pagamento_json).toMatchObject({ metodo: 'pix', precisaTroco: false });
    expect(noQuadro.detalhes_pagamento_json).toEqual(noQuadro.detalhes_pagamento);
    expect(pedido.detalhes_pagamento_json).toEqual(noQuadro.detalhes_pagamento_json);
    const ouvido = ouvir(daEquipe.socket, pedido.id, 'preparando');
    await ate(pedido.id, 'preparando');
    expect((await ouvido).detalhes_pagamento_json).toEqual(noQuadro.detalhes_pagamento_json);
  });
});
