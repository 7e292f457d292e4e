import { and, desc, eq, gt } from 'drizzle-orm';
import {
  MENSAGENS_PIX,
  type PagarPixInput,
  type PixStatusResposta,
  type RespostaDoPagarPix,
  type SessionKind,
} from '@cardapio/shared-events';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import { DomainError, isUniqueViolation, naoEncontrado } from '../shared/errors';
import type { Conclusao } from './conclusao';
import type { Deps } from './deps';
import type { Registros } from './registros';
import { resposta, respostaDoPix } from './respostas';
import { pagamentos } from './schema';

/** Who asks about a payment: the payer, or staff / a kitchen display of the empresa. */
export interface QuemConsulta {
  kind: SessionKind;
  sub: number;
  empresa_id: number;
}

/** The customer's side of a PIX on the site: paying the cart, then following the charge. */
export function createPixNoSite(
  deps: Pick<Deps, 'db' | 'checkout' | 'now'>,
  pecas: Pick<Registros, 'doPayment' | 'statusPagamentoDo'> & Pick<Conclusao, 'encerrarVencido'>,
) {
  const { db } = deps;
  const { doPayment, statusPagamentoDo, encerrarVencido } = pecas;

  /**
   * POST /api/mercadopago/pagar-pix: the order (paid on the site, pending) and its charge in
   * one transaction, from the server-side cart; the amount is the server's. A repeated click
   * finds the cart gone and answers the charge the first click created.
   */
  async function pagarPix(
    empresaId: number,
    usuarioId: number,
    input: PagarPixInput,
  ): Promise<RespostaDoPagarPix> {
    try {
      const { cobranca } = await deps.checkout.finalizar(
        empresaId,
        usuarioId,
        {
          tipo_pedido: input.tipo_pedido,
          observacoes: input.observacoes,
          dados_cliente: input.dados_cliente,
          agendado_para: input.agendado_para,
          whatsapp_aceito: input.whatsapp_aceito,
        },
        {
          metodo_pagamento: 'site',
          metodo: 'pix',
          detalhado: 'pix_site',
          precisaTroco: false,
          valorTroco: null,
        },
      );
      return cobranca!;
    } catch (error) {
      const carrinhoJaPago =
        (error instanceof DomainError && error.message === MENSAGENS_PEDIDO.carrinhoVazio) ||
        isUniqueViolation(error);
      if (carrinhoJaPago) {
        const [anterior] = await db
          .select()
          .from(pagamentos)
          .where(
            and(
              eq(pagamentos.empresa_id, empresaId),
              eq(pagamentos.usuario_id, usuarioId),
              eq(pagamentos.status, 'pending'),
              gt(pagamentos.expira_em, deps.now()),
            ),
          )
          .orderBy(desc(pagamentos.id))
          .limit(1);
        if (anterior) return respostaDoPix(anterior, await statusPagamentoDo(anterior));
      }
      throw error;
    }
  }

  /**
   * GET /api/mercadopago/status/:payment_id: the payer or staff of the empresa only. A charge
   * past its expiry is settled first, so the customer's countdown ends on the true outcome.
   */
  async function consultarStatus(
    quem: QuemConsulta,
    paymentId: string,
  ): Promise<PixStatusResposta> {
    let pag = await doPayment(quem.empresa_id, paymentId);
    if (quem.kind === 'cliente' && pag.usuario_id !== quem.sub)
      throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
    pag = await encerrarVencido(pag);
    return resposta(pag, await statusPagamentoDo(pag));
  }

  return { pagarPix, consultarStatus };
}
