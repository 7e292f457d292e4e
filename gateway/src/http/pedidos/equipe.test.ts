import request from 'supertest';
import type { ChamadaEvento, Pedido, PedidoHistoricoEntrada } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { DEMO, loginCliente, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let staff2: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  staff2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, staff, true);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

const novoPedido = () => pedidoPeloCliente(http);

const mudar = (id: number, status: string, token = staff) =>
  request(http).put(`/api/pedidos/${id}/status`).set(autorizado(token)).send({ status });

describe('staff order lists', () => {
  test('GET /api/pedidos lists only the caller empresa orders, newest first, filtered by status', async () => {
    const a = (await novoPedido()).pedido;
    const b = (await novoPedido()).pedido;
    await mudar(b.id, 'preparando');
    const todos = (await request(http).get('/api/pedidos').set(autorizado(staff))).body as Pedido[];
    expect(todos.map((p) => p.id).slice(0, 2)).toEqual([b.id, a.id]);
    expect(todos.every((p) => p.empresa_id === 1)).toBe(true);

    const preparando = (
      await request(http).get('/api/pedidos?status=preparando').set(autorizado(staff))
    ).body as Pedido[];
    expect(preparando.map((p) => p.id)).toContain(b.id);
    expect(preparando.every((p) => p.status === 'preparando')).toBe(true);

    const daOutra = (await request(http).get('/api/pedidos').set(autorizado(staff2)))
      .body as Pedido[];
    expect(daOutra.some((p) => p.id === a.id || p.id === b.id)).toBe(false);
  });

  test('a period narrows the list; bad filters are refused with a message', async () => {
    const { pedido } = await novoPedido();
    const futuro = new Date(Date.now() + 3600_000).toISOString();
    const nada = await request(http).get(`/api/pedidos?desde=${futuro}`).set(autorizado(staff));
    expect(nada.body).toEqual([]);
    const hoje = await request(http)
      .get(`/api/pedidos?desde=${new Date(Date.now() - 3600_000).toISOString()}&limite=500`)
      .set(autorizado(staff));
    expect((hoje.body as Pedido[]).map((p) => p.id)).toContain(pedido.id);
    for (const [query, erro] of [
      ['status=voando', 'Status inválido'],
      ['desde=ontem', 'Data inválida'],
      ['limite=0', 'Limite inválido'],
      ['limite=501', 'Limite máximo é 500'],
    ]) {
      const res = await request(http).get(`/api/pedidos?${query}`).set(autorizado(staff));
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { erro } });
    }
  });

  test('recent orders for the dashboard; customers and anonymous are refused', async () => {
    const { pedido } = await novoPedido();
    const recentes = (await request(http).get('/api/pedidos/recentes').set(autorizado(staff)))
      .body as Pedido[];
    expect(recentes[0]!.id).toBe(pedido.id);
    expect(recentes.length).toBeLessThanOrEqual(10);
    const cliente = await loginCliente(http);
    expect((await request(http).get('/api/pedidos').set(autorizado(cliente))).status).toBe(403);
    expect((await request(http).get('/api/pedidos/recentes')).status).toBe(401);
  });
});

describe('the order state machine, with its history', () => {
  test('pendente → preparando → pronto → entregue, each recorded with who and when', async () => {
    const { pedido } = await novoPedido();
    for (const status of ['preparando', 'pronto', 'entregue'])
      expect((await mudar(pedido.id, status)).status).toBe(200);
    const historico = (
      await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(staff))
    ).body as PedidoHistoricoEntrada[];
    expect(historico.map((h) => [h.de, h.para, h.autor_tipo])).toEqual([
      [null, 'pendente', 'cliente'],
      ['pendente', 'preparando', 'equipe'],
      ['preparando', 'pronto', 'equipe'],
      ['pronto', 'entregue', 'equipe'],
    ]);
    expect(historico[1]!.autor_nome).toBeTruthy();
    expect(historico.every((h) => !Number.isNaN(Date.parse(h.created_at)))).toBe(true);
    expect(
      (await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(staff2)))
        .status,
    ).toBe(404);
  });

  test.each([
    [['preparando'], 'pendente'],
    [['preparando', 'pronto', 'entregue'], 'pronto'],
    [['preparando', 'pronto', 'entregue'], 'cancelado'],
    [['cancelado'], 'preparando'],
    [[], 'pronto'],
  ])('after %j, moving to %s is a 409 and changes nothing', async (caminho, para) => {
    const { pedido } = await novoPedido();
    for (const status of caminho) await mudar(pedido.id, status);
    const res = await mudar(pedido.id, para);
    expect(res.status).toBe(409);
    expect(res.body.erro).toMatch(/^Não é possível mudar o pedido de \w+ para \w+$/);
    const historico = (
      await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(staff))
    ).body as PedidoHistoricoEntrada[];
    expect(historico).toHaveLength(caminho.length + 1);
  });

  test.each([[['preparando']], [['preparando', 'pronto']]])(
    'after %j, cancelling without a reason is a 400 and changes nothing',
    async (caminho) => {
      const { pedido } = await novoPedido();
      for (const status of caminho) await mudar(pedido.id, status);
      const res = await mudar(pedido.id, 'cancelado');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        erro: 'O pedido já está em preparo: informe o motivo do cancelamento.',
      });
      const historico = (
        await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(staff))
      ).body as PedidoHistoricoEntrada[];
      expect(historico).toHaveLength(caminho.length + 1);
    },
  );

  test('the customer hears the change of their own order only', async () => {
    const meu = await novoPedido();
    const outro = await novoPedido();
    const dono = await clients.connected(server.url, meu.cliente);
    const alheio = await clients.connected(server.url, outro.cliente);
    const ouviuAlheio: unknown[] = [];
    alheio.socket.on('pedido:atualizado', (p) => ouviuAlheio.push(p));
    const ouvido = new Promise<Pedido>((resolve) => dono.socket.once('pedido:atualizado', resolve));
    await mudar(meu.pedido.id, 'preparando');
    await expect(ouvido).resolves.toMatchObject({ id: meu.pedido.id, status: 'preparando' });
    await roundTrip(alheio.socket);
    expect(ouviuAlheio).toEqual([]);
  });
});

describe('waiter calls for the staff', () => {
  const chamar = (mesa: string, empresa_id = 1) =>
    request(http).post('/api/chamar-garcom').send({ mesa, empresa_id });

  test('pending calls of the own empresa only; another empresa id is refused', async () => {
    const minha = (await chamar('6')).body.chamada as ChamadaEvento;
    const deles = (await chamar('2', 2)).body.chamada as ChamadaEvento;
    const lista = (await request(http).get('/api/chamar-garcom/1').set(autorizado(staff)))
      .body as ChamadaEvento[];
    expect(lista.map((c) => c.id)).toContain(minha.id);
    expect(lista.map((c) => c.id)).not.toContain(deles.id);
    const alheia = await request(http).get('/api/chamar-garcom/2').set(autorizado(staff));
    expect(alheia.status).toBe(403);
    expect(alheia.body).toEqual({ erro: 'Acesso negado' });
    expect((await request(http).get('/api/chamar-garcom/1')).status).toBe(401);
  });

  test('answering a call once: every staff socket hears it; it leaves the pending list', async () => {
    const chamada = (await chamar('5')).body.chamada as ChamadaEvento;
    const tela = await clients.connected(server.url, staff);
    const ouvida = new Promise<ChamadaEvento>((resolve) =>
      tela.socket.once('chamada:atualizada', resolve),
    );
    const res = await request(http)
      .put(`/api/chamar-garcom/${chamada.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'atendida' });
    expect(res.body).toMatchObject({
      id: chamada.id,
      status: 'atendida',
      mensagem: 'Status da chamada atualizado com sucesso!',
    });
    await expect(ouvida).resolves.toMatchObject({ id: chamada.id, status: 'atendida' });
    const lista = (await request(http).get('/api/chamar-garcom/1').set(autorizado(staff)))
      .body as ChamadaEvento[];
    expect(lista.map((c) => c.id)).not.toContain(chamada.id);

    const denovo = await request(http)
      .put(`/api/chamar-garcom/${chamada.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'cancelada' });
    expect(denovo.status).toBe(409);
    expect(denovo.body).toEqual({ erro: 'Esta chamada já foi atendida' });
  });

  test("another empresa's call is not found; a bad status is refused", async () => {
    const chamada = (await chamar('8')).body.chamada as ChamadaEvento;
    const deOutra = await request(http)
      .put(`/api/chamar-garcom/${chamada.id}/status`)
      .set(autorizado(staff2))
      .send({ status: 'atendida' });
    expect(deOutra.status).toBe(404);
    const ruim = await request(http)
      .put(`/api/chamar-garcom/${chamada.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'pendente' });
    expect(ruim.status).toBe(400);
    expect(ruim.body).toEqual({ erro: 'Status inválido' });
  });
});
