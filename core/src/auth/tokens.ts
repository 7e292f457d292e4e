import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SESSION_KINDS, STAFF_ROLES, type TokenClaims } from '@cardapio/shared-events';

export interface TokenService {
  /** expiresIn overrides the default session length (e.g. '30d' for a kitchen display). */
  sign(claims: TokenClaims, options?: { expiresIn?: string | number }): string;
  /** Returns the claims, or null for a missing, forged, expired or malformed token. */
  verify(token: string | undefined | null): TokenClaims | null;
  /**
   * A short signature of `texto` with the server's secret (HMAC-SHA256, 16 bytes, base64url):
   * for tokens the server hands out and checks itself (a table's QR code).
   */
  assinar(texto: string): string;
}

export function createTokenService(
  secret: string,
  expiresIn: string | number = '12h',
): TokenService {
  if (secret.length < 16) throw new Error('JWT_SECRET precisa ter pelo menos 16 caracteres');
  // A KeyObject, not the string: given a string, jsonwebtoken first tries it as a public key on
  // every call and lets that throw, which was a tenth of the server's CPU per order.
  const chave = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign(claims, options = {}) {
      const { sub, ...rest } = claims;
      return jwt.sign(rest, chave, {
        algorithm: 'HS256',
        subject: String(sub),
        expiresIn: (options.expiresIn ?? expiresIn) as jwt.SignOptions['expiresIn'],
      });
    },
    verify(token) {
      if (!token) return null;
      try {
        const decoded = jwt.verify(token, chave, { algorithms: ['HS256'] });
        return typeof decoded === 'string' ? null : toClaims(decoded);
      } catch {
        return null;
      }
    },
    assinar(texto) {
      return createHmac('sha256', chave)
        .update(texto)
        .digest()
        .subarray(0, 16)
        .toString('base64url');
    },
  };
}

function toClaims(payload: jwt.JwtPayload): TokenClaims | null {
  const sub = Number(payload.sub);
  const empresaId = Number(payload.empresa_id);
  const kind = payload.kind as TokenClaims['kind'];
  if (!Number.isInteger(sub) || !Number.isInteger(empresaId) || !SESSION_KINDS.includes(kind))
    return null;
  if (kind === 'monitor' || kind === 'impressora') return { kind, sub, empresa_id: empresaId };
  // Tokens signed before session versions existed carry none: they are version 0.
  const ver = payload.ver === undefined ? 0 : Number(payload.ver);
  if (!Number.isSafeInteger(ver) || ver < 0) return null;
  if (kind === 'equipe') {
    const role = payload.role as (typeof STAFF_ROLES)[number];
    if (!STAFF_ROLES.includes(role)) return null;
    return { kind, sub, empresa_id: empresaId, role, ver };
  }
  return { kind, sub, empresa_id: empresaId, ver };
}

/** A random single-use secret (password reset) and the hash that is stored in its place. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
