import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  emailOutbox,
  garcons,
  passwordResets,
  pedidos,
  usuarios,
  waitFor,
} from '@cardapio/core/testing';
import { createTestServer } from '../../testing/test-server';
import { DEMO, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import type { RunningServer } from '../../server';

let server: RunningServer;
let http: RunningServer['httpServer'];
beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
});
afterAll(() => server.close());

const db = () => server.core.db;

describe('POST /api/auth/login', () => {
  test('answers a token and the customer without the password hash', async () => {
    const res = await request(http).post('/api/auth/login').send(DEMO.cliente);
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.usuario).toMatchObject({
      email: DEMO.cliente.email,
      nome: 'Maria',
      nivel: 'cliente',
      empresa_id: 1,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/senha|hash|scrypt/);
  });

  test('wrong password and unknown e-mail both answer 401 Email ou senha incorretos', async () => {
    for (const body of [
      { ...DEMO.cliente, senha: 'errada' },
      { email: 'ninguem@exemplo.com', senha: 'x' },
    ]) {
      const res = await request(http).post('/api/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ erro: 'Email ou senha incorretos' });
    }
  });

  test('e-mail is case-insensitive', async () => {
    const res = await request(http)
      .post('/api/auth/login')
      .send({ ...DEMO.cliente, email: 'CLIENTE@CardapioVivo.com.br' });
    expect(res.status).toBe(200);
  });

  test('a customer of empresa 2 cannot sign in at empresa 1', async () => {
    const at2 = await request(http).post('/api/auth/login').send(DEMO.cliente2);
    expect(at2.status).toBe(200);
    const at1 = await request(http)
      .post('/api/auth/login')
      .send({ ...DEMO.cliente2, empresa_id: 1 });
    expect(at1.status).toBe(401);
  });

  test.each([
    [{}, 'Preencha todos os campos para continuar.'],
    [{ email: 'cliente@cardapiovivo.com.br' }, 'Preencha todos os campos para continuar.'],
    [{ email: 'nao-e-email', senha: 'x' }, 'Por favor, insira um email válido.'],
    [{ email: 123, senha: 'x' }, 'Preencha todos os campos para continuar.'],
  ])('validation %j → 400 %s', async (body, erro) => {
    const res = await request(http).post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
  });

  test('malformed JSON answers 400 with a pt-BR erro', async () => {
    const res = await request(http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'JSON inválido no corpo da requisição' });
  });

  test('a body over 1 MB answers 413', async () => {
    const res = await request(http)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.com', senha: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(res.body.erro).toMatch(/muito grande/);
  });
});

describe('POST /api/auth/registro', () => {
  test('creates the customer with digits-only phone and CEP and answers 201 {token, usuario}', async () => {
    const payload = novoCliente({ email: `  Nova.Cliente.${Date.now()}@Exemplo.com ` });
    const res = await request(http).post('/api/auth/registro').send(payload);
    expect(res.status).toBe(201);
    expect(res.body.usuario).toMatchObject({
      nome: 'João',
      sobrenome: 'da Silva',
      email: payload.email.trim().toLowerCase(),
      telefone: '48998765432',
      cep: '88010000',
      cidade: 'Florianópolis',
      estado: 'SC',
      empresa_id: 1,
    });
    const [row] = await db().select().from(usuarios).where(eq(usuarios.id, res.body.usuario.id));
    expect(row!.senha_hash).toMatch(/^scrypt\$/);
    expect(row!.senha_hash).not.toContain(payload.senha);
    const perfil = await request(http)
      .get('/api/auth/perfil')
      .set('Authorization', `Bearer ${res.body.token}`);
    expect(perfil.status).toBe(200);
    expect(perfil.body.usuario.id).toBe(res.body.usuario.id);
  });

  test('the same e-mail twice in one empresa answers 409 and writes nothing', async () => {
    const payload = novoCliente();
    expect((await request(http).post('/api/auth/registro').send(payload)).status).toBe(201);
    const again = await request(http)
      .post('/api/auth/registro')
      .send({ ...payload, nome: 'Outro' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ erro: 'Email já cadastrado' });
    const rows = await db().select().from(usuarios).where(eq(usuarios.email, payload.email));
    expect(rows).toHaveLength(1);
  });

  test('the same e-mail may register at another empresa', async () => {
    const payload = novoCliente();
    expect((await request(http).post('/api/auth/registro').send(payload)).status).toBe(201);
    const res = await request(http)
      .post('/api/auth/registro')
      .send({ ...payload, empresa_id: 2 });
    expect(res.status).toBe(201);
    expect(res.body.usuario.empresa_id).toBe(2);
  });

  test.each([
    ['nome', { nome: '' }, 'Preencha todos os campos'],
    ['bairro ausente', { bairro: undefined }, 'Preencha todos os campos'],
    ['senha curta', { senha: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
    ['email inválido', { email: 'joao@' }, 'Por favor, insira um email válido.'],
    ['telefone longo', { telefone: '489987654321' }, 'Telefone deve ter no máximo 11 dígitos'],
    ['cep longo', { cep: '880100001' }, 'CEP deve ter no máximo 8 dígitos'],
  ])('%s → 400', async (_name, overrides, erro) => {
    const payload = novoCliente(overrides);
    const res = await request(http).post('/api/auth/registro').send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    const rows = await db()
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, String(payload.email ?? '')));
    expect(rows).toHaveLength(0);
  });

  test('an unknown empresa answers 404', async () => {
    const res = await request(http)
      .post('/api/auth/registro')
      .send(novoCliente({ empresa_id: 999 }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ erro: 'Loja não encontrada' });
  });
});

describe('profile and account', () => {
  test('GET/PUT /api/auth/perfil need a customer token', async () => {
    expect((await request(http).get('/api/auth/perfil')).status).toBe(401);
    expect(
      (await request(http).get('/api/auth/perfil').set('Authorization', 'Bearer lixo')).body,
    ).toEqual({
      erro: 'Token inválido ou expirado',
    });
    const staff = await loginStaff(http);
    const asStaff = await request(http)
      .get('/api/auth/perfil')
      .set('Authorization', `Bearer ${staff}`);
    expect(asStaff.status).toBe(403);
    const garcom = await loginGarcom(http);
    expect(
      (
        await request(http)
          .put('/api/auth/perfil')
          .set('Authorization', `Bearer ${garcom}`)
          .send({ nome: 'x' })
      ).status,
    ).toBe(403);
  });

  test('PUT /api/auth/perfil updates only the caller', async () => {
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    const res = await request(http)
      .put('/api/auth/perfil')
      .set('Authorization', `Bearer ${token}`)
      .send({
        nome: 'Joana',
        sobrenome: 'Souza Lima',
        telefone: '(48) 3222-1111',
        rua: 'Av. Beira-Mar',
        bairro: 'Agronômica',
        numero_casa: '10',
        cep: '88025-000',
        cidade: 'Florianópolis',
        estado: 'sc',
      });
    expect(res.status).toBe(200);
    expect(res.body.mensagem).toBe('Perfil atualizado com sucesso!');
    expect(res.body.usuario).toMatchObject({
      nome: 'Joana',
      sobrenome: 'Souza Lima',
      telefone: '4832221111',
      cep: '88025000',
      estado: 'SC',
      bairro: 'Agronômica',
    });
    const [maria] = await db()
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, DEMO.cliente.email));
    expect(maria!.nome).toBe('Maria');
  });

  test('PUT /api/auth/perfil without nome → 400 and nothing changes', async () => {
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    const res = await request(http)
      .put('/api/auth/perfil')
      .set('Authorization', `Bearer ${reg.body.token}`)
      .send({ nome: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Nome é obrigatório' });
    const [row] = await db().select().from(usuarios).where(eq(usuarios.id, reg.body.usuario.id));
    expect(row!.nome).toBe('João');
  });

  test('DELETE /api/auth/conta is refused while an order is open, then allowed', async () => {
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    const { token, usuario } = reg.body as { token: string; usuario: { id: number } };
    const [pedido] = await db()
      .insert(pedidos)
      .values({
        empresa_id: 1,
        usuario_id: usuario.id,
        tipo_pedido: 'entrega',
        total: '42.00',
        total_sem_frete: '37.00',
        valor_frete: '5.00',
        status: 'preparando',
      })
      .returning();
    const refused = await request(http)
      .delete('/api/auth/conta')
      .set('Authorization', `Bearer ${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.erro).toMatch(/pedidos em andamento/);
    expect(await db().select().from(usuarios).where(eq(usuarios.id, usuario.id))).toHaveLength(1);

    await db().update(pedidos).set({ status: 'entregue' }).where(eq(pedidos.id, pedido!.id));
    const ok = await request(http)
      .delete('/api/auth/conta')
      .set('Authorization', `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body.mensagem).toBe('Conta excluída com sucesso!');
    expect(await db().select().from(usuarios).where(eq(usuarios.id, usuario.id))).toHaveLength(0);
    const [kept] = await db().select().from(pedidos).where(eq(pedidos.id, pedido!.id));
    expect(kept!.usuario_id).toBeNull();
    expect(
      (await request(http).get('/api/auth/perfil').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(401);
  });
});

describe('password recovery', () => {
  async function linkFor(email: string): Promise<string> {
    const row = await waitFor(async () =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.para, email))).at(-1),
    );
    return /https?:\/\/\S+/.exec(row.texto)![0];
  }

  test('request → outbox link → new password works once; the token is stored hashed', async () => {
    const payload = novoCliente();
    await request(http).post('/api/auth/registro').send(payload);
    const res = await request(http)
      .post('/api/auth/recuperar-senha')
      .send({ email: payload.email, empresa_id: 1 });
    expect(res.status).toBe(200);
    const link = await linkFor(payload.email);
    expect(link).toMatch(/^http:\/\/cardapio\.test\/recuperar-senha\/1\?token=[0-9a-f]{64}$/);
    const token = new URL(link).searchParams.get('token')!;
    const stored = await db().select().from(passwordResets);
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const reset = await request(http)
      .post('/api/auth/redefinir-senha')
      .send({ token, nova_senha: 'novaSenha9' });
    expect(reset.status).toBe(200);
    expect(
      (
        await request(http)
          .post('/api/auth/login')
          .send({ email: payload.email, senha: 'novaSenha9' })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(http)
          .post('/api/auth/login')
          .send({ email: payload.email, senha: payload.senha })
      ).status,
    ).toBe(401);

    const again = await request(http)
      .post('/api/auth/redefinir-senha')
      .send({ token, nova_senha: 'outraSenha' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ erro: 'Token inválido ou expirado' });
  });

  test('an unknown e-mail gets the same answer and no message', async () => {
    const known = await request(http)
      .post('/api/auth/recuperar-senha')
      .send({ email: DEMO.cliente.email });
    const unknown = await request(http)
      .post('/api/auth/recuperar-senha')
      .send({ email: 'desconhecido@exemplo.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const rows = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.para, 'desconhecido@exemplo.com'));
    expect(rows).toHaveLength(0);
  });

  test('an expired token is refused', async () => {
    const payload = novoCliente();
    await request(http).post('/api/auth/registro').send(payload);
    await request(http).post('/api/auth/recuperar-senha').send({ email: payload.email });
    const token = new URL(await linkFor(payload.email)).searchParams.get('token')!;
    const [user] = await db().select().from(usuarios).where(eq(usuarios.email, payload.email));
    await db()
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.usuario_id, user!.id));
    const res = await request(http)
      .post('/api/auth/redefinir-senha')
      .send({ token, nova_senha: 'novaSenha9' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Token inválido ou expirado' });
  });

  test.each([
    [{}, 'Digite seu email'],
    [{ email: 'x' }, 'Por favor, insira um email válido.'],
  ])('recuperar-senha %j → 400 %s', async (body, erro) => {
    const res = await request(http).post('/api/auth/recuperar-senha').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
  });

  test.each([
    [{ nova_senha: 'abcdef' }, 'Token é obrigatório'],
    [{ token: 'abc', nova_senha: '123' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ token: 'abc', nova_senha: 'abcdefg' }, 'Token inválido ou expirado'],
  ])('redefinir-senha %j → 400 %s', async (body, erro) => {
    const res = await request(http).post('/api/auth/redefinir-senha').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
  });
});

describe('POST /api/admin/login', () => {
  test('staff sign in with nivel admin and their role', async () => {
    const gestao = await request(http).post('/api/admin/login').send(DEMO.admin);
    expect(gestao.status).toBe(200);
    expect(gestao.body.usuario).toMatchObject({ nivel: 'admin', role: 'gestao', empresa_id: 1 });
    const colaborador = await request(http).post('/api/admin/login').send(DEMO.equipe);
    expect(colaborador.body.usuario).toMatchObject({ nivel: 'admin', role: 'colaborador' });
  });

  test('a customer is refused with 403 and the spec message', async () => {
    const res = await request(http).post('/api/admin/login').send(DEMO.cliente);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      erro: 'Acesso negado. Apenas administradores podem acessar esta área.',
    });
  });

  test('wrong password → 401 Credenciais inválidas', async () => {
    const res = await request(http)
      .post('/api/admin/login')
      .send({ ...DEMO.admin, senha: 'errada' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ erro: 'Credenciais inválidas' });
  });

  test('a disabled staff account is refused with 403', async () => {
    await db()
      .update(usuarios)
      .set({ ativo: false })
      .where(and(eq(usuarios.email, DEMO.equipe.email), eq(usuarios.nivel, 'admin')));
    const res = await request(http).post('/api/admin/login').send(DEMO.equipe);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ erro: 'Acesso negado. Sua conta pode estar desativada' });
    await db()
      .update(usuarios)
      .set({ ativo: true })
      .where(and(eq(usuarios.email, DEMO.equipe.email), eq(usuarios.nivel, 'admin')));
  });
});

describe('POST /api/garcom/login', () => {
  test('answers {token, garcom}', async () => {
    const res = await request(http).post('/api/garcom/login').send(DEMO.garcom);
    expect(res.status).toBe(200);
    expect(res.body.garcom).toMatchObject({
      nome: 'Carlos',
      email: DEMO.garcom.email,
      ativo: true,
      empresa_id: 1,
    });
    expect(res.body.usuario).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/senha|hash/);
  });

  test('wrong password → 401; missing fields → 400 Preencha todos os campos', async () => {
    expect(
      (
        await request(http)
          .post('/api/garcom/login')
          .send({ ...DEMO.garcom, senha: 'x' })
      ).status,
    ).toBe(401);
    const res = await request(http).post('/api/garcom/login').send({ email: DEMO.garcom.email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Preencha todos os campos' });
  });

  test('an inactive waiter is refused with 403', async () => {
    await db().update(garcons).set({ ativo: false }).where(eq(garcons.email, DEMO.garcom2.email));
    const res = await request(http).post('/api/garcom/login').send(DEMO.garcom2);
    expect(res.status).toBe(403);
    expect(res.body.erro).toMatch(/Garçom inativo/);
    await db().update(garcons).set({ ativo: true }).where(eq(garcons.email, DEMO.garcom2.email));
  });
});
