import request from 'supertest';
import { createTestServer } from '../../testing/test-server';
import type { RunningServer } from '../../server';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

test('GET /api/health reports the database kind, Redis status and version 1.0.0', async () => {
  const res = await request(server.httpServer).get('/api/health');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    status: 'ok',
    versao: '1.0.0',
    version: '1.0.0',
    banco: { tipo: process.env.DATABASE_URL ? 'postgres' : 'pglite', estado: 'conectado' },
    redis: 'desativado',
    filas: 'in-process',
  });
});

test('unknown API routes answer 404 with a pt-BR erro', async () => {
  const res = await request(server.httpServer).get('/api/nao-existe');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ erro: 'Rota não encontrada' });
});
