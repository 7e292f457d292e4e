import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export interface RateLimitOptions {
  /** Attempts per IP in the window, for every login-like route. */
  loginPerIp: number;
  /** Failed attempts per account (e-mail) in the window. */
  loginPerAccount: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginPerIp: 30,
  loginPerAccount: 10,
  windowMs: 15 * 60 * 1000,
};

const MENSAGEM_429 = 'Muitas tentativas de login. Tente novamente em alguns minutos.';

/** Two limits stacked: one per client address, one per account whatever the address. */
export function loginRateLimiters(options: RateLimitOptions): RequestHandler[] {
  const perIp = rateLimit({
    windowMs: options.windowMs,
    limit: options.loginPerIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { erro: MENSAGEM_429 },
  });
  const perAccount = rateLimit({
    windowMs: options.windowMs,
    limit: options.loginPerAccount,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const body = req.body as { email?: unknown } | undefined;
      return `conta:${req.path}:${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
    },
    message: { erro: MENSAGEM_429 },
  });
  return [perIp, perAccount];
}
