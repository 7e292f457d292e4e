import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, empresas, recuperacaoToken, usuarios, waitFor } from '@cardapio/core/testing';
import { apiDeTeste } from '../../testing/api-de-teste';
import { autorizado } from '../../testing/loja';
import { loginCliente, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';

/**
 * A password belongs to one account of one kind (customer, staff, waiter): its recovery and its
 * change reach that account only, even when the same e-mail has an account of another kind.
 */
const clients = socketClients();
const api = apiDeTeste({ antesDeFechar: clients.closeAll });
const db = () => api.server.core.db;
const TOKEN_INVALIDO = { erro: 'Token inválido ou expirado' };
const SESSAO_ENCERRADA = { erro: 'Sessão encerrada. Faça login novamente.' };

let seq = 0;
const unico = (nome: string) => `${nome}.${Date.now()}.${++seq}@exemplo.com.br`;

/** The newest e-mail sent to an address, once it is in the outbox. */
async function ultimoEmail(para: string, depoisDe = 0) {
  return waitFor(async () => {
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.para, para));
    const novo = rows.filter((r) => r.id > depoisDe).sort((a, b) => b.id - a.id)[0];
    return novo;
  });
}

async function maiorIdDeEmail(): Promise<number> {
  const rows = await db().select({ id: emailOutbox.id }).from(emailOutbox);
  return Math.max(0, ...rows.map((r) => r.id));
}

/** Asks for a reset of one kind and answers the e-mail and the link's token. */
async function pedirRecuperacao(body: Record<string, unknown>) {
  const antes = await maiorIdDeEmail();
  const res = await request(api.http).post('/api/auth/recuperar-senha').send(body);
  expect(res.status).toBe(200);
  const mensagem = await ultimoEmail(String(body.email), antes);
  const link = /https?:\/\/\S+/.exec(mensagem.texto)![0];
  return { mensagem, link, token: new URL(link).searchParams.get('token')! };
}

async function novoColaborador(senha = 'equipe123') {
  const email = unico('cozinheira');
  const res = await request(api.http)
    .post('/api/auth/register')
    .set(autorizado(api.gestao))
    .send({ username: email, password: senha, role: 'colaborador' });
  expect(res.status).toBe(201);
  return { email, senha, id: (res.body as { usuario: { id: number } }).usuario.id };
}

async function novoGarcom(senha = 'garcom123') {
  const email = unico('garcom');
  const res = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao))
    .send({ nome: 'Gil', sobrenome: 'Garçom', email, senha, ativo: true });
  expect(res.status).toBe(201);
  return { email, senha, id: (res.body as { id: number }).id };
}

const fechadoPeloServidor = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('recovery is per kind of account', () => {
  test("a customer account squatting a staff e-mail cannot take over the staff member's reset", async () => {
    const staff = await novoColaborador();
    // A cook may order at home with the work e-mail: the customer account is allowed.
    const squatter = novoCliente({ nome: 'Atacante', email: staff.email, senha: 'atacante1' });
    expect((await request(api.http).post('/api/auth/registro').send(squatter)).status).toBe(201);

    // The staff login page's 'Esqueci minha senha' reaches the staff account, not the squatter's.
    const daEquipe = await pedirRecuperacao({ email: staff.email, tipo: 'equipe' });
    expect(daEquipe.mensagem.texto).toMatch(/^Olá, cozinheira/);
    expect(daEquipe.mensagem.texto).not.toContain('Atacante');
    expect(daEquipe.mensagem.assunto).toContain('acesso da equipe ao painel de');
    expect(daEquipe.link).toMatch(/\/admin\/recuperar-senha\?token=[0-9a-f]{64}$/);

    // The customer's page cannot spend the staff token (and does not burn it trying).
    const noCliente = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token: daEquipe.token, nova_senha: 'tomada123' });
    expect([noCliente.status, noCliente.body]).toEqual([400, TOKEN_INVALIDO]);
    const noGarcom = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token: daEquipe.token, nova_senha: 'tomada123', tipo: 'garcom' });
    expect([noGarcom.status, noGarcom.body]).toEqual([400, TOKEN_INVALIDO]);

    const reset = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token: daEquipe.token, nova_senha: 'recuperada1', tipo: 'equipe' });
    expect([reset.status, reset.body]).toEqual([
      200,
      { mensagem: 'Senha redefinida com sucesso!' },
    ]);
    await loginStaff(api.http, { email: staff.email, senha: 'recuperada1' });
    // The squatter's account is untouched.
    await loginCliente(api.http, { email: staff.email, senha: 'atacante1' });

    // The customer's own recovery names the customer account and resets only it.
    const doCliente = await pedirRecuperacao({ email: staff.email, empresa_id: 1 });
    expect(doCliente.mensagem.texto).toMatch(/^Olá, Atacante!/);
    expect(doCliente.mensagem.assunto).toContain('sua conta de cliente em');
    expect(doCliente.link).toMatch(/\/recuperar-senha\/1\?token=[0-9a-f]{64}$/);
    const naEquipe = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token: doCliente.token, nova_senha: 'tomada123', tipo: 'equipe' });
    expect([naEquipe.status, naEquipe.body]).toEqual([400, TOKEN_INVALIDO]);
    const doProprio = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token: doCliente.token, nova_senha: 'novadocliente' });
    expect(doProprio.status).toBe(200);
    await loginCliente(api.http, { email: staff.email, senha: 'novadocliente' });
    await loginStaff(api.http, { email: staff.email, senha: 'recuperada1' });
  });

  test("a waiter's recovery resets the waiter account and ends the waiter's sessions", async () => {
    const garcom = await novoGarcom();
    const antigo = await loginGarcom(api.http, { email: garcom.email, senha: garcom.senha });
    const { socket } = await clients.connected(api.server.url, antigo);
    const fechado = fechadoPeloServidor(socket);

    const { mensagem, link, token } = await pedirRecuperacao({
      email: garcom.email,
      tipo: 'garcom',
    });
    expect(mensagem.texto).toMatch(/^Olá, Gil!/);
    expect(mensagem.assunto).toContain('Área do Garçom');
    expect(link).toMatch(/\/garcom\/recuperar-senha\?token=[0-9a-f]{64}$/);
    // A waiter e-mail asked as a customer or as staff sends nothing.
    const antes = await maiorIdDeEmail();
    for (const tipo of ['cliente', 'equipe'])
      await request(api.http).post('/api/auth/recuperar-senha').send({ email: garcom.email, tipo });
    expect(await maiorIdDeEmail()).toBe(antes);

    const reset = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token, nova_senha: 'garcomnovo1', tipo: 'garcom' });
    expect(reset.status).toBe(200);
    await expect(fechado).resolves.toBe('io server disconnect');
    const velho = await request(api.http).get('/api/garcom/mesas').set(autorizado(antigo));
    expect([velho.status, velho.body]).toEqual([401, SESSAO_ENCERRADA]);
    await loginGarcom(api.http, { email: garcom.email, senha: 'garcomnovo1' });
    const senhaAntiga = await request(api.http)
      .post('/api/garcom/login')
      .send({ email: garcom.email, senha: garcom.senha });
    expect(senhaAntiga.status).toBe(401);
  });

  test("a deleted waiter's reset links leave the directory with them", async () => {
    const garcom = await novoGarcom();
    const { token } = await pedirRecuperacao({ email: garcom.email, tipo: 'garcom' });
    const daEmpresa = eq(recuperacaoToken.empresa_id, 1);
    const antes = await db().select().from(recuperacaoToken).where(daEmpresa);
    const del = await request(api.http)
      .delete(`/api/garcom/${garcom.id}`)
      .set(autorizado(api.gestao));
    expect(del.status).toBe(200);
    expect(await db().select().from(recuperacaoToken).where(daEmpresa)).toHaveLength(
      antes.length - 1,
    );
    const reset = await request(api.http)
      .post('/api/auth/redefinir-senha')
      .send({ token, nova_senha: 'garcomnovo1', tipo: 'garcom' });
    expect([reset.status, reset.body]).toEqual([400, TOKEN_INVALIDO]);
  });

  test.each([
    [{ email: 'a@b.com.br', tipo: 'monitor' }, 'Tipo de conta inválido'],
    [{ email: 'a@b.com.br', tipo: 7 }, 'Tipo de conta inválido'],
    [{ email: 'a@b.com.br', tipo: 'equipe\u0000' }, 'Tipo de conta inválido'],
  ])('recuperar-senha %j → 400 %s', async (body, erro) => {
    const res = await request(api.http).post('/api/auth/recuperar-senha').send(body);
    expect([res.status, res.body]).toEqual([400, { erro }]);
  });
});

describe("PUT /api/auth/senha ('Alterar senha')", () => {
  test('staff: the current password is required, other sessions end, this one goes on', async () => {
    const staff = await novoColaborador('antiga123');
    const aqui = await loginStaff(api.http, { email: staff.email, senha: staff.senha });
    const outro = await loginStaff(api.http, { email: staff.email, senha: staff.senha });
    const { socket } = await clients.connected(api.server.url, outro);
    const fechado = fechadoPeloServidor(socket);

    const errada = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(aqui))
      .send({ senha_atual: 'chute123', nova_senha: 'nova12345' });
    // 400, not 401: a wrong current password does not sign the caller out.
    expect([errada.status, errada.body]).toEqual([400, { erro: 'Senha atual incorreta' }]);
    expect((await request(api.http).get('/api/users').set(autorizado(outro))).status).not.toBe(401);

    const certa = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(aqui))
      .send({ senha_atual: 'antiga123', nova_senha: 'nova12345' });
    expect(certa.status).toBe(200);
    expect(certa.body.mensagem).toBe('Senha alterada com sucesso!');
    const novo = certa.body.token as string;

    await expect(fechado).resolves.toBe('io server disconnect');
    for (const velho of [aqui, outro]) {
      const res = await request(api.http).get('/api/pedidos').set(autorizado(velho));
      expect([res.status, res.body]).toEqual([401, SESSAO_ENCERRADA]);
    }
    expect((await request(api.http).get('/api/pedidos').set(autorizado(novo))).status).toBe(200);
    const { joined } = await clients.connected(api.server.url, novo);
    expect(joined).toContain('empresa:1:equipe');
    await loginStaff(api.http, { email: staff.email, senha: 'nova12345' });
    const antiga = await request(api.http)
      .post('/api/admin/login')
      .send({ email: staff.email, senha: 'antiga123' });
    expect(antiga.status).toBe(401);
  });

  test("a waiter and a customer change their own password; a kitchen display's token is refused", async () => {
    const garcom = await novoGarcom();
    const doGarcom = await loginGarcom(api.http, { email: garcom.email, senha: garcom.senha });
    const res = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(doGarcom))
      .send({ senha_atual: garcom.senha, nova_senha: 'garcom456' });
    expect(res.status).toBe(200);
    expect(
      (await request(api.http).get('/api/garcom/mesas').set(autorizado(res.body.token))).status,
    ).toBe(200);
    await loginGarcom(api.http, { email: garcom.email, senha: 'garcom456' });

    const cliente = novoCliente({ senha: 'cliente1' });
    const registro = await request(api.http).post('/api/auth/registro').send(cliente);
    const trocado = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(registro.body.token))
      .send({ senha_atual: 'cliente1', nova_senha: 'cliente2' });
    expect(trocado.status).toBe(200);
    await loginCliente(api.http, { email: cliente.email, senha: 'cliente2' });

    const tela = await request(api.http)
      .post('/api/monitor/telas')
      .set(autorizado(api.gestao))
      .send({ nome: 'Chapa' });
    expect(tela.status).toBe(201);
    const monitor = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(tela.body.token))
      .send({ senha_atual: 'x', nova_senha: 'abcdef' });
    expect(monitor.status).toBe(403);
  });

  test.each([
    ['nothing', {}, 'Digite sua senha atual'],
    ['no new password', { senha_atual: 'equipe123' }, 'Preencha todos os campos'],
    [
      'a short new password',
      { senha_atual: 'equipe123', nova_senha: '123' },
      'A senha deve ter pelo menos 6 caracteres',
    ],
    [
      'the same password',
      { senha_atual: 'equipe123', nova_senha: 'equipe123' },
      'A nova senha deve ser diferente da atual',
    ],
    ['an array', { senha_atual: ['x'], nova_senha: 'abcdef' }, 'Digite sua senha atual'],
    [
      '10,000 characters',
      { senha_atual: 'a'.repeat(10_000), nova_senha: 'abcdef' },
      'A senha deve ter no máximo 128 caracteres',
    ],
  ])('%s → 400, and the password stays', async (_caso, body, erro) => {
    const staff = await novoColaborador('equipe123');
    const token = await loginStaff(api.http, { email: staff.email, senha: staff.senha });
    const res = await request(api.http).put('/api/auth/senha').set(autorizado(token)).send(body);
    expect([res.status, res.body]).toEqual([400, { erro }]);
    await loginStaff(api.http, { email: staff.email, senha: 'equipe123' });
  });

  test('without a token → 401; a deleted account → 401', async () => {
    const sem = await request(api.http)
      .put('/api/auth/senha')
      .send({ senha_atual: 'a', nova_senha: 'abcdef' });
    expect(sem.status).toBe(401);
    const staff = await novoColaborador();
    const token = await loginStaff(api.http, { email: staff.email, senha: staff.senha });
    await request(api.http).delete(`/api/users/${staff.id}`).set(autorizado(api.gestao));
    const apagado = await request(api.http)
      .put('/api/auth/senha')
      .set(autorizado(token))
      .send({ senha_atual: staff.senha, nova_senha: 'abcdefg' });
    expect([apagado.status, apagado.body]).toEqual([401, SESSAO_ENCERRADA]);
  });
});

test('registration in an inactive company is refused with Loja não encontrada and writes nothing', async () => {
  await db().update(empresas).set({ ativo: false }).where(eq(empresas.id, 2));
  try {
    const cliente = novoCliente({ empresa_id: 2 });
    const res = await request(api.http).post('/api/auth/registro').send(cliente);
    expect([res.status, res.body]).toEqual([404, { erro: 'Loja não encontrada' }]);
    const gravados = await db()
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.empresa_id, 2), eq(usuarios.email, cliente.email)));
    expect(gravados).toHaveLength(0);
  } finally {
    await db().update(empresas).set({ ativo: true }).where(eq(empresas.id, 2));
  }
  const reaberta = await request(api.http)
    .post('/api/auth/registro')
    .send(novoCliente({ empresa_id: 2 }));
  expect(reaberta.status).toBe(201);
});
