import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/**
 * Customers (nivel 'cliente', one account per empresa and e-mail) and staff
 * (nivel 'admin' with role colaborador|gestao; the e-mail is the username and is unique).
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
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
    uniqueIndex('usuarios_staff_email_uq')
      .on(t.email)
      .where(sql`${t.nivel} = 'admin'`),
    index('usuarios_empresa_idx').on(t.empresa_id, t.nivel),
  ],
);

export type UsuarioRow = typeof usuarios.$inferSelect;
