import { createTestDatabase } from '@cardapio/core/src/testing';
import { createInProcessQueue } from '@cardapio/workers';
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
    ...overrides,
  };
}

/** A whole gateway on an ephemeral port with its own database and an in-process queue. */
export async function createTestServer(
  overrides: Partial<GatewayConfig> = {},
): Promise<RunningServer> {
  const database = await createTestDatabase();
  return startServer({
    config: testConfig(overrides),
    database,
    queue: createInProcessQueue({ backoffMs: 20, logger: { error: () => undefined } }),
    log: () => undefined,
  });
}
