import { expect, test } from '../support/csp';
import { campoDeBusca, cartao, ehCelular, semDicaDeCategorias } from './cardapio-suporte';

/** customer-side §2, §5, §9: sections, 'Ver Mais', search and the category filter on /menu/1. */
test.describe('cardápio: navegação e busca', () => {
  test.beforeEach(async ({ page }) => {
    await semDicaDeCategorias(page);
  });

  test('seções por categoria com Ver Mais / Ver Menos', async ({ page }) => {
    await page.goto('/menu/1');
    const secoes = page.getByTestId('secao-categoria');
    await expect(secoes).toHaveCount(6);
    await expect(secoes.getByRole('heading', { level: 2 })).toHaveText([
      'Produtos em Destaques Lanches',
      'Produtos em Destaques Pizzas',
      'Produtos em Destaques Porções',
      'Produtos em Destaques Bebidas',
      'Produtos em Destaques Sobremesas',
      'Produtos em Destaques Pratos Executivos',
    ]);

    // 390 px and 1440 px are both outside 768–1366 px: 4 products per step, Lanches has 7.
    const lanches = secoes.filter({ hasText: 'Produtos em Destaques Lanches' });
    await expect(lanches.getByTestId('produto-card')).toHaveCount(4);
    await lanches.getByRole('button', { name: 'Ver Mais (3 restantes)' }).click();
    await expect(lanches.getByTestId('produto-card')).toHaveCount(7);
    await lanches.getByRole('button', { name: 'Ver Menos' }).click();
    await expect(lanches.getByTestId('produto-card')).toHaveCount(4);

    // Price in R$ with pt-BR decimals; highlighted products carry the badge.
    const xBacon = cartao(page, 'X-Bacon');
    await expect(xBacon).toContainText('R$ 32,90');
    await expect(xBacon).toContainText('Destaque');
    await expect(xBacon.getByRole('img', { name: 'X-Bacon' })).toHaveAttribute(
      'src',
      '/imagens/produtos/x-bacon.svg',
    );
  });

  test('entre 768 e 1366 px cada seção mostra 6 produtos por vez', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/menu/1');
    const lanches = page
      .getByTestId('secao-categoria')
      .filter({ hasText: 'Produtos em Destaques Lanches' });
    await expect(lanches.getByTestId('produto-card')).toHaveCount(6);
    // One left: singular.
    await lanches.getByRole('button', { name: 'Ver Mais (1 restante)', exact: true }).click();
    await expect(lanches.getByTestId('produto-card')).toHaveCount(7);
    await expect(lanches.getByRole('button', { name: 'Ver Menos' })).toBeVisible();
  });

  test('busca por nome, descrição e categoria, ignorando o filtro de categoria', async ({
    page,
  }, info) => {
    await page.goto('/menu/1');
    await expect(page.getByTestId('secao-categoria')).toHaveCount(6);

    const busca = await campoDeBusca(page, info);
    await busca.fill('PIZZA');
    const resultados = page.getByTestId('resultados-busca');
    await expect(
      resultados.getByRole('heading', { name: 'Resultados para "PIZZA"' }),
    ).toBeVisible();
    await expect(page.getByTestId('contagem-resultados')).toHaveText('6 produtos encontrados');
    await expect(resultados.getByTestId('produto-card')).toHaveCount(6);
    await expect(cartao(page, 'Pizza Margherita')).toBeVisible();
    await expect(page.getByTestId('secao-categoria')).toHaveCount(0);

    // Description match, singular count.
    await busca.fill('champignon');
    await expect(page.getByTestId('contagem-resultados')).toHaveText('1 produto encontrado');
    await expect(cartao(page, 'Strogonoff de Frango')).toBeVisible();

    await busca.fill('xyz-nada-disso');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
    await expect(page.getByText('Tente ajustar os filtros de busca.')).toBeVisible();

    await page.getByRole('button', { name: 'Limpar busca' }).click();
    await expect(busca).toHaveValue('');
    await expect(page.getByTestId('resultados-busca')).toHaveCount(0);
    await expect(page.getByTestId('secao-categoria')).toHaveCount(6);

    // Category filter: only the chosen section remains.
    if (ehCelular(info)) {
      await page.getByRole('button', { name: 'Abrir categorias' }).click();
      await page
        .getByTestId('categorias-drawer')
        .getByRole('button', { name: /Pizzas/ })
        .click();
      await expect(page.getByTestId('categorias-drawer')).toBeHidden();
    } else {
      await page
        .getByTestId('categorias-sidebar')
        .getByRole('button', { name: /Pizzas/ })
        .click();
    }
    await expect(page.getByTestId('secao-categoria')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Produtos em Destaques Pizzas' })).toBeVisible();
    await expect(cartao(page, 'X-Bacon')).toHaveCount(0);

    // With text, the search covers every category.
    const buscaDeNovo = await campoDeBusca(page, info);
    await buscaDeNovo.fill('x-bacon');
    await expect(page.getByTestId('contagem-resultados')).toHaveText('1 produto encontrado');
    await expect(cartao(page, 'X-Bacon')).toBeVisible();
  });

  test('categorias mostram imagem e contagem (sem o número interno de ordem), com Ver Todos / Voltar', async ({
    page,
  }, info) => {
    await page.goto('/menu/1');
    let lista = page.getByTestId('categorias-sidebar');
    if (ehCelular(info)) {
      await page.getByRole('button', { name: 'Abrir categorias' }).click();
      lista = page.getByTestId('categorias-drawer');
    }
    const itens = lista.getByTestId('categoria-item');
    await expect(itens).toHaveCount(4);
    // Picture, name and count: nothing else, so no 'ordem' badge (it read 1 to 4 here).
    await expect(itens).toHaveText([
      /^Lanches\s*7 produtos$/,
      /^Pizzas\s*6 produtos$/,
      /^Porções\s*5 produtos$/,
      /^Bebidas\s*6 produtos$/,
    ]);
    await expect(itens.first().locator('img')).toHaveCount(1);
    await page.screenshot({ path: info.outputPath(`categorias-${info.project.name}.png`) });
    await lista.getByRole('button', { name: 'Ver Todos' }).click();
    await expect(itens).toHaveCount(6);
    await expect(itens.last()).toContainText('Pratos Executivos');
    await lista.getByRole('button', { name: 'Voltar' }).click();
    await expect(itens).toHaveCount(4);
  });

  test('cardápio vazio mostra o estado vazio', async ({ page }) => {
    await page.route('**/api/menu/1', (rota) =>
      rota.fulfill({ json: { produtos: [], categorias: [] } }),
    );
    await page.goto('/menu/1');
    await expect(page.getByText('Nenhum produto disponível')).toBeVisible();
    await expect(page.getByText('Aguarde novos produtos serem adicionados.')).toBeVisible();
  });

  test('no celular: grade por padrão, lista sob demanda e dica de categorias', async ({
    page,
  }, info) => {
    test.skip(!ehCelular(info), 'a troca grade/lista e a dica existem só abaixo de 1024 px');
    await page.addInitScript(() => sessionStorage.removeItem('dicaCategoriasVista'));
    await page.goto('/menu/1');
    await expect(page.getByRole('button', { name: 'Ver em grade' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const primeiro = page.getByTestId('produto-card').first();
    const emGrade = await primeiro.boundingBox();
    expect(emGrade!.width).toBeLessThan(200); // two columns at 390 px
    await page.getByRole('button', { name: 'Ver em lista' }).click();
    await expect.poll(async () => (await primeiro.boundingBox())!.width).toBeGreaterThan(300);

    const dica = page.getByTestId('dica-categorias');
    await expect(dica).toBeVisible({ timeout: 8000 });
    await dica.getByRole('button', { name: 'Dispensar dica' }).click();
    await expect(dica).toBeHidden();
  });

  test('botão flutuante do WhatsApp leva ao número da empresa e some sob gavetas e fichas', async ({
    page,
  }, info) => {
    await page.goto('/menu/1');
    const whatsapp = page.getByTestId('whatsapp-flutuante');
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5548999990000(\?|$)/);

    // Never over an open drawer or sheet: hidden while one is open, back when it closes.
    if (ehCelular(info)) {
      await page.getByRole('button', { name: 'Abrir categorias' }).click();
      await expect(page.getByTestId('categorias-drawer')).toBeVisible();
      await expect(whatsapp).toBeHidden();
      await page.getByRole('button', { name: 'Fechar categorias' }).click();
      await expect(page.getByTestId('categorias-drawer')).toBeHidden();
      await expect(whatsapp).toBeVisible();
    }
    await cartao(page, 'X-Bacon').getByRole('button', { name: 'X-Bacon', exact: true }).click();
    const ficha = page.getByTestId('produto-modal');
    await expect(ficha).toBeVisible();
    await expect(whatsapp).toBeHidden();
    await ficha.getByRole('button', { name: 'Fechar' }).click();
    await expect(ficha).toBeHidden();
    await expect(whatsapp).toBeVisible();
  });

  test('alvos de toque: ícones do cabeçalho, Entrar e "+" com 44 px no celular', async ({
    page,
  }, info) => {
    await page.goto('/menu/1');
    await expect(cartao(page, 'X-Bacon')).toBeVisible();
    // 44 × 44 px on a phone (WCAG 2.5.5); the desktop's mouse targets are at least 36 px.
    const minimo = ehCelular(info) ? 44 : 36;
    const alvos = [
      page.getByRole('button', { name: 'Abrir carrinho' }),
      page.getByRole('button', { name: 'Entrar', exact: true }),
      cartao(page, 'X-Bacon').getByRole('button', { name: 'Adicionar X-Bacon' }),
    ];
    if (ehCelular(info)) {
      alvos.push(
        page.getByRole('button', { name: 'Abrir categorias' }),
        page.getByRole('button', { name: 'Buscar produtos' }),
      );
    }
    for (const alvo of alvos) {
      const caixa = (await alvo.boundingBox())!;
      expect(caixa.width, String(alvo)).toBeGreaterThanOrEqual(minimo);
      expect(caixa.height, String(alvo)).toBeGreaterThanOrEqual(minimo);
    }
    await page.screenshot({ path: info.outputPath(`cardapio-${info.project.name}.png`) });
  });
});
