import request from 'supertest';
import {
  rooms,
  type Pedido,
  type PedidoHistoricoEntrada,
  type TelaMonitor,
  type TelaMonitorCriada,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, loginCliente, loginStaff, novoCliente } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';
import { TELA_REVOGADA } from '../session';

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

const criarTela = async (nome?: string, token = staff) => {
  const res = await request(http)
    .post('/api/monitor/telas')
    .set(autorizado(token))
    .send(nome === undefined ? {} : { nome });
  expect(res.status).toBe(201);
  return res.body as TelaMonitorCriada;
};

async function pedidoNovo(): Promise<Pedido> {
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  const coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(reg.body.token))
    .send({ produto_id: coca.produto.id, quantidade: 1 });
  const res = await request(http)
    .post('/api/pedidos')
    .set(autorizado(reg.body.token))
    .send({
      dados_cliente: { endereco: ENDERECO_CENTRO },
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'cartao' },
    });
  return res.body as Pedido;
}

test('a display token works the orders and calls, and nothing else of the back-office', async () => {
  const { token, tela } = await criarTela('Cozinha quente');
  expect(tela).toMatchObject({ nome: 'Cozinha quente', criada_por: expect.any(String) });
  const pedido = await pedidoNovo();

  const lista = await request(http).get('/api/pedidos').set(autorizado(token));
  expect((lista.body as Pedido[]).map((p) => p.id)).toContain(pedido.id);
  expect((await request(http).get('/api/chamar-garcom/1').set(autorizado(token))).status).toBe(200);
  const preparar = await request(http)
    .put(`/api/pedidos/${pedido.id}/status`)
    .set(autorizado(token))
    .send({ status: 'preparando' });
  expect(preparar.status).toBe(200);
  const historico = (
    await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(token))
  ).body as PedidoHistoricoEntrada[];
  expect(historico.at(-1)).toMatchObject({
    para: 'preparando',
    autor_tipo: 'monitor',
    autor_nome: 'Tela: Cozinha quente',
  });

  for (const [metodo, caminho] of [
    ['get', '/api/pedidos/recentes'],
    ['get', '/api/users'],
    ['get', '/api/horario-funcionamento/config'],
    ['get', '/api/monitor/telas'],
    ['post', '/api/monitor/telas'],
    ['get', '/api/carrinho/1'],
  ] as const) {
    const res = await request(http)[metodo](caminho).set(autorizado(token));
    expect({ caminho, status: res.status }).toEqual({ caminho, status: 403 });
  }
});

test("the display's socket joins its empresa's staff room and its own, and hears new orders", async () => {
  const { token } = await criarTela();
  const tela = await clients.connected(server.url, token);
  expect(tela.joined).toEqual([
    rooms.equipe(1),
    expect.stringMatching(/^tela:\d+$/),
    rooms.publico(1),
  ]);
  const ouvido = new Promise<Pedido>((resolve) => tela.socket.once('pedido:criado', resolve));
  const pedido = await pedidoNovo();
  await expect(ouvido).resolves.toMatchObject({ id: pedido.id });
});

test('revoking a display closes its open socket and refuses its token everywhere', async () => {
  const { token, tela } = await criarTela('Balcão');
  const aberta = await clients.connected(server.url, token);
  const fechada = new Promise<string>((resolve) => aberta.socket.once('disconnect', resolve));
  const listada = await request(http).get('/api/monitor/telas').set(autorizado(staff));
  expect((listada.body as TelaMonitor[]).map((t) => t.id)).toContain(tela.id);

  const res = await request(http).delete(`/api/monitor/telas/${tela.id}`).set(autorizado(staff));
  expect(res.body).toEqual({ mensagem: 'Acesso da tela encerrado' });
  await expect(fechada).resolves.toBe('io server disconnect');

  const depois = await request(http).get('/api/pedidos').set(autorizado(token));
  expect(depois.status).toBe(401);
  expect(depois.body).toEqual({ erro: TELA_REVOGADA });
  const recusada = await new Promise<Error>((resolve) =>
    clients.open(server.url, { token }).once('connect_error', resolve),
  );
  expect(recusada.message).toBe('Não autorizado');
  const lista = await request(http).get('/api/monitor/telas').set(autorizado(staff));
  expect((lista.body as TelaMonitor[]).map((t) => t.id)).not.toContain(tela.id);
});

test("only the empresa's staff create, list and revoke displays", async () => {
  const { tela } = await criarTela();
  const staff2 = await loginStaff(http, DEMO.admin2);
  const deOutra = await request(http)
    .delete(`/api/monitor/telas/${tela.id}`)
    .set(autorizado(staff2));
  expect(deOutra.status).toBe(404);
  expect(deOutra.body).toEqual({ erro: 'Tela não encontrada' });
  const lista2 = await request(http).get('/api/monitor/telas').set(autorizado(staff2));
  expect((lista2.body as TelaMonitor[]).some((t) => t.id === tela.id)).toBe(false);
  const cliente = await loginCliente(http);
  expect((await request(http).post('/api/monitor/telas').set(autorizado(cliente))).status).toBe(
    403,
  );
  expect((await request(http).post('/api/monitor/telas')).status).toBe(401);
  const longo = await request(http)
    .post('/api/monitor/telas')
    .set(autorizado(staff))
    .send({ nome: 'x'.repeat(61) });
  expect(longo.body).toEqual({ erro: 'Nome da tela muito longo' });
});

test('a validly signed token of a display that does not exist is refused', async () => {
  const forjado = server.core.tokens.sign({ kind: 'monitor', sub: 999999, empresa_id: 1 });
  const res = await request(http).get('/api/pedidos').set(autorizado(forjado));
  expect(res.status).toBe(401);
  const recusada = await new Promise<Error>((resolve) =>
    clients.open(server.url, { token: forjado }).once('connect_error', resolve),
  );
  expect(recusada.message).toBe('Não autorizado');
});

describe('ticket ageing thresholds', () => {
  test('default 5 and 10 minutes; staff change them; the display reads them', async () => {
    const { token } = await criarTela();
    const padrao = await request(http).get('/api/monitor/config').set(autorizado(token));
    expect(padrao.body).toEqual({
      alerta_amarelo_min: 5,
      alerta_vermelho_min: 10,
      confirmacao_seg: 20,
      pronto_automatico: true,
      tolerancia_atraso_min: 5,
    });
    const salvo = await request(http)
      .put('/api/monitor/config')
      .set(autorizado(staff))
      .send({ alerta_amarelo_min: 8, alerta_vermelho_min: 15, pronto_automatico: false });
    expect(salvo.body).toEqual({
      alerta_amarelo_min: 8,
      alerta_vermelho_min: 15,
      confirmacao_seg: 20,
      pronto_automatico: false,
      tolerancia_atraso_min: 5,
      mensagem: 'Configurações salvas com sucesso!',
    });
    expect((await request(http).get('/api/monitor/config').set(autorizado(token))).body).toEqual({
      alerta_amarelo_min: 8,
      alerta_vermelho_min: 15,
      confirmacao_seg: 20,
      pronto_automatico: false,
      tolerancia_atraso_min: 5,
    });
    const staff2 = await loginStaff(http, DEMO.admin2);
    expect((await request(http).get('/api/monitor/config').set(autorizado(staff2))).body).toEqual({
      alerta_amarelo_min: 5,
      alerta_vermelho_min: 10,
      confirmacao_seg: 20,
      pronto_automatico: true,
      tolerancia_atraso_min: 5,
    });
  });

  test('red must come after yellow; the display cannot change them', async () => {
    const { token } = await criarTela();
    const invertido = await request(http)
      .put('/api/monitor/config')
      .set(autorizado(staff))
      .send({ alerta_amarelo_min: 10, alerta_vermelho_min: 10 });
    expect(invertido.status).toBe(400);
    const naoBooleano = await request(http)
      .put('/api/monitor/config')
      .set(autorizado(staff))
      .send({ alerta_amarelo_min: 5, alerta_vermelho_min: 10, pronto_automatico: 'sim' });
    expect([naoBooleano.status, naoBooleano.body]).toEqual([
      400,
      { erro: 'Campo pronto_automatico deve ser verdadeiro ou falso' },
    ]);
    expect(invertido.body).toEqual({ erro: 'O alerta vermelho deve vir depois do amarelo' });
    const zero = await request(http)
      .put('/api/monitor/config')
      .set(autorizado(staff))
      .send({ alerta_amarelo_min: 0, alerta_vermelho_min: 10 });
    expect(zero.body).toEqual({ erro: 'O alerta amarelo deve ser de pelo menos 1 minuto' });
    const pelaTela = await request(http)
      .put('/api/monitor/config')
      .set(autorizado(token))
      .send({ alerta_amarelo_min: 1, alerta_vermelho_min: 2 });
    expect(pelaTela.status).toBe(403);
  });
});
