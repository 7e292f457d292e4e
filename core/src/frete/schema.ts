import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { money } from '../shared/columns';

/** The company's table of neighbourhoods and their distance from the store (freight without a maps provider). */
export const bairrosFrete = pgTable(
  'bairros_frete',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    bairro: text('bairro').notNull(),
    distancia_km: money('distancia_km').notNull(),
  },
  (t) => [uniqueIndex('bairros_frete_empresa_bairro_uq').on(t.empresa_id, t.bairro)],
);
