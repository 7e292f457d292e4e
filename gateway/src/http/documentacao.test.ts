import fs from 'node:fs';
import path from 'node:path';
import { createApp } from '../app';
import type { RunningServer } from '../server';
import { createTestServer } from '../testing/test-server';

/**
 * docs/api.md is the REST reference: every route the gateway mounts must be in it (as
 * `MÉTODO /api/caminho` between backticks), and every route it documents must exist, except the
 * sections marked as arriving with a later issue. The routes are read from the real Express app.
 */
const RAIZ = path.join(__dirname, '..', '..', '..');
const API_MD = path.join(RAIZ, 'docs', 'api.md');
const ROUTERS = path.join(RAIZ, 'gateway', 'src', 'http');
/** A section heading with this text lists routes that are not mounted yet (another branch). */
const MARCA_PREVISTA = /chega com a issue \d+/i;
const METODOS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What router 2.3's `listRoutes()` answers (express 5's router), typed here. */
interface RotaListada {
  path: string | RegExp;
  methods: string[] | undefined;
  router: ComRotas | undefined;
}
interface ComRotas {
  listRoutes?: () => RotaListada[];
}

const juntar = (...partes: string[]) => {
  const junto = partes.join('/').replace(/\/{2,}/g, '/');
  return junto.length > 1 ? junto.replace(/\/$/, '') : junto;
};

/** Every `MÉTODO /caminho` of a router and the routers mounted in it, recursively. */
function rotasDe(router: ComRotas, prefixo: string): string[] {
  if (typeof router.listRoutes !== 'function')
    throw new Error('O router do Express não tem listRoutes(): o teste precisa de router ≥ 2.3');
  const rotas: string[] = [];
  for (const rota of router.listRoutes()) {
    // RegExp paths (the SPA's history fallback) are outside /api and not part of the reference.
    if (typeof rota.path !== 'string') continue;
    const caminho = juntar(prefixo, rota.path);
    if (rota.router) rotas.push(...rotasDe(rota.router, caminho));
    for (const metodo of rota.methods ?? []) {
      const m = metodo.toUpperCase();
      // HEAD is answered by every GET route automatically; '*' would be .all().
      if (m === 'HEAD') continue;
      rotas.push(`${m} ${caminho}`);
    }
  }
  return rotas;
}

/** The documented routes, split into the mounted ones and those of sections still to come. */
function rotasDocumentadas(md: string): { atuais: Set<string>; previstas: Set<string> } {
  const atuais = new Set<string>();
  const previstas = new Set<string>();
  let nivelPrevisto: number | undefined;
  const padrao = new RegExp(`\`(${METODOS.join('|')}) (/api[^\`\\s?]*)[^\`]*\``, 'g');
  for (const linha of md.split('\n')) {
    const titulo = /^(#{1,6})\s/.exec(linha);
    if (titulo) {
      const nivel = titulo[1]!.length;
      if (nivelPrevisto !== undefined && nivel <= nivelPrevisto) nivelPrevisto = undefined;
      if (nivelPrevisto === undefined && MARCA_PREVISTA.test(linha)) nivelPrevisto = nivel;
    }
    for (const [, metodo, caminho] of linha.matchAll(padrao)) {
      (nivelPrevisto === undefined ? atuais : previstas).add(`${metodo} ${juntar(caminho!)}`);
    }
  }
  return { atuais, previstas };
}

/**
 * `router.get(`, `router.post(`… in the routers' sources (and `api.get(`… in app.ts): how many
 * routes the walk must find.
 */
function rotasNoCodigo(): number {
  const appTs = fs.readFileSync(path.join(ROUTERS, '..', 'app.ts'), 'utf8');
  let total = appTs.match(/\bapi\.(get|post|put|patch|delete|all)\(/g)?.length ?? 0;
  // Every router file of every area, in its sub-folders too (an area may split its routes:
  // relatorios/exportacoes.ts, cardapio/gestao/router.ts).
  const contar = (dir: string) => {
    for (const nome of fs.readdirSync(dir)) {
      const caminho = path.join(dir, nome);
      if (fs.statSync(caminho).isDirectory()) contar(caminho);
      else if (nome.endsWith('.ts') && !nome.endsWith('.test.ts')) {
        const fonte = fs.readFileSync(caminho, 'utf8');
        total += fonte.match(/\brouter\.(get|post|put|patch|delete|all)\(/g)?.length ?? 0;
      }
    }
  };
  for (const pasta of fs.readdirSync(ROUTERS)) {
    const dir = path.join(ROUTERS, pasta);
    if (fs.statSync(dir).isDirectory()) contar(dir);
  }
  return total;
}

let server: RunningServer;
let montadas: string[];
beforeAll(async () => {
  server = await createTestServer();
  const app = createApp(server.core, {
    health: { databaseKind: 'pglite', queueKind: 'in-process', redis: async () => 'desativado' },
    // No SPA: its history fallback is not an API route.
    webDist: path.join(RAIZ, 'nao-existe-web-dist'),
  });
  montadas = rotasDe((app as unknown as { router: ComRotas }).router, '/');
});
afterAll(() => server.close());

test('the walk of the real app finds every route the routers declare', () => {
  const daApi = montadas.filter((r) => / \/api(\/|$)/.test(r));
  expect(daApi).toEqual(montadas);
  expect(daApi.length).toBe(rotasNoCodigo());
  expect(daApi).toEqual(
    expect.arrayContaining([
      'GET /api/health',
      'GET /api/menu/:empresaId',
      'POST /api/pedidos',
      'PUT /api/comandas-mesa/:comandaId/itens/:itemId',
      'POST /api/garcom/comandas/:comandaId/pagar',
    ]),
  );
  expect(new Set(daApi).size).toBe(daApi.length);
});

test('docs/api.md documents every mounted route', () => {
  const { atuais } = rotasDocumentadas(fs.readFileSync(API_MD, 'utf8'));
  const faltando = montadas.filter((rota) => !atuais.has(rota));
  expect(faltando).toEqual([]);
});

test('docs/api.md documents no route that does not exist (outside the sections still to come)', () => {
  const { atuais } = rotasDocumentadas(fs.readFileSync(API_MD, 'utf8'));
  const mapa = new Set(montadas);
  expect([...atuais].filter((rota) => !mapa.has(rota))).toEqual([]);
});

test('the parser of the reference sees a route only in backticks and honours the marked sections', () => {
  const md = [
    '## Pedidos',
    '### `GET /api/pedidos?status=pendente`',
    'Texto com GET /api/sem-crase fora de crases.',
    '## Relatórios (chega com a issue 16)',
    '### `GET /api/relatorios/vendas`',
    '#### detalhe',
    '`POST /api/relatorios/exportar`',
    '## Depois',
    '`DELETE /api/mesas/:id`',
  ].join('\n');
  const { atuais, previstas } = rotasDocumentadas(md);
  expect([...atuais]).toEqual(['GET /api/pedidos', 'DELETE /api/mesas/:id']);
  expect([...previstas]).toEqual(['GET /api/relatorios/vendas', 'POST /api/relatorios/exportar']);
});
