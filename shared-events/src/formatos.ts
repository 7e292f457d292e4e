/** Brazilian display formats, the same in the web and in the HTML the gateway renders. */

/** Money in integer cents, from R$ (a number, or a numeric column's text). */
export const emCentavos = (valor: number | string): number => Math.round(Number(valor) * 100);

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

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * R$ with 2 decimals (customer-side §1); non-breaking spaces become plain ones. Shared: the web's
 * cards and the storefront's first screen the gateway renders must print the same price.
 */
export function formatarReais(valor: number | string | null | undefined): string {
  const numero = typeof valor === 'string' ? Number(valor) : (valor ?? 0);
  return reais.format(Number.isFinite(numero) ? numero : 0).replace(/\s/g, ' ');
}
