import { MENSAGENS_AUTOATENDIMENTO, pedidoDoQrSchema } from '@cardapio/shared-events';

/** The server's word for a refused handshake (app/socket MENSAGEM_NAO_AUTORIZADO). */
const NAO_AUTORIZADO = 'Não autorizado';

/** The guest's name checked by the server's own rule: the message to show, or null when fine. */
export function erroDoNome(nome: string): string | null {
  const resultado = pedidoDoQrSchema.shape.nome.safeParse(nome);
  if (resultado.success) return null;
  return resultado.error.issues[0]?.message ?? MENSAGENS_AUTOATENDIMENTO.nomeObrigatorio;
}

/**
 * Whether the socket's handshake was refused for the QR token itself (forged, replaced, of a
 * removed table): retrying would only be refused again. Any other failure is retried.
 */
export function ehRecusaDoQr(mensagem: string | undefined): boolean {
  return mensagem === MENSAGENS_AUTOATENDIMENTO.qrInvalido || mensagem === NAO_AUTORIZADO;
}

/** Whether a failed read of the QR says the code is no good (not a network hiccup). */
export function ehQrInvalido(status: number | string | undefined): boolean {
  return status === 404 || status === 400;
}

/** '1 item' / '3 itens'. */
export const textoDeItens = (n: number) => (n === 1 ? '1 item' : `${n} itens`);
