import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { CANAIS_PEDIDO } from '@cardapio/shared-events';
import { money } from '../shared/columns';

/**
 * Daily rollups of sales (issue 16), kept exact by the writers of sales in their own
 * transactions (see relatorios/service.ts): one row per company and local day (the company's
 * timezone), and one per company, local day and product. Reports read these, never the orders.
 */
export const relatorioDiario = pgTable(
  'relatorio_diario',
  {
    empresa_id: integer('empresa_id').notNull(),
    /** The company's local day. */
    dia: date('dia', { mode: 'string' }).notNull(),
    /** Sales that count: orders not cancelled (not a tab's) plus paid tabs. */
    pedidos: integer('pedidos').notNull().default(0),
    /** Item revenue (a paid tab's service charge included: total_pago). */
    itens: money('itens').notNull().default('0.00'),
    frete: money('frete').notNull().default('0.00'),
    desconto: money('desconto').notNull().default('0.00'),
  },
  (t) => [primaryKey({ name: 'relatorio_diario_pk', columns: [t.empresa_id, t.dia] })],
);

export const relatorioProdutoDiario = pgTable(
  'relatorio_produto_diario',
  {
    empresa_id: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    /** 0 when the item carried no product id. */
    produto_id: integer('produto_id').notNull(),
    /** The name on the item when it was sold (a renamed product keeps one row per name). */
    produto_nome: text('produto_nome').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
    receita: money('receita').notNull().default('0.00'),
  },
  (t) => [
    primaryKey({
      name: 'relatorio_produto_diario_pk',
      columns: [t.empresa_id, t.dia, t.produto_id, t.produto_nome],
    }),
  ],
);

/**
 * Sales per company, local day and channel (issue 31: 'Vendas por canal'), kept by the same
 * writers in the same statements as relatorio_diario: an order under its `canal`, a paid tab
 * under 'garcom'. Summed over the channels, a day's row equals its relatorio_diario row.
 */
export const relatorioCanalDiario = pgTable(
  'relatorio_canal_diario',
  {
    empresa_id: integer('empresa_id').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    canal: text('canal', { enum: CANAIS_PEDIDO }).notNull(),
    pedidos: integer('pedidos').notNull().default(0),
    /** itens + frete - desconto (a paid tab's total_pago). */
    total: money('total').notNull().default('0.00'),
  },
  (t) => [
    primaryKey({
      name: 'relatorio_canal_diario_pk',
      columns: [t.empresa_id, t.dia, t.canal],
    }),
  ],
);

/**
 * The kitchen report's daily rollup (relatorios/cozinha.ts): per company, finished local day and
 * station, the tickets done, the sum of their times and the late orders. Filled by the report
 * itself, a day once no order of it can change any more; the recent days are read live.
 * `grupo`: 0 a station (estacao_id), 1 the unrouted and deleted stations' parts (estacao_id 0),
 * 2 the whole orders (estacao_id 0; one row per day, even an empty one: the day is filled).
 */
export const relatorioCozinhaDiario = pgTable(
  'relatorio_cozinha_diario',
  {
    empresa_id: integer('empresa_id').notNull(),
    /** The company's local day of the orders' created_at. */
    dia: date('dia', { mode: 'string' }).notNull(),
    grupo: smallint('grupo').notNull(),
    /** The station; 0 in grupos 1 and 2 (a key column cannot be null). */
    estacao_id: integer('estacao_id').notNull(),
    /** The timezone `dia` was cut in: a row of another one is stale (the timezone changed). */
    fuso: text('fuso').notNull(),
    /** Parts (grupos 0, 1) or orders (grupo 2) done. */
    tickets: integer('tickets').notNull().default(0),
    /** Their times summed, in microseconds (exact: averages come out as from the orders). */
    soma_us: bigint('soma_us', { mode: 'number' }).notNull().default(0),
    /** Late orders (tipo 'atraso' alerts) of the station (grupos 0, 1) or of the day (grupo 2). */
    atrasos: integer('atrasos').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'relatorio_cozinha_diario_pk',
      columns: [t.empresa_id, t.dia, t.grupo, t.estacao_id],
    }),
  ],
);
