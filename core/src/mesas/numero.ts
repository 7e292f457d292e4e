/**
 * The table a customer means by what they typed, among the numbers of their empresa's tables.
 * People type the number on the plate as it comes: '5', ' 5 ', '05', 'Mesa 5', 'mesa nº 5' are
 * table 5; 'a1', 'A-01' are table A1. Matching is on a key (chaveDoNumero) of both sides, after an
 * exact match: a number typed exactly as registered always wins.
 */

/** `texto` reduced to what tells tables apart: no case, spaces, hyphens, leading zeros nor a 'Mesa' word. */
export function chaveDoNumero(texto: string): string {
  // NFKC: full-width digits become digits, 'º' becomes 'o'.
  const limpo = texto.normalize('NFKC').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
  // 'mesa 5', 'mesa nº 5', 'mesa #5', 'mesa: 5' (not 'mesanino', not 'mesa nova').
  const semPalavra = limpo.replace(/^mesa(?!\p{L})\s*(?:n[o°]\.?(?=[\s\d])|#|:|-)?\s*/u, '');
  return (semPalavra || limpo).replace(/[\s-]/g, '').replace(/(^|\D)0+(?=\d)/g, '$1');
}

/**
 * The registered number of the table `digitado` names, or undefined: none of them, or more than
 * one with the same key and none typed exactly (a waiter must never walk to the wrong table).
 */
export function numeroDaMesa(numeros: readonly string[], digitado: string): string | undefined {
  const exato = digitado.trim();
  const igual = numeros.find((numero) => numero.trim() === exato);
  if (igual !== undefined) return igual;
  const chave = chaveDoNumero(digitado);
  const candidatos = numeros.filter((numero) => chaveDoNumero(numero) === chave);
  return candidatos.length === 1 ? candidatos[0] : undefined;
}
