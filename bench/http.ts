/**
 * HTTP throughput on this machine (DESIGN §8): GET /api/menu/1 and POST /api/pedidos.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http.ts
 * Without DATABASE_URL only the menu is measured (PGlite); orders need PostgreSQL.
 *
 * The load generator (this process) runs on core 0, the server and the PostgreSQL backends of
 * the run's database on core 1 (taskset), so the figure is the server's, not the contest for
 * CPU with the generator. PostgreSQL's own background processes (WAL writer, checkpointer) are
 * shared with the rest of the machine and are not moved. BENCH_POSTGRES=gerador puts the
 * backends on the generator's core instead, leaving the gateway alone on its core (the database is
 * a service of its own in the deployment). BENCH_PIN=0 measures unpinned; BENCH_MENU=0 skips the
 * menu; BENCH_SERVER_ROOT=<checkout> measures another commit's server with this generator (A/B).
 *
 * Orders are measured twice: 50 customers sending as fast as they are answered (the capacity;
 * BENCH_ORDERS, default 4000), then orders arriving at a steady BENCH_RATE per second (default
 * 300, for BENCH_RATE_SECONDS, default 20) from at most 50 customers at once: the budget's
 * latency, "300 orders/s with p99 < 100 ms".
 */
import http from 'node:http';
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
  percentil,
  salvarResultado,
  startBenchServer,
  staffToken,
  type BenchServer,
} from './support';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 4000);
/** The budget's rate (DESIGN §8): orders arrive at this pace, whatever the answers' speed. */
const TAXA = Number(process.env.BENCH_RATE ?? 300);
const TAXA_SEGUNDOS = Number(process.env.BENCH_RATE_SECONDS ?? 20);

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
      ? NUCLEOS!.postgres === NUCLEOS!.servidor
        ? `gerador no núcleo ${NUCLEOS!.gerador}; servidor e backends do PostgreSQL no núcleo ${NUCLEOS!.servidor}`
        : `gerador e backends do PostgreSQL no núcleo ${NUCLEOS!.gerador}; servidor sozinho no núcleo ${NUCLEOS!.servidor}`
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
  const noRitmo = TAXA > 0 ? TAXA * TAXA_SEGUNDOS : 0;
  const todos = await clientesComCarrinho(databaseUrl, PEDIDOS + noRitmo);
  const tokens = todos.slice(0, PEDIDOS);
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
  if (noRitmo > 0) {
    resultado.pedidosNoRitmo = await pedidosNoRitmo(url, todos.slice(PEDIDOS), TAXA);
    console.log(`POST /api/pedidos a ${TAXA}/s`, resultado.pedidosNoRitmo);
  }
}

/**
 * Orders placed at a steady `taxa` per second (open loop), by at most CONEXOES customers at once
 * (one connection each): each order's time counts from the moment it was due, so an order that
 * waited for a free customer counts its wait (no coordinated omission). This is the budget's
 * measure, "300 orders/s with p99 < 100 ms at 50 concurrent customers"; the run above, 50
 * customers sending as fast as they are answered, measures the capacity instead, and its
 * latency is the queue of 50 waiting requests (at any rate, latency ≈ 50 ÷ rate).
 */
async function pedidosNoRitmo(url: string, tokens: string[], taxa: number) {
  const agente = new http.Agent({ keepAlive: true, maxSockets: CONEXOES });
  const alvo = new URL(`${url}/api/pedidos`);
  const latencias: number[] = [];
  let erros = 0;
  let maisAtrasado = 0;
  const enviar = (token: string, devidoEm: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        alvo,
        {
          method: 'POST',
          agent: agente,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(PEDIDO),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 201) latencias.push(performance.now() - devidoEm);
            else erros += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        erros += 1;
        resolve();
      });
      req.end(PEDIDO);
    });
  const inicio = performance.now() + 100;
  const intervalo = 1000 / taxa;
  const emVoo: Promise<void>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const devidoEm = inicio + i * intervalo;
    const espera = devidoEm - performance.now();
    if (espera > 1) await new Promise((r) => setTimeout(r, espera));
    maisAtrasado = Math.max(maisAtrasado, performance.now() - devidoEm);
    emVoo.push(enviar(tokens[i]!, devidoEm));
  }
  await Promise.all(emVoo);
  const duracaoS = (performance.now() - inicio) / 1000;
  agente.destroy();
  return {
    taxaPedida: taxa,
    pedidosPorSegundo: Math.round(latencias.length / duracaoS),
    clientesAoMesmoTempo: CONEXOES,
    p50ms: Math.round(percentil(latencias, 50) * 10) / 10,
    p99ms: Math.round(percentil(latencias, 99) * 10) / 10,
    maxMs: Math.round(Math.max(...latencias) * 10) / 10,
    criados: latencias.length,
    erros,
    // How late the generator itself sent an order (its own timer, not the server): large values
    // would mean the measure, not the server, was behind.
    atrasoMaximoDoGeradorMs: Math.round(maisAtrasado * 10) / 10,
    meta: { pedidosPorSegundo: 300, p99ms: 100 },
  };
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
