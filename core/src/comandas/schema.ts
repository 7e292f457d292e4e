import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  numeric,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COMANDA_ITEM_STATUS,
  COMANDA_STATUS,
  METODOS_PAGAMENTO_CONTA,
  ORIGENS_ITEM_COMANDA,
  type Personalizacao,
} from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { garcons } from '../garcons/schema';
import { mesas } from '../mesas/schema';
import { pedidos } from '../pedidos/schema';
import { money, timestamps } from '../shared/columns';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** Physical tabs (numbered cards handed to a table or a customer). */
export const comandasFisicas = pgTable(
  'comandas_fisicas',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'comandas_fisicas_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('comandas_fisicas_empresa_numero_uq').on(t.empresa_id, t.numero),
  ],
);

/** A tab: opened by a waiter on a table or standalone (Comanda Avulsa), digital or on a card. */
export const comandas = pgTable(
  'comandas',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    status: text('status', { enum: COMANDA_STATUS }).notNull().default('ativa'),
    mesa_id: integer('mesa_id'),
    comanda_fisica_id: integer('comanda_fisica_id'),
    garcom_id: integer('garcom_id'),
    // The bill (issue 13). What a sales report needs is stored, not recomputed: the charge and
    // the amount as they were when the tab was paid.
    fechada_em: timestamp('fechada_em', { withTimezone: true, mode: 'date' }),
    /** The company's percentage, frozen when the bill closes. */
    taxa_servico_percentual: numeric('taxa_servico_percentual', { precision: 5, scale: 2 }),
    cobra_taxa_servico: boolean('cobra_taxa_servico').notNull().default(true),
    /** The charge in R$ (0 when removed from this bill). */
    taxa_servico: money('taxa_servico'),
    paga_em: timestamp('paga_em', { withTimezone: true, mode: 'date' }),
    total_pago: money('total_pago'),
    metodo_pagamento: text('metodo_pagamento', { enum: METODOS_PAGAMENTO_CONTA }),
    valor_recebido: money('valor_recebido'),
    troco: money('troco'),
    reaberta_em: timestamp('reaberta_em', { withTimezone: true, mode: 'date' }),
    motivo_reabertura: text('motivo_reabertura'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'comandas_pkey', columns: [t.empresa_id, t.id] }),
    // The three are emptied by soltarReferencias when their row goes (db/distribuicao.ts).
    daMesmaEmpresa('comandas_mesa_fk', [t.empresa_id, t.mesa_id], mesas),
    daMesmaEmpresa(
      'comandas_comanda_fisica_fk',
      [t.empresa_id, t.comanda_fisica_id],
      comandasFisicas,
    ),
    daMesmaEmpresa('comandas_garcom_fk', [t.empresa_id, t.garcom_id], garcons),
    index('comandas_empresa_status_idx').on(t.empresa_id, t.status),
    index('comandas_empresa_mesa_idx').on(t.empresa_id, t.mesa_id),
    // The day's sales: paid tabs by payment time.
    index('comandas_empresa_paga_em_idx').on(t.empresa_id, t.paga_em),
    // A physical tab backs one open tab at a time (active, or its bill closed and unpaid),
    // even under concurrent opens.
    uniqueIndex('comandas_fisica_ativa_uq')
      .on(t.empresa_id, t.comanda_fisica_id)
      .where(sql`status in ('ativa', 'fechada')`),
    check(
      'comandas_metodo_pagamento_ck',
      sql`${t.metodo_pagamento} is null or ${t.metodo_pagamento} in ('dinheiro', 'cartao', 'pix')`,
    ),
  ],
);

export const comandaItens = pgTable(
  'comanda_itens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    comanda_id: integer('comanda_id').notNull(),
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
    pedido_id: integer('pedido_id'),
    /** Typed by a waiter, or ordered by a customer from the table's QR code (issue 31 §2). */
    origem: text('origem', { enum: ORIGENS_ITEM_COMANDA }).notNull().default('garcom'),
    /** The name the customer gave on the QR page. */
    cliente_nome: text('cliente_nome'),
    /** The QR guest's device key: whose items that page follows. */
    convidado: text('convidado'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'comanda_itens_pkey', columns: [t.empresa_id, t.id] }),
    index('comanda_itens_convidado_idx')
      .on(t.empresa_id, t.convidado)
      .where(sql`${t.convidado} is not null`),
    check('comanda_itens_origem_ck', sql.raw(`origem in ('garcom', 'mesa_qr')`)),
    daMesmaEmpresa('comanda_itens_comanda_fk', [t.empresa_id, t.comanda_id], comandas).onDelete(
      'cascade',
    ),
    daMesmaEmpresa('comanda_itens_pedido_fk', [t.empresa_id, t.pedido_id], pedidos),
    index('comanda_itens_comanda_idx').on(t.empresa_id, t.comanda_id),
    index('comanda_itens_pedido_idx').on(t.empresa_id, t.pedido_id),
  ],
);

export type ComandaRow = typeof comandas.$inferSelect;
export type ComandaItemRow = typeof comandaItens.$inferSelect;
