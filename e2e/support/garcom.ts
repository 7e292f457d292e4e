import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { GarcomLoginResposta } from '@cardapio/shared-events';
import { entrarComoEquipe, sessaoDaEquipe } from './equipe';
import { contextoDoProjeto, SEED } from './helpers';

export const GARCOM_2 = { email: 'garcom2@cardapiovivo.com.br', senha: 'garcom123' } as const;

/**
 * Tables each project works on, so the phone and desktop runs can share one server: the phone
 * journey uses table 3 (the example), the desktop one table 4.
 */
export function mesasDoProjeto(info: TestInfo) {
  return info.project.name === 'desktop'
    ? { principal: '4', origem: '5', destino: '6' }
    : { principal: '3', origem: '1', destino: '2' };
}

/** Signs a waiter in through the API and starts the page with that stored session. */
export async function entrarComoGarcom(
  page: Page,
  conta: { email: string; senha: string } = SEED.garcom,
): Promise<GarcomLoginResposta> {
  const resposta = await page.request.post('/api/garcom/login', { data: conta });
  expect(resposta.status(), await resposta.text()).toBe(200);
  const sessao = (await resposta.json()) as GarcomLoginResposta;
  await page.addInitScript(({ token, garcom }) => {
    localStorage.setItem('garcomToken', token);
    localStorage.setItem('garcomUsuario', JSON.stringify(garcom));
  }, sessao);
  return sessao;
}

/** A second waiter in a browser context of its own (garcom2, or the same waiter if not seeded). */
export async function segundoGarcom(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await (await contextoDoProjeto(browser, info)).newPage();
  const existe = (await page.request.post('/api/garcom/login', { data: GARCOM_2 })).ok();
  await entrarComoGarcom(page, existe ? GARCOM_2 : SEED.garcom);
  return page;
}

/** The table card on the waiter dashboard ('3 - Mesa 3'). */
export const cartaoDaMesa = (page: Page, numero: string) =>
  page.getByRole('link', { name: new RegExp(`^${numero} - `) });

/** A line of the open tab, by product name. */
export const itemDaComanda = (page: Page, produto: string) =>
  page.getByRole('list', { name: 'Itens da comanda' }).getByRole('listitem', { name: produto });

/** The kitchen monitor, signed in as staff in a browser of its own (a kitchen screen). */
export async function abrirMonitor(browser: Browser, request: APIRequestContext): Promise<Page> {
  const contexto = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const monitor = await contexto.newPage();
  await entrarComoEquipe(monitor, await sessaoDaEquipe(request));
  await monitor.goto('/monitor');
  await expect(monitor.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', {
    timeout: 30_000,
  });
  return monitor;
}

/** The newest card of a table's order on the monitor that still waits for the kitchen. */
export const pedidoDaMesaNoMonitor = (monitor: Page, mesa: string) =>
  monitor
    .getByRole('article', { name: /^Pedido #/ })
    .filter({ hasText: `Mesa ${mesa}` })
    .and(monitor.locator('[data-status="pendente"]'))
    .last();
