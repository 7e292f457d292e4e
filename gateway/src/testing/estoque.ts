import type { Server } from 'node:http';
import request from 'supertest';
import { asc, eq } from 'drizzle-orm';
import type { EstoqueItem } from '@cardapio/shared-events';
import { estoqueItens, estoqueMovimentos } from '@cardapio/core/testing';
import type { RunningServer } from '../server';
import { autorizado } from './loja';

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

/** A stock item of `quantidade` units linked to a product (one unit each); the caller deletes it. */
export async function estoqueDoProduto(
  http: Server,
  staff: string,
  produtoId: number,
  nome: string,
  quantidade: number,
): Promise<number> {
  const item = await request(http)
    .post('/api/estoque')
    .set(autorizado(staff))
    .send({
      nome: `${nome} ${Date.now()}`,
      quantidade,
      quantidade_minima: 0,
      unidade: 'un',
      preco_custo: 1,
      fornecedor: 'Distribuidora',
      categoria: 'Bebidas',
      produtos: [{ produto_id: produtoId, quantidade: 1 }],
    });
  if (item.status !== 201) throw new Error(`estoque recusado: ${item.status} ${item.text}`);
  return (item.body as EstoqueItem).id;
}
