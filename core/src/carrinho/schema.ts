import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Personalizacao } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { produtos } from '../cardapio/schema';
import { usuarios } from '../usuarios/schema';
import { money, timestamps } from '../shared/columns';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** One server-side cart per customer and empresa; it expires 2 h after its last change. */
export const carrinhos = pgTable(
  'carrinhos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    usuario_id: integer('usuario_id').notNull(),
    observacoes: text('observacoes'),
    /** The coupon the customer applied (promocoes.codigo); checkout validates it again. */
    cupom_codigo: text('cupom_codigo'),
    data_expiracao: timestamp('data_expiracao', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'carrinhos_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('carrinhos_empresa_usuario_uq').on(t.empresa_id, t.usuario_id),
    /** The sweeper's way to the expired carts (carrinho.expirar). */
    index('carrinhos_expiracao_idx').on(t.data_expiracao),
    daMesmaEmpresa('carrinhos_usuario_fk', [t.empresa_id, t.usuario_id], usuarios).onDelete(
      'cascade',
    ),
  ],
);

export const carrinhoItens = pgTable(
  'carrinho_itens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    carrinho_id: integer('carrinho_id').notNull(),
    produto_id: integer('produto_id').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Product price plus options, computed by the server when the line was last changed. */
    preco_unitario: money('preco_unitario').notNull(),
    observacoes: text('observacoes'),
    personalizacoes: jsonb('personalizacoes').$type<Personalizacao[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'carrinho_itens_pkey', columns: [t.empresa_id, t.id] }),
    index('carrinho_itens_carrinho_idx').on(t.empresa_id, t.carrinho_id),
    /**
     * The same product with the same choices and notes is one line of a cart: an add of it again
     * raises its quantity (insert … on conflict), even when two adds race.
     */
    uniqueIndex('carrinho_itens_linha_uq').on(
      t.empresa_id,
      t.carrinho_id,
      t.produto_id,
      sql`md5(${t.personalizacoes}::text)`,
      sql`coalesce(${t.observacoes}, '')`,
    ),
    daMesmaEmpresa('carrinho_itens_carrinho_fk', [t.empresa_id, t.carrinho_id], carrinhos).onDelete(
      'cascade',
    ),
    daMesmaEmpresa('carrinho_itens_produto_fk', [t.empresa_id, t.produto_id], produtos).onDelete(
      'cascade',
    ),
  ],
);
