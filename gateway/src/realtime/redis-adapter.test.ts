import { pedidoDeTeste } from '../testing/pedido';
import { rooms } from '@cardapio/shared-events';
import { type RunningServer } from '../server';
import { startTwoGateways } from '../testing/test-server';
import { DEMO, loginStaff } from '../testing/sessions';
import { roundTrip, socketClients } from '../testing/sockets';

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('two gateways sharing Redis (scale-out)', () => {
  let servers: RunningServer[] = [];
  let fechar: () => Promise<void> = async () => undefined;
  const clients = socketClients();

  beforeAll(async () => {
    ({ gateways: servers, close: fechar } = await startTwoGateways(redisUrl!, 'adapter'));
  });
  afterAll(async () => {
    clients.closeAll();
    await fechar();
  });

  test('an event published on gateway A reaches a staff socket connected to gateway B, and only its empresa', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const open = async (token: string) => (await clients.connected(b.url, token)).socket;
    const staff1 = await open(await loginStaff(b.httpServer, DEMO.admin));
    const staff2 = await open(await loginStaff(b.httpServer, DEMO.admin2));
    const other: unknown[] = [];
    staff2.on('pedido:criado', (p) => other.push(p));

    const received = new Promise((resolve) => staff1.once('pedido:criado', resolve));
    a.core.publish({
      empresaId: 1,
      name: 'pedido:criado',
      rooms: [rooms.equipe(1)],
      payload: pedidoDeTeste(1, { id: 1234 }),
    });
    await expect(received).resolves.toMatchObject({ id: 1234 });
    await roundTrip(staff2);
    expect(other).toEqual([]);
  });
});
