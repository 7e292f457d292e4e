import request from 'supertest';
import { createApp } from '../app';
import type { RunningServer } from '../server';
import { autorizado } from '../testing/loja';
import { loginCliente, loginGarcom, loginStaff, novoCliente } from '../testing/sessions';
import { createTestServer } from '../testing/test-server';
import {
  amostra,
  campos,
  comValor,
  impressaoDoBanco,
  MENSAGEM_EM_INGLES,
  posicaoDoLog,
  rotasDoApp,
  schemasDoContrato,
  type Caminho,
  type Rota,
} from '../testing/fuzz';

/*
 * Sends every route of the app bad input and asserts: never a 5xx, every error is a pt-BR
 * `{ erro }`, and a rejected write changes no row.
 *
 * The routes come from the routers themselves (rotasDoApp walks the Express stack of an app built
 * by createApp), the field names and plausible values from the contract's schemas (every exported
 * zod object), so a new route or field is fuzzed with no list to update. Each field is wrong alone
 * over an otherwise plausible body, so it is the one a route has to catch.
 */

const EXTREMOS_DE_ID = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1.5',
];
const NUL = 'a\u0000b';
/** Below the 1 MB body limit, so it reaches the schemas. */
const QUASE_UM_MEGA = 'x'.repeat(900_000);
/** Longer than every text limit; the 900 kB text is sent once per route (it is slow to send). */
const LONGO = 'x'.repeat(20_000);
const ERRADOS: unknown[] = [
  NUL,
  LONGO,
  NUL,
  [1, 2],
  2147483648,
  '2147483648',
  null,
  { a: { b: [1] } },
  123,
  'abc',
  -1,
  1.5,
  NUL,
  '0000-01-01',
];
/** Short enough that ~50 names fit in Node's 16 kB request head. */
const NA_QUERY = [NUL, 'x'.repeat(200), '2147483648', '-1', '0000-01-01', 'abc', ['1', '2']];
/** Ends the caller's own account: any input is accepted, so there is nothing to fuzz. */
const SEM_ENTRADA = new Set(['delete /api/auth/conta']);

type Sessao = 'nenhuma' | 'cliente' | 'equipe' | 'garcom' | 'monitor';

let server: RunningServer;
let rotas: Rota[];
const tokens: Partial<Record<Sessao, string>> = {};
/** The plausible body: every field the contract knows, with a value its schema accepts. */
const base: Record<string, unknown> = {};
const caminhos: Caminho[] = [];

beforeAll(async () => {
  server = await createTestServer({
    rateLimitLoginPerIp: 1_000_000,
    rateLimitLoginPerAccount: 1_000_000,
    chamadasPorMinuto: 1_000_000,
    // No job runs: a job writing after its request answered would be blamed on the next one.
    runWorkers: false,
  });
  const http = server.httpServer;
  rotas = rotasDoApp(
    createApp(server.core, {
      health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
    }),
  ).filter((r) => !SEM_ENTRADA.has(`${r.method} ${r.path}`));

  tokens.equipe = await loginStaff(http);
  tokens.garcom = await loginGarcom(http);
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  tokens.cliente = (reg.body as { token: string }).token ?? (await loginCliente(http));
  const tela = await request(http)
    .post('/api/monitor/telas')
    .set(autorizado(tokens.equipe))
    .send({ nome: 'Fuzz' });
  tokens.monitor = (tela.body as { token: string }).token;

  const vistos = new Set<string>();
  for (const [, schema] of schemasDoContrato()) {
    for (const [chave, valor] of Object.entries(amostra(schema) as Record<string, unknown>))
      if (!(chave in base)) base[chave] = valor;
    for (const caminho of campos(schema)) {
      const chave = caminho.join('.');
      if (!vistos.has(chave)) {
        vistos.add(chave);
        caminhos.push(caminho);
      }
    }
  }
}, 60_000);
afterAll(() => server.close());

const comParametros = (rota: Rota, valores: Record<string, string> = {}) =>
  rota.path.replace(/:(\w+)/g, (_m, nome: string) => encodeURIComponent(valores[nome] ?? '1'));
const parametros = (rota: Rota) => [...rota.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function enviar(
  rota: Rota,
  sessao: Sessao,
  caminho: string,
  corpo?: unknown,
  query?: Record<string, unknown>,
) {
  const metodo = rota.method as 'get' | 'post' | 'put' | 'delete' | 'patch';
  let req = request(server.httpServer)[metodo](caminho);
  const token = tokens[sessao];
  if (token) req = req.set(autorizado(token));
  if (query) req = req.query(query as Record<string, string>);
  if (corpo !== undefined)
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(corpo));
  return req;
}

/** The session a route admits: the first kind that is neither refused (401) nor forbidden (403). */
async function sessaoDa(rota: Rota): Promise<Sessao> {
  const caminho = comParametros(
    rota,
    Object.fromEntries(parametros(rota).map((p) => [p, '2147483647'])),
  );
  for (const sessao of ['nenhuma', 'cliente', 'equipe', 'garcom', 'monitor'] as const) {
    const res = await enviar(rota, sessao, caminho, rota.method === 'get' ? undefined : {});
    if (res.status !== 401 && res.status !== 403) return sessao;
  }
  return 'equipe';
}

/** The tables whose line differs between two fingerprints. */
const diferencas = (antes: string, depois: string) => {
  const linhasAntes = new Set(antes.split('\n'));
  return depois
    .split('\n')
    .filter((l) => !linhasAntes.has(l))
    .map((l) => l.split(':')[0])
    .join(', ');
};

interface Falha {
  pedido: string;
  status: number;
  corpo: unknown;
  motivo: string;
}

test('the walk lists every router, nested paths and parameters included', () => {
  const lista = rotas.map((r) => `${r.method} ${r.path}`);
  expect(lista).toEqual(
    expect.arrayContaining([
      'get /api/menu/:empresaId',
      'post /api/chamar-garcom',
      'put /api/carrinho/:empresaId/item/:itemId',
      'put /api/comandas-mesa/:comandaId/itens/:itemId',
      'post /api/pedidos',
      'put /api/auth/perfil',
    ]),
  );
  expect(lista.length).toBeGreaterThan(40);
});

test('no route answers 5xx, an English message, or writes anything for bad input', async () => {
  const falhas: Falha[] = [];
  let impressao = await impressaoDoBanco(server.database);
  let posicao = await posicaoDoLog(server.database);
  let enviados = 0;

  async function conferir(
    rota: Rota,
    sessao: Sessao,
    caminho: string,
    corpo?: unknown,
    query?: Record<string, unknown>,
  ) {
    const res = await enviar(rota, sessao, caminho, corpo, query);
    enviados += 1;
    const descricao = `${rota.method.toUpperCase()} ${caminho} ${query ? JSON.stringify(query).slice(0, 80) : ''} ${corpo === undefined ? '' : JSON.stringify(corpo).slice(0, 120)}`;
    const falhar = (motivo: string) =>
      falhas.push({ pedido: descricao, status: res.status, corpo: res.body, motivo });
    if (res.status >= 500) falhar('5xx');
    if (res.status >= 400) {
      const erro = (res.body as { erro?: unknown }).erro;
      if (typeof erro !== 'string' || erro === '') falhar('sem erro');
      else if (MENSAGEM_EM_INGLES.test(erro)) falhar('mensagem em inglês');
    }
    // The log position is cheap to read; the fingerprint is taken only when something was written.
    if ((await posicaoDoLog(server.database)) === posicao) return;
    const depois = await impressaoDoBanco(server.database);
    // A read may write too (a cart expiring); only a refused write must change nothing.
    if (rota.method !== 'get' && res.status >= 400 && depois !== impressao)
      falhar(`gravou apesar de recusar: ${diferencas(impressao, depois)}`);
    impressao = depois;
    posicao = await posicaoDoLog(server.database);
  }

  for (const [indice, rota] of rotas.entries()) {
    const sessao = await sessaoDa(rota);
    // The probe may have written (it sends a plausible request).
    impressao = await impressaoDoBanco(server.database);
    posicao = await posicaoDoLog(server.database);
    const leitura = rota.method === 'get';
    const corpoBase = leitura ? undefined : base;

    // Route parameters at the edges of an integer column and beyond.
    for (const nome of parametros(rota))
      for (const valor of EXTREMOS_DE_ID)
        await conferir(rota, sessao, comParametros(rota, { [nome]: valor }), corpoBase);

    const caminho = comParametros(rota);
    if (leitura) {
      // Every known field name as a query parameter, all with the same wrong value.
      for (const valor of NA_QUERY)
        await conferir(
          rota,
          sessao,
          caminho,
          undefined,
          Object.fromEntries(Object.keys(base).map((nome) => [nome, valor])),
        );
      continue;
    }

    // Bodies of the wrong shape as a whole.
    const campoDaVez = caminhos[indice % caminhos.length]!;
    for (const corpo of [
      [base],
      'texto',
      42,
      { a: 'x'.repeat(1_100_000) },
      comValor(base, campoDaVez, QUASE_UM_MEGA),
    ])
      await conferir(rota, sessao, caminho, corpo);

    // Each field wrong alone, the wrong value rotating so that every field meets each of them on
    // some route (the schema test tries every value on every field, without HTTP).
    for (const [i, campo] of caminhos.entries())
      await conferir(
        rota,
        sessao,
        caminho,
        comValor(base, campo, ERRADOS[(i + indice) % ERRADOS.length]),
      );
  }

  console.log(`fuzz: ${enviados} pedidos`);
  expect(falhas).toEqual([]);
  // Every write route meets every field of the contract: the run grows with both (~23,000
  // requests, 480 s on CI's 2 cores beside the other suites, before the couriers' routes).
}, 900_000);
