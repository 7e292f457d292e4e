import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { money, timestamps } from '../shared/columns';

/**
 * The company's delivery neighbourhoods: its delivery area. Each is priced by its distance from
 * the store (the fee rule) or by a fixed fee; an inactive one, or one missing, is not served.
 */
export const bairrosFrete = pgTable(
  'bairros_frete',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    bairro: text('bairro').notNull(),
    /** Null for a neighbourhood priced only by its fixed fee. */
    distancia_km: money('distancia_km'),
    valor_fixo: money('valor_fixo'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'bairros_frete_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('bairros_frete_empresa_bairro_uq').on(t.empresa_id, t.bairro),
  ],
);
