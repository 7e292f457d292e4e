import type { CardapioAtualizadoEvento } from '@cardapio/shared-events';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppSocket } from '../../app/socket';

/** How long after the menu shows the live connection starts (it is not part of the first load). */
const ESPERA_PARA_CONECTAR_MS = 1500;

interface Conexao {
  socket: AppSocket;
  liberar: () => void;
}

/**
 * The company's public room for anyone; a signed-in user of this company reuses the page's shared
 * socket, which the server also puts in that room. socket.io-client is loaded on demand.
 */
async function conectar(empresaId: number, token: string | null): Promise<Conexao> {
  if (token) {
    const { usarSocket } = await import('../../app/socketCompartilhado');
    return usarSocket(token);
  }
  const { criarSocket, manterConectado } = await import('../../app/socket');
  const socket = criarSocket({ empresa_id: empresaId });
  // Nobody to sign out: a refused anonymous handshake just leaves the menu without live updates.
  const soltar = manterConectado(socket, () => undefined);
  return {
    socket,
    liberar: () => {
      soltar();
      socket.disconnect();
    },
  };
}

/**
 * Keeps an open menu current (issue 12): on `cardapio:atualizado` for this company, and after a
 * reconnection (events may have been missed), the menu, its categories and the products' options
 * are read again. Starts only once `pronto` (the menu rendered) and the page had a moment.
 */
export function useCardapioAoVivo(empresaId: number, pronto: boolean): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) =>
    state.sessao.token && state.sessao.usuario?.empresa_id === empresaId
      ? state.sessao.token
      : null,
  );

  useEffect(() => {
    if (!pronto) return;
    let ativo = true;
    let soltar: (() => void) | null = null;
    let ultimo = '';

    const recarregar = () =>
      dispatch(
        api.util.invalidateTags([
          { type: 'Menu', id: empresaId },
          { type: 'Categoria', id: empresaId },
          'Produto',
        ]),
      );

    const timer = setTimeout(() => {
      void conectar(empresaId, token).then(({ socket, liberar }) => {
        if (!ativo) {
          liberar();
          return;
        }
        let jaConectou = socket.connected;
        const aoAtualizar = (evento: CardapioAtualizadoEvento) => {
          // The same change may arrive twice (public room and staff room): newer wins once.
          if (evento.empresa_id !== empresaId || evento.updated_at <= ultimo) return;
          ultimo = evento.updated_at;
          recarregar();
        };
        const aoConectar = () => {
          if (jaConectou) recarregar();
          jaConectou = true;
        };
        socket.on('cardapio:atualizado', aoAtualizar);
        socket.on('connect', aoConectar);
        soltar = () => {
          socket.off('cardapio:atualizado', aoAtualizar);
          socket.off('connect', aoConectar);
          liberar();
        };
      });
    }, ESPERA_PARA_CONECTAR_MS);

    return () => {
      ativo = false;
      clearTimeout(timer);
      soltar?.();
    };
  }, [dispatch, empresaId, pronto, token]);
}
