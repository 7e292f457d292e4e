import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AplicavelEm, TipoPromocao } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { money, timestamps } from '../shared/columns';

/**
 * Promotions and their coupon codes (staff-side §3 Promotion). Dates are calendar days in the
 * company's timezone; itens_aplicaveis keeps the spec's comma-separated ids.
 */
export const promocoes = pgTable(
  'promocoes',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    tipo: text('tipo').$type<TipoPromocao>().notNull(),
    valor: money('valor').notNull(),
    codigo: text('codigo').notNull(),
    data_inicio: date('data_inicio', { mode: 'string' }).notNull(),
    data_fim: date('data_fim', { mode: 'string' }).notNull(),
    uso_maximo: integer('uso_maximo').notNull(),
    uso_atual: integer('uso_atual').notNull().default(0),
    valor_minimo: money('valor_minimo').notNull().default('0'),
    aplicavel_em: text('aplicavel_em').$type<AplicavelEm>().notNull().default('todos'),
    itens_aplicaveis: text('itens_aplicaveis').notNull().default(''),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'promocoes_pkey', columns: [t.empresa_id, t.id] }),
    // Codes are stored in capitals; upper() keeps the rule even for a row written by hand.
    uniqueIndex('promocoes_empresa_codigo_uq').on(t.empresa_id, sql`upper(${t.codigo})`),
    index('promocoes_empresa_idx').on(t.empresa_id),
  ],
);
