/**
 * Socket.IO's connection state recovery with `@socket.io/redis-streams-adapter` against our own
 * replay (issue 28 §2: "it does not work with the Redis pub/sub adapter in use today; the
 * streams adapter supports it across gateways — measure both and pick"). Two Socket.IO servers,
 * each in a process of its own on its own port, joined through Redis; BENCH_SOCKETS staff sockets
 * (default 1,000) spread over both, in BENCH_PROCESSOS client processes (default 4), as
 * bench/push.ts does. For each design, in one run on the same machine:
 *   a. broadcast: an event emitted on server A to the company's staff room → received by every
 *      socket, one event after the other (BENCH_EVENTOS, default 100, after BENCH_WARMUP = 10
 *      reported apart);
 *   b. replay: every socket drops (the client closes its transport, a lost connection the server
 *      notices), BENCH_ORDERS events (default 50) go to their room, and all reconnect at once:
 *      the time until every socket has every one of them, events/s, missed and duplicated.
 * Design `streams`: `@socket.io/redis-streams-adapter` with `connectionStateRecovery` (2 min) on
 * both servers, the token checked and the rooms joined as our gateway does, `sessao:info` sent to
 * a new session only (a recovered one knows it from `socket.recovered`). Design `streams-info`:
 * the same with `sessao:info` on every connection, as our protocol sends it: with recovery on,
 * every `socket.emit` to one socket is written to the shared stream too (socket.io's
 * Socket#emit), and each later recovery reads it back. Design `nosso`: the gateway's own
 * realtime (`createRealtime`, gateway/src/realtime/socket-server.ts: `@socket.io/redis-adapter`,
 * the company log in Redis Streams, `auth.desde`), and in the clients the browser's half of the
 * protocol (`criarFluxoDeEventos`, shared-events/src/fluxo.ts).
 * Needs only Redis (no database, no app server):
 *   npx tsx bench/adaptador.ts
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379); BENCH_DESENHOS, the designs in the order
 * measured (default "streams,nosso,nosso,streams,streams-info": each of the two twice, in both
 * orders, since the machine's load moves between rounds).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import os from 'node:os';
import { createAdapter as adaptadorDeStreams } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { createTokenService } from '@cardapio/core';
import {
  criarFluxoDeEventos,
  FOLGA_DA_REPOSICAO_MS,
  rooms,
  type ClientToServerEvents,
  type FluxoDeEventos,
  type Pedido,
  type ServerToClientEvents,
  type TokenClaims,
} from '@cardapio/shared-events';
import { roomsFor } from '@cardapio/gateway/src/realtime/rooms';
import { createRealtime } from '@cardapio/gateway/src/realtime/socket-server';
import { cpuMs, JWT_SECRET, percentil, salvarResultado } from './support';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PROCESSOS = Number(process.env.BENCH_PROCESSOS ?? 4);
const EVENTOS = Number(process.env.BENCH_EVENTOS ?? 100);
const AQUECIMENTO = Number(process.env.BENCH_WARMUP ?? 10);
const REPOSTOS = Number(process.env.BENCH_ORDERS ?? 50);
const DESENHOS = (process.env.BENCH_DESENHOS ?? 'streams,nosso,nosso,streams,streams-info').split(
  ',',
);
const PORTAS = [3811, 3812] as const;
const EMPRESA = 1;
const SALA = rooms.equipe(EMPRESA);
/** The recovery window of design `streams` (socket.io's default, as the issue asks). */
const RECUPERACAO_MS = 2 * 60_000;
/** How long the replay may take before the sockets that lack events are counted as missing. */
const PRAZO_DA_REPOSICAO_MS = 30_000;

/**
 * The events of a round, by id: 1…AQUECIMENTO warm-up, then EVENTOS measured, then a marker
 * (sent alone, FOLGA_DA_REPOSICAO_MS after the last, as a quiet kitchen's last event before a
 * drop), then REPOSTOS emitted while every socket is away.
 */
const ULTIMO_MEDIDO = AQUECIMENTO + EVENTOS;
const MARCADOR = ULTIMO_MEDIDO + 1;
const PRIMEIRO_REPOSTO = MARCADOR + 1;
const TOTAL = MARCADOR + REPOSTOS;

const NOMES_DOS_DESENHOS = ['streams', 'streams-info', 'nosso'] as const;
type Desenho = (typeof NOMES_DOS_DESENHOS)[number];
type StaffSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One clock for every process of the machine, in ms with sub-ms resolution. */
const agora = () => performance.timeOrigin + performance.now();
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ParaOServidor =
  | { tipo: 'iniciar'; desenho: Desenho; porta: number; prefixo: string }
  | { tipo: 'emitir'; id: number }
  | { tipo: 'contar' }
  | { tipo: 'parar' };
type DoServidor =
  | { tipo: 'pronto' }
  | { tipo: 'emitido'; id: number; em: number }
  | { tipo: 'contagem'; sockets: number };

interface Relatorio {
  tipo: 'relatorio';
  /** The first receipt of each broadcast event (warm-up and measured) on each socket. */
  recebimentos: [id: number, em: number][];
  /** The replayed events (and the marker) as they came on the wire, repeats included. */
  brutosRepostos: number;
  marcadorDeNovo: number;
  /** Replayed events handed to the application (after the fluxo, in design `nosso`). */
  entreguesRepostos: number;
  faltando: number;
  /** Events handed to the application more than once (any phase). */
  duplicados: number;
  /** Design `streams`: `socket.recovered`; design `nosso`: `sessao:info.reposicao`. */
  recuperados: number;
  completas: number;
  incompletas: number;
  /** When each socket had every replayed event. */
  completoEm: number[];
}
type ParaOFilho =
  | {
      tipo: 'conectar';
      desenho: Desenho;
      urls: string[];
      token: string;
      sockets: number;
      primeiro: number;
    }
  | { tipo: 'cair' }
  | { tipo: 'reconectar' }
  | { tipo: 'relatar' };
type DoFilho =
  | { tipo: 'conectado' }
  | { tipo: 'recebido'; id: number }
  | { tipo: 'caiu' }
  | { tipo: 'reposto'; em: number }
  | Relatorio;

/** A representative order (the payload's size is what each design moves around). */
function pedido(id: number): Pedido {
  const quando = new Date().toISOString();
  return {
    id,
    empresa_id: EMPRESA,
    usuario_id: 1000 + id,
    status: 'pendente',
    status_pagamento: 'pendente',
    tipo_pedido: 'entrega',
    canal: 'site',
    agendado_para: null,
    mesa: 'Entrega',
    total: 27.9,
    total_sem_frete: 19.9,
    valor_frete: 8,
    desconto: 0,
    cupom_codigo: null,
    total_itens: 3,
    observacoes: null,
    nome_cliente: 'Bench',
    sobrenome_cliente: String(id),
    nome_completo_cliente: `Bench ${id}`,
    telefone_cliente: '48999990000',
    email_cliente: `bench.${id}@exemplo.com.br`,
    endereco_entrega: {
      rua: 'Rua Felipe Schmidt',
      numero_casa: '100',
      bairro: 'Centro',
      cep: '88010-001',
    },
    metodo_pagamento: 'entrega',
    metodo_pagamento_detalhado: 'cartao',
    precisa_troco: false,
    valor_troco: null,
    detalhes_pagamento: { metodo: 'cartao' },
    detalhes_pagamento_json: { metodo: 'cartao' },
    previsao_em: null,
    previsao_motivo: null,
    motivo_cancelamento: null,
    cancelado_motivo: null,
    entregador: null,
    entrega_motivo: null,
    whatsapp_aceito: false,
    whatsapp: null,
    // Cast: fields of the items that other work adds later only change the payload's size a bit.
    itens: [1, 2].map((n) => ({
      id: id * 10 + n,
      produto_id: n,
      produto_nome: n === 1 ? 'Coca-Cola Lata 350ml' : 'X-Salada',
      imagem_url: null,
      quantidade: n,
      preco_unitario: 6.5,
      observacoes: null,
      personalizacoes: [],
      estacao_id: null,
      pronto_em: null,
      pronto_por: null,
      alvo_min: null,
      adicionado_em: null,
      cancelado_em: null,
      cancelado_motivo: null,
      cancelado_por: null,
      observacoes_alteradas_em: null,
    })) as Pedido['itens'],
    created_at: quando,
    updated_at: quando,
  };
}

/**
 * A server process: one Socket.IO server of the design on its port. It emits the events it is
 * told to and says when it did (the clock is read just before the emit).
 */
function servidor() {
  let publicar: (p: Pedido) => void = () => undefined;
  let fechar: () => Promise<void> = async () => undefined;
  let contar: () => number = () => 0;
  const enviar = (m: DoServidor) => process.send!(m);
  process.on('disconnect', () => process.exit(0));
  process.on('message', (m: ParaOServidor) => {
    if (m.tipo === 'emitir') {
      const em = agora();
      publicar(pedido(m.id));
      enviar({ tipo: 'emitido', id: m.id, em });
    } else if (m.tipo === 'contar') enviar({ tipo: 'contagem', sockets: contar() });
    else if (m.tipo === 'parar')
      void Promise.race([fechar(), esperar(3000)]).finally(() => process.exit(0));
    else {
      const http = createServer();
      const tokens = createTokenService(JWT_SECRET);
      if (m.desenho === 'nosso') {
        // The gateway's realtime as production builds it (REDIS_URL set, QUEUE_PREFIX = prefixo).
        const realtime = createRealtime(http, {
          tokens,
          redisUrl: REDIS_URL,
          prefixo: m.prefixo,
          sessaoValida: async () => true,
        });
        publicar = (p) =>
          realtime.publish({
            name: 'pedido:criado',
            empresaId: EMPRESA,
            rooms: [SALA],
            payload: p,
          });
        fechar = () => realtime.close();
        contar = () => realtime.io.engine.clientsCount;
      } else {
        const redis = new Redis(REDIS_URL);
        redis.on('error', () => undefined);
        const servidorIo = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
          serveClient: false,
          pingInterval: 20000,
          pingTimeout: 20000,
          connectionStateRecovery: {
            maxDisconnectionDuration: RECUPERACAO_MS,
            skipMiddlewares: true,
          },
          adapter: adaptadorDeStreams(redis, {
            streamName: `${m.prefixo}:socket.io`,
            channelPrefix: `${m.prefixo}:socket.io`,
            sessionKeyPrefix: `${m.prefixo}:sio:session:`,
          }),
        });
        // The same admission as the gateway's (the token verified, then whether the session
        // holds: a stub that says yes, in both designs), rooms from the token, then
        // `sessao:info`; a recovered socket skips the middleware (socket.io's default).
        const sessaoValida = async () => true;
        servidorIo.use((socket, next) => {
          const token = (socket.handshake.auth as { token?: unknown }).token;
          const session = tokens.verify(typeof token === 'string' ? token : undefined);
          if (!session) return next(new Error('Não autorizado'));
          socket.data.session = session;
          sessaoValida().then(
            (ok) => next(ok ? undefined : new Error('Não autorizado')),
            () => next(new Error('Não autorizado')),
          );
        });
        servidorIo.on('connection', (socket) => {
          const session = socket.data.session as TokenClaims;
          const joined = roomsFor(session);
          void socket.join(joined);
          if (!socket.recovered || m.desenho === 'streams-info')
            socket.emit('sessao:info', { kind: session.kind, rooms: joined });
        });
        publicar = (p) => servidorIo.to(SALA).emit('pedido:criado', p);
        fechar = async () => {
          await new Promise<void>((resolve) => servidorIo.close(() => resolve()));
          await redis.quit().catch(() => undefined);
        };
        contar = () => servidorIo.engine.clientsCount;
      }
      http.listen(m.porta, '127.0.0.1', () => enviar({ tipo: 'pronto' }));
    }
  });
}

/**
 * A client process: its share of the staff sockets, alternating between the two servers. It
 * notes the first receipt of each event on each socket, tells the parent when all its sockets
 * have an event (so the next is emitted after it) and when all have every replayed one.
 */
function filho() {
  const sockets: StaffSocket[] = [];
  let n = 0;
  let contagens = new Uint16Array(0);
  let faltam = new Int32Array(0);
  const porEvento = new Map<number, number>();
  const recebimentos: [number, number][] = [];
  const completoEm: number[] = [];
  let reconectando = false;
  let brutosRepostos = 0;
  let marcadorDeNovo = 0;
  let recuperados = 0;
  let completas = 0;
  let incompletas = 0;
  let prontos = 0;
  let caidos = 0;
  const enviar = (m: DoFilho) => process.send!(m);

  /** An event handed to the application by socket i. */
  function entregue(i: number, id: number) {
    const k = i * (TOTAL + 1) + id;
    contagens[k] = contagens[k]! + 1;
    if (contagens[k] !== 1) return;
    if (id <= ULTIMO_MEDIDO) recebimentos.push([id, agora()]);
    const c = (porEvento.get(id) ?? 0) + 1;
    porEvento.set(id, c);
    if (c === n && id <= MARCADOR) enviar({ tipo: 'recebido', id });
    if (id >= PRIMEIRO_REPOSTO && --faltam[i]! === 0) {
      completoEm[i] = agora();
      if (completoEm.filter((t) => t > 0).length === n)
        enviar({ tipo: 'reposto', em: completoEm[i]! });
    }
  }
  /** What came on the wire (before the fluxo drops repeats). */
  function naRede(id: number) {
    if (!reconectando) return;
    if (id >= PRIMEIRO_REPOSTO) brutosRepostos++;
    else if (id === MARCADOR) marcadorDeNovo++;
  }

  process.on('message', (m: ParaOFilho) => {
    if (m.tipo === 'cair') {
      // The transport closes under the socket (a lost connection, not a goodbye): Socket.IO's
      // recovery keeps the session for such a reason only, and our client asks from `desde`.
      for (const s of sockets) s.io.engine.close();
      return;
    }
    if (m.tipo === 'reconectar') {
      reconectando = true;
      for (const s of sockets) s.connect();
      return;
    }
    if (m.tipo === 'relatar') {
      let duplicados = 0;
      let entreguesRepostos = 0;
      let faltando = 0;
      for (let i = 0; i < n; i++) {
        faltando += Math.max(0, faltam[i]!);
        for (let id = 1; id <= TOTAL; id++) {
          const c = contagens[i * (TOTAL + 1) + id]!;
          if (c > 1) duplicados += c - 1;
          if (id >= PRIMEIRO_REPOSTO) entreguesRepostos += c;
        }
      }
      for (const s of sockets) s.disconnect();
      const relatorio: Relatorio = {
        tipo: 'relatorio',
        recebimentos,
        brutosRepostos,
        marcadorDeNovo,
        entreguesRepostos,
        faltando,
        duplicados,
        recuperados,
        completas,
        incompletas,
        completoEm,
      };
      process.send!(relatorio, () => process.disconnect());
      return;
    }
    n = m.sockets;
    contagens = new Uint16Array(n * (TOTAL + 1));
    faltam = new Int32Array(n).fill(REPOSTOS);
    completoEm.length = n;
    completoEm.fill(0);
    for (let i = 0; i < n; i++) {
      const url = m.urls[(m.primeiro + i) % m.urls.length]!;
      let fluxo: FluxoDeEventos | undefined;
      const socket: StaffSocket = io(url, {
        auth:
          m.desenho === 'nosso'
            ? (responder) => {
                const desde = fluxo!.desde();
                responder(desde ? { token: m.token, desde } : { token: m.token });
              }
            : { token: m.token },
        transports: ['websocket'],
        forceNew: true,
        // Reconnected by the parent's command, all at once, not after a random back-off.
        reconnection: false,
      });
      socket.onAny((nome: string, dados: { id?: number } | undefined) => {
        if (nome === 'pedido:criado' && typeof dados?.id === 'number') naRede(dados.id);
      });
      if (m.desenho === 'nosso') {
        fluxo = criarFluxoDeEventos(socket);
        fluxo.ouvir('pedido:criado', (p: Pedido) => entregue(i, p.id));
      } else socket.on('pedido:criado', (p) => entregue(i, p.id));
      socket.on('connect', () => {
        if (reconectando && m.desenho !== 'nosso') {
          if (socket.recovered) recuperados++;
          else incompletas++;
        }
      });
      socket.on('sessao:info', (info) => {
        if (!reconectando) {
          if (++prontos === n) enviar({ tipo: 'conectado' });
        } else if (m.desenho === 'nosso') {
          if (info.reposicao === 'completa') completas++;
          else incompletas++;
        }
      });
      socket.on('disconnect', () => {
        if (!reconectando && ++caidos === n) enviar({ tipo: 'caiu' });
      });
      socket.on('connect_error', (e) => {
        console.error(`conexão recusada: ${e.message}`);
        process.exit(1);
      });
      sockets.push(socket);
    }
  });
}

function mensagem<M>(f: ChildProcess, aceita: (m: M) => boolean): Promise<M> {
  return new Promise((resolve) => {
    const ouvir = (m: M) => {
      if (!aceita(m)) return;
      f.off('message', ouvir);
      resolve(m);
    };
    f.on('message', ouvir);
  });
}

const resumo = (xs: number[]) => ({
  p50ms: Math.round(percentil(xs, 50) * 10) / 10,
  p99ms: Math.round(percentil(xs, 99) * 10) / 10,
  maxMs: Math.round(percentil(xs, 100) * 10) / 10,
});

/** The CPU time (ms) of these processes so far. */
const cpuDe = (pids: number[]) => pids.reduce((soma, pid) => soma + cpuMs(pid), 0);

/** Redis's own process, for its CPU time, when it runs on this machine (INFO's process_id). */
async function pidDoRedis(redis: Redis): Promise<number | null> {
  const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
  return Number.isInteger(pid) && cpuMs(pid) > 0 ? pid : null;
}

/** What the round left in Redis (keys and bytes), then removes it. */
async function limparRedis(redis: Redis, prefixo: string) {
  const chaves: string[] = [];
  let cursor = '0';
  do {
    const [proximo, lote] = await redis.scan(cursor, 'MATCH', `${prefixo}:*`, 'COUNT', 1000);
    cursor = proximo;
    chaves.push(...lote);
  } while (cursor !== '0');
  let bytes = 0;
  let entradasNosStreams = 0;
  for (const chave of chaves) {
    bytes += Number(await redis.memory('USAGE', chave)) || 0;
    if ((await redis.type(chave)) === 'stream') entradasNosStreams += await redis.xlen(chave);
  }
  if (chaves.length) await redis.unlink(...chaves);
  return { chaves: chaves.length, bytes, entradasNosStreams };
}

async function rodada(desenho: Desenho, n: number, redis: Redis, pidRedis: number | null) {
  const prefixo = `bench-adaptador-${process.pid}-${n}`;
  const token = createTokenService(JWT_SECRET).sign({
    kind: 'equipe',
    sub: 1,
    empresa_id: EMPRESA,
    role: 'gestao',
    ver: 0,
  });
  const servidores = PORTAS.map(() =>
    fork(__filename, ['--servidor'], { execArgv: process.execArgv }),
  );
  const filhos: ChildProcess[] = [];
  try {
    await Promise.all(
      servidores.map((s, i) => {
        const pronto = mensagem<DoServidor>(s, (m) => m.tipo === 'pronto');
        s.send({ tipo: 'iniciar', desenho, porta: PORTAS[i]!, prefixo } satisfies ParaOServidor);
        return pronto;
      }),
    );
    const [a] = servidores as [ChildProcess, ChildProcess];
    // The streams adapter opens its reading connection after it is made: give it a moment.
    await esperar(500);
    const urls = PORTAS.map((p) => `http://127.0.0.1:${p}`);
    const porFilho = SOCKETS / PROCESSOS;
    for (let i = 0; i < PROCESSOS; i++)
      filhos.push(fork(__filename, ['--filho'], { execArgv: process.execArgv }));
    await Promise.all(
      filhos.map((f, i) => {
        const pronto = mensagem<DoFilho>(f, (m) => m.tipo === 'conectado');
        f.send({
          tipo: 'conectar',
          desenho,
          urls,
          token,
          sockets: porFilho,
          primeiro: i * porFilho,
        } satisfies ParaOFilho);
        return pronto;
      }),
    );
    console.log(
      `[${desenho}] ${SOCKETS} sockets conectados (${PROCESSOS} processos, 2 servidores)`,
    );

    const emitidoEm = new Map<number, number>();
    a.on('message', (m: DoServidor) => {
      if (m.tipo === 'emitido') emitidoEm.set(m.id, m.em);
    });
    const completos = new Map<number, number>();
    const esperas = new Map<number, () => void>();
    for (const f of filhos)
      f.on('message', (m: DoFilho) => {
        if (m.tipo !== 'recebido') return;
        const c = (completos.get(m.id) ?? 0) + 1;
        completos.set(m.id, c);
        if (c === PROCESSOS) esperas.get(m.id)?.();
      });
    const todosReceberam = (id: number) =>
      completos.get(id) === PROCESSOS
        ? Promise.resolve()
        : new Promise<void>((resolve) => esperas.set(id, resolve));
    const emitir = async (id: number) => {
      a.send({ tipo: 'emitir', id } satisfies ParaOServidor);
      await Promise.race([todosReceberam(id), esperar(5000)]);
    };
    const pids = {
      servidores: servidores.map((s) => s.pid!),
      clientes: filhos.map((f) => f.pid!),
    };
    const cpu = () => ({
      servidores: cpuDe(pids.servidores),
      clientes: cpuDe(pids.clientes),
      redis: pidRedis ? cpuMs(pidRedis) : 0,
    });
    const gasto = (antes: ReturnType<typeof cpu>, depois: ReturnType<typeof cpu>) => ({
      servidoresMs: Math.round(depois.servidores - antes.servidores),
      clientesMs: Math.round(depois.clientes - antes.clientes),
      redisMs: pidRedis ? Math.round(depois.redis - antes.redis) : null,
    });

    // a. Broadcast, one event after the other.
    const cpuAntesDaDifusao = cpu();
    for (let id = 1; id <= ULTIMO_MEDIDO; id++) await emitir(id);
    const cpuDaDifusao = gasto(cpuAntesDaDifusao, cpu());
    // The last event before the drop comes alone, as a quiet kitchen's would: our client asks
    // from FOLGA_DA_REPOSICAO_MS before the last place it saw, so it gets this one again.
    await esperar(FOLGA_DA_REPOSICAO_MS + 300);
    await emitir(MARCADOR);

    // b. Everyone drops; the servers must have seen it before the events go.
    await Promise.all(
      filhos.map((f) => {
        const caiu = mensagem<DoFilho>(f, (m) => m.tipo === 'caiu');
        f.send({ tipo: 'cair' } satisfies ParaOFilho);
        return caiu;
      }),
    );
    for (let tentativa = 0; tentativa < 100; tentativa++) {
      const contagens = await Promise.all(
        servidores.map((s) => {
          const resposta = mensagem<DoServidor>(s, (m) => m.tipo === 'contagem');
          s.send({ tipo: 'contar' } satisfies ParaOServidor);
          return resposta;
        }),
      );
      if (contagens.every((c) => c.tipo === 'contagem' && c.sockets === 0)) break;
      await esperar(100);
    }
    for (let id = PRIMEIRO_REPOSTO; id <= TOTAL; id++) {
      const emitido = mensagem<DoServidor>(a, (m) => m.tipo === 'emitido' && m.id === id);
      a.send({ tipo: 'emitir', id } satisfies ParaOServidor);
      await emitido;
    }
    await esperar(1000); // every event written and sent (to nobody)
    const cpuAntesDaReposicao = cpu();
    const reposto = filhos.map((f) =>
      Promise.race([
        mensagem<DoFilho>(f, (m) => m.tipo === 'reposto').then((m) =>
          m.tipo === 'reposto' ? m.em : null,
        ),
        esperar(PRAZO_DA_REPOSICAO_MS).then(() => null),
      ]),
    );
    const inicio = agora();
    for (const f of filhos) f.send({ tipo: 'reconectar' } satisfies ParaOFilho);
    const fins = await Promise.all(reposto);
    const cpuDaReposicao = gasto(cpuAntesDaReposicao, cpu());
    await esperar(500); // repeats that come after the last socket was complete are counted too

    const relatorios = (await Promise.all(
      filhos.map((f) => {
        const r = mensagem<DoFilho>(f, (m) => m.tipo === 'relatorio');
        f.send({ tipo: 'relatar' } satisfies ParaOFilho);
        return r;
      }),
    )) as Relatorio[];
    const latencias: number[] = [];
    const latenciasDoAquecimento: number[] = [];
    for (const r of relatorios)
      for (const [id, em] of r.recebimentos)
        (id <= AQUECIMENTO ? latenciasDoAquecimento : latencias).push(em - emitidoEm.get(id)!);
    const soma = (f: (r: Relatorio) => number) => relatorios.reduce((s, r) => s + f(r), 0);
    const todosCompletos = fins.every((t) => t !== null);
    const ms = todosCompletos ? Math.max(...(fins as number[])) - inicio : null;
    const porSocket = relatorios
      .flatMap((r) => r.completoEm)
      .filter((t) => t > 0)
      .map((t) => t - inicio);
    const entregues = soma((r) => r.entreguesRepostos);
    return {
      desenho,
      difusao: {
        eventos: EVENTOS,
        entregas: latencias.length,
        perdidas: SOCKETS * EVENTOS - latencias.length,
        latencia: resumo(latencias),
        aquecimento: { eventos: AQUECIMENTO, latencia: resumo(latenciasDoAquecimento) },
        cpu: cpuDaDifusao,
      },
      reposicao: {
        eventos: REPOSTOS,
        todosReceberamTodos: todosCompletos && soma((r) => r.faltando) === 0,
        msAteTodos: ms === null ? null : Math.round(ms),
        porSocket: resumo(porSocket),
        eventosPorSegundo: ms === null ? null : Math.round(entregues / (ms / 1000)),
        entregues,
        faltando: soma((r) => r.faltando),
        duplicadosEntregues: soma((r) => r.duplicados),
        naRede: soma((r) => r.brutosRepostos),
        marcadorDeNovoNaRede: soma((r) => r.marcadorDeNovo),
        recuperadas: desenho === 'nosso' ? soma((r) => r.completas) : soma((r) => r.recuperados),
        naoRecuperadas: soma((r) => r.incompletas),
        cpu: cpuDaReposicao,
      },
      redis: await limparRedis(redis, prefixo),
    };
  } finally {
    for (const f of filhos) if (f.connected) f.kill();
    await Promise.all(
      servidores.map(async (s) => {
        if (!s.connected) return;
        const saiu = new Promise((r) => s.once('exit', r));
        s.send({ tipo: 'parar' } satisfies ParaOServidor);
        await Promise.race([saiu, esperar(5000)]);
        s.kill();
      }),
    );
  }
}

async function main() {
  if (process.argv.includes('--servidor')) return servidor();
  if (process.argv.includes('--filho')) return filho();
  if (!Number.isInteger(SOCKETS / PROCESSOS))
    throw new Error(`BENCH_PROCESSOS deve dividir ${SOCKETS} sockets em partes iguais`);
  if (!DESENHOS.every((d): d is Desenho => (NOMES_DOS_DESENHOS as readonly string[]).includes(d)))
    throw new Error(`BENCH_DESENHOS: uma lista de ${NOMES_DOS_DESENHOS.join(', ')}`);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const cargaAntes = os.loadavg().map((l) => Math.round(l * 10) / 10);
  try {
    const pidRedis = await pidDoRedis(redis);
    const inicio = Date.now();
    const rodadas: Awaited<ReturnType<typeof rodada>>[] = [];
    for (const [n, desenho] of (DESENHOS as Desenho[]).entries()) {
      const r = await rodada(desenho, n, redis, pidRedis);
      console.log(JSON.stringify(r));
      rodadas.push(r);
    }
    const resultado = {
      sockets: SOCKETS,
      processosCliente: PROCESSOS,
      servidores: 2,
      redis: (await redis.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '?',
      adaptadorDeStreams: '@socket.io/redis-streams-adapter 0.3.1, connectionStateRecovery 2 min',
      cargaDaMaquina: {
        antes: cargaAntes,
        depois: os.loadavg().map((l) => Math.round(l * 10) / 10),
      },
      duracaoS: Math.round((Date.now() - inicio) / 1000),
      porDesenho: Object.fromEntries(
        NOMES_DOS_DESENHOS.map((d) => {
          const delas = rodadas.filter((r) => r.desenho === d);
          return [
            d,
            {
              difusaoP50ms: delas.map((r) => r.difusao.latencia.p50ms),
              difusaoP99ms: delas.map((r) => r.difusao.latencia.p99ms),
              difusaoCpuServidoresMs: delas.map((r) => r.difusao.cpu.servidoresMs),
              reposicaoMsAteTodos: delas.map((r) => r.reposicao.msAteTodos),
              reposicaoEventosPorSegundo: delas.map((r) => r.reposicao.eventosPorSegundo),
              reposicaoCpuServidoresMs: delas.map((r) => r.reposicao.cpu.servidoresMs),
              reposicaoCpuRedisMs: delas.map((r) => r.reposicao.cpu.redisMs),
              faltando: delas.map((r) => r.reposicao.faltando),
              duplicadosEntregues: delas.map((r) => r.reposicao.duplicadosEntregues),
            },
          ];
        }),
      ),
      rodadas,
      observacao:
        'difusao: do emit no servidor A (relógio lido logo antes) à chegada em cada socket, metade dos sockets em cada servidor, um evento por vez; aquecimento à parte. reposicao: todos os sockets caem (o cliente fecha o transporte), os eventos vão à sala, todos reconectam juntos; msAteTodos do início das reconexões até o último socket ter todos os eventos; naRede conta as chegadas antes do fluxo descartar repetidos (design nosso), marcadorDeNovoNaRede o último evento antes da queda reenviado pela folga de 2 s. streams: sessao:info só a sessões novas (a recuperada sabe por socket.recovered); streams-info: sessao:info a toda conexão, como o nosso protocolo, e com a recuperação ligada todo socket.emit vai também ao stream compartilhado. cpu: CPU dos 2 servidores, dos processos cliente e do Redis durante a fase. Tudo na mesma máquina de 2 núcleos: servidores, clientes e Redis dividem os núcleos',
    };
    console.log(`resultado em ${salvarResultado('adaptador', resultado)}`);
  } finally {
    await redis.quit().catch(() => undefined);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
