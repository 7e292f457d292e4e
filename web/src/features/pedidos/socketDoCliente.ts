import type { AppSocket } from '../../app/socket';

/**
 * The one Socket.IO connection of a logged customer (DESIGN §3), shared by whoever needs it
 * (the live order list, the cart expiry). Counted: the last user to let go disconnects it.
 * socket.io-client is loaded on demand so the menu's first load stays small.
 */
interface Conexao {
  token: string;
  socket: AppSocket;
  usos: number;
}

let atual: Conexao | null = null;

export interface UsoDoSocket {
  socket: AppSocket;
  liberar: () => void;
}

export async function usarSocketDoCliente(token: string): Promise<UsoDoSocket> {
  const { criarSocket } = await import('../../app/socket');
  if (atual && atual.token !== token) {
    // Another session (logout and login as someone else): the old rooms must go.
    atual.socket.disconnect();
    atual = null;
  }
  if (!atual) atual = { token, socket: criarSocket(token), usos: 0 };
  const conexao = atual;
  conexao.usos += 1;
  let liberado = false;
  return {
    socket: conexao.socket,
    liberar: () => {
      if (liberado) return;
      liberado = true;
      conexao.usos -= 1;
      if (conexao.usos <= 0) {
        conexao.socket.disconnect();
        if (atual === conexao) atual = null;
      }
    },
  };
}
