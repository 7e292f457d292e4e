/** Brazilian display formats, the same in the web and in the HTML the gateway renders. */

export const apenasDigitos = (valor: string, max?: number): string => {
  const digitos = valor.replace(/\D/g, '');
  return max === undefined ? digitos : digitos.slice(0, max);
};

/** (DD) NNNNN-NNNN, at most 11 digits; 10-digit landlines read (DD) NNNN-NNNN. */
export function mascararTelefone(valor: string): string {
  const d = apenasDigitos(valor, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const resto = d.slice(2);
  if (resto.length <= 4) return `(${ddd}) ${resto}`;
  if (d.length <= 10) return `(${ddd}) ${resto.slice(0, 4)}-${resto.slice(4)}`;
  return `(${ddd}) ${resto.slice(0, 5)}-${resto.slice(5)}`;
}

/** A phone as people read it; anything that is not 10 or 11 digits is shown as given. */
export function formatarTelefone(valor: string): string {
  const d = apenasDigitos(valor);
  return d.length === 10 || d.length === 11 ? mascararTelefone(d) : valor;
}

/** NN.NNN.NNN/NNNN-NN, at most 14 digits, as it is typed. */
export function mascararCnpj(valor: string): string {
  const d = apenasDigitos(valor, 14);
  const partes: Array<[number, number, string]> = [
    [0, 2, ''],
    [2, 5, '.'],
    [5, 8, '.'],
    [8, 12, '/'],
    [12, 14, '-'],
  ];
  return partes
    .filter(([inicio]) => d.length > inicio)
    .map(([inicio, fim, antes]) => antes + d.slice(inicio, fim))
    .join('');
}

/**
 * Whether 14 digits are a CNPJ: its two check digits (modulo 11, weights 5..2 and 9..2, then
 * 6..2 and 9..2) match, and not all digits are equal (00.000.000/0000-00 passes the arithmetic).
 */
export function cnpjValido(valor: string): boolean {
  const d = apenasDigitos(valor);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const digito = (base: string) => {
    const pesos =
      base.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const soma = [...base].reduce((total, c, i) => total + Number(c) * pesos[i]!, 0);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const primeiro = digito(d.slice(0, 12));
  const segundo = digito(d.slice(0, 12) + String(primeiro));
  return d.endsWith(`${primeiro}${segundo}`);
}

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * R$ with 2 decimals (customer-side §1); non-breaking spaces become plain ones. Shared: the web's
 * cards and the storefront's first screen the gateway renders must print the same price.
 */
export function formatarReais(valor: number | string | null | undefined): string {
  const numero = typeof valor === 'string' ? Number(valor) : (valor ?? 0);
  return reais.format(Number.isFinite(numero) ? numero : 0).replace(/\s/g, ' ');
}
