import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

export interface RateLimitOptions {
  /** Attempts per IP in the window, for every login-like route. */
  loginPerIp: number;
  /** Failed attempts per account (e-mail) and client address in the window. */
  loginPerAccount: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginPerIp: 30,
  loginPerAccount: 10,
  windowMs: 15 * 60 * 1000,
};

/** Sign-ups of restaurants (POST /api/empresas/cadastro) per client address and hour. */
export const CADASTROS_POR_HORA = 10;
const MENSAGEM_429_CADASTRO =
  'Muitos cadastros feitos a partir desta conexão. Tente novamente em uma hora.';

const MENSAGEM_429 = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** Where the counters live when several gateways share them. */
export interface RateLimitRedis {
  sendCommand(...args: string[]): Promise<RedisReply>;
  /** Key prefix, so deployments (and tests) sharing one Redis keep their counts apart. */
  prefix: string;
}

/** A Redis connection of its own for the counters; a Redis outage fails fast (and lets logins through). */
export function createRateLimitRedis(
  redisUrl: string,
  prefix: string,
): RateLimitRedis & { close(): Promise<void> } {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on('error', () => undefined); // reported by /api/health; each failed count is logged
  const fora = new Set(['reconnecting', 'close', 'end']);
  return {
    prefix,
    // While Redis is away a login does not wait for the next reconnection attempt.
    sendCommand: (command, ...args) =>
      fora.has(client.status)
        ? Promise.reject(new Error('Redis indisponível para os limites de login'))
        : (client.call(command!, ...args) as Promise<RedisReply>),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * The Redis store keeps the promise of its scripts' load: one failed load (Redis down at start)
 * would fail every count forever. Here a failed count loads them again for the next one.
 */
class LoginRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.incrementScriptSha = this.loadIncrementScript();
      this.getScriptSha = this.loadGetScript();
      this.incrementScriptSha.catch(() => undefined);
      this.getScriptSha.catch(() => undefined);
      throw error;
    }
  }
}

/** The counters' store: in Redis (shared by every gateway) when there is one. */
export function store(redis: RateLimitRedis | undefined, nome: string): Store | undefined {
  if (!redis) return undefined; // express-rate-limit's memory store, per process
  return new LoginRedisStore({
    sendCommand: (...args: string[]) => redis.sendCommand(...args),
    prefix: `${redis.prefix}:rl:${nome}:`,
  });
}

const emailDoCorpo = (body: unknown): string => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Whose attempt it is: the e-mail typed (a login), or the signed-in account (a current password
 * checked by 'Alterar senha').
 */
function contaDaTentativa(body: unknown, sessao: unknown): string {
  const email = emailDoCorpo(body);
  if (email || !sessao || typeof sessao !== 'object') return email;
  const { kind, sub } = sessao as { kind?: unknown; sub?: unknown };
  return `${String(kind)}:${String(sub)}`;
}

/**
 * Two limits stacked: one per client address, and one per account *from that address*, so a
 * stranger's failed attempts never lock the owner out of their own account. With Redis the
 * counts are shared by every gateway; without it each process counts alone.
 */
export function loginRateLimiters(
  options: RateLimitOptions,
  redis?: RateLimitRedis,
): RequestHandler[] {
  const comum = {
    windowMs: options.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { erro: MENSAGEM_429 },
    // A Redis outage must not stop every login: the request goes through uncounted.
    passOnStoreError: true,
  } as const;
  const perIp = rateLimit({ ...comum, limit: options.loginPerIp, store: store(redis, 'ip') });
  const perAccount = rateLimit({
    ...comum,
    limit: options.loginPerAccount,
    skipSuccessfulRequests: true,
    keyGenerator: (req, res) =>
      `${req.baseUrl}${req.path}:${contaDaTentativa(req.body, res.locals.session)}:${ipKeyGenerator(req.ip ?? '')}`,
    store: store(redis, 'conta'),
  });
  return [perIp, perAccount];
}

/**
 * The public sign-up of a restaurant: every attempt counts (a refused one too: a repeated e-mail
 * answers 409 and says the e-mail has a staff account), per client address, in Redis when there
 * is one, like the login limits.
 */
export function cadastroRateLimiter(
  porHora: number = CADASTROS_POR_HORA,
  redis?: RateLimitRedis,
): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: porHora,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { erro: MENSAGEM_429_CADASTRO },
    passOnStoreError: true,
    store: store(redis, 'cadastro'),
  });
}
