import request from 'supertest';
import type { CategoriaAdmin, Estacao, ProdutoAdmin } from '@cardapio/shared-events';
import { autorizado, type Alvo } from './loja';

/** A kitchen station of the staff member's empresa (issue 29), created through the API. */
export async function criarEstacao(
  server: Alvo,
  token: string,
  campos: { nome: string; ordem?: number },
): Promise<Estacao> {
  const res = await request(server).post('/api/estacoes').set(autorizado(token)).send(campos);
  if (res.status !== 201)
    throw new Error(`estação recusada: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { estacao: Estacao }).estacao;
}

/**
 * Routes each product's category to a station (`[produto_id, estacao_id]`), through the category
 * form as the back office saves it.
 */
export async function rotearCategorias(
  server: Alvo,
  token: string,
  rotas: ReadonlyArray<readonly [produtoId: number, estacaoId: number]>,
): Promise<void> {
  const produtos = (await request(server).get('/api/produtos').set(autorizado(token)))
    .body as ProdutoAdmin[];
  const categorias = (await request(server).get('/api/categorias').set(autorizado(token)))
    .body as CategoriaAdmin[];
  for (const [produtoId, estacaoId] of rotas) {
    const categoriaId = produtos.find((p) => p.id === produtoId)!.categoria_id;
    const categoria = categorias.find((c) => c.id === categoriaId)!;
    const res = await request(server)
      .put(`/api/categorias/${categoria.id}`)
      .set(autorizado(token))
      .send({ nome: categoria.nome, ordem: categoria.ordem, estacao_id: estacaoId });
    if (res.status !== 200)
      throw new Error(`categoria recusou a estação: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
