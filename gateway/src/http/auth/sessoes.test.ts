import request from 'supertest';
import jwt from 'jsonwebtoken';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@cardapio/core';
import {
  emailOutbox,
  garcons,
  loginGarcom as diretorioLoginGarcom,
  passwordResets,
  usuarios,
  waitFor,
} from '@cardapio/core/testing';
import { type RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { DEMO, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer, TEST_JWT_SECRET, startTwoGateways } from '../../testing/test-server';

const SESSAO_ENCERRADA = { erro: 'Sessão encerrada. Faça login novamente.' };

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
const clients = socketClients();
beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const db = () => server.core.db;
let seq = 0;
const unico = (nome: string) => `${nome}.${Date.now()}.${++seq}@exemplo.com.br`;

/** Resolves when the server closes this socket. */
const fechadoPeloServidor = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** The handshake's answer to a token: 'conectado' or the connect_error message. */
function handshake(url: string, token: string): Promise<string> {
  const socket = clients.open(url, { token });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('conectado'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

async function novaGestao(base = http): Promise<{ id: number; token: string }> {
  const email = unico('gerente');
  const res = await request(base)
    .post('/api/auth/register')
    .set(autorizado(gestao))
    .send({ username: email, password: 'gerente123', role: 'gestao' });
  expect(res.status).toBe(201);
  const token = await loginStaff(base, { email, senha: 'gerente123' });
  return { id: (res.body as { usuario: { id: number } }).usuario.id, token };
}

/** Asks for `n` password-reset e-mails and answers the token of each link, oldest first. */
async function linksDeRecuperacao(email: string, n: number): Promise<string[]> {
  for (let i = 0; i < n; i++) await request(http).post('/api/auth/recuperar-senha').send({ email });
  const rows = await waitFor(async () => {
    const r = await db().select().from(emailOutbox).where(eq(emailOutbox.para, email));
    return r.length >= n ? r : undefined;
  });
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => new URL(/https?:\/\/\S+/.exec(r.texto)![0]).searchParams.get('token')!);
}

test('a deleted gestao is refused at once on REST and on the socket, and cannot reconnect', async () => {
  const gerente = await novaGestao();
  // Its session is checked (and remembered) before the deletion.
  expect((await request(http).get('/api/users').set(autorizado(gerente.token))).status).toBe(200);
  const { socket } = await clients.connected(server.url, gerente.token);
  const fechado = fechadoPeloServidor(socket);

  const del = await request(http).delete(`/api/users/${gerente.id}`).set(autorizado(gestao));
  expect(del.status).toBe(200);
  await expect(fechado).resolves.toBe('io server disconnect');

  const lista = await request(http).get('/api/users').set(autorizado(gerente.token));
  expect(lista.status).toBe(401);
  expect(lista.body).toEqual(SESSAO_ENCERRADA);
  const registro = await request(http)
    .post('/api/auth/register')
    .set(autorizado(gerente.token))
    .send({ username: unico('intruso'), password: 'intruso123', role: 'gestao' });
  expect(registro.status).toBe(401);
  expect(registro.body).toEqual(SESSAO_ENCERRADA);
  expect(await handshake(server.url, gerente.token)).toBe('Não autorizado');
  // The other staff of the company keep working.
  expect((await request(http).get('/api/users').set(autorizado(gestao))).status).toBe(200);
});

test('a deactivated waiter is refused on REST and on the socket', async () => {
  const email = unico('garcom');
  const [row] = await db()
    .insert(garcons)
    .values({ empresa_id: 1, nome: 'Rui', email, senha_hash: await hashPassword('garcom123') })
    .returning({ id: garcons.id });
  // Waiters sign in through the login_garcom directory, written with the waiter.
  await db().insert(diretorioLoginGarcom).values({ email, empresa_id: 1, garcom_id: row!.id });
  const token = await loginGarcom(http, { email, senha: 'garcom123' });
  expect((await request(http).get('/api/garcom/mesas').set(autorizado(token))).status).toBe(200);
  const { socket } = await clients.connected(server.url, token);
  const fechado = fechadoPeloServidor(socket);

  const garcom = await server.core.garcons.desativar(1, row!.id);
  expect(garcom).toMatchObject({ id: row!.id, ativo: false });
  await expect(fechado).resolves.toBe('io server disconnect');

  const mesas = await request(http).get('/api/garcom/mesas').set(autorizado(token));
  expect(mesas.status).toBe(401);
  expect(mesas.body).toEqual(SESSAO_ENCERRADA);
  expect(await handshake(server.url, token)).toBe('Não autorizado');
  // Another company's waiter cannot be deactivated through empresa 1.
  await expect(server.core.garcons.desativar(2, row!.id)).rejects.toThrow('Garçom não encontrado');
});

test('a customer who deleted their account gets 401, not 500, on cart add', async () => {
  const registro = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = (registro.body as { token: string }).token;
  const refri = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
  const adicionar = () =>
    request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id: refri.produto.id, quantidade: 1 });
  expect((await adicionar()).status).toBe(201);
  const { socket } = await clients.connected(server.url, token);
  const fechado = fechadoPeloServidor(socket);

  const exclusao = await request(http).delete('/api/auth/conta').set(autorizado(token));
  expect(exclusao.status).toBe(200);
  await expect(fechado).resolves.toBe('io server disconnect');
  const depois = await adicionar();
  expect(depois.status).toBe(401);
  expect(depois.body).toEqual(SESSAO_ENCERRADA);
  expect((await request(http).get('/api/auth/perfil').set(autorizado(token))).status).toBe(401);
});

test('a password reset ends the old sessions and spends the other reset tokens', async () => {
  const payload = novoCliente();
  const antigo = (
    (await request(http).post('/api/auth/registro').send(payload)).body as { token: string }
  ).token;
  expect((await request(http).get('/api/auth/perfil').set(autorizado(antigo))).status).toBe(200);
  const { socket } = await clients.connected(server.url, antigo);
  const fechado = fechadoPeloServidor(socket);

  const links = await linksDeRecuperacao(payload.email, 2);
  const reset = await request(http)
    .post('/api/auth/redefinir-senha')
    .send({ token: links[1], nova_senha: 'novaSenha9' });
  expect(reset.status).toBe(200);
  await expect(fechado).resolves.toBe('io server disconnect');

  const perfil = await request(http).get('/api/auth/perfil').set(autorizado(antigo));
  expect(perfil.status).toBe(401);
  expect(perfil.body).toEqual(SESSAO_ENCERRADA);
  expect(await handshake(server.url, antigo)).toBe('Não autorizado');
  // The first link was never used, but it is spent too.
  const outro = await request(http)
    .post('/api/auth/redefinir-senha')
    .send({ token: links[0], nova_senha: 'deNovo123' });
  expect(outro.status).toBe(400);
  expect(outro.body).toEqual({ erro: 'Token inválido ou expirado' });
  const [conta] = await db().select().from(usuarios).where(eq(usuarios.email, payload.email));
  const pendentes = await db()
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.usuario_id, conta!.id));
  expect(pendentes.every((r) => r.used_at !== null)).toBe(true);

  // A session signed after the reset works, on REST and on the socket.
  const novo = await request(http)
    .post('/api/auth/login')
    .send({ email: payload.email, senha: 'novaSenha9' });
  const token = (novo.body as { token: string }).token;
  expect((await request(http).get('/api/auth/perfil').set(autorizado(token))).status).toBe(200);
  expect(await handshake(server.url, token)).toBe('conectado');
});

test('two reset links of one account used at once: one wins, the other gets 400, never 500', async () => {
  const payload = novoCliente();
  await request(http).post('/api/auth/registro').send(payload);
  const [a, b] = await linksDeRecuperacao(payload.email, 2);
  const respostas = await Promise.all(
    [a, b].map((token, i) =>
      request(http)
        .post('/api/auth/redefinir-senha')
        .send({ token, nova_senha: `novaSenha${i}` }),
    ),
  );
  expect(respostas.map((r) => r.status).sort()).toEqual([200, 400]);
  const vencedora = respostas.findIndex((r) => r.status === 200);
  const login = await request(http)
    .post('/api/auth/login')
    .send({ email: payload.email, senha: `novaSenha${vencedora}` });
  expect(login.status).toBe(200);
});

test('a token signed before session versions existed still works while its account is unchanged', async () => {
  const [admin] = await db().select().from(usuarios).where(eq(usuarios.email, DEMO.admin.email));
  const antigo = jwt.sign({ kind: 'equipe', empresa_id: 1, role: 'gestao' }, TEST_JWT_SECRET, {
    subject: String(admin!.id),
    expiresIn: '1h',
  });
  expect((await request(http).get('/api/users').set(autorizado(antigo))).status).toBe(200);
  expect(await handshake(server.url, antigo)).toBe('conectado');
});

test("a token naming another empresa, or another role, than its account's is refused", async () => {
  const [admin] = await db().select().from(usuarios).where(eq(usuarios.email, DEMO.admin.email));
  const [equipe] = await db().select().from(usuarios).where(eq(usuarios.email, DEMO.equipe.email));
  const outraEmpresa = server.core.tokens.sign({
    kind: 'equipe',
    sub: admin!.id,
    empresa_id: 2,
    role: 'gestao',
    ver: 0,
  });
  const promovido = server.core.tokens.sign({
    kind: 'equipe',
    sub: equipe!.id,
    empresa_id: 1,
    role: 'gestao',
    ver: 0,
  });
  for (const token of [outraEmpresa, promovido]) {
    expect((await request(http).get('/api/users').set(autorizado(token))).status).toBe(401);
    expect(await handshake(server.url, token)).toBe('Não autorizado');
  }
});

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('two gateways sharing Redis', () => {
  let gateways: RunningServer[] = [];
  let fechar: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ gateways: gateways, close: fechar } = await startTwoGateways(redisUrl!, 'sessoes'));
  });
  afterAll(async () => {
    clients.closeAll();
    await fechar();
  });

  test('a staff user deleted on gateway A is refused at once by gateway B, where its socket closes', async () => {
    const [a, b] = gateways as [RunningServer, RunningServer];
    const admin = await loginStaff(a.httpServer, DEMO.admin);
    const email = unico('gerente');
    const criado = await request(a.httpServer)
      .post('/api/auth/register')
      .set(autorizado(admin))
      .send({ username: email, password: 'gerente123', role: 'gestao' });
    const id = (criado.body as { usuario: { id: number } }).usuario.id;
    const token = await loginStaff(b.httpServer, { email, senha: 'gerente123' });
    // Gateway B remembers this session as valid.
    expect((await request(b.httpServer).get('/api/users').set(autorizado(token))).status).toBe(200);
    const { socket } = await clients.connected(b.url, token);
    const fechado = fechadoPeloServidor(socket);

    expect(
      (await request(a.httpServer).delete(`/api/users/${id}`).set(autorizado(admin))).status,
    ).toBe(200);
    await expect(fechado).resolves.toBe('io server disconnect');
    // B forgot what it remembered (well before its memory would expire).
    const lista = await request(b.httpServer).get('/api/users').set(autorizado(token));
    expect(lista.status).toBe(401);
    expect(await handshake(b.url, token)).toBe('Não autorizado');
  });
});
