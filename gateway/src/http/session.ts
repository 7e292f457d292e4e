import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionKind, StaffRole, TokenClaims } from '@cardapio/shared-events';
import { naoAutenticado, proibido, type TokenService } from '@cardapio/core';

export type Session<K extends SessionKind = SessionKind> = Extract<TokenClaims, { kind: K }>;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim();
}

export function sessionOf<K extends SessionKind>(res: Response): Session<K> {
  return res.locals.session as Session<K>;
}

interface RequireOptions {
  /** Staff only: roles allowed (default all). */
  roles?: StaffRole[];
}

/**
 * Authenticates the bearer token and admits only the given kinds of session:
 * 401 without or with a bad token, 403 for another kind or role.
 */
export function requireSession(
  tokens: TokenService,
  kinds: SessionKind[],
  options: RequireOptions = {},
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw naoAutenticado('Token não fornecido');
    const claims = tokens.verify(token);
    if (!claims) throw naoAutenticado('Token inválido ou expirado');
    if (!kinds.includes(claims.kind)) throw proibido('Acesso negado');
    if (options.roles && (claims.kind !== 'equipe' || !options.roles.includes(claims.role))) {
      throw proibido('Acesso restrito à gestão');
    }
    res.locals.session = claims;
    next();
  };
}
