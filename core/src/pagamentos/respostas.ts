import {
  MENSAGENS_PIX,
  type PagarPixResposta,
  type PagarPixSemCobranca,
  type Pedido,
  type PixStatusResposta,
  type StatusPagamento,
} from '@cardapio/shared-events';
import { dinheiro } from '../shared/money';
import type { PagamentoRow } from './schema';

/** What the payer and the staff are answered about a charge. */
export function resposta(pag: PagamentoRow, statusPagamento: StatusPagamento): PixStatusResposta {
  return {
    payment_id: pag.payment_id,
    pedido_id: pag.pedido_id,
    status: pag.status,
    status_pagamento: statusPagamento,
    tentativas: pag.tentativas,
    expira_em: pag.expira_em.toISOString(),
    updated_at: pag.updated_at.toISOString(),
  };
}

/** pagar-pix's answer for a charge: the status and what the customer pays with. */
export function respostaDoPix(
  pag: PagamentoRow,
  statusPagamento: StatusPagamento,
): PagarPixResposta {
  return {
    ...resposta(pag, statusPagamento),
    pagamento_necessario: true,
    qr_code: pag.qr_code,
    qr_code_base64: pag.qr_code_base64,
    valor: dinheiro(pag.valor),
    provedor: pag.provedor,
  };
}

/** pagar-pix's answer for an order with nothing to pay ('criar-pedido' wrote it paid). */
export function semCobranca(pedido: Pedido): PagarPixSemCobranca {
  return {
    pagamento_necessario: false,
    pedido_id: pedido.id,
    status: 'approved',
    status_pagamento: 'pago',
    valor: 0,
    payment_id: null,
    qr_code: null,
    qr_code_base64: null,
    provedor: null,
    expira_em: null,
    tentativas: 0,
    updated_at: pedido.updated_at,
    mensagem: MENSAGENS_PIX.nadaAPagar,
  };
}
