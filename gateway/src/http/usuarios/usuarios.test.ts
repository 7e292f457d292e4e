import request from 'supertest';
import { eq } from 'drizzle-orm';
import { usuarios } from '@cardapio/core/testing';
import { apiDeTeste } from '../../testing/api-de-teste';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';

const api = apiDeTeste();

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test('gestao lists the staff of its own empresa only', async () => {
  const res = await request(api.http).get('/api/users').set(auth(api.gestao));
  expect(res.status).toBe(200);
  const usernames = (res.body as { username: string }[]).map((u) => u.username);
  expect(usernames).toEqual(expect.arrayContaining([DEMO.admin.email, DEMO.equipe.email]));
  expect(usernames).not.toContain(DEMO.admin2.email);
  expect(usernames).not.toContain(DEMO.cliente.email);
  expect(res.body[0]).toEqual({
    id: expect.any(Number),
    username: expect.any(String),
    role: expect.any(String),
    created_at: expect.any(String),
  });
});

test('POST /api/auth/register creates a staff user who can then sign in', async () => {
  const username = `caixa.${Date.now()}@cardapiovivo.com.br`;
  const res = await request(api.http)
    .post('/api/auth/register')
    .set(auth(api.gestao))
    .send({ username, password: 'caixa123', role: 'colaborador' });
  expect(res.status).toBe(201);
  expect(res.body.usuario).toMatchObject({ username, role: 'colaborador' });
  const login = await request(api.http)
    .post('/api/admin/login')
    .send({ email: username, senha: 'caixa123' });
  expect(login.status).toBe(200);
  expect(login.body.usuario).toMatchObject({ role: 'colaborador', empresa_id: 1 });
  const dup = await request(api.http)
    .post('/api/auth/register')
    .set(auth(api.gestao))
    .send({ username, password: 'caixa123', role: 'gestao' });
  expect(dup.status).toBe(409);
  expect(dup.body).toEqual({ erro: 'Usuário já existe' });
});

test.each([
  [{ password: 'abcdef', role: 'gestao' }, 'Nome de usuário é obrigatório'],
  [{ username: 'x@y.com', role: 'gestao' }, 'Senha é obrigatória'],
  [
    { username: 'x@y.com', password: '123', role: 'gestao' },
    'Senha deve ter pelo menos 6 caracteres',
  ],
  [{ username: 'x@y.com', password: '123456' }, 'Função é obrigatória'],
  [{ username: 'x@y.com', password: '123456', role: 'dono' }, 'Função é obrigatória'],
])('register %j → 400 %s', async (body, erro) => {
  const res = await request(api.http).post('/api/auth/register').set(auth(api.gestao)).send(body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro });
});

test('colaborador, customer and waiter are refused (403); no token is 401', async () => {
  const colaborador = await loginStaff(api.http, DEMO.equipe);
  const cliente = await loginCliente(api.http);
  const garcom = await loginGarcom(api.http);
  for (const token of [colaborador, cliente, garcom]) {
    expect((await request(api.http).get('/api/users').set(auth(token))).status).toBe(403);
    expect(
      (
        await request(api.http)
          .post('/api/auth/register')
          .set(auth(token))
          .send({ username: 'a@b.com', password: '123456', role: 'gestao' })
      ).status,
    ).toBe(403);
    expect((await request(api.http).delete('/api/users/1').set(auth(token))).status).toBe(403);
  }
  const colab = await request(api.http).get('/api/users').set(auth(colaborador));
  expect(colab.body).toEqual({ erro: 'Acesso restrito à gestão' });
  expect((await request(api.http).get('/api/users')).status).toBe(401);
});

test('DELETE /api/users/:id removes a user of the own empresa only', async () => {
  const username = `temp.${Date.now()}@cardapiovivo.com.br`;
  const created = await request(api.http)
    .post('/api/auth/register')
    .set(auth(api.gestao))
    .send({ username, password: 'temp123', role: 'colaborador' });
  const id = created.body.usuario.id as number;

  const fromOther = await request(api.http).delete(`/api/users/${id}`).set(auth(api.gestao2));
  expect(fromOther.status).toBe(404);
  expect(await api.server.core.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(
    1,
  );

  const ok = await request(api.http).delete(`/api/users/${id}`).set(auth(api.gestao));
  expect(ok.status).toBe(200);
  expect(ok.body.mensagem).toBe('Usuário deletado com sucesso!');
  expect(await api.server.core.db.select().from(usuarios).where(eq(usuarios.id, id))).toHaveLength(
    0,
  );
});

test('a customer row cannot be deleted through /api/users, nor oneself, nor a bad id', async () => {
  const [maria] = await api.server.core.db
    .select()
    .from(usuarios)
    .where(eq(usuarios.email, DEMO.cliente.email));
  expect(
    (await request(api.http).delete(`/api/users/${maria!.id}`).set(auth(api.gestao))).status,
  ).toBe(404);
  const me = api.server.core.tokens.verify(api.gestao)!;
  const self = await request(api.http).delete(`/api/users/${me.sub}`).set(auth(api.gestao));
  expect(self.status).toBe(409);
  expect(self.body).toEqual({ erro: 'Você não pode excluir o seu próprio usuário' });
  expect(
    await api.server.core.db.select().from(usuarios).where(eq(usuarios.id, me.sub)),
  ).toHaveLength(1);
  const bad = await request(api.http).delete('/api/users/abc').set(auth(api.gestao));
  expect(bad.status).toBe(400);
});

test('the last gestao of a company is never deleted (409), another gestao can be', async () => {
  // Company 2 has one gestao: a request on behalf of someone else (two gestao deleting each
  // other at once, the second after the first committed) finds no other gestao left.
  const admin2 = api.server.core.tokens.verify(api.gestao2)!;
  await expect(api.server.core.usuarios.excluirStaff(2, admin2.sub, 2_147_483_647)).rejects.toThrow(
    'Não é possível excluir o último usuário de gestão da empresa. Crie outro usuário de gestão antes.',
  );
  expect(
    await api.server.core.db.select().from(usuarios).where(eq(usuarios.id, admin2.sub)),
  ).toHaveLength(1);

  const username = `gerente.${Date.now()}@cardapiovivo.com.br`;
  const criado = await request(api.http)
    .post('/api/auth/register')
    .set(auth(api.gestao))
    .send({ username, password: 'gerente123', role: 'gestao' });
  const id = criado.body.usuario.id as number;
  const res = await request(api.http).delete(`/api/users/${id}`).set(auth(api.gestao));
  expect(res.status).toBe(200);
});

test.each(['2147483647', '2147483648', '-1', '0', 'abc'])(
  'DELETE /api/users/%s → 400 or 404, never 500',
  async (id) => {
    const res = await request(api.http).delete(`/api/users/${id}`).set(auth(api.gestao));
    expect([400, 404]).toContain(res.status);
    expect(res.body.erro).toEqual(expect.any(String));
  },
);
