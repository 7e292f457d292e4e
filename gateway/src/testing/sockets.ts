import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cardapio/shared-events';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Real Socket.IO clients for tests; closeAll() disconnects every one opened so far. */
export function socketClients() {
  const opened: ClientSocket[] = [];

  function open(
    url: string,
    auth: Record<string, unknown> = {},
    transports: Array<'websocket' | 'polling'> = ['websocket'],
  ): ClientSocket {
    const socket: ClientSocket = connect(url, {
      auth,
      transports,
      reconnection: false,
      forceNew: true,
    });
    opened.push(socket);
    return socket;
  }

  /** Connects with a token and resolves with the rooms the server put the socket in. */
  function connected(
    url: string,
    token: string,
    transports?: Array<'websocket' | 'polling'>,
  ): Promise<{ socket: ClientSocket; joined: string[] }> {
    const socket = open(url, { token }, transports);
    return new Promise((resolve, reject) => {
      socket.once('sessao:info', (info) => resolve({ socket, joined: info.rooms }));
      socket.once('connect_error', reject);
    });
  }

  return {
    open,
    connected,
    closeAll() {
      for (const socket of opened.splice(0)) socket.disconnect();
    },
  };
}

/** A ping round trip: any event already sent to this socket has arrived when it resolves. */
export function roundTrip(socket: ClientSocket): Promise<unknown> {
  return new Promise((resolve) => socket.emit('ping', resolve));
}
