import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
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
    /** Its live connection's last heartbeat (the server's ping answered). */
    ultimo_sinal_em: timestamp('ultimo_sinal_em', { withTimezone: true, mode: 'date' }),
    /** When its last connection closed; connected again once a heartbeat is later. */
    desconectada_em: timestamp('desconectada_em', { withTimezone: true, mode: 'date' }),
    /** When it last confirmed an order. */
    ultimo_pedido_em: timestamp('ultimo_pedido_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'telas_monitor_pkey', columns: [t.empresa_id, t.id] }),
    index('telas_monitor_empresa_idx').on(t.empresa_id),
    // Emptied by soltarReferencias when the account goes (db/distribuicao.ts).
    daMesmaEmpresa('telas_monitor_criada_por_fk', [t.empresa_id, t.criada_por], usuarios),
  ],
);

/**
 * Which kitchen screens have drawn which order (issue 28 §3): one row per order and screen,
 * written when the screen acknowledges it, so the board's "✓ cozinha" survives any restart.
 * `tela` names the screen: 't<id>' for a registered one, 'u<id>[:<device>]' for a staff member
 * on /monitor.
 */
export const cozinhaRecebimentos = pgTable(
  'cozinha_recebimentos',
  {
    empresa_id: integer('empresa_id').notNull(),
    pedido_id: integer('pedido_id').notNull(),
    tela: text('tela').notNull(),
    tela_nome: text('tela_nome').notNull(),
    recebido_em: timestamp('recebido_em', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cozinha_recebimentos_pkey', columns: [t.empresa_id, t.pedido_id, t.tela] }),
    daMesmaEmpresa('cozinha_recebimentos_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete(
      'cascade',
    ),
  ],
);

/**
 * What the staff must be told about the kitchen: an order no screen confirmed in time (one row
 * per order, ever), a registered screen gone silent (one open row per screen at a time), or an
 * order past its preparation target (issue 29 §3: one row per order, ever; `desde` is the target
 * and `estacao_id` the station whose part is late).
 */
export const cozinhaAlertas = pgTable(
  'cozinha_alertas',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    tipo: text('tipo', { enum: ['pedido', 'tela', 'atraso', 'impressora'] }).notNull(),
    pedido_id: integer('pedido_id'),
    tela_id: integer('tela_id'),
    estacao_id: integer('estacao_id'),
    /** A printer whose tickets wait (issue 30): kept as it was, no foreign key. */
    impressora_id: integer('impressora_id'),
    desde: timestamp('desde', { withTimezone: true, mode: 'date' }).notNull(),
    resolvido_em: timestamp('resolvido_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'cozinha_alertas_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('cozinha_alertas_pedido_uidx')
      .on(t.empresa_id, t.pedido_id)
      .where(sql`${t.tipo} = 'pedido'`),
    uniqueIndex('cozinha_alertas_atraso_uidx')
      .on(t.empresa_id, t.pedido_id)
      .where(sql`${t.tipo} = 'atraso'`),
    uniqueIndex('cozinha_alertas_tela_aberto_uidx')
      .on(t.empresa_id, t.tela_id)
      .where(sql`${t.tipo} = 'tela' AND ${t.resolvido_em} IS NULL`),
    uniqueIndex('cozinha_alertas_impressora_aberto_uidx')
      .on(t.empresa_id, t.impressora_id)
      .where(sql`${t.tipo} = 'impressora' AND ${t.resolvido_em} IS NULL`),
    index('cozinha_alertas_abertos_idx')
      .on(t.empresa_id)
      .where(sql`${t.resolvido_em} IS NULL`),
    daMesmaEmpresa('cozinha_alertas_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete(
      'cascade',
    ),
    daMesmaEmpresa('cozinha_alertas_tela_fk', [t.empresa_id, t.tela_id], telasMonitor).onDelete(
      'cascade',
    ),
  ],
);
