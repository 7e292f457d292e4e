import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { usuarios } from '../usuarios/schema';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** Kitchen displays signed in by an admin; a revoked one loses access at once. */
export const telasMonitor = pgTable(
  'telas_monitor',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    criada_por: integer('criada_por'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ultimo_uso_em: timestamp('ultimo_uso_em', { withTimezone: true, mode: 'date' }),
    revogada_em: timestamp('revogada_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'telas_monitor_pkey', columns: [t.empresa_id, t.id] }),
    index('telas_monitor_empresa_idx').on(t.empresa_id),
    // Emptied by soltarReferencias when the account goes (db/distribuicao.ts).
    daMesmaEmpresa('telas_monitor_criada_por_fk', [t.empresa_id, t.criada_por], usuarios),
  ],
);
