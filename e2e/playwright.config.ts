import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_PORT, E2E_SMTP_PORT } from './support/env';

/** One id per run, shared by the config and the test workers (they re-read this file). */
process.env.E2E_RUN_ID ??= String(Date.now());

const root = path.resolve(__dirname, '..');
const baseURL = `http://localhost:${E2E_PORT}`;

const passthrough = Object.fromEntries(
  ['DATABASE_URL', 'REDIS_URL']
    .filter((name) => process.env[name])
    .map((name) => [name, process.env[name] as string]),
);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Runs on other ports (parallel runs on one machine) keep their artifacts apart.
  outputDir: path.join(root, 'test-results', E2E_PORT === 3100 ? '' : String(E2E_PORT)),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // The SPA under test is built first when its sources changed (also when Playwright runs
    // alone); on PostgreSQL the run gets a database of its own (support/servidor.ts).
    command: 'node scripts/ensure-web-build.mjs && npx tsx e2e/support/servidor.ts',
    cwd: root,
    port: E2E_PORT,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...passthrough,
      PORT: String(E2E_PORT),
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_ACCOUNT_MAX: '1000',
      DATA_DIR: path.join(root, 'data', `e2e-${process.env.E2E_RUN_ID}`),
      QUEUE_PREFIX: `cardapio-e2e-${process.env.E2E_RUN_ID}`,
    },
  },
});
