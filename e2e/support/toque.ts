import type { Locator } from '@playwright/test';

/** How long a person's finger stays on the glass in a tap (a test's `click()`: under 1 ms). */
const DURACAO_DO_TOQUE_MS = 150;

/**
 * A tap as a person makes it: the finger goes down on the middle of `alvo`, stays there for
 * DURACAO_DO_TOQUE_MS and lifts. Whatever the page does on pointerdown has been drawn by the time
 * it lifts; if that moved `alvo` away from under the finger, the browser sends no click to it and
 * the tap is lost, as the person's would be.
 */
export async function tocarComoUmaPessoa(alvo: Locator): Promise<void> {
  await alvo.scrollIntoViewIfNeeded();
  const caixa = await alvo.boundingBox();
  if (!caixa) throw new Error('o alvo do toque não está na tela');
  const pagina = alvo.page();
  await pagina.mouse.move(caixa.x + caixa.width / 2, caixa.y + caixa.height / 2);
  await pagina.mouse.down();
  await pagina.waitForTimeout(DURACAO_DO_TOQUE_MS);
  await pagina.mouse.up();
}
