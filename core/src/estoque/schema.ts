import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { produtos } from '../cardapio/schema';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { usuarios } from '../usuarios/schema';
import { money, timestamps } from '../shared/columns';
import { daMesmaEmpresa } from '../db/mesma-empresa';

/** Quantities keep 3 decimals (0,5 kg); never negative (the check is the last line of defence). */
const quantidade = (name: string) => numeric(name, { precision: 15, scale: 3 });

/** The stock items of a company (staff-side §3 Stock item). */
export const estoqueItens = pgTable(
  'estoque_itens',
  {
    id: serial('id').notNull(),
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
  (t) => [
    primaryKey({ name: 'estoque_itens_pkey', columns: [t.empresa_id, t.id] }),
    index('estoque_itens_empresa_idx').on(t.empresa_id, t.nome),
  ],
);

/** Every entrada and saída, with who made it (a copy of the name outlives the account). */
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    item_id: integer('item_id').notNull(),
    tipo: text('tipo', { enum: ['entrada', 'saida'] }).notNull(),
    quantidade: quantidade('quantidade').notNull(),
    motivo: text('motivo').notNull(),
    usuario_id: integer('usuario_id'),
    usuario_nome: text('usuario_nome').notNull(),
    data: timestamp('data', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The order whose checkout took (saida) or whose cancellation returned (entrada) it; for a
     * waiter's tab, the kitchen order that carried the item, once sent.
     */
    pedido_id: integer('pedido_id'),
    /**
     * The waiter's tab and its item that took (saida) or gave back (entrada) it. No foreign key
     * (as pedidos.comanda_id): a tab or an unsent item may be removed, its movements stay as the
     * record of what it took and gave back.
     */
    comanda_id: integer('comanda_id'),
    comanda_item_id: integer('comanda_item_id'),
  },
  (t) => [
    primaryKey({ name: 'estoque_movimentos_pkey', columns: [t.empresa_id, t.id] }),
    index('estoque_movimentos_empresa_data_idx').on(t.empresa_id, t.data),
    index('estoque_movimentos_item_idx').on(t.empresa_id, t.item_id),
    index('estoque_movimentos_pedido_idx').on(t.empresa_id, t.pedido_id),
    index('estoque_movimentos_comanda_item_idx').on(t.empresa_id, t.comanda_item_id),
    daMesmaEmpresa('estoque_movimentos_item_fk', [t.empresa_id, t.item_id], estoqueItens).onDelete(
      'cascade',
    ),
    // Emptied by soltarReferencias when the account or the order goes (db/distribuicao.ts).
    daMesmaEmpresa('estoque_movimentos_usuario_fk', [t.empresa_id, t.usuario_id], usuarios),
    daMesmaEmpresa('estoque_movimentos_pedido_fk', [t.empresa_id, t.pedido_id], pedidos),
  ],
);

/**
 * Which products use a stock item and how much of it one unit of the product takes (0,2 kg of
 * flour per pizza). An order's checkout takes that much per unit ordered; a product whose
 * linked item holds less than one unit's worth is unavailable on the menu.
 */
export const estoqueProdutos = pgTable(
  'estoque_produtos',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    item_id: integer('item_id').notNull(),
    produto_id: integer('produto_id').notNull(),
    quantidade: quantidade('quantidade').notNull(),
  },
  (t) => [
    primaryKey({ name: 'estoque_produtos_pkey', columns: [t.empresa_id, t.id] }),
    daMesmaEmpresa('estoque_produtos_item_fk', [t.empresa_id, t.item_id], estoqueItens).onDelete(
      'cascade',
    ),
    daMesmaEmpresa('estoque_produtos_produto_fk', [t.empresa_id, t.produto_id], produtos).onDelete(
      'cascade',
    ),
    unique('estoque_produtos_item_produto_uq').on(t.empresa_id, t.item_id, t.produto_id),
    index('estoque_produtos_produto_idx').on(t.empresa_id, t.produto_id),
    check('estoque_produtos_quantidade_positiva', sql`${t.quantidade} > 0`),
  ],
);
