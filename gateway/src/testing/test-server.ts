import { createTestDatabase } from '@cardapio/core/testing';
import { createBullmqQueue, createInProcessQueue } from '@cardapio/workers';
import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../config';
import { startServer, type RunningServer } from '../server';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-16-caracteres';

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/cardapio-vivo-test-unused',
    redisUrl: 'off',
    queuePrefix: 'teste',
    mailFrom: 'Cardápio Vivo <teste@cardapiovivo.com.br>',
    publicUrl: 'http://cardapio.test',
    jwtSecret: TEST_JWT_SECRET,
    seed: false, // the test database already holds the demo seed
    runWorkers: true,
    rateLimitLoginPerIp: 1000,
    rateLimitLoginPerAccount: 1000,
    cadastrosPorHora: 1000,
    ...overrides,
  };
}

/**
 * A whole gateway on an ephemeral port with its own database and, by default, an in-process
 * queue; `{ queue: 'bullmq' }` uses BullMQ on the test Redis under a prefix of its own.
 */
export async function createTestServer(
  overrides: Partial<GatewayConfig> = {},
  options: { queue?: 'in-process' | 'bullmq'; poolMax?: number; now?: () => Date } = {},
): Promise<RunningServer> {
  const database = await createTestDatabase({ poolMax: options.poolMax });
  const redisUrl = process.env.TEST_REDIS_URL;
  if (options.queue === 'bullmq' && !redisUrl) throw new Error('Redis indisponível para o teste');
  const queue =
    options.queue === 'bullmq'
      ? createBullmqQueue({
          redisUrl: redisUrl!,
          prefix: `teste-${randomBytes(6).toString('hex')}`,
          backoffMs: 20,
          logger: { error: () => undefined },
        })
      : createInProcessQueue({ backoffMs: 20, logger: { error: () => undefined } });
  return startServer({
    config: testConfig(overrides),
    database,
    queue,
    log: () => undefined,
    now: options.now,
  });
}

/** The queue modes a job test runs in: in-process always, BullMQ where Redis answers (CI). */
export const QUEUE_MODES: Array<'in-process' | 'bullmq'> = process.env.TEST_REDIS_URL
  ? ['in-process', 'bullmq']
  : ['in-process'];

/**
 * Two gateways on one database and the test Redis (Socket.IO adapter and invalidation bus), as
 * in a scaled-out deployment. Closing them in reverse order releases the shared database last.
 */
export async function startTwoGateways(
  redisUrl: string,
  nome: string,
): Promise<{ gateways: [RunningServer, RunningServer]; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const gateways: RunningServer[] = [];
  // One deployment: one prefix, so the pair shares Redis channels no other test run hears.
  const queuePrefix = `teste-${nome}-${randomBytes(6).toString('hex')}`;
  for (let i = 0; i < 2; i++) {
    gateways.push(
      await startServer({
        config: testConfig({ redisUrl, queuePrefix }),
        // Both gateways use one database; only the first one's close releases it.
        database: i === 0 ? database : { ...database, close: async () => undefined },
        queue: createInProcessQueue(),
        log: () => undefined,
      }),
    );
  }
  return {
    gateways: gateways as [RunningServer, RunningServer],
    close: async () => {
      for (const s of [...gateways].reverse()) await s.close();
    },
  };
}
