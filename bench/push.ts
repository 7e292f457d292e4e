/**
 * Push latency (DESIGN §8): an order placed by a customer → `pedido:criado` received by 1,000
 * connected staff sockets, the receiving sockets spread over client processes (4 by default,
 * 250 sockets each), as staff screens are spread over devices. Needs PostgreSQL for the
 * customers' carts:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/push.ts
 * BENCH_LAYOUTS (default "4") lists how many client processes each round uses; "1,4" measures the
 * old layout (one process receiving all 1,000 sockets) and the new one against the same server in
 * one run, one round after the other, with orders of their own.
 * BENCH_CLIENTE=minimo receives with a bare WebSocket client speaking the same protocol (see
 * conectarMinimo); BENCH_GATEWAYS=2 spreads the client processes over two gateways joined by Redis
 * (BENCH_REDIS_URL, default the local one), orders placed through the first.
 * Each round first places BENCH_WARMUP orders (default 10) that are reported apart: the first
 * fan-outs run before V8 has compiled the emit and receive paths (in the gateway and in every
 * client process), which a server does once after it starts, not for every order.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import type { ClientToServerEvents, Pedido, ServerToClientEvents } from '@cardapio/shared-events';
import {
  abrirLoja,
  clientesComCarrinho,
  fixarBackends,
  fixarGerador,
  freshDatabaseUrl,
  NUCLEOS,
  PEDIDO,
  percentil,
  salvarResultado,
  type BenchServer,
  startBenchServer,
  staffToken,
} from './support';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 50);
const AQUECIMENTO = Number(process.env.BENCH_WARMUP ?? 10);
const LAYOUTS = (process.env.BENCH_LAYOUTS ?? '4').split(',').map(Number);
const CLIENTE = process.env.BENCH_CLIENTE === 'minimo' ? 'minimo' : 'socket.io-client';
const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 1);
/**
 * BENCH_CONFIRMAM=N: N of the sockets (spread over the processes) are kitchen screens that
 * confirm each order they draw ('cozinha:recebi', issue 28 §3), so the figure includes what
 * those acknowledgements cost the next orders' push; the result goes to push-confirmando-N.json.
 */
const CONFIRMAM = Number(process.env.BENCH_CONFIRMAM ?? 0);
/** BENCH_FIXAR=1: the client processes on core 0, the gateway on core 1 (as bench/http.ts). */
const FIXAR = process.env.BENCH_FIXAR === '1';

type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One clock for every process of the machine, in ms with sub-ms resolution. */
const agora = () => performance.timeOrigin + performance.now();

/** A receipt: the order, when this process got it, and the order's created_at (server clock). */
type Recebimento = [id: number, recebidoEm: number, criadoEm: number];

type ParaOFilho =
  | { tipo: 'conectar'; url: string; token: string; sockets: number; confirmam: number }
  | { tipo: 'relatar' };
type DoFilho =
  | { tipo: 'conectado' }
  | { tipo: 'recebido'; id: number }
  | { tipo: 'relatorio'; recebimentos: Recebimento[] };

/** What a staff socket of the benchmark reports: it is in its rooms, an order arrived. */
interface Ouvinte {
  pronto(): void;
  pedido(p: Pedido): void;
}
type Conectar = (
  url: string,
  token: string,
  ouvinte: Ouvinte,
  /** A kitchen screen's device id: it confirms each order it receives. */
  confirmaComo?: string,
) => { fechar(): void };

/** The staff screens' own client: socket.io-client over WebSocket. */
const conectarSocketIo: Conectar = (url, token, ouvinte, confirmaComo) => {
  const socket: StaffSocket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on('pedido:criado', (p) => {
    ouvinte.pedido(p);
    if (confirmaComo)
      socket.emit('cozinha:recebi', { pedidos: [p.id], dispositivo: confirmaComo }, (r) => {
        if (!r.ok) console.error(`confirmação recusada: ${r.erro}`);
      });
  });
  socket.once('sessao:info', ouvinte.pronto);
  socket.once('connect_error', (e) => {
    console.error(e);
    process.exit(1);
  });
  return { fechar: () => socket.disconnect() };
};

/**
 * BENCH_CLIENTE=minimo: the same wire protocol (Engine.IO 4 over WebSocket, Socket.IO 5 packets,
 * every event JSON-decoded) with none of socket.io-client's layers, so the client processes take
 * less of the 2 cores the server shares with them: it tells the server's part of the figure from
 * the client library's.
 */
const conectarMinimo: Conectar = (url, token, ouvinte) => {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  ws.on('message', (data: Buffer) => {
    const texto = data.toString();
    if (texto.startsWith('0'))
      ws.send(`40${JSON.stringify({ token })}`); // open → connect
    else if (texto === '2')
      ws.send('3'); // ping → pong
    else if (texto.startsWith('42')) {
      const [evento, dados] = JSON.parse(texto.slice(2)) as [string, unknown];
      if (evento === 'pedido:criado') ouvinte.pedido(dados as Pedido);
      else if (evento === 'sessao:info') ouvinte.pronto();
    } else if (texto.startsWith('44')) {
      console.error(`conexão recusada: ${texto}`);
      process.exit(1);
    }
  });
  return { fechar: () => ws.close() };
};

/**
 * A client process: connects its share of the staff sockets and notes each receipt. It tells the
 * parent when all its sockets have an order (so the next one is placed after it) and sends the
 * receipts at the end, so no IPC runs while orders are being delivered.
 */
function filho() {
  const conectar = CLIENTE === 'minimo' ? conectarMinimo : conectarSocketIo;
  const conexoes: { fechar(): void }[] = [];
  const recebimentos: Recebimento[] = [];
  const porPedido = new Map<number, number>();
  const enviar = (m: DoFilho) => process.send!(m);
  process.on('message', (m: ParaOFilho) => {
    if (m.tipo === 'relatar') {
      for (const c of conexoes) c.fechar();
      // A large report leaves in several writes: the channel closes once it is out.
      process.send!({ tipo: 'relatorio', recebimentos } satisfies DoFilho, () =>
        process.disconnect(),
      );
      return;
    }
    let prontos = 0;
    const ouvinte: Ouvinte = {
      pronto: () => {
        if (++prontos === m.sockets) enviar({ tipo: 'conectado' });
      },
      pedido: (p) => {
        recebimentos.push([p.id, agora(), Date.parse(p.created_at)]);
        const n = (porPedido.get(p.id) ?? 0) + 1;
        porPedido.set(p.id, n);
        if (n === m.sockets) enviar({ tipo: 'recebido', id: p.id });
      },
    };
    for (let i = 0; i < m.sockets; i++)
      conexoes.push(
        conectar(
          m.url,
          m.token,
          ouvinte,
          i < m.confirmam ? `bench-${process.pid}-${i}` : undefined,
        ),
      );
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

/**
 * One round: `processos` children share SOCKETS sockets; one order after the other, the first
 * AQUECIMENTO of `tokens` reported apart.
 */
async function rodada(urls: string[], staff: string, tokens: string[], processos: number) {
  const url = urls[0]!;
  const filhos = Array.from({ length: processos }, () =>
    fork(__filename, ['--filho'], { execArgv: process.execArgv }),
  );
  try {
    const porFilho = SOCKETS / processos;
    await Promise.all(
      filhos.map((f, i) => {
        const pronto = mensagem(f, (m) => m.tipo === 'conectado');
        f.send({
          tipo: 'conectar',
          url: urls[i % urls.length]!,
          token: staff,
          sockets: porFilho,
          confirmam: Math.floor(CONFIRMAM / processos) + (i < CONFIRMAM % processos ? 1 : 0),
        } satisfies ParaOFilho);
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
    const pedidosDoAquecimento = new Set<number>();
    for (const [i, token] of tokens.entries()) {
      const antes = agora();
      const res = await fetch(`${url}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PEDIDO,
      });
      const { id } = (await res.json()) as Pedido;
      enviadoEm.set(id, antes);
      if (i < AQUECIMENTO) pedidosDoAquecimento.add(id);
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
    const aquecimentoDesdeACriacao: number[] = [];
    // Per order: the first socket's receipt and the last one's, to tell the time before the
    // fan-out (transaction, commit, emit) from the fan-out itself (writes and client decoding).
    const extremos = new Map<number, { primeiro: number; ultimo: number; criadoEm: number }>();
    for (const r of relatorios)
      if (r.tipo === 'relatorio')
        for (const [id, recebidoEm, criadoEm] of r.recebimentos) {
          if (pedidosDoAquecimento.has(id)) {
            aquecimentoDesdeACriacao.push(recebidoEm - criadoEm);
            continue;
          }
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
      maxMs: Math.round(percentil(xs, 100) * 10) / 10,
    });
    return {
      processosCliente: processos,
      socketsPorProcesso: porFilho,
      pedidos: tokens.length - AQUECIMENTO,
      entregas: desdeOPost.length,
      perdidas: SOCKETS * tokens.length - desdeOPost.length - aquecimentoDesdeACriacao.length,
      desdeACriacao: resumo(desdeACriacao),
      desdeOPost: resumo(desdeOPost),
      primeiroSocketDesdeACriacao: resumo(porPedido.map((e) => e.primeiro - e.criadoEm)),
      doPrimeiroAoUltimoSocket: resumo(porPedido.map((e) => e.ultimo - e.primeiro)),
      aquecimento: { pedidos: AQUECIMENTO, desdeACriacao: resumo(aquecimentoDesdeACriacao) },
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
  if (!Number.isInteger(GATEWAYS) || GATEWAYS < 1) throw new Error('BENCH_GATEWAYS deve ser ≥ 1');
  if (!Number.isInteger(AQUECIMENTO) || AQUECIMENTO < 0)
    throw new Error('BENCH_WARMUP deve ser um inteiro ≥ 0');
  // Several gateways share the events through Redis, as deployed; the first one runs the jobs.
  const redis =
    GATEWAYS > 1
      ? {
          REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
          QUEUE_PREFIX: `bench-push-${process.pid}`,
        }
      : {};
  const fixado = FIXAR && fixarGerador();
  const server = await startBenchServer(3791, databaseUrl, redis, { fixar: fixado });
  const backends = fixado ? await fixarBackends(databaseUrl) : null;
  const outros: BenchServer[] = [];
  for (let g = 1; g < GATEWAYS; g++)
    outros.push(await startBenchServer(3791 + g, databaseUrl, { ...redis, RUN_WORKERS: 'false' }));
  const urls = [server.url, ...outros.map((o) => o.url)];
  try {
    const staff = await staffToken(server.url);
    await abrirLoja(server.url, staff);
    const porRodada = AQUECIMENTO + PEDIDOS;
    const tokens = await clientesComCarrinho(databaseUrl, porRodada * LAYOUTS.length);
    const rodadas = [];
    for (const [i, processos] of LAYOUTS.entries())
      rodadas.push(
        await rodada(urls, staff, tokens.slice(i * porRodada, (i + 1) * porRodada), processos),
      );
    const resultado = {
      sockets: SOCKETS,
      confirmam: CONFIRMAM,
      cliente: CLIENTE,
      gateways: GATEWAYS,
      nucleos: fixado
        ? `clientes no núcleo ${NUCLEOS!.gerador}; gateway no núcleo ${NUCLEOS!.servidor}; backends do PostgreSQL no núcleo ${NUCLEOS!.postgres}`
        : 'sem fixar',
      cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
      rodadas,
      meta: { p99ms: 50 },
      observacao:
        'desdeACriacao: do created_at do pedido (relógio do PostgreSQL: início da transação, resolução de 1 ms) à chegada em cada socket; desdeOPost: do envio do POST /api/pedidos à chegada. Todos os processos na mesma máquina, relógio performance.timeOrigin + performance.now(). Os primeiros pedidos de cada rodada (aquecimento) ficam fora das medidas e têm seu próprio resumo',
    };
    console.log(JSON.stringify(resultado, null, 2));
    console.log(
      `resultado em ${salvarResultado(CONFIRMAM > 0 ? `push-confirmando-${CONFIRMAM}` : 'push', resultado)}`,
    );
  } finally {
    await backends?.parar();
    for (const o of outros) await o.stop();
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
