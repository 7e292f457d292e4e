import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMANDA_ITEM_STATUS, COMANDA_STATUS, type Personalizacao } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { garcons } from '../garcons/schema';
import { mesas } from '../mesas/schema';
import { pedidos } from '../pedidos/schema';
import { money, timestamps } from '../shared/columns';

/** Physical tabs (numbered cards handed to a table or a customer). */
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

/** A tab: opened by a waiter on a table or standalone (Comanda Avulsa), digital or on a card. */
export const comandas = pgTable(
  'comandas',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    status: text('status', { enum: COMANDA_STATUS }).notNull().default('ativa'),
    mesa_id: integer('mesa_id').references(() => mesas.id, { onDelete: 'set null' }),
    comanda_fisica_id: integer('comanda_fisica_id').references(() => comandasFisicas.id, {
      onDelete: 'set null',
    }),
    garcom_id: integer('garcom_id').references(() => garcons.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('comandas_empresa_status_idx').on(t.empresa_id, t.status),
    index('comandas_empresa_mesa_idx').on(t.empresa_id, t.mesa_id),
    // A physical tab backs one active tab at a time, even under concurrent opens.
    uniqueIndex('comandas_fisica_ativa_uq')
      .on(t.empresa_id, t.comanda_fisica_id)
      .where(sql`status = 'ativa'`),
  ],
);

export const comandaItens = pgTable(
  'comanda_itens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    comanda_id: integer('comanda_id')
      .notNull()
      .references(() => comandas.id, { onDelete: 'cascade' }),
    produto_id: integer('produto_id'),
    produto_nome: text('produto_nome').notNull(),
    imagem_url: text('imagem_url'),
    quantidade: integer('quantidade').notNull(),
    preco_unitario: money('preco_unitario').notNull(),
    observacoes: text('observacoes'),
    personalizacoes: jsonb('personalizacoes').$type<Personalizacao[]>().notNull().default([]),
    precisa_cozinha: boolean('precisa_cozinha').notNull().default(true),
    status: text('status', { enum: COMANDA_ITEM_STATUS }).notNull().default('pendente'),
    /** The kitchen order that carried it, once sent. */
    pedido_id: integer('pedido_id').references(() => pedidos.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('comanda_itens_comanda_idx').on(t.empresa_id, t.comanda_id),
    index('comanda_itens_pedido_idx').on(t.empresa_id, t.pedido_id),
  ],
);

export type ComandaRow = typeof comandas.$inferSelect;
export type ComandaItemRow = typeof comandaItens.$inferSelect;
