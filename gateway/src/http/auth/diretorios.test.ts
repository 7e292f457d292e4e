import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { MENSAGENS_GARCONS } from '@cardapio/shared-events';
import {
  comandas,
  comandasFisicas,
  emailOutbox,
  loginEquipe,
  loginGarcom,
  mesas,
  recuperacaoToken,
  usuarios,
  waitFor,
} from '@cardapio/core/testing';
import { autorizado } from '../../testing/loja';
import { apiDeTeste } from '../../testing/api-de-teste';
import { novoCliente } from '../../testing/sessions';

/**
 * The directories of the four global uniquenesses (login_equipe, login_garcom, recuperacao_token,
 * pagamento_provedor; core/src/db/distribuicao.ts) follow their rows: written, moved and deleted
 * in the same transaction, so a login by e-mail alone always finds the right company.
 */

const api = apiDeTeste();

const db = () => api.server.core.db;
let seq = 0;
const emailNovo = (quem: string) => `${quem}.${Date.now()}.${++seq}@exemplo.com.br`;

const loginEquipeStatus = async (email: string, senha: string) =>
  (await request(api.http).post('/api/admin/login').send({ email, senha })).status;
const loginGarcomResposta = (email: string, senha: string) =>
  request(api.http).post('/api/garcom/login').send({ email, senha });

test('a staff e-mail: taken in every company while its account exists, free once deleted', async () => {
  const username = emailNovo('caixa');
  const criado = await request(api.http)
    .post('/api/auth/register')
    .set(autorizado(api.gestao))
    .send({ username, password: 'caixa123', role: 'colaborador' });
  expect(criado.status).toBe(201);
  expect(await db().select().from(loginEquipe).where(eq(loginEquipe.email, username))).toEqual([
    { email: username, empresa_id: 1, usuario_id: criado.body.usuario.id },
  ]);

  const naOutra = await request(api.http)
    .post('/api/auth/register')
    .set(autorizado(api.gestao2))
    .send({ username, password: 'caixa123', role: 'gestao' });
  expect([naOutra.status, naOutra.body]).toEqual([409, { erro: 'Usuário já existe' }]);
  // The refused account was not kept without its directory entry (one transaction).
  const naEmpresa2 = and(eq(usuarios.email, username), eq(usuarios.empresa_id, 2));
  expect(await db().select().from(usuarios).where(naEmpresa2)).toEqual([]);

  const excluido = await request(api.http)
    .delete(`/api/users/${criado.body.usuario.id}`)
    .set(autorizado(api.gestao));
  expect(excluido.status).toBe(200);
  expect(await db().select().from(loginEquipe).where(eq(loginEquipe.email, username))).toEqual([]);
  expect(await loginEquipeStatus(username, 'caixa123')).toBe(401);

  const deNovo = await request(api.http)
    .post('/api/auth/register')
    .set(autorizado(api.gestao2))
    .send({ username, password: 'outra123', role: 'gestao' });
  expect(deNovo.status).toBe(201);
  const login = await request(api.http)
    .post('/api/admin/login')
    .send({ email: username, senha: 'outra123' });
  expect(login.status).toBe(200);
  expect(login.body.usuario).toMatchObject({ empresa_id: 2, role: 'gestao' });
});

test("a waiter's e-mail moves with an edit and is freed by a delete", async () => {
  const antigo = emailNovo('garcom');
  const novo = emailNovo('garcom');
  const campos = { nome: 'Rui', sobrenome: 'Dias', telefone: null, ativo: true };
  const criado = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao))
    .send({ ...campos, email: antigo, senha: 'garcom123' });
  expect(criado.status).toBe(201);
  const id = criado.body.id as number;
  expect((await loginGarcomResposta(antigo, 'garcom123')).status).toBe(200);

  const editado = await request(api.http)
    .put(`/api/garcom/${id}`)
    .set(autorizado(api.gestao))
    .send({ ...campos, email: novo });
  expect(editado.status).toBe(200);
  expect((await loginGarcomResposta(antigo, 'garcom123')).status).toBe(401);
  const login = await loginGarcomResposta(novo, 'garcom123');
  expect(login.status).toBe(200);
  expect(login.body.garcom).toMatchObject({ id, empresa_id: 1 });
  expect(await db().select().from(loginGarcom).where(eq(loginGarcom.garcom_id, id))).toEqual([
    { email: novo, empresa_id: 1, garcom_id: id },
  ]);

  // The old e-mail is free for another company; the new one is taken there.
  const comOAntigo = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao2))
    .send({ ...campos, email: antigo, senha: 'garcom123' });
  expect(comOAntigo.status).toBe(201);
  const comONovo = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao2))
    .send({ ...campos, email: novo, senha: 'garcom123' });
  expect([comONovo.status, comONovo.body]).toEqual([409, { erro: MENSAGENS_GARCONS.emailEmUso }]);

  expect(
    (await request(api.http).delete(`/api/garcom/${id}`).set(autorizado(api.gestao))).status,
  ).toBe(200);
  expect((await loginGarcomResposta(novo, 'garcom123')).status).toBe(401);
  const depois = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao2))
    .send({ ...campos, email: novo, senha: 'garcom123' });
  expect(depois.status).toBe(201);
});

test("a deleted account's reset links leave the directory with it", async () => {
  const cliente = novoCliente();
  const registro = await request(api.http).post('/api/auth/registro').send(cliente);
  expect(registro.status).toBe(201);
  await request(api.http).post('/api/auth/recuperar-senha').send({ email: cliente.email });
  const mensagem = await waitFor(async () =>
    (await db().select().from(emailOutbox).where(eq(emailOutbox.para, cliente.email))).at(-1),
  );
  const token = new URL(/https?:\/\/\S+/.exec(mensagem.texto)![0]).searchParams.get('token')!;
  const daConta = eq(recuperacaoToken.empresa_id, 1);
  const antes = await db().select().from(recuperacaoToken).where(daConta);

  const excluida = await request(api.http)
    .delete('/api/auth/conta')
    .set(autorizado(registro.body.token));
  expect(excluida.status).toBe(200);
  expect(await db().select().from(recuperacaoToken).where(daConta)).toHaveLength(antes.length - 1);
  const redefinir = await request(api.http)
    .post('/api/auth/redefinir-senha')
    .send({ token, nova_senha: 'novaSenha9' });
  expect([redefinir.status, redefinir.body]).toEqual([400, { erro: 'Token inválido ou expirado' }]);
});

test('deleting a table, a tab card or a waiter keeps the paid tabs that named them', async () => {
  const [mesa] = await db()
    .insert(mesas)
    .values({ empresa_id: 1, numero: `T${Date.now()}`, nome: 'Mesa de teste' })
    .returning();
  const [cartao] = await db()
    .insert(comandasFisicas)
    .values({ empresa_id: 1, numero: `C${Date.now()}`, nome: 'Cartão de teste' })
    .returning();
  const garcom = await request(api.http)
    .post('/api/garcom')
    .set(autorizado(api.gestao))
    .send({ nome: 'Lia', sobrenome: 'Reis', email: emailNovo('lia'), senha: 'garcom123' });
  expect(garcom.status).toBe(201);
  const [comanda] = await db()
    .insert(comandas)
    .values({
      empresa_id: 1,
      status: 'paga',
      mesa_id: mesa!.id,
      comanda_fisica_id: cartao!.id,
      garcom_id: garcom.body.id,
      paga_em: new Date(),
      total_pago: '10.00',
    })
    .returning();

  const rotas = [
    `/api/mesas/${mesa!.id}`,
    `/api/comandas-fisicas/${cartao!.id}`,
    `/api/garcom/${garcom.body.id}`,
  ];
  for (const rota of rotas)
    expect((await request(api.http).delete(rota).set(autorizado(api.gestao))).status).toBe(200);
  const [mantida] = await db().select().from(comandas).where(eq(comandas.id, comanda!.id));
  expect(mantida).toMatchObject({
    status: 'paga',
    mesa_id: null,
    comanda_fisica_id: null,
    garcom_id: null,
    total_pago: '10.00',
  });
});
