import type { OpcoesDoWhatsapp } from '@cardapio/core';

/**
 * The queue's settings from the environment, read the same way by `npm run workers` and by the
 * gateways (gateway/src/config.ts): one deployment, one prefix and one lock duration.
 */
export interface ConfigDaFila {
  /** Explicit REDIS_URL; when absent the default local Redis is tried (resolveRedisUrl). */
  redisUrl?: string;
  /** Redis key prefix of the job queue, the Socket.IO channels and the limits (QUEUE_PREFIX). */
  queuePrefix: string;
  /** How long a job of a dead worker waits before another takes it (JOBS_TRAVA_SEGUNDOS, default 30). */
  travaMs?: number;
  /** Jobs one process runs at once (JOBS_CONCORRENCIA, default 5). */
  concorrencia?: number;
}

/** Whole seconds above zero, in milliseconds; anything else is undefined. */
export const segundosEmMs = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) * 1000 : undefined;

export function lerConfigDaFila(env: NodeJS.ProcessEnv = process.env): ConfigDaFila {
  return {
    redisUrl: env.REDIS_URL || undefined,
    queuePrefix: env.QUEUE_PREFIX ?? 'cardapio',
    travaMs: segundosEmMs(env.JOBS_TRAVA_SEGUNDOS),
    concorrencia:
      env.JOBS_CONCORRENCIA &&
      /^\d+$/.test(env.JOBS_CONCORRENCIA) &&
      Number(env.JOBS_CONCORRENCIA) > 0
        ? Number(env.JOBS_CONCORRENCIA)
        : undefined,
  };
}

const inteiro = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/** Minutes, decimals allowed ('0.5': 30 s, as tests of expiry use), in milliseconds. */
const minutosEmMs = (value: string | undefined) =>
  value && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0
    ? Math.round(Number(value) * 60_000)
    : undefined;

/**
 * What the gateways and `npm run workers` give core alike: a process that runs jobs needs the
 * same settings as the one that took the request (the carts' lifetime sets how often their
 * sweeper runs; the WhatsApp adapter's address, rate and confirmation wait).
 */
export function lerConfigDoCore(env: NodeJS.ProcessEnv = process.env): {
  carrinhoTtlMs?: number;
  whatsapp: OpcoesDoWhatsapp;
} {
  const segundos = inteiro(env.WHATSAPP_CONFIRMACAO_SEGUNDOS);
  const porSegundo = inteiro(env.WHATSAPP_MENSAGENS_POR_SEGUNDO);
  return {
    carrinhoTtlMs: minutosEmMs(env.CARRINHO_TTL_MINUTOS),
    whatsapp: {
      baseUrl: env.WHATSAPP_BASE_URL || undefined,
      ...(porSegundo ? { mensagensPorSegundo: porSegundo } : {}),
      ...(segundos !== undefined ? { confirmacaoMs: segundos * 1000 } : {}),
    },
  };
}
