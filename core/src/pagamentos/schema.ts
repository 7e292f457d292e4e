import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PIX_STATUS, PROVEDORES_PIX } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { usuarios } from '../usuarios/schema';
import { money, timestamps } from '../shared/columns';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** One PIX charge of an order paid on the site, with whichever provider issued it. */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    pedido_id: integer('pedido_id').notNull(),
    usuario_id: integer('usuario_id'),
    provedor: text('provedor', { enum: PROVEDORES_PIX }).notNull(),
    /** The provider's payment id (Mercado Pago's number, or the local txid). */
    payment_id: text('payment_id').notNull(),
    status: text('status', { enum: PIX_STATUS }).notNull().default('pending'),
    /** The provider's own word for the status (pending, in_process, approved, cancelled…). */
    status_provedor: text('status_provedor'),
    valor: money('valor').notNull(),
    qr_code: text('qr_code').notNull(),
    qr_code_base64: text('qr_code_base64').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true, mode: 'date' }).notNull(),
    /** One payment per cart: a second click finds this key taken. */
    idempotency_key: text('idempotency_key').notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'pagamentos_pkey', columns: [t.empresa_id, t.id] }),
    // Unique across companies through pagamento_provedor; here, within the company.
    uniqueIndex('pagamentos_empresa_payment_uq').on(t.empresa_id, t.payment_id, t.provedor),
    uniqueIndex('pagamentos_empresa_idempotency_uq').on(t.empresa_id, t.idempotency_key),
    index('pagamentos_pedido_idx').on(t.empresa_id, t.pedido_id),
    index('pagamentos_usuario_idx').on(t.empresa_id, t.usuario_id, t.status),
    /** Start-up finds the charges still pending, to schedule their polls and expiry again. */
    index('pagamentos_pendentes_idx')
      .on(t.expira_em)
      .where(sql`${t.status} = 'pending'`),
    daMesmaEmpresa('pagamentos_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete(
      'cascade',
    ),
    // Emptied by soltarReferencias when the account goes (db/distribuicao.ts).
    daMesmaEmpresa('pagamentos_usuario_fk', [t.empresa_id, t.usuario_id], usuarios),
  ],
);

/** A company's Mercado Pago credentials: server-side only, never part of any answer. */
export const empresaPagamentoConfig = pgTable('empresa_pagamento_config', {
  empresa_id: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  mercadopago_access_token: text('mercadopago_access_token'),
  mercadopago_webhook_secret: text('mercadopago_webhook_secret'),
  /** How long a PIX charge of this company can be paid; null = the default (30 min). */
  pix_validade_minutos: integer('pix_validade_minutos'),
  ...timestamps,
});

/**
 * Directory of provider payment ids (distributed by payment_id on Citus): the provider's webhook
 * brings only its payment id, so this finds the company and the charge. Written in the checkout
 * transaction that creates the charge (pagamentos/pagamento-provedor.ts).
 */
export const pagamentoProvedor = pgTable(
  'pagamento_provedor',
  {
    provedor: text('provedor', { enum: PROVEDORES_PIX }).notNull(),
    payment_id: text('payment_id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    pagamento_id: integer('pagamento_id').notNull(),
  },
  (t) => [primaryKey({ name: 'pagamento_provedor_pkey', columns: [t.payment_id, t.provedor] })],
);

export type PagamentoRow = typeof pagamentos.$inferSelect;
