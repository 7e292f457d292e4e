import type { ClientToServerEvents, ServerToClientEvents } from '@cardapio/shared-events';
import { io, type Socket } from 'socket.io-client';

/** Client side of the typed event map (DESIGN §3): the server decides the rooms from the token. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Retry delays after a drop: 0.5 s doubling up to 2 s (±50 %), so a screen is live again at most
 * ~2 s after the server answers (the live screens promise 5 s).
 */
export const ESPERA_DE_RECONEXAO = {
  inicialMs: 500,
  maximaMs: 2000,
  variacao: 0.5,
  /**
   * An attempt that neither opens nor fails (a connection begun while the network was down, a
   * dead Wi-Fi) is given up after this and tried again; Socket.IO's default, 20 s, would keep a
   * kitchen screen 'Reconectando' that long after the network is back.
   */
  tentativaMs: 8_000,
} as const;

/**
 * Same-origin Socket.IO connection authenticated with a customer, staff or waiter token, or an
 * anonymous one that joins a company's public room (`{ empresa_id }`: the open menu's updates).
 */
export function criarSocket(
  token: string | null | { empresa_id: number },
  desde: () => string | undefined = () => undefined,
): AppSocket {
  const base = typeof token === 'string' ? { token } : (token ?? {});
  return io({
    path: '/socket.io',
    // Asked on every handshake: a reconnection says where its stream stopped (app/fluxoDeEventos).
    auth: (responder) => {
      const ultimo = desde();
      responder(ultimo ? { ...base, desde: ultimo } : base);
    },
    transports: ['websocket', 'polling'],
    withCredentials: true,
    reconnectionDelay: ESPERA_DE_RECONEXAO.inicialMs,
    reconnectionDelayMax: ESPERA_DE_RECONEXAO.maximaMs,
    randomizationFactor: ESPERA_DE_RECONEXAO.variacao,
    timeout: ESPERA_DE_RECONEXAO.tentativaMs,
  });
}

/** The server's answer to a handshake whose token it no longer accepts. */
export const MENSAGEM_NAO_AUTORIZADO = 'Não autorizado';

/**
 * Keeps a socket connected through restarts. Socket.IO reconnects by itself after a drop or a
 * crash, but not after the server said goodbye ('io server disconnect', as a shutting-down or
 * older server does): then it is asked again, after the same growing delay. A refused handshake
 * ('Não autorizado') ends the session instead: retrying would only be refused again.
 * Answers the undo.
 */
export function manterConectado(socket: AppSocket, aoRecusar: () => void): () => void {
  let tentativas = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const espera = () => {
    const base = Math.min(
      ESPERA_DE_RECONEXAO.inicialMs * 2 ** tentativas,
      ESPERA_DE_RECONEXAO.maximaMs,
    );
    tentativas += 1;
    const desvio = base * ESPERA_DE_RECONEXAO.variacao * (Math.random() * 2 - 1);
    return Math.min(base + desvio, ESPERA_DE_RECONEXAO.maximaMs);
  };
  const reconectarDepois = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!socket.connected && !socket.active) socket.connect();
    }, espera());
  };
  const aoConectar = () => {
    tentativas = 0;
  };
  const aoCair = (motivo: string) => {
    if (motivo === 'io server disconnect') reconectarDepois();
  };
  const aoFalhar = (erro: Error) => {
    if (erro.message === MENSAGEM_NAO_AUTORIZADO) aoRecusar();
    // Any other refusal by the server (the handshake answered, but with an error) is retried.
    else if (!socket.active) reconectarDepois();
  };
  socket.on('connect', aoConectar);
  socket.on('disconnect', aoCair);
  socket.on('connect_error', aoFalhar);
  return () => {
    clearTimeout(timer);
    socket.off('connect', aoConectar);
    socket.off('disconnect', aoCair);
    socket.off('connect_error', aoFalhar);
  };
}
