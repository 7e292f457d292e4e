import type { MenuResposta, PagarPixResposta } from '@cardapio/shared-events';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { AO_VIVO } from '../support/ao-vivo';

/**
 * Promotions and coupons (issue 15, staff-side §2, §4, §5): the gestao creates a 10% coupon on
 * /dashboard/promocoes; a customer applies it in the cart, pays by PIX on the site and the QR's
 * amount is the discounted total; the kitchen monitor's card shows the discount and the
 * promotions screen counts the use without a reload.
 */
const CARGA = { timeout: 30_000 };

test('a gestão cria um cupom de 10%; o cliente paga com PIX pelo total com desconto', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const equipe = await sessaoDaEquipe(request);
  await abrirLoja(request);
  const codigo = `E2E${info.project.name === 'phone' ? 'P' : 'D'}${Date.now() % 1e8}`;
  const autorizacao = { Authorization: `Bearer ${equipe.token}` };
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await entrarComoEquipe(page, equipe);
    await page.goto('/dashboard/promocoes');
    await expect(page.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible(CARGA);

    await page.getByRole('button', { name: 'Nova Promoção' }).first().click();
    const form = page.getByTestId('promocao-form');
    // The contract's messages before anything is sent.
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await form.getByLabel('Nome').fill('Dez por cento E2E');
    await form.getByRole('button', { name: 'Gerar' }).click();
    await expect(form.getByLabel('Código')).toHaveValue(/^[A-Z0-9]{8}$/);
    await form.getByLabel('Código').fill(codigo);
    await form.getByLabel('Desconto (%)').fill('150');
    await form.getByLabel('Fim').fill('2099-12-31');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Percentual deve ser menor ou igual a 100%')).toBeVisible();
    await form.getByLabel('Desconto (%)').fill('10');
    await page.screenshot({ path: info.outputPath('promocao-form.png') });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await avisoMostrado(page, 'Promoção criada com sucesso!');

    const cartao = page.locator('[data-testid^="promocao-"]').filter({ hasText: codigo });
    await expect(cartao.getByText('Válida')).toBeVisible();
    await cartao.getByRole('button', { name: `Copiar código ${codigo}` }).click();
    await expect(page.getByText('Código copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codigo);
    await page.screenshot({ path: info.outputPath('promocoes.png'), fullPage: true });

    // The badge toggles ativo.
    await cartao.getByRole('button', { name: /Ativa: clique para desativar/ }).click();
    await expect(cartao.getByRole('button', { name: /Inativa: clique para ativar/ })).toBeVisible();
    await expect(cartao.getByText('Inativa', { exact: true }).last()).toBeVisible();
    // On a phone the first click's toast lands on the badge, under the pointer.
    await afastarDosAvisos(page);
    await cartao.getByRole('button', { name: /Inativa: clique para ativar/ }).click();
    await expect(cartao.getByText('Válida')).toBeVisible();

    // A customer applies it in the cart (a wrong code first) and pays by PIX on the site.
    const cliente = await browser.newContext();
    const loja = await cliente.newPage();
    const sessao = await registrarPelaApi(request, {
      nome: 'Cupom',
      sobrenome: 'Testes',
      email: emailUnico(info, 'cupom'),
      senha: 'segredo123',
    });
    await entrarPelaSessao(loja, sessao);
    const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
    const calabresa = menu.produtos.find((p) => p.nome === 'Calabresa Acebolada')!;
    const adicionado = await request.post('/api/carrinho/1/adicionar', {
      headers: { Authorization: `Bearer ${sessao.token}` },
      data: { produto_id: calabresa.id, quantidade: 1 },
    });
    expect(adicionado.status(), await adicionado.text()).toBe(201);
    await loja.goto('/menu/1');
    await loja.getByRole('button', { name: /Abrir carrinho/ }).click();
    const carrinho = loja.getByTestId('carrinho');
    await expect(carrinho.getByTestId('subtotal-do-carrinho')).toHaveText('R$ 42,90', CARGA);

    await carrinho.getByLabel('Cupom de desconto').fill('NAOEXISTE');
    await carrinho.getByRole('button', { name: 'Aplicar' }).click();
    await expect(carrinho.getByTestId('erro-do-cupom')).toHaveText('Cupom não encontrado');
    await carrinho.getByLabel('Cupom de desconto').fill(codigo.toLowerCase());
    await carrinho.getByRole('button', { name: 'Aplicar' }).click();
    await expect(carrinho.getByTestId('desconto-do-carrinho')).toHaveText('− R$ 4,29');
    await expect(carrinho.getByTestId('cupom-aplicado')).toContainText(codigo);
    // 42,90 − 4,29 + R$ 5,00 of freight to the customer's address in the centre.
    await carrinho.getByRole('button', { name: 'Calcular Frete' }).click();
    await expect(carrinho.getByTestId('total-do-carrinho')).toHaveText('R$ 43,61');
    const totalNoCarrinho = 43.61;
    await loja.screenshot({ path: info.outputPath('carrinho-com-cupom.png') });

    await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pagamento = loja.getByTestId('pagamento');
    await expect(pagamento.getByTestId('desconto-do-pagamento')).toHaveText('− R$ 4,29');
    await expect(pagamento.getByTestId('total-do-pagamento')).toHaveText(
      `R$ ${totalNoCarrinho.toFixed(2).replace('.', ',')}`,
    );
    await pagamento.getByText('Pagar pelo Site').click();
    const respostaPix = loja.waitForResponse(
      (r) => r.url().endsWith('/api/mercadopago/pagar-pix') && r.request().method() === 'POST',
    );
    await pagamento.getByRole('button', { name: /Gerar QR Code PIX/ }).click();
    const pix = (await (await respostaPix).json()) as PagarPixResposta;
    expect(pix.valor).toBe(totalNoCarrinho);
    // The BR Code's amount field (ID 54, length, value) carries the discounted total.
    const valor = totalNoCarrinho.toFixed(2);
    expect(pix.qr_code).toContain(`54${String(valor.length).padStart(2, '0')}${valor}`);
    await expect(loja.getByTestId('pix').getByTestId('pix-codigo')).toHaveText(pix.qr_code);
    await loja.screenshot({ path: info.outputPath('pix-com-cupom.png') });

    // The promotions screen counts the use without a reload.
    await expect(cartao.getByText('Usos: 1 de 100')).toBeVisible(AO_VIVO);

    // The kitchen monitor's card shows the coupon's discount.
    const monitorCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const monitor = await monitorCtx.newPage();
    await entrarComoEquipe(monitor, equipe);
    await monitor.goto('/monitor');
    const noMonitor = cardDoPedido(monitor, pix.pedido_id);
    await expect(noMonitor.getByTestId('desconto-do-pedido')).toHaveText(
      `Cupom ${codigo} − R$ 4,29`,
      CARGA,
    );
    await expect(noMonitor).toContainText(`R$ ${totalNoCarrinho.toFixed(2).replace('.', ',')}`);
    await noMonitor.screenshot({ path: info.outputPath('monitor-com-cupom.png') });
    await monitorCtx.close();
    await cliente.close();

    // Delete through the screen, with the spec's confirmation.
    await cartao.getByRole('button', { name: /Excluir/ }).click();
    await expect(page.getByText('Tem certeza que deseja excluir esta promoção?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await avisoMostrado(page, 'Promoção excluída com sucesso!');
    await expect(cartao).toHaveCount(0);
  } finally {
    // Never leave the coupon behind if the journey stopped midway.
    const lista = (await (
      await request.get('/api/promocoes', { headers: autorizacao })
    ).json()) as {
      id: number;
      codigo: string;
    }[];
    for (const p of lista.filter((x) => x.codigo === codigo))
      await request.delete(`/api/promocoes/${p.id}`, { headers: autorizacao });
  }
});
