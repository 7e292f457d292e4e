import { timingSafeEqual } from 'node:crypto';

const INT32_MAX = 2_147_483_647;
const NUMERO = '([0-9a-z]{1,7})';
const ASSINATURA = '([A-Za-z0-9_-]{22})';

/**
 * A link's token made of three numbers (company, row, version) in base 36 and a signature of them
 * with the server's secret ('1-4-1-<22 characters>'): short enough for a QR code or a WhatsApp
 * message, impossible to guess from the numbers, and retired by raising the version. `tipo`
 * keeps one kind's token from opening another kind's page.
 */
export function tokenAssinado(
  assinar: (texto: string) => string,
  tipo: string,
  numeros: readonly [number, number, number],
): string {
  const corpo = numeros.map((n) => n.toString(36)).join('-');
  return `${corpo}-${assinar(`${tipo}:${corpo}`)}`;
}

/** The token's three numbers, or null when it is malformed or its signature is not the server's. */
export function lerTokenAssinado(
  assinar: (texto: string) => string,
  tipo: string,
  token: unknown,
): [number, number, number] | null {
  if (typeof token !== 'string') return null;
  const m = new RegExp(`^${NUMERO}-${NUMERO}-${NUMERO}-${ASSINATURA}$`).exec(token);
  if (!m) return null;
  const numeros = [m[1]!, m[2]!, m[3]!].map((p) => parseInt(p, 36)) as [number, number, number];
  if (numeros.some((n) => !Number.isSafeInteger(n) || n < 1 || n > INT32_MAX)) return null;
  // The body as this server writes it: '01' or 'A' for 1 would sign differently anyway.
  const corpo = numeros.map((n) => n.toString(36)).join('-');
  if (corpo !== `${m[1]}-${m[2]}-${m[3]}`) return null;
  const esperada = Buffer.from(assinar(`${tipo}:${corpo}`));
  const recebida = Buffer.from(m[4]!);
  return esperada.length === recebida.length && timingSafeEqual(esperada, recebida)
    ? numeros
    : null;
}
