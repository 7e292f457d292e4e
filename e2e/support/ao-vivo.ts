import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import type { LoginResposta } from '@cardapio/shared-events';
import { entrarComoEquipe } from './equipe';

/**
 * How long a journey waits for a change pushed (Socket.IO) to a screen that is already open.
 * Shorter than every fallback poll of those screens (the PIX dialog 5 s, the monitor 15 s, the
 * board, dashboard, stock and waiter screens 30 s), and the journeys check that nothing reloaded,
 * so a pass still proves the push. The speed budget itself (an order on an open monitor in under
 * 1 s, DESIGN §8) is measured by bench/monitor.ts, not by a timed assertion: with two browsers
 * and two servers on 2 cores, a 1 s wait here failed now and then on a loaded CI machine.
 */
export const AO_VIVO = { timeout: 3_000 };

/**
 * Watches `page` from now on: the returned function tells whether it has navigated since (a
 * reload), so a journey proves that what it saw arrive was pushed to the open page.
 */
export function semRecarregar(page: Page): () => boolean {
  let recarregou = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) recarregou = true;
  });
  return () => recarregou;
}

/**
 * A staff member's page and an anonymous customer's, each in a browser context of its own at the
 * project's size (what one changes, the other must see pushed); `fechar` closes both.
 */
export async function equipeECliente(
  browser: Browser,
  info: TestInfo,
  equipe: LoginResposta,
): Promise<{ gestao: Page; cliente: Page; fechar: () => Promise<void> }> {
  const viewport = info.project.use.viewport ?? { width: 1440, height: 900 };
  const contextos: BrowserContext[] = await Promise.all([
    browser.newContext({ viewport, locale: 'pt-BR' }),
    browser.newContext({ viewport, locale: 'pt-BR' }),
  ]);
  const [gestao, cliente] = await Promise.all(contextos.map((c) => c.newPage()));
  await entrarComoEquipe(gestao!, equipe);
  return {
    gestao: gestao!,
    cliente: cliente!,
    fechar: async () => void (await Promise.all(contextos.map((c) => c.close()))),
  };
}

/**
 * Opens `url` and waits until `pronto` shows and the page's live socket is up; from then on the
 * answer tells whether the page reloaded (semRecarregar).
 */
export async function abrirAoVivo(
  page: Page,
  url: string,
  pronto: () => Promise<void>,
): Promise<() => boolean> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io'),
    timeout: 30_000,
  });
  await page.goto(url);
  await pronto();
  await socket;
  return semRecarregar(page);
}
