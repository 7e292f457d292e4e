import { pedidoDeTeste } from '../testing/pedido';
import { rooms } from '@cardapio/shared-events';
import { createTestServer } from '../testing/test-server';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../testing/sessions';
import { roundTrip, socketClients } from '../testing/sockets';
import type { RunningServer } from '../server';

let server: RunningServer;
const clients = socketClients();
beforeAll(async () => {
  server = await createTestServer();
});
afterEach(() => clients.closeAll());
afterAll(() => server.close());

const open = (auth: Record<string, unknown> = {}) => clients.open(server.url, auth);
const connected = (token: string) => clients.connected(server.url, token);

const pedido = (empresaId: number) => pedidoDeTeste(empresaId);

test('an unauthenticated or forged socket is refused with connect_error', async () => {
  for (const auth of [{}, { token: 'forjado' }]) {
    const error = await new Promise<Error>((resolve) => open(auth).once('connect_error', resolve));
    expect(error.message).toBe('Não autorizado');
  }
});

test('the server joins each kind of session to its own rooms', async () => {
  const staffToken = await loginStaff(server.httpServer);
  const staff = await connected(staffToken);
  expect(staff.joined).toEqual([
    rooms.equipe(1),
    rooms.membroEquipe(server.core.tokens.verify(staffToken)!.sub),
    rooms.publico(1),
  ]);
  const garcomToken = await loginGarcom(server.httpServer);
  const garcom = await connected(garcomToken);
  expect(garcom.joined).toEqual([
    rooms.garcons(1),
    rooms.garcom(server.core.tokens.verify(garcomToken)!.sub),
    rooms.publico(1),
  ]);
  const clienteToken = await loginCliente(server.httpServer);
  const cliente = await connected(clienteToken);
  expect(cliente.joined).toEqual([
    rooms.usuario(server.core.tokens.verify(clienteToken)!.sub),
    rooms.publico(1),
  ]);
});

test('an anonymous socket with auth { empresa_id } joins only that public room', async () => {
  for (const empresa_id of [2, '2']) {
    const socket = open({ empresa_id });
    const info = await new Promise<{ kind: string; rooms: string[] }>((resolve, reject) => {
      socket.once('sessao:info', resolve);
      socket.once('connect_error', reject);
    });
    expect(info).toEqual({ kind: 'publico', rooms: [rooms.publico(2)], seq: expect.any(String) });
  }
});

test('an anonymous handshake with an unknown or malformed empresa id is refused, never a crash', async () => {
  const ids: unknown[] = [0, -1, 1.5, 2147483648, 99999, 'abc', '', null, [1], { id: 1 }, '1e3'];
  for (const empresa_id of ids) {
    const error = await new Promise<Error>((resolve) =>
      open({ empresa_id }).once('connect_error', resolve),
    );
    expect([empresa_id, error.message]).toEqual([empresa_id, 'Empresa não encontrada']);
  }
  // The server still answers.
  expect((await connected(await loginStaff(server.httpServer))).joined).toContain(rooms.publico(1));
});

test('a staff socket of empresa 2 receives nothing emitted to empresa 1, while empresa 1 staff does', async () => {
  const staff1 = await connected(await loginStaff(server.httpServer, DEMO.admin));
  const staff2 = await connected(await loginStaff(server.httpServer, DEMO.admin2));
  const got2: unknown[] = [];
  staff2.socket.on('pedido:criado', (p) => got2.push(p));

  const received = new Promise((resolve) => staff1.socket.once('pedido:criado', resolve));
  server.core.publish({
    empresaId: 1,
    name: 'pedido:criado',
    rooms: [rooms.equipe(1)],
    payload: pedido(1),
  });
  await expect(received).resolves.toMatchObject({ id: 99, empresa_id: 1 });

  // A round trip on staff2's own connection guarantees any misrouted event would have arrived first.
  await roundTrip(staff2.socket);
  expect(got2).toEqual([]);
});

test('a client cannot join a room by asking for it', async () => {
  const staff2 = await connected(await loginStaff(server.httpServer, DEMO.admin2));
  const got: unknown[] = [];
  staff2.socket.on('pedido:criado', (p) => got.push(p));
  const raw = staff2.socket as unknown as { emit(event: string, ...args: unknown[]): void };
  raw.emit('join', rooms.equipe(1));
  raw.emit('subscribe', { room: rooms.equipe(1) });
  await roundTrip(staff2.socket);
  server.core.publish({
    empresaId: 1,
    name: 'pedido:criado',
    rooms: [rooms.equipe(1)],
    payload: pedido(1),
  });
  await roundTrip(staff2.socket);
  expect(got).toEqual([]);
});

test('a customer hears only its own room', async () => {
  const tokenA = await loginCliente(server.httpServer);
  const a = await connected(tokenA);
  const b = await connected(await loginCliente(server.httpServer, DEMO.cliente2));
  const gotB: unknown[] = [];
  b.socket.on('carrinho:expirado', (p) => gotB.push(p));
  const idA = server.core.tokens.verify(tokenA)!.sub;
  const received = new Promise((resolve) => a.socket.once('carrinho:expirado', resolve));
  server.core.publish({
    empresaId: 1,
    name: 'carrinho:expirado',
    rooms: [rooms.usuario(idA)],
    payload: { empresa_id: 1, carrinho_id: 5, updated_at: new Date().toISOString() },
  });
  await expect(received).resolves.toMatchObject({ carrinho_id: 5 });
  await roundTrip(b.socket);
  expect(gotB).toEqual([]);
});
