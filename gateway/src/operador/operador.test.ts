import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { MENSAGENS_CADASTRO } from '@cardapio/shared-events';
import {
  empresas,
  createTestDatabase,
  waitFor,
  pgliteTemplateFile,
  pgTemplateDb,
  postgresUrlFor,
  withAdmin,
} from '@cardapio/core/testing';
import { openDatabase, type Database } from '@cardapio/core';
import type { EmpresaDaPlataforma } from '@cardapio/core';
import type { RunningServer } from '../server';
import { cadastrarRestaurante } from '../testing/cadastro';
import { autorizado } from '../testing/loja';
import { DEMO, loginGarcom, loginStaff } from '../testing/sessions';
import { socketClients } from '../testing/sockets';
import { createTestServer } from '../testing/test-server';
import { executar, USO } from './comandos';
import { criarContextoDoOperador } from './contexto';

/**
 * The platform operator's commands (`npm run operador -- empresas …`): their functions against a
 * real database, their effect on a running gateway through the Redis bus, and the script itself.
 */
const raiz = path.resolve(__dirname, '..', '..', '..');

describe('commands on a database', () => {
  let database: Database;
  let contexto: ReturnType<typeof criarContextoDoOperador>;
  beforeAll(async () => {
    database = await createTestDatabase();
    contexto = criarContextoDoOperador({
      db: database.db,
      queuePrefix: 'teste-operador',
      publicUrl: 'http://cardapio.test',
    });
  });
  afterAll(async () => {
    await contexto.fechar();
    await database.close();
  });

  test('listar shows every company with where it stands; --json answers the same as data', async () => {
    const { codigo, saida } = await executar(['empresas', 'listar'], contexto.core);
    expect(codigo).toBe(0);
    const [cabecalho, ...linhas] = saida.split('\n');
    expect(cabecalho).toMatch(
      /^ID\s+NOME\s+GESTÃO\s+CIDADE\s+CRIADA EM\s+PRODUTOS\s+PEDIDOS\s+SITUAÇÃO$/,
    );
    expect(linhas[0]).toMatch(
      /^1\s+Cardápio Vivo Demo\s+admin@cardapiovivo\.com\.br\s+Florianópolis\s+\d{4}-\d\d-\d\d\s+\d+\s+\d+\s+ativa$/,
    );
    expect(linhas[1]).toMatch(/^2\s+Distribuidora Gelada\s+admin@distribuidoragelada\.com\.br/);

    const json = await executar(['empresas', 'listar', '--json'], contexto.core);
    const lista = JSON.parse(json.saida) as EmpresaDaPlataforma[];
    expect(lista.map((e) => e.id)).toEqual([1, 2]);
    expect(lista[0]).toMatchObject({
      nome: 'Cardápio Vivo Demo',
      confirmada: true,
      loja_aberta: true,
      ativo: true,
      desativada_em: null,
      gestao: ['admin@cardapiovivo.com.br'],
    });
    expect(lista[0]!.produtos).toBeGreaterThan(20);
  });

  test('desativar and reativar change the row once and say so; doing it twice changes nothing', async () => {
    const desativar = await executar(['empresas', 'desativar', '2'], contexto.core);
    expect(desativar).toEqual({
      codigo: 0,
      saida: expect.stringMatching(
        /^Empresa 2 \(Distribuidora Gelada\) desativada\. Situação: desativada em \d{4}-\d\d-\d\d\.$/,
      ) as unknown,
    });
    const [row] = await database.db.select().from(empresas).where(eq(empresas.id, 2));
    expect(row!.desativada_em).toBeInstanceOf(Date);
    const denovo = await executar(['empresas', 'desativar', '2'], contexto.core);
    expect(denovo.saida).toMatch(/já estava desativada: nada mudou/);
    const [igual] = await database.db.select().from(empresas).where(eq(empresas.id, 2));
    expect(igual!.desativada_em).toEqual(row!.desativada_em);

    expect((await executar(['empresas', 'reativar', '2'], contexto.core)).saida).toBe(
      'Empresa 2 (Distribuidora Gelada) reativada. Situação: ativa.',
    );
    const [volta] = await database.db.select().from(empresas).where(eq(empresas.id, 2));
    expect(volta!.desativada_em).toBeNull();
    expect((await executar(['empresas', 'reativar', '2'], contexto.core)).saida).toMatch(
      /já estava reativada: nada mudou/,
    );
  });

  test.each<[string[], number, RegExp]>([
    [[], 2, /^Uso: npm run operador/],
    [['ajuda'], 0, /^Uso: npm run operador/],
    [['empresas'], 2, /^Comando desconhecido: empresas/],
    [['empresas', 'apagar', '2'], 2, /^Comando desconhecido: empresas apagar/],
    [['pedidos', 'listar'], 2, /^Comando desconhecido: pedidos/],
    [['empresas', 'desativar'], 2, /^Id inválido: \(nenhum\)/],
    [['empresas', 'desativar', 'abc'], 2, /^Id inválido: abc\./],
    [['empresas', 'desativar', '0'], 2, /^Id inválido: 0\./],
    [['empresas', 'desativar', '-1'], 2, /^Id inválido: -1\./],
    [['empresas', 'desativar', '2147483648'], 2, /^Id inválido: 2147483648\./],
    [['empresas', 'desativar', '1', '2'], 2, /^Comando desconhecido/],
    [['empresas', 'desativar', '2147483647'], 1, /^Empresa 2147483647 não encontrada\.$/],
    [['empresas', 'reativar', '999'], 1, /^Empresa 999 não encontrada\.$/],
    [['empresas', 'listar', '--tudo'], 2, /^Comando desconhecido/],
  ])('%j answers exit code %i', async (args, codigo, saida) => {
    const resultado = await executar(args, contexto.core);
    expect(resultado.codigo).toBe(codigo);
    expect(resultado.saida).toMatch(saida);
  });

  test('the usage names every command', () => {
    for (const comando of ['empresas listar', 'empresas desativar <id>', 'empresas reativar <id>'])
      expect(USO).toContain(comando);
  });
});

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('with a running gateway and Redis', () => {
  const clients = socketClients();
  let server: RunningServer;
  let contexto: ReturnType<typeof criarContextoDoOperador>;
  beforeAll(async () => {
    // One deployment: the gateway and the operator share the database, Redis and the prefix.
    const queuePrefix = `teste-operador-${randomBytes(6).toString('hex')}`;
    server = await createTestServer({ redisUrl, queuePrefix });
    contexto = criarContextoDoOperador({
      db: server.database.db,
      redisUrl,
      queuePrefix,
      publicUrl: 'http://cardapio.test',
    });
  });
  afterAll(async () => {
    clients.closeAll();
    await contexto.fechar();
    await server.close();
  });

  test('deactivating takes effect at once: menu 404, sessions and sockets end, logins refused; reactivating brings it back', async () => {
    const http = server.httpServer;
    const gestao2 = await loginStaff(http, DEMO.admin2);
    const garcom2 = await loginGarcom(http, DEMO.garcom2);
    const gestao1 = await loginStaff(http, DEMO.admin);
    const tela = await request(http)
      .post('/api/monitor/telas')
      .set(autorizado(gestao2))
      .send({ nome: 'Cozinha' });
    expect(tela.status).toBe(201);
    const monitor = (tela.body as { token: string }).token;
    expect((await request(http).get('/api/pedidos').set(autorizado(monitor))).status).toBe(200);
    // Warm every cache and every session check of the gateway first.
    expect((await request(http).get('/api/menu/2')).status).toBe(200);
    expect((await request(http).get('/api/empresas/2').set(autorizado(gestao2))).status).toBe(200);
    expect((await request(http).get('/api/garcom/mesas').set(autorizado(garcom2))).status).toBe(
      200,
    );
    const { socket: equipe } = await clients.connected(server.url, gestao2);
    const anonimo = clients.open(server.url, { empresa_id: 2 });
    await new Promise((resolve) => anonimo.once('sessao:info', resolve));
    const { socket: outra } = await clients.connected(server.url, gestao1);
    const fechados = Promise.all(
      [equipe, anonimo].map((s) => new Promise((resolve) => s.once('disconnect', resolve))),
    );

    const { codigo } = await executar(['empresas', 'desativar', '2'], contexto.core);
    expect(codigo).toBe(0);

    await fechados;
    await waitFor(async () => (await request(http).get('/api/menu/2')).status === 404);
    expect((await request(http).get('/api/menu/2')).body).toEqual({
      erro: 'Empresa não encontrada',
    });
    const sessao = await waitFor(async () => {
      const res = await request(http).get('/api/empresas/2').set(autorizado(gestao2));
      return res.status === 401 && res;
    });
    expect(sessao.body).toEqual({ erro: 'Sessão encerrada. Faça login novamente.' });
    const garcom = await waitFor(async () => {
      const res = await request(http).get('/api/garcom/mesas').set(autorizado(garcom2));
      return res.status === 401 && res;
    });
    expect(garcom.status).toBe(401);
    const login = await request(http).post('/api/admin/login').send(DEMO.admin2);
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ erro: MENSAGENS_CADASTRO.lojaDesativada });
    expect((await request(http).post('/api/garcom/login').send(DEMO.garcom2)).status).toBe(403);
    expect((await request(http).post('/api/auth/login').send(DEMO.cliente2)).status).toBe(403);
    const tela2 = await waitFor(async () => {
      const res = await request(http).get('/api/pedidos').set(autorizado(monitor));
      return res.status === 401 && res;
    });
    expect(tela2.body).toEqual({
      erro: 'Acesso desta tela encerrado. Peça um novo acesso ao administrador.',
    });
    const reconexao = await new Promise<Error>((resolve) =>
      clients.open(server.url, { token: gestao2 }).once('connect_error', resolve),
    );
    expect(reconexao.message).toBe('Não autorizado');

    // Company 1 goes on as before.
    expect(outra.connected).toBe(true);
    expect((await request(http).get('/api/menu/1')).status).toBe(200);
    expect((await request(http).get('/api/empresas/1').set(autorizado(gestao1))).status).toBe(200);

    await executar(['empresas', 'reativar', '2'], contexto.core);
    await waitFor(async () => (await request(http).get('/api/menu/2')).status === 200);
    const volta = await request(http).post('/api/admin/login').send(DEMO.admin2);
    expect(volta.status).toBe(200);
    const token = (volta.body as { token: string }).token;
    expect((await request(http).get('/api/empresas/2').set(autorizado(token))).status).toBe(200);
  });

  test("a company signed up on the page is listed awaiting confirmation, and the owner's switch cannot undo a deactivation", async () => {
    const dono = await cadastrarRestaurante(server.httpServer);
    const { saida } = await executar(['empresas', 'listar'], contexto.core);
    const linha = saida.split('\n').find((l) => l.startsWith(`${dono.empresa.id} `));
    expect(linha).toMatch(/aguardando confirmação do email$/);
    expect(linha).toContain(dono.email);

    await executar(['empresas', 'desativar', String(dono.empresa.id)], contexto.core);
    // The owner's session ended with the company: it cannot turn it back on.
    const religar = await waitFor(async () => {
      const res = await request(server.httpServer)
        .put(`/api/empresas/${dono.empresa.id}`)
        .set(autorizado(dono.token))
        .send({ nome: dono.empresa.nome, email: dono.email, ativo: true });
      return res.status === 401 && res;
    });
    expect(religar.status).toBe(401);
    const [row] = await server.database.db
      .select()
      .from(empresas)
      .where(eq(empresas.id, dono.empresa.id));
    expect(row!.desativada_em).toBeInstanceOf(Date);
  });
});

describe('the script (npm run operador)', () => {
  const rodar = promisify(execFile);
  const script = (args: string[]) =>
    rodar(process.execPath, ['--import', 'tsx', 'gateway/src/operador/main.ts', ...args], {
      cwd: raiz,
      env: { ...process.env, REDIS_URL: 'off', DATABASE_URL: urlDoBanco ?? '', DATA_DIR: dataDir },
      timeout: 120_000,
    }).then(
      (r) => ({ codigo: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        codigo: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );
  const pglite = () => path.join(dataDir, 'pglite');
  // On PostgreSQL (DATABASE_URL) the script gets a database of its own; otherwise a PGlite folder.
  const postgres = process.env.DATABASE_URL;
  const nomeDoBanco = `cardapio_vivo_test_${randomBytes(6).toString('hex')}`;
  let urlDoBanco: string | undefined;
  let dataDir: string;
  const abrirOBanco = () =>
    openDatabase({ databaseUrl: urlDoBanco, dataDir: pglite(), migrate: false, poolMax: 1 });
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-operador-'));
    if (postgres) {
      await withAdmin(postgres, (c) =>
        c.query(`create database ${nomeDoBanco} template ${pgTemplateDb()}`),
      );
      urlDoBanco = postgresUrlFor(postgres, nomeDoBanco);
      return;
    }
    // A PGlite folder as `npm start` leaves it: this run's migrated and seeded template.
    const pasta = await openDatabase({
      dataDir: pglite(),
      loadDataDir: new Blob([fs.readFileSync(pgliteTemplateFile())]),
      migrate: false,
    });
    await pasta.close();
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgres)
      await withAdmin(postgres, (c) =>
        c.query(`drop database if exists ${nomeDoBanco} with (force)`),
      );
  });

  test('without a command it prints the usage and exits 2', async () => {
    const r = await script([]);
    expect(r.codigo).toBe(2);
    expect(r.stdout).toContain('Uso: npm run operador -- <comando>');
  }, 150_000);

  test('lists and deactivates the companies of its database, and says who was not told', async () => {
    const lista = await script(['empresas', 'listar']);
    expect(lista.codigo).toBe(0);
    expect(lista.stdout).toMatch(/^ID\s+NOME\s+GESTÃO/);
    expect(lista.stdout).toMatch(
      /\n2\s+Distribuidora Gelada\s+admin@distribuidoragelada\.com\.br.*ativa\n/,
    );
    const desativar = await script(['empresas', 'desativar', '2']);
    expect(desativar.codigo).toBe(0);
    expect(desativar.stdout).toMatch(/^Empresa 2 \(Distribuidora Gelada\) desativada\./);
    expect(desativar.stdout).toContain('Sem Redis, os gateways em execução não foram avisados');
    const nao = await script(['empresas', 'desativar', '99']);
    expect(nao.codigo).toBe(1);
    expect(nao.stderr).toContain('Empresa 99 não encontrada.');
    const pasta = await abrirOBanco();
    try {
      const [row] = await pasta.db.select().from(empresas).where(eq(empresas.id, 2));
      expect(row!.desativada_em).toBeInstanceOf(Date);
    } finally {
      await pasta.close();
    }
  }, 400_000);

  (postgres ? test.skip : test)(
    'refuses a PGlite folder another process holds open',
    async () => {
      fs.writeFileSync(path.join(pglite(), 'postmaster.pid'), '-42\n');
      try {
        const r = await script(['empresas', 'listar']);
        expect(r.codigo).toBe(1);
        expect(r.stderr).toContain('está aberto por outro processo (npm start?)');
      } finally {
        fs.rmSync(path.join(pglite(), 'postmaster.pid'), { force: true });
      }
    },
    150_000,
  );
});
