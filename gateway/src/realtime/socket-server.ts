import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type {
  ClientToServerEvents,
  ContaSessao,
  DomainEvent,
  Publish,
  ServerToClientEvents,
  TokenClaims,
} from '@cardapio/shared-events';
import type { TokenService } from '@cardapio/core';
import { bearerToken } from '../http/session';
import { roomsFor, roomsPublicas } from './rooms';

export interface SocketData {
  /** Absent on an anonymous socket of a public menu. */
  session?: TokenClaims;
  /** The company whose public room an anonymous socket asked for. */
  empresaPublica?: number;
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

export interface Realtime {
  io: RealtimeServer;
  publish: Publish;
  /** Closes every socket in a room, on every gateway. */
  disconnectRoom(room: string): void;
  /** Tells the other gateways that an account's sessions ended (nothing to tell when alone). */
  anunciarSessaoEncerrada(conta: ContaSessao): void;
  /** Tells the other gateways to drop these cache prefixes (nothing to tell when alone). */
  anunciarInvalidacao(prefixos: string[]): void;
  close(): Promise<void>;
}

/** Emits a domain event to its rooms (here, or through the Redis adapter to every gateway). */
export function emitDomainEvent(
  target: { to(rooms: string[]): { emit(name: string, payload: unknown): unknown } },
  event: DomainEvent,
): void {
  target.to(event.rooms).emit(event.name, event.payload);
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
    // A Redis outage: sockets of this gateway keep getting their events (the adapter delivers
    // locally first); the other gateways get them again once Redis is back. Said once, not per retry.
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

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; empresa_id?: unknown } | undefined;
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
    const { session, empresaPublica } = socket.data;
    const joined = session ? roomsFor(session) : roomsPublicas(empresaPublica!);
    void socket.join(joined);
    socket.emit('sessao:info', { kind: session?.kind ?? 'publico', rooms: joined });
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack({ ok: true, at: new Date().toISOString() });
    });
  });

  return {
    io,
    publish: (event) => emitDomainEvent(io, event),
    disconnectRoom: (room) => io.in(room).disconnectSockets(true),
    anunciarSessaoEncerrada: (conta) => {
      if (options.redisUrl) io.serverSideEmit('sessao:encerrada', conta);
    },
    anunciarInvalidacao: (prefixos) => {
      if (options.redisUrl) io.serverSideEmit('cache:invalidar', prefixos);
    },
    async close() {
      // Closing the engine (not disconnectSockets) reads as a dropped connection: clients then
      // reconnect by themselves, to this server's successor after a deploy. A server-sent
      // disconnect would tell them to stay away ('io server disconnect').
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
