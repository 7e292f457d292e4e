import { boolean, integer, pgTable, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

export const garcons = pgTable(
  'garcons',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull().default(''),
    email: text('email').notNull(),
    telefone: text('telefone'),
    senha_hash: text('senha_hash').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    /** Sessions carry this number; raising it ends every token issued before. */
    sessao_versao: integer('sessao_versao').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('garcons_email_uq').on(t.email),
    index('garcons_empresa_idx').on(t.empresa_id),
  ],
);

export type GarcomRow = typeof garcons.$inferSelect;
