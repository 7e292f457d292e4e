import { lerTokenAssinado, tokenAssinado } from '../shared/token-assinado';

const TIPO = 'entregador';

/** What a courier's link names: the company, the courier and the link's version. */
export interface LinkDoEntregador {
  empresaId: number;
  entregadorId: number;
  versao: number;
}

/** The phone page's token (shared/token-assinado): 'Gerar novo link' raises the version. */
export function tokenDoEntregador(
  assinar: (texto: string) => string,
  link: LinkDoEntregador,
): string {
  return tokenAssinado(assinar, TIPO, [link.empresaId, link.entregadorId, link.versao]);
}

export function lerTokenDoEntregador(
  assinar: (texto: string) => string,
  token: unknown,
): LinkDoEntregador | null {
  const numeros = lerTokenAssinado(assinar, TIPO, token);
  return numeros && { empresaId: numeros[0], entregadorId: numeros[1], versao: numeros[2] };
}
