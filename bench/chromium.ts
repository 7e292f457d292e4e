import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's full Chromium, the browser the measures run in (CHROMIUM_PATH for another). Apart from
 * ./support so that benchmarks without a browser do not load Playwright.
 */
export function abrirChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
