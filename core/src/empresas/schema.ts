import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from '../shared/columns';

export const empresas = pgTable(
  'empresas',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    cnpj: text('cnpj'),
    email: text('email'),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    tema: text('tema').notNull().default('dark'),
    endereco: text('endereco'),
    endereco_completo: text('endereco_completo'),
    cep: text('cep'),
    cidade: text('cidade'),
    estado: text('estado'),
    bairro: text('bairro'),
    numero: text('numero'),
    complemento: text('complemento'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    site: text('site'),
    descricao: text('descricao'),
    horario_atendimento: text('horario_atendimento'),
    valor_frete_minimo: money('valor_frete_minimo').notNull().default('5.00'),
    valor_por_km: money('valor_por_km').notNull().default('1.00'),
    raio_entrega: money('raio_entrega').notNull().default('20.00'),
    tempo_preparo_padrao: integer('tempo_preparo_padrao').notNull().default(30),
    tempo_por_km: money('tempo_por_km').notNull().default('2.50'),
    google_maps_api_key: text('google_maps_api_key'),
    /** 'Retirar no local' offered at checkout. */
    aceita_retirada: boolean('aceita_retirada').notNull().default(false),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    entrega_gratis_primeira_compra: boolean('entrega_gratis_primeira_compra')
      .notNull()
      .default(false),
    pixel_id: text('pixel_id'),
    pixel_access_token: text('pixel_access_token'),
    /** Kitchen tickets turn yellow, then red, after this many minutes (issue 4). */
    monitor_alerta_amarelo_min: integer('monitor_alerta_amarelo_min').notNull().default(5),
    monitor_alerta_vermelho_min: integer('monitor_alerta_vermelho_min').notNull().default(10),
    /** Seconds an order may wait for a kitchen screen's confirmation (0: no alert). */
    monitor_confirmacao_seg: integer('monitor_confirmacao_seg').notNull().default(20),
    /** An order turns 'pronto' by itself when every station is done (else the expo says so). */
    monitor_pronto_automatico: boolean('monitor_pronto_automatico').notNull().default(true),
    /** Minutes past its preparation target before an order raises the late alert (0: off). */
    monitor_tolerancia_atraso_min: integer('monitor_tolerancia_atraso_min').notNull().default(5),
    /** The service charge suggested on every bill (issue 13), 0 to 100; removable per bill. */
    taxa_servico_percentual: numeric('taxa_servico_percentual', { precision: 5, scale: 2 })
      .notNull()
      .default('10'),
    /** The storefront's logo (issue 26): a picture of `imagens`, `/api/imagens/<id>-<hash>.webp`. */
    logo_url: text('logo_url'),
    /**
     * The storefront's colour, `#rrggbb` (issue 26), accepted only when text reads on it (WCAG
     * AA); null keeps the product's palette. The check keeps anything else out of the CSS it
     * is written into.
     */
    cor_marca: text('cor_marca'),
    /** The owner's own switch ('Empresa ativa'): off, the menu leaves the air. */
    ativo: boolean('ativo').notNull().default(true),
    /**
     * When the owner confirmed the e-mail of a self-service sign-up (POST /api/empresas/cadastro).
     * Null until then: the menu is not public and the store cannot be opened. Companies created
     * any other way (the demo seed) are confirmed when created.
     */
    cadastro_confirmado_em: timestamp('cadastro_confirmado_em', {
      withTimezone: true,
      mode: 'date',
    }).defaultNow(),
    /** SHA-256 of the pending confirmation link's token (single use), and when it expires. */
    confirmacao_token_hash: text('confirmacao_token_hash'),
    confirmacao_expira_em: timestamp('confirmacao_expira_em', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner pressed 'Abrir a loja'. Null: closed to orders whatever the opening hours say
     * (a new company until its essentials are set). The demo seed's companies open when created.
     */
    loja_aberta_em: timestamp('loja_aberta_em', { withTimezone: true, mode: 'date' }).defaultNow(),
    /**
     * Set by the platform operator (`npm run operador -- empresas desativar <id>`): the menu is
     * gone and every session of the company ends. The owner's `ativo` cannot undo it.
     */
    desativada_em: timestamp('desativada_em', { withTimezone: true, mode: 'date' }),
    /**
     * A company of the demo seed (issue 26): its staff may settle a local PIX by hand
     * ('Simular pagamento'). Never a company that signed itself up: there a click would mark
     * unpaid orders paid.
     */
    demonstracao: boolean('demonstracao').notNull().default(false),
    /**
     * 'Pausar pedidos' (issue 31 §3): since when the site and QR channels refuse new orders, and
     * until when (null with `pausado_em` set: until staff resume). Staff channels still work.
     */
    pausado_em: timestamp('pausado_em', { withTimezone: true, mode: 'date' }),
    pausado_ate: timestamp('pausado_ate', { withTimezone: true, mode: 'date' }),
    /** Busy mode: minutes every ETA and the menu's estimate grow by (0: off). */
    ocupado_min: integer('ocupado_min').notNull().default(0),
    /** At most this many orders (or items, by `capacidade_por`) per 15-minute window; null: no cap. */
    capacidade_janela: integer('capacidade_janela'),
    capacidade_por: text('capacidade_por', { enum: ['pedidos', 'itens'] })
      .notNull()
      .default('pedidos'),
    ...timestamps,
  },
  (t) => [
    check(
      'empresas_taxa_servico_percentual_ck',
      sql`${t.taxa_servico_percentual} >= 0 and ${t.taxa_servico_percentual} <= 100`,
    ),
    check('empresas_cor_marca_ck', sql`${t.cor_marca} ~ '^#[0-9a-f]{6}$'`),
    check('empresas_ocupado_min_ck', sql`${t.ocupado_min} >= 0 and ${t.ocupado_min} <= 240`),
    check('empresas_capacidade_janela_ck', sql`${t.capacidade_janela} > 0`),
  ],
);

export type EmpresaRow = typeof empresas.$inferSelect;
