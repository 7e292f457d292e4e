import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { usuarios } from '../usuarios/schema';

/** Kitchen displays signed in by an admin; a revoked one loses access at once. */
export const telasMonitor = pgTable(
  'telas_monitor',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    criada_por: integer('criada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ultimo_uso_em: timestamp('ultimo_uso_em', { withTimezone: true, mode: 'date' }),
    revogada_em: timestamp('revogada_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('telas_monitor_empresa_idx').on(t.empresa_id)],
);
