import { expect, test } from '@playwright/test';
import type { MenuResposta, OpcaoGrupo, PagarPixResposta } from '@cardapio/shared-events';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';

/**
 * PIX on the site (issue 5; customer-side §2, §4): checkout paying on the site → the QR code and
 * the copia-e-cola code → a staff member approves → the open modal shows the approval without
 * a reload, and the order in 'Meus Pedidos' is paid. The staff member works on the kitchen
 * monitor, in a browser of their own, and sees the order's payment turn 'Pago' there too.
 */

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
    // The machine is shared: the journey's steps may be slow; the 1 s budget below is not relaxed.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sessao = await registrarPelaApi(request, {
      nome: 'Paula',
      sobrenome: 'Pix Testes',
      email: emailUnico(testInfo, 'pix'),
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
    await expect(modal.getByTestId('pix-aguardando')).toContainText('Aguardando pagamento...');

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

    // The open modal follows within 1 s, without a reload; so does the monitor's card.
    let recarregou = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) recarregou = true;
    });
    await noMonitor.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await expect(modal.getByTestId('pix-resultado')).toContainText(
      'Pagamento aprovado! Seu pedido foi confirmado.',
      { timeout: 1000 },
    );
    await expect(noMonitor.getByTestId('status-pagamento')).toHaveText('Pago', { timeout: 1000 });
    await expect(noMonitor.getByRole('button', { name: /Simular pagamento/ })).toHaveCount(0);
    expect(recarregou).toBe(false);
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
});
