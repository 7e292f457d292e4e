import { useEffect, useRef } from 'react';

/** After the pause's end, how long before reading again (clocks differ a little). */
const FOLGA_MS = 1_000;
/** A read that still says paused (this clock is ahead of the server's) is tried again after this. */
const DE_NOVO_MS = 5_000;
/** setTimeout's ceiling (about 24.8 days); a pause is never that long. */
const MAIOR_ESPERA_MS = 2_147_000_000;

/** How long to wait to read again a pause that ends at `ate`, seen at `agora` (ms). */
export function esperaAteOFim(ate: string, agora: number): number {
  const falta = Date.parse(ate) + FOLGA_MS - agora;
  return Math.min(falta > 0 ? falta : DE_NOVO_MS, MAIOR_ESPERA_MS);
}

/**
 * A pause that ends at its time reopens the screen without a reload (issue 31 §3): at `ate` the
 * screen reads again (`reler`), and again a little later while a read (`lidoEm`, its time) still
 * says paused. Nothing is scheduled while there is no pause or it lasts until staff resume
 * (their 'Retomar' is pushed).
 */
export function useAoFimDaPausa(
  ate: string | null | undefined,
  lidoEm: number | undefined,
  reler: () => void,
): void {
  const atual = useRef(reler);
  useEffect(() => {
    atual.current = reler;
  });
  useEffect(() => {
    if (!ate) return;
    const timer = setTimeout(() => atual.current(), esperaAteOFim(ate, Date.now()));
    return () => clearTimeout(timer);
  }, [ate, lidoEm]);
}
