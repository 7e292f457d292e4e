import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { GarcomLoginResposta, Pedido } from '@cardapio/shared-events';
import { SEED } from './helpers';
import { tokenDaEquipe } from './loja';

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
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    info.project.use;
  const contexto = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
  });
  const page = await contexto.newPage();
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

/** The newest table order of a table that the kitchen has not finished yet. */
async function pedidoDaMesa(
  request: APIRequestContext,
  token: string,
  mesa: string,
): Promise<Pedido> {
  const resposta = await request.get('/api/pedidos', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  const pedidos = (await resposta.json()) as Pedido[];
  const daMesa = pedidos
    .filter((p) => p.tipo_pedido === 'mesa' && p.mesa === mesa && p.status === 'pendente')
    .sort((a, b) => b.id - a.id);
  expect(daMesa.length, `nenhum pedido pendente da mesa ${mesa}`).toBeGreaterThan(0);
  return daMesa[0]!;
}

/**
 * The kitchen takes the table's pending order to preparando and then pronto. Done through the
 * API today; the one place to swap for a monitor window driven by clicks.
 */
export async function cozinhaApronta(request: APIRequestContext, mesa: string): Promise<Pedido> {
  const token = await tokenDaEquipe(request);
  const pedido = await pedidoDaMesa(request, token, mesa);
  for (const status of ['preparando', 'pronto'] as const) {
    const resposta = await request.put(`/api/pedidos/${pedido.id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status },
    });
    expect(resposta.status(), await resposta.text()).toBe(200);
  }
  return pedido;
}
