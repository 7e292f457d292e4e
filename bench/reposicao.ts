/**
 * Replay cost (issue 28 §2): 1,000 staff sockets connected, every one drops, orders arrive while
 * they are away, and all of them reconnect at once asking for what they missed (auth.desde).
 * Measured: from the reconnections' start until every socket has its replay and `sessao:info`,
 * and the replayed events per second that makes. Orders are real (POST /api/pedidos), so the
 * events are the ones a kitchen gets. Needs PostgreSQL for the customers' carts:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reposicao.ts
 * BENCH_SOCKETS (default 1000), BENCH_ORDERS (default 50); BENCH_REDIS_URL puts the log in
 * Redis Streams (the server's REDIS_URL), otherwise it is in the server's memory.
 */
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  MetaDoEvento,
  ServerToClientEvents,
  SessaoInfo,
} from '@cardapio/shared-events';
import {
  abrirLoja,
  clientesComCarrinho,
  freshDatabaseUrl,
  PEDIDO,
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
  const server = await startBenchServer(3797, databaseUrl);
  const sockets: StaffSocket[] = [];
  try {
    const token = await staffToken(server.url);
    await abrirLoja(server.url, token);
    const clientes = await clientesComCarrinho(databaseUrl, PEDIDOS);

    const ultimo: string[] = [];
    const recebidos: number[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const socket: StaffSocket = io(server.url, {
        auth: (responder) => responder(ultimo[i] ? { token, desde: ultimo[i] } : { token }),
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      recebidos[i] = 0;
      socket.on('pedido:criado', (_pedido, meta?: MetaDoEvento) => {
        recebidos[i] = recebidos[i]! + 1;
        if (meta?.seq) ultimo[i] = meta.seq;
      });
      sockets.push(socket);
    }
    const infos = (lista: StaffSocket[]) =>
      Promise.all(
        lista.map(
          (s, i) =>
            new Promise<SessaoInfo>((resolve) =>
              s.once('sessao:info', (info) => {
                if (!ultimo[i] && info.seq) ultimo[i] = info.seq;
                resolve(info);
              }),
            ),
        ),
      );
    await infos(sockets);
    for (const s of sockets) s.disconnect();

    for (const cliente of clientes) {
      const res = await fetch(`${server.url}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${cliente}` },
        body: PEDIDO,
      });
      if (res.status !== 201) throw new Error(`pedido: ${res.status} ${await res.text()}`);
    }
    recebidos.fill(0);

    const inicio = performance.now();
    const voltas = infos(sockets);
    for (const s of sockets) s.connect();
    const respostas = await voltas;
    const ms = performance.now() - inicio;
    const completas = respostas.filter((r) => r.reposicao === 'completa').length;
    const repostos = recebidos.reduce((a, b) => a + b, 0);
    const resultado = {
      sockets: SOCKETS,
      pedidos: PEDIDOS,
      log: process.env.BENCH_REDIS_URL ? 'redis' : 'memoria',
      reposicoesCompletas: completas,
      eventosRepostos: repostos,
      todosReceberamTodos: recebidos.every((n) => n === PEDIDOS),
      msAteTodos: Math.round(ms),
      eventosPorSegundo: Math.round(repostos / (ms / 1000)),
    };
    console.log(resultado);
    console.log(`resultado: ${salvarResultado('reposicao', resultado)}`);
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
