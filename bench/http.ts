/**
 * HTTP throughput on this machine (DESIGN §8): GET /api/menu/1 and POST /api/pedidos.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http.ts
 * Without DATABASE_URL only the menu is measured (PGlite); orders need PostgreSQL.
 *
 * The load generator (this process) runs on core 0, the server and the PostgreSQL backends of
 * the run's database on core 1 (taskset), so the figure is the server's, not the contest for
 * CPU with the generator. PostgreSQL's own background processes (WAL writer, checkpointer) are
 * shared with the rest of the machine and are not moved. BENCH_PIN=0 measures unpinned;
 * BENCH_MENU=0 skips the menu; BENCH_SERVER_ROOT=<checkout> measures another commit's server
 * with this generator (A/B).
 */
import autocannon from 'autocannon';
import {
  abrirLoja,
  BENCH_DB,
  clientesComCarrinho,
  cpuMs,
  dropDatabase,
  fixarBackends,
  fixarGerador,
  freshDatabaseUrl,
  NUCLEOS,
  PEDIDO,
  salvarResultado,
  startBenchServer,
  staffToken,
  type BenchServer,
} from './support';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 4000);

const MEDIR_MENU = process.env.BENCH_MENU !== '0';

async function main() {
  const fixado = fixarGerador();
  // A database of this run's own: another benchmark running at once never drops it.
  const databaseUrl = await freshDatabaseUrl(`${BENCH_DB}_http_${process.pid}`);
  const server = await startBenchServer(3790, databaseUrl, {}, { fixar: true });
  const backends = databaseUrl ? await fixarBackends(databaseUrl) : null;
  const resultado: Record<string, unknown> = {
    banco: databaseUrl ? 'postgres' : 'pglite',
    nucleos: fixado
      ? `gerador no núcleo ${NUCLEOS!.gerador}; servidor e backends do PostgreSQL no núcleo ${NUCLEOS!.servidor}`
      : 'sem fixar (gerador, servidor e PostgreSQL dividem os núcleos)',
    servidor: process.env.BENCH_SERVER_ROOT ?? 'este checkout',
  };
  try {
    await fetch(`${server.url}/api/menu/1`); // warm the cache and the JIT
  } catch (error) {
    await server.stop();
    throw error;
  }
  try {
    if (MEDIR_MENU) await medirMenu(server.url, resultado);
    if (databaseUrl && backends) await medirPedidos(server, databaseUrl, backends, resultado);
  } finally {
    await backends?.parar();
    await server.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
  console.log(`resultado em ${salvarResultado(process.env.BENCH_RESULTADO ?? 'http', resultado)}`);
}

async function medirMenu(url: string, resultado: Record<string, unknown>) {
  const menu = await autocannon({
    url: `${url}/api/menu/1`,
    connections: CONEXOES,
    duration: DURACAO_S,
    headers: { 'accept-encoding': 'gzip' },
  });
  resultado.menu = {
    reqPorSegundo: Math.round(menu.requests.average),
    p50ms: menu.latency.p50,
    p99ms: menu.latency.p99,
    erros: menu.errors + menu.non2xx,
    meta: 3000,
  };
  console.log('GET /api/menu/1', resultado.menu);
}

async function medirPedidos(
  server: BenchServer,
  databaseUrl: string,
  backends: { cpuMs(): Map<number, number> },
  resultado: Record<string, unknown>,
) {
  const { url } = server;
  await abrirLoja(url, await staffToken(url));
  const tokens = await clientesComCarrinho(databaseUrl, PEDIDOS);
  let proximo = 0;
  // CPU time per order, server and database: unlike the rate, it hardly moves when other work
  // shares the machine, so two commits compare even on a busy machine.
  const cpuAntes = { node: cpuMs(server.pid), postgres: backends.cpuMs() };
  const pedidos = await autocannon({
    url: `${url}/api/pedidos`,
    connections: CONEXOES,
    amount: tokens.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[proximo++ % tokens.length]}`,
          },
          body: PEDIDO,
        }),
      },
    ],
  });
  const porPedido = (ms: number) => Math.round((ms / pedidos['2xx']) * 100) / 100;
  resultado.pedidos = {
    cpuMsPorPedido: {
      node: porPedido(cpuMs(server.pid) - cpuAntes.node),
      postgres: porPedido(
        [...backends.cpuMs()]
          .filter(([, ms]) => ms > 0)
          .reduce((soma, [pid, ms]) => soma + ms - (cpuAntes.postgres.get(pid) ?? 0), 0),
      ),
    },
    pedidosPorSegundo: Math.round(pedidos.requests.average),
    p50ms: pedidos.latency.p50,
    p99ms: pedidos.latency.p99,
    criados: pedidos['2xx'],
    erros: pedidos.errors + pedidos.non2xx,
    meta: 300,
  };
  console.log('POST /api/pedidos', resultado.pedidos);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
