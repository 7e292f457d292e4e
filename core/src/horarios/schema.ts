import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DIAS_DA_SEMANA } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';

export const horariosFuncionamento = pgTable(
  'horarios_funcionamento',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    dia: text('dia', { enum: DIAS_DA_SEMANA }).notNull(),
    abertura: text('abertura').notNull(),
    fechamento: text('fechamento').notNull(),
    fechado: boolean('fechado').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'horarios_funcionamento_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('horarios_empresa_dia_uq').on(t.empresa_id, t.dia),
  ],
);
