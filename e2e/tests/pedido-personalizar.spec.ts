import path from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';
import { avisoMostrado, expect, test } from '../support/csp';
import type { MenuResposta, OpcaoGrupo } from '@cardapio/shared-events';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';

/** With SCREENSHOTS=1, pictures of the dialog for a person to look at (e2e/.screenshots). */
async function foto(page: Page, info: TestInfo, nome: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(400); // let the sheet finish opening
  await page.screenshot({
    path: path.resolve(
      __dirname,
      '..',
      '.screenshots',
      `personalizar-${nome}-${info.project.name}.png`,
    ),
  });
}

/**
 * The customisation editor (customer-side §2): a cart line's options are changed from the cart
 * and the server prices the line again. Button and sheet name the product, never a category
 * ('Lanches'): with one line to customise its editor opens at once.
 */
test('personalizar um lanche do carrinho: escolher, editar e ver o novo preço', async ({
  page,
  request,
}, testInfo) => {
  await abrirLoja(request);
  const { token, usuario } = await registrarPelaApi(request, {
    nome: 'Caio',
    sobrenome: 'Personaliza',
    email: emailUnico(testInfo, 'personalizar'),
    senha: 'segredo123',
  });

  // An X-Burguer 'Ao ponto' in the cart, added through the API (ids found by name).
  const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
  const xBurguer = menu.produtos.find((p) => p.nome === 'X-Burguer')!;
  const grupos = (await (
    await request.get(`/api/menu/produto/${xBurguer.id}/opcoes`)
  ).json()) as OpcaoGrupo[];
  const ponto = grupos.find((g) => g.nome === 'Ponto da carne')!;
  const adicionado = await request.post('/api/carrinho/1/adicionar', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      produto_id: xBurguer.id,
      quantidade: 1,
      personalizacoes: [
        { opcao_id: ponto.id, item_id: ponto.itens.find((i) => i.nome === 'Ao ponto')!.id },
      ],
    },
  });
  expect(adicionado.status(), await adicionado.text()).toBe(201);

  await entrarPelaSessao(page, { token, usuario });
  await page.goto('/menu/1');

  await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
  const carrinho = page.getByTestId('carrinho');
  await expect(carrinho.getByTestId('preco-unitario')).toHaveText('R$ 24,90 cada');
  await carrinho.getByRole('button', { name: 'Personalizar X-Burguer', exact: true }).click();

  const dialogo = page.getByTestId('personalizar');
  await expect(page.getByRole('dialog', { name: 'Personalizar X-Burguer' })).toBeVisible();
  // The saved choice is preselected; Adicionais is a checkbox group (max_selecoes 3).
  await expect(dialogo.getByRole('radio', { name: /Ao ponto/ })).toBeChecked();
  // The rows are the tap targets (the inputs themselves are visually hidden).
  for (const nome of ['Bacon', 'Cheddar', 'Cebola']) {
    await dialogo.getByText(nome, { exact: true }).click();
    await expect(dialogo.getByRole('checkbox', { name: new RegExp(nome) })).toBeChecked();
  }
  await foto(page, testInfo, 'editor');
  await dialogo.getByRole('button', { name: /^Salvar/ }).click();

  await avisoMostrado(page, 'Lanches customizados com sucesso!');
  // 24,90 + 4,00 (Bacon) + 3,50 (Cheddar), priced by the server.
  await expect(carrinho.getByTestId('preco-unitario')).toHaveText('R$ 32,40 cada');
  const item = carrinho.getByTestId('item-do-carrinho');
  await expect(item.getByText('+ Bacon')).toBeVisible();
  await expect(item.getByText('sem Cebola')).toBeVisible();

  const salvo = await request.get('/api/carrinho/1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const linha = (await salvo.json()).itens[0] as {
    preco_unitario: number;
    personalizacoes: unknown[];
  };
  expect(linha.preco_unitario).toBe(32.4);
  expect(linha.personalizacoes).toHaveLength(4);
});
