import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { TEMPO_PREPARO_PADRAO } from '@cardapio/shared-events';
import { empresas } from '../empresas/schema';
import { money, timestamps } from '../shared/columns';
import { daMesmaEmpresa } from '../db/mesma-empresa';
import { estacoes } from '../estacoes/schema';

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    imagem_url: text('imagem_url'),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    /** Where its products are made unless a product names its own station (issue 29). */
    estacao_id: integer('estacao_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'categorias_pkey', columns: [t.empresa_id, t.id] }),
    index('categorias_empresa_idx').on(t.empresa_id, t.ordem),
    // Emptied by soltarReferencias when the station goes (db/distribuicao.ts).
    daMesmaEmpresa('categorias_estacao_fk', [t.empresa_id, t.estacao_id], estacoes),
  ],
);

export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    categoria_id: integer('categoria_id'),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    preco: money('preco').notNull(),
    imagem_url: text('imagem_url'),
    tempo_preparo: integer('tempo_preparo').notNull().default(TEMPO_PREPARO_PADRAO),
    destaque: boolean('destaque').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    precisa_cozinha: boolean('precisa_cozinha').notNull().default(true),
    /** Its own station, over its category's (issue 29). */
    estacao_id: integer('estacao_id'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'produtos_pkey', columns: [t.empresa_id, t.id] }),
    index('produtos_empresa_idx').on(t.empresa_id, t.categoria_id),
    // Emptied by soltarReferencias when the category goes (db/distribuicao.ts).
    daMesmaEmpresa('produtos_categoria_fk', [t.empresa_id, t.categoria_id], categorias),
    daMesmaEmpresa('produtos_estacao_fk', [t.empresa_id, t.estacao_id], estacoes),
  ],
);

export const produtoOpcoes = pgTable(
  'produto_opcoes',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    produto_id: integer('produto_id').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['adicionar', 'remover'] }).notNull(),
    obrigatorio: boolean('obrigatorio').notNull().default(false),
    max_selecoes: integer('max_selecoes').notNull().default(1),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'produto_opcoes_pkey', columns: [t.empresa_id, t.id] }),
    index('produto_opcoes_produto_idx').on(t.empresa_id, t.produto_id),
    daMesmaEmpresa('produto_opcoes_produto_fk', [t.empresa_id, t.produto_id], produtos).onDelete(
      'cascade',
    ),
  ],
);

export const produtoOpcaoItens = pgTable(
  'produto_opcao_itens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id').notNull(),
    opcao_id: integer('opcao_id').notNull(),
    nome: text('nome').notNull(),
    preco_adicional: money('preco_adicional').notNull().default('0.00'),
    quantidade: integer('quantidade').notNull().default(1),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'produto_opcao_itens_pkey', columns: [t.empresa_id, t.id] }),
    index('produto_opcao_itens_opcao_idx').on(t.empresa_id, t.opcao_id),
    daMesmaEmpresa(
      'produto_opcao_itens_opcao_fk',
      [t.empresa_id, t.opcao_id],
      produtoOpcoes,
    ).onDelete('cascade'),
  ],
);
