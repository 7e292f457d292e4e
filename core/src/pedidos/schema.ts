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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { empresas } from '../empresas/schema';
import { usuarios } from '../usuarios/schema';
import { money, timestamps } from '../shared/columns';
import {
  CANAIS_PEDIDO,
  PEDIDO_STATUS,
  STATUS_PAGAMENTO,
  TIPOS_PEDIDO,
  type Endereco,
  type Personalizacao,
} from '@cardapio/shared-events';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** A phone as typed ('+55 (48) 99999-0000') reduced to what staff type: '48999990000'. */
export const telefoneNormalizado = (coluna: SQL | AnyPgColumn): SQL =>
  sql`regexp_replace(regexp_replace(${coluna}, ${sql.raw(`'\\D'`)}, '', 'g'), ${sql.raw(`'^55(\\d{10,11})$'`)}, ${sql.raw(`'\\1'`)})`;

export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    usuario_id: integer('usuario_id'),
    status: text('status', { enum: PEDIDO_STATUS }).notNull().default('pendente'),
    status_pagamento: text('status_pagamento', { enum: STATUS_PAGAMENTO })
      .notNull()
      .default('pendente'),
    tipo_pedido: text('tipo_pedido', { enum: TIPOS_PEDIDO }).notNull(),
    /** How it came in (issue 31): site, garcom, balcao, telefone, mesa_qr. */
    canal: text('canal', { enum: CANAIS_PEDIDO }).notNull().default('site'),
    /** A scheduled order's chosen time (issue 31 §3); null: as soon as possible. */
    agendado_para: timestamp('agendado_para', { withTimezone: true, mode: 'date' }),
    mesa: text('mesa'),
    total: money('total').notNull(),
    total_sem_frete: money('total_sem_frete').notNull(),
    valor_frete: money('valor_frete').notNull().default('0.00'),
    /** The coupon's discount, already taken from `total` (total = itens + frete - desconto). */
    desconto: money('desconto').notNull().default('0.00'),
    cupom_codigo: text('cupom_codigo'),
    /** The promotion whose use the order took (no FK: a promotion may be deleted; its use is then moot). */
    promocao_id: integer('promocao_id'),
    observacoes: text('observacoes'),
    nome_cliente: text('nome_cliente'),
    sobrenome_cliente: text('sobrenome_cliente'),
    telefone_cliente: text('telefone_cliente'),
    email_cliente: text('email_cliente'),
    endereco_entrega: jsonb('endereco_entrega').$type<Endereco>(),
    metodo_pagamento: text('metodo_pagamento'),
    metodo_pagamento_detalhado: text('metodo_pagamento_detalhado'),
    precisa_troco: boolean('precisa_troco').notNull().default(false),
    valor_troco: money('valor_troco'),
    detalhes_pagamento: jsonb('detalhes_pagamento').$type<Record<string, unknown>>(),
    /** Why staff cancelled it after the kitchen started. */
    cancelado_motivo: text('cancelado_motivo'),
    /** The waiter's tab a table order came from (no FK: comandas/schema already points here). */
    comanda_id: integer('comanda_id'),
    /**
     * The customer's expected time from the kitchen's queue (issue 29 §3, pedidos/previsoes),
     * and why it moved later when it did; written without touching updated_at.
     */
    previsao_em: timestamp('previsao_em', { withTimezone: true, mode: 'date' }),
    previsao_motivo: text('previsao_motivo'),
    /**
     * The courier it went out with (issue 32 §1; no FK: a courier may be deleted, the name
     * stays), and why the last one brought it back; written by entregadores through mudarStatus.
     */
    entregador_id: integer('entregador_id'),
    entregador_nome: text('entregador_nome'),
    entrega_motivo: text('entrega_motivo'),
    /** Whether the customer takes WhatsApp messages about it (issue 32 §2, asked at checkout). */
    whatsapp_aceito: boolean('whatsapp_aceito').notNull().default(false),
    /**
     * Its last WhatsApp message (whatsapp_mensagens) and how it stands, written by the sending
     * and the status webhooks (a newer version each time, so the board follows it live).
     */
    whatsapp_mensagem_id: integer('whatsapp_mensagem_id'),
    whatsapp_evento: text('whatsapp_evento'),
    whatsapp_status: text('whatsapp_status'),
    whatsapp_erro: text('whatsapp_erro'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'pedidos_pkey', columns: [t.empresa_id, t.id] }),
    // Emptied by soltarReferencias when the account goes (db/distribuicao.ts).
    daMesmaEmpresa('pedidos_usuario_fk', [t.empresa_id, t.usuario_id], usuarios),
    index('pedidos_empresa_status_idx').on(t.empresa_id, t.status),
    index('pedidos_empresa_comanda_idx').on(t.empresa_id, t.comanda_id),
    index('pedidos_usuario_idx').on(t.empresa_id, t.usuario_id),
    index('pedidos_empresa_criado_idx').on(t.empresa_id, t.created_at),
    // Staff find a customer by phone (issue 31 §1): the digits, without Brazil's +55.
    index('pedidos_empresa_telefone_idx').on(t.empresa_id, telefoneNormalizado(t.telefone_cliente)),
  ],
);

export const pedidoItens = pgTable(
  'pedido_itens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    pedido_id: integer('pedido_id').notNull(),
    produto_id: integer('produto_id'),
    produto_nome: text('produto_nome').notNull(),
    imagem_url: text('imagem_url'),
    quantidade: integer('quantidade').notNull(),
    preco_unitario: money('preco_unitario').notNull(),
    observacoes: text('observacoes'),
    personalizacoes: jsonb('personalizacoes').$type<Personalizacao[]>().notNull().default([]),
    /**
     * The station the item was routed to when the order was placed (issue 29), kept as it was:
     * no foreign key, a deleted station's items go to every screen.
     */
    estacao_id: integer('estacao_id'),
    /** When a cook marked it done on a station screen (issue 29 §2), and who. */
    pronto_em: timestamp('pronto_em', { withTimezone: true, mode: 'date' }),
    pronto_por: text('pronto_por'),
    /** Its product's tempo_preparo when ordered: the ticket's target (issue 29 §3). */
    alvo_min: integer('alvo_min'),
    /** The tab item it came from (a table order), so a waiter can cancel it after sending. */
    comanda_item_id: integer('comanda_item_id'),
    /** Sent to a ticket already in the kitchen ("+ NOVO", issue 29 §2): when it joined. */
    adicionado_em: timestamp('adicionado_em', { withTimezone: true, mode: 'date' }),
    /** Cancelled after reaching the kitchen: when, why and by whom ("CANCELADO"). */
    cancelado_em: timestamp('cancelado_em', { withTimezone: true, mode: 'date' }),
    cancelado_motivo: text('cancelado_motivo'),
    cancelado_por: text('cancelado_por'),
    /** Its note was changed after it reached the kitchen (highlighted on the ticket). */
    observacoes_alteradas_em: timestamp('observacoes_alteradas_em', {
      withTimezone: true,
      mode: 'date',
    }),
  },
  (t) => [
    primaryKey({ name: 'pedido_itens_pkey', columns: [t.empresa_id, t.id] }),
    index('pedido_itens_pedido_idx').on(t.empresa_id, t.pedido_id),
    daMesmaEmpresa('pedido_itens_pedido_fk', [t.empresa_id, t.pedido_id], pedidos).onDelete(
      'cascade',
    ),
  ],
);

/** Every status change of an order: from what, to what, by whom and when. */
export const pedidoStatusHistorico = pgTable(
  'pedido_status_historico',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    pedido_id: integer('pedido_id').notNull(),
    de: text('de', { enum: PEDIDO_STATUS }),
    para: text('para', { enum: PEDIDO_STATUS }).notNull(),
    autor_tipo: text('autor_tipo', {
      enum: ['cliente', 'equipe', 'garcom', 'monitor', 'sistema', 'entregador'],
    }).notNull(),
    autor_id: integer('autor_id'),
    autor_nome: text('autor_nome'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pedido_status_historico_pkey', columns: [t.empresa_id, t.id] }),
    index('pedido_status_historico_pedido_idx').on(t.empresa_id, t.pedido_id),
    daMesmaEmpresa(
      'pedido_status_historico_pedido_fk',
      [t.empresa_id, t.pedido_id],
      pedidos,
    ).onDelete('cascade'),
  ],
);
