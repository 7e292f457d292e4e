import type { Tx } from '../db/client';
import type { SeedCategoria } from '../db/seed/demo-data';
import { categorias, produtoOpcaoItens, produtoOpcoes, produtos } from './schema';

/**
 * Writes whole categories (their products and each product's option groups) into a company, in
 * the caller's transaction: the demo seed and 'Carregar cardápio de exemplo' load menus this way.
 */
export async function gravarCategorias(
  tx: Tx,
  empresaId: number,
  lista: readonly SeedCategoria[],
): Promise<{ categorias: number; produtos: number }> {
  let totalDeProdutos = 0;
  for (const categoria of lista) {
    const [cat] = await tx
      .insert(categorias)
      .values({
        empresa_id: empresaId,
        nome: categoria.nome,
        imagem_url: categoria.imagem_url,
        ordem: categoria.ordem,
      })
      .returning({ id: categorias.id });
    for (const produto of categoria.produtos) {
      const { opcoes, ...campos } = produto;
      const [prod] = await tx
        .insert(produtos)
        .values({ ...campos, empresa_id: empresaId, categoria_id: cat!.id })
        .returning({ id: produtos.id });
      totalDeProdutos += 1;
      for (const [ordem, opcao] of opcoes.entries()) {
        const { itens, ...opcaoCampos } = opcao;
        const [op] = await tx
          .insert(produtoOpcoes)
          .values({ ...opcaoCampos, empresa_id: empresaId, produto_id: prod!.id, ordem })
          .returning({ id: produtoOpcoes.id });
        if (itens.length > 0) {
          await tx.insert(produtoOpcaoItens).values(
            itens.map((item, i) => ({
              ...item,
              empresa_id: empresaId,
              opcao_id: op!.id,
              ordem: i,
            })),
          );
        }
      }
    }
  }
  return { categorias: lista.length, produtos: totalDeProdutos };
}
