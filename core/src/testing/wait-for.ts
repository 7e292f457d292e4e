/** Polls until `get` answers something truthy, and returns it; fails after the timeout. */
export async function waitFor<T>(
  get: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 8000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await get();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('tempo esgotado esperando a condição');
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}
