import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import {
  MENSAGENS_CADASTRO,
  type CadastroEmpresaResposta,
  type PrimeirosPassos,
} from '@cardapio/shared-events';
import {
  bairrosFrete,
  categorias,
  comandasFisicas,
  emailOutbox,
  empresas,
  garcons,
  horariosFuncionamento,
  loginEquipe,
  mesas,
  produtos,
  usuarios,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { createTestServer } from '../../testing/test-server';
import { autorizado } from '../../testing/loja';
import {
  cadastrarRestaurante,
  confirmarCadastro,
  linkDeConfirmacao,
  novoRestaurante,
} from '../../testing/cadastro';
import { DEMO, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';

/**
 * A restaurant signs itself up (issue 26 §2): one company and one gestão account in one
 * transaction, an e-mailed confirmation, nothing public until it is confirmed.
 */
const clients = socketClients();
let server: RunningServer;
let http: RunningServer['httpServer'];
// The services' clock: a test moves it past the link's 24 hours.
let avanco = 0;
beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
const db = () => server.core.db;

const contagem = async () => {
  const [e] = await db().select({ n: count() }).from(empresas);
  const [u] = await db().select({ n: count() }).from(usuarios);
  const [l] = await db().select({ n: count() }).from(loginEquipe);
  const [m] = await db().select({ n: count() }).from(emailOutbox);
  return { empresas: e!.n, usuarios: u!.n, logins: l!.n, emails: m!.n };
};

const LEITURAS_PUBLICAS = [
  '/api/empresa/{id}/public',
  '/api/menu/{id}',
  '/api/categorias/{id}',
  '/api/horario-funcionamento/status/{id}',
  '/api/meta-pixel/{id}',
];

describe('POST /api/empresas/cadastro', () => {
  test('creates exactly one company and one gestão account, signs the owner in and e-mails the link', async () => {
    const antes = await contagem();
    const body = novoRestaurante({ cnpj: '34871256000196', email: 'Dona.Nova@Cantina.com.BR' });
    const res = await request(http).post('/api/empresas/cadastro').send(body);
    expect(res.status).toBe(201);
    const resposta = res.body as CadastroEmpresaResposta;
    expect(resposta.mensagem).toBe(MENSAGENS_CADASTRO.criado);
    expect(resposta.usuario).toMatchObject({
      nome: 'Giulia Rossi',
      email: 'dona.nova@cantina.com.br',
      nivel: 'admin',
      role: 'gestao',
      empresa_id: resposta.empresa.id,
    });
    expect(resposta.empresa.nome).toBe(body.nome);
    expect(await contagem()).toEqual({
      empresas: antes.empresas + 1,
      usuarios: antes.usuarios + 1,
      logins: antes.logins + 1,
      emails: antes.emails + 1,
    });

    const [empresa] = await db()
      .select()
      .from(empresas)
      .where(eq(empresas.id, resposta.empresa.id));
    expect(empresa).toMatchObject({
      nome: body.nome,
      cnpj: '34.871.256/0001-96',
      email: 'dona.nova@cantina.com.br',
      telefone: '48991234567',
      cidade: 'Florianópolis',
      timezone: 'America/Sao_Paulo',
      aceita_retirada: false,
      ativo: true,
      cadastro_confirmado_em: null,
      loja_aberta_em: null,
      desativada_em: null,
    });
    // Only the hash of the link's token is kept.
    const { token, link, mensagem } = await linkDeConfirmacao(db(), resposta.empresa.id);
    expect(empresa!.confirmacao_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(empresa!.confirmacao_token_hash).not.toBe(token);
    expect(link).toBe(
      `http://cardapio.test/admin/confirmar-cadastro?empresa=${resposta.empresa.id}&token=${token}`,
    );
    expect(mensagem.para).toBe('dona.nova@cantina.com.br');
    expect(mensagem.assunto).toBe(`Confirme o cadastro de ${body.nome} no Cardápio Vivo`);
    expect(mensagem.texto).toContain('Olá, Giulia Rossi!');

    // The session works at once, on the new company only.
    const config = await request(http)
      .get(`/api/empresas/${resposta.empresa.id}`)
      .set(autorizado(resposta.token));
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ id: resposta.empresa.id, nome: body.nome });
    // And the owner signs in with the password chosen.
    const login = await request(http)
      .post('/api/admin/login')
      .send({ email: body.email, senha: body.senha });
    expect(login.status).toBe(200);
  });

  test('a new company is empty: no demo products, hours, delivery area, tables, tabs or waiters', async () => {
    const { empresa } = await cadastrarRestaurante(http);
    for (const tabela of [
      produtos,
      categorias,
      horariosFuncionamento,
      bairrosFrete,
      mesas,
      comandasFisicas,
      garcons,
    ]) {
      const [row] = await db()
        .select({ n: count() })
        .from(tabela)
        .where(eq(tabela.empresa_id, empresa.id));
      expect(row!.n).toBe(0);
    }
  });

  test.each([
    ['a demo staff e-mail', () => DEMO.admin.email.toUpperCase()],
    ['a waiter-free e-mail used by a sign-up before', () => 'repetido@cantina.com.br'],
  ])('an e-mail already in the staff directory (%s): 409, nothing written', async (_c, email) => {
    if (email() === 'repetido@cantina.com.br')
      await cadastrarRestaurante(http, { email: 'repetido@cantina.com.br' });
    const antes = await contagem();
    const res = await request(http)
      .post('/api/empresas/cadastro')
      .send(novoRestaurante({ email: email() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ erro: 'Email já cadastrado' });
    // The company inserted before the staff row was rolled back with it, and no e-mail went out.
    expect(await contagem()).toEqual(antes);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['no name', { nome: '' }, 'Informe o nome do restaurante'],
    ['a blank name', { nome: '   ' }, 'Informe o nome do restaurante'],
    ['no owner name', { responsavel: undefined }, 'Informe o seu nome'],
    ['no e-mail', { email: '' }, 'Informe o seu email'],
    ['a bad e-mail', { email: 'dona@' }, 'Por favor, insira um email válido.'],
    ['a short password', { senha: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
    ['no password', { senha: '' }, 'Crie uma senha'],
    ['no phone', { telefone: '' }, 'Informe o telefone do restaurante'],
    [
      'a phone without area code',
      { telefone: '9912-3456' },
      'Telefone inválido: use o DDD e o número, como (48) 99999-0000',
    ],
    [
      'a phone of 12 digits',
      { telefone: '(048) 99123-45678' },
      'Telefone inválido: use o DDD e o número, como (48) 99999-0000',
    ],
    ['no city', { cidade: '' }, 'Informe a cidade'],
    [
      'a CNPJ with a wrong check digit',
      { cnpj: '34.871.256/0001-97' },
      'CNPJ inválido: confira os 14 números',
    ],
    ['a CNPJ of 13 digits', { cnpj: '3487125600019' }, 'CNPJ inválido: confira os 14 números'],
    [
      'a CNPJ of equal digits',
      { cnpj: '11.111.111/1111-11' },
      'CNPJ inválido: confira os 14 números',
    ],
    ['a CNPJ with letters', { cnpj: 'abc' }, 'CNPJ inválido: confira os 14 números'],
    [
      'a name of 101 characters',
      { nome: 'x'.repeat(101) },
      'Nome da empresa muito longo: use no máximo 100 caracteres',
    ],
    ['a NUL byte', { nome: 'Cantina\u0000' }, 'O texto contém caracteres inválidos'],
    ['a number as name', { nome: 42 }, 'Informe o nome do restaurante'],
    ['a huge password', { senha: 'x'.repeat(10_000) }, 'A senha deve ter no máximo 128 caracteres'],
  ])('%s: 400 with its message, nothing written', async (_caso, campos, erro) => {
    const antes = await contagem();
    const res = await request(http).post('/api/empresas/cadastro').send(novoRestaurante(campos));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    expect(await contagem()).toEqual(antes);
  });

  test('the CNPJ is optional, and kept masked when given', async () => {
    const sem = await cadastrarRestaurante(http, { cnpj: undefined });
    const vazio = await cadastrarRestaurante(http, { cnpj: '' });
    const com = await cadastrarRestaurante(http, { cnpj: '47562913000165' });
    const cnpj = async (id: number) =>
      (await db().select({ c: empresas.cnpj }).from(empresas).where(eq(empresas.id, id)))[0]!.c;
    expect(await cnpj(sem.empresa.id)).toBeNull();
    expect(await cnpj(vazio.empresa.id)).toBeNull();
    expect(await cnpj(com.empresa.id)).toBe('47.562.913/0001-65');
  });
});

describe('before the e-mail is confirmed', () => {
  test('nothing of the company is public: menu, status, sign-ups, waiter calls, anonymous socket', async () => {
    const { empresa, token } = await cadastrarRestaurante(http);
    for (const rota of LEITURAS_PUBLICAS) {
      const res = await request(http).get(rota.replace('{id}', String(empresa.id)));
      expect({ rota, status: res.status, body: res.body as unknown }).toEqual({
        rota,
        status: 404,
        body: { erro: 'Empresa não encontrada' },
      });
    }
    const registro = await request(http)
      .post('/api/auth/registro')
      .send({
        nome: 'Cliente',
        sobrenome: 'Cedo',
        email: `cedo.${Date.now()}@exemplo.com.br`,
        senha: 'segredo1',
        telefone: '48999990000',
        rua: 'Rua A',
        bairro: 'Centro',
        numero_casa: '1',
        cep: '88010000',
        empresa_id: empresa.id,
      });
    expect(registro.status).toBe(404);
    const chamada = await request(http)
      .post('/api/chamar-garcom')
      .send({ mesa: '1', empresa_id: empresa.id });
    expect(chamada.status).toBe(404);
    const recusa = await new Promise<Error>((resolve) =>
      clients.open(server.url, { empresa_id: empresa.id }).once('connect_error', resolve),
    );
    expect(recusa.message).toBe('Empresa não encontrada');
    // The owner works on it meanwhile.
    const passos = await request(http)
      .get(`/api/empresas/${empresa.id}/primeiros-passos`)
      .set(autorizado(token));
    expect(passos.status).toBe(200);
    expect((passos.body as PrimeirosPassos).cadastro_confirmado).toBe(false);
  });
});

describe('POST /api/empresas/cadastro/confirmar', () => {
  test('the link confirms once: the menu is public (empty) and the store still closed', async () => {
    const { empresa } = await cadastrarRestaurante(http);
    // A cached 404 from before must not outlive the confirmation.
    expect((await request(http).get(`/api/menu/${empresa.id}`)).status).toBe(404);
    const { empresa_id, token } = await linkDeConfirmacao(db(), empresa.id);
    const res = await request(http)
      .post('/api/empresas/cadastro/confirmar')
      .send({ empresa_id, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensagem: MENSAGENS_CADASTRO.confirmado });

    const menu = await request(http).get(`/api/menu/${empresa.id}`);
    expect(menu.status).toBe(200);
    expect(menu.body).toEqual({ produtos: [], categorias: [] });
    const status = await request(http).get(`/api/horario-funcionamento/status/${empresa.id}`);
    expect(status.body).toMatchObject({
      aberto: false,
      horarioHoje: null,
      proximaAbertura: null,
      texto: { selo: 'Fechado', proximaAbertura: null },
    });

    const again = await request(http)
      .post('/api/empresas/cadastro/confirmar')
      .send({ empresa_id, token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ erro: MENSAGENS_CADASTRO.linkInvalido });
    const [row] = await db().select().from(empresas).where(eq(empresas.id, empresa.id));
    expect(row!.confirmacao_token_hash).toBeNull();
    expect(row!.cadastro_confirmado_em).toBeInstanceOf(Date);
  });

  test('a wrong token, another company, or bad input is refused and confirms nothing', async () => {
    const a = await cadastrarRestaurante(http);
    const b = await cadastrarRestaurante(http);
    const linkA = await linkDeConfirmacao(db(), a.empresa.id);
    const tentativas: unknown[] = [
      { empresa_id: a.empresa.id, token: 'f'.repeat(64) },
      { empresa_id: b.empresa.id, token: linkA.token },
      { empresa_id: 1, token: linkA.token },
      { empresa_id: 2_147_483_647, token: linkA.token },
      { empresa_id: 0, token: linkA.token },
      { empresa_id: a.empresa.id, token: '' },
      { empresa_id: a.empresa.id, token: 'x'.repeat(600) },
      { empresa_id: a.empresa.id, token: 42 },
      { empresa_id: a.empresa.id },
    ];
    for (const corpo of tentativas) {
      const res = await request(http)
        .post('/api/empresas/cadastro/confirmar')
        .send(corpo as object);
      expect({ corpo, status: res.status, body: res.body as unknown }).toEqual({
        corpo,
        status: 400,
        body: { erro: MENSAGENS_CADASTRO.linkInvalido },
      });
    }
    const nul = await request(http)
      .post('/api/empresas/cadastro/confirmar')
      .send({ empresa_id: a.empresa.id, token: `${linkA.token}\u0000` });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ erro: 'O texto contém caracteres inválidos' });
    for (const id of [a.empresa.id, b.empresa.id]) {
      const [row] = await db().select().from(empresas).where(eq(empresas.id, id));
      expect(row!.cadastro_confirmado_em).toBeNull();
    }
  });

  test('the link expires after 24 hours; a new one (Reenviar) works and the old one does not', async () => {
    const { empresa, token: sessao } = await cadastrarRestaurante(http);
    const primeiro = await linkDeConfirmacao(db(), empresa.id);
    avanco = 24 * 60 * 60 * 1000 + 1000;
    try {
      const vencido = await request(http)
        .post('/api/empresas/cadastro/confirmar')
        .send({ empresa_id: empresa.id, token: primeiro.token });
      expect(vencido.status).toBe(400);
      expect(vencido.body).toEqual({ erro: MENSAGENS_CADASTRO.linkInvalido });

      const reenviar = await request(http)
        .post('/api/empresas/cadastro/reenviar-confirmacao')
        .set(autorizado(sessao));
      expect(reenviar.status).toBe(200);
      expect(reenviar.body).toEqual({ mensagem: MENSAGENS_CADASTRO.reenviado });
      const segundo = await linkDeConfirmacao(db(), empresa.id, primeiro.mensagem.id);
      expect(segundo.token).not.toBe(primeiro.token);
      const ok = await request(http)
        .post('/api/empresas/cadastro/confirmar')
        .send({ empresa_id: empresa.id, token: segundo.token });
      expect(ok.status).toBe(200);

      const denovo = await request(http)
        .post('/api/empresas/cadastro/reenviar-confirmacao')
        .set(autorizado(sessao));
      expect(denovo.status).toBe(409);
      expect(denovo.body).toEqual({ erro: MENSAGENS_CADASTRO.jaConfirmado });
    } finally {
      avanco = 0;
    }
  });

  test('only a gestão of the company asks for a new link', async () => {
    const anonimo = await request(http).post('/api/empresas/cadastro/reenviar-confirmacao');
    expect(anonimo.status).toBe(401);
    const colaborador = await loginStaff(http, DEMO.equipe);
    const res = await request(http)
      .post('/api/empresas/cadastro/reenviar-confirmacao')
      .set(autorizado(colaborador));
    expect(res.status).toBe(403);
    // The demo company was never signed up: it is confirmed already.
    const gestao = await loginStaff(http, DEMO.admin);
    const demo = await request(http)
      .post('/api/empresas/cadastro/reenviar-confirmacao')
      .set(autorizado(gestao));
    expect(demo.status).toBe(409);
  });

  test('two clicks on the link at once: one confirms, the other is refused', async () => {
    const { empresa } = await cadastrarRestaurante(http);
    const { token } = await linkDeConfirmacao(db(), empresa.id);
    const respostas = await Promise.all(
      [1, 2].map(() =>
        request(http)
          .post('/api/empresas/cadastro/confirmar')
          .send({ empresa_id: empresa.id, token }),
      ),
    );
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

test('confirmarCadastro (helper) leaves a company confirmed', async () => {
  const { empresa } = await cadastrarRestaurante(http);
  await confirmarCadastro(http, db(), empresa.id);
  expect((await request(http).get(`/api/empresa/${empresa.id}/public`)).status).toBe(200);
});
