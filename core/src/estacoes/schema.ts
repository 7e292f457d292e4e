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
import { sql } from 'drizzle-orm';
import { COR_PADRAO_ESTACAO, MODOS_DA_VISAO } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

/** A company's kitchen stations (issue 29 §1). */
export const estacoes = pgTable(
  'estacoes',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    cor: text('cor').notNull().default(COR_PADRAO_ESTACAO),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    /** The station's own target per ticket, in minutes (null: its longest item's tempo_preparo). */
    alvo_min: integer('alvo_min'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'estacoes_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('estacoes_empresa_nome_idx').on(t.empresa_id, sql`lower(${t.nome})`),
    index('estacoes_empresa_ordem_idx').on(t.empresa_id, t.ordem),
  ],
);

/**
 * What each kitchen screen shows, kept on the server: `tela` is the screen's key as in
 * cozinha_recebimentos (`t<id>` for a registered screen, `u<id>[:device]` for a staff session).
 */
export const visoesDaCozinha = pgTable(
  'visoes_da_cozinha',
  {
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tela: text('tela').notNull(),
    modo: text('modo', { enum: MODOS_DA_VISAO }).notNull(),
    estacoes: jsonb('estacoes').$type<number[]>().notNull().default([]),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ name: 'visoes_da_cozinha_pkey', columns: [t.empresa_id, t.tela] })],
);
