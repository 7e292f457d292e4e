import { expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';

/**
 * The back-office shell and the catalogue screens (issue 12, staff-side §2, §5): one frame whose
 * pages change in place, a sidebar that remembers being collapsed (a drawer on phones), and the
 * product and category forms checking with the server's own messages before anything is sent.
 */
const CARGA = { timeout: 30_000 };

test('o painel navega entre Produtos e Categorias e lembra a barra lateral', async ({
  page,
  request,
}, info) => {
  await entrarComoEquipe(page, await sessaoDaEquipe(request));
  await page.goto('/dashboard');
  const celular = info.project.name === 'phone';

  const irPara = async (tela: string) => {
    if (celular) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Navegação do painel' })
      .getByRole('button', { name: tela })
      .click();
  };

  await irPara('Produtos');
  await expect(page).toHaveURL(/\/dashboard\/produtos$/);
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);
  await expect(page.getByTestId('contagem-produtos')).toHaveText(/^\d+ de \d+ produtos$/);

  await irPara('Categorias');
  await expect(page).toHaveURL(/\/dashboard\/categorias$/);
  await expect(page.getByRole('heading', { name: 'Categorias', level: 1 })).toBeVisible(CARGA);
  await expect(page.getByText(/^Ordem \d+/).first()).toBeVisible();

  if (!celular) {
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible(CARGA);
    // Icons only: the screens keep their names for assistive technology.
    await expect(page.getByRole('button', { name: 'Produtos' })).toBeVisible();
    await page.getByRole('button', { name: 'Expandir menu' }).click();
  }
});

test('os formulários do catálogo mostram as mensagens do contrato', async ({ page, request }) => {
  await entrarComoEquipe(page, await sessaoDaEquipe(request));
  await page.goto('/dashboard/produtos');
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);

  let enviados = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && /\/api\/(produtos|categorias)/.test(r.url())) enviados += 1;
  });

  await page.getByRole('button', { name: 'Novo Produto' }).first().click();
  const produto = page.getByTestId('produto-form');
  await produto.getByLabel('Preço').fill('-1');
  // The preparation time starts at its default (15): emptied, it is required.
  await produto.getByLabel('Tempo de preparo (min)').fill('');
  await produto.getByLabel('Nome').press('Enter');
  await expect(produto.getByText('Nome é obrigatório')).toBeVisible();
  await expect(produto.getByText('Preço deve ser maior que 0')).toBeVisible();
  await expect(produto.getByText('Categoria é obrigatória')).toBeVisible();
  await expect(produto.getByText('Tempo de preparo é obrigatório')).toBeVisible();
  await produto.getByTestId('campo-imagem').setInputFiles({
    name: 'cardapio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(produto.getByText('Por favor, selecione apenas arquivos de imagem')).toBeVisible();
  await produto.getByRole('button', { name: 'Cancelar' }).click();
  await expect(produto).toBeHidden();

  await page.goto('/dashboard/categorias');
  await page.getByRole('button', { name: 'Nova Categoria' }).first().click();
  const categoria = page.getByTestId('categoria-form');
  await categoria.getByLabel('Ordem').fill('-2');
  await categoria.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(categoria.getByText('Nome é obrigatório')).toBeVisible();
  await expect(categoria.getByText('Ordem deve ser maior ou igual a 0')).toBeVisible();
  await categoria.getByTestId('campo-imagem').setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5_242_881),
  });
  await expect(categoria.getByText('Arquivo muito grande. Tamanho máximo: 5MB')).toBeVisible();
  expect(enviados).toBe(0);
});

test('a personalização continua aberta quando as opções chegam devagar', async ({
  page,
  request,
}) => {
  // The dialog shows a skeleton, then the editor: that swap once handed the focus back to the
  // page and the dialog closed itself (seen on a loaded machine; a slow network does the same).
  await entrarComoEquipe(page, await sessaoDaEquipe(request));
  await page.route(/\/api\/produtos\/\d+\/opcoes$/, async (rota) => {
    if (rota.request().method() === 'GET') await new Promise((r) => setTimeout(r, 400));
    await rota.fallback();
  });
  await page.goto('/dashboard/produtos');
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);
  const cards = page.locator('[data-testid^="produto-admin-"]');
  for (let i = 0; i < 3; i += 1) {
    await cards.nth(i).getByRole('button', { name: 'Personalizar' }).click();
    const personalizar = page.getByTestId('personalizar');
    await expect(personalizar).toBeVisible();
    // Still open a moment later, and it answers.
    await page.waitForTimeout(300);
    await personalizar.getByRole('button', { name: 'Adicional' }).click();
    await expect(personalizar.getByTestId('opcao-editor').last()).toBeVisible();
    await personalizar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(personalizar).toBeHidden();
  }
});
