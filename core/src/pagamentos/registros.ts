import { and, desc, eq } from 'drizzle-orm';
import { MENSAGENS_PIX, type StatusPagamento } from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { pedidoItens, pedidos } from '../pedidos/schema';
import { paraPedido } from '../pedidos/serialize';
import { naoEncontrado } from '../shared/errors';
import { pagamentos, type PagamentoRow } from './schema';

/** The reads of a charge and of its order that the other pieces share. */
export function createRegistros(db: Db) {
  async function carregarPedido(tx: DbOrTx, empresaId: number, pedidoId: number) {
    const [row] = await tx
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
    if (!row) return undefined;
    const itens = await tx
      .select()
      .from(pedidoItens)
      .where(and(eq(pedidoItens.empresa_id, empresaId), eq(pedidoItens.pedido_id, pedidoId)))
      .orderBy(pedidoItens.id);
    return paraPedido(row, itens);
  }

  async function statusPagamentoDo(pag: PagamentoRow): Promise<StatusPagamento> {
    const [p] = await db
      .select({ s: pedidos.status_pagamento })
      .from(pedidos)
      .where(and(eq(pedidos.id, pag.pedido_id), eq(pedidos.empresa_id, pag.empresa_id)));
    return p?.s ?? 'pendente';
  }

  async function recarregar(pag: PagamentoRow): Promise<PagamentoRow> {
    const [atual] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.empresa_id, pag.empresa_id), eq(pagamentos.id, pag.id)));
    return atual ?? pag;
  }

  async function doPayment(empresaId: number, paymentId: string) {
    const [pag] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.empresa_id, empresaId), eq(pagamentos.payment_id, paymentId)))
      .orderBy(desc(pagamentos.id))
      .limit(1);
    if (!pag) throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
    return pag;
  }

  return { carregarPedido, statusPagamentoDo, recarregar, doPayment };
}

export type Registros = ReturnType<typeof createRegistros>;
