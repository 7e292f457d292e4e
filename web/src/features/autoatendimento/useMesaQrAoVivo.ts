import type { CardapioAtualizadoEvento } from '@cardapio/shared-events';
import { useEffect, useRef, useState } from 'react';
import type { AppSocket } from '../../app/socket';
import { ehRecusaDoQr } from './regras';

/** The page's live connection, as the page shows it. */
export type EstadoAoVivo = 'conectando' | 'conectado' | 'reconectando' | 'recusado';

export interface OuvintesDaMesa {
  /** Every connection (the first and each reconnection) and 'read again': read everything. */
  aoConectar: () => void;
  /** `autoatendimento:mudou`: something of this table changed (items, block, token). */
  aoMudar: () => void;
  /** `cardapio:atualizado` of the company: products, prices or the pause changed. */
  aoAtualizarCardapio: (evento: CardapioAtualizadoEvento) => void;
  /**
   * The handshake was refused for the token: answers whether the code is really no good (the
   * HTTP read says 404), so a refusal born of a server hiccup is retried instead.
   */
  conferirRecusa: () => Promise<boolean>;
}

/** After a refusal the HTTP read did not confirm, the connection is tried again this much later. */
const NOVA_TENTATIVA_MS = 3000;

/**
 * The QR page's own Socket.IO connection (issue 31 §2), authenticated by the table's token
 * (`{ mesa_qr }`): the server puts it in the table guests' room and the company's public room.
 * It carries no session, so it is not the page's shared socket (app/socketCompartilhado); it
 * reuses that one's reconnection policy (app/socket `manterConectado`), so it comes back by
 * itself after a restart or a network drop. No replay: each (re)connection reads everything
 * again. A token the handshake refuses, and the HTTP read confirms is gone, ends it: the answer
 * turns 'recusado'.
 */
export function useMesaQrAoVivo(token: string | null, ouvintes: OuvintesDaMesa): EstadoAoVivo {
  const atual = useRef(ouvintes);
  useEffect(() => {
    atual.current = ouvintes;
  });
  const [estado, setEstado] = useState<EstadoAoVivo>('conectando');

  useEffect(() => {
    if (!token) return;
    let ativo = true;
    let fechar: (() => void) | null = null;
    void Promise.all([import('socket.io-client'), import('../../app/socket')]).then(
      ([{ io }, { ESPERA_DE_RECONEXAO, manterConectado }]) => {
        if (!ativo) return;
        const socket: AppSocket = io({
          path: '/socket.io',
          auth: { mesa_qr: token },
          transports: ['websocket', 'polling'],
          withCredentials: true,
          reconnectionDelay: ESPERA_DE_RECONEXAO.inicialMs,
          reconnectionDelayMax: ESPERA_DE_RECONEXAO.maximaMs,
          randomizationFactor: ESPERA_DE_RECONEXAO.variacao,
          timeout: ESPERA_DE_RECONEXAO.tentativaMs,
        });
        let jaConectou = false;
        let recusado = false;
        const mudar = (novo: EstadoAoVivo) => {
          if (ativo && !recusado) setEstado(novo);
        };
        // A refusal is ours to judge (below): its own callback has nothing to sign out.
        const soltar = manterConectado(socket, () => undefined);
        socket.on('connect', () => {
          jaConectou = true;
          mudar('conectado');
          atual.current.aoConectar();
        });
        socket.on('disconnect', () => mudar(jaConectou ? 'reconectando' : 'conectando'));
        let conferindo = false;
        let novaTentativa: ReturnType<typeof setTimeout> | undefined;
        socket.on('connect_error', (erro) => {
          if (!ehRecusaDoQr(erro.message)) {
            mudar(jaConectou ? 'reconectando' : 'conectando');
            return;
          }
          if (conferindo) return;
          conferindo = true;
          void atual.current.conferirRecusa().then(
            (invalido) => {
              conferindo = false;
              if (!ativo) return;
              if (invalido) {
                mudar('recusado');
                recusado = true;
                // This undoes the retry manterConectado may have scheduled.
                soltar();
                socket.disconnect();
                return;
              }
              mudar(jaConectou ? 'reconectando' : 'conectando');
              clearTimeout(novaTentativa);
              novaTentativa = setTimeout(() => {
                if (ativo && !recusado && !socket.connected && !socket.active) socket.connect();
              }, NOVA_TENTATIVA_MS);
            },
            () => {
              conferindo = false;
            },
          );
        });
        socket.on('autoatendimento:mudou', () => atual.current.aoMudar());
        socket.on('cardapio:atualizado', (evento) => atual.current.aoAtualizarCardapio(evento));
        socket.on('sessao:reler', () => atual.current.aoConectar());
        fechar = () => {
          clearTimeout(novaTentativa);
          soltar();
          socket.disconnect();
        };
      },
    );
    return () => {
      ativo = false;
      fechar?.();
    };
  }, [token]);

  return estado;
}
