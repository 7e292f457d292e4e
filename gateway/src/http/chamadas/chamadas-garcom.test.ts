import request from 'supertest';
import type { ChamadaEvento } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/** Issue 13 §4: a customer's call reaches the waiters' phones, and a waiter can answer it. */
let server: RunningServer;
let http: RunningServer['httpServer'];
let garcom: string;
let garcomDeOutra: string;
let staff: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  garcom = await loginGarcom(http);
  garcomDeOutra = await loginGarcom(http, DEMO.garcom2);
  staff = await loginStaff(http);
});
afterEach(() => clients.closeAll());
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const chamar = async (mesa: string, empresa_id = 1) => {
  const res = await request(http).post('/api/chamar-garcom').send({ mesa, empresa_id });
  expect(res.status).toBe(201);
  return res.body.chamada as ChamadaEvento;
};

const responder = (id: number | string, token: string, status = 'atendida') =>
  request(http).put(`/api/chamar-garcom/${id}/status`).set(autorizado(token)).send({ status });

const proximo = (socket: ClientSocket, evento: 'chamada:criada' | 'chamada:atualizada') =>
  new Promise<ChamadaEvento>((resolve) => socket.once(evento, resolve));

test("a waiter's socket hears the call; a waiter answers it and every socket hears the answer", async () => {
  const telefone = await clients.connected(server.url, garcom);
  expect(telefone.joined).toContain('empresa:1:garcons');
  const outroGarcom = (await clients.connected(server.url, garcom)).socket;
  const quadro = (await clients.connected(server.url, staff)).socket;
  const deOutraEmpresa = (await clients.connected(server.url, garcomDeOutra)).socket;
  const vazou: unknown[] = [];
  deOutraEmpresa.on('chamada:criada', (c) => vazou.push(c));
  deOutraEmpresa.on('chamada:atualizada', (c) => vazou.push(c));

  const criada = proximo(telefone.socket, 'chamada:criada');
  const chamada = await chamar('14');
  await expect(criada).resolves.toMatchObject({ id: chamada.id, mesa: '14', status: 'pendente' });

  const lista = await request(http).get('/api/chamar-garcom/1').set(autorizado(garcom));
  expect(lista.status).toBe(200);
  expect((lista.body as ChamadaEvento[]).map((c) => c.id)).toContain(chamada.id);

  const ouvidas = [telefone.socket, outroGarcom, quadro].map((s) =>
    proximo(s, 'chamada:atualizada'),
  );
  const res = await responder(chamada.id, garcom);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    id: chamada.id,
    status: 'atendida',
    mensagem: 'Status da chamada atualizado com sucesso!',
  });
  for (const ouvida of ouvidas) {
    await expect(ouvida).resolves.toMatchObject({ id: chamada.id, status: 'atendida' });
  }
  const depois = await request(http).get('/api/chamar-garcom/1').set(autorizado(garcom));
  expect((depois.body as ChamadaEvento[]).map((c) => c.id)).not.toContain(chamada.id);

  await roundTrip(deOutraEmpresa);
  expect(vazou).toEqual([]);
});

test('a call answered on the staff board leaves the waiter phones at once', async () => {
  const telefone = (await clients.connected(server.url, garcom)).socket;
  const chamada = await chamar('2');
  const ouvida = proximo(telefone, 'chamada:atualizada');
  expect((await responder(chamada.id, staff, 'cancelada')).status).toBe(200);
  await expect(ouvida).resolves.toMatchObject({ id: chamada.id, status: 'cancelada' });
  const denovo = await responder(chamada.id, garcom);
  expect(denovo.status).toBe(409);
  expect(denovo.body).toEqual({ erro: 'Esta chamada já foi cancelada' });
});

test("a customer's token is refused; another company's waiter finds nothing; nothing changes", async () => {
  const chamada = await chamar('9');
  const cliente = await loginCliente(http);

  const doCliente = await responder(chamada.id, cliente);
  expect(doCliente.status).toBe(403);
  expect(doCliente.body).toEqual({ erro: 'Acesso negado' });
  expect((await request(http).get('/api/chamar-garcom/1').set(autorizado(cliente))).status).toBe(
    403,
  );

  const deOutra = await responder(chamada.id, garcomDeOutra);
  expect(deOutra.status).toBe(404);
  expect(deOutra.body).toEqual({ erro: 'Chamada não encontrada' });
  const listaAlheia = await request(http)
    .get('/api/chamar-garcom/1')
    .set(autorizado(garcomDeOutra));
  expect(listaAlheia.status).toBe(403);

  expect((await responder(chamada.id, '')).status).toBe(401);
  const lista = await request(http).get('/api/chamar-garcom/1').set(autorizado(garcom));
  expect(lista.body).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: chamada.id, status: 'pendente' })]),
  );
});

test('bad ids and bodies from a waiter answer 400 or 404 with a message, never a 500', async () => {
  const chamada = await chamar('11');
  for (const id of ['2147483648', '-1', 'abc', '1%00', 'x'.repeat(10_000)]) {
    const res = await responder(id, garcom);
    expect(res.status).toBe(400);
    expect(typeof res.body.erro).toBe('string');
  }
  const maiorInt32 = await responder(2147483647, garcom);
  expect(maiorInt32.status).toBe(404);
  for (const status of [
    'pendente',
    '',
    'atendida\u0000',
    1,
    null,
    ['atendida'],
    'x'.repeat(10_000),
  ]) {
    const res = await responder(chamada.id, garcom, status as string);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Status inválido' });
  }
  for (const empresa of ['2147483648', 'abc', '-1']) {
    const res = await request(http).get(`/api/chamar-garcom/${empresa}`).set(autorizado(garcom));
    expect(res.status).toBe(400);
  }
  const lista = await request(http).get('/api/chamar-garcom/1').set(autorizado(garcom));
  expect((lista.body as ChamadaEvento[]).find((c) => c.id === chamada.id)?.status).toBe('pendente');
});
