import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { chamadasGarcom } from '@cardapio/core/testing';
import type { ChamadaEvento, Mesa, MesasResposta } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 13 §4: a customer's call reaches the waiters' phones, and a waiter can answer it.
 * Issue 25: the call names one of the empresa's tables, and its limit is one count for every
 * gateway.
 */
let server: RunningServer;
let http: RunningServer['httpServer'];
let garcom: string;
let garcomDeOutra: string;
let staff: string;
const clients = socketClients();

beforeAll(async () => {
  // Many calls from one address here; the limit itself is proven at the end of the file.
  server = await createTestServer({ chamadasPorMinuto: 1000 });
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
  const chamada = await chamar('4');
  await expect(criada).resolves.toMatchObject({ id: chamada.id, mesa: '4', status: 'pendente' });

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
  const chamada = await chamar('7');
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
  const chamada = await chamar('3');
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

describe("the call names one of the empresa's tables (issue 25)", () => {
  const MESA_NAO_ENCONTRADA = { erro: 'Mesa não encontrada. Confira o número da mesa.' };
  const enviar = (mesa: unknown, empresa_id: unknown = 1) =>
    request(http).post('/api/chamar-garcom').send({ mesa, empresa_id });

  /** `recusar` answers 400 with `erro`, stores no call and pushes nothing to the waiters. */
  async function semChamada(recusar: () => Promise<request.Response>, erro: object) {
    const telefone = (await clients.connected(server.url, garcom)).socket;
    const ouvidas: unknown[] = [];
    telefone.on('chamada:criada', (c) => ouvidas.push(c));
    const antes = await server.database.db.$count(chamadasGarcom);
    const res = await recusar();
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: erro });
    expect(await server.database.db.$count(chamadasGarcom)).toBe(antes);
    await roundTrip(telefone);
    expect(ouvidas).toEqual([]);
  }

  test.each([
    ['5', '5'],
    [' 5 ', '5'],
    ['05', '5'],
    ['005', '5'],
    ['Mesa 5', '5'],
    [' mesa  05 ', '5'],
    ['MESA Nº 5', '5'],
    ['mesa #5', '5'],
    ['\uFF15', '5'],
    [5, '5'],
  ])('%j is table 5 of the demo: 201, and the call says "5"', async (mesa, numero) => {
    const telefone = (await clients.connected(server.url, garcom)).socket;
    const ouvida = proximo(telefone, 'chamada:criada');
    const res = await enviar(mesa);
    expect(res.status).toBe(201);
    expect((res.body as { chamada: ChamadaEvento }).chamada).toMatchObject({
      mesa: numero,
      empresa_id: 1,
      status: 'pendente',
    });
    await expect(ouvida).resolves.toMatchObject({ mesa: numero });
  });

  test.each([
    'naoexiste999',
    '9',
    '0',
    '50',
    '55',
    '5 5',
    '5.0',
    'Mesa',
    'mesa nova',
    '2147483648',
    2147483647,
    -5.5,
  ])('%j is not a table of the demo: 400 with a clear message, nobody is called', (mesa) =>
    semChamada(() => enviar(mesa), MESA_NAO_ENCONTRADA),
  );

  test("another company's table numbers do not count", async () => {
    // Company 2 has tables 1 and 2; company 1 has 1 to 8.
    await semChamada(() => enviar('5', 2), MESA_NAO_ENCONTRADA);
    await semChamada(() => enviar('Mesa 3', 2), MESA_NAO_ENCONTRADA);
    const deles = await enviar('02', 2);
    expect(deles.status).toBe(201);
    expect(deles.body).toMatchObject({ chamada: { mesa: '2', empresa_id: 2 } });
    const lista = (await request(http).get('/api/chamar-garcom/1').set(autorizado(garcom)))
      .body as ChamadaEvento[];
    expect(lista.map((c) => c.id)).not.toContain(deles.body.chamada.id);
  });

  test('bad text, types and empresa ids answer 400 with a message, never a 500', async () => {
    for (const mesa of ['5\u0000', '\u0000', 'x'.repeat(10_000), '', '   '])
      await semChamada(() => enviar(mesa), { erro: expect.any(String) });
    for (const mesa of [['5'], { numero: '5' }, true, null, undefined])
      await semChamada(() => enviar(mesa), { erro: 'Digite o número da mesa' });
    for (const empresa of ['2147483648', -1, 0, 1.5, 'abc', ['1'], '1\u0000'])
      await semChamada(() => enviar('1', empresa), { erro: 'Empresa inválida' });
  });

  test('a company without tables still takes the text as typed', async () => {
    const gestao2 = await loginStaff(http, DEMO.admin2);
    const { mesas } = (await request(http).get('/api/mesas').set(autorizado(gestao2)))
      .body as MesasResposta;
    expect(mesas.map((m) => m.numero)).toEqual(['1', '2']);
    try {
      for (const mesa of mesas)
        expect(
          (await request(http).delete(`/api/mesas/${mesa.id}`).set(autorizado(gestao2))).status,
        ).toBe(200);
      const res = await enviar(' Balcão ', 2);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ chamada: { mesa: 'Balcão', empresa_id: 2 } });
      // Company 1 keeps its tables: the same text is refused there.
      await semChamada(() => enviar('Balcão', 1), MESA_NAO_ENCONTRADA);
    } finally {
      for (const mesa of mesas) {
        const { numero, nome, capacidade } = mesa as Mesa;
        await request(http)
          .post('/api/mesas')
          .set(autorizado(gestao2))
          .send({ numero, nome, capacidade });
      }
    }
    await semChamada(() => enviar('Balcão', 2), MESA_NAO_ENCONTRADA);
  });
});

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('the limit of calls with Redis (issue 25)', () => {
  const gateways: RunningServer[] = [];
  beforeAll(async () => {
    // One prefix for both gateways (one deployment), new on every run; the default limit (10).
    const queuePrefix = `teste-chamadas-${randomBytes(6).toString('hex')}`;
    for (let i = 0; i < 2; i++) gateways.push(await createTestServer({ redisUrl, queuePrefix }));
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
  });

  test('10 calls a minute per address, counted once for every gateway', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const chamar = (g: RunningServer, mesa = '5') =>
      request(g.httpServer).post('/api/chamar-garcom').send({ mesa, empresa_id: 1 });
    const status: number[] = [];
    // A refused call counts too: guessing table numbers is limited like calling.
    status.push((await chamar(a, 'naoexiste999')).status);
    for (let i = 1; i < 10; i++) status.push((await chamar(i % 2 ? b : a)).status);
    expect(status).toEqual([400, ...Array<number>(9).fill(201)]);
    // Each gateway saw about half of them; the 11th, on either, is over the limit of 10.
    for (const g of [a, b]) {
      const demais = await chamar(g);
      expect(demais.status).toBe(429);
      expect(demais.body).toEqual({
        erro: 'Muitas chamadas em pouco tempo. Aguarde um minuto e tente novamente.',
      });
    }
  });
});
