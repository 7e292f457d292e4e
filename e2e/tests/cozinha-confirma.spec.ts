import type { Browser, Page, TestInfo } from '@playwright/test';
import type {
  CadastroEmpresaResposta,
  LoginResposta,
  MenuResposta,
  Pedido,
  TelaMonitorCriada,
} from '@cardapio/shared-events';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { restauranteAbertoPelaApi } from '../support/cadastro';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { cardDoPedido, entrarComoEquipe } from '../support/equipe';
import { emailUnico } from '../support/helpers';

/**
 * Issue 28 §3: the kitchen confirms every order it draws, and silence is loud. Each journey runs
 * in a restaurant of its own (signed up through the API), so its kitchen screens and alerts
 * touch no other journey's board.
 */

const CARGA = { timeout: 30_000 };
/** The alert's time here (the smallest a company may choose) plus the 5 s watch and margin. */
const CONFIRMACAO_SEG = 10;
const ATE_O_ALERTA = { timeout: (CONFIRMACAO_SEG + 5 + 10) * 1000 };

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

type Request = Parameters<typeof restauranteAbertoPelaApi>[0];

/** A restaurant with one registered kitchen screen (not opened yet) and a 10 s alert. */
async function restauranteComTela(request: Request, info: TestInfo) {
  const dono: CadastroEmpresaResposta = await restauranteAbertoPelaApi(request, mailbox, info);
  const headers = { Authorization: `Bearer ${dono.token}` };
  const config = await request.put('/api/monitor/config', {
    headers,
    data: { alerta_amarelo_min: 5, alerta_vermelho_min: 10, confirmacao_seg: CONFIRMACAO_SEG },
  });
  expect(config.ok(), await config.text()).toBe(true);
  const criada = await request.post('/api/monitor/telas', { headers, data: { nome: 'Chapa' } });
  expect(criada.status(), await criada.text()).toBe(201);
  return { dono, tela: (await criada.json()) as TelaMonitorCriada };
}

/** A customer of that restaurant orders one item for pickup, paying at the counter. */
async function pedidoNaEmpresa(request: Request, info: TestInfo, empresaId: number) {
  const registro = await request.post('/api/auth/registro', {
    data: {
      nome: 'Caio',
      sobrenome: 'Cozinha',
      email: emailUnico(info, 'cozinha'),
      senha: 'segredo1',
      telefone: '48998887766',
      rua: 'Rua Bocaiúva',
      numero_casa: '20',
      bairro: 'Centro',
      cep: '88015530',
      empresa_id: empresaId,
    },
  });
  expect(registro.status(), await registro.text()).toBe(201);
  const headers = { Authorization: `Bearer ${((await registro.json()) as LoginResposta).token}` };
  const menu = (await (await request.get(`/api/menu/${empresaId}`)).json()) as MenuResposta;
  const produto = menu.produtos.find((p) => !p.tem_opcoes)!;
  const item = await request.post(`/api/carrinho/${empresaId}/adicionar`, {
    headers,
    data: { produto_id: produto.id, quantidade: 1 },
  });
  expect(item.status(), await item.text()).toBe(201);
  const criado = await request.post('/api/pedidos', {
    headers,
    data: {
      mesa: 'Retirada',
      tipo_pedido: 'retirada',
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'pix' },
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  return (await criado.json()) as Pedido;
}

/** The kitchen screen, signed in with its own token, in a browser of its own. */
async function abrirMonitor(
  browser: Browser,
  token: string,
  iniciar?: (p: Page) => Promise<unknown>,
) {
  const contexto = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pagina = await contexto.newPage();
  await iniciar?.(pagina);
  await pagina.goto(`/monitor#tela=${token}`);
  await expect(pagina.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
  return { pagina, fechar: () => contexto.close() };
}

async function abrirQuadro(page: Page, dono: CadastroEmpresaResposta) {
  await entrarComoEquipe(page, dono);
  await page.goto('/dashboard/pedidos');
  await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
  await expect(page.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
}

test.describe('a cozinha confirma cada pedido', () => {
  test.setTimeout(150_000);

  test('sem monitor aberto o quadro toca o alarme; a tela mostra o pedido e vira ✓ cozinha', async ({
    page,
    browser,
    request,
  }, info) => {
    const { dono, tela } = await restauranteComTela(request, info);
    await abrirQuadro(page, dono);
    const recarregou = semRecarregar(page);

    const pedido = await pedidoNaEmpresa(request, info, dono.empresa.id);
    const card = cardDoPedido(page, pedido.id);
    await expect(card).toBeVisible(AO_VIVO);
    await expect(card.getByTestId('selo-cozinha')).toHaveCount(0);

    // Nobody's kitchen screen drew it: after the company's 10 s, a banner and the siren.
    const banner = page.getByTestId('alerta-cozinha');
    await expect(banner).toContainText(
      `Pedido #${pedido.id} ainda não apareceu em nenhuma tela da cozinha`,
      ATE_O_ALERTA,
    );
    await expect(card.getByTestId('selo-cozinha')).toHaveText('Não apareceu na cozinha');
    const sino = page.getByRole('button', { name: /som dos alertas/ });
    await expect(sino).toHaveAttribute('data-alerta-sonoro', 'cozinha');
    await page.screenshot({
      path: info.outputPath(`quadro-alerta-cozinha-${info.project.name}.png`),
    });

    // 'Ciente' stops the siren (the new order's chime goes on); the banner stays.
    await banner.getByRole('button', { name: 'Ciente' }).click();
    await expect(sino).toHaveAttribute('data-alerta-sonoro', 'pedido');
    await expect(banner).toBeVisible();

    // The dashboard's home, in another tab, shows it too (acknowledged per tab: 'Ciente' there).
    const inicio = await page.context().newPage();
    await inicio.goto('/dashboard');
    const noInicio = inicio.getByTestId('alerta-cozinha');
    await expect(noInicio).toContainText(`Pedido #${pedido.id}`, CARGA);
    await expect(noInicio.getByRole('button', { name: 'Ciente' })).toBeVisible();
    await inicio.screenshot({
      path: info.outputPath(`inicio-alerta-cozinha-${info.project.name}.png`),
    });

    // The kitchen screen opens and draws it: the board marks it and the alert goes by itself.
    const monitor = await abrirMonitor(browser, tela.token);
    try {
      await expect(cardDoPedido(monitor.pagina, pedido.id)).toBeVisible(CARGA);
      await expect(card.getByTestId('selo-cozinha')).toHaveText(/^✓ cozinha \d{2}:\d{2}$/, AO_VIVO);
      await expect(banner).toHaveCount(0, AO_VIVO);
      await expect(noInicio).toHaveCount(0, AO_VIVO);

      // A second order reaches the open monitor and is confirmed before any alert.
      const segundo = await pedidoNaEmpresa(request, info, dono.empresa.id);
      await expect(cardDoPedido(monitor.pagina, segundo.id)).toBeVisible(AO_VIVO);
      await expect(cardDoPedido(page, segundo.id).getByTestId('selo-cozinha')).toHaveText(
        /✓ cozinha/,
        AO_VIVO,
      );
      await page.screenshot({
        path: info.outputPath(`quadro-cozinha-ok-${info.project.name}.png`),
      });
      expect(recarregou()).toBe(false);
    } finally {
      await monitor.fechar();
    }
  });

  test('Telas da cozinha mostra a tela conectada, sem sinal e de volta, ao vivo', async ({
    page,
    browser,
    request,
  }, info) => {
    const { dono, tela } = await restauranteComTela(request, info);
    await abrirQuadro(page, dono);
    await page.getByRole('button', { name: 'Telas da cozinha' }).click();
    const estado = page.getByTestId(`estado-da-tela-${tela.tela.id}`);
    await expect(estado).toHaveText('Nunca conectada');

    let monitor = await abrirMonitor(browser, tela.token);
    await expect(estado).toHaveAttribute('data-estado', 'conectada', AO_VIVO);
    await expect(estado).toContainText('Conectada');
    await page.screenshot({ path: info.outputPath(`telas-conectada-${info.project.name}.png`) });

    await monitor.fechar();
    await expect(estado).toHaveAttribute('data-estado', 'sem_sinal', AO_VIVO);
    await expect(estado).toContainText(/Sem sinal há/);
    await page.screenshot({ path: info.outputPath(`telas-sem-sinal-${info.project.name}.png`) });

    monitor = await abrirMonitor(browser, tela.token);
    try {
      await expect(estado).toHaveAttribute('data-estado', 'conectada', AO_VIVO);
    } finally {
      await monitor.fechar();
    }
  });

  test('o monitor congelado em segundo plano mostra tudo ao voltar, sem recarregar, e mantém a tela acesa', async ({
    browser,
    request,
  }, info) => {
    const { dono, tela } = await restauranteComTela(request, info);
    const monitor = await abrirMonitor(browser, tela.token, (p) =>
      p.addInitScript({ content: TRAVA_DE_TELA_OBSERVADA }),
    );
    try {
      const pagina = monitor.pagina;
      const pedidosDaTrava = () =>
        pagina.evaluate(() => (window as never as { __travas: number }).__travas);
      await expect.poll(pedidosDaTrava).toBe(1);
      // The browser lets go of the lock when the tab hides; visible again, the monitor asks anew.
      await pagina.evaluate(() => {
        const mudar = (estado: string) => {
          Object.defineProperty(document, 'visibilityState', { value: estado, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        };
        (window as never as { __soltarTravas: () => void }).__soltarTravas();
        mudar('hidden');
        mudar('visible');
      });
      await expect.poll(pedidosDaTrava).toBe(2);

      const recarregou = semRecarregar(pagina);
      const cdp = await pagina.context().newCDPSession(pagina);
      // Frozen as Chrome freezes a background tab: no script runs, not even the socket's ping
      // answers, so after 40 s the server drops it; three orders arrive meanwhile.
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      const pedidos: Pedido[] = [];
      for (let i = 0; i < 3; i++)
        pedidos.push(await pedidoNaEmpresa(request, info, dono.empresa.id));
      await new Promise((r) => setTimeout(r, 45_000));
      await cdp.send('Page.setWebLifecycleState', { state: 'active' });
      for (const pedido of pedidos)
        await expect(cardDoPedido(pagina, pedido.id)).toBeVisible({ timeout: 15_000 });
      await expect(pagina.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado');
      expect(recarregou()).toBe(false);
      // And the kitchen confirmed each of them.
      await expect
        .poll(async () => {
          const lido = await request.get('/api/monitor/cozinha', {
            headers: { Authorization: `Bearer ${dono.token}` },
          });
          return ((await lido.json()) as { recebidos: { pedido_id: number }[] }).recebidos
            .map((r) => r.pedido_id)
            .sort();
        })
        .toEqual(expect.arrayContaining(pedidos.map((p) => p.id)));
    } finally {
      await monitor.fechar();
    }
  });
});

/**
 * Counts the monitor's Screen Wake Lock requests (headless Chromium has no screen to keep on):
 * each request gets a sentinel the test can release, as the browser does when a tab hides.
 */
const TRAVA_DE_TELA_OBSERVADA = `(() => {
  window.__travas = 0;
  const sentinelas = [];
  window.__soltarTravas = () => { for (const s of sentinelas) s.released = true; };
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (tipo) => {
        window.__travas += 1;
        const s = new EventTarget();
        s.type = tipo;
        s.released = false;
        s.release = async () => { s.released = true; };
        sentinelas.push(s);
        return s;
      },
    },
  });
})();`;
