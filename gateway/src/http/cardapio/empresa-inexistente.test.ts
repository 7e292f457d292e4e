import request from 'supertest';
import { eq } from 'drizzle-orm';
import { chamadasGarcom, empresas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/**
 * An unknown (or deactivated) company is a 404 on every public read and nothing can be ordered
 * or called there: the storefront shows 'Loja não encontrada' instead of a default store.
 */
const clients = socketClients();
let server: RunningServer;
let http: RunningServer['httpServer'];
beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const NAO_ENCONTRADA = { erro: 'Empresa não encontrada' };
const LEITURAS = [
  '/api/empresa/{id}/public',
  '/api/menu/{id}',
  '/api/categorias/{id}',
  '/api/horario-funcionamento/status/{id}',
  '/api/meta-pixel/{id}',
];

describe.each([999, 2_147_483_647])('empresa %i (does not exist)', (id) => {
  test.each(LEITURAS)('GET %s answers 404 Empresa não encontrada', async (rota) => {
    const res = await request(http).get(rota.replace('{id}', String(id)));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NAO_ENCONTRADA);
  });

  test('calling a waiter there is refused and stores nothing', async () => {
    const antes = await server.database.db.$count(chamadasGarcom);
    const res = await request(http).post('/api/chamar-garcom').send({ mesa: '3', empresa_id: id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NAO_ENCONTRADA);
    expect(await server.database.db.$count(chamadasGarcom)).toBe(antes);
  });
});

test('a deactivated company answers like an unknown one, and comes back when reactivated', async () => {
  const db = server.database.db;
  await db.update(empresas).set({ ativo: false }).where(eq(empresas.id, 2));
  try {
    for (const rota of LEITURAS) {
      const res = await request(http).get(rota.replace('{id}', '2'));
      expect({ rota, status: res.status, body: res.body as unknown }).toEqual({
        rota,
        status: 404,
        body: NAO_ENCONTRADA,
      });
    }
    const chamada = await request(http)
      .post('/api/chamar-garcom')
      .send({ mesa: '1', empresa_id: 2 });
    expect(chamada.status).toBe(404);
    // Nor does an anonymous socket of its menu join its public room.
    const recusa = await new Promise<Error>((resolve) =>
      clients.open(server.url, { empresa_id: 2 }).once('connect_error', resolve),
    );
    expect(recusa.message).toBe('Empresa não encontrada');
  } finally {
    await db.update(empresas).set({ ativo: true }).where(eq(empresas.id, 2));
    server.core.cache.invalidate('');
  }
});
