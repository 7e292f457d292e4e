import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { usuarios } from '../usuarios/schema';
import { money, timestamps } from '../shared/columns';

/** Quantities keep 3 decimals (0,5 kg); never negative (the check is the last line of defence). */
const quantidade = (name: string) => numeric(name, { precision: 15, scale: 3 });

/** The stock items of a company (staff-side §3 Stock item). */
export const estoqueItens = pgTable(
  'estoque_itens',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nome: text('nome').notNull(),
    quantidade: quantidade('quantidade').notNull().default('0'),
    quantidade_minima: quantidade('quantidade_minima').notNull().default('0'),
    unidade: text('unidade').notNull(),
    preco_custo: money('preco_custo').notNull().default('0'),
    fornecedor: text('fornecedor').notNull(),
    categoria: text('categoria').notNull(),
    ...timestamps,
  },
  (t) => [index('estoque_itens_empresa_idx').on(t.empresa_id, t.nome)],
);

/** Every entrada and saída, with who made it (a copy of the name outlives the account). */
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    id: serial('id').primaryKey(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    item_id: integer('item_id')
      .notNull()
      .references(() => estoqueItens.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['entrada', 'saida'] }).notNull(),
    quantidade: quantidade('quantidade').notNull(),
    motivo: text('motivo').notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    usuario_nome: text('usuario_nome').notNull(),
    data: timestamp('data', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('estoque_movimentos_empresa_data_idx').on(t.empresa_id, t.data),
    index('estoque_movimentos_item_idx').on(t.item_id),
  ],
);
