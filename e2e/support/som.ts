import type { Page } from '@playwright/test';

/**
 * Gives the page's audio a browser's autoplay rule: an AudioContext made before anyone touched
 * the page stays suspended, and resume() starts it only once the page has had a click or a key,
 * as desktop and phone browsers do. Under Playwright, Chromium plays sound without that rule
 * (measured here: every AudioContext 'running' at once, with or without --autoplay-policy,
 * navigator.userActivation already set on a page it opened), so a journey that proves the
 * 'turn the sound on' offer sets the rule up first.
 */
export async function somBloqueadoAteUmToque(page: Page): Promise<void> {
  // Plain JavaScript: a compiled function would carry the bundler's helpers into the page.
  await page.addInitScript({ content: REGRA_DE_AUTOPLAY });
}

const REGRA_DE_AUTOPLAY = `(() => {
  const Original = window.AudioContext;
  if (!Original) return;
  // Not navigator.userActivation: a page Playwright opened counts as activated from the start.
  let tocada = false;
  for (const tipo of ['pointerdown', 'mousedown', 'touchend', 'keydown', 'click'])
    window.addEventListener(tipo, (e) => { if (e.isTrusted) tocada = true; }, true);
  const ativada = () => tocada;
  window.AudioContext = class extends Original {
    constructor(opcoes) {
      super(opcoes);
      this.retido = !ativada();
      if (this.retido) void super.suspend();
    }
    get state() {
      return this.retido ? 'suspended' : super.state;
    }
    resume() {
      // Held back: the promise waits, as the browser's does, until a gesture allows it.
      if (this.retido && !ativada()) return new Promise(() => undefined);
      this.retido = false;
      return super.resume();
    }
  };
})();`;
