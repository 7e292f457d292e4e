import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { EstoqueProdutoVinculo } from '@cardapio/shared-events';
import { produtos } from '../cardapio/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { qualificada } from '../shared/sql';
import { estoqueItens, estoqueProdutos } from './schema';

/**
 * The links between stock items and products (issue 15): how much of an item one unit of a
 * product takes, and which products are unavailable because an item holds less than that.
 * Quantities are compared in thousandths (integers): numeric(15,3) fits a double exactly there.
 */
export const milesimos = (valor: string | number) => Math.round(Number(valor) * 1000);

/** How much of each stock item one unit of a product takes (estoque_produtos). */
export interface VinculoDoProduto {
  item_id: number;
  /** numeric(15,3) as text */
  quantidade: string;
}

/**
 * The links of the product `produtoId` (a column of the caller's query) as a JSON array, for a
 * query that reads them with other data (the checkout reads them with the cart's lines).
 */
export const vinculosDoProdutoJson = (empresaId: number | Placeholder, produtoId: AnyPgColumn) =>
  sql<VinculoDoProduto[]>`coalesce((
    select json_agg(json_build_object('item_id', v.item_id, 'quantidade', v.quantidade::text))
    from ${estoqueProdutos} v where v.empresa_id = ${empresaId} and v.produto_id = ${qualificada(produtoId)}), '[]')`;

/** The products that use each of these items, by product name. */
export async function vinculosDosItens(
  tx: DbOrTx,
  empresaId: number,
  itemIds: number[],
): Promise<Map<number, EstoqueProdutoVinculo[]>> {
  const porItem = new Map<number, EstoqueProdutoVinculo[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return porItem;
  const rows = await tx
    .select({
      item_id: estoqueProdutos.item_id,
      produto_id: estoqueProdutos.produto_id,
      nome: produtos.nome,
      quantidade: estoqueProdutos.quantidade,
    })
    .from(estoqueProdutos)
    .innerJoin(
      produtos,
      and(eq(produtos.id, estoqueProdutos.produto_id), eq(produtos.empresa_id, empresaId)),
    )
    .where(
      and(eq(estoqueProdutos.empresa_id, empresaId), inArray(estoqueProdutos.item_id, itemIds)),
    )
    .orderBy(asc(produtos.nome), asc(produtos.id));
  for (const r of rows)
    porItem.get(r.item_id)?.push({
      produto_id: r.produto_id,
      nome: r.nome,
      quantidade: Number(r.quantidade),
    });
  return porItem;
}

/**
 * Among these products (all of the company's when absent), those with a linked item holding
 * less than one unit of the product takes: one query.
 */
export async function produtosIndisponiveis(
  tx: DbOrTx,
  empresaId: number,
  produtoIds?: number[],
): Promise<Set<number>> {
  if (produtoIds && produtoIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ produto_id: estoqueProdutos.produto_id })
    .from(estoqueProdutos)
    .innerJoin(
      estoqueItens,
      and(
        eq(estoqueItens.id, estoqueProdutos.item_id),
        eq(estoqueItens.empresa_id, estoqueProdutos.empresa_id),
      ),
    )
    .where(
      and(
        eq(estoqueProdutos.empresa_id, empresaId),
        produtoIds ? inArray(estoqueProdutos.produto_id, produtoIds) : undefined,
        sql`${estoqueItens.quantidade} < ${estoqueProdutos.quantidade}`,
      ),
    );
  return new Set(rows.map((r) => r.produto_id));
}

/** Every link of the products that use any of these items, with the items' quantities now. */
export async function vinculosVizinhos(tx: DbOrTx, empresaId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  const produtosDosItens = tx
    .select({ produto_id: estoqueProdutos.produto_id })
    .from(estoqueProdutos)
    .where(
      and(eq(estoqueProdutos.empresa_id, empresaId), inArray(estoqueProdutos.item_id, itemIds)),
    );
  return tx
    .select({
      item_id: estoqueProdutos.item_id,
      produto_id: estoqueProdutos.produto_id,
      quantidade: estoqueProdutos.quantidade,
      quantidade_item: estoqueItens.quantidade,
    })
    .from(estoqueProdutos)
    .innerJoin(
      estoqueItens,
      and(
        eq(estoqueItens.id, estoqueProdutos.item_id),
        eq(estoqueItens.empresa_id, estoqueProdutos.empresa_id),
      ),
    )
    .where(
      and(
        eq(estoqueProdutos.empresa_id, empresaId),
        inArray(estoqueProdutos.produto_id, produtosDosItens),
      ),
    );
}

/**
 * Whether some product's availability flipped when these items moved from `antes` (thousandths,
 * by item id) to their quantities now, read after the change inside the same transaction. Only
 * the items' links are read; no product of the company is looked at twice.
 */
export async function disponibilidadeMudou(
  tx: DbOrTx,
  empresaId: number,
  antes: Map<number, number>,
): Promise<boolean> {
  const vinculos = await vinculosVizinhos(tx, empresaId, [...antes.keys()]);
  const disponivelAntes = new Map<number, boolean>();
  const disponivelAgora = new Map<number, boolean>();
  for (const v of vinculos) {
    const precisa = milesimos(v.quantidade);
    const agora = milesimos(v.quantidade_item);
    const antesDoItem = antes.get(v.item_id) ?? agora;
    disponivelAntes.set(
      v.produto_id,
      (disponivelAntes.get(v.produto_id) ?? true) && antesDoItem >= precisa,
    );
    disponivelAgora.set(
      v.produto_id,
      (disponivelAgora.get(v.produto_id) ?? true) && agora >= precisa,
    );
  }
  for (const [produtoId, agora] of disponivelAgora)
    if (disponivelAntes.get(produtoId) !== agora) return true;
  return false;
}
