import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

export const garcons = pgTable(
  'garcons',
  {
    id: serial('id').notNull(),
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
    primaryKey({ name: 'garcons_pkey', columns: [t.empresa_id, t.id] }),
    index('garcons_empresa_idx').on(t.empresa_id),
  ],
);

/**
 * Directory of waiter logins (distributed by e-mail on Citus): waiters sign in with e-mail and
 * password alone, so the e-mail is unique across companies and the login finds the company here.
 * Written in the transaction that creates, changes or deletes the waiter (garcons/login-garcom.ts).
 */
export const loginGarcom = pgTable('login_garcom', {
  email: text('email').primaryKey(),
  empresa_id: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  garcom_id: integer('garcom_id').notNull(),
});

export type GarcomRow = typeof garcons.$inferSelect;
