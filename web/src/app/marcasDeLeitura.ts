/**
 * When the server read what this page shows (issue 28 §1): a live connection that opens after
 * its screen's first read asks the server for the events after the oldest of them, so a change
 * made between the read and the subscription is not lost. Reads are stamped by the server
 * (X-Lido-Em, its clock); one in flight when the connection opens is placed with the offset
 * between the clocks seen so far. Pure bookkeeping: app/api records, app/fluxoDeEventos asks.
 */

import { FOLGA_DA_REPOSICAO_MS } from '@cardapio/shared-events';

/** Clocks and paths differ a little: ask from a bit earlier (a repeated event is ignored). */
export const MARGEM_DA_LEITURA_MS = FOLGA_DA_REPOSICAO_MS;

let menorLida: number | null = null;
let semMarca = false;
/** Server clock minus this page's clock, from the last stamped answer. */
let diferenca: number | null = null;
const emVoo = new Map<number, number>();
let proxima = 0;

/** A read is starting: answers its id for `terminarLeitura`. */
export function comecarLeitura(agora: number = Date.now()): number {
  const id = proxima++;
  emVoo.set(id, agora);
  return id;
}

/**
 * A read ended: `lidoEm` is the server's stamp (null when the answer had none). A failed read
 * shows nothing, so it is only forgotten.
 */
export function terminarLeitura(id: number, lidoEm: number | null, mostrada = true): void {
  const comecou = emVoo.get(id);
  emVoo.delete(id);
  if (!mostrada) return;
  if (lidoEm === null || !Number.isFinite(lidoEm)) {
    semMarca = true;
    return;
  }
  if (comecou !== undefined) diferenca = lidoEm - comecou;
  menorLida = menorLida === null ? lidoEm : Math.min(menorLida, lidoEm);
}

/**
 * What a connection opening now must reconcile: nothing ('nada': no read happened yet, every
 * read comes after it), the server time to replay from, or 'ler' (an unstamped read, or one in
 * flight whose server time cannot be placed: read again once connected).
 */
export function oQueReconciliar(): 'nada' | 'ler' | number {
  if (semMarca) return 'ler';
  let menor = menorLida;
  for (const comecou of emVoo.values()) {
    if (diferenca === null) return 'ler';
    const noServidor = comecou + diferenca;
    menor = menor === null ? noServidor : Math.min(menor, noServidor);
  }
  return menor === null ? 'nada' : menor - MARGEM_DA_LEITURA_MS;
}

/** Tests only: a fresh page. */
export function esquecerLeituras(): void {
  menorLida = null;
  semMarca = false;
  diferenca = null;
  emVoo.clear();
}
