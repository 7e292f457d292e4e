import {
  NOME_DO_EVENTO_WHATSAPP,
  ROTULO_DO_STATUS_MENSAGEM,
  type EventoWhatsapp,
  type MensagemDoPedido,
  type StatusMensagem,
} from '@cardapio/shared-events';

/** A message's state as a badge shows it (issue 32 §2): an order's, or a courier's link. */
export type MensagemDoSelo = Pick<MensagemDoPedido, 'status' | 'erro'> & {
  evento?: EventoWhatsapp;
};

export interface SeloDaMensagem {
  /** 'WhatsApp: ✓✓ entregue'. */
  texto: string;
  /** The badge's colour palette (its `subtle` background with `fg` text). */
  cor: 'gray' | 'blue' | 'green' | 'red';
  /** The tooltip: which message, its state and, when it failed, why. */
  titulo: string;
  /** Why it failed ('Número sem WhatsApp'); null unless it failed. */
  erro: string | null;
}

/** Waiting and sent stay neutral; delivered and read get warmer; a failure is red. */
const COR: Record<StatusMensagem, SeloDaMensagem['cor']> = {
  pendente: 'gray',
  enviando: 'gray',
  enviado: 'gray',
  entregue: 'blue',
  lido: 'green',
  falhou: 'red',
};

/** What the board (and the couriers' list) shows of a message's last state. */
export function seloDaMensagem(mensagem: MensagemDoSelo): SeloDaMensagem {
  const rotulo = ROTULO_DO_STATUS_MENSAGEM[mensagem.status];
  const erro = mensagem.status === 'falhou' ? mensagem.erro?.trim() || null : null;
  const evento = mensagem.evento ? `"${NOME_DO_EVENTO_WHATSAPP[mensagem.evento]}"` : '';
  const estado = erro ? `${rotulo} (${erro})` : rotulo;
  return {
    texto: `WhatsApp: ${rotulo}`,
    cor: COR[mensagem.status],
    titulo: `Mensagem ${evento ? `${evento} ` : ''}no WhatsApp: ${estado}`,
    erro,
  };
}
