import { pedidoDeTeste } from '../testing/pedido';
import { createTestDatabase } from '@cardapio/core/src/testing';
import { createInProcessQueue } from '@cardapio/workers';
import { rooms } from '@cardapio/shared-events';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../testing/test-server';
import { DEMO, loginStaff } from '../testing/sessions';
import { roundTrip, socketClients } from '../testing/sockets';

// Set by the jest global setup when a Redis server answers (always in CI).
const redisUrl = process.env.TEST_REDIS_URL;

(redisUrl ? describe : describe.skip)('two gateways sharing Redis (scale-out)', () => {
  const servers: RunningServer[] = [];
  const clients = socketClients();

  beforeAll(async () => {
    const database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({
          config: testConfig({ redisUrl }),
          // Both gateways use one database; only the last to close releases it.
          database: i === 0 ? database : { ...database, close: async () => undefined },
          queue: createInProcessQueue(),
          log: () => undefined,
        }),
      );
    }
  });
  afterAll(async () => {
    clients.closeAll();
    for (const s of servers.reverse()) await s.close();
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
      name: 'pedido:criado',
      rooms: [rooms.equipe(1)],
      payload: pedidoDeTeste(1, { id: 1234 }),
    });
    await expect(received).resolves.toMatchObject({ id: 1234 });
    await roundTrip(staff2);
    expect(other).toEqual([]);
  });
});
