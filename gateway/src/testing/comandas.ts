import request from 'supertest';
import type { Comanda } from '@cardapio/shared-events';
import { mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../server';
import { autorizado } from './loja';

/** A new table `numero` of empresa 1 and the tab the waiter opens on it through the API. */
export async function comandaNaMesa(
  server: RunningServer,
  garcom: string,
  numero: string,
): Promise<Comanda> {
  const [mesa] = await server.core.db
    .insert(mesas)
    .values({ empresa_id: 1, numero, nome: `Mesa ${numero}`, capacidade: 4 })
    .returning();
  const res = await request(server.httpServer)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: mesa!.id });
  if (res.status !== 201) throw new Error(`comanda recusada: ${res.status} ${res.text}`);
  return res.body.comanda as Comanda;
}
