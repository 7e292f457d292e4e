import { useEffect, useState } from 'react';
import type { AppSocket } from './socket';

/**
 * The page's Socket.IO connection (DESIGN §3), shared by whoever needs it (a live list, the cart
 * expiry, the connection banner). Counted: the last user to let go disconnects it; a new token
 * (another session) replaces it.
 * socket.io-client is loaded on demand so pages that never go live stay small.
 */
interface Conexao {
  socket: AppSocket;
  usos: number;
}

const conexoes = new Map<string, Conexao>();

export interface UsoDoSocket {
  socket: AppSocket;
  liberar: () => void;
}

export async function usarSocket(token: string): Promise<UsoDoSocket> {
  const { criarSocket } = await import('./socket');
  for (const [outro, antiga] of conexoes) {
    // Another session on this page (logout and login as someone else): the old rooms must go.
    if (outro !== token) {
      antiga.socket.disconnect();
      conexoes.delete(outro);
    }
  }
  let conexao = conexoes.get(token);
  if (!conexao) {
    conexao = { socket: criarSocket(token), usos: 0 };
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
        atual.socket.disconnect();
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
