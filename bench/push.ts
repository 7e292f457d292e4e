/**
 * Push latency (DESIGN §8): an order placed by a customer → `pedido:criado` received by 1,000
 * connected staff sockets, the receiving sockets spread over client processes (4 by default,
 * 250 sockets each), as staff screens are spread over devices. Needs PostgreSQL for the
 * customers' carts:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/push.ts
 * BENCH_LAYOUTS (default "4") lists how many client processes each round uses; "1,4" measures the
 * old layout (one process receiving all 1,000 sockets) and the new one against the same server in
 * one run, one round after the other, with orders of their own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
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
const LAYOUTS = (process.env.BENCH_LAYOUTS ?? '4').split(',').map(Number);

type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One clock for every process of the machine, in ms with sub-ms resolution. */
const agora = () => performance.timeOrigin + performance.now();

/** A receipt: the order, when this process got it, and the order's created_at (server clock). */
type Recebimento = [id: number, recebidoEm: number, criadoEm: number];

type ParaOFilho =
  { tipo: 'conectar'; url: string; token: string; sockets: number } | { tipo: 'relatar' };
type DoFilho =
  | { tipo: 'conectado' }
  | { tipo: 'recebido'; id: number }
  | { tipo: 'relatorio'; recebimentos: Recebimento[] };

/**
 * A client process: connects its share of the staff sockets and notes each receipt. It tells the
 * parent when all its sockets have an order (so the next one is placed after it) and sends the
 * receipts at the end, so no IPC runs while orders are being delivered.
 */
function filho() {
  const sockets: StaffSocket[] = [];
  const recebimentos: Recebimento[] = [];
  const porPedido = new Map<number, number>();
  const enviar = (m: DoFilho) => process.send!(m);
  process.on('message', (m: ParaOFilho) => {
    if (m.tipo === 'relatar') {
      for (const s of sockets) s.disconnect();
      // A large report leaves in several writes: the channel closes once it is out.
      process.send!({ tipo: 'relatorio', recebimentos } satisfies DoFilho, () =>
        process.disconnect(),
      );
      return;
    }
    let prontos = 0;
    for (let i = 0; i < m.sockets; i++) {
      const socket: StaffSocket = io(m.url, {
        auth: { token: m.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      socket.on('pedido:criado', (p: Pedido) => {
        recebimentos.push([p.id, agora(), Date.parse(p.created_at)]);
        const n = (porPedido.get(p.id) ?? 0) + 1;
        porPedido.set(p.id, n);
        if (n === m.sockets) enviar({ tipo: 'recebido', id: p.id });
      });
      socket.once('sessao:info', () => {
        if (++prontos === m.sockets) enviar({ tipo: 'conectado' });
      });
      socket.once('connect_error', (e) => {
        console.error(e);
        process.exit(1);
      });
      sockets.push(socket);
    }
  });
}

function mensagem(f: ChildProcess, aceita: (m: DoFilho) => boolean): Promise<DoFilho> {
  return new Promise((resolve) => {
    const ouvir = (m: DoFilho) => {
      if (!aceita(m)) return;
      f.off('message', ouvir);
      resolve(m);
    };
    f.on('message', ouvir);
  });
}

/** One round: `processos` children share SOCKETS sockets; one order after the other. */
async function rodada(url: string, staff: string, tokens: string[], processos: number) {
  const filhos = Array.from({ length: processos }, () =>
    fork(__filename, ['--filho'], { execArgv: process.execArgv }),
  );
  try {
    const porFilho = SOCKETS / processos;
    await Promise.all(
      filhos.map((f) => {
        const pronto = mensagem(f, (m) => m.tipo === 'conectado');
        f.send({ tipo: 'conectar', url, token: staff, sockets: porFilho } satisfies ParaOFilho);
        return pronto;
      }),
    );
    console.log(`${SOCKETS} sockets da equipe conectados em ${processos} processo(s)`);

    // Children that have an order on all their sockets; a child may say so before the POST's
    // answer reaches this process, so this listens from the start.
    const completos = new Map<number, number>();
    const esperas = new Map<number, () => void>();
    for (const f of filhos)
      f.on('message', (m: DoFilho) => {
        if (m.tipo !== 'recebido') return;
        const n = (completos.get(m.id) ?? 0) + 1;
        completos.set(m.id, n);
        if (n === processos) esperas.get(m.id)?.();
      });
    const todosReceberam = (id: number) =>
      completos.get(id) === processos
        ? Promise.resolve()
        : new Promise<void>((resolve) => esperas.set(id, resolve));

    const enviadoEm = new Map<number, number>();
    for (const token of tokens) {
      const antes = agora();
      const res = await fetch(`${url}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PEDIDO,
      });
      const { id } = (await res.json()) as Pedido;
      enviadoEm.set(id, antes);
      // Every socket gets this order (or 5 s pass) before the next one is placed.
      await Promise.race([todosReceberam(id), new Promise((r) => setTimeout(r, 5000))]);
    }

    const relatorios = await Promise.all(
      filhos.map((f) => {
        const relatorio = mensagem(f, (m) => m.tipo === 'relatorio');
        f.send({ tipo: 'relatar' } satisfies ParaOFilho);
        return relatorio;
      }),
    );
    const desdeOPost: number[] = [];
    const desdeACriacao: number[] = [];
    // Per order: the first socket's receipt and the last one's, to tell the time before the
    // fan-out (transaction, commit, emit) from the fan-out itself (writes and client decoding).
    const extremos = new Map<number, { primeiro: number; ultimo: number; criadoEm: number }>();
    for (const r of relatorios)
      if (r.tipo === 'relatorio')
        for (const [id, recebidoEm, criadoEm] of r.recebimentos) {
          desdeOPost.push(recebidoEm - enviadoEm.get(id)!);
          desdeACriacao.push(recebidoEm - criadoEm);
          const e = extremos.get(id) ?? { primeiro: recebidoEm, ultimo: recebidoEm, criadoEm };
          e.primeiro = Math.min(e.primeiro, recebidoEm);
          e.ultimo = Math.max(e.ultimo, recebidoEm);
          extremos.set(id, e);
        }
    const porPedido = [...extremos.values()];
    const resumo = (xs: number[]) => ({
      p50ms: Math.round(percentil(xs, 50) * 10) / 10,
      p99ms: Math.round(percentil(xs, 99) * 10) / 10,
      maxMs: Math.round(Math.max(...xs) * 10) / 10,
    });
    return {
      processosCliente: processos,
      socketsPorProcesso: porFilho,
      pedidos: tokens.length,
      entregas: desdeOPost.length,
      perdidas: SOCKETS * tokens.length - desdeOPost.length,
      desdeACriacao: resumo(desdeACriacao),
      desdeOPost: resumo(desdeOPost),
      primeiroSocketDesdeACriacao: resumo(porPedido.map((e) => e.primeiro - e.criadoEm)),
      doPrimeiroAoUltimoSocket: resumo(porPedido.map((e) => e.ultimo - e.primeiro)),
    };
  } finally {
    for (const f of filhos) if (f.connected) f.kill();
  }
}

async function main() {
  if (process.argv.includes('--filho')) return filho();
  if (LAYOUTS.some((n) => !Number.isInteger(n) || n < 1 || SOCKETS % n !== 0))
    throw new Error(`BENCH_LAYOUTS deve dividir ${SOCKETS} sockets em partes iguais`);
  const databaseUrl = await freshDatabaseUrl();
  if (!databaseUrl) throw new Error('Defina DATABASE_URL (PostgreSQL) para este benchmark');
  const server = await startBenchServer(3791, databaseUrl);
  try {
    const staff = await staffToken(server.url);
    await abrirLoja(server.url, staff);
    const tokens = await clientesComCarrinho(databaseUrl, PEDIDOS * LAYOUTS.length);
    const rodadas = [];
    for (const [i, processos] of LAYOUTS.entries())
      rodadas.push(
        await rodada(server.url, staff, tokens.slice(i * PEDIDOS, (i + 1) * PEDIDOS), processos),
      );
    const resultado = {
      sockets: SOCKETS,
      cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
      rodadas,
      meta: { p99ms: 50 },
      observacao:
        'desdeACriacao: do created_at do pedido (relógio do PostgreSQL: início da transação, resolução de 1 ms) à chegada em cada socket; desdeOPost: do envio do POST /api/pedidos à chegada. Todos os processos na mesma máquina, relógio performance.timeOrigin + performance.now()',
    };
    console.log(JSON.stringify(resultado, null, 2));
    console.log(`resultado em ${salvarResultado('push', resultado)}`);
  } finally {
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
