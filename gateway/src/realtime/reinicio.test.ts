import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../server';
import { loginStaff } from '../testing/sessions';
import type { ClientSocket } from '../testing/sockets';
import { createTestServer } from '../testing/test-server';

/**
 * A deploy stops the gateway (SIGTERM → close()) and starts another on the same port: the
 * clients connected to the old one must come back by themselves, so the shutdown has to read as
 * a dropped connection, not as the server telling them to stay away ('io server disconnect').
 */
let antigo: RunningServer | null = null;
let novo: RunningServer | null = null;
let cliente: ClientSocket | null = null;
afterEach(async () => {
  cliente?.disconnect();
  await antigo?.close();
  await novo?.close();
  antigo = novo = cliente = null;
});

test('a clean shutdown drops the sockets; they reconnect to the next server on the same port', async () => {
  antigo = await createTestServer();
  const porta = (antigo.httpServer.address() as AddressInfo).port;
  const token = await loginStaff(antigo.httpServer);
  const socket: ClientSocket = connect(antigo.url, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
  });
  cliente = socket;
  await new Promise((resolve) => socket.once('sessao:info', resolve));

  const caiu = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const fechando = antigo;
  antigo = null;
  await fechando.close();
  await expect(caiu).resolves.toBe('transport close');
  expect(socket.active).toBe(true);

  const voltou = new Promise<{ rooms: string[] }>((resolve) => socket.once('sessao:info', resolve));
  novo = await createTestServer({ port: porta });
  await expect(voltou).resolves.toMatchObject({
    rooms: expect.arrayContaining(['empresa:1:equipe']),
  });
}, 20_000);
