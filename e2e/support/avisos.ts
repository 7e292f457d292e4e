import { expect, type BrowserContext, type Page } from '@playwright/test';

const REGISTRO = '__avisosMostrados';

/**
 * Records, in every page of the context, the title of each toast the moment it is shown (and
 * visible). A success toast lives 2 s (customer-side §8); on a loaded machine the runner's
 * polling of `toBeVisible()` can fall between its appearance and its exit, so journeys ask this
 * record instead of racing the timer.
 */
export async function registrarAvisos(contexto: BrowserContext): Promise<void> {
  await contexto.addInitScript((registro) => {
    const mostrados: string[] = [];
    (window as unknown as Record<string, string[]>)[registro] = mostrados;
    // A toast replaced in place (same id) keeps its element and changes its text.
    const ultimoTexto = new WeakMap<Element, string>();
    const ler = () => {
      for (const titulo of Array.from(
        document.querySelectorAll('[data-scope="toast"][data-part="title"]'),
      )) {
        const texto = titulo.textContent?.trim();
        if (!texto || ultimoTexto.get(titulo) === texto || !titulo.checkVisibility()) continue;
        ultimoTexto.set(titulo, texto);
        mostrados.push(texto);
      }
    };
    new MutationObserver(ler).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, REGISTRO);
}

/**
 * The page showed a toast titled `texto`. Each showing answers one call: a later call for the
 * same text waits for the toast to be shown again.
 */
export async function avisoMostrado(page: Page, texto: string): Promise<void> {
  const consumir = () =>
    page.evaluate(
      ({ registro, texto }) => {
        const mostrados = (window as unknown as Record<string, string[] | undefined>)[registro];
        const indice = mostrados?.indexOf(texto) ?? -1;
        if (indice < 0) return false;
        mostrados!.splice(indice, 1);
        return true;
      },
      { registro: REGISTRO, texto },
    );
  await expect.poll(consumir, { message: `aviso "${texto}" mostrado`, timeout: 10_000 }).toBe(true);
}

/**
 * Takes the mouse off the page's toasts. A click leaves the pointer where it clicked; a toast that
 * then appears under it is hovered, and a hovered toast pauses its timer for as long as the pointer
 * stays, covering what lies below it (a second click there waits forever). Nobody hovers on a
 * phone, and a person moves the mouse: journeys call this before clicking again where a toast may
 * have appeared.
 */
export async function afastarDosAvisos(page: Page): Promise<void> {
  const altura = page.viewportSize()?.height ?? 600;
  await page.mouse.move(1, altura - 1);
}
