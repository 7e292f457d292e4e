import jwt from 'jsonwebtoken';
import { createTokenService, hashOpaqueToken, newOpaqueToken } from './tokens';
import { hashPassword, verifyPassword } from './password';

const secret = 'um-segredo-de-teste-bem-comprido';

test('a signed token verifies back to its claims; forged, foreign and malformed ones do not', () => {
  const tokens = createTokenService(secret);
  const t = tokens.sign({ kind: 'equipe', sub: 5, empresa_id: 2, role: 'gestao', ver: 3 });
  expect(tokens.verify(t)).toEqual({
    kind: 'equipe',
    sub: 5,
    empresa_id: 2,
    role: 'gestao',
    ver: 3,
  });
  expect(createTokenService('outro-segredo-qualquer-123').verify(t)).toBeNull();
  expect(tokens.verify(t.slice(0, -2) + 'xx')).toBeNull();
  expect(tokens.verify(undefined)).toBeNull();
  expect(
    tokens.verify(jwt.sign({ kind: 'root', empresa_id: 1 }, secret, { subject: '1' })),
  ).toBeNull();
  expect(
    tokens.verify(jwt.sign({ kind: 'equipe', empresa_id: 1 }, secret, { subject: '1' })),
  ).toBeNull();
  expect(
    tokens.verify(
      jwt.sign({ kind: 'cliente', empresa_id: 1 }, secret, { subject: '1', algorithm: 'HS512' }),
    ),
  ).toBeNull();
  expect(
    tokens.verify(jwt.sign({ kind: 'cliente', empresa_id: 1, ver: -1 }, secret, { subject: '1' })),
  ).toBeNull();
});

test('a token signed before session versions existed reads as version 0', () => {
  const tokens = createTokenService(secret);
  const antigo = jwt.sign({ kind: 'garcom', empresa_id: 1 }, secret, { subject: '7' });
  expect(tokens.verify(antigo)).toEqual({ kind: 'garcom', sub: 7, empresa_id: 1, ver: 0 });
  const tela = tokens.sign({ kind: 'monitor', sub: 2, empresa_id: 1 });
  expect(tokens.verify(tela)).toEqual({ kind: 'monitor', sub: 2, empresa_id: 1 });
});

test('an expired token is refused', () => {
  const tokens = createTokenService(secret, -10);
  expect(tokens.verify(tokens.sign({ kind: 'cliente', sub: 1, empresa_id: 1, ver: 0 }))).toBeNull();
});

test('a short secret is refused at start', () => {
  expect(() => createTokenService('curto')).toThrow(/JWT_SECRET/);
});

test('opaque tokens are random and only their hash is kept', () => {
  const a = newOpaqueToken();
  const b = newOpaqueToken();
  expect(a.token).toMatch(/^[0-9a-f]{64}$/);
  expect(a.token).not.toBe(b.token);
  expect(a.hash).toBe(hashOpaqueToken(a.token));
  expect(a.hash).not.toContain(a.token);
});

test('passwords are salted scrypt hashes that verify only the right password', async () => {
  const h1 = await hashPassword('segredo1');
  const h2 = await hashPassword('segredo1');
  expect(h1).toMatch(/^scrypt\$16384\$8\$1\$/);
  expect(h1).not.toBe(h2);
  expect(await verifyPassword('segredo1', h1)).toBe(true);
  expect(await verifyPassword('segredo2', h1)).toBe(false);
  expect(await verifyPassword('segredo1', 'md5$abc')).toBe(false);
});
