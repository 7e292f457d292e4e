import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (issue 28 §4): an event the company's log could not take (Redis
 * down) waits here until a publishing process registers and sends it, then its row goes. No
 * foreign key: writing here must not fail for any reason the event itself could not help.
 */
export const eventosPendentes = pgTable(
  'eventos_pendentes',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    nome: text('nome').notNull(),
    payload: jsonb('payload').notNull(),
    rooms: text('rooms').array().notNull(),
    /** Deliveries that failed (the log still down); for the operator's eye, never a limit. */
    tentativas: integer('tentativas').notNull().default(0),
    criado_em: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'eventos_pendentes_pkey', columns: [t.empresa_id, t.id] })],
);

export type EventoPendenteRow = typeof eventosPendentes.$inferSelect;
