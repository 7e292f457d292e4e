import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

export const mesas = pgTable(
  'mesas',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    numero: text('numero').notNull(),
    nome: text('nome').notNull(),
    capacidade: integer('capacidade').notNull().default(4),
    status: text('status', { enum: ['livre', 'ocupada', 'reservada', 'manutencao'] })
      .notNull()
      .default('livre'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'mesas_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('mesas_empresa_numero_uq').on(t.empresa_id, t.numero),
  ],
);
