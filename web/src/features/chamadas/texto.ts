import type { ChamadaEvento } from '@cardapio/shared-events';

/** What a call's wording needs: the table, and the kind (a payload without it is a waiter call). */
type Chamada = Pick<ChamadaEvento, 'mesa'> & { tipo?: ChamadaEvento['tipo'] | null };

/** The table's QR page asked for the bill ('Pedir a conta'), not for a waiter. */
export const pediuAConta = (chamada: Chamada): boolean => chamada.tipo === 'conta';

/** A call's title on its card: 'Mesa 4' for a waiter call, 'Mesa 4 pediu a conta' for the bill. */
export function tituloDaChamada(chamada: Chamada): string {
  return pediuAConta(chamada) ? `Mesa ${chamada.mesa} pediu a conta` : `Mesa ${chamada.mesa}`;
}

/** A new call's toast: 'Mesa 4 está chamando o garçom', or 'Mesa 4 pediu a conta'. */
export function avisoDaChamada(chamada: Chamada): string {
  return pediuAConta(chamada)
    ? `Mesa ${chamada.mesa} pediu a conta`
    : `Mesa ${chamada.mesa} está chamando o garçom`;
}
