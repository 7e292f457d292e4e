import request from 'supertest';
import { count } from 'drizzle-orm';
import {
  MENSAGENS_GARCONS,
  type GarcomAdmin,
  type GarcomRemovidoEvento,
} from '@cardapio/shared-events';
import { garcons } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { apiDeTeste } from '../../testing/api-de-teste';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { startTwoGateways } from '../../testing/test-server';

const SESSAO_ENCERRADA = { erro: 'Sessão encerrada. Faça login novamente.' };

const clients = socketClients();
const api = apiDeTeste({ equipe: true, antesDeFechar: () => clients.closeAll() });
afterEach(() => clients.closeAll());

let seq = 0;
const novoGarcom = (campos: Record<string, unknown> = {}) => ({
  nome: 'Rui',
  sobrenome: `Teste ${++seq}`,
  email: `garcom.${Date.now()}.${seq}@exemplo.com.br`,
  telefone: '(48) 99999-0000',
  senha: 'senha123',
  ativo: true,
  ...campos,
});

async function criar(campos: Record<string, unknown> = {}, token = api.gestao, base = api.http) {
  const dados = novoGarcom(campos);
  const res = await request(base).post('/api/garcom').set(autorizado(token)).send(dados);
  expect(res.status).toBe(201);
  return { garcom: res.body as GarcomAdmin, dados };
}

const total = async () =>
  Number((await api.server.core.db.select({ n: count() }).from(garcons))[0]!.n);

/** Resolves with the reason when the server closes this socket, or 'aberto' after `ms`. */
const fechadoEm = (socket: ClientSocket, ms: number) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('aberto'), ms);
    socket.once('disconnect', (motivo) => {
      clearTimeout(timer);
      resolve(motivo);
    });
  });

const loginStatus = async (email: string, senha: string, base = api.http) =>
  (await request(base).post('/api/garcom/login').send({ email, senha })).status;

test('gestao and colaborador create and list waiters; the hash never leaves the server', async () => {
  const { garcom: criado, dados } = await criar();
  expect(criado).toMatchObject({
    nome: 'Rui',
    sobrenome: dados.sobrenome,
    email: dados.email,
    telefone: '(48) 99999-0000',
    ativo: true,
    empresa_id: 1,
  });
  expect(JSON.stringify(criado)).not.toMatch(/senha|scrypt/);
  const pelaEquipe = await criar({ telefone: '' }, api.colaborador);
  expect(pelaEquipe.garcom.telefone).toBeNull();

  const lista = await request(api.http).get('/api/garcom').set(autorizado(api.colaborador));
  expect(lista.status).toBe(200);
  const garcons = lista.body as GarcomAdmin[];
  expect(garcons.map((g) => g.id)).toEqual(
    expect.arrayContaining([criado.id, pelaEquipe.garcom.id]),
  );
  expect(garcons.every((g) => g.empresa_id === 1)).toBe(true);
  expect(JSON.stringify(garcons)).not.toMatch(/senha_hash|scrypt/);
  // The new waiter signs in with the password the staff chose.
  expect(await loginStatus(dados.email, dados.senha)).toBe(200);
});

test('role matrix: waiter and customer 403, no token 401, another company 404; the waiter area keeps working', async () => {
  const { garcom: alvo } = await criar();
  const antes = await total();
  const pedidos = [
    () => request(api.http).get('/api/garcom'),
    () => request(api.http).post('/api/garcom').send(novoGarcom()),
    () => request(api.http).put(`/api/garcom/${alvo.id}`).send({ ativo: false }),
    () => request(api.http).put(`/api/garcom/${alvo.id}`).send(novoGarcom()),
    () => request(api.http).delete(`/api/garcom/${alvo.id}`),
  ];
  for (const pedido of pedidos) {
    expect((await pedido()).status).toBe(401);
    expect((await pedido().set(autorizado(api.garcom))).status).toBe(403);
    expect((await pedido().set(autorizado(api.cliente))).status).toBe(403);
  }
  const naoEncontrado = { erro: MENSAGENS_GARCONS.garcomNaoEncontrado };
  for (const res of [
    await request(api.http)
      .put(`/api/garcom/${alvo.id}`)
      .set(autorizado(api.gestao2))
      .send({ ativo: false }),
    await request(api.http)
      .put(`/api/garcom/${alvo.id}`)
      .set(autorizado(api.gestao2))
      .send(novoGarcom()),
    await request(api.http).delete(`/api/garcom/${alvo.id}`).set(autorizado(api.gestao2)),
  ]) {
    expect([res.status, res.body]).toEqual([404, naoEncontrado]);
  }
  const daOutra = (await request(api.http).get('/api/garcom').set(autorizado(api.gestao2)))
    .body as GarcomAdmin[];
  expect(daOutra.some((g) => g.id === alvo.id)).toBe(false);
  expect(daOutra.every((g) => g.empresa_id === 2)).toBe(true);
  expect(await total()).toBe(antes);
  const lista = (await request(api.http).get('/api/garcom').set(autorizado(api.gestao)))
    .body as GarcomAdmin[];
  expect(lista.find((g) => g.id === alvo.id)).toMatchObject({ ativo: true });

  // The waiter area's own routes under /api/garcom are untouched.
  expect(
    (await request(api.http).get('/api/garcom/mesas').set(autorizado(api.garcom))).status,
  ).toBe(200);
  expect(
    (await request(api.http).get('/api/garcom/comandas-fisicas').set(autorizado(api.garcom)))
      .status,
  ).toBe(200);
  expect(
    (await request(api.http).get('/api/garcom/mesas').set(autorizado(api.gestao))).status,
  ).toBe(403);
  expect(await loginStatus(DEMO.garcom.email, DEMO.garcom.senha)).toBe(200);
});

test('every form message (staff-side §5), and nothing written on a bad request', async () => {
  const antes = await total();
  const casos: [Record<string, unknown>, string][] = [
    [{ nome: '' }, MENSAGENS_GARCONS.nomeObrigatorio],
    [{ nome: '   ' }, MENSAGENS_GARCONS.nomeObrigatorio],
    [{ nome: undefined }, MENSAGENS_GARCONS.nomeObrigatorio],
    [{ sobrenome: '' }, MENSAGENS_GARCONS.sobrenomeObrigatorio],
    [{ email: '' }, MENSAGENS_GARCONS.emailObrigatorio],
    [{ email: 'nao-e-email' }, MENSAGENS_GARCONS.emailInvalido],
    [{ senha: '' }, MENSAGENS_GARCONS.senhaObrigatoria],
    [{ senha: undefined }, MENSAGENS_GARCONS.senhaObrigatoria],
    [{ ativo: 'sim' }, MENSAGENS_GARCONS.ativoInvalido],
    [{ nome: 42 }, MENSAGENS_GARCONS.nomeObrigatorio],
    [{ nome: 'Rui\u0000' }, 'O texto contém caracteres inválidos'],
    [{ nome: 'x'.repeat(10_000) }, 'Nome muito longo: use no máximo 100 caracteres'],
    [{ senha: 'x'.repeat(10_000) }, 'A senha deve ter no máximo 128 caracteres'],
    [{ email: `${'a'.repeat(10_000)}@x.com` }, 'Email muito longo: use no máximo 254 caracteres'],
    [{ telefone: ['1'] }, 'Campo telefone inválido'],
  ];
  for (const [campos, erro] of casos) {
    const res = await request(api.http)
      .post('/api/garcom')
      .set(autorizado(api.gestao))
      .send(novoGarcom(campos));
    expect([JSON.stringify(campos).slice(0, 40), res.status, res.body]).toEqual([
      JSON.stringify(campos).slice(0, 40),
      400,
      { erro },
    ]);
  }
  const lista = await request(api.http).post('/api/garcom').set(autorizado(api.gestao)).send([1]);
  expect(lista.status).toBe(400);
  expect(await total()).toBe(antes);
});

test('ids at the int32 edges and of the wrong shape: 404 or 400, never 500', async () => {
  for (const id of ['2147483647', '1.5', '0']) {
    const res = await request(api.http)
      .put(`/api/garcom/${id}`)
      .set(autorizado(api.gestao))
      .send({ ativo: false });
    expect([404, 400]).toContain(res.status);
  }
  for (const id of ['2147483648', '-1', 'abc', '%00']) {
    const put = await request(api.http)
      .put(`/api/garcom/${id}`)
      .set(autorizado(api.gestao))
      .send({ ativo: false });
    expect([put.status, put.body]).toEqual([400, { erro: 'Parâmetro id inválido' }]);
    const del = await request(api.http).delete(`/api/garcom/${id}`).set(autorizado(api.gestao));
    expect(del.status).toBe(400);
  }
  const maior = await request(api.http)
    .delete('/api/garcom/2147483647')
    .set(autorizado(api.gestao));
  expect([maior.status, maior.body]).toEqual([
    404,
    { erro: MENSAGENS_GARCONS.garcomNaoEncontrado },
  ]);
});

test('an e-mail already used by a waiter (of any company, any case) answers 409', async () => {
  const { dados } = await criar();
  const antes = await total();
  const repetido = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao))
    .send(novoGarcom({ email: dados.email.toUpperCase() }));
  expect([repetido.status, repetido.body]).toEqual([409, { erro: MENSAGENS_GARCONS.emailEmUso }]);
  const outraEmpresa = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao2))
    .send(novoGarcom({ email: DEMO.garcom.email }));
  expect(outraEmpresa.status).toBe(409);
  expect(await total()).toBe(antes);

  const { garcom: outro } = await criar();
  const edicao = await request(api.http)
    .put(`/api/garcom/${outro.id}`)
    .set(autorizado(api.gestao))
    .send(novoGarcom({ email: dados.email, senha: '' }));
  expect([edicao.status, edicao.body]).toEqual([409, { erro: MENSAGENS_GARCONS.emailEmUso }]);
});

test('editing with a blank senha keeps the password and the session; a new one ends it', async () => {
  const { garcom: alvo, dados } = await criar();
  const token = await loginGarcom(api.http, { email: dados.email, senha: dados.senha });
  const edicao = await request(api.http)
    .put(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.gestao))
    .send({ ...dados, nome: 'Rubens', telefone: '', senha: '' });
  expect(edicao.status).toBe(200);
  expect(edicao.body).toMatchObject({ id: alvo.id, nome: 'Rubens', telefone: null, ativo: true });
  expect(await loginStatus(dados.email, dados.senha)).toBe(200);
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    200,
  );

  const { socket } = await clients.connected(api.server.url, token);
  const fechado = fechadoEm(socket, 1000);
  const novaSenha = await request(api.http)
    .put(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.gestao))
    .send({ ...dados, senha: 'outraSenha9' });
  expect(novaSenha.status).toBe(200);
  await expect(fechado).resolves.toBe('io server disconnect');
  const depois = await request(api.http).get('/api/garcom/mesas').set(autorizado(token));
  expect([depois.status, depois.body]).toEqual([401, SESSAO_ENCERRADA]);
  expect(await loginStatus(dados.email, dados.senha)).toBe(401);
  expect(await loginStatus(dados.email, 'outraSenha9')).toBe(200);
});

test('a deactivated waiter: the very next call is 401 and the open socket closes within 1 s', async () => {
  const { garcom: alvo, dados } = await criar();
  const token = await loginGarcom(api.http, { email: dados.email, senha: dados.senha });
  // The session is checked (and remembered) before the deactivation.
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    200,
  );
  const { socket } = await clients.connected(api.server.url, token);
  const staff = (await clients.connected(api.server.url, api.gestao)).socket;
  const eventos: GarcomAdmin[] = [];
  staff.on('garcom:atualizado', (g) => eventos.push(g));
  const fechado = fechadoEm(socket, 1000);

  const res = await request(api.http)
    .put(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.colaborador))
    .send({ ativo: false });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: alvo.id, ativo: false });
  await expect(fechado).resolves.toBe('io server disconnect');
  const depois = await request(api.http).get('/api/garcom/mesas').set(autorizado(token));
  expect([depois.status, depois.body]).toEqual([401, SESSAO_ENCERRADA]);
  expect(await loginStatus(dados.email, dados.senha)).toBe(403);
  await roundTrip(staff);
  expect(eventos).toEqual([expect.objectContaining({ id: alvo.id, ativo: false })]);

  // Reactivated: signs in again (the old token stays ended).
  const reativado = await request(api.http)
    .put(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.gestao))
    .send({ ativo: true });
  expect(reativado.body).toMatchObject({ ativo: true });
  expect(await loginStatus(dados.email, dados.senha)).toBe(200);
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    401,
  );
});

test('deactivating through the edit form signs the waiter out as well', async () => {
  const { garcom: alvo, dados } = await criar();
  const token = await loginGarcom(api.http, { email: dados.email, senha: dados.senha });
  const { socket } = await clients.connected(api.server.url, token);
  const fechado = fechadoEm(socket, 1000);
  const res = await request(api.http)
    .put(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.gestao))
    .send({ ...dados, senha: undefined, ativo: false });
  expect(res.status).toBe(200);
  await expect(fechado).resolves.toBe('io server disconnect');
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    401,
  );
});

test('a deleted waiter is signed out at once and announced to the staff', async () => {
  const { garcom: alvo, dados } = await criar();
  const token = await loginGarcom(api.http, { email: dados.email, senha: dados.senha });
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    200,
  );
  const { socket } = await clients.connected(api.server.url, token);
  const staff = (await clients.connected(api.server.url, api.gestao)).socket;
  const removidos: GarcomRemovidoEvento[] = [];
  staff.on('garcom:removido', (e) => removidos.push(e));
  const fechado = fechadoEm(socket, 1000);

  const res = await request(api.http).delete(`/api/garcom/${alvo.id}`).set(autorizado(api.gestao));
  expect([res.status, res.body]).toEqual([200, { mensagem: MENSAGENS_GARCONS.garcomExcluido }]);
  await expect(fechado).resolves.toBe('io server disconnect');
  expect((await request(api.http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(
    401,
  );
  expect(await loginStatus(dados.email, dados.senha)).toBe(401);
  await roundTrip(staff);
  expect(removidos).toEqual([expect.objectContaining({ id: alvo.id, empresa_id: 1 })]);
  const again = await request(api.http)
    .delete(`/api/garcom/${alvo.id}`)
    .set(autorizado(api.gestao));
  expect(again.status).toBe(404);
});

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('two gateways sharing Redis', () => {
  let gateways: RunningServer[] = [];
  let fechar: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ gateways, close: fechar } = await startTwoGateways(redisUrl!, 'garcons'));
  });
  afterAll(async () => {
    clients.closeAll();
    await fechar();
  });

  test('a waiter deactivated on gateway A is refused at once by gateway B, where its socket closes', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const admin = await loginStaff(a.httpServer, DEMO.admin);
    const { garcom: alvo, dados } = await criar({}, admin, a.httpServer);
    const token = await loginGarcom(b.httpServer, { email: dados.email, senha: dados.senha });
    // Gateway B remembers this session as valid.
    expect(
      (await request(b.httpServer).get('/api/garcom/mesas').set(autorizado(token))).status,
    ).toBe(200);
    const { socket } = await clients.connected(b.url, token);
    const fechado = fechadoEm(socket, 1000);

    const res = await request(a.httpServer)
      .put(`/api/garcom/${alvo.id}`)
      .set(autorizado(admin))
      .send({ ativo: false });
    expect(res.status).toBe(200);
    await expect(fechado).resolves.toBe('io server disconnect');
    const depois = await request(b.httpServer).get('/api/garcom/mesas').set(autorizado(token));
    expect([depois.status, depois.body]).toEqual([401, SESSAO_ENCERRADA]);
  });
});
