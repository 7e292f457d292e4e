import type { APIRequestContext } from '@playwright/test';
import type {
  CategoriaAdmin,
  Comanda,
  EstoqueItem,
  Mesa,
  ProdutoAdmin,
} from '@cardapio/shared-events';
import { auth, criar } from './api';

/**
 * The waiter journeys' own set-up on the demo company (garcom-estoque, garcom-cancela-item):
 * each creates its tables, products and stock through the API, with names of its project, and
 * removes them after (and before, what an earlier failed run left).
 */

/** What a journey created, by name (tables by number). */
export interface RestosDaJornada {
  mesas: readonly string[];
  produtos: readonly string[];
  categorias: readonly string[];
  /** Stock items; none looked for when absent. */
  estoque?: readonly string[];
}

/**
 * Removes what the journey (or an earlier failed run of it) left: its tables' tabs (an unsent
 * one deleted, the others closed and paid), the tables, stock items, products and categories.
 */
export async function limparJornada(
  request: APIRequestContext,
  equipe: string,
  garcom: string,
  restos: RestosDaJornada,
) {
  const headers = auth(equipe);
  const { mesas } = (await (await request.get('/api/mesas', { headers })).json()) as {
    mesas: Mesa[];
  };
  for (const mesa of mesas.filter((m) => restos.mesas.includes(m.numero))) {
    await encerrarComandasDaMesa(request, garcom, mesa.id);
    await request.delete(`/api/mesas/${mesa.id}`, { headers });
  }
  if (restos.estoque) {
    const itens = (await (await request.get('/api/estoque', { headers })).json()) as EstoqueItem[];
    for (const i of itens.filter((x) => restos.estoque!.includes(x.nome)))
      await request.delete(`/api/estoque/${i.id}`, { headers });
  }
  const produtos = (await (
    await request.get('/api/produtos', { headers })
  ).json()) as ProdutoAdmin[];
  for (const p of produtos.filter((x) => restos.produtos.includes(x.nome)))
    await request.delete(`/api/produtos/${p.id}`, { headers });
  const categorias = (await (
    await request.get('/api/categorias', { headers })
  ).json()) as CategoriaAdmin[];
  for (const c of categorias.filter((x) => restos.categorias.includes(x.nome)))
    await request.delete(`/api/categorias/${c.id}`, { headers });
}

/**
 * Ends every open tab of a table, as a waiter would: an unsent one removed, the others closed and
 * paid. The table is free for a journey that needs it so.
 */
export async function encerrarComandasDaMesa(
  request: APIRequestContext,
  garcom: string,
  mesaId: number,
) {
  const doGarcom = auth(garcom);
  const { comandas } = (await (
    await request.get(`/api/garcom/comandas?mesa_id=${mesaId}`, { headers: doGarcom })
  ).json()) as { comandas: Comanda[] };
  for (const c of comandas) {
    const base = `/api/garcom/comandas/${c.id}`;
    const enviada = c.itens.some((i) => i.status !== 'pendente');
    if (c.status === 'ativa' && !enviada)
      await request.delete(`/api/garcom/comandas-mesa/${c.id}`, { headers: doGarcom });
    else if (c.status !== 'paga') {
      if (c.status === 'ativa')
        await request.post(`${base}/fechar`, { headers: doGarcom, data: {} });
      await request.post(`${base}/pagar`, { headers: doGarcom, data: { metodo: 'pix' } });
    }
  }
}

/** A table of the journey with a digital tab opened by the waiter `garcom` (a token). */
export async function comandaNaMesa(
  request: APIRequestContext,
  equipe: string,
  garcom: string,
  numero: string,
): Promise<Comanda> {
  const { mesa } = await criar<{ mesa: Mesa }>(request, equipe, '/api/mesas', {
    numero,
    nome: `Mesa ${numero}`,
    capacidade: 4,
    status: 'livre',
  });
  const { comanda } = await criar<{ comanda: Comanda }>(
    request,
    garcom,
    '/api/garcom/comandas-mesa',
    { mesa_id: mesa.id },
  );
  return comanda;
}
