import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/**
 * Customers (nivel 'cliente', one account per empresa and e-mail) and staff
 * (nivel 'admin' with role colaborador|gestao; the e-mail is the username and is unique in the
 * whole system, which login_equipe keeps).
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nivel: text('nivel', { enum: ['cliente', 'admin'] }).notNull(),
    role: text('role', { enum: ['colaborador', 'gestao'] }),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull().default(''),
    email: text('email').notNull(),
    senha_hash: text('senha_hash').notNull(),
    telefone: text('telefone'),
    rua: text('rua'),
    bairro: text('bairro'),
    numero_casa: text('numero_casa'),
    cep: text('cep'),
    cidade: text('cidade').notNull().default('Florianópolis'),
    estado: text('estado').notNull().default('SC'),
    ativo: boolean('ativo').notNull().default(true),
    /**
     * Sessions carry this number; raising it (password changed, reset used, account
     * deactivated) ends every token issued before.
     */
    sessao_versao: integer('sessao_versao').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_cliente_email_uq')
      .on(t.empresa_id, t.email)
      .where(sql`${t.nivel} = 'cliente'`),
    primaryKey({ name: 'usuarios_pkey', columns: [t.empresa_id, t.id] }),
    index('usuarios_empresa_idx').on(t.empresa_id, t.nivel),
  ],
);

/**
 * Directory of staff logins (distributed by e-mail on Citus): staff sign in with e-mail and
 * password alone, so the e-mail is unique across companies and the login finds the company here.
 * Written in the transaction that creates or deletes the staff row (usuarios/login-equipe.ts).
 */
export const loginEquipe = pgTable('login_equipe', {
  email: text('email').primaryKey(),
  empresa_id: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  usuario_id: integer('usuario_id').notNull(),
});

export type UsuarioRow = typeof usuarios.$inferSelect;
