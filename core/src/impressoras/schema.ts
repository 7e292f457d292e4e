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
import {
  CONEXOES_DE_IMPRESSORA,
  DOCUMENTOS_DE_IMPRESSAO,
  type DocumentoDeImpressaoTipo,
  type DocumentoImpresso,
} from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { daMesmaEmpresa } from '../db/mesma-empresa';
import { timestamps } from '../shared/columns';

/**
 * The print agents a company paired (issue 30 §1): a computer next to its printers. Created by
 * the back office with a one-time code; paired once by the agent, which then holds a revocable
 * device token (as a kitchen screen).
 */
export const impressaoAgentes = pgTable(
  'impressao_agentes',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    /** The pairing code's digits (shown as '<empresa>-<digits>'), until it is used or expires. */
    codigo: text('codigo'),
    codigo_expira_em: timestamp('codigo_expira_em', { withTimezone: true, mode: 'date' }),
    pareado_em: timestamp('pareado_em', { withTimezone: true, mode: 'date' }),
    revogado_em: timestamp('revogado_em', { withTimezone: true, mode: 'date' }),
    /** Its live connection: the last time it connected or answered, and when it left. */
    ultimo_sinal_em: timestamp('ultimo_sinal_em', { withTimezone: true, mode: 'date' }),
    desconectado_em: timestamp('desconectado_em', { withTimezone: true, mode: 'date' }),
    criado_por: integer('criado_por'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'impressao_agentes_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('impressao_agentes_codigo_idx')
      .on(t.empresa_id, t.codigo)
      .where(sql`${t.codigo} is not null`),
  ],
);

/** A printer, driven by one agent: what it prints and where it is (issue 30 §1). */
export const impressoras = pgTable(
  'impressoras',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    agente_id: integer('agente_id').notNull(),
    nome: text('nome').notNull(),
    conexao: text('conexao', { enum: CONEXOES_DE_IMPRESSORA }).notNull().default('rede'),
    endereco: text('endereco').notNull(),
    porta: integer('porta'),
    largura: integer('largura').notNull().default(80),
    /** The stations whose kitchen tickets it prints; empty: every station's (the whole order). */
    estacoes: jsonb('estacoes').$type<number[]>().notNull().default([]),
    documentos: jsonb('documentos')
      .$type<DocumentoDeImpressaoTipo[]>()
      .notNull()
      .default(['cozinha']),
    copias: integer('copias').notNull().default(1),
    automatica: boolean('automatica').notNull().default(true),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'impressoras_pkey', columns: [t.empresa_id, t.id] }),
    daMesmaEmpresa('impressoras_agente_fk', [t.empresa_id, t.agente_id], impressaoAgentes).onDelete(
      'cascade',
    ),
  ],
);

/** The states of a print job: printed exactly once on paper (issue 30 §2). */
export const ESTADOS_DO_TRABALHO = ['pendente', 'enviado', 'impresso', 'falhou'] as const;

/**
 * Every print is a job, written in the transaction of the change that causes it (an order
 * placed, items sent from a tab, a line cancelled, 'Reimprimir'). The agent acknowledges it
 * once its printer took the bytes; a job not acknowledged is sent again when the agent comes
 * back, and the agent's journal (by id and versao) refuses one it already printed.
 */
export const impressaoTrabalhos = pgTable(
  'impressao_trabalhos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    impressora_id: integer('impressora_id').notNull(),
    documento: text('documento', { enum: DOCUMENTOS_DE_IMPRESSAO }).notNull(),
    pedido_id: integer('pedido_id'),
    comanda_id: integer('comanda_id'),
    versao: integer('versao').notNull().default(1),
    estado: text('estado', { enum: ESTADOS_DO_TRABALHO }).notNull().default('pendente'),
    conteudo: jsonb('conteudo').$type<DocumentoImpresso>().notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true, mode: 'date' }),
    impresso_em: timestamp('impresso_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'impressao_trabalhos_pkey', columns: [t.empresa_id, t.id] }),
    index('impressao_trabalhos_fila_idx')
      .on(t.empresa_id, t.impressora_id, t.id)
      .where(sql`${t.estado} in ('pendente', 'enviado', 'falhou')`),
    daMesmaEmpresa(
      'impressao_trabalhos_impressora_fk',
      [t.empresa_id, t.impressora_id],
      impressoras,
    ).onDelete('cascade'),
  ],
);
