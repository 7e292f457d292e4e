import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
