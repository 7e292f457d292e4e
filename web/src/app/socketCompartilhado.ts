import { useEffect, useState } from 'react';
import { encerrarSessaoRecusada, type SessaoComToken } from './sessaoRecusada';
import { criarFluxoDeEventos, type FluxoDeEventos } from '@cardapio/shared-events';
import { oQueReconciliar } from './marcasDeLeitura';
import type { AppSocket } from './socket';
import { store } from './store';

/**
 * The page's Socket.IO connection (DESIGN §3), shared by whoever needs it (a live list, the cart
 * expiry, the connection banner). Counted: the last user to let go disconnects it; a new token
 * (another session) replaces it. It reconnects by itself after a restart or a crash, and a token
 * the server refuses ends its session as a 401 does (app/socket `manterConectado`).
 * socket.io-client is loaded on demand so pages that never go live stay small.
 */
interface Conexao {
  socket: AppSocket;
  fluxo: FluxoDeEventos;
  usos: number;
  /** Undoes `manterConectado` and closes the socket. */
  fechar: () => void;
}

const conexoes = new Map<string, Conexao>();
const fluxos = new WeakMap<AppSocket, FluxoDeEventos>();

/** The stream of a socket of this page (made with it; one of its own for any other socket). */
export function fluxoDo(socket: AppSocket): FluxoDeEventos {
  let fluxo = fluxos.get(socket);
  if (!fluxo) fluxos.set(socket, (fluxo = criarFluxoDeEventos(socket, oQueReconciliar)));
  return fluxo;
}

export interface UsoDoSocket {
  socket: AppSocket;
  fluxo: FluxoDeEventos;
  liberar: () => void;
}

/** Which signed-in session a token is (none when it was already signed out). */
function sessaoDoToken(token: string): SessaoComToken | null {
  const { sessao } = store.getState();
  if (token === sessao.monitorToken) return 'monitor';
  if (token === sessao.garcomToken) return 'garcom';
  if (token === sessao.token) return 'cliente';
  return null;
}

/**
 * Who a connection is for: a signed-in session's token, or anyone on a company's public menu
 * (the server puts that socket in the company's public room only).
 */
export type Credencial = string | { empresa_id: number };

/** The connection's key: the token itself, or the company's public room. */
export const chaveDaCredencial = (credencial: Credencial) =>
  typeof credencial === 'string' ? credencial : `publico:${credencial.empresa_id}`;

const ehPublica = (chave: string) => chave.startsWith('publico:');

export async function usarSocket(credencial: Credencial): Promise<UsoDoSocket> {
  const { criarSocket, manterConectado } = await import('./socket');
  const chave = chaveDaCredencial(credencial);
  for (const [outra, antiga] of conexoes) {
    // Another session on this page (logout and login as someone else): the old rooms must go.
    if (outra !== chave && !ehPublica(outra) && !ehPublica(chave)) {
      antiga.fechar();
      conexoes.delete(outra);
    }
  }
  let conexao = conexoes.get(chave);
  if (!conexao) {
    // The handshake asks the socket's stream where it stopped (called only once it connects).
    const socket: AppSocket = criarSocket(credencial, () => fluxoDo(socket).desde());
    const fluxo = fluxoDo(socket);
    const soltar = manterConectado(socket, () => {
      // Nobody to sign out on a public socket: the menu just stays without live updates.
      if (typeof credencial !== 'string') return;
      const sessao = sessaoDoToken(credencial);
      if (sessao) encerrarSessaoRecusada(sessao, store.dispatch);
    });
    conexao = {
      socket,
      fluxo,
      usos: 0,
      fechar: () => {
        soltar();
        socket.disconnect();
      },
    };
    conexoes.set(chave, conexao);
  }
  const atual = conexao;
  atual.usos += 1;
  let liberado = false;
  return {
    socket: atual.socket,
    fluxo: atual.fluxo,
    liberar: () => {
      if (liberado) return;
      liberado = true;
      atual.usos -= 1;
      if (atual.usos <= 0) {
        atual.fechar();
        if (conexoes.get(chave) === atual) conexoes.delete(chave);
      }
    },
  };
}

/**
 * The session's shared connection while the component is mounted, or null until it is there
 * (socket.io-client loads on demand); let go on unmount or when the token changes.
 */
export function useSocketDaSessao(token: string | null): Omit<UsoDoSocket, 'liberar'> | null {
  const [uso, setUso] = useState<Omit<UsoDoSocket, 'liberar'> | null>(null);
  useEffect(() => {
    if (!token) return;
    let ativo = true;
    let soltar: (() => void) | null = null;
    void usarSocket(token).then(({ socket, fluxo, liberar }) => {
      if (!ativo) return liberar();
      soltar = liberar;
      setUso({ socket, fluxo });
    });
    return () => {
      ativo = false;
      soltar?.();
      setUso(null);
    };
  }, [token]);
  return uso;
}

export type EstadoDaConexao = 'conectando' | 'conectado' | 'reconectando';

/**
 * The state of the token's connection, for a visible 'connection lost — retrying' banner.
 * 'reconectando' only after a connection was lost (never on the first attempt).
 */
export function useEstadoDaConexao(token: string | null): EstadoDaConexao {
  const [estado, setEstado] = useState<EstadoDaConexao>('conectando');
  const socket = useSocketDaSessao(token)?.socket;
  useEffect(() => {
    if (!socket) return;
    let jaConectou = socket.connected;
    setEstado(socket.connected ? 'conectado' : 'conectando');
    const aoConectar = () => {
      jaConectou = true;
      setEstado('conectado');
    };
    const aoCair = () => setEstado(jaConectou ? 'reconectando' : 'conectando');
    socket.on('connect', aoConectar);
    socket.on('disconnect', aoCair);
    socket.on('connect_error', aoCair);
    return () => {
      socket.off('connect', aoConectar);
      socket.off('disconnect', aoCair);
      socket.off('connect_error', aoCair);
    };
  }, [socket]);
  return estado;
}
