import type { ProdutoMenu } from '@cardapio/shared-events';

/* ---------- Search and sections ---------- */

const normalizar = (texto: string | null | undefined) => (texto ?? '').toLocaleLowerCase('pt-BR');

/** Case-insensitive substring over nome, descricao and categoria_nome (customer-side §5). */
export function buscarProdutos(produtos: ProdutoMenu[], texto: string): ProdutoMenu[] {
  const termo = normalizar(texto.trim());
  if (!termo) return produtos;
  return produtos.filter(
    (p) =>
      normalizar(p.nome).includes(termo) ||
      normalizar(p.descricao).includes(termo) ||
      normalizar(p.categoria_nome).includes(termo),
  );
}

export const textoDeResultados = (n: number) =>
  n === 1 ? '1 produto encontrado' : `${n} produtos encontrados`;

export { agruparPorCategoria, SEM_CATEGORIA, type SecaoDeCategoria } from '@cardapio/shared-events';

/** Products first shown per section: 6 between 768 and 1366 px wide, otherwise 4 (§9). */
export function passoPorLargura(largura: number): number {
  return largura >= 768 && largura <= 1366 ? 6 : 4;
}

/* ---------- WhatsApp ---------- */

/** Used when the company has neither WhatsApp nor phone (customer-side §7: hardcoded fallback). */
export const WHATSAPP_PADRAO = '48999990000';

export function linkDoWhatsapp(numeros: (string | null | undefined)[], mensagem?: string): string {
  const digitos =
    numeros.map((n) => (n ?? '').replace(/\D/g, '')).find((d) => d.length >= 10) ?? WHATSAPP_PADRAO;
  const comPais = digitos.length >= 12 && digitos.startsWith('55') ? digitos : `55${digitos}`;
  const texto = mensagem ? `?text=${encodeURIComponent(mensagem)}` : '';
  return `https://wa.me/${comPais}${texto}`;
}
