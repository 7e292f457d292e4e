import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PORT, E2E_SMTP_PORT, portaDoProjeto, PROJETOS } from './support/env';

/** One id per run, shared by the config and the test workers (they re-read this file). */
process.env.E2E_RUN_ID ??= String(Date.now());

const root = path.resolve(__dirname, '..');
const urlDoProjeto = (projeto: string) => `http://localhost:${portaDoProjeto(E2E_PORT, projeto)}`;

const passthrough = Object.fromEntries(
  ['DATABASE_URL', 'REDIS_URL']
    .filter((name) => process.env[name])
    .map((name) => [name, process.env[name] as string]),
);

/**
 * Debian's old headless shell (package chromium-headless-shell), what Playwright itself runs for
 * headless tests, when installed: the journeys took ~25% less time with it than with the full
 * browser, on a CI machine whose cores they keep busy. Otherwise the full Chromium.
 */
const navegador =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ??
  '/usr/bin/chromium';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: navegador,
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

const dispositivos = {
  phone: {
    ...chromium,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { ...chromium, viewport: { width: 1440, height: 900 } },
};

/**
 * The SPA under test is built here, once per run and before any server starts, when its sources
 * changed (also when Playwright runs alone): both projects' servers serve that one build. The
 * test workers read this file again and find E2E_WEB_PRONTO set.
 */
if (!process.env.E2E_WEB_PRONTO) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    stdio: 'inherit',
  });
  process.env.E2E_WEB_PRONTO = '1';
}

export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? PROJETOS.length),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Runs on other ports (parallel runs on one machine) keep their artifacts apart.
  outputDir: path.join(root, 'test-results', E2E_PORT === 3100 ? '' : String(E2E_PORT)),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The site honours "reduce motion" (theme.ts): no pulsing indicators or sliding panels. An
    // idle menu page with its pulsing "Aberto" dot cost headless Chromium ~45% of a core
    // (software compositing); with several pages open per journey that was most of CI's CPU.
    reducedMotion: 'reduce',
    // A trace is recorded on a failed test's retry (CI retries once), not on every run: recording
    // one (DOM snapshots at each step, screencast) was ~30% of the journeys' CPU, and the
    // machine is CPU-bound while they run. Locally (no retries) a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One server per project (webServer below) and one worker per project: the two projects run
  // at the same time, each in file order against its own data. E2E_WORKERS=1 runs them in turn.
  projects: PROJETOS.map((name) => ({
    name,
    workers: 1,
    use: { ...dispositivos[name], baseURL: urlDoProjeto(name) },
  })),
  webServer: PROJETOS.map((projeto) => ({
    // The SPA was built once, when this file was first read (above); on PostgreSQL each server
    // gets a database of its own (support/servidor.ts).
    command: 'node --import tsx e2e/support/servidor.ts',
    cwd: root,
    port: portaDoProjeto(E2E_PORT, projeto),
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      ...passthrough,
      E2E_PROJETO: projeto,
      PORT: String(portaDoProjeto(E2E_PORT, projeto)),
      PUBLIC_URL: urlDoProjeto(projeto),
      SMTP_URL: `smtp://127.0.0.1:${portaDoProjeto(E2E_SMTP_PORT, projeto)}`,
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_ACCOUNT_MAX: '1000',
      RATE_LIMIT_CADASTRO_MAX: '1000',
      DATA_DIR: path.join(root, 'data', `e2e-${process.env.E2E_RUN_ID}-${projeto}`),
      QUEUE_PREFIX: `cardapio-e2e-${process.env.E2E_RUN_ID}-${projeto}`,
    },
  })),
});
