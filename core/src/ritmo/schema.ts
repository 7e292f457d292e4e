import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { daMesmaEmpresa } from '../db/mesma-empresa';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';

/**
 * What each 15-minute window of a company has taken (issue 31 §3, capacity per slot): one row
 * per window an order was placed in, counted in orders and in items. A checkout takes its slot
 * with one conditional upsert, so the cap holds under concurrent checkouts; a cancellation gives
 * it back.
 */
export const janelasDeCapacidade = pgTable(
  'janelas_de_capacidade',
  {
    empresa_id: integer('empresa_id').notNull(),
    /** The window's start (UTC, a multiple of 15 minutes). */
    inicio: timestamp('inicio', { withTimezone: true, mode: 'date' }).notNull(),
    pedidos: integer('pedidos').notNull().default(0),
    itens: integer('itens').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'janelas_de_capacidade_pkey', columns: [t.empresa_id, t.inicio] })],
);

/**
 * The window each order took and how many items it counted there, so its cancellation gives
 * back exactly that (an order placed as soon as possible may have taken a later window than its
 * expected time's, when that one was full). Written only while the company has a cap.
 */
export const janelasDosPedidos = pgTable(
  'janelas_dos_pedidos',
  {
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    pedido_id: integer('pedido_id').notNull(),
    inicio: timestamp('inicio', { withTimezone: true, mode: 'date' }).notNull(),
    itens: integer('itens').notNull(),
  },
  (t) => [
    primaryKey({ name: 'janelas_dos_pedidos_pkey', columns: [t.empresa_id, t.pedido_id] }),
    daMesmaEmpresa('janelas_dos_pedidos_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete(
      'cascade',
    ),
  ],
);
