import {
  criarFluxoDeEventos,
  FOLGA_DA_REPOSICAO_MS,
  rooms,
  type Pedido,
  type RespostaDaConferencia,
} from '@cardapio/shared-events';
import type { RunningServer } from '../server';
import { pedidoDeTeste } from '../testing/pedido';
import { loginStaff } from '../testing/sessions';
import { roundTrip, socketClients } from '../testing/sockets';
import { createTestServer } from '../testing/test-server';

/**
 * Issue 28 §3, a sequence gap: a screen still connected that never received one of its rooms'
 * events (lost between gateways, say) finds it with its periodic check ('fluxo:conferir') and
 * applies it once. Real gateway, real Socket.IO client running the browser's stream.
 */

let server: RunningServer;
let token: string;
const clients = socketClients();
beforeAll(async () => {
  server = await createTestServer();
  token = await loginStaff(server.httpServer);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const publicar = (empresaId: number, id: number) =>
  server.core.publish({
    name: 'pedido:criado',
    empresaId,
    rooms: [rooms.equipe(empresaId)],
    payload: pedidoDeTeste(empresaId, { id }),
  });

test('an event the connected screen never got is found by its check and applied once', async () => {
  const socket = clients.open(server.url, { token });
  const fluxo = criarFluxoDeEventos(socket);
  const aplicados: number[] = [];
  fluxo.ouvir('pedido:criado', ((p: Pedido) => aplicados.push(p.id)) as never);
  await new Promise((r) => socket.once('sessao:info', r));
  const pedir = async (desde: string) => {
    const r = (await socket
      .timeout(5000)
      .emitWithAck('fluxo:conferir', { desde })) as RespostaDaConferencia;
    if (!r.ok) throw new Error('recusada');
    return r.eventos;
  };

  publicar(1, 501);
  await roundTrip(socket);
  // The server loses this socket's copy of the next event: it is out of the room for a moment.
  server.realtime.io.in(socket.id!).socketsLeave(rooms.equipe(1));
  publicar(1, 502);
  publicar(2, 902); // another company's: never this screen's
  await new Promise((r) => setTimeout(r, 50));
  server.realtime.io.in(socket.id!).socketsJoin(rooms.equipe(1));
  publicar(1, 503);
  await roundTrip(socket);
  expect(aplicados).toEqual([501, 503]);

  // Too recent to be called missing (it may still be on its way): nothing yet.
  expect(await fluxo.conferir(pedir)).toBe(0);
  await new Promise((r) => setTimeout(r, FOLGA_DA_REPOSICAO_MS + 200));
  expect(await fluxo.conferir(pedir)).toBe(1);
  expect(aplicados).toEqual([501, 503, 502]);
  // Checked again: nothing new, nothing applied twice.
  expect(await fluxo.conferir(pedir)).toBe(0);
  expect(aplicados).toEqual([501, 503, 502]);
}, 20_000);

test('a malformed place is refused, never an error; without an ack nothing happens', async () => {
  const socket = clients.open(server.url, { token });
  await new Promise((r) => socket.once('sessao:info', r));
  for (const desde of ['abc', 42, null, 'x'.repeat(10_000), '1\u0000-0'])
    expect(await socket.timeout(5000).emitWithAck('fluxo:conferir', { desde } as never)).toEqual({
      ok: false,
    });
  expect(await socket.timeout(5000).emitWithAck('fluxo:conferir', null as never)).toEqual({
    ok: false,
  });
  (socket.emit as (nome: string, ...args: unknown[]) => unknown)('fluxo:conferir', {
    desde: '1-0',
  });
  await roundTrip(socket);
  expect(socket.connected).toBe(true);
});

test('a place the log can no longer cover answers null: the screen reads again', async () => {
  const socket = clients.open(server.url, { token });
  await new Promise((r) => socket.once('sessao:info', r));
  expect(await socket.timeout(5000).emitWithAck('fluxo:conferir', { desde: '1-0' })).toEqual({
    ok: true,
    eventos: null,
  });
});
