import { asc, eq } from 'drizzle-orm';
import { estoqueItens, estoqueMovimentos } from '@cardapio/core/testing';
import type { RunningServer } from '../server';

/** A stock item's quantity as stored now (read from the database, not through the API). */
export async function quantidadeNoEstoque(server: RunningServer, itemId: number): Promise<number> {
  const [row] = await server.core.db
    .select({ q: estoqueItens.quantidade })
    .from(estoqueItens)
    .where(eq(estoqueItens.id, itemId));
  return Number(row!.q);
}

/** A stock item's movements as stored, oldest first. */
export const movimentosDoItem = (server: RunningServer, itemId: number) =>
  server.core.db
    .select()
    .from(estoqueMovimentos)
    .where(eq(estoqueMovimentos.item_id, itemId))
    .orderBy(asc(estoqueMovimentos.id));
