import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PERIODOS_RELATORIO, TIPOS_EXPORTACAO } from '@cardapio/shared-events';
import { empresas } from '../../empresas/schema';
import { usuarios } from '../../usuarios/schema';
import { daMesmaEmpresa } from '../../db/mesma-empresa';

export const STATUS_EXPORTACAO = ['pendente', 'processando', 'pronta', 'falhou'] as const;
export type StatusExportacao = (typeof STATUS_EXPORTACAO)[number];

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (valor) => valor,
  fromDriver: (valor) =>
    Buffer.isBuffer(valor) ? valor : Buffer.from(valor.buffer, valor.byteOffset, valor.byteLength),
});

/**
 * One report export (issue 16): asked by a gestao user, built by the 'relatorio.exportar' job,
 * kept for 24 h (expira_em) and then deleted by 'relatorio.limpar'. Only its user downloads it.
 */
export const relatorioExportacoes = pgTable(
  'relatorio_exportacoes',
  {
    id: uuid('id').notNull().defaultRandom(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id').notNull(),
    tipo: text('tipo', { enum: TIPOS_EXPORTACAO }).notNull(),
    periodo: text('periodo', { enum: PERIODOS_RELATORIO }).notNull(),
    status: text('status', { enum: STATUS_EXPORTACAO }).notNull().default('pendente'),
    percentual: integer('percentual').notNull().default(0),
    /** relatorio_{tipo}_{periodo}.xlsx */
    arquivo_nome: text('arquivo_nome').notNull(),
    /** Bytes of the finished file (its parts add up to this). */
    tamanho: integer('tamanho'),
    motivo: text('motivo'),
    criado_em: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    concluido_em: timestamp('concluido_em', { withTimezone: true, mode: 'date' }),
    /** 24 h after it was asked for, then 24 h after it was ready. */
    expira_em: timestamp('expira_em', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
  },
  (t) => [
    primaryKey({ name: 'relatorio_exportacoes_pkey', columns: [t.empresa_id, t.id] }),
    daMesmaEmpresa(
      'relatorio_exportacoes_usuario_fk',
      [t.empresa_id, t.usuario_id],
      usuarios,
    ).onDelete('cascade'),
    index('relatorio_exportacoes_usuario_idx').on(t.empresa_id, t.usuario_id, t.criado_em),
    index('relatorio_exportacoes_expira_idx').on(t.expira_em),
  ],
);

/**
 * The file, in parts of at most 256 KiB: written part by part from the temporary file and served
 * part by part, so neither the worker nor a gateway ever holds a whole year's spreadsheet.
 */
export const relatorioExportacaoPartes = pgTable(
  'relatorio_exportacao_partes',
  {
    exportacao_id: uuid('exportacao_id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    parte: integer('parte').notNull(),
    dados: bytea('dados').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'relatorio_exportacao_partes_pkey',
      columns: [t.empresa_id, t.exportacao_id, t.parte],
    }),
    daMesmaEmpresa(
      'relatorio_exportacao_partes_exportacao_fk',
      [t.empresa_id, t.exportacao_id],
      relatorioExportacoes,
    ).onDelete('cascade'),
  ],
);
