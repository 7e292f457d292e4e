import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionKind, StaffRole, TokenClaims } from '@cardapio/shared-events';
import { naoAutenticado, proibido, type Core } from '@cardapio/core';

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

/** A staff route (or field) only the gestão changes, refused to a colaborador. */
export const ACESSO_RESTRITO = 'Acesso restrito à gestão';
export const TELA_REVOGADA = 'Acesso desta tela encerrado. Peça um novo acesso ao administrador.';
/** The account is gone or inactive, or its sessions were ended (password reset, deactivation). */
export const SESSAO_ENCERRADA = 'Sessão encerrada. Faça login novamente.';

/**
 * Authenticates the bearer token and admits only the given kinds of session:
 * 401 without or with a bad token, or one whose session has ended (its account gone, inactive or
 * ended since, a revoked kitchen display); 403 for another kind or role.
 */
export function requireSession(
  core: Pick<Core, 'tokens' | 'sessoes'>,
  kinds: SessionKind[],
  options: RequireOptions = {},
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw naoAutenticado('Token não fornecido');
    const claims = core.tokens.verify(token);
    if (!claims) throw naoAutenticado('Token inválido ou expirado');
    if (!kinds.includes(claims.kind)) throw proibido('Acesso negado');
    if (!(await core.sessoes.valida(claims)))
      throw naoAutenticado(claims.kind === 'monitor' ? TELA_REVOGADA : SESSAO_ENCERRADA);
    if (options.roles && (claims.kind !== 'equipe' || !options.roles.includes(claims.role))) {
      throw proibido(ACESSO_RESTRITO);
    }
    res.locals.session = claims;
    next();
  };
}
