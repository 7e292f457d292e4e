import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { PixStatus } from '@cardapio/shared-events';
import type { Tx } from '../db/client';
import type { PedidoTravado } from '../pedidos/status-pagamento';
import type { Avisos } from './avisos';
import { CANCELANDO_PELA_EQUIPE } from './cancelamento-pela-equipe';
import type { Deps } from './deps';
import type { ProvedorDePix } from './providers/types';
import type { Provedores } from './provedores';
import type { Registros } from './registros';
import { pagamentos, type PagamentoRow } from './schema';

/**
 * A pending charge leaves 'pending' exactly once, whoever notices first (the poll job, Mercado
 * Pago's webhook, a staff member, the order's cancellation), and the winner announces it.
 */
export function createConclusao(
  deps: Pick<Deps, 'db' | 'pedidos' | 'now' | 'log'>,
  pecas: Pick<Provedores, 'provedorDoPagamento'> &
    Pick<Registros, 'carregarPedido' | 'recarregar'> &
    Pick<Avisos, 'avisar' | 'avisarPix'>,
) {
  const { db, log } = deps;
  const { provedorDoPagamento, carregarPedido, recarregar, avisar, avisarPix } = pecas;

  /**
   * Inside the transaction that cancels an order (pedidos.mudarStatus): its PIX still pending
   * is withdrawn there, so no approval can slip in between. Answers the work for after the
   * commit: the charge cancelled at the provider (the customer can no longer pay it) and the
   * payer told.
   */
  async function retirarDoPedido(
    tx: Tx,
    empresaId: number,
    pedidoId: number,
  ): Promise<() => Promise<void>> {
    const retirados = await tx
      .update(pagamentos)
      .set({ status: 'rejected', status_provedor: 'pedido_cancelado', updated_at: deps.now() })
      .where(
        and(
          eq(pagamentos.empresa_id, empresaId),
          eq(pagamentos.pedido_id, pedidoId),
          eq(pagamentos.status, 'pending'),
        ),
      )
      .returning();
    return async () => {
      for (const pag of retirados) {
        const provedor = await provedorDoPagamento(pag).catch(() => null);
        await provedor
          ?.cancelar(pag.payment_id)
          .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
        const pedido = await carregarPedido(db, empresaId, pedidoId);
        if (pedido) avisarPix(pag, pedido.status_pagamento);
      }
    };
  }

  /**
   * Settles a pending charge inside the caller's transaction, the order's row already locked
   * (pedidos.travar: the order first, then the payment, on every path). The conditional UPDATE
   * (… where status = 'pending') lets exactly one of several concurrent callers win; the loser
   * writes nothing. Approved: the order is paid (a cancelled order refuses it: 409, nothing
   * written). Rejected or expired: the order's payment and, while nobody started it, the order
   * are cancelled (a history entry by 'sistema', and the reason kept for the customer). A
   * rejection does not win a charge a staff member is cancelling at the provider
   * (CANCELANDO_PELA_EQUIPE): that 'cancelled' is the staff's own doing, theirs to settle.
   */
  async function concluirNaTransacao(
    tx: Tx,
    pedido: PedidoTravado,
    pag: PagamentoRow,
    para: Exclude<PixStatus, 'pending'>,
    statusProvedor: string,
    agora: Date,
  ): Promise<{ pagamento: PagamentoRow; depoisDoCommit: () => Promise<void> } | null> {
    const [ganhou] = await tx
      .update(pagamentos)
      .set({ status: para, status_provedor: statusProvedor, updated_at: agora })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
          para === 'rejected'
            ? or(
                isNull(pagamentos.status_provedor),
                ne(pagamentos.status_provedor, CANCELANDO_PELA_EQUIPE),
              )
            : undefined,
        ),
      )
      .returning();
    if (!ganhou) return null;
    const nada = { pagamento: ganhou, depoisDoCommit: async () => {} };
    const sistema = {
      tipo: 'sistema' as const,
      id: null,
      nome: para === 'expired' ? 'Sistema: PIX expirado' : 'Sistema: PIX rejeitado',
    };
    if (para === 'approved') {
      await deps.pedidos.mudarStatusDePagamento(tx, pedido, 'pago', { agora, autor: sistema });
      return nada;
    }
    if (pedido.status_pagamento !== 'pendente') return nada;
    const { depoisDoCommit } = await deps.pedidos.mudarStatusDePagamento(tx, pedido, 'cancelado', {
      agora,
      autor: sistema,
      cancelarPedido: pedido.status === 'pendente',
      motivo: para === 'expired' ? 'pix_expirado' : 'pix_rejeitado',
    });
    return { pagamento: ganhou, depoisDoCommit };
  }

  /** concluirNaTransacao in a transaction of its own; the winner announces the outcome. */
  async function concluir(
    pag: PagamentoRow,
    para: Exclude<PixStatus, 'pending'>,
    statusProvedor: string,
  ): Promise<PagamentoRow | null> {
    const agora = deps.now();
    const feito = await db.transaction(async (tx) => {
      const pedido = await deps.pedidos.travar(tx, pag.empresa_id, pag.pedido_id);
      const ganhou = await concluirNaTransacao(tx, pedido, pag, para, statusProvedor, agora);
      if (!ganhou) return null;
      return { ...ganhou, pedido: await carregarPedido(tx, pag.empresa_id, pag.pedido_id) };
    });
    if (!feito) return null;
    await feito.depoisDoCommit();
    if (feito.pedido) avisar(feito.pagamento, feito.pedido);
    return feito.pagamento;
  }

  /** The charge is given up: expired through the exactly-once path, then withdrawn at the provider. */
  async function expirar(pag: PagamentoRow, provedor: ProvedorDePix | null) {
    const expirou = await concluir(pag, 'expired', 'expired');
    if (expirou && provedor)
      await provedor
        .cancelar(pag.payment_id)
        .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
    return expirou;
  }

  /**
   * A charge past its expira_em is expired even when no poll ran yet (a restart, a late job):
   * the provider has the last word (a payment made in the last second counts), otherwise it
   * expires now. Answers the charge as it stands afterwards.
   */
  async function encerrarVencido(pag: PagamentoRow): Promise<PagamentoRow> {
    if (pag.status !== 'pending' || pag.expira_em > deps.now()) return pag;
    let provedor: ProvedorDePix | null = null;
    try {
      provedor = await provedorDoPagamento(pag);
      const situacao = await provedor.consultar(pag.payment_id);
      // Not settled (a staff member is cancelling it): it expires below, like any other.
      if (
        situacao.status !== 'pending' &&
        (await concluir(pag, situacao.status, situacao.statusProvedor))
      )
        return recarregar(pag);
    } catch (error) {
      log(`[pix] última consulta do pagamento ${pag.id} falhou`, error);
    }
    await expirar(pag, provedor);
    return recarregar(pag);
  }

  return { retirarDoPedido, concluir, expirar, encerrarVencido };
}

export type Conclusao = ReturnType<typeof createConclusao>;
