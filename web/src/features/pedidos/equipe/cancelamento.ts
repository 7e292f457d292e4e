import { proximosStatus, type Pedido, type PedidoStatus } from '@cardapio/shared-events';

/** The server's limit on the reason (PUT /api/pedidos/:id/status, issue 31 §1). */
export const MOTIVO_DO_CANCELAMENTO_MAX = 200;

/** The quick picks above the reason field: one tap fills it. */
export const MOTIVOS_SUGERIDOS = [
  'Cliente desistiu',
  'Item em falta',
  'Pedido duplicado',
  'Erro no pedido',
] as const;

/**
 * The kitchen already started it (preparando or pronto): staff may still cancel it, with a
 * reason (issue 31 §1). The state machine (proximosStatus) keeps the plain moves.
 */
export const cancelamentoPedeMotivo = (pedido: Pick<Pedido, 'status'>) =>
  pedido.status === 'preparando' || pedido.status === 'pronto';

/** The moves the board and the monitor offer: the state machine's, plus 'cancelado' (last) once started. */
export function statusDasAcoes(
  pedido: Pick<Pedido, 'status' | 'tipo_pedido'>,
): readonly PedidoStatus[] {
  const proximos = proximosStatus(pedido);
  return cancelamentoPedeMotivo(pedido) && !proximos.includes('cancelado')
    ? [...proximos, 'cancelado']
    : proximos;
}

/** The reason as sent: trimmed, cut to the limit; null while there is none. */
export const motivoDoCancelamento = (texto: string): string | null =>
  texto.trim().slice(0, MOTIVO_DO_CANCELAMENTO_MAX).trim() || null;

/** A quick pick fills the field; tapping the chosen one again clears it. */
export const escolherSugestao = (atual: string, sugestao: string) =>
  atual.trim() === sugestao ? '' : sugestao;
