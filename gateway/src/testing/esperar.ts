/**
 * Polls `ler` until it answers something other than undefined, or fails after `ms`: for what a
 * socket receives or a job does a little later. A wait, not a timed assertion.
 */
export async function esperar<T>(ler: () => T | undefined, ms = 5000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = ler();
    if (valor !== undefined) return valor;
    if (Date.now() > limite) throw new Error('não chegou a tempo');
    await new Promise((r) => setTimeout(r, 20));
  }
}
