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
import { roomsFor } from './rooms';

export interface SocketData {
  session: TokenClaims;
}

/** Messages between gateways (Socket.IO's inter-server bus, through the Redis adapter). */
export interface InterServerEvents {
  /** An account's sessions ended on another gateway: forget what this one remembers of it. */
  'sessao:encerrada': (conta: ContaSessao) => void;
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
    /** Whether a token's session still holds (account or kitchen display); refused without it. */
    sessaoValida?: (session: TokenClaims, opcoes: { fresca: boolean }) => Promise<boolean>;
    /** Another gateway ended an account's sessions. */
    aoSessaoEncerrada?: (conta: ContaSessao) => void;
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
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string'
        ? auth.token
        : bearerToken(socket.handshake.headers.authorization);
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

  io.on('sessao:encerrada', (conta) => options.aoSessaoEncerrada?.(conta));

  io.on('connection', (socket) => {
    const joined = roomsFor(socket.data.session);
    void socket.join(joined);
    socket.emit('sessao:info', { kind: socket.data.session.kind, rooms: joined });
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
    async close() {
      // Closing the engine (not disconnectSockets) reads as a dropped connection: clients then
      // reconnect by themselves, to this server's successor after a deploy. A server-sent
      // disconnect would tell them to stay away ('io server disconnect').
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
