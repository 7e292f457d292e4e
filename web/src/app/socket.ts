import type { ClientToServerEvents, ServerToClientEvents } from '@cardapio/shared-events';
import { io, type Socket } from 'socket.io-client';

/** Client side of the typed event map (DESIGN §3): the server decides the rooms from the token. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same-origin Socket.IO connection authenticated with a customer, staff or waiter token. */
export function criarSocket(token: string | null): AppSocket {
  return io({
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
}
