import type { Locator } from '@playwright/test';
import type { ProdutoAdmin } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { abrirLoja } from '../support/loja';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * The live catalogue (issue 12, staff-side §2, §4, §5): a manager creates a category and a
 * product with a picture and a required option group through the back-office screens; a
 * customer's menu that is already open shows the product live, without a reload, and opens
 * it with its option; deactivating it takes it off that open menu live.
 * The manager and the customer each have a browser context of their own.
 */

/** An 8×8 orange PNG, written by the test (no fixture file). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4WSyGFTEMLQkA7bNggc879pUAAAAASUVORK5CYII=',
  'base64',
);
const imagem = (nome: string) => ({ name: `${nome}.png`, mimeType: 'image/png', buffer: PNG });

const CARGA = { timeout: 30_000 };

async function salvar(dialogo: Locator, botao = 'Salvar') {
  await dialogo.getByRole('button', { name: botao, exact: true }).click();
}

test.describe('catálogo ao vivo', () => {
  test.setTimeout(120_000);

  // What the journey created goes away afterwards (pass or fail): later journeys read the same
  // menu and count its categories.
  let criadosCom: { sufixo: string; token: string } | undefined;
  test.afterEach(async ({ request }) => {
    if (!criadosCom) return;
    const { sufixo, token } = criadosCom;
    criadosCom = undefined;
    const headers = { Authorization: `Bearer ${token}` };
    const produtos = (await (
      await request.get('/api/produtos', { headers })
    ).json()) as ProdutoAdmin[];
    for (const p of produtos.filter((p) => p.nome.includes(sufixo)))
      expect((await request.delete(`/api/produtos/${p.id}`, { headers })).ok()).toBe(true);
    const categorias = (await (await request.get('/api/categorias', { headers })).json()) as {
      id: number;
      nome: string;
    }[];
    for (const c of categorias.filter((c) => c.nome.includes(sufixo)))
      expect((await request.delete(`/api/categorias/${c.id}`, { headers })).ok()).toBe(true);
  });

  test('produto criado no painel aparece no cardápio aberto e some ao ser desativado', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const sufixo = `${info.project.name} ${Date.now().toString(36)}`;
    const nomeCategoria = `Especiais ${sufixo}`;
    const nomeProduto = `Burguer Ao Vivo ${sufixo}`;
    criadosCom = { sufixo, token: equipe.token };
    const viewport = info.project.use.viewport ?? { width: 1440, height: 900 };

    const [contextoGestao, contextoCliente] = await Promise.all([
      browser.newContext({ viewport, locale: 'pt-BR' }),
      browser.newContext({ viewport, locale: 'pt-BR' }),
    ]);
    const [gestao, cliente] = await Promise.all([
      contextoGestao.newPage(),
      contextoCliente.newPage(),
    ]);
    await entrarComoEquipe(gestao, equipe);

    // The customer's menu is open first, anonymous, and goes live on its own socket.
    const socketDoCliente = cliente.waitForEvent('websocket', {
      predicate: (ws) => ws.url().includes('/socket.io'),
      timeout: 30_000,
    });
    await cliente.goto('/menu/1');
    await expect(cliente.getByTestId('empresa-nome')).toBeVisible(CARGA);
    await socketDoCliente;
    const recarregou = semRecarregar(cliente);

    // Category, through the screen.
    await gestao.goto('/dashboard/categorias');
    await expect(gestao.getByRole('heading', { name: 'Categorias', level: 1 })).toBeVisible(CARGA);
    await gestao.getByRole('button', { name: 'Nova Categoria' }).first().click();
    const formCategoria = gestao.getByTestId('categoria-form');
    await formCategoria.getByLabel('Nome').fill(nomeCategoria);
    await formCategoria.getByLabel('Ordem').fill('0');
    await formCategoria.getByTestId('campo-imagem').setInputFiles(imagem('categoria'));
    await expect(formCategoria.getByAltText('Pré-visualização')).toBeVisible();
    await salvar(formCategoria);
    await avisoMostrado(gestao, 'Categoria criada com sucesso!');
    await expect(formCategoria).toBeHidden();
    await expect(gestao.getByText(nomeCategoria)).toBeVisible();
    await gestao.screenshot({ path: info.outputPath(`categorias-${info.project.name}.png`) });

    // Product with a picture, through the screen.
    await gestao.goto('/dashboard/produtos');
    await expect(gestao.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);
    await gestao.getByRole('button', { name: 'Novo Produto' }).first().click();
    const formProduto = gestao.getByTestId('produto-form');
    await formProduto.getByTestId('campo-imagem').setInputFiles(imagem('produto'));
    await formProduto.getByLabel('Nome').fill(nomeProduto);
    await formProduto.getByLabel('Descrição').fill('Pão brioche, blend de 180 g e cheddar.');
    await formProduto.getByLabel('Preço').fill('29.9');
    await formProduto.getByLabel('Tempo de preparo (min)').fill('20');
    await formProduto.getByLabel('Categoria').selectOption({ label: nomeCategoria });
    const criacao = gestao.waitForResponse(
      (r) => /\/api\/produtos$/.test(r.url()) && r.request().method() === 'POST',
    );
    await salvar(formProduto);
    const resposta = await criacao;
    expect(resposta.status(), await resposta.text()).toBe(201);
    const produto = (await resposta.json()) as ProdutoAdmin;
    await avisoMostrado(gestao, 'Produto criado com sucesso!');

    // The open menu shows it live, without a reload.
    const noCardapio = cliente.getByTestId('produto-card').filter({ hasText: nomeProduto });
    await expect(noCardapio.first()).toBeVisible(AO_VIVO);
    expect(recarregou()).toBe(false);

    // One required option group, through the customisation screen.
    const card = gestao.getByTestId(`produto-admin-${produto.id}`);
    await expect(card).toContainText('R$ 29,90');
    await expect(card).toContainText('20 min');
    await card.getByRole('button', { name: 'Personalizar' }).click();
    const personalizar = gestao.getByTestId('personalizar');
    await personalizar.getByRole('button', { name: 'Adicional' }).click();
    const opcao = personalizar.getByTestId('opcao-editor').first();
    await expect(opcao.getByPlaceholder('Nome da opção')).toHaveValue('Novo Adicional 1');
    await opcao.getByPlaceholder('Nome da opção').fill('Ponto da carne');
    await opcao.getByText('Obrigatório').click();
    await opcao.getByLabel('Nome do item').first().fill('Ao ponto');
    await opcao.getByLabel('Preço adicional').first().fill('2.5');
    // The preview shows the group as the customer will.
    await expect(personalizar.getByTestId('grupo-opcoes')).toContainText('Ponto da carne');
    // 'Ver como o cliente' opens the storefront's own product dialog with the unsaved groups.
    await personalizar.getByRole('button', { name: 'Ver como o cliente' }).click();
    const previa = gestao.getByTestId('previa-do-cliente');
    await expect(previa.getByTestId('grupo-opcoes')).toContainText('Ao ponto');
    await previa.getByRole('button', { name: /Adicionar ao Carrinho/ }).click();
    await expect(gestao.getByText('Escolha uma opção em "Ponto da carne"')).toBeVisible();
    await previa.getByText('Ao ponto', { exact: true }).click();
    await expect(
      previa.getByTestId(info.project.name === 'phone' ? 'produto-total-mobile' : 'produto-total'),
    ).toHaveText('R$ 32,40');
    await previa.getByRole('button', { name: 'Fechar' }).click();
    await expect(previa).toBeHidden();
    await expect(personalizar).toBeVisible();
    // The open menu reads itself again (the product now has options: tem_opcoes).
    const menuRelido = cliente.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/menu/1' && r.request().method() === 'GET',
      { timeout: 5_000 },
    );
    await salvar(personalizar, 'Salvar personalização');
    await avisoMostrado(gestao, 'Personalização salva com sucesso!');
    await expect(personalizar).toBeHidden();
    await menuRelido;

    // The customer opens it with its option.
    await noCardapio.first().click();
    const modal = cliente.getByTestId('produto-modal');
    await expect(modal).toBeVisible();
    const grupo = modal.getByTestId('grupo-opcoes');
    await expect(grupo).toContainText('Ponto da carne');
    await expect(grupo).toContainText('Ao ponto');
    await cliente.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await gestao.screenshot({ path: info.outputPath(`produtos-${info.project.name}.png`) });

    // Deactivating it (with confirmation) takes it off the open menu live.
    await card.getByRole('button', { name: 'Desativar' }).click();
    const confirmacao = gestao.getByRole('alertdialog');
    await expect(confirmacao).toContainText('Desativar produto?');
    await confirmacao.getByRole('button', { name: 'Desativar' }).click();
    await avisoMostrado(gestao, 'Produto desativado com sucesso!');
    await expect(card).toContainText('Inativo');
    await expect(noCardapio).toHaveCount(0, AO_VIVO);
    expect(recarregou()).toBe(false);

    await Promise.all([contextoGestao.close(), contextoCliente.close()]);
  });
});
