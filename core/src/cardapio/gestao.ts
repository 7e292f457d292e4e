import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  MENSAGENS_CATALOGO,
  type CategoriaAdmin,
  type CategoriaForm,
  type OpcaoAdmin,
  type ProdutoAdmin,
  type ProdutoEdicao,
  type ProdutoForm,
  type Publish,
  type SalvarOpcoes,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import type { Estacoes } from '../estacoes';
import { soltarReferencias } from '../db/distribuicao';
import { processarImagem, type ImagemProcessada, type ImagensService } from '../imagens/service';
import { conflito, naoEncontrado, validacao } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import type { Invalidacao } from '../shared/invalidacao';
import { centavosParaNumeric, dinheiro, paraCentavos } from '../shared/money';
import { anunciarCardapioMudou } from './mudou';
import { lerOpcoesDosProdutos } from './opcoes';
import { categorias, produtoOpcaoItens, produtoOpcoes, produtos } from './schema';

export interface CatalogoAdminDeps {
  db: Db;
  imagens: ImagensService;
  estacoes: Pick<Estacoes, 'exigirDaEmpresa'>;
  invalidacao: Invalidacao;
  publish: Publish;
  now: () => Date;
}

/** An uploaded file, as the gateway received it (re-encoded here before anything is written). */
export type ImagemEnviada = Buffer | undefined;

/**
 * The back-office catalogue (staff-side §7 Products and categories). Every function takes the
 * caller's empresa and every query is filtered by it: another company's id reads as not found.
 * After each write commits, the public reads it made stale are dropped on every gateway and
 * open menus are told to read again (cardapio:atualizado on the company's public room).
 */
export function createGestaoDoCardapioService(deps: CatalogoAdminDeps) {
  const { db } = deps;

  const colunasProduto = {
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
    estacao_id: produtos.estacao_id,
    ativo: produtos.ativo,
    created_at: produtos.created_at,
    updated_at: produtos.updated_at,
    tem_opcoes: sql<boolean>`exists (select 1 from ${produtoOpcoes} where ${produtoOpcoes.empresa_id} = ${produtos.empresa_id} and ${produtoOpcoes.produto_id} = ${produtos.id})`,
  };

  async function lerProdutos(
    empresaId: number,
    produtoId?: number,
    tx: DbOrTx = db,
  ): Promise<ProdutoAdmin[]> {
    const rows = await tx
      .select(colunasProduto)
      .from(produtos)
      .leftJoin(
        categorias,
        and(eq(categorias.id, produtos.categoria_id), eq(categorias.empresa_id, empresaId)),
      )
      .where(
        and(
          eq(produtos.empresa_id, empresaId),
          produtoId === undefined ? undefined : eq(produtos.id, produtoId),
        ),
      )
      .orderBy(asc(categorias.ordem), asc(produtos.nome), asc(produtos.id));
    return rows.map((r) => ({
      ...r,
      preco: dinheiro(r.preco),
      tem_opcoes: Boolean(r.tem_opcoes),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  async function produtoDaEmpresa(empresaId: number, produtoId: number, tx: DbOrTx = db) {
    const [produto] = await lerProdutos(empresaId, produtoId, tx);
    if (!produto) throw naoEncontrado(MENSAGENS_CATALOGO.produtoNaoEncontrado);
    return produto;
  }

  /** Locks the product row of this empresa (or 404) so concurrent writes to it queue up. */
  async function travarProduto(tx: DbOrTx, empresaId: number, produtoId: number) {
    const [row] = await tx
      .select({ id: produtos.id, imagem_url: produtos.imagem_url })
      .from(produtos)
      .where(linhaDaEmpresa(produtos, empresaId, produtoId))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_CATALOGO.produtoNaoEncontrado);
    return row;
  }

  /** Locks the category row of this empresa (or 404) so concurrent writes to it queue up. */
  async function travarCategoria(tx: DbOrTx, empresaId: number, categoriaId: number) {
    const [row] = await tx
      .select({ id: categorias.id, imagem_url: categorias.imagem_url })
      .from(categorias)
      .where(linhaDaEmpresa(categorias, empresaId, categoriaId))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_CATALOGO.categoriaNaoEncontrada);
    return row;
  }

  /**
   * The product's category must be one of the same empresa. The row is share-locked so a
   * concurrent deletion of the category waits for this product and then sees it.
   */
  async function exigirCategoria(tx: DbOrTx, empresaId: number, categoriaId: number) {
    const [row] = await tx
      .select({ id: categorias.id })
      .from(categorias)
      .where(linhaDaEmpresa(categorias, empresaId, categoriaId))
      .for('share');
    if (!row) throw validacao(MENSAGENS_CATALOGO.categoriaNaoEncontrada);
  }

  /**
   * The station a form names, checked against the empresa (share-locked: a concurrent deletion
   * waits); absent leaves the column as it is.
   */
  async function estacaoDoForm(
    tx: DbOrTx,
    empresaId: number,
    estacaoId: number | null | undefined,
  ) {
    if (estacaoId === undefined) return {};
    if (estacaoId !== null) await deps.estacoes.exigirDaEmpresa(tx, empresaId, [estacaoId]);
    return { estacao_id: estacaoId };
  }

  const imagemOpcional = (arquivo: ImagemEnviada) =>
    arquivo ? processarImagem(arquivo) : Promise.resolve(undefined);

  async function guardarImagem(
    tx: DbOrTx,
    empresaId: number,
    imagem: ImagemProcessada | undefined,
  ): Promise<string | undefined> {
    return imagem ? deps.imagens.salvar(tx, empresaId, imagem) : undefined;
  }

  /** After a commit: stale reads out of every gateway's cache, and open menus told. */
  function cardapioMudou(empresaId: number, produtoIds: number[] = []) {
    anunciarCardapioMudou(deps, empresaId, { categorias: true, produtoIds });
  }

  async function produtosDaCategoria(empresaId: number, categoriaId: number) {
    const rows = await db
      .select({ id: produtos.id })
      .from(produtos)
      .where(and(eq(produtos.empresa_id, empresaId), eq(produtos.categoria_id, categoriaId)));
    return rows.map((r) => r.id);
  }

  async function lerCategorias(
    empresaId: number,
    categoriaId?: number,
    tx: DbOrTx = db,
  ): Promise<CategoriaAdmin[]> {
    const rows = await tx
      .select({
        id: categorias.id,
        nome: categorias.nome,
        imagem_url: categorias.imagem_url,
        ordem: categorias.ordem,
        ativo: categorias.ativo,
        estacao_id: categorias.estacao_id,
        created_at: categorias.created_at,
        updated_at: categorias.updated_at,
        // Qualified by hand: drizzle leaves columns unqualified when one table is selected.
        total_produtos: sql<number>`(select count(*) from ${produtos} as p where p.empresa_id = ${categorias}.empresa_id and p.categoria_id = ${categorias}.id)`,
      })
      .from(categorias)
      .where(
        and(
          eq(categorias.empresa_id, empresaId),
          categoriaId === undefined ? undefined : eq(categorias.id, categoriaId),
        ),
      )
      .orderBy(asc(categorias.ordem), asc(categorias.id));
    return rows.map((r) => ({
      ...r,
      total_produtos: Number(r.total_produtos),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  const lerOpcoes = async (empresaId: number, produtoId: number, tx: DbOrTx = db) =>
    (await lerOpcoesDosProdutos(tx, empresaId, [produtoId])).get(produtoId) ?? [];

  const precoNumeric = (preco: number) => centavosParaNumeric(paraCentavos(preco));

  return {
    /** Every product of the empresa, inactive ones included. */
    listarProdutos: (empresaId: number) => lerProdutos(empresaId),

    obterProduto: (empresaId: number, produtoId: number) => produtoDaEmpresa(empresaId, produtoId),

    async criarProduto(
      empresaId: number,
      form: ProdutoForm,
      arquivo?: ImagemEnviada,
    ): Promise<ProdutoAdmin> {
      const imagem = await imagemOpcional(arquivo);
      const produto = await db.transaction(async (tx) => {
        await exigirCategoria(tx, empresaId, form.categoria_id);
        const estacao = await estacaoDoForm(tx, empresaId, form.estacao_id);
        const imagem_url = (await guardarImagem(tx, empresaId, imagem)) ?? null;
        const [row] = await tx
          .insert(produtos)
          .values({
            empresa_id: empresaId,
            categoria_id: form.categoria_id,
            nome: form.nome,
            descricao: form.descricao,
            preco: precoNumeric(form.preco),
            imagem_url,
            tempo_preparo: form.tempo_preparo,
            destaque: form.destaque,
            ativo: form.ativo,
            precisa_cozinha: form.precisa_cozinha,
            ...estacao,
          })
          .returning({ id: produtos.id });
        return produtoDaEmpresa(empresaId, row!.id, tx);
      });
      cardapioMudou(empresaId);
      return produto;
    },

    /** An absent picture keeps the current one; remover_imagem drops it. */
    async atualizarProduto(
      empresaId: number,
      produtoId: number,
      form: ProdutoEdicao,
      arquivo?: ImagemEnviada,
    ): Promise<ProdutoAdmin> {
      const imagem = await imagemOpcional(arquivo);
      const produto = await db.transaction(async (tx) => {
        const atual = await travarProduto(tx, empresaId, produtoId);
        await exigirCategoria(tx, empresaId, form.categoria_id);
        const estacao = await estacaoDoForm(tx, empresaId, form.estacao_id);
        const nova = await guardarImagem(tx, empresaId, imagem);
        const imagem_url = nova ?? (form.remover_imagem ? null : atual.imagem_url);
        await tx
          .update(produtos)
          .set({
            categoria_id: form.categoria_id,
            nome: form.nome,
            descricao: form.descricao,
            preco: precoNumeric(form.preco),
            imagem_url,
            tempo_preparo: form.tempo_preparo,
            destaque: form.destaque,
            ativo: form.ativo,
            precisa_cozinha: form.precisa_cozinha,
            ...estacao,
            updated_at: deps.now(),
          })
          .where(linhaDaEmpresa(produtos, empresaId, produtoId));
        return produtoDaEmpresa(empresaId, produtoId, tx);
      });
      cardapioMudou(empresaId, [produtoId]);
      return produto;
    },

    async definirAtivo(empresaId: number, produtoId: number, ativo: boolean) {
      const [row] = await db
        .update(produtos)
        .set({ ativo, updated_at: deps.now() })
        .where(linhaDaEmpresa(produtos, empresaId, produtoId))
        .returning({ id: produtos.id });
      if (!row) throw naoEncontrado(MENSAGENS_CATALOGO.produtoNaoEncontrado);
      cardapioMudou(empresaId, [produtoId]);
      return produtoDaEmpresa(empresaId, produtoId);
    },

    /**
     * Deletes the product for good (its options and cart lines go with it). Orders and tabs
     * keep their own copy of name and price (no foreign key to produtos), so none changes.
     */
    async excluirProduto(empresaId: number, produtoId: number): Promise<void> {
      const [row] = await db
        .delete(produtos)
        .where(linhaDaEmpresa(produtos, empresaId, produtoId))
        .returning({ id: produtos.id });
      if (!row) throw naoEncontrado(MENSAGENS_CATALOGO.produtoNaoEncontrado);
      cardapioMudou(empresaId, [produtoId]);
    },

    async opcoes(empresaId: number, produtoId: number): Promise<OpcaoAdmin[]> {
      await produtoDaEmpresa(empresaId, produtoId);
      return lerOpcoes(empresaId, produtoId);
    },

    /** Replaces every option group and item of the product in one transaction. */
    async salvarOpcoes(
      empresaId: number,
      produtoId: number,
      dados: SalvarOpcoes,
    ): Promise<OpcaoAdmin[]> {
      const salvas = await db.transaction(async (tx) => {
        await travarProduto(tx, empresaId, produtoId);
        await tx
          .delete(produtoOpcoes)
          .where(
            and(eq(produtoOpcoes.empresa_id, empresaId), eq(produtoOpcoes.produto_id, produtoId)),
          );
        for (const [ordem, opcao] of dados.opcoes.entries()) {
          const [grupo] = await tx
            .insert(produtoOpcoes)
            .values({
              empresa_id: empresaId,
              produto_id: produtoId,
              nome: opcao.nome,
              tipo: opcao.tipo,
              obrigatorio: opcao.obrigatorio,
              max_selecoes: opcao.max_selecoes,
              ordem,
            })
            .returning({ id: produtoOpcoes.id });
          await tx.insert(produtoOpcaoItens).values(
            opcao.itens.map((item, ordemItem) => ({
              empresa_id: empresaId,
              opcao_id: grupo!.id,
              nome: item.nome,
              preco_adicional: precoNumeric(item.preco_adicional),
              quantidade: item.quantidade,
              ordem: ordemItem,
            })),
          );
        }
        await tx
          .update(produtos)
          .set({ updated_at: deps.now() })
          .where(linhaDaEmpresa(produtos, empresaId, produtoId));
        return lerOpcoes(empresaId, produtoId, tx);
      });
      cardapioMudou(empresaId, [produtoId]);
      return salvas;
    },

    /** Every category of the empresa, inactive ones included, with how many products each has. */
    listarCategorias: (empresaId: number) => lerCategorias(empresaId),

    async criarCategoria(
      empresaId: number,
      form: CategoriaForm,
      arquivo?: ImagemEnviada,
    ): Promise<CategoriaAdmin> {
      const imagem = await imagemOpcional(arquivo);
      const categoria = await db.transaction(async (tx) => {
        const estacao = await estacaoDoForm(tx, empresaId, form.estacao_id);
        const imagem_url = (await guardarImagem(tx, empresaId, imagem)) ?? null;
        const [row] = await tx
          .insert(categorias)
          .values({
            empresa_id: empresaId,
            nome: form.nome,
            ordem: form.ordem,
            ativo: form.ativo,
            imagem_url,
            ...estacao,
          })
          .returning({ id: categorias.id });
        const [criada] = await lerCategorias(empresaId, row!.id, tx);
        return criada!;
      });
      cardapioMudou(empresaId);
      return categoria;
    },

    async atualizarCategoria(
      empresaId: number,
      categoriaId: number,
      form: CategoriaForm,
      arquivo?: ImagemEnviada,
    ): Promise<CategoriaAdmin> {
      const imagem = await imagemOpcional(arquivo);
      const categoria = await db.transaction(async (tx) => {
        const atual = await travarCategoria(tx, empresaId, categoriaId);
        const estacao = await estacaoDoForm(tx, empresaId, form.estacao_id);
        const nova = await guardarImagem(tx, empresaId, imagem);
        await tx
          .update(categorias)
          .set({
            nome: form.nome,
            ordem: form.ordem,
            ativo: form.ativo,
            imagem_url: nova ?? (form.remover_imagem ? null : atual.imagem_url),
            ...estacao,
            updated_at: deps.now(),
          })
          .where(linhaDaEmpresa(categorias, empresaId, categoriaId));
        const [atualizada] = await lerCategorias(empresaId, categoriaId, tx);
        return atualizada!;
      });
      // Its products' option lists answer 404 while the category is inactive.
      cardapioMudou(empresaId, await produtosDaCategoria(empresaId, categoriaId));
      return categoria;
    },

    /** A category that still holds products is kept (409): they would lose their section. */
    async excluirCategoria(empresaId: number, categoriaId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await travarCategoria(tx, empresaId, categoriaId);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(produtos)
          .where(and(eq(produtos.empresa_id, empresaId), eq(produtos.categoria_id, categoriaId)));
        if (Number(n) > 0) throw conflito(MENSAGENS_CATALOGO.categoriaComProdutos(Number(n)));
        await soltarReferencias(tx, 'categorias', empresaId, categoriaId);
        await tx.delete(categorias).where(linhaDaEmpresa(categorias, empresaId, categoriaId));
      });
      cardapioMudou(empresaId);
    },
  };
}

export type GestaoDoCardapioService = ReturnType<typeof createGestaoDoCardapioService>;
