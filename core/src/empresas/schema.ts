import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check(
      'empresas_taxa_servico_percentual_ck',
      sql`${t.taxa_servico_percentual} >= 0 and ${t.taxa_servico_percentual} <= 100`,
    ),
    check('empresas_cor_marca_ck', sql`${t.cor_marca} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export type EmpresaRow = typeof empresas.$inferSelect;
