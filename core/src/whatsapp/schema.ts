import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { EVENTOS_WHATSAPP, STATUS_MENSAGEM, type EventoWhatsapp } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/**
 * A company's WhatsApp Business Cloud API settings (issue 32 §2). The access token and the app
 * secret never leave the server (the back office learns only whether they are set).
 */
export const whatsappConfig = pgTable('whatsapp_config', {
  empresa_id: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id),
  ativo: boolean('ativo').notNull().default(false),
  phone_number_id: text('phone_number_id'),
  access_token: text('access_token'),
  /** Meta signs each webhook with it (X-Hub-Signature-256). */
  app_secret: text('app_secret'),
  /** What Meta's webhook set-up echoes back (GET hub.verify_token); made by us, not secret. */
  verify_token: text('verify_token').notNull(),
  idioma: text('idioma').notNull().default('pt_BR'),
  /** Template names per message, where the company approved its own. */
  modelos: jsonb('modelos')
    .$type<Partial<Record<EventoWhatsapp, string>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  ...timestamps,
});

/**
 * Every message, written before it is sent: `chave` makes it one per order and step (or per
 * courier link asked), so a job run twice, a retry or a restarted worker never sends it again.
 */
export const whatsappMensagens = pgTable(
  'whatsapp_mensagens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    chave: text('chave').notNull(),
    evento: text('evento', { enum: EVENTOS_WHATSAPP }).notNull(),
    pedido_id: integer('pedido_id'),
    entregador_id: integer('entregador_id'),
    /** The number it goes to, digits with the country code (5548999990000). */
    para: text('para').notNull(),
    modelo: text('modelo').notNull(),
    /** The template's body parameters, in order. */
    parametros: jsonb('parametros').$type<string[]>().notNull(),
    status: text('status', { enum: STATUS_MENSAGEM }).notNull().default('pendente'),
    /** WhatsApp's message id, once it accepted the message (or a webhook told it). */
    wamid: text('wamid'),
    erro: text('erro'),
    tentativas: integer('tentativas').notNull().default(0),
    /** When the last attempt left: the per-number rate window counts these. */
    enviando_em: timestamp('enviando_em', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'whatsapp_mensagens_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('whatsapp_mensagens_chave_uq').on(t.empresa_id, t.chave),
    index('whatsapp_mensagens_wamid_idx').on(t.empresa_id, t.wamid),
    index('whatsapp_mensagens_envio_idx').on(t.empresa_id, t.enviando_em),
    // What the sweeper looks at: messages not yet sent.
    index('whatsapp_mensagens_abertas_idx')
      .on(t.created_at)
      .where(sql`status in ('pendente', 'enviando')`),
  ],
);

/** Customers who asked (by writing 'PARAR') not to get the company's messages any more. */
export const whatsappDescadastros = pgTable(
  'whatsapp_descadastros',
  {
    empresa_id: integer('empresa_id').notNull(),
    /** Digits with the country code, as WhatsApp writes the sender (wa_id). */
    telefone: text('telefone').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ name: 'whatsapp_descadastros_pkey', columns: [t.empresa_id, t.telefone] })],
);

export type WhatsappConfigRow = typeof whatsappConfig.$inferSelect;
export type MensagemRow = typeof whatsappMensagens.$inferSelect;
