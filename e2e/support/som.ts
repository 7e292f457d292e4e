import type { Page } from '@playwright/test';

/**
 * The page's browser holds its sound back until the person's first tap, as Chrome's autoplay
 * rule does: an AudioContext made before any tap or key starts 'suspended', its resume() waits
 * for one (and then starts it). The browser driven here counts the page as already activated
 * (navigator.userActivation.hasBeenActive is true from its first load), so it lets every
 * AudioContext run at once and the 'Ativar som' offer never showed: a journey about that offer
 * sets the rule itself, counting the activation from the page's own input events.
 */
export async function somBloqueadoAteUmToque(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Nativo = window.AudioContext;
    // The events that activate a page (HTML's 'activation triggering input events').
    let ativada = false;
    for (const evento of ['keydown', 'mousedown', 'pointerdown', 'pointerup', 'touchend'])
      window.addEventListener(
        evento,
        (e) => {
          if (e.isTrusted) ativada = true;
        },
        { capture: true },
      );
    const liberado = () => ativada;
    class ComRegraDeAutoplay extends Nativo {
      /** resume() calls made before the tap: they settle once the context really starts. */
      private esperando: Array<() => void> = [];
      constructor(opcoes?: AudioContextOptions) {
        super(opcoes);
        if (!liberado()) void super.suspend();
      }
      override get state(): AudioContextState {
        return liberado() ? super.state : 'suspended';
      }
      override resume(): Promise<void> {
        if (!liberado()) return new Promise((resolve) => this.esperando.push(resolve));
        return super.resume().then(() => {
          for (const resolver of this.esperando.splice(0)) resolver();
        });
      }
    }
    window.AudioContext = ComRegraDeAutoplay;
  });
}
