import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { avisoMostrado, expect, test } from '../support/csp';
import type {
  ChamadaEvento,
  ComandaResposta,
  GarcomLoginResposta,
  MesasResposta,
  ProdutoMenu,
} from '@cardapio/shared-events';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { entrarComoGarcom, segundoGarcom } from '../support/garcom';
import { SEED } from '../support/helpers';
import { AO_VIVO } from '../support/ao-vivo';
import { somBloqueadoAteUmToque } from '../support/som';
import { tocarComoUmaPessoa } from '../support/toque';

/**
 * Issue 13 §4: a customer's 'Chamar Garçom' reaches the waiters' phones (the table, a toast and a
 * beep) and leaves every screen as soon as anyone marks it 'Atendida'; every button of the
 * waiter's table and tab screens is at least 44 px tall on a phone.
 */

/** Resolves once the page's socket has joined its rooms (the server's 'sessao:info'). */
function socketPronto(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('sessao:info')) resolve();
      }),
    );
  });
}

/** Answers every pending call, so the strips this journey checks hold only its own call. */
async function semChamadasPendentes(request: APIRequestContext) {
  const { token } = await sessaoDaEquipe(request);
  const headers = { Authorization: `Bearer ${token}` };
  const chamadas = (await (
    await request.get('/api/chamar-garcom/1', { headers })
  ).json()) as ChamadaEvento[];
  for (const chamada of chamadas) {
    await request.put(`/api/chamar-garcom/${chamada.id}/status`, {
      headers,
      data: { status: 'atendida' },
    });
  }
}

async function novaPagina(browser: Browser, info: TestInfo): Promise<Page> {
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
  return contexto.newPage();
}

async function chamarPeloCardapio(cliente: Page, info: TestInfo, mesa: string) {
  await cliente.goto('/menu/1');
  if (info.project.name === 'phone') {
    await cliente.getByRole('button', { name: 'Abrir categorias' }).click();
  }
  await cliente
    .getByRole('button', { name: /Chamar Garçom/ })
    .filter({ visible: true })
    .first()
    .click();
  const dialogo = cliente.getByTestId('chamar-garcom');
  await dialogo.getByLabel('Número da mesa').fill(mesa);
  const resposta = cliente.waitForResponse(
    (r) => r.url().endsWith('/api/chamar-garcom') && r.request().method() === 'POST',
  );
  await dialogo.getByRole('button', { name: 'Chamar Garçom' }).click();
  expect((await resposta).status()).toBe(201);
  await expect(dialogo).toBeHidden();
}

const faixa = (page: Page) => page.getByRole('region', { name: 'Chamadas de garçom' });

test.describe('chamadas de garçom no celular do garçom', () => {
  test.setTimeout(120_000);
  test.beforeEach(({ request }) => semChamadasPendentes(request));
  test.afterEach(({ request }) => semChamadasPendentes(request));

  test('a chamada chega ao garçom na hora; Atendida tira de todas as telas', async ({
    page,
    browser,
    request,
  }, info) => {
    // Tables of the demo company (1 to 8): a call must name one of them. Pending calls were
    // answered before, so the strips hold only this journey's calls.
    const [mesa, mesa2] = info.project.name === 'phone' ? ['3', '4'] : ['5', '6'];

    // Waiter 1 on the dashboard, waiter 2 on a table screen, the staff on the orders board.
    const sessao = await entrarComoGarcom(page);
    // Its browser holds the sound back until the first tap, as a phone's does.
    await somBloqueadoAteUmToque(page);
    const pronto1 = socketPronto(page);
    await page.goto('/garcom/dashboard');
    await pronto1;

    const outro = await segundoGarcom(browser, info);
    const { mesas } = (await (
      await request.get('/api/garcom/mesas', {
        headers: { Authorization: `Bearer ${sessao.token}` },
      })
    ).json()) as MesasResposta;
    const pronto2 = socketPronto(outro);
    await outro.goto(`/garcom/mesa/${mesas[0]!.id}`);
    await pronto2;

    const quadro = await novaPagina(browser, info);
    await entrarComoEquipe(quadro, await sessaoDaEquipe(request));
    await quadro.goto('/dashboard/pedidos');
    await expect(quadro.getByTestId('conexao').first()).toHaveAttribute(
      'data-estado',
      'conectado',
      { timeout: 30_000 },
    );

    const cliente = await novaPagina(browser, info);
    await chamarPeloCardapio(cliente, info, mesa);

    // Within a second: the strip on both waiters' screens, the toast and the beep.
    const naFaixa = faixa(page).getByText(`Mesa ${mesa}`, { exact: true });
    await expect(naFaixa).toBeVisible(AO_VIVO);
    // The toast was shown (it lives 4 s; a busy runner may arrive here after it went).
    await avisoMostrado(page, `Mesa ${mesa} está chamando o garçom`);
    await expect(faixa(outro).getByText(`Mesa ${mesa}`, { exact: true })).toBeVisible(AO_VIVO);
    await expect(faixa(page)).toHaveAttribute('data-alerta-sonoro', 'chamada');
    await expect(faixa(page)).toContainText('agora');
    // The toast announces and goes (on a phone it would cover the strip); the strip stays.
    await expect(page.getByText(`Mesa ${mesa} está chamando o garçom`)).toBeHidden();
    await expect(naFaixa).toBeVisible();
    await page.screenshot({ path: info.outputPath('garcom-chamada-painel.png') });
    await outro.screenshot({ path: info.outputPath('garcom-chamada-mesa.png') });

    const atendida = faixa(page).getByRole('button', { name: `Atendida: mesa ${mesa}` });
    expect((await atendida.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The browser has not let the page play the beep yet (no tap so far): the strip offers to
    // turn the sound on. The first tap, on 'Atendida', turns it on and must answer the call too:
    // when the offer left on the finger's pointerdown, the strip moved up under the finger and
    // the tap answered nothing.
    await expect(faixa(page).getByRole('button', { name: 'Ativar som' })).toBeVisible();
    await tocarComoUmaPessoa(atendida);
    await avisoMostrado(page, 'Status da chamada atualizado com sucesso!');

    // Gone from every screen at once.
    await expect(naFaixa).toBeHidden(AO_VIVO);
    await expect(faixa(outro).getByText(`Mesa ${mesa}`, { exact: true })).toBeHidden(AO_VIVO);
    await expect(outro.getByText(`Mesa ${mesa} está chamando o garçom`)).toBeHidden(AO_VIVO);
    await expect(
      quadro.getByLabel('Chamadas de garçom').getByText(`Mesa ${mesa}`, { exact: true }),
    ).toBeHidden(AO_VIVO);
    await expect(page.getByText(`Mesa ${mesa} está chamando o garçom`)).toBeHidden();

    // The other way round: answered on the staff board, it leaves the waiters' phones.
    await chamarPeloCardapio(cliente, info, mesa2);
    await expect(faixa(outro).getByText(`Mesa ${mesa2}`, { exact: true })).toBeVisible(AO_VIVO);
    // The first waiter's tap turned the sound on: no offer any more.
    await expect(faixa(page).getByText(`Mesa ${mesa2}`, { exact: true })).toBeVisible(AO_VIVO);
    await expect(faixa(page).getByRole('button', { name: 'Ativar som' })).toBeHidden();
    const respondida = quadro.waitForResponse(
      (r) => /\/api\/chamar-garcom\/\d+\/status$/.test(r.url()) && r.status() === 200,
    );
    await quadro
      .getByLabel('Chamadas de garçom')
      .getByTestId(/^chamada-/)
      .filter({ hasText: `Mesa ${mesa2}` })
      .getByRole('button', { name: 'Atendida' })
      .click();
    // From the board's answer, one second to leave both phones.
    await respondida;
    await expect(faixa(outro).getByText(`Mesa ${mesa2}`, { exact: true })).toBeHidden(AO_VIVO);
    await expect(faixa(page).getByText(`Mesa ${mesa2}`, { exact: true })).toBeHidden(AO_VIVO);

    for (const p of [outro, quadro, cliente]) await p.context().close();
  });
});

/** Every visible button of the page is at least 44 px tall (names the ones that are not). */
async function botoesBaixos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], a.chakra-button'))
      .filter((b) => {
        const r = b.getBoundingClientRect();
        const estilo = getComputedStyle(b);
        return r.width > 0 && r.height > 0 && estilo.visibility !== 'hidden';
      })
      .filter((b) => b.getBoundingClientRect().height < 43.5)
      .map(
        (b) =>
          `${(b.getAttribute('aria-label') ?? b.textContent ?? '').trim() || b.outerHTML.slice(0, 80)}: ${Math.round(b.getBoundingClientRect().height)} px`,
      ),
  );
}

test('no celular todo botão das telas de mesa e comanda tem ao menos 44 px', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a medida vale para o celular (390 px)');
  test.setTimeout(90_000);
  const sessao: GarcomLoginResposta = await entrarComoGarcom(page, SEED.garcom);
  const headers = { Authorization: `Bearer ${sessao.token}` };

  // A free table of its own gets a digital tab with a kitchen item and a drink.
  const { mesas } = (await (
    await request.get('/api/garcom/mesas', { headers })
  ).json()) as MesasResposta;
  const mesa = [...mesas].reverse().find((m) => m.comandas_ativas === 0)!;
  const aberta = await request.post('/api/garcom/comandas-mesa', {
    headers,
    data: { mesa_id: mesa.id },
  });
  expect(aberta.status(), await aberta.text()).toBeLessThan(300);
  const { comanda } = (await aberta.json()) as ComandaResposta;
  try {
    const produtos = (await (await request.get('/api/produtos', { headers })).json()) as
      ProdutoMenu[] | { produtos: ProdutoMenu[] };
    const lista = Array.isArray(produtos) ? produtos : produtos.produtos;
    const simples = lista.filter((p) => !p.tem_opcoes);
    const escolhidos = [
      simples.find((p) => p.precisa_cozinha),
      simples.find((p) => !p.precisa_cozinha),
    ];
    for (const produto of escolhidos.filter(Boolean)) {
      const item = await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
        headers,
        data: { produto_id: produto!.id, quantidade: 2, observacoes: null, personalizacoes: [] },
      });
      expect(item.status(), await item.text()).toBeLessThan(300);
    }

    await page.goto('/garcom/dashboard');
    await expect(page.getByRole('link', { name: new RegExp(`^${mesa.numero} - `) })).toBeVisible();
    expect(await botoesBaixos(page), 'painel do garçom').toEqual([]);

    await page.goto(`/garcom/mesa/${mesa.id}`);
    await expect(page.getByRole('button', { name: /Transferir Mesa/ })).toBeVisible();
    await page.screenshot({ path: info.outputPath('garcom-mesa-390.png'), fullPage: true });
    expect(await botoesBaixos(page), 'tela da mesa').toEqual([]);

    await page.getByRole('button', { name: /Lançar Comanda/ }).click();
    const lancar = page.getByRole('dialog');
    await expect(lancar).toBeVisible();
    expect(await botoesBaixos(page), 'diálogo Lançar Comanda').toEqual([]);
    await lancar.getByRole('button', { name: /Lançar com Comanda Física/ }).click();
    await expect(page.getByRole('searchbox', { name: 'Buscar comanda física' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('garcom-seletor-390.png') });
    expect(await botoesBaixos(page), 'seletor de comanda física').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: /Transferir Mesa/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await botoesBaixos(page), 'diálogo Transferir Mesa').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/garcom/comanda/${comanda.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Comanda Digital · ${comanda.comanda_numero}`,
    );
    await expect(page.getByRole('button', { name: /Enviar para Cozinha/ }).first()).toBeVisible();
    await page.screenshot({ path: info.outputPath('garcom-comanda-390.png'), fullPage: true });
    expect(await botoesBaixos(page), 'tela da comanda').toEqual([]);
  } finally {
    await request.delete(`/api/garcom/comandas-mesa/${comanda.id}`, { headers });
  }
});
