import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/** Physical tabs (cards handed to a table); the digital comandas arrive with the waiter area. */
export const comandasFisicas = pgTable(
  'comandas_fisicas',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('comandas_fisicas_empresa_numero_uq').on(t.empresa_id, t.numero)],
);
