import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carrinhos } from './schema';

/**
 * The cart's deletion as a piece of another area's statement (docs/arquitetura.md, "Áreas"):
 * the order is created and the cart deleted in one statement for speed (pedidos' 'criar-pedido'
 * CTE), so the cart area supplies this piece. Its values are the statement's placeholders
 * `carrinho_id` and `empresa_id`.
 */
export function apagarCarrinhoNoPedido(db: Db): SQL {
  const ph = sql.placeholder;
  return db
    .delete(carrinhos)
    .where(and(eq(carrinhos.id, ph('carrinho_id')), eq(carrinhos.empresa_id, ph('empresa_id'))))
    .getSQL();
}
