import { useEffect, useState } from 'react';
import { encerrarSessaoRecusada, type SessaoComToken } from './sessaoRecusada';
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
  usos: number;
  /** Undoes `manterConectado` and closes the socket. */
  fechar: () => void;
}

const conexoes = new Map<string, Conexao>();

export interface UsoDoSocket {
  socket: AppSocket;
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

export async function usarSocket(token: string): Promise<UsoDoSocket> {
  const { criarSocket, manterConectado } = await import('./socket');
  for (const [outro, antiga] of conexoes) {
    // Another session on this page (logout and login as someone else): the old rooms must go.
    if (outro !== token) {
      antiga.fechar();
      conexoes.delete(outro);
    }
  }
  let conexao = conexoes.get(token);
  if (!conexao) {
    const socket = criarSocket(token);
    const soltar = manterConectado(socket, () => {
      const sessao = sessaoDoToken(token);
      if (sessao) encerrarSessaoRecusada(sessao, store.dispatch);
    });
    conexao = {
      socket,
      usos: 0,
      fechar: () => {
        soltar();
        socket.disconnect();
      },
    };
    conexoes.set(token, conexao);
  }
  const atual = conexao;
  atual.usos += 1;
  let liberado = false;
  return {
    socket: atual.socket,
    liberar: () => {
      if (liberado) return;
      liberado = true;
      atual.usos -= 1;
      if (atual.usos <= 0) {
        atual.fechar();
        if (conexoes.get(token) === atual) conexoes.delete(token);
      }
    },
  };
}

export type EstadoDaConexao = 'conectando' | 'conectado' | 'reconectando';

/**
 * The state of the token's connection, for a visible 'connection lost — retrying' banner.
 * 'reconectando' only after a connection was lost (never on the first attempt).
 */
export function useEstadoDaConexao(token: string | null): EstadoDaConexao {
  const [estado, setEstado] = useState<EstadoDaConexao>('conectando');
  useEffect(() => {
    if (!token) return;
    let ativo = true;
    let soltar: (() => void) | null = null;
    void usarSocket(token).then(({ socket, liberar }) => {
      if (!ativo) {
        liberar();
        return;
      }
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
      soltar = () => {
        socket.off('connect', aoConectar);
        socket.off('disconnect', aoCair);
        socket.off('connect_error', aoCair);
        liberar();
      };
    });
    return () => {
      ativo = false;
      soltar?.();
    };
  }, [token]);
  return estado;
}
