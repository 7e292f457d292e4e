import {
  expect,
  request as http,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { E2E_PORT, portaDoProjeto } from '../support/env';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { gatewayProprio, type GatewayProprio } from '../support/gatewayProprio';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { abrirMeusPedidos, aparelho, pedidoPelaApi } from '../support/pedidos';
import { semDicaDeCategorias } from './cardapio-suporte';
import { AO_VIVO } from '../support/ao-vivo';

/**
 * Clients survive restarts and network drops (issue 11 §5). A gateway of this journey's own is
 * stopped and started again (a deploy's SIGTERM, a crash's SIGKILL): the kitchen monitor and a
 * customer's orders are live again within 5 s of the server answering, and an order placed then
 * reaches the monitor live. A page whose code cannot load shows a pt-BR error screen whose
 * 'Tentar novamente' works once the server is back; a file gone after a deploy reloads the page
 * once by itself. An unknown company is 'Loja não encontrada'.
 */

const RECONECTAR_MS = 5000;
/** First loads may be slow on a busy machine; what is timed is the reconnection. */
const CARGA = { timeout: 30_000 };

async function novaPagina(browser: Browser, baseURL: string, opcoes: object = {}): Promise<Page> {
  const contexto = await browser.newContext({ baseURL, ...opcoes });
  return contexto.newPage();
}

test.describe('servidor reiniciado', () => {
  test.describe.configure({ mode: 'serial' });
  // Two browsers and a gateway that starts three times, on a 2-core machine.
  test.setTimeout(180_000);

  let gateway: GatewayProprio;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const projeto = test.info().project.name;
    gateway = await gatewayProprio(`reconexao_${projeto}`, portaDoProjeto(E2E_PORT + 7, projeto));
    api = await http.newContext({ baseURL: gateway.url });
    await abrirLoja(api);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await gateway?.encerrar();
  });

  for (const sinal of ['SIGTERM', 'SIGKILL'] as const) {
    test(`monitor e pedidos do cliente voltam ao vivo em 5 s depois de ${sinal}`, async ({
      browser,
    }, info) => {
      const equipe = await sessaoDaEquipe(api);
      const cliente = await registrarPelaApi(api, {
        nome: 'Renata',
        sobrenome: 'Reconexão',
        email: emailUnico(info, `reconexao-${sinal.toLowerCase()}`),
        senha: 'segredo123',
      });
      const primeiro = await pedidoPelaApi(api, cliente.token);

      const monitor = await novaPagina(browser, gateway.url, {
        viewport: { width: 1440, height: 900 },
      });
      await entrarComoEquipe(monitor, equipe);
      const loja = await novaPagina(browser, gateway.url, aparelho(info));
      await semDicaDeCategorias(loja);
      await entrarPelaSessao(loja, cliente);

      await monitor.goto('/monitor');
      await expect(cardDoPedido(monitor, primeiro.id)).toBeVisible(CARGA);
      const noMonitor = monitor.getByTestId('conexao');
      await expect(noMonitor).toHaveAttribute('data-estado', 'conectado', CARGA);
      await loja.goto('/menu/1');
      await expect(loja.getByTestId('empresa-nome')).toBeVisible(CARGA);
      const pedidos = await abrirMeusPedidos(loja, info);
      await expect(pedidos.getByTestId(`pedido-${primeiro.id}`)).toBeVisible(CARGA);
      const noCliente = loja.getByTestId('conexao-cliente');
      await expect(noCliente).toHaveAttribute('data-estado', 'conectado', CARGA);

      // Down: both screens say the connection is lost.
      await gateway.parar(sinal);
      const aviso = monitor.getByText('Conexão perdida — tentando reconectar…');
      await expect(aviso).toBeVisible();
      await expect(noCliente).toHaveAttribute('data-estado', 'reconectando');
      await expect(noCliente).toHaveText('Conexão perdida — reconectando…');

      // Back: both are live again within 5 s of the server answering, without a reload.
      await gateway.iniciar();
      await Promise.all([
        expect(noMonitor).toHaveAttribute('data-estado', 'conectado', { timeout: RECONECTAR_MS }),
        expect(noCliente).toHaveAttribute('data-estado', 'conectado', { timeout: RECONECTAR_MS }),
      ]);
      await expect(aviso).toBeHidden();
      await expect(noCliente).toHaveText('Acompanhe em tempo real');

      // An order placed now reaches the monitor and the customer's open list, pushed live.
      const novo = await pedidoPelaApi(api, cliente.token);
      await expect(cardDoPedido(monitor, novo.id)).toBeVisible(AO_VIVO);
      await expect(pedidos.getByTestId(`pedido-${novo.id}`)).toBeVisible(AO_VIVO);

      await Promise.all([monitor.context().close(), loja.context().close()]);
    });
  }

  test('produto aberto com o servidor fora mostra a tela de erro; Tentar novamente volta', async ({
    browser,
  }, info) => {
    const page = await novaPagina(browser, gateway.url, aparelho(info));
    await semDicaDeCategorias(page);
    await page.goto('/menu/1');
    const produto = page.getByTestId('produto-card').first();
    await expect(produto).toBeVisible(CARGA);

    await gateway.parar('SIGTERM');
    await produto.click();
    const erro = page.getByTestId('erro-de-rota');
    await expect(
      erro.getByRole('heading', { name: 'Não foi possível carregar esta página' }),
    ).toBeVisible();
    await expect(erro).toContainText('Verifique sua conexão com a internet');
    await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
    await expect(page).toHaveTitle(/Sem conexão/);
    await page.screenshot({ path: info.outputPath(`erro-de-rota-${info.project.name}.png`) });

    // Still down: the screen stays and says so.
    const tentar = erro.getByRole('button', { name: 'Tentar novamente' });
    await tentar.click();
    await expect(erro.getByRole('alert')).toHaveText(
      'Ainda sem conexão. Tente de novo em instantes.',
    );

    // Back: 'Tentar novamente' reloads the page, and the product opens.
    await gateway.iniciar();
    await tentar.click();
    await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);
    await produto.click();
    await expect(page.getByTestId('produto-modal')).toBeVisible();
    await page.context().close();
  });
});

test.describe('telas de erro no servidor da jornada', () => {
  test('um arquivo da página que sumiu num deploy recarrega a página uma vez, sem laço', async ({
    page,
  }) => {
    // The open page names the login page's chunk of the previous deploy: the first request for
    // it asks the server for a file it no longer has (after the reload the page names files that
    // exist). The answer is the server's own: a 404, not index.html (issue 25).
    const CHUNK_VELHO = '/assets/LoginPage-deployanterior.js';
    const velho = await page.request.get(CHUNK_VELHO);
    expect(velho.status()).toBe(404);
    expect(await velho.json()).toEqual({ erro: 'Arquivo não encontrado' });
    let falhas = 1;
    await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, (rota) => {
      if (falhas <= 0) return rota.continue();
      falhas -= 1;
      return rota.continue({ url: new URL(CHUNK_VELHO, rota.request().url()).href });
    });
    // Full document loads only (the SPA's own navigations do not count).
    let recargas = 0;
    page.on('load', () => {
      recargas += 1;
    });
    const entrar = async () => {
      await page.goto('/menu/1');
      await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);
      recargas = 0;
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    };
    const login = page.getByRole('heading', { name: 'Área do Cliente' });

    // The server answers, so the page reloads by itself, once, and the login page opens.
    await entrar();
    await expect(login).toBeVisible(CARGA);
    expect(recargas).toBe(1);

    // Failing again right after: no second reload (no loop), the error screen instead.
    falhas = 2;
    await entrar();
    const erro = page.getByTestId('erro-de-rota');
    await expect(erro).toBeVisible();
    await page.waitForTimeout(1000);
    expect(recargas).toBe(0);
    await expect(login).toBeHidden();

    // 'Tentar novamente' reloads once the file is there.
    falhas = 0;
    await erro.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(login).toBeVisible(CARGA);
  });

  test('uma tela da cozinha revogada volta ao pedido de acesso na hora, sem esperar a atualização', async ({
    page,
    request,
  }) => {
    const equipe = await sessaoDaEquipe(request);
    const autorizacao = { Authorization: `Bearer ${equipe.token}` };
    const criada = await request.post('/api/monitor/telas', {
      headers: autorizacao,
      data: { nome: 'Cozinha reconexão' },
    });
    expect(criada.status()).toBe(201);
    const { token, tela } = (await criada.json()) as { token: string; tela: { id: number } };
    await page.goto(`/monitor#tela=${token}`);
    await expect(page.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);

    // The server closes the display's socket; the reconnection is refused ('Não autorizado'),
    // which ends the session at once (the list's next poll would take up to 15 s).
    const revogada = await request.delete(`/api/monitor/telas/${tela.id}`, {
      headers: autorizacao,
    });
    expect(revogada.ok()).toBeTruthy();
    await expect(page.getByRole('link', { name: 'Entrar como equipe' })).toBeVisible({
      timeout: RECONECTAR_MS,
    });
  });

  test('uma loja que não existe é Loja não encontrada: nada a pedir nem chamar', async ({
    page,
  }, info) => {
    await page.goto('/menu/999');
    const aviso = page.getByTestId('loja-nao-encontrada');
    await expect(aviso.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible(CARGA);
    await expect(page).toHaveTitle(/Loja não encontrada/);
    await expect(page.getByTestId('empresa-nome')).toHaveCount(0);
    await expect(page.getByTestId('status-loja')).toHaveCount(0);
    await expect(page.getByText('Aberto', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Chamar Garçom/ })).toHaveCount(0);
    await expect(page.getByTestId('produto-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /carrinho/i })).toHaveCount(0);
    await page.screenshot({
      path: info.outputPath(`loja-nao-encontrada-${info.project.name}.png`),
    });
  });
});
