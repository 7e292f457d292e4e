import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OpcaoAdmin, OpcaoGrupo } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
import { qualificada } from '../shared/sql';
import { dinheiro } from '../shared/money';
import { produtoOpcaoItens, produtoOpcoes } from './schema';

/**
 * The option groups of some products of one empresa, in their order, with every item (two
 * queries whatever the number of products). The public menu and the back-office editor both
 * read through here; the menu leaves out what only the editor shows.
 */
export async function lerOpcoesDosProdutos(
  tx: DbOrTx,
  empresaId: number,
  produtoIds: number[],
): Promise<Map<number, OpcaoAdmin[]>> {
  const porProduto = new Map<number, OpcaoAdmin[]>();
  if (produtoIds.length === 0) return porProduto;
  const grupos = await tx
    .select()
    .from(produtoOpcoes)
    .where(
      and(eq(produtoOpcoes.empresa_id, empresaId), inArray(produtoOpcoes.produto_id, produtoIds)),
    )
    .orderBy(asc(produtoOpcoes.ordem), asc(produtoOpcoes.id));
  const itens = grupos.length
    ? await tx
        .select()
        .from(produtoOpcaoItens)
        .where(
          and(
            eq(produtoOpcaoItens.empresa_id, empresaId),
            inArray(
              produtoOpcaoItens.opcao_id,
              grupos.map((g) => g.id),
            ),
          ),
        )
        .orderBy(asc(produtoOpcaoItens.ordem), asc(produtoOpcaoItens.id))
    : [];
  for (const g of grupos) {
    const grupo: OpcaoAdmin = {
      id: g.id,
      nome: g.nome,
      tipo: g.tipo,
      obrigatorio: g.obrigatorio,
      max_selecoes: g.max_selecoes,
      itens: itens
        .filter((i) => i.opcao_id === g.id)
        .map((i) => ({
          id: i.id,
          nome: i.nome,
          preco_adicional: dinheiro(i.preco_adicional),
          quantidade: i.quantidade,
        })),
    };
    porProduto.set(g.produto_id, [...(porProduto.get(g.produto_id) ?? []), grupo]);
  }
  return porProduto;
}

/** An option group as `gruposDoProdutoJson` reads it: preco_adicional still numeric text. */
export type OpcaoGrupoLida = Omit<OpcaoGrupo, 'itens'> & {
  itens: Array<{ id: number; nome: string; preco_adicional: string }>;
};

/**
 * The storefront's option groups of the product `produtoId` (a column of the caller's query),
 * in their order, as a JSON array: a query that prices many lines reads their options with them.
 */
export const gruposDoProdutoJson = (empresaId: number | Placeholder, produtoId: AnyPgColumn) =>
  sql<OpcaoGrupoLida[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'nome', o.nome, 'tipo', o.tipo,
      'obrigatorio', o.obrigatorio, 'max_selecoes', o.max_selecoes,
      'itens', coalesce((
        select json_agg(json_build_object('id', i.id, 'nome', i.nome,
          'preco_adicional', i.preco_adicional::text) order by i.ordem, i.id)
        from ${produtoOpcaoItens} i where i.empresa_id = ${empresaId} and i.opcao_id = o.id), '[]'))
      order by o.ordem, o.id)
    from ${produtoOpcoes} o where o.empresa_id = ${empresaId} and o.produto_id = ${qualificada(produtoId)}), '[]')`;

/** The groups as the storefront and the pricing see them (preco_adicional a number). */
export const paraOpcaoGrupos = (grupos: OpcaoGrupoLida[]): OpcaoGrupo[] =>
  grupos.map((g) => ({
    ...g,
    itens: g.itens.map((i) => ({ ...i, preco_adicional: dinheiro(i.preco_adicional) })),
  }));
