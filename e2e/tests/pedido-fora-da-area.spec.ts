import { expect, test } from '@playwright/test';
import type { MenuResposta } from '@cardapio/shared-events';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';

/**
 * An address beyond the delivery radius (customer-side §2): the cart says so, shows delivery
 * as unavailable even for a first purchase with free delivery, and cannot be checked out.
 */
test('endereço fora da área: aviso, entrega indisponível e pedido bloqueado', async ({
  page,
  request,
}, testInfo) => {
  await abrirLoja(request);
  const sessao = await registrarPelaApi(request, {
    nome: 'Fernanda',
    sobrenome: 'Longe',
    email: emailUnico(testInfo, 'fora-da-area'),
    senha: 'segredo123',
  });
  // R$ 59,80 of fries: above R$ 50, so this first purchase would have free delivery.
  const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
  const batata = menu.produtos.find((p) => p.nome === 'Batata Frita')!;
  const adicionado = await request.post('/api/carrinho/1/adicionar', {
    headers: { Authorization: `Bearer ${sessao.token}` },
    data: { produto_id: batata.id, quantidade: 2 },
  });
  expect(adicionado.status(), await adicionado.text()).toBe(201);

  await entrarPelaSessao(page, sessao);
  await page.goto('/menu/1');
  await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
  const carrinho = page.getByTestId('carrinho');
  await carrinho.getByRole('button', { name: 'Alterar' }).click();
  await carrinho.getByLabel('Bairro').fill('Canasvieiras');
  await carrinho.getByRole('button', { name: 'Calcular Frete' }).click();

  await expect(carrinho.getByText('Fora da Área de Entrega')).toBeVisible();
  await expect(
    carrinho.getByText('Infelizmente não estamos disponíveis no seu local'),
  ).toBeVisible();
  await expect(carrinho.getByText('Indisponível')).toBeVisible();
  await expect(carrinho.getByText('Grátis', { exact: true })).toHaveCount(0);
  await expect(carrinho.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
});
