/**
 * What the route error screen needs to decide: whether an error is a code chunk that failed to
 * load (offline, or a deploy replaced the files the open page still names), whether the server
 * answers, and whether this tab may still reload by itself.
 */

const FALHA_DE_CARREGAMENTO = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
  'ChunkLoadError',
];

export function ehFalhaDeCarregamento(erro: unknown): boolean {
  if (!(erro instanceof Error)) return false;
  const texto = `${erro.name} ${erro.message}`;
  return FALHA_DE_CARREGAMENTO.some((trecho) => texto.includes(trecho));
}

/** Whether the server answers now (its health route, never from a cache). */
export async function servidorResponde(timeoutMs = 5000): Promise<boolean> {
  try {
    const resposta = await fetch('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return resposta.ok;
  } catch {
    return false;
  }
}

const CHAVE = 'recarregadoAposFalha';
/** A reload less than this long ago did not help: the tab must not reload again (no loop). */
const INTERVALO_MINIMO_MS = 30_000;

/** Claims this tab's one automatic reload; false when it was already spent a moment ago. */
export function reservarRecargaAutomatica(agora = Date.now()): boolean {
  try {
    const anterior = Number(window.sessionStorage.getItem(CHAVE));
    if (anterior && agora - anterior < INTERVALO_MINIMO_MS) return false;
    window.sessionStorage.setItem(CHAVE, String(agora));
    return true;
  } catch {
    // Without sessionStorage there is no loop guard, so no automatic reload either.
    return false;
  }
}
