import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, portaDoProjeto } from '../support/env';
import { vigiarCsp, type ViolacaoDeCsp } from '../support/csp';
import { definirPixel, PIXEL_DE_TESTE } from '../support/cspPixel';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { entrarComoGarcom } from '../support/garcom';
import { gatewayProprio } from '../support/gatewayProprio';
import { semDicaDeCategorias } from './cardapio-suporte';

/**
 * Content-Security-Policy (issue 11 §6). Every main page works under the policy with no
 * violation; a script injected into the page does not run; the Meta pixel's script loads only
 * on the storefront of a company that has a pixel.
 */

const FBEVENTS = 'https://connect.facebook.net/**';
/** Stand-in for fbevents.js (no internet in tests): it only says it ran. */
const FBEVENTS_FALSO = 'window.__fbeventsRodou = true;';

interface Rota {
  caminho: string;
  /** Something the page shows once it has loaded. */
  pronta: (page: Page) => Locator;
  sessao?: 'equipe' | 'garcom';
}

const ROTAS: Rota[] = [
  { caminho: '/menu/1', pronta: (p) => p.getByTestId('produto-card').first() },
  { caminho: '/login/1', pronta: (p) => p.getByLabel('Senha', { exact: true }) },
  { caminho: '/registro/1', pronta: (p) => p.getByLabel('Nome', { exact: true }) },
  { caminho: '/recuperar-senha/1', pronta: (p) => p.getByLabel('Email', { exact: true }) },
  { caminho: '/admin/login', pronta: (p) => p.getByRole('button', { name: 'Acessar Dashboard' }) },
  { caminho: '/garcom/login', pronta: (p) => p.getByLabel('Senha', { exact: true }) },
  { caminho: '/dashboard', pronta: (p) => p.getByRole('main'), sessao: 'equipe' },
  {
    caminho: '/dashboard/pedidos',
    pronta: (p) => p.getByRole('heading', { name: 'Pedidos Delivery' }),
    sessao: 'equipe',
  },
  {
    caminho: '/monitor',
    pronta: (p) => p.getByRole('heading', { name: 'Monitor de Pedidos' }),
    sessao: 'equipe',
  },
  {
    caminho: '/garcom/dashboard',
    pronta: (p) => p.getByRole('link', { name: /^1 - / }),
    sessao: 'garcom',
  },
];

const CARGA = { timeout: 30_000 };

async function novaPagina(contexto: BrowserContext): Promise<{
  page: Page;
  violacoes: ViolacaoDeCsp[];
}> {
  const violacoes = await vigiarCsp(contexto);
  const page = await contexto.newPage();
  await semDicaDeCategorias(page);
  return { page, violacoes };
}

test('as páginas principais funcionam sob a política, sem nenhuma violação', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, violacoes } = await novaPagina(context);
  await entrarComoEquipe(page, await sessaoDaEquipe(request));
  await entrarComoGarcom(page);
  const websockets: string[] = [];
  page.on('websocket', (ws) => websockets.push(ws.url()));

  for (const rota of ROTAS) {
    const resposta = await page.goto(rota.caminho);
    const politica = resposta?.headers()['content-security-policy'] ?? '';
    expect(politica, rota.caminho).toContain("script-src 'self';");
    expect(politica, rota.caminho).toContain("frame-ancestors 'none'");
    await expect(rota.pronta(page), rota.caminho).toBeVisible(CARGA);
    if (rota.caminho === '/monitor' || rota.caminho === '/dashboard/pedidos')
      await expect(page.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
    await expect(page.locator('script[src*="facebook"]'), rota.caminho).toHaveCount(0);
  }
  // Socket.IO upgraded to a WebSocket under connect-src.
  expect(websockets.some((url) => url.includes('/socket.io/'))).toBe(true);
  expect(violacoes).toEqual([]);
});

test('um script injetado na página não roda', async ({ context }) => {
  const { page, violacoes } = await novaPagina(context);
  await page.goto('/menu/1');
  await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);

  const resultado = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRodou = true;';
    document.body.appendChild(inline);
    const div = document.createElement('div');
    div.innerHTML = '<img src="data:," onerror="window.__atributoRodou = true">';
    document.body.appendChild(div);
    const externo = document.createElement('script');
    externo.src = 'https://atacante.example/roubar.js';
    const externoBloqueado = new Promise((fim) => (externo.onerror = () => fim(true)));
    document.body.appendChild(externo);
    await externoBloqueado;
    await new Promise((fim) => setTimeout(fim, 200));
    return {
      inline: w.__inlineRodou === true,
      atributo: w.__atributoRodou === true,
    };
  });
  // eval is not tried here: DevTools exempts what page.evaluate runs (the jest test proves the
  // policy has no 'unsafe-eval').
  expect(resultado).toEqual({ inline: false, atributo: false });
  await expect
    .poll(() => [...new Set(violacoes.filter((v) => v.origem === 'evento').map((v) => v.detalhe))])
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  expect(violacoes.some((v) => v.bloqueado?.includes('atacante.example'))).toBe(true);
});

test.describe('pixel da Meta', () => {
  // A gateway of its own: the pixel is set in its database (no staff screen sets it yet).
  test('o script do pixel só carrega na loja de uma empresa que tem pixel', async ({
    browser,
  }, info) => {
    test.setTimeout(240_000);
    const nome = `csp_${info.project.name}`;
    const gateway = await gatewayProprio(nome, portaDoProjeto(E2E_PORT + 13, info.project.name));
    try {
      await gateway.parar('SIGTERM');
      await definirPixel(nome, 2, PIXEL_DE_TESTE);
      await gateway.iniciar();

      const contexto = await browser.newContext({ baseURL: gateway.url });
      const { page, violacoes } = await novaPagina(contexto);
      let carregamentos = 0;
      await contexto.route(FBEVENTS, (rota) => {
        carregamentos += 1;
        return rota.fulfill({ contentType: 'text/javascript', body: FBEVENTS_FALSO });
      });

      // Company 2 has a pixel: fbevents.js is allowed and runs, with no violation.
      const comPixel = await page.goto('/menu/2');
      expect(comPixel?.headers()['content-security-policy']).toContain(
        "script-src 'self' https://connect.facebook.net;",
      );
      await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);
      await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (window as { __fbeventsRodou?: boolean }).__fbeventsRodou))
        .toBe(true);
      expect(violacoes).toEqual([]);
      expect(carregamentos).toBe(1);

      // Company 1 has none: no pixel script, and one forced in is refused by the policy.
      const semPixel = await page.goto('/menu/1');
      expect(semPixel?.headers()['content-security-policy']).toContain("script-src 'self';");
      await expect(page.getByTestId('produto-card').first()).toBeVisible(CARGA);
      await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);
      expect(violacoes).toEqual([]);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = 'https://connect.facebook.net/en_US/fbevents.js';
        document.head.appendChild(script);
      });
      await expect
        .poll(() => violacoes.map((v) => v.bloqueado ?? ''))
        .toContainEqual(expect.stringContaining('connect.facebook.net'));
      expect(carregamentos).toBe(1);
      await contexto.close();
    } finally {
      await gateway.encerrar();
    }
  });
});
