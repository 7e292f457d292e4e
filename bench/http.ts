/**
 * HTTP throughput on this machine (DESIGN §8): GET /api/menu/1 and POST /api/pedidos.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/http.ts
 * Without DATABASE_URL only the menu is measured (PGlite); orders need PostgreSQL.
 */
import autocannon from 'autocannon';
import {
  abrirLoja,
  clientesComCarrinho,
  freshDatabaseUrl,
  PEDIDO,
  salvarResultado,
  startBenchServer,
  staffToken,
} from './support';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 4000);

async function main() {
  const databaseUrl = await freshDatabaseUrl();
  const server = await startBenchServer(3790, databaseUrl);
  const resultado: Record<string, unknown> = { banco: databaseUrl ? 'postgres' : 'pglite' };
  try {
    await fetch(`${server.url}/api/menu/1`); // warm the cache and the JIT
    const menu = await autocannon({
      url: `${server.url}/api/menu/1`,
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

    if (databaseUrl) {
      await abrirLoja(server.url, await staffToken(server.url));
      const tokens = await clientesComCarrinho(databaseUrl, PEDIDOS);
      let proximo = 0;
      const pedidos = await autocannon({
        url: `${server.url}/api/pedidos`,
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
      resultado.pedidos = {
        pedidosPorSegundo: Math.round(pedidos.requests.average),
        p50ms: pedidos.latency.p50,
        p99ms: pedidos.latency.p99,
        criados: pedidos['2xx'],
        erros: pedidos.errors + pedidos.non2xx,
        meta: 300,
      };
      console.log('POST /api/pedidos', resultado.pedidos);
    }
  } finally {
    await server.stop();
  }
  console.log(`resultado em ${salvarResultado('http', resultado)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
