/**
 * Push latency (DESIGN §8): an order placed by a customer → `pedido:criado` received by 1,000
 * connected staff sockets. Needs PostgreSQL for the customers' carts:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/push.ts
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, Pedido, ServerToClientEvents } from '@cardapio/shared-events';
import {
  abrirLoja,
  clientesComCarrinho,
  freshDatabaseUrl,
  PEDIDO,
  percentil,
  salvarResultado,
  startBenchServer,
  staffToken,
} from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 50);

type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function main() {
  const databaseUrl = await freshDatabaseUrl();
  if (!databaseUrl) throw new Error('Defina DATABASE_URL (PostgreSQL) para este benchmark');
  const server = await startBenchServer(3791, databaseUrl);
  const sockets: StaffSocket[] = [];
  try {
    const staff = await staffToken(server.url);
    await abrirLoja(server.url, staff);
    const tokens = await clientesComCarrinho(databaseUrl, PEDIDOS);

    // pedido id → when the POST was sent; each receipt adds its delay, measured from the POST
    // and from the order's created_at (the server's clock: the same machine).
    const enviadoEm = new Map<number, number>();
    const atrasos: number[] = [];
    const desdeCriacao: number[] = [];
    const pendentes: Array<{ id: number; recebidoEm: number; criadoEm: number; agora: number }> =
      [];
    for (let i = 0; i < SOCKETS; i++) {
      const socket: StaffSocket = io(server.url, {
        auth: { token: staff },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket.on('pedido:criado', (p: Pedido) =>
        pendentes.push({
          id: p.id,
          recebidoEm: performance.now(),
          criadoEm: Date.parse(p.created_at),
          agora: Date.now(),
        }),
      );
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('sessao:info', () => resolve());
            s.once('connect_error', reject);
          }),
      ),
    );
    console.log(`${SOCKETS} sockets da equipe conectados`);

    for (const token of tokens) {
      const antes = performance.now();
      const res = await fetch(`${server.url}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PEDIDO,
      });
      const { id } = (await res.json()) as Pedido;
      enviadoEm.set(id, antes);
      // Let every socket receive this order before the next one is placed.
      const alvo = SOCKETS * enviadoEm.size;
      const limite = performance.now() + 5000;
      while (pendentes.length < alvo && performance.now() < limite)
        await new Promise((r) => setImmediate(r));
    }
    for (const { id, recebidoEm, criadoEm, agora } of pendentes) {
      atrasos.push(recebidoEm - enviadoEm.get(id)!);
      desdeCriacao.push(agora - criadoEm);
    }
    const esperados = SOCKETS * tokens.length;
    const resultado = {
      sockets: SOCKETS,
      pedidos: tokens.length,
      entregas: atrasos.length,
      perdidas: esperados - atrasos.length,
      desdeOPost: {
        p50ms: Math.round(percentil(atrasos, 50) * 10) / 10,
        p99ms: Math.round(percentil(atrasos, 99) * 10) / 10,
        maxMs: Math.round(Math.max(...atrasos) * 10) / 10,
      },
      desdeACriacao: {
        p50ms: percentil(desdeCriacao, 50),
        p99ms: percentil(desdeCriacao, 99),
        maxMs: Math.max(...desdeCriacao),
      },
      meta: { p99ms: 50 },
      observacao:
        'desdeOPost: do envio do POST /api/pedidos à chegada em cada socket; desdeACriacao: do created_at do pedido (relógio do servidor, mesma máquina, resolução de 1 ms) à chegada',
    };
    console.log(resultado);
    console.log(`resultado em ${salvarResultado('push', resultado)}`);
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
