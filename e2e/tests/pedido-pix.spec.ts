import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/csp';
import type { MenuResposta, OpcaoGrupo, PagarPixResposta } from '@cardapio/shared-events';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * PIX on the site (issue 5; customer-side §2, §4): checkout paying on the site → the QR code and
 * the copia-e-cola code → a staff member approves → the open modal shows the approval without
 * a reload, and the order in 'Meus Pedidos' is paid. The staff member works on the kitchen
 * monitor, in a browser of their own, and sees the order's payment turn 'Pago' there too.
 */

const ENDERECO_DO_TESTE = {
  rua: 'Rua Felipe Schmidt',
  numero_casa: '100',
  bairro: 'Centro',
  cep: '88010-001',
};

/** A new customer with one X-Burguer in the cart, through the API. */
async function clienteComUmXBurguer(request: APIRequestContext, email: string) {
  const sessao = await registrarPelaApi(request, {
    nome: 'Paula',
    sobrenome: 'Pix Testes',
    email,
    senha: 'segredo123',
  });
  const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
  const xBurguer = menu.produtos.find((p) => p.nome === 'X-Burguer')!;
  const grupos = (await (
    await request.get(`/api/menu/produto/${xBurguer.id}/opcoes`)
  ).json()) as OpcaoGrupo[];
  const ponto = grupos.find((g) => g.nome === 'Ponto da carne')!;
  const aoPonto = ponto.itens.find((i) => i.nome === 'Ao ponto')!;
  const adicionado = await request.post('/api/carrinho/1/adicionar', {
    headers: { Authorization: `Bearer ${sessao.token}` },
    data: {
      produto_id: xBurguer.id,
      quantidade: 1,
      personalizacoes: [{ opcao_id: ponto.id, item_id: aoPonto.id }],
    },
  });
  expect(adicionado.status(), await adicionado.text()).toBe(201);
  return sessao;
}

test.describe('pedido pago com PIX pelo site', () => {
  test.beforeEach(async ({ request }) => {
    await abrirLoja(request);
  });

  test('QR Code, código copia e cola e aprovação ao vivo', async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    // The machine is shared: the journey's steps may be slow.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sessao = await clienteComUmXBurguer(request, emailUnico(testInfo, 'pix'));

    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    await page.getByRole('button', { name: /Abrir carrinho/ }).click();
    const carrinho = page.getByTestId('carrinho');
    await expect(carrinho.getByTestId('item-do-carrinho')).toHaveCount(1);
    await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();

    // Payment on the site: PIX only.
    const pagamento = page.getByTestId('pagamento');
    await expect(pagamento.getByTestId('total-do-pagamento')).toHaveText('R$ 29,90');
    const pelaSite = pagamento.getByRole('radio', { name: /Pagar pelo Site/ });
    await expect(pelaSite).toBeEnabled();
    await pagamento.getByText('Pagar pelo Site').click();
    await expect(pagamento.getByTestId('pix-explicacao')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`pix-escolha-${testInfo.project.name}.png`),
    });
    const gerar = pagamento.getByRole('button', { name: /Gerar QR Code PIX/ });
    await expect(gerar).toBeEnabled();

    const respostaPix = page.waitForResponse(
      (r) => r.url().endsWith('/api/mercadopago/pagar-pix') && r.request().method() === 'POST',
    );
    await gerar.click();
    const pix = (await (await respostaPix).json()) as PagarPixResposta;
    expect(pix).toMatchObject({ status: 'pending', valor: 29.9, provedor: 'local' });

    const modal = page.getByTestId('pix');
    await expect(modal.getByRole('heading', { name: 'Pagamento PIX' })).toBeVisible();
    await expect(modal).toContainText(`Pedido #${pix.pedido_id}`);
    const qr = modal.getByTestId('pix-qrcode');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(modal.getByTestId('pix-codigo')).toHaveText(pix.qr_code);
    const aguardando = modal.getByTestId('pix-aguardando');
    await expect(aguardando).toContainText('Aguardando pagamento...');

    // A countdown to the charge's expiry (30 minutes by default), never an attempt count.
    const contagem = modal.getByTestId('pix-contagem');
    await expect(contagem).toHaveText(/^Expira em (29:[0-5]\d|30:00)$/);
    const segundosRestantes = async () => {
      const [, mm, ss] = /(\d+):(\d+)$/.exec((await contagem.textContent()) ?? '')!;
      return Number(mm) * 60 + Number(ss);
    };
    const antes = await segundosRestantes();
    await expect.poll(segundosRestantes, { timeout: 5000 }).toBeLessThan(antes);
    await expect(aguardando).not.toContainText('Verificação');
    await expect(aguardando).not.toContainText(' de 24');

    await modal.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(page.getByText('Código PIX copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix.qr_code);
    await page.screenshot({ path: testInfo.outputPath(`pix-qr-${testInfo.project.name}.png`) });

    // A staff member on the monitor sees the order waiting for its PIX and approves it there.
    const equipe = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const monitor = await equipe.newPage();
    await entrarComoEquipe(monitor, await sessaoDaEquipe(request));
    await monitor.goto('/monitor');
    const noMonitor = cardDoPedido(monitor, pix.pedido_id);
    await expect(noMonitor.getByTestId('status-pagamento')).toHaveText('Pagamento pendente', {
      timeout: 30_000,
    });
    await expect(noMonitor).toContainText('Pagamento pelo site');

    // The open modal follows live, without a reload; so does the monitor's card.
    const recarregou = semRecarregar(page);
    await noMonitor.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await expect(modal.getByTestId('pix-resultado')).toContainText(
      'Pagamento aprovado! Seu pedido foi confirmado.',
      AO_VIVO,
    );
    await expect(noMonitor.getByTestId('status-pagamento')).toHaveText('Pago', AO_VIVO);
    await expect(noMonitor.getByRole('button', { name: /Simular pagamento/ })).toHaveCount(0);
    expect(recarregou()).toBe(false);
    await page.screenshot({
      path: testInfo.outputPath(`pix-aprovado-${testInfo.project.name}.png`),
    });

    // The order is paid in 'Meus Pedidos'; the cart is empty.
    await modal.getByRole('button', { name: 'Ver meus pedidos' }).click();
    const pedidos = page.getByTestId('pedidos');
    const card = pedidos.getByTestId(`pedido-${pix.pedido_id}`);
    await expect(card.getByText('Pago', { exact: true })).toBeVisible();
    await expect(card).toContainText('R$ 29,90');
    await expect(page.getByTestId('carrinho-contador')).toBeHidden();
    await equipe.close();
  });

  test('a contagem chega a zero e o diálogo diz por que: PIX expirado', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sessao = await clienteComUmXBurguer(request, emailUnico(testInfo, 'pix-expira'));
    // The browser's clock runs ahead of the server's: the dialog reaches its expiry first, asks
    // the server, and after its grace period says the charge expired.
    await page.clock.install();
    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    await page.getByRole('button', { name: /Abrir carrinho/ }).click();
    await page.getByTestId('carrinho').getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pagamento = page.getByTestId('pagamento');
    await pagamento.getByText('Pagar pelo Site').click();
    await pagamento.getByRole('button', { name: /Gerar QR Code PIX/ }).click();

    const modal = page.getByTestId('pix');
    const contagem = modal.getByTestId('pix-contagem');
    await expect(contagem).toHaveText(/^Expira em (29:[0-5]\d|30:00)$/);
    await page.clock.fastForward('29:00');
    await expect(contagem).toHaveText(/^Expira em 00:[0-5]\d$/);
    await page.screenshot({
      path: testInfo.outputPath(`pix-ultimo-minuto-${testInfo.project.name}.png`),
    });
    await page.clock.fastForward('01:00');
    await expect(contagem).toHaveText('Expira em 00:00');
    await page.clock.fastForward('00:31');
    const resultado = modal.getByTestId('pix-resultado');
    await expect(resultado).toContainText('PIX expirado');
    await expect(resultado).toContainText(
      'O prazo para pagar este PIX terminou e o pedido foi cancelado.',
    );
    await expect(modal).not.toContainText('Verificação');
    await page.screenshot({
      path: testInfo.outputPath(`pix-expirado-${testInfo.project.name}.png`),
    });
  });

  test('Meus Pedidos diz por que o pedido foi cancelado quando o PIX o cancelou', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sessao = await clienteComUmXBurguer(request, emailUnico(testInfo, 'pix-cancelado'));
    const criado = await request.post('/api/mercadopago/pagar-pix', {
      headers: { Authorization: `Bearer ${sessao.token}` },
      data: { empresa_id: 1, dados_cliente: { endereco: ENDERECO_DO_TESTE } },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    const pix = (await criado.json()) as PagarPixResposta;
    const equipe = await sessaoDaEquipe(request);
    const rejeitado = await request.post(`/api/mercadopago/simular/${pix.payment_id}`, {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: { status: 'rejected' },
    });
    expect(rejeitado.status(), await rejeitado.text()).toBe(200);

    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir categorias' }).click();
      await page.getByRole('button', { name: 'Meus Pedidos' }).filter({ visible: true }).click();
    } else {
      await page.getByRole('button', { name: 'Meus Pedidos' }).click();
    }
    const card = page.getByTestId('pedidos').getByTestId(`pedido-${pix.pedido_id}`);
    await expect(card.getByTestId('status-do-pedido')).toHaveText('Cancelado');
    await expect(card.getByTestId('motivo-do-cancelamento')).toHaveText('Cancelado: PIX rejeitado');
    // The newest order opens expanded.
    await expect(card.getByRole('button', { name: 'Ocultar Detalhes' })).toBeVisible();
    await expect(card.getByTestId('rastreio')).toContainText('Pedido Cancelado · PIX rejeitado');
    await page.screenshot({
      path: testInfo.outputPath(`pix-cancelado-meus-pedidos-${testInfo.project.name}.png`),
    });
  });
});
