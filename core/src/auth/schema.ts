import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { garcons } from '../garcons/schema';
import { usuarios } from '../usuarios/schema';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/**
 * Password-reset tokens: only the SHA-256 of the token is stored; single use; 1 hour. A token
 * resets one account of one kind: a usuario (customer or staff, by its nivel) or a waiter.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    usuario_id: integer('usuario_id'),
    garcom_id: integer('garcom_id'),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'password_resets_pkey', columns: [t.empresa_id, t.id] }),
    // Unique across companies through recuperacao_token; here, within the company.
    uniqueIndex('password_resets_empresa_token_uq').on(t.empresa_id, t.token_hash),
    index('password_resets_usuario_idx').on(t.empresa_id, t.usuario_id),
    index('password_resets_garcom_idx').on(t.empresa_id, t.garcom_id),
    daMesmaEmpresa('password_resets_usuario_fk', [t.empresa_id, t.usuario_id], usuarios).onDelete(
      'cascade',
    ),
    daMesmaEmpresa('password_resets_garcom_fk', [t.empresa_id, t.garcom_id], garcons).onDelete(
      'cascade',
    ),
    check('password_resets_uma_conta', sql`num_nonnulls(${t.usuario_id}, ${t.garcom_id}) = 1`),
  ],
);

/**
 * Directory of reset tokens (distributed by token_hash on Citus): the reset link carries only
 * the token, so this finds its company. Written in the transaction that stores the token, and
 * deleted with the account (auth/recuperacao-token.ts).
 */
export const recuperacaoToken = pgTable('recuperacao_token', {
  token_hash: text('token_hash').primaryKey(),
  empresa_id: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  reset_id: integer('reset_id').notNull(),
});
