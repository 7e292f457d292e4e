import request from 'supertest';
import {
  MENSAGENS_ESTACAO,
  MENSAGENS_PREPARO,
  type Estacao,
  type Pedido,
  type PedidoHistoricoEntrada,
  type TelaMonitorCriada,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 29 §2: a station screen bumps an item or its part of an order; the order starts with
 * the first bump and turns 'pronto' with the last (or waits for the expo); 'Desfazer' within
 * 2 minutes. Every bump is one conditional UPDATE: concurrent bumps change things once.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let cozinha: Estacao;
let bar: Estacao;
let telaDoBar: TelaMonitorCriada;
let telaDaCozinha: TelaMonitorCriada;
let burguerId: number;
let cocaId: number;
let pontoDaCarne: { opcao_id: number; item_id: number };
/** The services' clock runs this far ahead (the 2 minutes of 'Desfazer', without waiting). */
let avanco = 0;
const clients = socketClients();

const put = (caminho: string, corpo: object) =>
  request(http).put(caminho).set(autorizado(staff)).send(corpo);

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  cozinha = await criarEstacao(http, staff, { nome: 'Cozinha Preparo' });
  bar = await criarEstacao(http, staff, { nome: 'Bar Preparo' });
  const burguer = await produtoDemo(http, 1, 'X-Burguer');
  const coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
  burguerId = burguer.produto.id;
  cocaId = coca.produto.id;
  pontoDaCarne = burguer.escolha('Ponto da carne', 'Ao ponto');
  await rotearCategorias(http, staff, [
    [burguerId, cozinha.id],
    [cocaId, bar.id],
  ]);
  const tela = async (nome: string) =>
    (await request(http).post('/api/monitor/telas').set(autorizado(staff)).send({ nome }))
      .body as TelaMonitorCriada;
  telaDoBar = await tela('Bar');
  telaDaCozinha = await tela('Chapa');
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(async () => {
  avanco = 0;
  clients.closeAll();
  await put('/api/monitor/config', {
    alerta_amarelo_min: 5,
    alerta_vermelho_min: 10,
    pronto_automatico: true,
  });
});

/** A customer's order with a burger (Cozinha) and two cokes (Bar). */
async function pedidoMisto(): Promise<{ pedido: Pedido; cliente: string }> {
  const cliente = await clienteComCarrinho(http, [cocaId, 2]);
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(cliente))
    .send({ produto_id: burguerId, quantidade: 1, personalizacoes: [pontoDaCarne] })
    .expect(201);
  const res = await finalizarPedido(http, cliente);
  expect(res.status).toBe(201);
  return { pedido: res.body as Pedido, cliente };
}

const itemDa = (pedido: Pedido, estacao: Estacao) =>
  pedido.itens.find((i) => i.estacao_id === estacao.id)!;

const pronto = (token: string, caminho: string, corpo: object = {}) =>
  request(http).post(`/api/monitor/${caminho}`).set(autorizado(token)).send(corpo);

async function historico(pedidoId: number): Promise<PedidoHistoricoEntrada[]> {
  const res = await request(http).get(`/api/pedidos/${pedidoId}/historico`).set(autorizado(staff));
  expect(res.status).toBe(200);
  return res.body as PedidoHistoricoEntrada[];
}

describe('bumps', () => {
  test("each station bumps its part; the first starts the order, the last makes it 'pronto'; staff and customer hear it", async () => {
    const { pedido, cliente } = await pedidoMisto();
    const quadro = (await clients.connected(server.url, staff)).socket;
    const doCliente = (await clients.connected(server.url, cliente)).socket;
    const noQuadro: Pedido[] = [];
    const noCliente: Pedido[] = [];
    quadro.on('pedido:atualizado', (p) => noQuadro.push(p));
    doCliente.on('pedido:atualizado', (p) => noCliente.push(p));

    const doBar = await pronto(telaDoBar.token, `pedidos/${pedido.id}/pronto`, {
      estacoes: [bar.id],
    });
    expect(doBar.status).toBe(200);
    expect(doBar.body.mensagem).toBe(MENSAGENS_PREPARO.pronto);
    const depoisDoBar = doBar.body.pedido as Pedido;
    expect(depoisDoBar.status).toBe('preparando');
    expect(itemDa(depoisDoBar, bar)).toMatchObject({
      pronto_por: 'Tela: Bar',
      pronto_em: expect.any(String),
    });
    expect(itemDa(depoisDoBar, cozinha).pronto_em).toBeNull();

    const daCozinha = await pronto(
      telaDaCozinha.token,
      `itens/${itemDa(pedido, cozinha).id}/pronto`,
    );
    expect(daCozinha.status).toBe(200);
    expect((daCozinha.body.pedido as Pedido).status).toBe('pronto');

    await roundTrip(quadro);
    await roundTrip(doCliente);
    expect(noQuadro.at(-1)).toMatchObject({ id: pedido.id, status: 'pronto' });
    expect(noCliente.at(-1)).toMatchObject({ id: pedido.id, status: 'pronto' });
    expect(noQuadro.at(-1)!.itens.every((i) => i.pronto_em)).toBe(true);
    expect((await historico(pedido.id)).map((h) => [h.para, h.autor_nome])).toEqual([
      ['pendente', expect.any(String)],
      ['preparando', 'Tela: Bar'],
      ['pronto', 'Tela: Chapa'],
    ]);
  });

  test('twenty cooks bumping the same item at once: one wins, the others are told it is done, one status change', async () => {
    const { pedido } = await pedidoMisto();
    const item = itemDa(pedido, cozinha);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pronto(i % 2 ? telaDaCozinha.token : staff, `itens/${item.id}/pronto`),
      ),
    );
    const status = respostas.map((r) => r.status).sort();
    expect(status.filter((s) => s === 200)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(19);
    for (const r of respostas.filter((r) => r.status === 409))
      expect(r.body).toEqual({ erro: MENSAGENS_PREPARO.itemJaPronto });
    expect((await historico(pedido.id)).filter((h) => h.para === 'preparando')).toHaveLength(1);
  });

  test("twenty bumps of both parts at once: the order turns 'pronto' exactly once", async () => {
    const { pedido } = await pedidoMisto();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pronto(i % 2 ? telaDoBar.token : telaDaCozinha.token, `pedidos/${pedido.id}/pronto`, {
          estacoes: [i % 2 ? bar.id : cozinha.id],
        }),
      ),
    );
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(2);
    expect(respostas.filter((r) => r.status === 409).map((r) => r.body.erro as string)).toEqual(
      Array(18).fill(MENSAGENS_PREPARO.parteJaPronta),
    );
    const passos = (await historico(pedido.id)).map((h) => h.para);
    expect(passos).toEqual(['pendente', 'preparando', 'pronto']);
  });

  test("with 'pronto automático' off the order waits for the expo", async () => {
    await put('/api/monitor/config', {
      alerta_amarelo_min: 5,
      alerta_vermelho_min: 10,
      pronto_automatico: false,
    });
    const config = await request(http).get('/api/monitor/config').set(autorizado(staff));
    expect(config.body.pronto_automatico).toBe(false);
    const { pedido } = await pedidoMisto();
    const res = await pronto(staff, `pedidos/${pedido.id}/pronto`);
    expect(res.status).toBe(200);
    const feito = res.body.pedido as Pedido;
    expect(feito.itens.every((i) => i.pronto_em)).toBe(true);
    expect(feito.status).toBe('preparando');
    const expo = await put(`/api/pedidos/${pedido.id}/status`, { status: 'pronto' });
    expect(expo.body.status).toBe('pronto');
  });
});

describe('Desfazer', () => {
  test('brings an item back within 2 minutes, not after; nothing to undo is said so', async () => {
    const { pedido } = await pedidoMisto();
    const item = itemDa(pedido, bar);
    expect((await pronto(telaDoBar.token, `itens/${item.id}/desfazer`)).body).toEqual({
      erro: MENSAGENS_PREPARO.nadaParaDesfazer,
    });
    await pronto(telaDoBar.token, `itens/${item.id}/pronto`).expect(200);
    avanco = 110_000;
    const desfeito = await pronto(telaDoBar.token, `itens/${item.id}/desfazer`);
    expect(desfeito.status).toBe(200);
    expect(desfeito.body.mensagem).toBe(MENSAGENS_PREPARO.desfeito);
    expect(itemDa(desfeito.body.pedido as Pedido, bar)).toMatchObject({
      pronto_em: null,
      pronto_por: null,
    });

    avanco = 0;
    await pronto(telaDoBar.token, `pedidos/${pedido.id}/pronto`, { estacoes: [bar.id] }).expect(
      200,
    );
    avanco = 121_000;
    const tarde = await pronto(telaDoBar.token, `pedidos/${pedido.id}/desfazer`, {
      estacoes: [bar.id],
    });
    expect([tarde.status, tarde.body]).toEqual([409, { erro: MENSAGENS_PREPARO.prazoDoDesfazer }]);
  });
});

describe('who and what', () => {
  test('waiters and customers never bump; no session is 401', async () => {
    const { pedido } = await pedidoMisto();
    const item = itemDa(pedido, cozinha);
    expect((await request(http).post(`/api/monitor/itens/${item.id}/pronto`)).status).toBe(401);
    for (const token of [await loginGarcom(http), await loginCliente(http)]) {
      expect((await pronto(token, `itens/${item.id}/pronto`)).status).toBe(403);
      expect((await pronto(token, `pedidos/${pedido.id}/pronto`)).status).toBe(403);
    }
    const [lido] = (
      (await request(http).get('/api/pedidos').set(autorizado(staff))).body as Pedido[]
    ).filter((p) => p.id === pedido.id);
    expect(lido!.itens.every((i) => i.pronto_em === null)).toBe(true);
  });

  test("another company's items and orders are not found; bad ids and bodies are 400; a closed order is 409", async () => {
    const { pedido } = await pedidoMisto();
    const outra = await loginStaff(http, DEMO.admin2);
    const item = itemDa(pedido, cozinha);
    expect(await pronto(outra, `itens/${item.id}/pronto`).then((r) => [r.status, r.body])).toEqual([
      404,
      { erro: MENSAGENS_PREPARO.itemNaoEncontrado },
    ]);
    expect(
      await pronto(outra, `pedidos/${pedido.id}/pronto`).then((r) => [r.status, r.body]),
    ).toEqual([404, { erro: MENSAGENS_PREPARO.pedidoNaoEncontrado }]);
    for (const id of ['0', '2147483648', 'abc', '1.5'])
      expect((await pronto(staff, `itens/${id}/pronto`)).status).toBe(400);
    expect((await pronto(staff, 'itens/2147483647/pronto')).status).toBe(404);
    for (const [corpo, erro] of [
      [{ estacoes: [] }, MENSAGENS_ESTACAO.escolhaUmaEstacao],
      [{ estacoes: 'bar' }, MENSAGENS_ESTACAO.escolhaUmaEstacao],
      [{ estacoes: [2_147_483_648] }, MENSAGENS_ESTACAO.estacaoNaoEncontrada],
    ] as const) {
      const res = await pronto(staff, `pedidos/${pedido.id}/pronto`, corpo);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    await put(`/api/pedidos/${pedido.id}/status`, { status: 'cancelado' }).expect(200);
    const fechado = await pronto(staff, `itens/${item.id}/pronto`);
    expect([fechado.status, fechado.body]).toEqual([
      409,
      { erro: MENSAGENS_PREPARO.pedidoEncerrado },
    ]);
  });
});
