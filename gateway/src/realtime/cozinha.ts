import {
  MENSAGENS_MONITOR,
  recebimentoSchema,
  type RespostaDoRecebimento,
} from '@cardapio/shared-events';
import type { Cozinha } from '@cardapio/core';
import type { Socket } from 'socket.io';

/** What a gateway asks of core for the kitchen's sockets (core.cozinha). */
export type PortaDaCozinha = Pick<Cozinha, 'confirmar' | 'sinal' | 'desconectou'>;

/** Confirmations one socket may have waiting at once; more are refused, not queued. */
const PENDENTES_POR_SOCKET = 8;

const avisar = (erro: unknown) =>
  console.warn(`[cozinha] falha ao registrar: ${(erro as Error)?.message ?? erro}`);

/**
 * A kitchen screen's part of the socket (issue 28 §3): it acknowledges the orders it drew
 * ('cozinha:recebi', answered with the screen's name once written), and a registered screen's
 * connection is its heartbeat: opened, each ping answered (the server's ping, which a throttled
 * background tab still answers), closed.
 */
export function ligarCozinha(socket: Socket, porta: PortaDaCozinha | undefined): void {
  const session = socket.data.session as
    { kind: string; sub: number; empresa_id: number } | undefined;
  if (!porta || !session) return;
  const { empresa_id: empresaId, sub } = session;
  let pendentes = 0;

  socket.on('cozinha:recebi', (dados: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const responder = ack as (resposta: RespostaDoRecebimento) => void;
    if (session.kind !== 'monitor' && session.kind !== 'equipe') {
      responder({ ok: false, erro: MENSAGENS_MONITOR.recebimentoNegado });
      return;
    }
    const lido = recebimentoSchema.safeParse(dados);
    if (!lido.success) {
      responder({ ok: false, erro: MENSAGENS_MONITOR.recebimentoInvalido });
      return;
    }
    if (pendentes >= PENDENTES_POR_SOCKET) {
      responder({ ok: false, erro: MENSAGENS_MONITOR.recebimentoEmExcesso });
      return;
    }
    pendentes++;
    const quem =
      session.kind === 'monitor'
        ? ({ tipo: 'tela', id: sub } as const)
        : ({ tipo: 'equipe', id: sub, dispositivo: lido.data.dispositivo } as const);
    porta
      .confirmar(empresaId, quem, lido.data.pedidos)
      .then(
        (feito) =>
          responder(
            feito
              ? { ok: true, tela: feito.tela }
              : { ok: false, erro: MENSAGENS_MONITOR.telaNaoEncontrada },
          ),
        (erro: unknown) => {
          avisar(erro);
          responder({ ok: false, erro: MENSAGENS_MONITOR.recebimentoFalhou });
        },
      )
      .finally(() => pendentes--);
  });

  if (session.kind !== 'monitor') return;
  const sinal = () => void porta.sinal(empresaId, sub).catch(avisar);
  sinal();
  socket.conn.on('heartbeat', sinal);
  socket.on('disconnect', () => void porta.desconectou(empresaId, sub).catch(avisar));
}
