import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail is written here first, then delivered by the 'email.enviar' job. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pendente', 'enviado', 'registrado', 'falhou'] })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ name: 'email_outbox_pkey', columns: [t.empresa_id, t.id] })],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
