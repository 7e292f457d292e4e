import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { CategoriaAdmin, EstoqueItem, ProdutoAdmin } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { clienteNoCardapio } from '../support/loja';

/**
 * Stock linked to products (issue 15): the manager links a stock item to a product in the item
 * modal ("Produtos que usam este item"), then a saída takes the item to 0; a customer's menu
 * already open shows the product 'Esgotado' with its add button disabled, without a reload.
 * Phone and desktop share one server: each project works on a product and an item of its own.
 */
const CARGA = { timeout: 30_000 };

const nomes = (info: TestInfo) => ({
  categoria: `Esgotáveis E2E ${info.project.name}`,
  produto: `Pizza Esgotável E2E ${info.project.name}`,
  item: `Massa E2E ${info.project.name}`,
});

const autorizado = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Removes what an earlier failed run of this project left. */
async function limpar(request: APIRequestContext, token: string, info: TestInfo) {
  const { categoria, produto, item } = nomes(info);
  const headers = autorizado(token);
  const itens = (await (await request.get('/api/estoque', { headers })).json()) as EstoqueItem[];
  for (const i of itens.filter((x) => x.nome === item))
    await request.delete(`/api/estoque/${i.id}`, { headers });
  const produtos = (await (
    await request.get('/api/produtos', { headers })
  ).json()) as ProdutoAdmin[];
  for (const p of produtos.filter((x) => x.nome === produto))
    await request.delete(`/api/produtos/${p.id}`, { headers });
  const categorias = (await (
    await request.get('/api/categorias', { headers })
  ).json()) as CategoriaAdmin[];
  for (const c of categorias.filter((x) => x.nome === categoria))
    await request.delete(`/api/categorias/${c.id}`, { headers });
}

test('um item vinculado ao produto chega a 0 e o cardápio aberto mostra o produto esgotado', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { categoria: nomeDaCategoria, produto: nomeDoProduto, item: nomeDoItem } = nomes(info);
  const sessao = await sessaoDaEquipe(request);
  await limpar(request, sessao.token, info);
  const headers = autorizado(sessao.token);
  // A category of its own, first on the menu, so the product shows without 'Ver Mais'.
  const categoria = await request.post('/api/categorias', {
    headers,
    data: { nome: nomeDaCategoria, ordem: 0 },
  });
  expect(categoria.status(), await categoria.text()).toBe(201);
  const criado = await request.post('/api/produtos', {
    headers,
    data: {
      nome: nomeDoProduto,
      descricao: 'Feita com a massa do estoque',
      preco: 30,
      categoria_id: ((await categoria.json()) as CategoriaAdmin).id,
      tempo_preparo: 20,
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const cliente = await clienteNoCardapio(browser, info);
  const recarregou = semRecarregar(cliente);

  try {
    const cartaoNoCardapio = cliente.getByTestId('produto-card').filter({ hasText: nomeDoProduto });
    await expect(cartaoNoCardapio).toBeVisible(CARGA);
    await expect(cartaoNoCardapio.getByTestId('produto-esgotado')).toHaveCount(0);
    await expect(
      cartaoNoCardapio.getByRole('button', { name: `Adicionar ${nomeDoProduto}` }),
    ).toBeEnabled();

    await entrarComoEquipe(page, sessao);
    await page.goto('/dashboard/estoque');
    await expect(page.getByRole('heading', { name: 'Estoque', level: 1 })).toBeVisible(CARGA);

    // The item, linked in its modal to the product: one pizza takes 1 un.
    await page.getByRole('button', { name: 'Novo Item' }).first().click();
    const form = page.getByTestId('estoque-item-form');
    await form.getByLabel('Nome').fill(nomeDoItem);
    await form.getByLabel('Categoria').fill('Secos');
    await form.getByLabel('Quantidade', { exact: true }).fill('3');
    await form.getByLabel('Quantidade mínima').fill('1');
    await form.getByLabel('Unidade').fill('un');
    await form.getByLabel('Preço de custo (R$)').fill('2,00');
    await form.getByLabel('Fornecedor').fill('Moinho Sul');
    const seletor = form.getByTestId('produtos-do-item');
    await seletor.getByLabel('Buscar produto').fill(nomeDoProduto.slice(0, 14).toLowerCase());
    await seletor.getByRole('button', { name: nomeDoProduto }).click();
    const quantidade = seletor.getByLabel(`Quantidade de ${nomeDoProduto}`);
    // The contract's rule, checked in the form: more than 3 decimals.
    await quantidade.fill('0,0001');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      seletor.getByText('Quantidade por produto aceita no máximo 3 casas decimais'),
    ).toBeVisible();
    await quantidade.fill('1');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Item adicionado com sucesso!');
    await expect(form).toBeHidden();
    const cartao = page.locator('[data-testid^="estoque-item-"]', { hasText: nomeDoItem });
    await expect(cartao.getByTestId('produtos-do-item')).toHaveText(`Usado em: ${nomeDoProduto}`);

    // Editing shows the link again (the modal opens with it).
    await cartao.getByRole('button', { name: /Editar/ }).click();
    await expect(form.getByLabel(`Quantidade de ${nomeDoProduto}`)).toHaveValue('1');
    await form.getByTestId('produtos-do-item').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`estoque-vinculo-${info.project.name}.png`) });
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    // A saída of all 3: the open menu shows the product esgotado, its button disabled.
    await cartao.getByRole('button', { name: 'Registrar movimento' }).click();
    const mov = page.getByTestId('movimento-form');
    await mov.getByText('Saída', { exact: true }).click();
    await mov.getByLabel(/^Quantidade/).fill('3');
    await mov.getByLabel('Motivo').fill('Perda');
    await mov.getByRole('button', { name: 'Registrar', exact: true }).click();
    await avisoMostrado(page, 'Movimento registrado com sucesso!');
    await expect(cartao.getByTestId('quantidade')).toHaveText('0 un');

    await expect(cartaoNoCardapio.getByTestId('produto-esgotado')).toHaveText('Esgotado', AO_VIVO);
    await expect(
      cartaoNoCardapio.getByRole('button', { name: `${nomeDoProduto} esgotado` }),
    ).toBeDisabled();
    expect(recarregou()).toBe(false);
    await cartaoNoCardapio.scrollIntoViewIfNeeded();
    await cliente.screenshot({
      path: info.outputPath(`cardapio-esgotado-${info.project.name}.png`),
    });
  } finally {
    await limpar(request, sessao.token, info);
    await cliente.context().close();
  }
});
