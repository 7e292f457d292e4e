import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/csp';
import type {
  FreteConfigResposta,
  MenuResposta,
  OpcaoGrupo,
  PagarPixResposta,
  Promocao,
  RespostaDoPagarPix,
} from '@cardapio/shared-events';
import {
  cardDoPedido,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * PIX on the site (issue 5; customer-side §2, §4): checkout paying on the site → the QR code and
 * the copia-e-cola code → a staff member approves → the open modal shows the approval without
 * a reload, and the order in 'Meus Pedidos' is paid. The staff member works on the kitchen
 * monitor, in a browser of their own, and sees the order's payment turn 'Pago' there too. A total
 * of R$ 0,00 (a 100 % coupon with pickup) needs no PIX: the order is confirmed with no QR code.
 * And an open QR code gives way as soon as the store marks the order paid by hand (issue 25).
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

  test('total R$ 0,00 (cupom de 100 % e retirada): o pedido é confirmado sem QR Code', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const equipe = await sessaoDaEquipe(request);
    const autorizacao = { Authorization: `Bearer ${equipe.token}` };
    const lida = await request.get('/api/frete/config', { headers: autorizacao });
    const { bairros: _bairros, ...frete } = (await lida.json()) as FreteConfigResposta;
    // Today where the store is (the demo company's zone), as the server checks the coupon: from
    // 21:00 in São Paulo the UTC date is already tomorrow's.
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const promocao = await request.post('/api/promocoes', {
      headers: autorizacao,
      data: {
        nome: 'Tudo grátis E2E',
        descricao: '',
        tipo: 'percentual',
        valor: 100,
        codigo: `ZERO${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`,
        data_inicio: hoje,
        data_fim: '2099-12-31',
        uso_maximo: 10,
        valor_minimo: 0,
        aplicavel_em: 'todos',
        itens_aplicaveis: '',
      },
    });
    expect(promocao.status(), await promocao.text()).toBe(201);
    const { id: promocaoId, codigo } = (await promocao.json()) as Promocao;
    let pedidoId: number | undefined;
    try {
      const comRetirada = await request.put('/api/frete/config', {
        headers: autorizacao,
        data: { ...frete, aceita_retirada: true },
      });
      expect(comRetirada.status(), await comRetirada.text()).toBe(200);
      const sessao = await clienteComUmXBurguer(request, emailUnico(testInfo, 'pix-zero'));
      const cupom = await request.post('/api/carrinho/1/cupom', {
        headers: { Authorization: `Bearer ${sessao.token}` },
        data: { codigo },
      });
      expect(cupom.status(), await cupom.text()).toBe(200);

      await entrarPelaSessao(page, sessao);
      await page.goto('/menu/1');
      await page.getByRole('button', { name: /Abrir carrinho/ }).click();
      const carrinho = page.getByTestId('carrinho');
      await carrinho.getByRole('button', { name: 'Retirar no local' }).click();
      await expect(carrinho.getByTestId('retirada-no-local')).toBeVisible();
      await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();

      const pagamento = page.getByTestId('pagamento');
      await expect(pagamento.getByTestId('total-do-pagamento')).toHaveText('R$ 0,00');
      await pagamento.getByText('Pagar pelo Site').click();
      await expect(pagamento.getByTestId('pix-explicacao')).toContainText(
        'O total ficou em R$ 0,00: não há nada a pagar. O pedido é confirmado na hora, sem QR Code.',
      );
      // Nothing to pay, so no QR code to generate.
      await expect(pagamento.getByRole('button', { name: /Gerar QR Code PIX/ })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`pix-total-zero-escolha-${testInfo.project.name}.png`),
        animations: 'disabled',
      });
      const resposta = page.waitForResponse(
        (r) => r.url().endsWith('/api/mercadopago/pagar-pix') && r.request().method() === 'POST',
      );
      await pagamento.getByRole('button', { name: 'Confirmar Pedido · R$ 0,00' }).click();
      const r = await resposta;
      expect(r.status(), await r.text()).toBe(201);
      const semCobranca = (await r.json()) as RespostaDoPagarPix;
      expect(semCobranca).toMatchObject({
        pagamento_necessario: false,
        status_pagamento: 'pago',
        qr_code: null,
      });
      pedidoId = semCobranca.pedido_id;

      const confirmado = page.getByTestId('pedido-sem-pagamento');
      await expect(confirmado.getByRole('heading', { name: 'Pedido confirmado' })).toBeVisible();
      await expect(confirmado).toContainText(`Pedido #${pedidoId}`);
      await expect(confirmado.getByTestId('pix-resultado')).toContainText('Pedido confirmado!');
      await expect(confirmado.getByTestId('pix-resultado')).toContainText(
        'O total ficou em R$ 0,00: não há nada a pagar, nem PIX para gerar.',
      );
      await expect(page.getByTestId('pix-qrcode')).toHaveCount(0);
      await expect(page.getByTestId('pix')).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`pix-total-zero-${testInfo.project.name}.png`),
        animations: 'disabled',
      });

      // In 'Meus Pedidos' the order is paid; the cart is empty.
      await confirmado.getByRole('button', { name: 'Ver meus pedidos' }).click();
      const card = page.getByTestId('pedidos').getByTestId(`pedido-${pedidoId}`);
      await expect(card.getByText('Pago', { exact: true })).toBeVisible();
      await expect(card).toContainText('R$ 0,00');
      await expect(page.getByTestId('carrinho-contador')).toBeHidden();
    } finally {
      // The demo company as it was for the journeys that follow, and the order off the kitchen.
      if (pedidoId) await mudarStatusPelaApi(request, equipe.token, pedidoId, 'cancelado');
      await request.put('/api/frete/config', { headers: autorizacao, data: frete });
      await request.delete(`/api/promocoes/${promocaoId}`, { headers: autorizacao });
    }
  });

  test('a loja marca o pedido como pago: o QR Code aberto dá lugar à confirmação', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const sessao = await clienteComUmXBurguer(request, emailUnico(testInfo, 'pix-manual'));
    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    await page.getByRole('button', { name: /Abrir carrinho/ }).click();
    await page.getByTestId('carrinho').getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pagamento = page.getByTestId('pagamento');
    await pagamento.getByText('Pagar pelo Site').click();
    const respostaPix = page.waitForResponse(
      (r) => r.url().endsWith('/api/mercadopago/pagar-pix') && r.request().method() === 'POST',
    );
    await pagamento.getByRole('button', { name: /Gerar QR Code PIX/ }).click();
    const pix = (await (await respostaPix).json()) as PagarPixResposta;
    const modal = page.getByTestId('pix');
    await expect(modal.getByTestId('pix-qrcode')).toBeVisible();

    // The customer paid at the counter: a staff member marks the order paid by hand.
    const equipe = await sessaoDaEquipe(request);
    const recarregou = semRecarregar(page);
    const manual = await request.put(`/api/pedidos/${pix.pedido_id}/status-pagamento`, {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: { status_pagamento: 'pago' },
    });
    expect(manual.status(), await manual.text()).toBe(200);

    // The QR code goes away at once: the charge was cancelled and must not be paid.
    const resultado = modal.getByTestId('pix-resultado');
    await expect(resultado).toContainText(
      'Pagamento confirmado pela loja! Seu pedido foi confirmado.',
      AO_VIVO,
    );
    await expect(resultado).toContainText('não pague o QR Code');
    await expect(modal.getByTestId('pix-qrcode')).toHaveCount(0);
    await expect(modal).not.toContainText('Pagamento rejeitado');
    expect(recarregou()).toBe(false);
    await page.screenshot({
      path: testInfo.outputPath(`pix-pago-na-loja-${testInfo.project.name}.png`),
      animations: 'disabled',
    });
    // Off the kitchen's screen for the journeys that follow.
    await mudarStatusPelaApi(request, equipe.token, pix.pedido_id, 'cancelado');
  });
});
