import { MENSAGENS_CATALOGO } from '@cardapio/shared-events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CategoriaMenu, MenuResposta, OpcaoGrupo, ProdutoMenu } from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { exigirEmpresaNoAr } from '../empresas/no-ar';
import { produtosIndisponiveis } from '../estoque/produtos';
import { dinheiro } from '../shared/money';
import { naoEncontrado } from '../shared/errors';
import { consultaPreparada } from '../db/preparadas';
import { gruposDoProdutoJson, lerOpcoesDosProdutos, paraOpcaoGrupos } from './opcoes';
import { categorias, produtoOpcoes, produtos } from './schema';

export interface ProdutoVendavel {
  id: number;
  empresa_id: number;
  nome: string;
  descricao: string;
  preco: string;
  imagem_url: string | null;
  categoria_id: number | null;
}

/**
 * A product the public menu shows: active, in an active category or in none (a query that uses it
 * left-joins categorias on the product's categoria_id). Written without fixed values, so a prepared
 * statement can use it too.
 */
export const produtoNoCardapio = sql`(${produtos.ativo} and (${produtos.categoria_id} is null or ${categorias.ativo}))`;

/** What an add to a cart or a tab reads of a product for sale (ProdutoVendavel). */
const colunasDoProdutoVendavel = {
  id: produtos.id,
  empresa_id: produtos.empresa_id,
  nome: produtos.nome,
  descricao: produtos.descricao,
  preco: produtos.preco,
  imagem_url: produtos.imagem_url,
  categoria_id: produtos.categoria_id,
};

/** The public menu of one empresa: active products of active (or no) categories. */
export function createCardapioService(db: Db) {
  const exigirEmpresaAtiva = (empresaId: number) => exigirEmpresaNoAr(db, empresaId);

  async function listarCategorias(empresaId: number): Promise<CategoriaMenu[]> {
    return db
      .select({
        id: categorias.id,
        nome: categorias.nome,
        imagem_url: categorias.imagem_url,
        ordem: categorias.ordem,
        ativo: categorias.ativo,
      })
      .from(categorias)
      .where(and(eq(categorias.empresa_id, empresaId), eq(categorias.ativo, true)))
      .orderBy(asc(categorias.ordem), asc(categorias.id));
  }

  /** The option groups as the storefront sees them (no item quantities). */
  async function gruposDe(
    empresaId: number,
    produtoIds: number[],
    tx: DbOrTx = db,
  ): Promise<Map<number, OpcaoGrupo[]>> {
    const porProduto = new Map<number, OpcaoGrupo[]>();
    for (const [produtoId, grupos] of await lerOpcoesDosProdutos(tx, empresaId, produtoIds)) {
      porProduto.set(
        produtoId,
        grupos.map((g) => ({
          ...g,
          itens: g.itens.map(({ id, nome, preco_adicional }) => ({ id, nome, preco_adicional })),
        })),
      );
    }
    return porProduto;
  }

  /** An active product of an active (or no) category, or undefined. */
  async function produtoAtivo(produtoId: number, empresaId?: number, tx: DbOrTx = db) {
    const [row] = await produtosAtivos([produtoId], empresaId, tx);
    return row;
  }

  /** The active products (of active or no categories) among these ids: one query. */
  async function produtosAtivos(produtoIds: number[], empresaId?: number, tx: DbOrTx = db) {
    if (produtoIds.length === 0) return [];
    return tx
      .select(colunasDoProdutoVendavel)
      .from(produtos)
      .leftJoin(categorias, eq(categorias.id, produtos.categoria_id))
      .where(
        and(
          inArray(produtos.id, produtoIds),
          produtoNoCardapio,
          empresaId === undefined ? undefined : eq(produtos.empresa_id, empresaId),
        ),
      );
  }

  return {
    async menu(empresaId: number): Promise<MenuResposta> {
      await exigirEmpresaAtiva(empresaId);
      const rows = await db
        .select({
          id: produtos.id,
          nome: produtos.nome,
          descricao: produtos.descricao,
          preco: produtos.preco,
          imagem_url: produtos.imagem_url,
          categoria_id: produtos.categoria_id,
          categoria_nome: categorias.nome,
          tempo_preparo: produtos.tempo_preparo,
          destaque: produtos.destaque,
          precisa_cozinha: produtos.precisa_cozinha,
        })
        .from(produtos)
        .leftJoin(categorias, eq(categorias.id, produtos.categoria_id))
        .where(and(eq(produtos.empresa_id, empresaId), produtoNoCardapio))
        .orderBy(asc(categorias.ordem), asc(produtos.nome));
      const comOpcoes = new Set(
        (
          await db
            .selectDistinct({ produto_id: produtoOpcoes.produto_id })
            .from(produtoOpcoes)
            .where(eq(produtoOpcoes.empresa_id, empresaId))
        ).map((r) => r.produto_id),
      );
      // Stock owns the rule: a linked item holding less than one unit's worth (issue 15).
      const esgotados = await produtosIndisponiveis(db, empresaId);
      const lista: ProdutoMenu[] = rows.map((r) => ({
        ...r,
        preco: dinheiro(r.preco),
        tem_opcoes: comOpcoes.has(r.id),
        disponivel: !esgotados.has(r.id),
      }));
      return { produtos: lista, categorias: await listarCategorias(empresaId) };
    },

    async categorias(empresaId: number): Promise<CategoriaMenu[]> {
      await exigirEmpresaAtiva(empresaId);
      return listarCategorias(empresaId);
    },

    async opcoes(produtoId: number): Promise<OpcaoGrupo[]> {
      const produto = await produtoAtivo(produtoId);
      if (!produto) throw naoEncontrado(MENSAGENS_CATALOGO.produtoNaoEncontrado);
      return (await gruposDe(produto.empresa_id, [produtoId])).get(produtoId) ?? [];
    },

    /** What the cart needs to price a line: the product of this empresa and its option groups. */
    /** The product for sale (active, of an active or no category) with its groups: one statement. */
    async produtoParaVenda(
      empresaId: number,
      produtoId: number,
      tx: DbOrTx = db,
    ): Promise<{ produto: ProdutoVendavel; grupos: OpcaoGrupo[] } | undefined> {
      const [lido] = await lerProdutoParaVenda(tx, { empresaId, produtoId });
      if (!lido) return undefined;
      const { grupos, ...produto } = lido;
      return { produto, grupos: paraOpcaoGrupos(grupos) };
    },
  };
}

/** Built once (preparadas.ts): every add to a cart or a tab reads its product through here. */
const lerProdutoParaVenda = consultaPreparada((db) => {
  const empresaId = sql.placeholder('empresaId');
  return db
    .select({ ...colunasDoProdutoVendavel, grupos: gruposDoProdutoJson(empresaId, produtos.id) })
    .from(produtos)
    .leftJoin(categorias, eq(categorias.id, produtos.categoria_id))
    .where(
      and(
        eq(produtos.empresa_id, empresaId),
        eq(produtos.id, sql.placeholder('produtoId')),
        produtoNoCardapio,
      ),
    );
});

export type CardapioService = ReturnType<typeof createCardapioService>;
