import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { STATUS_CHAMADA, TIPOS_DE_CHAMADA } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/** A table calling a waiter from the storefront (no login needed). */
export const chamadasGarcom = pgTable(
  'chamadas_garcom',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    mesa: text('mesa').notNull(),
    /** garcom: a waiter is called; conta: the table asks for the bill (its QR page). */
    tipo: text('tipo', { enum: TIPOS_DE_CHAMADA }).notNull().default('garcom'),
    status: text('status', { enum: STATUS_CHAMADA }).notNull().default('pendente'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'chamadas_garcom_pkey', columns: [t.empresa_id, t.id] }),
    index('chamadas_garcom_empresa_status_idx').on(t.empresa_id, t.status),
  ],
);
