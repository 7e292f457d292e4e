import type { Pedido, RespostaDoRecebimento } from '@cardapio/shared-events';
import { useEffect, useRef } from 'react';
import { useSocketDaSessao } from '../../app/socketCompartilhado';

/** At most this many ids per acknowledgement (the server's limit). */
const POR_VEZ = 500;
/** An unanswered acknowledgement is sent again after this long. */
const ESPERA_MS = 10_000;
const CHAVE_DISPOSITIVO = 'cozinhaDispositivo';

/**
 * Tells apart two devices signed in as the same staff member (kept in this browser): the
 * kitchen's confirmations and each screen's view (visao.ts) name it.
 */
export function dispositivo(): string | undefined {
  try {
    let id = window.localStorage.getItem(CHAVE_DISPOSITIVO);
    if (!id) {
      id = Math.random().toString(36).slice(2, 12);
      window.localStorage.setItem(CHAVE_DISPOSITIVO, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/**
 * The monitor confirms each order it has drawn (issue 28 §3): after the list renders, the ids
 * not yet confirmed go to the server on the screen's socket ('cozinha:recebi'); the server's
 * answer is the receipt. What was not answered (a drop, a timeout) goes again on the next
 * render, the next connection, or after ESPERA_MS.
 */
export function useConfirmarNaCozinha(
  token: string | null,
  sessao: 'cliente' | 'monitor' | 'garcom' | undefined,
  pedidos: Pedido[] | undefined,
): void {
  const socket = useSocketDaSessao(token)?.socket ?? null;
  const confirmados = useRef(new Set<number>());
  const enviando = useRef(new Set<number>());

  useEffect(() => {
    if (!socket || !pedidos) return;
    const extra = sessao === 'cliente' ? { dispositivo: dispositivo() } : {};
    const enviar = () => {
      if (!socket.connected) return;
      const faltam = pedidos
        .map((p) => p.id)
        .filter((id) => !confirmados.current.has(id) && !enviando.current.has(id));
      for (let i = 0; i < faltam.length; i += POR_VEZ) {
        const lote = faltam.slice(i, i + POR_VEZ);
        for (const id of lote) enviando.current.add(id);
        socket
          .timeout(ESPERA_MS)
          .emit(
            'cozinha:recebi',
            { pedidos: lote, ...extra },
            (erro: Error | null, resposta?: RespostaDoRecebimento) => {
              for (const id of lote) {
                enviando.current.delete(id);
                if (!erro && resposta?.ok) confirmados.current.add(id);
              }
            },
          );
      }
    };
    enviar();
    socket.on('connect', enviar);
    const repetir = window.setInterval(enviar, ESPERA_MS);
    return () => {
      socket.off('connect', enviar);
      window.clearInterval(repetir);
    };
  }, [socket, pedidos, sessao]);
}
