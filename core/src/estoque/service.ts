import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  GRAVIDADE_DO_STATUS,
  MENSAGENS_ESTOQUE,
  MOVIMENTOS_RECENTES,
  QUANTIDADE_MAXIMA,
  rooms,
  statusDoEstoque,
  type EstoqueItem,
  type EstoqueItemForm,
  type EstoqueMovimento,
  type EstoqueProdutoVinculo,
  type MovimentoForm,
  type MovimentoRegistrado,
  type MovimentosFiltro,
  type Publish,
  type StatusEstoque,
  type TipoMovimento,
} from '@cardapio/shared-events';
import { anunciarCardapioMudou } from '../cardapio/mudou';
import { produtos } from '../cardapio/schema';
import type { Db, DbOrTx, Tx } from '../db/client';
import { naoEncontrado, validacao } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import type { Invalidacao } from '../shared/invalidacao';
import { centavosParaNumeric, dinheiro, paraCentavos } from '../shared/money';
import { usuarios } from '../usuarios/schema';
import {
  disponibilidadeMudou,
  milesimos,
  produtosIndisponiveis,
  vinculosDosItens,
  type VinculoDoProduto,
} from './produtos';
import { estoqueItens, estoqueMovimentos, estoqueProdutos } from './schema';

export interface EstoqueDeps {
  db: Db;
  publish: Publish;
  /** Drops the cached public menu when stock makes a product (un)available. */
  invalidacao: Invalidacao;
  now: () => Date;
}

/** An order line as the stock needs it. */
export interface LinhaQueTiraEstoque {
  produto_id: number;
  produto_nome: string;
  quantidade: number;
  /** The product's links, when the caller already read them (the checkout, with its lines). */
  vinculos?: VinculoDoProduto[];
}

/**
 * What a movement names besides its item: the motivo, and the order and/or the waiter's tab and
 * its item it belongs to.
 */
export interface OrigemDoMovimento {
  motivo: string;
  pedido_id?: number | null;
  comanda_id?: number | null;
  comanda_item_id?: number | null;
}

/** The movements of one sale: an order's, or those of some of a tab's items. */
export type VendaQueDevolve = { pedido_id: number } | { comanda_item_ids: number[] };

/**
 * What a sale's lines took from stock, inside the sale's transaction: `registrar` writes the
 * saída movements once the sale's row exists (same transaction), `depoisDoCommit` announces them.
 */
export interface BaixaDaVenda {
  registrar(tx: Tx, origem: OrigemDoMovimento): Promise<void>;
  depoisDoCommit(): Promise<void>;
}

/** The columns a movement takes from its origem (the ones it names; absent ones are left out). */
const valoresDaOrigem = (origem: OrigemDoMovimento) => ({
  motivo: origem.motivo,
  ...(origem.pedido_id === undefined ? {} : { pedido_id: origem.pedido_id }),
  ...(origem.comanda_id === undefined ? {} : { comanda_id: origem.comanda_id }),
  ...(origem.comanda_item_id === undefined ? {} : { comanda_item_id: origem.comanda_item_id }),
});

const MSG = MENSAGENS_ESTOQUE;

/** numeric(15,3) as text, from a number already rounded to 3 decimals. */
const quantidadeNumeric = (valor: number) => valor.toFixed(3);
const paraNumero = (valor: string) => Number(valor);

type LinhaItem = typeof estoqueItens.$inferSelect;

function serializarItem(row: LinhaItem, vinculos: EstoqueProdutoVinculo[] = []): EstoqueItem {
  const quantidade = paraNumero(row.quantidade);
  const quantidade_minima = paraNumero(row.quantidade_minima);
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    quantidade,
    quantidade_minima,
    unidade: row.unidade,
    preco_custo: dinheiro(row.preco_custo),
    fornecedor: row.fornecedor,
    categoria: row.categoria,
    status: statusDoEstoque(quantidade, quantidade_minima),
    produtos: vinculos,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether the item got worse (normal → baixo, normal or baixo → critico): that raises an alert. */
const piorou = (antes: StatusEstoque, depois: StatusEstoque) =>
  GRAVIDADE_DO_STATUS[depois] > GRAVIDADE_DO_STATUS[antes];

/**
 * The stock of one empresa (staff-side §7 Stock). Quantities change only through a movement,
 * each applied by one conditional UPDATE (`quantidade >= q` for a saída), so concurrent
 * movements queue on the row lock, none is lost and stock never goes negative. After each
 * commit the staff hear the item (estoque:atualizado) and, when it got worse, estoque:alerta.
 *
 * Beyond the spec (issue 15): an item may be linked to products with a quantity per product.
 * An order's checkout then takes stock in its transaction (etapa.ts), a cancellation gives it
 * back, and a product whose linked item holds less than one unit's worth is unavailable on the
 * menu. Any change that flips a product's availability drops the cached menu and tells open
 * menus; a change that flips nothing leaves the menu cache alone.
 */
export function createEstoqueService(deps: EstoqueDeps) {
  const { db } = deps;

  async function lerItem(tx: DbOrTx, empresaId: number, id: number, travar = false) {
    const consulta = tx
      .select()
      .from(estoqueItens)
      .where(linhaDaEmpresa(estoqueItens, empresaId, id));
    const [row] = travar ? await consulta.for('update') : await consulta;
    if (!row) throw naoEncontrado(MSG.itemNaoEncontrado);
    return row;
  }

  /** The item with the products that use it. */
  async function comVinculos(tx: DbOrTx, empresaId: number, row: LinhaItem) {
    return serializarItem(row, (await vinculosDosItens(tx, empresaId, [row.id])).get(row.id));
  }

  /** The staff member's name, copied on the movement so it outlives the account. */
  async function nomeDoUsuario(tx: DbOrTx, empresaId: number, usuarioId: number) {
    const [row] = await tx
      .select({ nome: usuarios.nome, sobrenome: usuarios.sobrenome })
      .from(usuarios)
      .where(linhaDaEmpresa(usuarios, empresaId, usuarioId));
    return row ? `${row.nome} ${row.sobrenome}`.trim() : 'Equipe';
  }

  /**
   * After a commit: the staff hear the item and, when it got worse, the alert; when a
   * product's availability flipped, the public menu is dropped and open menus told.
   */
  function avisar(item: EstoqueItem, statusAnterior?: StatusEstoque) {
    const sala = rooms.equipe(item.empresa_id);
    deps.publish({
      empresaId: item.empresa_id,
      name: 'estoque:atualizado',
      rooms: [sala],
      payload: item,
    });
    if (statusAnterior && piorou(statusAnterior, item.status)) {
      deps.publish({
        empresaId: item.empresa_id,
        name: 'estoque:alerta',
        rooms: [sala],
        payload: { item, status_anterior: statusAnterior, updated_at: item.updated_at },
      });
    }
    return item;
  }

  function cardapioMudou(empresaId: number, mudou: boolean) {
    if (mudou) anunciarCardapioMudou(deps, empresaId);
  }

  /** Whether the set of unavailable products changed. */
  const mesmoConjunto = (a: Set<number>, b: Set<number>) =>
    a.size === b.size && [...a].every((x) => b.has(x));

  async function inserirMovimento(
    tx: DbOrTx,
    empresaId: number,
    usuarioId: number,
    mov: { item_id: number; tipo: TipoMovimento; quantidade: number; motivo: string },
  ) {
    const [row] = await tx
      .insert(estoqueMovimentos)
      .values({
        empresa_id: empresaId,
        item_id: mov.item_id,
        tipo: mov.tipo,
        quantidade: quantidadeNumeric(mov.quantidade),
        motivo: mov.motivo,
        usuario_id: usuarioId,
        usuario_nome: await nomeDoUsuario(tx, empresaId, usuarioId),
        data: deps.now(),
      })
      .returning({ id: estoqueMovimentos.id });
    return row!.id;
  }

  async function lerMovimentos(
    tx: DbOrTx,
    empresaId: number,
    filtro: MovimentosFiltro & { id?: number },
  ): Promise<EstoqueMovimento[]> {
    const rows = await tx
      .select({
        id: estoqueMovimentos.id,
        item_id: estoqueMovimentos.item_id,
        item_nome: estoqueItens.nome,
        unidade: estoqueItens.unidade,
        tipo: estoqueMovimentos.tipo,
        quantidade: estoqueMovimentos.quantidade,
        motivo: estoqueMovimentos.motivo,
        data: estoqueMovimentos.data,
        usuario: estoqueMovimentos.usuario_nome,
        usuario_id: estoqueMovimentos.usuario_id,
      })
      .from(estoqueMovimentos)
      .innerJoin(
        estoqueItens,
        and(
          eq(estoqueItens.id, estoqueMovimentos.item_id),
          eq(estoqueItens.empresa_id, estoqueMovimentos.empresa_id),
        ),
      )
      .where(
        and(
          eq(estoqueMovimentos.empresa_id, empresaId),
          filtro.id === undefined ? undefined : eq(estoqueMovimentos.id, filtro.id),
          filtro.item_id === undefined ? undefined : eq(estoqueMovimentos.item_id, filtro.item_id),
        ),
      )
      .orderBy(desc(estoqueMovimentos.data), desc(estoqueMovimentos.id))
      .limit(filtro.limite ?? MOVIMENTOS_RECENTES);
    return rows.map((r) => ({
      ...r,
      quantidade: paraNumero(r.quantidade),
      data: r.data.toISOString(),
    }));
  }

  function valoresDoForm(form: EstoqueItemForm) {
    return {
      nome: form.nome,
      quantidade: quantidadeNumeric(form.quantidade),
      quantidade_minima: quantidadeNumeric(form.quantidade_minima),
      unidade: form.unidade,
      preco_custo: centavosParaNumeric(paraCentavos(form.preco_custo)),
      fornecedor: form.fornecedor,
      categoria: form.categoria,
    };
  }

  /**
   * The products the form links must be products of this empresa (400 naming the first one
   * that is not). Their rows are share-locked so a concurrent deletion waits for this write.
   */
  async function exigirProdutos(tx: DbOrTx, empresaId: number, form: EstoqueItemForm) {
    const ids = (form.produtos ?? []).map((p) => p.produto_id);
    if (ids.length === 0) return;
    const achados = new Set(
      (
        await tx
          .select({ id: produtos.id })
          .from(produtos)
          .where(and(eq(produtos.empresa_id, empresaId), inArray(produtos.id, ids)))
          .orderBy(asc(produtos.id))
          .for('share')
      ).map((r) => r.id),
    );
    const faltando = ids.find((id) => !achados.has(id));
    if (faltando !== undefined) throw validacao(MSG.produtoNaoEncontrado(faltando));
  }

  /** The item's products, replaced by the form's list (absent: kept as they are). */
  async function substituirVinculos(
    tx: DbOrTx,
    empresaId: number,
    itemId: number,
    form: EstoqueItemForm,
  ) {
    if (!form.produtos) return;
    await tx
      .delete(estoqueProdutos)
      .where(and(eq(estoqueProdutos.empresa_id, empresaId), eq(estoqueProdutos.item_id, itemId)));
    if (form.produtos.length === 0) return;
    await tx.insert(estoqueProdutos).values(
      form.produtos.map((p) => ({
        empresa_id: empresaId,
        item_id: itemId,
        produto_id: p.produto_id,
        quantidade: quantidadeNumeric(p.quantidade),
      })),
    );
  }

  /** The products linked to the item now. */
  async function produtosDoItem(tx: DbOrTx, empresaId: number, itemId: number) {
    const rows = await tx
      .select({ produto_id: estoqueProdutos.produto_id })
      .from(estoqueProdutos)
      .where(and(eq(estoqueProdutos.empresa_id, empresaId), eq(estoqueProdutos.item_id, itemId)));
    return rows.map((r) => r.produto_id);
  }

  /**
   * Applies one movement to the row in a single statement: PostgreSQL re-checks the condition
   * after waiting for a concurrent movement's lock, so two saídas never both see the same stock.
   */
  async function aplicar(tx: DbOrTx, empresaId: number, mov: MovimentoForm) {
    const q = quantidadeNumeric(mov.quantidade);
    const escopo = linhaDaEmpresa(estoqueItens, empresaId, mov.item_id);
    const [row] = await tx
      .update(estoqueItens)
      .set({
        quantidade:
          mov.tipo === 'saida'
            ? sql`${estoqueItens.quantidade} - ${q}::numeric`
            : sql`${estoqueItens.quantidade} + ${q}::numeric`,
        updated_at: deps.now(),
      })
      .where(
        and(
          escopo,
          mov.tipo === 'saida'
            ? gte(estoqueItens.quantidade, q)
            : lte(estoqueItens.quantidade, quantidadeNumeric(QUANTIDADE_MAXIMA - mov.quantidade)),
        ),
      )
      .returning();
    if (row) return row;
    const atual = await lerItem(tx, empresaId, mov.item_id);
    if (mov.tipo === 'saida')
      throw validacao(MSG.saldoInsuficiente(paraNumero(atual.quantidade), atual.unidade));
    throw validacao(MSG.valorMuitoAlto);
  }

  /** The lines' links: those the caller read with them, or one query. */
  async function vinculosDasLinhas(tx: Tx, empresaId: number, linhas: LinhaQueTiraEstoque[]) {
    if (linhas.every((l) => l.vinculos)) {
      // Once per product, as the query answers them: two lines of a product are two needs, not
      // four.
      const porProduto = new Map(linhas.map((l) => [l.produto_id, l.vinculos!]));
      return [...porProduto].flatMap(([produto_id, vs]) => vs.map((v) => ({ ...v, produto_id })));
    }
    const produtoIds = [...new Set(linhas.map((l) => l.produto_id))];
    if (produtoIds.length === 0) return [];
    return tx
      .select({
        item_id: estoqueProdutos.item_id,
        produto_id: estoqueProdutos.produto_id,
        quantidade: estoqueProdutos.quantidade,
      })
      .from(estoqueProdutos)
      .where(
        and(
          eq(estoqueProdutos.empresa_id, empresaId),
          inArray(estoqueProdutos.produto_id, produtoIds),
        ),
      );
  }

  /**
   * Locks these items of the empresa FOR UPDATE in id order: two transactions that need
   * overlapping items queue on the first one they share instead of deadlocking.
   */
  async function travarEmOrdem(tx: Tx, empresaId: number, itemIds: number[]) {
    return tx
      .select()
      .from(estoqueItens)
      .where(and(eq(estoqueItens.empresa_id, empresaId), inArray(estoqueItens.id, itemIds)))
      .orderBy(asc(estoqueItens.id))
      .for('update');
  }

  /**
   * Moves several items at once inside the caller's transaction, their rows already locked
   * (travarEmOrdem): each quantity changes by its delta (thousandths; negative for a saída).
   * Answers what the announcement after the commit needs.
   */
  async function moverTravados(
    tx: Tx,
    empresaId: number,
    travados: LinhaItem[],
    deltas: Map<number, number>,
  ) {
    const agora = deps.now();
    const depois: LinhaItem[] = [];
    const antes = new Map<number, number>();
    for (const item of travados) {
      const delta = deltas.get(item.id) ?? 0;
      antes.set(item.id, milesimos(item.quantidade));
      const [row] = await tx
        .update(estoqueItens)
        .set({
          quantidade: sql`${estoqueItens.quantidade} + ${(delta / 1000).toFixed(3)}::numeric`,
          updated_at: agora,
        })
        .where(eq(estoqueItens.id, item.id))
        .returning();
      depois.push(row!);
    }
    const flipou = await disponibilidadeMudou(tx, empresaId, antes);
    const statusAntes = new Map(
      travados.map((t) => [
        t.id,
        statusDoEstoque(paraNumero(t.quantidade), paraNumero(t.quantidade_minima)),
      ]),
    );
    return async () => {
      const vinculos = await vinculosDosItens(
        db,
        empresaId,
        depois.map((r) => r.id),
      );
      for (const row of depois)
        avisar(serializarItem(row, vinculos.get(row.id)), statusAntes.get(row.id));
      cardapioMudou(empresaId, flipou);
    };
  }

  /** See devolverDaVenda. */
  async function devolver(
    tx: Tx,
    empresaId: number,
    venda: VendaQueDevolve,
    origem: OrigemDoMovimento,
    fracao: { parte: number; todo: number } = { parte: 1, todo: 1 },
  ): Promise<(() => Promise<void>) | undefined> {
    const daVenda =
      'pedido_id' in venda
        ? eq(estoqueMovimentos.pedido_id, venda.pedido_id)
        : venda.comanda_item_ids.length > 0
          ? inArray(estoqueMovimentos.comanda_item_id, venda.comanda_item_ids)
          : undefined;
    if (!daVenda) return undefined;
    const saldos = await tx
      .select({
        item_id: estoqueMovimentos.item_id,
        comanda_id: estoqueMovimentos.comanda_id,
        comanda_item_id: estoqueMovimentos.comanda_item_id,
        tirado: sql<string>`sum(case when ${estoqueMovimentos.tipo} = 'saida' then ${estoqueMovimentos.quantidade} else -${estoqueMovimentos.quantidade} end)`,
        usuario_nome: sql<string>`min(${estoqueMovimentos.usuario_nome})`,
      })
      .from(estoqueMovimentos)
      .where(and(eq(estoqueMovimentos.empresa_id, empresaId), daVenda))
      .groupBy(
        estoqueMovimentos.item_id,
        estoqueMovimentos.comanda_id,
        estoqueMovimentos.comanda_item_id,
      );
    // Thousandths to give back per row of `saldos` (a share rounds to the thousandth).
    const devolucoes = saldos
      .map((s) => ({
        ...s,
        devolver: Math.round((milesimos(s.tirado) * fracao.parte) / fracao.todo),
      }))
      .filter((s) => s.devolver > 0);
    if (devolucoes.length === 0) return undefined;
    const porItem = new Map<number, number>();
    for (const d of devolucoes) porItem.set(d.item_id, (porItem.get(d.item_id) ?? 0) + d.devolver);
    const travados = await travarEmOrdem(tx, empresaId, [...porItem.keys()]);
    const anunciar = await moverTravados(tx, empresaId, travados, porItem);
    const existem = new Set(travados.map((t) => t.id));
    await tx.insert(estoqueMovimentos).values(
      devolucoes
        .filter((d) => existem.has(d.item_id))
        .sort(
          (a, b) => a.item_id - b.item_id || (a.comanda_item_id ?? 0) - (b.comanda_item_id ?? 0),
        )
        .map((d) => ({
          comanda_id: d.comanda_id,
          comanda_item_id: d.comanda_item_id,
          ...valoresDaOrigem(origem),
          empresa_id: empresaId,
          item_id: d.item_id,
          tipo: 'entrada' as const,
          quantidade: (d.devolver / 1000).toFixed(3),
          usuario_id: null,
          usuario_nome: d.usuario_nome,
          data: deps.now(),
        })),
    );
    return anunciar;
  }

  return {
    async listar(empresaId: number): Promise<EstoqueItem[]> {
      const rows = await db
        .select()
        .from(estoqueItens)
        .where(eq(estoqueItens.empresa_id, empresaId))
        .orderBy(asc(estoqueItens.nome), asc(estoqueItens.id));
      const vinculos = await vinculosDosItens(
        db,
        empresaId,
        rows.map((r) => r.id),
      );
      return rows.map((r) => serializarItem(r, vinculos.get(r.id)));
    },

    obter: async (empresaId: number, id: number) =>
      comVinculos(db, empresaId, await lerItem(db, empresaId, id)),

    /** A new item; its initial quantity is recorded as an entrada so the history adds up. */
    async criar(empresaId: number, usuarioId: number, form: EstoqueItemForm): Promise<EstoqueItem> {
      const { item, flipou } = await db.transaction(async (tx) => {
        await exigirProdutos(tx, empresaId, form);
        const afetados = (form.produtos ?? []).map((p) => p.produto_id);
        const antes = await produtosIndisponiveis(tx, empresaId, afetados);
        const [row] = await tx
          .insert(estoqueItens)
          .values({ empresa_id: empresaId, ...valoresDoForm(form) })
          .returning();
        await substituirVinculos(tx, empresaId, row!.id, form);
        if (form.quantidade > 0) {
          await inserirMovimento(tx, empresaId, usuarioId, {
            item_id: row!.id,
            tipo: 'entrada',
            quantidade: form.quantidade,
            motivo: MSG.motivoAjuste,
          });
        }
        const agora = await produtosIndisponiveis(tx, empresaId, afetados);
        return {
          item: await comVinculos(tx, empresaId, row!),
          flipou: !mesmoConjunto(antes, agora),
        };
      });
      cardapioMudou(empresaId, flipou);
      return avisar(item, 'normal');
    },

    /**
     * The form; a changed quantity is recorded as an adjustment movement (entrada or saída of
     * the difference) in the same transaction, with the row locked against concurrent movements.
     * `produtos`, when sent, replaces the products that use the item.
     */
    async atualizar(
      empresaId: number,
      usuarioId: number,
      id: number,
      form: EstoqueItemForm,
    ): Promise<EstoqueItem> {
      const { antes, depois, flipou } = await db.transaction(async (tx) => {
        const atual = serializarItem(await lerItem(tx, empresaId, id, true));
        await exigirProdutos(tx, empresaId, form);
        const afetados = [
          ...new Set([
            ...(await produtosDoItem(tx, empresaId, id)),
            ...(form.produtos ?? []).map((p) => p.produto_id),
          ]),
        ];
        const indisponiveisAntes = await produtosIndisponiveis(tx, empresaId, afetados);
        const [row] = await tx
          .update(estoqueItens)
          .set({ ...valoresDoForm(form), updated_at: deps.now() })
          .where(linhaDaEmpresa(estoqueItens, empresaId, id))
          .returning();
        await substituirVinculos(tx, empresaId, id, form);
        const diferenca = Math.round((form.quantidade - atual.quantidade) * 1000) / 1000;
        if (diferenca !== 0) {
          await inserirMovimento(tx, empresaId, usuarioId, {
            item_id: id,
            tipo: diferenca > 0 ? 'entrada' : 'saida',
            quantidade: Math.abs(diferenca),
            motivo: MSG.motivoAjuste,
          });
        }
        const indisponiveisAgora = await produtosIndisponiveis(tx, empresaId, afetados);
        return {
          antes: atual.status,
          depois: await comVinculos(tx, empresaId, row!),
          flipou: !mesmoConjunto(indisponiveisAntes, indisponiveisAgora),
        };
      });
      cardapioMudou(empresaId, flipou);
      return avisar(depois, antes);
    },

    /** Deletes the item, its movements and its links (a product it blocked is available again). */
    async excluir(empresaId: number, id: number): Promise<void> {
      const flipou = await db.transaction(async (tx) => {
        await lerItem(tx, empresaId, id, true);
        const afetados = await produtosDoItem(tx, empresaId, id);
        const antes = await produtosIndisponiveis(tx, empresaId, afetados);
        await tx.delete(estoqueItens).where(linhaDaEmpresa(estoqueItens, empresaId, id));
        return !mesmoConjunto(antes, await produtosIndisponiveis(tx, empresaId, afetados));
      });
      cardapioMudou(empresaId, flipou);
      deps.publish({
        empresaId: empresaId,
        name: 'estoque:removido',
        rooms: [rooms.equipe(empresaId)],
        payload: { id, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },

    /** The most recent movements first (10 by default, as the screen shows). */
    listarMovimentos: (empresaId: number, filtro: MovimentosFiltro = {}) =>
      lerMovimentos(db, empresaId, filtro),

    /** An entrada or saída; a saída larger than the stock is refused (400) and changes nothing. */
    async registrarMovimento(
      empresaId: number,
      usuarioId: number,
      mov: MovimentoForm,
    ): Promise<MovimentoRegistrado> {
      const { registrado, antes, flipou } = await db.transaction(async (tx) => {
        const row = await aplicar(tx, empresaId, mov);
        const quantidade = paraNumero(row.quantidade);
        const anterior = quantidade + (mov.tipo === 'saida' ? mov.quantidade : -mov.quantidade);
        const flipou = await disponibilidadeMudou(
          tx,
          empresaId,
          new Map([[row.id, milesimos(anterior)]]),
        );
        const item = await comVinculos(tx, empresaId, row);
        const movimentoId = await inserirMovimento(tx, empresaId, usuarioId, mov);
        const [movimento] = await lerMovimentos(tx, empresaId, { id: movimentoId });
        return {
          registrado: { movimento: movimento!, item },
          antes: statusDoEstoque(anterior, item.quantidade_minima),
          flipou,
        };
      });
      avisar(registrado.item, antes);
      cardapioMudou(empresaId, flipou);
      return registrado;
    },

    /**
     * Inside a sale's transaction (an order's checkout, an item added to a waiter's tab), before
     * the sale's own row exists: what its lines need of each linked item (line quantity × the
     * link's quantity, summed over lines) is taken, the items locked FOR UPDATE in id order. An
     * item holding less than the sale needs refuses the whole sale (400, MENSAGENS_ESTOQUE
     * .esgotado naming the product; the transaction rolls back). Lines of products without links
     * take nothing; a sale without any answers null after one read. `registrar` then writes the
     * saídas naming the sale (the order, or the tab and its item).
     */
    async tirarParaVenda(
      tx: Tx,
      empresaId: number,
      linhas: LinhaQueTiraEstoque[],
      usuarioNome: string,
    ): Promise<BaixaDaVenda | null> {
      const vendidas = linhas.filter((l) => l.quantidade > 0);
      const vinculos = await vinculosDasLinhas(tx, empresaId, vendidas);
      // No linked item: nothing to lock or take (the checkout's common case costs no query).
      if (vinculos.length === 0) return null;
      // Thousandths of each item the sale needs, and the first product that needs it.
      const precisa = new Map<number, number>();
      const produtoDoItem = new Map<number, string>();
      for (const linha of vendidas)
        for (const v of vinculos.filter((x) => x.produto_id === linha.produto_id)) {
          precisa.set(
            v.item_id,
            (precisa.get(v.item_id) ?? 0) + linha.quantidade * milesimos(v.quantidade),
          );
          if (!produtoDoItem.has(v.item_id)) produtoDoItem.set(v.item_id, linha.produto_nome);
        }
      const travados = await travarEmOrdem(tx, empresaId, [...precisa.keys()]);
      for (const item of travados) {
        if (milesimos(item.quantidade) < precisa.get(item.id)!)
          throw validacao(
            MSG.esgotado(produtoDoItem.get(item.id)!, paraNumero(item.quantidade), item.unidade),
          );
      }
      const anunciar = await moverTravados(
        tx,
        empresaId,
        travados,
        new Map([...precisa].map(([id, q]) => [id, -q])),
      );
      return {
        async registrar(txDaVenda, origem) {
          await txDaVenda.insert(estoqueMovimentos).values(
            travados.map((item) => ({
              ...valoresDaOrigem(origem),
              empresa_id: empresaId,
              item_id: item.id,
              tipo: 'saida' as const,
              quantidade: (precisa.get(item.id)! / 1000).toFixed(3),
              usuario_id: null,
              usuario_nome: usuarioNome,
              data: deps.now(),
            })),
          );
        },
        depoisDoCommit: anunciar,
      };
    },

    /**
     * Inside the transaction that undoes a sale, or part of it: what the sale took and has not
     * been given back yet (its saídas minus its entradas, per item and tab item) returns as
     * entradas named by `origem`, the items locked in id order. `fracao` gives back only that
     * share (an unsent tab item lowered from 3 to 1 gives back 2/3 of what it took). Undoing
     * twice returns nothing the second time. Answers the announcement for after the commit, or
     * nothing when the sale took no stock.
     */
    async devolverDaVenda(
      tx: Tx,
      empresaId: number,
      venda: VendaQueDevolve,
      origem: OrigemDoMovimento,
      fracao: { parte: number; todo: number } = { parte: 1, todo: 1 },
    ) {
      return devolver(tx, empresaId, venda, origem, fracao);
    },

    /** The checkout's reverse step: a cancelled order gives back what it took. */
    devolverDoPedido: (tx: Tx, empresaId: number, pedidoId: number) =>
      devolver(
        tx,
        empresaId,
        { pedido_id: pedidoId },
        { motivo: MSG.motivoCancelamento(pedidoId), pedido_id: pedidoId },
      ),

    /**
     * Sending a tab's items to the kitchen: what they took (when added) now belongs to the
     * kitchen order too, so cancelling that order gives it back like any order.
     */
    async passarParaPedido(
      tx: Tx,
      empresaId: number,
      comandaItemIds: number[],
      pedidoId: number,
    ): Promise<void> {
      if (comandaItemIds.length === 0) return;
      await tx
        .update(estoqueMovimentos)
        .set({ pedido_id: pedidoId })
        .where(
          and(
            eq(estoqueMovimentos.empresa_id, empresaId),
            inArray(estoqueMovimentos.comanda_item_id, comandaItemIds),
          ),
        );
    },

    /** For the public menu: the products a linked item makes unavailable. */
    produtosIndisponiveis: (empresaId: number) => produtosIndisponiveis(db, empresaId),
  };
}

export type EstoqueService = ReturnType<typeof createEstoqueService>;
