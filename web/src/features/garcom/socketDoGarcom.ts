import type { AppSocket } from '../../app/socket';

/**
 * The one Socket.IO connection of a logged waiter (DESIGN §3): the server puts it in the room
 * empresa:{id}:garcons. Shared by every live list of the waiter area and counted: the last user
 * to let go disconnects it. Loaded on demand like the customer's.
 */
interface Conexao {
  token: string;
  socket: AppSocket;
  usos: number;
}

let atual: Conexao | null = null;

export interface UsoDoSocketDoGarcom {
  socket: AppSocket;
  liberar: () => void;
}

export async function usarSocketDoGarcom(token: string): Promise<UsoDoSocketDoGarcom> {
  const { criarSocket } = await import('../../app/socket');
  if (atual && atual.token !== token) {
    // Another waiter signed in on this browser: the old session's rooms must go.
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
