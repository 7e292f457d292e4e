/**
 * Reports (issue 16; staff-side §2, §3, §7, §9): sales by day (by month for 1y), products,
 * categories and a summary with insights, for the last N local days of a company.
 *
 * ## Daily rollups, not indexes (and why)
 * The budget is < 300 ms p95 per call for a year of a company with 1,000,000 orders (~3 items
 * each) beside nine companies of the same size. An index on (empresa_id, created_at) still makes
 * a 1y report read a million order rows and three million item rows on every call: measured on
 * the benchmark's database (bench/relatorios.ts, warm cache), the daily totals straight from
 * pedidos take 0.5–0.7 s and the products from pedido_itens 3.4–3.7 s, over budget before any
 * concurrency. So sales are kept pre-aggregated per local day in two tables (relatorios/schema.ts):
 *   - relatorio_diario (empresa_id, dia): pedidos, itens, frete, desconto;
 *   - relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome): quantidade, receita;
 *   - relatorio_canal_diario (empresa_id, dia, canal): pedidos, total (issue 31: an order under
 *     its `canal`, a paid tab under 'garcom'; its rows of a day sum to the day's first row).
 * A 1y report reads at most 365 rows of the first, 365 × products of the second and 365 × 5 of
 * the third.
 *
 * ## Kept exact, in the writers' transactions
 * The rollups change in the same transaction as the sale they reflect, through three calls only
 * (each writes the day's row, then the channel's, then the products', in that lock order):
 *   - `somarPedidoCriado(tx, {...})`: queued by pedidos' 'criar-pedido' checkout step for the
 *     end of the checkout's transaction, after every step (antesDoCommit), so the hot rows are
 *     held only until the commit (every delivery, pickup and site-paid order is created there).
 *     It adds what the checkout computed and wrote in that transaction, without reading the
 *     order back;
 *   - `tirarPedido(tx, empresa, pedido)`: pedidos' status change to 'cancelado' (staff,
 *     customer, PIX expiry), after the checkout's reverse steps, so the rollup row is the last
 *     lock the cancellation takes (the checkout takes it last too: no lock-order deadlock).
 *     'cancelado' is final in the order state machine, so an order is subtracted at most once;
 *   - `somarComandaPaga(tx, empresa, comanda)`: conta.pagar (fechada → paga, final).
 * What counts is what the dashboard home counts (dashboard/service.ts): orders not cancelled,
 * on the local day of created_at, except a tab's kitchen orders (comanda_id set), which are sold
 * when their tab is paid, on the local day of paga_em, for total_pago. A paid tab's items are its
 * comanda_itens not cancelled; its service charge is part of its `itens` (total_pago), so
 * total = itens + frete - desconto holds for every row.
 * The day is the local day in empresas.timezone at the time of writing. Nothing in the API changes
 * a company's timezone; if an operator does, `reconstruir(empresaId)` rebuilds its rollup from
 * the orders and tabs (the same statements as the one-off backfill of the relatorios migration).
 */
import { and, between, desc, eq, sql } from 'drizzle-orm';
import {
  type CategoriaDoRelatorio,
  MENSAGENS_EMPRESA,
  MENSAGENS_RELATORIOS,
  NOMES_DOS_DIAS,
  type PeriodoRelatorio,
  type ProdutoDoRelatorio,
  type ResumoDoRelatorio,
  type VendaDoPeriodo,
  CANAIS_PEDIDO,
  NOME_DO_CANAL,
  type CanalDoRelatorio,
  type CanalPedido,
} from '@cardapio/shared-events';
import { categorias, produtos } from '../cardapio/schema';
import { centavosDaLinha, type LinhaDoCheckout } from '../checkout/pipeline';
import type { Db, DbOrTx, Tx } from '../db/client';
import { sqlPreparado } from '../db/preparadas';
import { diaLocal } from '../shared/dia-local';
import { empresas } from '../empresas/schema';
import { naoEncontrado } from '../shared/errors';
import { centavosParaNumeric, deCentavos, paraCentavos } from '../shared/money';
import {
  relatorioCanalDiario,
  relatorioCozinhaDiario,
  relatorioDiario,
  relatorioProdutoDiario,
} from './schema';

export interface RelatoriosDeps {
  db: Db;
  now: () => Date;
}

/** Days per period; 1y is 365 local days. */
export const DIAS_DO_PERIODO: Record<PeriodoRelatorio, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** The product list is capped: the screen shows 5; 100 is more than any chart or table wants. */
export const LIMITE_PRODUTOS = 100;

/** The local days a report covers, inclusive, and the period of the same length before it. */
export interface Janela {
  inicio: string;
  fim: string;
  anteriorInicio: string;
  anteriorFim: string;
}

/** A calendar day plus `dias` (negative goes back); pure date arithmetic, no timezone. */
export function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Today in the company's timezone and the N−1 local days before it; then the N days before those. */
export function janelaDo(periodo: PeriodoRelatorio, agora: Date, timezone: string): Janela {
  const n = DIAS_DO_PERIODO[periodo];
  const fim = diaLocal(agora, timezone);
  const inicio = somarDias(fim, 1 - n);
  return { inicio, fim, anteriorInicio: somarDias(inicio, -n), anteriorFim: somarDias(inicio, -1) };
}

/** Percent with one decimal; null when the previous period sold nothing (nothing to divide). */
export function crescimentoPercentual(atual: number, anterior: number): number | null {
  if (anterior === 0) return null;
  return Math.round(((atual - anterior) / anterior) * 1000) / 10;
}

interface DiaSomado {
  dia: string;
  pedidos: number;
  itens: number;
  frete: number;
  desconto: number;
}

const totalDe = (d: Pick<DiaSomado, 'itens' | 'frete' | 'desconto'>) =>
  d.itens + d.frete - d.desconto;

const paraVenda = (data: string, d: Omit<DiaSomado, 'dia'>): VendaDoPeriodo => ({
  data,
  total: deCentavos(totalDe(d)),
  quantidade: d.pedidos,
  itens: deCentavos(d.itens),
  frete: deCentavos(d.frete),
  desconto: deCentavos(d.desconto),
});

const vazio = (): Omit<DiaSomado, 'dia'> => ({ pedidos: 0, itens: 0, frete: 0, desconto: 0 });

/**
 * The rollup statements of one order (added when created, taken back when cancelled), of one paid
 * tab, and of a whole company (the rebuild). An order is added from the values its checkout just
 * wrote; the others read the source rows they sum in the same transaction. Rows are upserted in
 * key order (product rows sorted) so that concurrent writers lock them in the same order.
 */
const SOMAR_DIA = sql`on conflict (empresa_id, dia) do update set
  pedidos = relatorio_diario.pedidos + excluded.pedidos,
  itens = relatorio_diario.itens + excluded.itens,
  frete = relatorio_diario.frete + excluded.frete,
  desconto = relatorio_diario.desconto + excluded.desconto`;
const SOMAR_CANAL = sql`on conflict (empresa_id, dia, canal) do update set
  pedidos = relatorio_canal_diario.pedidos + excluded.pedidos,
  total = relatorio_canal_diario.total + excluded.total`;
const SOMAR_PRODUTO = sql`on conflict (empresa_id, dia, produto_id, produto_nome) do update set
  quantidade = relatorio_produto_diario.quantidade + excluded.quantidade,
  receita = relatorio_produto_diario.receita + excluded.receita`;

/**
 * Takes one cancelled order back out of the rollups, reading it (it may be of another day than
 * today's); built once (preparadas.ts).
 */
const tirarUmPedido = sqlPreparado<{ empresaId: number; pedidoId: number }>(() => {
  const empresaId = sql.placeholder('empresaId');
  const pedidoId = sql.placeholder('pedidoId');
  return sql`
    with dia as (
      insert into relatorio_diario (empresa_id, dia, pedidos, itens, frete, desconto)
      select p.empresa_id, (p.created_at at time zone e.timezone)::date, -1,
        -(p.total - p.valor_frete + p.desconto), -p.valor_frete, -p.desconto
      from pedidos p join empresas e on e.id = p.empresa_id
      where p.empresa_id = ${empresaId} and p.id = ${pedidoId} and p.comanda_id is null
      ${SOMAR_DIA}
      returning 1
    ), canal as (
      insert into relatorio_canal_diario (empresa_id, dia, canal, pedidos, total)
      select p.empresa_id, (p.created_at at time zone e.timezone)::date, p.canal, -1, -p.total
      from pedidos p join empresas e on e.id = p.empresa_id
      where p.empresa_id = ${empresaId} and p.id = ${pedidoId} and p.comanda_id is null
        and exists (select 1 from dia)
      ${SOMAR_CANAL}
      returning 1
    )
    insert into relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome, quantidade, receita)
    select p.empresa_id, (p.created_at at time zone e.timezone)::date,
      coalesce(i.produto_id, 0), i.produto_nome, -sum(i.quantidade),
      -sum(i.preco_unitario * i.quantidade)
    from pedido_itens i
    join pedidos p on p.id = i.pedido_id and p.empresa_id = i.empresa_id
    join empresas e on e.id = p.empresa_id
    where i.empresa_id = ${empresaId} and i.pedido_id = ${pedidoId} and p.comanda_id is null
      and exists (select 1 from canal)
    group by 1, 2, 3, 4
    order by 3, 4
    ${SOMAR_PRODUTO}`;
});

/** An order just created, as the checkout computed it (relatorios.somarPedidoCriado). */
export interface PedidoCriadoNoRelatorio {
  empresaId: number;
  /** The company's timezone: the order's local day is today's there. */
  timezone: string;
  /** How it came in (pedidos.canal): its row of relatorio_canal_diario. */
  canal: CanalPedido;
  itensCentavos: number;
  freteCentavos: number;
  descontoCentavos: number;
  linhas: ReadonlyArray<{
    produto_id: number;
    produto_nome: string;
    quantidade: number;
    precoUnitarioCentavos: number;
    personalizacoes: LinhaDoCheckout['personalizacoes'];
  }>;
}

/**
 * Adds an order created in this transaction from the values the checkout just wrote: nothing is
 * read back (the statement that reads the order cost PostgreSQL more than all the checkout's
 * other statements together). Its day is now() in the company's timezone, which is the order's
 * created_at (both are the transaction's start). Product rows come sorted by product id, in the
 * order tirarUmPedido locks them.
 */
const somarPedidoNovo = sqlPreparado<{
  empresaId: number;
  timezone: string;
  canal: string;
  itens: string;
  frete: string;
  desconto: string;
  total: string;
  produtos: string;
}>(() => {
  const empresaId = sql.placeholder('empresaId');
  const dia = sql`(now() at time zone ${sql.placeholder('timezone')}::text)::date`;
  return sql`
    with dia as (
      insert into relatorio_diario (empresa_id, dia, pedidos, itens, frete, desconto)
      values (${empresaId}::int, ${dia}, 1, ${sql.placeholder('itens')}::numeric,
        ${sql.placeholder('frete')}::numeric, ${sql.placeholder('desconto')}::numeric)
      ${SOMAR_DIA}
      returning 1
    ), canal as (
      insert into relatorio_canal_diario (empresa_id, dia, canal, pedidos, total)
      select ${empresaId}::int, ${dia}, ${sql.placeholder('canal')}::text, 1,
        ${sql.placeholder('total')}::numeric
      where exists (select 1 from dia)
      ${SOMAR_CANAL}
      returning 1
    )
    insert into relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome, quantidade, receita)
    select ${empresaId}::int, ${dia}, (p.linha->>'produto_id')::int, p.linha->>'produto_nome',
      (p.linha->>'quantidade')::int, (p.linha->>'receita')::numeric
    from jsonb_array_elements(${sql.placeholder('produtos')}::jsonb) with ordinality as p(linha, ordem)
    where exists (select 1 from canal)
    order by p.ordem
    ${SOMAR_PRODUTO}`;
});

/** The order's product rows: one per product and name, sorted by product id then name. */
function produtosDoPedido(linhas: PedidoCriadoNoRelatorio['linhas']) {
  const porChave = new Map<
    string,
    { produto_id: number; produto_nome: string; quantidade: number; centavos: number }
  >();
  for (const l of linhas) {
    const chave = `${l.produto_id}\u0000${l.produto_nome}`;
    const p = porChave.get(chave) ?? {
      produto_id: l.produto_id,
      produto_nome: l.produto_nome,
      quantidade: 0,
      centavos: 0,
    };
    p.quantidade += l.quantidade;
    p.centavos += centavosDaLinha(l);
    porChave.set(chave, p);
  }
  return [...porChave.values()]
    .sort(
      (a, b) =>
        a.produto_id - b.produto_id ||
        (a.produto_nome < b.produto_nome ? -1 : a.produto_nome > b.produto_nome ? 1 : 0),
    )
    .map((p) => ({
      produto_id: p.produto_id,
      produto_nome: p.produto_nome,
      quantidade: p.quantidade,
      receita: centavosParaNumeric(p.centavos),
    }));
}

/** The rebuild of the rollups of one company (or of all, empresaId null): the backfill too. */
export async function reconstruirRelatorios(tx: DbOrTx, empresaId: number | null): Promise<void> {
  const daEmpresa = (coluna: string) =>
    empresaId === null ? sql`true` : sql`${sql.raw(coluna)} = ${empresaId}`;
  await tx.execute(
    sql`delete from relatorio_diario where ${daEmpresa('relatorio_diario.empresa_id')}`,
  );
  await tx.execute(
    sql`delete from relatorio_produto_diario where ${daEmpresa('relatorio_produto_diario.empresa_id')}`,
  );
  await tx.execute(
    sql`delete from relatorio_canal_diario where ${daEmpresa('relatorio_canal_diario.empresa_id')}`,
  );
  await tx.execute(sql`
    insert into relatorio_diario (empresa_id, dia, pedidos, itens, frete, desconto)
    select empresa_id, dia, sum(pedidos), sum(itens), sum(frete), sum(desconto) from (
      select p.empresa_id, (p.created_at at time zone e.timezone)::date as dia, 1 as pedidos,
        p.total - p.valor_frete + p.desconto as itens, p.valor_frete as frete, p.desconto
      from pedidos p join empresas e on e.id = p.empresa_id
      where ${daEmpresa('p.empresa_id')} and p.status <> 'cancelado' and p.comanda_id is null
      union all
      select c.empresa_id, (c.paga_em at time zone e.timezone)::date, 1, c.total_pago, 0, 0
      from comandas c join empresas e on e.id = c.empresa_id
      where ${daEmpresa('c.empresa_id')} and c.status = 'paga'
    ) v group by empresa_id, dia`);
  // The same sales by channel (the statement of the relatorio_canal_diario migration's backfill).
  await tx.execute(sql`
    insert into relatorio_canal_diario (empresa_id, dia, canal, pedidos, total)
    select empresa_id, dia, canal, sum(pedidos), sum(total) from (
      select p.empresa_id, (p.created_at at time zone e.timezone)::date as dia, p.canal,
        1 as pedidos, p.total
      from pedidos p join empresas e on e.id = p.empresa_id
      where ${daEmpresa('p.empresa_id')} and p.status <> 'cancelado' and p.comanda_id is null
      union all
      select c.empresa_id, (c.paga_em at time zone e.timezone)::date, 'garcom', 1, c.total_pago
      from comandas c join empresas e on e.id = c.empresa_id
      where ${daEmpresa('c.empresa_id')} and c.status = 'paga'
    ) v group by empresa_id, dia, canal`);
  await tx.execute(sql`
    insert into relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome, quantidade, receita)
    select empresa_id, dia, produto_id, produto_nome, sum(quantidade), sum(receita) from (
      select i.empresa_id, (p.created_at at time zone e.timezone)::date as dia,
        coalesce(i.produto_id, 0) as produto_id, i.produto_nome, i.quantidade,
        i.preco_unitario * i.quantidade as receita
      from pedido_itens i
      join pedidos p on p.id = i.pedido_id and p.empresa_id = i.empresa_id
      join empresas e on e.id = p.empresa_id
      where ${daEmpresa('i.empresa_id')} and p.status <> 'cancelado' and p.comanda_id is null
      union all
      select i.empresa_id, (c.paga_em at time zone e.timezone)::date, coalesce(i.produto_id, 0),
        i.produto_nome, i.quantidade, i.preco_unitario * i.quantidade
      from comanda_itens i
      join comandas c on c.id = i.comanda_id and c.empresa_id = i.empresa_id
      join empresas e on e.id = c.empresa_id
      where ${daEmpresa('i.empresa_id')} and c.status = 'paga' and i.status <> 'cancelado'
    ) v group by empresa_id, dia, produto_id, produto_nome`);
}

export function createRelatoriosService(deps: RelatoriosDeps) {
  const { db } = deps;

  async function timezoneDa(empresaId: number): Promise<string> {
    const [empresa] = await db
      .select({ timezone: empresas.timezone })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    if (!empresa) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
    return empresa.timezone;
  }

  async function janela(empresaId: number, periodo: PeriodoRelatorio, agora: Date) {
    return janelaDo(periodo, agora, await timezoneDa(empresaId));
  }

  /** The rollup's days that sold something between two local days, inclusive. */
  async function dias(empresaId: number, inicio: string, fim: string): Promise<DiaSomado[]> {
    const rows = await db
      .select()
      .from(relatorioDiario)
      .where(
        and(eq(relatorioDiario.empresa_id, empresaId), between(relatorioDiario.dia, inicio, fim)),
      );
    return rows.map((r) => ({
      dia: r.dia,
      pedidos: r.pedidos,
      itens: paraCentavos(r.itens),
      frete: paraCentavos(r.frete),
      desconto: paraCentavos(r.desconto),
    }));
  }

  async function somaDoPeriodo(empresaId: number, inicio: string, fim: string) {
    const [r] = await db
      .select({
        pedidos: sql<string>`coalesce(sum(${relatorioDiario.pedidos}), 0)::text`,
        total: sql<string>`coalesce(sum(${relatorioDiario.itens} + ${relatorioDiario.frete} - ${relatorioDiario.desconto}), 0)::text`,
      })
      .from(relatorioDiario)
      .where(
        and(eq(relatorioDiario.empresa_id, empresaId), between(relatorioDiario.dia, inicio, fim)),
      );
    return { pedidos: Number(r?.pedidos ?? 0), centavos: paraCentavos(r?.total ?? 0) };
  }

  /**
   * The period's sales per product id and sold-under name: a plain hash aggregate over the
   * rollup rows (365 × products for 1y); names and categories are joined on its few rows after.
   */
  const porProduto = (empresaId: number, inicio: string, fim: string) => {
    const r = relatorioProdutoDiario;
    return db.$with('por_produto').as(
      db
        .select({
          produto_id: r.produto_id,
          produto_nome: r.produto_nome,
          quantidade: sql<string>`sum(${r.quantidade})`.as('quantidade'),
          receita: sql<string>`sum(${r.receita})`.as('receita'),
          ultimo: sql<string>`max(${r.dia})`.as('ultimo'),
        })
        .from(r)
        .where(and(eq(r.empresa_id, empresaId), between(r.dia, inicio, fim)))
        .groupBy(r.produto_id, r.produto_nome),
    );
  };

  /**
   * Best sellers by quantity (then revenue, then name), at most `limite`, and the units sold of
   * the whole period (every product, not only the listed ones).
   */
  async function produtosDe(
    empresaId: number,
    inicio: string,
    fim: string,
    limite = LIMITE_PRODUTOS,
  ): Promise<{ lista: ProdutoDoRelatorio[]; unidades: number }> {
    const v = porProduto(empresaId, inicio, fim);
    const quantidade = sql<string>`sum(${v.quantidade})`;
    const receita = sql<string>`sum(${v.receita})`;
    const rows = await db
      .with(v)
      .select({
        produto_id: v.produto_id,
        // The product's current name; a deleted product keeps the name it was last sold under.
        nome: sql<string>`coalesce(max(${produtos.nome}), (array_agg(${v.produto_nome} order by ${v.ultimo} desc))[1])`,
        quantidade: sql<string>`${quantidade}::text`,
        receita: sql<string>`${receita}::text`,
        unidades: sql<string>`(sum(${quantidade}) over ())::text`,
      })
      .from(v)
      .leftJoin(produtos, and(eq(produtos.empresa_id, empresaId), eq(produtos.id, v.produto_id)))
      // Items without a product id stay apart by name.
      .groupBy(v.produto_id, sql`case when ${v.produto_id} = 0 then ${v.produto_nome} end`)
      .having(sql`${quantidade} <> 0`)
      .orderBy(desc(quantidade), desc(receita), sql`2`)
      .limit(limite);
    return {
      lista: rows.map((row) => ({
        produto_id: row.produto_id === 0 ? null : row.produto_id,
        nome: row.nome,
        quantidade_vendida: Number(row.quantidade),
        receita: deCentavos(paraCentavos(row.receita)),
      })),
      unidades: Number(rows[0]?.unidades ?? 0),
    };
  }

  return {
    /**
     * Sales rows, one per local day for 7d/30d/90d and one per month (data = its first day,
     * AAAA-MM-01) for 1y, oldest first. Days and months without sales are included with zeros:
     * a chart wants a continuous axis. For 1y the first and last months are partial (the period
     * is 365 local days ending today).
     */
    async vendas(
      empresaId: number,
      periodo: PeriodoRelatorio,
      agora: Date = deps.now(),
    ): Promise<VendaDoPeriodo[]> {
      const { inicio, fim } = await janela(empresaId, periodo, agora);
      const porChave = new Map<string, Omit<DiaSomado, 'dia'>>();
      const chave = (dia: string) => (periodo === '1y' ? `${dia.slice(0, 7)}-01` : dia);
      for (let dia = inicio; dia <= fim; dia = somarDias(dia, 1))
        if (!porChave.has(chave(dia))) porChave.set(chave(dia), vazio());
      for (const d of await dias(empresaId, inicio, fim)) {
        const soma = porChave.get(chave(d.dia))!;
        soma.pedidos += d.pedidos;
        soma.itens += d.itens;
        soma.frete += d.frete;
        soma.desconto += d.desconto;
      }
      return [...porChave].map(([data, soma]) => paraVenda(data, soma));
    },

    /** Best sellers of the period by quantity sold, at most LIMITE_PRODUTOS (100). */
    async produtos(
      empresaId: number,
      periodo: PeriodoRelatorio,
      agora: Date = deps.now(),
    ): Promise<ProdutoDoRelatorio[]> {
      const { inicio, fim } = await janela(empresaId, periodo, agora);
      return (await produtosDe(empresaId, inicio, fim)).lista;
    },

    /**
     * Sales by the product's current category, highest revenue first; deleted products and
     * products without a category fall under 'Sem categoria' (categoria_id null).
     */
    async categorias(
      empresaId: number,
      periodo: PeriodoRelatorio,
      agora: Date = deps.now(),
    ): Promise<CategoriaDoRelatorio[]> {
      const { inicio, fim } = await janela(empresaId, periodo, agora);
      const v = porProduto(empresaId, inicio, fim);
      const quantidade = sql<string>`sum(${v.quantidade})`;
      const receita = sql<string>`sum(${v.receita})`;
      const rows = await db
        .with(v)
        .select({
          categoria_id: categorias.id,
          categoria: categorias.nome,
          quantidade: sql<string>`${quantidade}::text`,
          receita: sql<string>`${receita}::text`,
        })
        .from(v)
        .leftJoin(produtos, and(eq(produtos.empresa_id, empresaId), eq(produtos.id, v.produto_id)))
        .leftJoin(
          categorias,
          and(eq(categorias.empresa_id, empresaId), eq(categorias.id, produtos.categoria_id)),
        )
        .groupBy(categorias.id, categorias.nome)
        .having(sql`${quantidade} <> 0`)
        .orderBy(desc(receita), desc(quantidade), sql`2`);
      return rows.map((row) => ({
        categoria_id: row.categoria_id,
        categoria: row.categoria ?? MENSAGENS_RELATORIOS.semCategoria,
        quantidade: Number(row.quantidade),
        receita: deCentavos(paraCentavos(row.receita)),
      }));
    },

    /**
     * Sales by channel (issue 31), highest revenue first (then the channels' order); channels
     * without sales left out. Read from relatorio_canal_diario: at most 365 × 5 rows for 1y.
     */
    async canais(
      empresaId: number,
      periodo: PeriodoRelatorio,
      agora: Date = deps.now(),
    ): Promise<CanalDoRelatorio[]> {
      const { inicio, fim } = await janela(empresaId, periodo, agora);
      const r = relatorioCanalDiario;
      const rows = await db
        .select({
          canal: r.canal,
          pedidos: sql<string>`sum(${r.pedidos})::text`,
          total: sql<string>`sum(${r.total})::text`,
        })
        .from(r)
        .where(and(eq(r.empresa_id, empresaId), between(r.dia, inicio, fim)))
        .groupBy(r.canal);
      const somas = rows
        .map((row) => ({
          canal: row.canal,
          pedidos: Number(row.pedidos),
          centavos: paraCentavos(row.total),
        }))
        // A channel whose sales were all cancelled keeps a row of zeros.
        .filter((c) => c.pedidos !== 0);
      const totalDoPeriodo = somas.reduce((t, c) => t + c.centavos, 0);
      const ordem = (canal: CanalPedido) => CANAIS_PEDIDO.indexOf(canal);
      return somas
        .sort((a, b) => b.centavos - a.centavos || ordem(a.canal) - ordem(b.canal))
        .map((c) => ({
          canal: c.canal,
          nome: NOME_DO_CANAL[c.canal],
          pedidos: c.pedidos,
          total: deCentavos(c.centavos),
          ticket_medio: deCentavos(c.centavos / c.pedidos),
          percentual:
            totalDoPeriodo > 0 ? Math.round((c.centavos / totalDoPeriodo) * 1000) / 10 : 0,
        }));
    },

    /**
     * Totals of the period and the insights: the weekday that sold most (summed over the
     * period's local days; null without orders), the product sold in the largest quantity, and
     * the growth of sales against the previous period of the same length (null when that one
     * sold nothing). produtosVendidos counts units (the items' quantities).
     */
    async resumo(
      empresaId: number,
      periodo: PeriodoRelatorio,
      agora: Date = deps.now(),
    ): Promise<ResumoDoRelatorio> {
      const j = await janela(empresaId, periodo, agora);
      const [doPeriodo, anterior, maisVendido] = await Promise.all([
        dias(empresaId, j.inicio, j.fim),
        somaDoPeriodo(empresaId, j.anteriorInicio, j.anteriorFim),
        produtosDe(empresaId, j.inicio, j.fim, 1),
      ]);
      const [estrela] = maisVendido.lista;
      const soma = vazio();
      const porDiaDaSemana = NOMES_DOS_DIAS.map(() => 0);
      for (const d of doPeriodo) {
        soma.pedidos += d.pedidos;
        soma.itens += d.itens;
        soma.frete += d.frete;
        soma.desconto += d.desconto;
        porDiaDaSemana[new Date(`${d.dia}T00:00:00Z`).getUTCDay()]! += totalDe(d);
      }
      const total = totalDe(soma);
      let melhor = 0;
      porDiaDaSemana.forEach((t, dia) => {
        if (t > porDiaDaSemana[melhor]!) melhor = dia;
      });
      return {
        totalVendas: deCentavos(total),
        totalPedidos: soma.pedidos,
        mediaTicket: soma.pedidos > 0 ? deCentavos(total / soma.pedidos) : null,
        produtosVendidos: maisVendido.unidades,
        totalItens: deCentavos(soma.itens),
        totalFrete: deCentavos(soma.frete),
        totalDesconto: deCentavos(soma.desconto),
        insights: {
          melhorDiaDaSemana:
            soma.pedidos > 0
              ? {
                  dia: melhor,
                  nome: NOMES_DOS_DIAS[melhor]!,
                  total: deCentavos(porDiaDaSemana[melhor]!),
                }
              : null,
          produtoEstrela: estrela
            ? { nome: estrela.nome, quantidade_vendida: estrela.quantidade_vendida }
            : null,
          crescimento: crescimentoPercentual(total, anterior.centavos),
        },
        periodo,
        inicio: j.inicio,
        fim: j.fim,
      };
    },

    /**
     * Takes a cancelled order back out of the rollups, inside the cancellation's transaction:
     * the order's local day, its parts and its items. A tab's kitchen order is left out (its tab
     * is the sale). Called by pedidos only.
     */
    async tirarPedido(tx: Tx, empresaId: number, pedidoId: number): Promise<void> {
      // One statement: these rows are hot (every order of the day updates them), and each round
      // trip spent holding them makes the other orders of the company wait. The day's row is
      // locked before the products' (the products' insert waits on `dia`), as somarComandaPaga
      // does, so the two never deadlock.
      await tirarUmPedido(tx, { empresaId, pedidoId });
    },

    /**
     * Adds an order the checkout has just created, inside its transaction (pedidos'
     * 'criar-pedido', queued for the end of the transaction: antesDoCommit).
     */
    async somarPedidoCriado(tx: Tx, pedido: PedidoCriadoNoRelatorio): Promise<void> {
      await somarPedidoNovo(tx, {
        empresaId: pedido.empresaId,
        timezone: pedido.timezone,
        canal: pedido.canal,
        itens: centavosParaNumeric(pedido.itensCentavos),
        frete: centavosParaNumeric(pedido.freteCentavos),
        desconto: centavosParaNumeric(pedido.descontoCentavos),
        total: centavosParaNumeric(
          pedido.itensCentavos + pedido.freteCentavos - pedido.descontoCentavos,
        ),
        produtos: JSON.stringify(produtosDoPedido(pedido.linhas)),
      });
    },

    /**
     * Adds a tab just paid (conta.pagar, inside its transaction, after the row became 'paga'):
     * one sale of total_pago on the local day of paga_em, and its items not cancelled.
     */
    async somarComandaPaga(tx: Tx, empresaId: number, comandaId: number): Promise<void> {
      await tx.execute(sql`
        insert into relatorio_diario (empresa_id, dia, pedidos, itens, frete, desconto)
        select c.empresa_id, (c.paga_em at time zone e.timezone)::date, 1, c.total_pago, 0, 0
        from comandas c join empresas e on e.id = c.empresa_id
        where c.empresa_id = ${empresaId} and c.id = ${comandaId} and c.status = 'paga'
        ${SOMAR_DIA}`);
      // A waiter's tab: the channel 'garcom'.
      await tx.execute(sql`
        insert into relatorio_canal_diario (empresa_id, dia, canal, pedidos, total)
        select c.empresa_id, (c.paga_em at time zone e.timezone)::date, 'garcom', 1, c.total_pago
        from comandas c join empresas e on e.id = c.empresa_id
        where c.empresa_id = ${empresaId} and c.id = ${comandaId} and c.status = 'paga'
        ${SOMAR_CANAL}`);
      await tx.execute(sql`
        insert into relatorio_produto_diario (empresa_id, dia, produto_id, produto_nome, quantidade, receita)
        select c.empresa_id, (c.paga_em at time zone e.timezone)::date,
          coalesce(i.produto_id, 0), i.produto_nome, sum(i.quantidade),
          sum(i.preco_unitario * i.quantidade)
        from comanda_itens i
        join comandas c on c.id = i.comanda_id and c.empresa_id = i.empresa_id
        join empresas e on e.id = c.empresa_id
        where i.empresa_id = ${empresaId} and i.comanda_id = ${comandaId}
          and c.status = 'paga' and i.status <> 'cancelado'
        group by 1, 2, 3, 4
        order by 3, 4
        ${SOMAR_PRODUTO}`);
    },

    /** Rebuilds one company's rollups from its orders and tabs (after a timezone change, say). */
    reconstruir: (empresaId: number) =>
      db.transaction(async (tx) => {
        // One rebuild at a time per company, and no sale of it half-counted meanwhile.
        await tx.execute(
          sql`lock table relatorio_diario, relatorio_canal_diario, relatorio_produto_diario in exclusive mode`,
        );
        await reconstruirRelatorios(tx, empresaId);
        // The kitchen's finished days fill again from the orders at the next report (cozinha.ts).
        await tx
          .delete(relatorioCozinhaDiario)
          .where(eq(relatorioCozinhaDiario.empresa_id, empresaId));
      }),
  };
}

export type RelatoriosService = ReturnType<typeof createRelatoriosService>;
