import { lerConfigDaFila } from './config';

test('JOBS_TRAVA_SEGUNDOS: whole seconds above zero; anything else keeps BullMQ default', () => {
  const trava = (v: string) => lerConfigDaFila({ JOBS_TRAVA_SEGUNDOS: v }).travaMs;
  expect(trava('2')).toBe(2000);
  expect(trava('45')).toBe(45_000);
  for (const ruim of ['', '0', '-3', '1.5', 'dez', '2s']) expect(trava(ruim)).toBeUndefined();
});

test('QUEUE_PREFIX defaults to cardapio; an empty REDIS_URL is no URL', () => {
  expect(lerConfigDaFila({ REDIS_URL: '' })).toEqual({ queuePrefix: 'cardapio' });
  expect(lerConfigDaFila({ REDIS_URL: 'off', QUEUE_PREFIX: 'loja-a' })).toMatchObject({
    redisUrl: 'off',
    queuePrefix: 'loja-a',
  });
});
