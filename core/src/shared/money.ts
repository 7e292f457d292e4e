/** Money is computed in integer cents (DESIGN §2), stored as numeric(12,2), answered as numbers. */
export const paraCentavos = (valor: string | number): number => Math.round(Number(valor) * 100);
export const deCentavos = (centavos: number): number => Math.round(centavos) / 100;
export const centavosParaNumeric = (centavos: number): string =>
  (Math.round(centavos) / 100).toFixed(2);
/** A numeric column (string) as a number with 2 decimals. */
export const dinheiro = (valor: string | number | null | undefined): number =>
  valor === null || valor === undefined ? 0 : deCentavos(paraCentavos(valor));
