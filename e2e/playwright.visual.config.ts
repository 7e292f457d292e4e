import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Screenshots of every page at 390 px and 1440 px, light and dark, written to e2e/.screenshots/
 * (git-ignored) for visual review: `npx playwright test -c e2e/playwright.visual.config.ts`.
 */
export default defineConfig({
  ...base,
  testDir: 'visual',
  reporter: [['list']],
});
