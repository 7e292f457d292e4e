import http from 'node:http';
import request from 'supertest';
import type { Pedido } from '@cardapio/shared-events';
import type { RunningServer } from '../server';
import { definirLoja } from '../testing/loja';
import { pedidoPeloCliente } from '../testing/pedido';
import { loginStaff } from '../testing/sessions';
import { socketClients } from '../testing/sockets';
import { createTestServer } from '../testing/test-server';

/**
 * Issue 11 §1: Socket.IO's long-polling (its fallback behind proxies that block WebSockets) is
 * answered by Socket.IO alone; Express never sees /socket.io/, so it can neither answer 404 to a
 * poll Socket.IO still holds nor make Socket.IO's own write throw and stop the process.
 */
let server: RunningServer;
const clients = socketClients();
beforeAll(async () => {
  server = await createTestServer();
  await definirLoja(server.httpServer, await loginStaff(server.httpServer), true);
});
afterEach(() => clients.closeAll());
afterAll(() => server.close());

/** A raw GET that resolves with status and body (no client library in between). */
function get(path: string, timeoutMs = 1500): Promise<{ status: number; body: string } | 'aberta'> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${path}`, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    // A long poll is held open by Socket.IO until it has something to send: that is its answer.
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve('aberta');
    });
  });
}

test('the handshake-then-poll sequence is answered by Socket.IO and leaves the server up', async () => {
  const handshake = await get('/socket.io/?EIO=4&transport=polling');
  if (handshake === 'aberta') throw new Error('o handshake não respondeu');
  expect(handshake.status).toBe(200);
  const sid = (JSON.parse(handshake.body.replace(/^0/, '')) as { sid: string }).sid;

  const poll = await get(`/socket.io/?EIO=4&transport=polling&sid=${sid}`, 800);
  // Socket.IO holds the poll (or answers it with its own packet), never Express's 404 page.
  if (poll !== 'aberta') {
    expect(poll.status).toBe(200);
    expect(poll.body).not.toMatch(/Cannot GET/);
  }
  await new Promise((r) => setTimeout(r, 100));
  const health = await request(server.httpServer).get('/api/health');
  expect(health.status).toBe(200);
});

test('Express never answers a /socket.io/ path, whatever the query', async () => {
  const res = await get('/socket.io/?EIO=4&transport=polling&sid=desconhecido');
  if (res === 'aberta') throw new Error('sem resposta');
  expect(res.status).toBe(400);
  expect(res.body).not.toMatch(/Cannot GET|<html/i);
  expect((await request(server.httpServer).get('/api/health')).status).toBe(200);
});

test('a staff client forced to long-polling receives pedido:criado of a real order', async () => {
  const staff = await loginStaff(server.httpServer);
  const { socket } = await clients.connected(server.url, staff, ['polling']);
  expect(socket.io.engine.transport.name).toBe('polling');
  const recebido = new Promise<Pedido>((resolve) => socket.once('pedido:criado', resolve));
  const { pedido } = await pedidoPeloCliente(server.httpServer);
  await expect(recebido).resolves.toMatchObject({ id: pedido.id, empresa_id: 1 });
  expect((await request(server.httpServer).get('/api/health')).status).toBe(200);
  // Let the client's last poll finish before the server goes away.
  const fechado = new Promise((resolve) => socket.io.engine.once('close', resolve));
  socket.disconnect();
  await fechado;
});
