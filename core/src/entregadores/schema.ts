import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ENTREGA_STATUS, VEICULOS } from '@cardapio/shared-events';
import { daMesmaEmpresa } from '../db/mesma-empresa';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { money, timestamps } from '../shared/columns';

/** The company's own couriers (issue 32 §1). */
export const entregadores = pgTable(
  'entregadores',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    /** Digits only (DDD + number): unique in the company. */
    telefone: text('telefone').notNull(),
    veiculo: text('veiculo', { enum: VEICULOS }).notNull().default('moto'),
    taxa_por_entrega: money('taxa_por_entrega').notNull().default('0.00'),
    ativo: boolean('ativo').notNull().default(true),
    /** The phone page's link carries it; 'Gerar novo link' raises it and the old link dies. */
    link_versao: integer('link_versao').notNull().default(1),
    /** The last link sent by WhatsApp (issue 32 §2) and how it stands. */
    whatsapp_link_mensagem_id: integer('whatsapp_link_mensagem_id'),
    whatsapp_link_status: text('whatsapp_link_status'),
    whatsapp_link_erro: text('whatsapp_link_erro'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'entregadores_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('entregadores_telefone_uq').on(t.empresa_id, t.telefone),
  ],
);

/**
 * Each time an order goes out with a courier: one row per attempt (an order brought back and
 * dispatched again has two). The courier's name, fee and what to collect are kept as they were
 * at dispatch, so the day's settlement does not move when a courier is edited or deleted.
 */
export const entregas = pgTable(
  'entregas',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    pedido_id: integer('pedido_id').notNull(),
    /** No FK: a deleted courier's deliveries stay in the reports under `entregador_nome`. */
    entregador_id: integer('entregador_id').notNull(),
    entregador_nome: text('entregador_nome').notNull(),
    /** 1, 2, 3…: the route order staff chose. */
    ordem: integer('ordem').notNull(),
    status: text('status', { enum: ENTREGA_STATUS }).notNull().default('em_rota'),
    motivo: text('motivo'),
    taxa: money('taxa').notNull(),
    /** dinheiro, cartao, pix or pago (nothing to collect). */
    cobranca: text('cobranca').notNull(),
    a_cobrar: money('a_cobrar').notNull(),
    despachado_em: timestamp('despachado_em', { withTimezone: true, mode: 'date' }).notNull(),
    concluido_em: timestamp('concluido_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'entregas_pkey', columns: [t.empresa_id, t.id] }),
    // One courier at a time: an order has at most one delivery out.
    uniqueIndex('entregas_pedido_em_rota_uq')
      .on(t.empresa_id, t.pedido_id)
      .where(sql`status = 'em_rota'`),
    index('entregas_entregador_idx').on(t.empresa_id, t.entregador_id, t.despachado_em),
    index('entregas_concluido_idx').on(t.empresa_id, t.concluido_em),
    daMesmaEmpresa('entregas_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete('cascade'),
  ],
);

export type EntregadorRow = typeof entregadores.$inferSelect;
export type EntregaRow = typeof entregas.$inferSelect;
