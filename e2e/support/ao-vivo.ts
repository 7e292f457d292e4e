import type { Page } from '@playwright/test';

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
