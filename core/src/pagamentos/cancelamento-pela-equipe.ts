import { and, eq } from 'drizzle-orm';
import { MENSAGENS_PIX } from '@cardapio/shared-events';
import type { Tx } from '../db/client';
import { conflito } from '../shared/errors';
import { indisponivel, type Deps } from './deps';
import { FalhaDoProvedor, recusaDefinitiva, type SituacaoPix } from './providers/types';
import type { Provedores } from './provedores';
import { pagamentos, type PagamentoRow } from './schema';

/**
 * status_provedor of a pending Mercado Pago charge while a staff member cancels it there before
 * moving the order's payment by hand: the 'cancelled' the provider then reports is theirs.
 */
export const CANCELANDO_PELA_EQUIPE = 'cancelando_pela_equipe';

/** Step 1 of a staff move of a Mercado Pago charge, in its first transaction: the mark. */
export async function marcarCancelando(tx: Tx, pag: PagamentoRow) {
  await tx
    .update(pagamentos)
    .set({ status_provedor: CANCELANDO_PELA_EQUIPE })
    .where(
      and(
        eq(pagamentos.empresa_id, pag.empresa_id),
        eq(pagamentos.id, pag.id),
        eq(pagamentos.status, 'pending'),
      ),
    );
}

/** A staff member cancels a pending charge at its provider (the mark, the remote call, the undo). */
export function createCancelamentoPelaEquipe(
  deps: Pick<Deps, 'db' | 'log'>,
  { provedorDoPagamento }: Pick<Provedores, 'provedorDoPagamento'>,
) {
  const { db, log } = deps;

  /** A staff move that could not go through gives the charge back to the webhook and the poll. */
  async function desmarcar(pag: PagamentoRow) {
    await db
      .update(pagamentos)
      .set({
        status_provedor:
          pag.status_provedor === CANCELANDO_PELA_EQUIPE ? 'pending' : pag.status_provedor,
      })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
          eq(pagamentos.status_provedor, CANCELANDO_PELA_EQUIPE),
        ),
      )
      .catch((error: unknown) => log('[pix] a marca de cancelamento não foi desfeita', error));
  }

  /**
   * A staff move's remote step, no lock held: the charge is cancelled at the provider, then its
   * status read back, which is what counts (a charge paid just before is refused cancellation
   * and reads approved). The charge still pending there, or the provider out of reach: 503;
   * refusing us for good: 409. Either way the mark is undone first.
   */
  async function cancelarNoProvedor(pag: PagamentoRow): Promise<SituacaoPix> {
    let situacao: SituacaoPix;
    try {
      const provedor = await provedorDoPagamento(pag);
      await provedor
        .cancelar(pag.payment_id)
        .catch((error: unknown) =>
          log(`[pix] o provedor não cancelou o pagamento ${pag.id}`, error),
        );
      situacao = await provedor.consultar(pag.payment_id);
    } catch (error) {
      log(`[pix] o pagamento ${pag.id} não foi cancelado no provedor`, error);
      await desmarcar(pag);
      if (recusaDefinitiva(error)) throw conflito(MENSAGENS_PIX.cancelamentoRecusado);
      if (error instanceof FalhaDoProvedor) throw indisponivel(MENSAGENS_PIX.erroCancelar);
      throw error;
    }
    if (situacao.status === 'pending') {
      // The cancellation did not take: the QR code could still be paid.
      await desmarcar(pag);
      throw indisponivel(MENSAGENS_PIX.erroCancelar);
    }
    return situacao;
  }

  return { desmarcar, cancelarNoProvedor };
}

export type CancelamentoPelaEquipe = ReturnType<typeof createCancelamentoPelaEquipe>;
