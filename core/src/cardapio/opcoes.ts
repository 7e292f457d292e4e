import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpcaoAdmin } from '@cardapio/shared-events';
import type { DbOrTx } from '../db/client';
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
