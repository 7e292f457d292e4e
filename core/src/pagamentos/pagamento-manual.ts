import { and, desc, eq } from 'drizzle-orm';
import {
  MENSAGENS_PIX,
  recusaDoStatusPagamento,
  type AutorDaMudanca,
  type Pedido,
  type StatusPagamento,
} from '@cardapio/shared-events';
import type { Tx } from '../db/client';
import { MENSAGENS_PEDIDO } from '@cardapio/shared-events';
import type { AutorComNome } from '../pedidos/service';
import type { PedidoTravado } from '../pedidos/status-pagamento';
import { conflito } from '../shared/errors';
import type { Avisos } from './avisos';
import { marcarCancelando, type CancelamentoPelaEquipe } from './cancelamento-pela-equipe';
import type { Conclusao } from './conclusao';
import type { Deps } from './deps';
import type { Registros } from './registros';
import { pagamentos, type PagamentoRow } from './schema';

/** A staff move of an order's payment, done: what to announce after the commit. */
interface FeitoManual {
  /** The charge withdrawn with it, if any. */
  pagamento: PagamentoRow | null;
  mudou: boolean;
  depoisDoCommit: () => Promise<void>;
}

/** What the first transaction of a staff move decided. */
type PassoManual =
  | ({ tipo: 'feito' } & FeitoManual)
  | { tipo: 'vencido'; pagamento: PagamentoRow }
  | { tipo: 'cancelar'; pagamento: PagamentoRow }
  | { tipo: 'de-novo' };

/** The move asked for: which order, to what, by whom. */
interface Mudanca {
  empresaId: number;
  pedidoId: number;
  para: StatusPagamento;
  quem: AutorComNome;
}

/** A staff member moves an order's payment by hand, withdrawing its pending PIX first. */
export function createPagamentoManual(
  deps: Pick<Deps, 'db' | 'pedidos' | 'now'>,
  pecas: Pick<Registros, 'carregarPedido'> &
    Pick<Avisos, 'avisar' | 'avisarPedido'> &
    Pick<Conclusao, 'concluir' | 'encerrarVencido'> &
    CancelamentoPelaEquipe,
) {
  const { db } = deps;
  const { carregarPedido, avisar, avisarPedido, concluir, encerrarVencido } = pecas;
  const { desmarcar, cancelarNoProvedor } = pecas;

  /**
   * Inside a staff move's transaction, the order locked: the pending charge is withdrawn (it
   * can no longer be paid: cancelled at the provider, or a local one) and the order's payment
   * moved by hand, recorded as manual. 'cancelado' cancels the order too while nobody started
   * it, by that staff member. Null when the charge was settled meanwhile.
   */
  async function retirarManualmente(
    tx: Tx,
    pedido: PedidoTravado,
    pag: PagamentoRow,
    { para, quem }: Mudanca,
    agora: Date,
    statusProvedor = 'cancelled',
  ): Promise<FeitoManual | null> {
    const [retirado] = await tx
      .update(pagamentos)
      .set({ status: 'rejected', status_provedor: statusProvedor, updated_at: agora })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
        ),
      )
      .returning();
    if (!retirado) return null;
    const { mudou, depoisDoCommit } = await deps.pedidos.mudarStatusDePagamento(tx, pedido, para, {
      agora,
      autor: quem,
      manual: true,
      cancelarPedido: para === 'cancelado' && pedido.status === 'pendente',
    });
    return { pagamento: retirado, mudou, depoisDoCommit };
  }

  /**
   * A round's first transaction, the order's row locked first: the move made at once when no
   * PIX is pending (or a local one is), otherwise what must happen before it.
   */
  function decidir(mudanca: Mudanca, agora: Date): Promise<PassoManual> {
    const { empresaId, pedidoId, para, quem } = mudanca;
    return db.transaction(async (tx): Promise<PassoManual> => {
      const pedido = await deps.pedidos.travar(tx, empresaId, pedidoId);
      const [pendente] =
        para === 'pendente'
          ? []
          : await tx
              .select()
              .from(pagamentos)
              .where(
                and(
                  eq(pagamentos.empresa_id, empresaId),
                  eq(pagamentos.pedido_id, pedidoId),
                  eq(pagamentos.status, 'pending'),
                ),
              )
              .orderBy(desc(pagamentos.id))
              .limit(1);
      if (!pendente) {
        const feito = await deps.pedidos.mudarStatusDePagamento(tx, pedido, para, {
          agora,
          autor: quem,
          manual: true,
        });
        return { tipo: 'feito', pagamento: null, ...feito };
      }
      if (pendente.expira_em <= agora) return { tipo: 'vencido', pagamento: pendente };
      const recusa = recusaDoStatusPagamento(pedido, para);
      if (recusa) throw conflito(recusa);
      if (pendente.provedor === 'local') {
        const feito = await retirarManualmente(tx, pedido, pendente, mudanca, agora);
        return feito ? { tipo: 'feito', ...feito } : { tipo: 'de-novo' };
      }
      await marcarCancelando(tx, pendente);
      return { tipo: 'cancelar', pagamento: pendente };
    });
  }

  /**
   * Steps 2 and 3 for a Mercado Pago charge marked in `decidir`: cancelled there, then withdrawn
   * with the move. Null when the round starts again (paid just before, or settled meanwhile).
   */
  async function cancelarERetirar(pag: PagamentoRow, mudanca: Mudanca) {
    const situacao = await cancelarNoProvedor(pag);
    try {
      if (situacao.status === 'approved') {
        // Paid just before the cancellation: a real payment, settled as the provider's.
        await concluir(pag, 'approved', situacao.statusProvedor);
        return null;
      }
      return await db.transaction(async (tx) =>
        retirarManualmente(
          tx,
          await deps.pedidos.travar(tx, mudanca.empresaId, mudanca.pedidoId),
          pag,
          mudanca,
          deps.now(),
          situacao.statusProvedor,
        ),
      );
    } catch (error) {
      await desmarcar(pag);
      throw error;
    }
  }

  /** After the commit: the move's own work, then the order as it stands pushed to all. */
  async function anunciar(feito: FeitoManual, { empresaId, pedidoId }: Mudanca) {
    await feito.depoisDoCommit();
    const pedido = (await carregarPedido(db, empresaId, pedidoId))!;
    if (feito.pagamento) avisar(feito.pagamento, pedido);
    else if (feito.mudou) avisarPedido(pedido);
    return pedido;
  }

  /**
   * PUT /api/pedidos/:id/status-pagamento (staff), a move recorded on the order as manual, by
   * that staff member (detalhes_pagamento.pagamento_manual), never as a provider's approval.
   * The order's row is locked first and the move checked against the payment state machine
   * (409 when refused).
   *
   * A PIX still pending must stop being payable first, so it is withdrawn: a local (demo)
   * charge lives only in our table and is withdrawn in the same transaction. A Mercado Pago
   * one is cancelled there first, as a staff cancellation of the order cancels it, but before
   * the move and with no lock held during the remote calls:
   *   1. (transaction) the charge is marked CANCELANDO_PELA_EQUIPE, so the 'cancelled' that
   *      Mercado Pago then reports (by webhook or poll) is not taken for a rejection;
   *   2. the charge is cancelled at Mercado Pago and its status read back;
   *   3. cancelled (or rejected): (transaction) the charge is withdrawn (rejected) and the
   *      move made. Approved, because the customer paid just before: settled as that
   *      approval, and the move judged again on it ('pago' stands, 'cancelado' is refused).
   *      Mercado Pago out of reach: the mark is undone and 503; refusing us for good (a wrong
   *      access token): undone and 409.
   * Once withdrawn, the charge is no longer pending, so later news from the provider changes
   * nothing. An expired charge is settled as expired and the move refused.
   */
  async function mudarStatusPagamento(
    empresaId: number,
    pedidoId: number,
    para: StatusPagamento,
    autor: AutorDaMudanca,
  ): Promise<Pedido> {
    const quem: AutorComNome = {
      ...autor,
      nome: await deps.pedidos.nomeDoAutor(empresaId, autor),
    };
    const mudanca: Mudanca = { empresaId, pedidoId, para, quem };
    // Each round starts again only when the charge left 'pending' meanwhile (settled by the
    // provider, or expired): at most twice.
    for (let rodada = 0; rodada < 3; rodada += 1) {
      const passo = await decidir(mudanca, deps.now());
      if (passo.tipo === 'de-novo') continue;
      if (passo.tipo === 'vencido') {
        const atual = await encerrarVencido(passo.pagamento);
        if (atual.status === 'expired') throw conflito(MENSAGENS_PIX.expiradoRecusa);
        // The provider's last word settled it otherwise: the move is judged on that.
        continue;
      }
      const feito =
        passo.tipo === 'cancelar' ? await cancelarERetirar(passo.pagamento, mudanca) : passo;
      if (!feito) continue;
      return anunciar(feito, mudanca);
    }
    throw conflito(MENSAGENS_PEDIDO.alteradoPorOutro);
  }

  return { mudarStatusPagamento };
}
