import { lerTokenAssinado, tokenAssinado } from '../shared/token-assinado';

/** What a table's QR token names: the company, the table and the QR's version. */
export interface TokenDaMesa {
  empresaId: number;
  mesaId: number;
  versao: number;
}

/**
 * A table's QR token ('1-4-1-<22 characters>', shared/token-assinado): it cannot be guessed
 * from the table's number, and 'Gerar novo QR Code' (a new version) retires it.
 */
export function tokenDaMesa(assinar: (texto: string) => string, dados: TokenDaMesa): string {
  return tokenAssinado(assinar, 'mesa-qr', [dados.empresaId, dados.mesaId, dados.versao]);
}

/** The token's numbers, or null when it is malformed or its signature is not the server's. */
export function lerTokenDaMesa(
  assinar: (texto: string) => string,
  token: unknown,
): TokenDaMesa | null {
  const numeros = lerTokenAssinado(assinar, 'mesa-qr', token);
  return numeros && { empresaId: numeros[0], mesaId: numeros[1], versao: numeros[2] };
}
