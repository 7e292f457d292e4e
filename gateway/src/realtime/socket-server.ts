import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  FOLGA_DA_REPOSICAO_MS,
  instanteDaSeq,
  MENSAGENS_AUTOATENDIMENTO,
  seqValida,
  type RespostaDaConferencia,
  type ClientToServerEvents,
  type ContaSessao,
  type Publish,
  type RoomName,
  type ServerToClientEvents,
  type TokenClaims,
} from '@cardapio/shared-events';
import type { EventosPendentes, TokenService } from '@cardapio/core';
import {
  criarRegistroEmMemoria,
  criarRegistroNoRedis,
  iniciarReenvio,
  publicarRegistrado,
  type RegistroDeEventos,
  type Reenvio,
} from '@cardapio/workers';
import { bearerToken } from '../http/session';
import { ligarCozinha, type PortaDaCozinha } from './cozinha';
import { ligarImpressao, type PortaDaImpressao } from './impressao';
import { reporAposQueda } from './reposicao-apos-queda';
import { roomsFor, roomsPublicas } from './rooms';

export interface SocketData {
  /** Absent on an anonymous socket of a public menu. */
  session?: TokenClaims;
  /** The company whose public room an anonymous socket asked for. */
  empresaPublica?: number;
  /** A table's QR page (handshake auth `{ mesa_qr }`): its guests' room. */
  salaDaMesaQr?: RoomName;
  /** The place in the company's stream the client saw last (auth.desde): replay what came after. */
  desde?: string;
}

/** Messages between gateways (Socket.IO's inter-server bus, through the Redis adapter). */
export interface InterServerEvents {
  /** An account's sessions ended on another gateway: forget what this one remembers of it. */
  'sessao:encerrada': (conta: ContaSessao) => void;
  /** Public reads changed on another gateway: drop these cache prefixes here too. */
  'cache:invalidar': (prefixos: string[]) => void;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export interface Realtime {
  io: RealtimeServer;
  publish: Publish;
  /** Closes every socket in a room, on every gateway. */
  disconnectRoom(room: string): void;
  /** Tells the other gateways that an account's sessions ended (nothing to tell when alone). */
  anunciarSessaoEncerrada(conta: ContaSessao): void;
  /** Tells the other gateways to drop these cache prefixes (nothing to tell when alone). */
  anunciarInvalidacao(prefixos: string[]): void;
  /**
   * The database outbox (core's eventos area, built after this): from now on an event the log
   * refuses is kept there, and this process delivers what waits there (workers/eventos/reenvio).
   */
  ligarPendentes(pendentes: EventosPendentes): void;
  close(): Promise<void>;
}

export function createRealtime(
  httpServer: HttpServer,
  options: {
    tokens: TokenService;
    redisUrl?: string;
    /**
     * Gateways of one deployment share it (QUEUE_PREFIX): the adapter's Redis channels are named
     * after it, so two deployments (or test runs) on one Redis never hear each other's events.
     */
    prefixo?: string;
    /** Whether a token's session still holds (account or kitchen display); refused without it. */
    sessaoValida?: (session: TokenClaims, opcoes: { fresca: boolean }) => Promise<boolean>;
    /** Another gateway ended an account's sessions. */
    aoSessaoEncerrada?: (conta: ContaSessao) => void;
    /** Another gateway invalidated public-cache prefixes. */
    aoInvalidarCache?: (prefixos: string[]) => void;
    /** Whether an active company has this id (an anonymous public-room handshake). */
    empresaExiste?: (empresaId: number) => Promise<boolean>;
    /** The company and guests' room of a table's valid QR token (core.autoatendimento). */
    salaDoQr?: (token: string) => Promise<{ empresaId: number; sala: string } | null>;
    /** The kitchen screens' confirmations and heartbeats (core.cozinha). */
    cozinha?: PortaDaCozinha;
    /** The print agents' queue (core.impressoras). */
    impressao?: PortaDaImpressao;
  },
): Realtime {
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    pingInterval: 20000,
    pingTimeout: 20000,
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    // A Redis outage: sockets of this gateway keep getting its events (sent locally, without a
    // place, when the log refuses them); the other gateways get them from the outbox once Redis
    // is back, and what they published meanwhile comes from the log (reposicao-apos-queda.ts).
    // Said once, not per retry.
    let avisado = false;
    for (const cliente of [pub, sub]) {
      cliente.on('error', (error: Error) => {
        if (avisado) return;
        avisado = true;
        console.warn(`[socket.io] Redis indisponível para o adaptador: ${error.message}`);
      });
      cliente.on('ready', () => (avisado = false));
    }
    io.adapter(createAdapter(pub, sub, { key: `${options.prefixo ?? 'cardapio'}:socket.io` }));
  }
  const log = options.redisUrl
    ? registroNoRedis(options.redisUrl, options.prefixo ?? 'cardapio')
    : criarRegistroEmMemoria();
  // What other processes published while this gateway's subscriber was away comes from the log.
  const [, sub] = redisClients;
  if (sub) reporAposQueda({ io, log, sub });
  /**
   * The company streams in Redis, on a connection of their own (failures are said below). A
   * process that wrote them and died (a gateway killed, the workers crashing) may have committed
   * changes it never announced: every screen, on every gateway, is told to read again.
   */
  function registroNoRedis(url: string, prefixo: string): RegistroDeEventos {
    const cliente = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
    cliente.on('error', () => undefined);
    redisClients.push(cliente);
    return criarRegistroNoRedis(cliente, prefixo, {
      aoPerderEscritor: (quantos) => {
        console.warn(
          `[socket.io] ${quantos} processo(s) que anunciam eventos pararam sem encerrar: as telas leem de novo`,
        );
        io.emit('sessao:reler');
      },
    });
  }
  let falhaAvisada = false;
  const avisarFalha = (erro: unknown) => {
    if (falhaAvisada) return;
    falhaAvisada = true;
    setTimeout(() => (falhaAvisada = false), 60_000).unref();
    console.warn(`[socket.io] registro de eventos indisponível: ${(erro as Error)?.message}`);
  };
  let reenvio: Reenvio | undefined;
  const publish = publicarRegistrado(io, log, {
    local: io.local,
    aoFalhar: avisarFalha,
    recusado: (evento) => {
      if (reenvio) reenvio.guardar(evento);
      else
        console.error(
          `[socket.io] EVENTO PERDIDO: o registro recusou ${evento.name} (empresa ${evento.empresaId}) e não há onde guardá-lo.`,
        );
    },
  });

  io.use((socket, next) => {
    const auth = socket.handshake.auth as
      { token?: unknown; empresa_id?: unknown; desde?: unknown; mesa_qr?: unknown } | undefined;
    if (seqValida(auth?.desde)) socket.data.desde = auth.desde;
    if (auth?.token === undefined && auth?.mesa_qr !== undefined) {
      // A replaced, forged or blocked-out token is refused here, like a bad session.
      const ler = options.salaDoQr ?? (async () => null);
      const token = typeof auth.mesa_qr === 'string' ? auth.mesa_qr.slice(0, 100) : '';
      ler(token).then(
        (achada) => {
          if (!achada) return next(new Error(MENSAGENS_AUTOATENDIMENTO.qrInvalido));
          socket.data.empresaPublica = achada.empresaId;
          socket.data.salaDaMesaQr = achada.sala as RoomName;
          next();
        },
        // Not a verdict on the token: the page tries again (its reconnection) instead of giving up.
        () => next(new Error('Servidor indisponível. Tente novamente em instantes.')),
      );
      return;
    }
    const token =
      typeof auth?.token === 'string'
        ? auth.token
        : bearerToken(socket.handshake.headers.authorization);
    if (token === undefined && auth?.empresa_id !== undefined) {
      admitirAnonimo(auth.empresa_id, (empresaId) => {
        if (empresaId === undefined) next(new Error('Empresa não encontrada'));
        else {
          socket.data.empresaPublica = empresaId;
          next();
        }
      });
      return;
    }
    const session = options.tokens.verify(token);
    if (!session) {
      next(new Error('Não autorizado'));
      return;
    }
    socket.data.session = session;
    const valida = options.sessaoValida ?? (async () => false);
    // Read fresh: a socket admitted on a remembered answer would outlive it.
    valida(session, { fresca: true }).then(
      (ok) => next(ok ? undefined : new Error('Não autorizado')),
      () => next(new Error('Não autorizado')),
    );
  });

  /** An anonymous public menu: only a well-formed id of an existing active company. */
  function admitirAnonimo(valor: unknown, responder: (empresaId: number | undefined) => void) {
    const id = typeof valor === 'string' && /^\d{1,10}$/.test(valor) ? Number(valor) : valor;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      responder(undefined);
      return;
    }
    const existe = options.empresaExiste ?? (async () => false);
    existe(id).then(
      (ok) => responder(ok ? id : undefined),
      () => responder(undefined),
    );
  }

  io.on('sessao:encerrada', (conta) => options.aoSessaoEncerrada?.(conta));
  io.on('cache:invalidar', (prefixos) => {
    if (Array.isArray(prefixos))
      options.aoInvalidarCache?.(prefixos.filter((p): p is string => typeof p === 'string'));
  });

  io.on('connection', (socket) => {
    const { session, empresaPublica, desde, salaDaMesaQr } = socket.data;
    const joined = session
      ? roomsFor(session)
      : [...roomsPublicas(empresaPublica!), ...(salaDaMesaQr ? [salaDaMesaQr] : [])];
    const empresaId = session?.empresa_id ?? empresaPublica!;
    void socket.join(joined);
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ ok: true, at: new Date().toISOString() });
    });
    ligarCozinha(socket, options.cozinha);
    ligarImpressao(socket, options.impressao);
    socket.on('fluxo:conferir', (pedido, ack) => conferir(socket, empresaId, joined, pedido, ack));
    void reporEAnunciar(socket, empresaId, joined, desde);
  });

  /**
   * A connected screen's check for a sequence gap: the events of its rooms after `desde` that
   * are old enough to have arrived (FOLGA_DA_REPOSICAO_MS); the client keeps those it never saw.
   */
  function conferir(
    socket: RealtimeSocket,
    empresaId: number,
    joined: string[],
    pedido: unknown,
    ack: unknown,
  ) {
    if (typeof ack !== 'function') return;
    const responder = ack as (resposta: RespostaDaConferencia) => void;
    const desde = (pedido as { desde?: unknown } | null)?.desde;
    if (!seqValida(desde) || !socket.connected) return responder({ ok: false });
    const ate = Date.now() - FOLGA_DA_REPOSICAO_MS;
    log.desde(empresaId, desde, joined).then(
      (eventos) =>
        responder({
          ok: true,
          eventos:
            eventos &&
            eventos
              .filter((e) => instanteDaSeq(e.seq) < ate)
              .map((e) => ({ nome: e.name, payload: e.payload, seq: e.seq })),
        }),
      () => responder({ ok: false }),
    );
  }

  /**
   * Joined first, then: the events after `desde` (what the client missed while away, or since
   * it read), each with its place, and `sessao:info` with the stream's position. Live events
   * that arrive meanwhile may come before the replayed ones; the client orders them by place.
   */
  async function reporEAnunciar(
    socket: RealtimeSocket,
    empresaId: number,
    joined: string[],
    desde: string | undefined,
  ) {
    let reposicao: 'completa' | 'incompleta' | undefined;
    if (desde) {
      const eventos = await log.desde(empresaId, desde, joined).catch(() => null);
      reposicao = eventos ? 'completa' : 'incompleta';
      const emitir = socket.emit.bind(socket) as (nome: string, ...args: unknown[]) => boolean;
      for (const e of eventos ?? []) emitir(e.name, e.payload, { seq: e.seq, reposto: true });
    }
    const seq = await log.posicao(empresaId).catch(() => undefined);
    if (socket.connected)
      socket.emit('sessao:info', {
        kind: socket.data.session?.kind ?? 'publico',
        rooms: joined,
        ...(seq ? { seq } : {}),
        ...(reposicao ? { reposicao } : {}),
      });
  }

  return {
    io,
    publish,
    disconnectRoom: (room) => io.in(room).disconnectSockets(true),
    anunciarSessaoEncerrada: (conta) => {
      if (options.redisUrl) io.serverSideEmit('sessao:encerrada', conta);
    },
    anunciarInvalidacao: (prefixos) => {
      if (options.redisUrl) io.serverSideEmit('cache:invalidar', prefixos);
    },
    ligarPendentes(pendentes) {
      reenvio ??= iniciarReenvio({ pendentes, registro: log, destino: io });
    },
    async close() {
      // Stopped first: a pass in progress still has Redis and the database to finish on.
      await reenvio?.fechar();
      // Closing the engine (not disconnectSockets) reads as a dropped connection: clients then
      // reconnect by themselves, to this server's successor after a deploy. A server-sent
      // disconnect would tell them to stay away ('io server disconnect').
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // Said before the connections close: this gateway left, it did not die.
      await log.fechar();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
