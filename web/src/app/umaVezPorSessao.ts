/**
 * True the first time a key is asked for in this browser session (tab), false afterwards: an
 * informational toast or greeting shows once per session, not on every menu load. The key names
 * the message and its company. Without sessionStorage, every time (harmless).
 */
export function primeiraVezNaSessao(chave: string): boolean {
  try {
    if (window.sessionStorage.getItem(chave) === '1') return false;
    window.sessionStorage.setItem(chave, '1');
  } catch {
    // Private mode or storage off: no memory across loads.
  }
  return true;
}

/** The free-delivery greeting's key (toast and 'PARABÉNS!' modal): one per company and customer. */
export const chaveDaEntregaGratis = (empresaId: number, usuarioId: number) =>
  `entregaGratisAvisada:${empresaId}:${usuarioId}`;
