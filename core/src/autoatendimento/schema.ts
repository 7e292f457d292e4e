import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { daMesmaEmpresa } from '../db/mesma-empresa';
import { empresas } from '../empresas/schema';
import { mesas } from '../mesas/schema';
import { timestamps } from '../shared/columns';

/**
 * A table's QR code (issue 31 §2): the version its printed token carries ('Gerar novo QR Code'
 * raises it, and every older token stops working) and whether a waiter blocked it. A table with
 * no row has version 1 and is not blocked.
 */
export const qrDasMesas = pgTable(
  'qr_das_mesas',
  {
    empresa_id: integer('empresa_id').notNull(),
    mesa_id: integer('mesa_id').notNull(),
    versao: integer('versao').notNull().default(1),
    bloqueado: boolean('bloqueado').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'qr_das_mesas_pkey', columns: [t.empresa_id, t.mesa_id] }),
    daMesmaEmpresa('qr_das_mesas_mesa_fk', [t.empresa_id, t.mesa_id], mesas).onDelete('cascade'),
  ],
);

/** A company's choices for QR orders; no row: the defaults (a waiter confirms each order). */
export const autoatendimentoConfig = pgTable('autoatendimento_config', {
  empresa_id: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id),
  exige_confirmacao: boolean('exige_confirmacao').notNull().default(true),
  ...timestamps,
});
