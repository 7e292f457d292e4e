import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { LoginResposta } from '@cardapio/shared-events';

let contador = 0;

/** A fresh address per run, project and call, so journeys never collide. */
export function emailUnico(testInfo: TestInfo, prefixo: string): string {
  contador += 1;
  const run = process.env.E2E_RUN_ID ?? String(Date.now());
  // Every worker's counter starts at 1 (a retry or a repetition runs in a new worker too): the
  // worker's index, unique in the run, keeps two workers of one project apart.
  const vez = `w${testInfo.workerIndex}.${testInfo.retry}${testInfo.repeatEachIndex}`;
  return `${prefixo}.${run}.${testInfo.project.name}.${vez}.${contador}@teste.cardapiovivo.com.br`;
}

export const SEED = {
  cliente: { email: 'cliente@cardapiovivo.com.br', senha: 'cliente123' },
  admin: { email: 'admin@cardapiovivo.com.br', senha: 'admin123' },
  garcom: { email: 'garcom@cardapiovivo.com.br', senha: 'garcom123' },
} as const;

export interface NovoCliente {
  nome: string;
  sobrenome: string;
  email: string;
  senha: string;
  /** Default 48991234567 (shared by every such customer): one of its own to be found by it. */
  telefone?: string;
}

/** Registers a customer of empresa 1 through the API (for journeys that are not about registration). */
export async function registrarPelaApi(
  request: APIRequestContext,
  cliente: NovoCliente,
): Promise<LoginResposta> {
  const resposta = await request.post('/api/auth/registro', {
    data: {
      ...cliente,
      telefone: cliente.telefone ?? '48991234567',
      rua: 'Rua Felipe Schmidt',
      numero_casa: '100',
      bairro: 'Centro',
      cep: '88010001',
      empresa_id: 1,
    },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return (await resposta.json()) as LoginResposta;
}

/**
 * Starts the page already signed in as this customer (the stored session of customer-side §4),
 * with the first-purchase greeting marked as seen in this browser session.
 */
export async function entrarPelaSessao(page: Page, sessao: LoginResposta): Promise<void> {
  await page.addInitScript(({ token, usuario }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUsuario', JSON.stringify(usuario));
    sessionStorage.setItem(`entregaGratisAvisada:${usuario.empresa_id}:${usuario.id}`, '1');
  }, sessao);
}

/** Fills the customer login form and submits it. */
export async function entrarComoCliente(page: Page, email: string, senha: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Picks an option of a segmented control (Chakra SegmentGroup) the way a user does: a click on
 * the visible segment, not a forced click on its hidden radio. A forced click lands on whatever
 * covers the spot (a stack of toasts at the top right) and, hovering them, pauses their timers.
 */
export async function escolherSegmento(page: Page, nome: string): Promise<void> {
  await page.getByRole('radio', { name: nome, exact: true }).locator('xpath=..').click();
  await expect(page.getByRole('radio', { name: nome, exact: true })).toBeChecked();
}

/** A new browser context with this project's device (viewport, touch, locale…): a second person. */
export function contextoDoProjeto(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    info.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
  });
}
