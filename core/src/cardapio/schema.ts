import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { money, timestamps } from '../shared/columns';

export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    imagem_url: text('imagem_url'),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('categorias_empresa_idx').on(t.empresa_id, t.ordem)],
);

export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    categoria_id: integer('categoria_id').references(() => categorias.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    preco: money('preco').notNull(),
    imagem_url: text('imagem_url'),
    tempo_preparo: integer('tempo_preparo').notNull().default(15),
    destaque: boolean('destaque').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    precisa_cozinha: boolean('precisa_cozinha').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('produtos_empresa_idx').on(t.empresa_id, t.categoria_id)],
);

export const produtoOpcoes = pgTable(
  'produto_opcoes',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['adicionar', 'remover'] }).notNull(),
    obrigatorio: boolean('obrigatorio').notNull().default(false),
    max_selecoes: integer('max_selecoes').notNull().default(1),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('produto_opcoes_produto_idx').on(t.empresa_id, t.produto_id)],
);

export const produtoOpcaoItens = pgTable(
  'produto_opcao_itens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id').notNull(),
    opcao_id: integer('opcao_id')
      .notNull()
      .references(() => produtoOpcoes.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    preco_adicional: money('preco_adicional').notNull().default('0.00'),
    quantidade: integer('quantidade').notNull().default(1),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('produto_opcao_itens_opcao_idx').on(t.opcao_id)],
);
