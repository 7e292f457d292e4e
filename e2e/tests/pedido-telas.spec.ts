import { expect, test, type Page } from '@playwright/test';
import type { Pedido } from '@cardapio/shared-events';
import path from 'node:path';
import { emailUnico } from '../support/helpers';
import { abrirLoja, clienteComCarrinho } from '../support/loja';

/**
 * Screenshots of the customer's panels (cart, freight, payment, orders, profile, call a
 * waiter) at 390 px and 1440 px, light and dark, into e2e/.screenshots/ for visual review.
 * Only with SCREENSHOTS=1:
 *   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/tests/pedido-telas.spec.ts
 */
test.skip(!process.env.SCREENSHOTS, 'defina SCREENSHOTS=1 para gerar as capturas');
test.setTimeout(180_000);

const pasta = path.resolve(__dirname, '..', '.screenshots');

for (const modo of ['light', 'dark'] as const) {
  test(`painéis do cliente, tema ${modo}`, async ({ page, request }, info) => {
    const projeto = info.project.name;
    const foto = async (nome: string) => {
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(pasta, `pedido-${nome}-${projeto}-${modo}.png`) });
    };
    const tokenEquipe = await abrirLoja(request);
    const sessao = await clienteComCarrinho(request, emailUnico(info, `telas-${modo}`));
    await page.addInitScript(
      ({ tema, token, usuario }) => {
        localStorage.setItem('theme', tema);
        localStorage.setItem('authToken', token);
        localStorage.setItem('authUsuario', JSON.stringify(usuario));
        sessionStorage.setItem(`entregaGratisAvisada:${usuario.empresa_id}:${usuario.id}`, '1');
      },
      { tema: modo, token: sessao.token, usuario: sessao.usuario },
    );

    await page.goto('/menu/1');
    await expect(page.getByTestId('empresa-nome')).toBeVisible();
    await page.getByRole('button', { name: /Abrir carrinho/ }).click();
    const carrinho = page.getByTestId('carrinho');
    await expect(carrinho.getByTestId('item-do-carrinho')).toHaveCount(2);
    await foto('01-carrinho');

    const endereco = carrinho.getByTestId('endereco-e-frete');
    await endereco.getByRole('button', { name: 'Calcular Frete' }).click();
    await expect(endereco.getByTestId('resultado-do-frete')).toBeVisible();
    await endereco.scrollIntoViewIfNeeded();
    await foto('02-carrinho-frete');

    await endereco.getByRole('button', { name: 'Alterar' }).click();
    await endereco.getByLabel('Bairro').fill('Canasvieiras');
    await endereco.getByRole('button', { name: 'Calcular Frete' }).click();
    await expect(endereco.getByTestId('fora-da-area')).toBeVisible();
    await endereco.getByTestId('fora-da-area').scrollIntoViewIfNeeded();
    await foto('03-carrinho-fora-da-area');
    await endereco.getByLabel('Bairro').fill('Centro');
    await endereco.getByRole('button', { name: 'Calcular Frete' }).click();
    await expect(endereco.getByTestId('resultado-do-frete')).toBeVisible();

    await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pagamento = page.getByTestId('pagamento');
    await expect(pagamento).toBeVisible();
    await foto('04-pagamento-inicio');
    await pagamento.getByText('Pagar na Entrega').click();
    await pagamento.getByText('Dinheiro', { exact: true }).click();
    await pagamento.getByText('Precisa de troco?').click();
    await pagamento.getByLabel('Troco para quanto?').fill('100');
    await foto('05-pagamento-dinheiro');

    const resposta = page.waitForResponse(
      (r) => r.url().endsWith('/api/pedidos') && r.request().method() === 'POST',
    );
    await pagamento.getByRole('button', { name: /Confirmar Pedido/ }).click();
    const pedido = (await (await resposta).json()) as Pedido;
    await request.put(`/api/pedidos/${pedido.id}/status`, {
      headers: { Authorization: `Bearer ${tokenEquipe}` },
      data: { status: 'preparando' },
    });
    const pedidos = page.getByTestId('pedidos');
    await expect(pedidos.locator('[aria-current="step"]')).toContainText('Preparando');
    await page.waitForTimeout(4000); // toasts leave
    await foto('06-pedidos');
    await pedidos.getByRole('button', { name: 'Cancelar' }).first().click();
    await expect(page.getByTestId('cancelar-pedido')).toBeVisible();
    await foto('07-cancelar-pedido');
    await page.getByTestId('cancelar-pedido').getByRole('button', { name: 'Voltar' }).click();
    await pedidos.getByRole('button', { name: 'Fechar janela' }).click();

    await page.getByRole('button', { name: /Olá, Marina/ }).click();
    const perfil = page.getByTestId('perfil');
    await expect(perfil.getByTestId('perfil-nome')).toHaveText('Marina Albuquerque Costa');
    await foto('08-perfil');
    await perfil.getByRole('button', { name: 'Editar Perfil' }).click();
    await foto('09-perfil-editar');
    await perfil.getByRole('button', { name: 'Cancelar' }).click();
    await perfil.getByRole('button', { name: 'Excluir Conta' }).click();
    await perfil.getByRole('button', { name: /Sim, excluir conta/ }).click();
    await expect(perfil.getByTestId('erro-exclusao')).toBeVisible();
    await foto('10-perfil-excluir');
    await perfil.getByRole('button', { name: 'Cancelar' }).click();
    await perfil.getByRole('button', { name: 'Fechar', exact: true }).click();

    await abrirChamarGarcom(page, projeto);
    const garcom = page.getByTestId('chamar-garcom');
    await expect(garcom).toBeVisible();
    await foto('11-chamar-garcom');

    await garcom.getByRole('button', { name: 'Fechar janela' }).click();
    await page.getByRole('button', { name: /Abrir carrinho/ }).click();
    await expect(page.getByTestId('carrinho').getByText('Seu carrinho está vazio')).toBeVisible();
    await foto('12-carrinho-vazio');
  });
}

/** The header button on desktop; on phones it lives in the categories drawer. */
async function abrirChamarGarcom(page: Page, projeto: string) {
  if (projeto === 'phone') await page.getByRole('button', { name: 'Abrir categorias' }).click();
  await page
    .getByRole('button', { name: /Chamar Garçom/ })
    .filter({ visible: true })
    .first()
    .click();
}
