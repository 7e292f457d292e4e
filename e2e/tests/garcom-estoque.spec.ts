import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type {
  CategoriaAdmin,
  EstoqueItem,
  GarcomLoginResposta,
  ProdutoAdmin,
} from '@cardapio/shared-events';
import { auth, criar } from '../support/api';
import { comandaNaMesa, limparJornada, type RestosDaJornada } from '../support/comandas';
import { avisoMostrado, expect, test } from '../support/csp';
import { cozinhaSemPendencias, sessaoDaEquipe } from '../support/equipe';
import {
  abrirMonitor,
  entrarComoGarcom,
  GARCOM_2,
  itemDaComanda,
  pedidoDaMesaNoMonitor,
  segundoGarcom,
} from '../support/garcom';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { clienteNoCardapio } from '../support/loja';

/**
 * Issue 26. (1) Waiter sales take stock: a Caipirinha whose Cachaça holds 3 un is sold on two
 * waiters' tabs until it runs out; the add beyond the stock is refused with the site's message,
 * the last unit turns the product 'Esgotado' live on a customer's open menu and on the waiters'
 * catalogues, the '+' on the line is refused as sold out, and a unit given back makes it
 * available again. (2) A line's amount: a Moqueca de Peixe (R$ 89,90) with 'Individual' and
 * 'Farofa de dendê' (+R$ 6) costs R$ 95,90 on the waiter's line, the tab's total, the monitor and
 * the bill, whose printed template lists the options. Each project (phone, desktop) has a server of
 * its own; the journeys create their products, stock and tables and remove them after.
 */
const CARGA = { timeout: 30_000 };
test.describe.configure({ timeout: 150_000 });

const nomes = (info: TestInfo) => ({
  categoria: `Bebidas E2E ${info.project.name}`,
  drink: `Caipirinha E2E ${info.project.name}`,
  item: `Cachaça E2E ${info.project.name}`,
  prato: `Moqueca de Peixe E2E ${info.project.name}`,
  mesas: ['E1', 'E2', 'E3'],
});

/** What the journeys create, removed before and after each (limparJornada): tables, stock, products. */
const restos = (info: TestInfo): RestosDaJornada => {
  const n = nomes(info);
  return {
    mesas: n.mesas,
    estoque: [n.item],
    produtos: [n.drink, n.prato],
    categorias: [n.categoria],
  };
};

/** Each journey's product (named by `nomes`): a drink that never goes to the kitchen, a dish. */
const PRODUTOS = {
  drink: {
    descricao: 'Cachaça, limão e açúcar',
    preco: 18,
    tempo_preparo: 5,
    precisa_cozinha: false,
  },
  prato: {
    descricao: 'Peixe no leite de coco e dendê',
    preco: 89.9,
    tempo_preparo: 30,
    precisa_cozinha: true,
  },
} as const;

/**
 * Both journeys start alike: the staff's token, the waiter signed in on `page`, what an earlier
 * run left removed, and their product in a category of their own first on the menu (no 'Ver
 * Mais' needed).
 */
async function comecar(
  page: Page,
  request: APIRequestContext,
  info: TestInfo,
  qual: keyof typeof PRODUTOS,
) {
  const n = nomes(info);
  const equipe = (await sessaoDaEquipe(request)).token;
  const sessao: GarcomLoginResposta = await entrarComoGarcom(page);
  await limparJornada(request, equipe, sessao.token, restos(info));
  const categoria = await criar<CategoriaAdmin>(request, equipe, '/api/categorias', {
    nome: n.categoria,
    ordem: 0,
  });
  const produto = await criar<ProdutoAdmin>(request, equipe, '/api/produtos', {
    nome: n[qual],
    ...PRODUTOS[qual],
    categoria_id: categoria.id,
  });
  return { n, equipe, sessao, produto };
}

/** The waiter's catalogue card of a product, found through the search box. */
async function noCatalogo(page: Page, produto: string) {
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(produto);
  return page.getByRole('region', { name: 'Catálogo de produtos' });
}

test('garçons vendem a caipirinha até esgotar: o excesso é recusado com a mensagem do site e o cardápio mostra Esgotado ao vivo', async ({
  page,
  request,
  browser,
}, info) => {
  // The drink first on the menu, its Cachaça 3 un (1 per drink).
  const { n, equipe, sessao, produto: drink } = await comecar(page, request, info, 'drink');
  await criar<EstoqueItem>(request, equipe, '/api/estoque', {
    nome: n.item,
    quantidade: 3,
    quantidade_minima: 1,
    unidade: 'un',
    preco_custo: 20,
    fornecedor: 'Alambique',
    categoria: 'Bebidas',
    produtos: [{ produto_id: drink.id, quantidade: 1 }],
  });
  const minha = await comandaNaMesa(request, equipe, sessao.token, n.mesas[0]!);

  const cliente = await clienteNoCardapio(browser, info);
  const colega = await segundoGarcom(browser, info);
  const login = await request.post('/api/garcom/login', { data: GARCOM_2 });
  const tokenDoColega = ((await login.json()) as GarcomLoginResposta).token;
  try {
    const daColega = await comandaNaMesa(request, equipe, tokenDoColega, n.mesas[1]!);
    const noMenu = cliente.getByTestId('produto-card').filter({ hasText: n.drink });
    await expect(noMenu).toBeVisible(CARGA);
    await expect(noMenu.getByTestId('produto-esgotado')).toHaveCount(0);
    const clienteRecarregou = semRecarregar(cliente);

    await page.goto(`/garcom/comanda/${minha.id}`);
    await colega.goto(`/garcom/comanda/${daColega.id}`);
    const catalogo = await noCatalogo(page, n.drink);
    const catalogoDoColega = await noCatalogo(colega, n.drink);
    await expect(catalogo.getByRole('button', { name: `Adicionar ${n.drink}` })).toBeEnabled(CARGA);
    const garcomRecarregou = semRecarregar(page);

    // 4 through the dialog: only 3 in stock, refused with the site's message; the tab is empty.
    await catalogo.getByRole('button', { name: n.drink, exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: n.drink });
    for (let i = 0; i < 3; i++)
      await dialogo.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(dialogo.getByTestId('quantidade')).toHaveText('4');
    await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
    await avisoMostrado(page, `${n.drink} esgotado: restam só 3 un no estoque`);
    await expect(dialogo).toBeVisible();
    await expect(page.getByRole('list', { name: 'Itens da comanda' })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`garcom-recusa-${info.project.name}.png`) });

    // 2 then: accepted, R$ 36,00 on the line.
    await dialogo.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await dialogo.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
    await avisoMostrado(page, 'Produto adicionado à comanda!');
    await expect(dialogo).toBeHidden();
    const linha = itemDaComanda(page, n.drink);
    await expect(linha.getByTestId('item-valor')).toHaveText(/R\$\s*36,00/);

    // The colleague sells the last one with the quick '+': sold out everywhere, pushed live.
    await catalogoDoColega.getByRole('button', { name: `Adicionar ${n.drink}` }).click();
    await avisoMostrado(colega, 'Produto adicionado à comanda!');
    await expect(noMenu.getByTestId('produto-esgotado')).toHaveText('Esgotado', AO_VIVO);
    await expect(noMenu.getByRole('button', { name: `${n.drink} esgotado` })).toBeDisabled();
    await expect(catalogo.getByTestId('produto-esgotado')).toBeVisible(AO_VIVO);
    await expect(catalogo.getByRole('button', { name: `${n.drink} esgotado` })).toBeDisabled();
    await expect(
      catalogoDoColega.getByRole('button', { name: `${n.drink} esgotado` }),
    ).toBeDisabled(AO_VIVO);
    await page.screenshot({ path: info.outputPath(`garcom-esgotado-${info.project.name}.png`) });
    await cliente.screenshot({ path: info.outputPath(`menu-esgotado-${info.project.name}.png`) });

    // One more on the line: refused as sold out (never 'restam só 0'), the line stays at 2.
    await linha.getByRole('button', { name: `Aumentar ${n.drink}` }).click();
    await avisoMostrado(page, `${n.drink} esgotado`);
    await expect(linha.getByRole('group', { name: `Quantidade de ${n.drink}` })).toContainText('2');
    await expect(page.getByTestId('comanda-total').first()).toHaveText(/R\$\s*36,00/);

    // One given back (2 → 1): available again on the open menu and the catalogue.
    await linha.getByRole('button', { name: `Diminuir ${n.drink}` }).click();
    await expect(linha.getByTestId('item-valor')).toHaveText(/R\$\s*18,00/);
    await expect(noMenu.getByTestId('produto-esgotado')).toHaveCount(0, AO_VIVO);
    await expect(noMenu.getByRole('button', { name: `Adicionar ${n.drink}` })).toBeEnabled();
    await expect(catalogo.getByRole('button', { name: `Adicionar ${n.drink}` })).toBeEnabled(
      AO_VIVO,
    );
    // Two asked with one left: refused in the singular ('resta só 1', not 'restam só 1').
    await catalogo.getByRole('button', { name: n.drink, exact: true }).click();
    await dialogo.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(dialogo.getByTestId('quantidade')).toHaveText('2');
    await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
    await avisoMostrado(page, `${n.drink} esgotado: resta só 1 un no estoque`);
    expect(clienteRecarregou()).toBe(false);
    expect(garcomRecarregou()).toBe(false);
  } finally {
    await cliente.context().close();
    await colega.context().close();
    await limparJornada(request, equipe, sessao.token, restos(info));
  }
});

test('a linha da moqueca com opções vale o mesmo na comanda, no monitor e na conta impressa', async ({
  page,
  request,
  browser,
}, info) => {
  const { n, equipe, sessao, produto: prato } = await comecar(page, request, info, 'prato');
  const opcoes = await request.post(`/api/produtos/${prato.id}/opcoes`, {
    headers: auth(equipe),
    data: {
      opcoes: [
        {
          nome: 'Tamanho',
          tipo: 'adicionar',
          obrigatorio: true,
          max_selecoes: 1,
          itens: [
            { nome: 'Individual', preco_adicional: 0, quantidade: 1 },
            { nome: 'Para dois', preco_adicional: 60, quantidade: 1 },
          ],
        },
        {
          nome: 'Acompanhamentos',
          tipo: 'adicionar',
          obrigatorio: false,
          max_selecoes: 2,
          itens: [
            { nome: 'Farofa de dendê', preco_adicional: 6, quantidade: 1 },
            { nome: 'Pirão', preco_adicional: 5, quantidade: 1 },
          ],
        },
      ],
    },
  });
  expect(opcoes.status(), await opcoes.text()).toBeLessThan(300);
  const comanda = await comandaNaMesa(request, equipe, sessao.token, n.mesas[2]!);
  const monitor = await abrirMonitor(browser, request);
  try {
    await page.goto(`/garcom/comanda/${comanda.id}`);
    const catalogo = await noCatalogo(page, n.prato);
    await catalogo.getByRole('button', { name: n.prato, exact: true }).click(CARGA);
    const dialogo = page.getByRole('dialog', { name: n.prato });
    await dialogo.getByText('Individual', { exact: true }).click();
    await dialogo.getByText('Farofa de dendê', { exact: true }).click();
    await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
    await avisoMostrado(page, 'Produto adicionado à comanda!');

    // The waiter's line: 1 × R$ 95,90 with its options listed, R$ 95,90 (not R$ 101,90).
    const linha = itemDaComanda(page, n.prato);
    await expect(linha.getByTestId('item-valor')).toHaveText(/^R\$\s*95,90$/);
    await expect(linha.getByTestId('item-unitario')).toHaveText(/1 × R\$\s*95,90/);
    await expect(linha.getByRole('list', { name: 'Opções' })).toContainText('+ Individual');
    await expect(linha.getByRole('list', { name: 'Opções' })).toContainText(
      /\+ Farofa de dendê \(R\$\s*6,00\)/,
    );
    await expect(page.getByTestId('comanda-total').first()).toHaveText(/R\$\s*95,90/);
    await linha.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`linha-moqueca-${info.project.name}.png`) });

    // The kitchen's monitor shows the same amount.
    await page.getByRole('button', { name: 'Enviar para Cozinha' }).first().click();
    await page
      .getByRole('alertdialog', { name: 'Enviar para Cozinha' })
      .getByRole('button', { name: 'Enviar', exact: true })
      .click();
    const noMonitor = pedidoDaMesaNoMonitor(monitor, n.mesas[2]!);
    await expect(noMonitor).toContainText(n.prato, AO_VIVO);
    await expect(noMonitor).toContainText('+ Farofa de dendê');
    await expect(noMonitor).not.toContainText('101,90');
    await expect(noMonitor).toContainText(/R\$\s*95,90/);

    // The bill and its print view: the line, its options and the subtotal all R$ 95,90.
    await page.getByRole('button', { name: 'Fechar Conta' }).first().click();
    const fechar = page.getByRole('alertdialog', { name: 'Fechar Conta' });
    await fechar.getByRole('button', { name: 'Fechar Conta' }).click();
    await avisoMostrado(page, 'Conta fechada!');
    const conta = page.getByRole('region', { name: 'Conta' });
    const naConta = conta.getByRole('listitem', { name: n.prato });
    await expect(naConta).toContainText(/R\$\s*95,90 cada/);
    await expect(naConta.getByTestId('conta-item-valor')).toHaveText(/R\$\s*95,90/);
    await expect(conta.getByTestId('conta-subtotal')).toHaveText(/R\$\s*95,90/);
    await expect(conta.getByTestId('conta-total')).toHaveText(/R\$\s*105,49/);
    await conta.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: info.outputPath(`conta-moqueca-${info.project.name}.png`),
      fullPage: true,
    });
    // On paper, the shared bill template: the line at R$ 95,90 with its options under it.
    await page.emulateMedia({ media: 'print' });
    const papel = page.locator('body > [data-impressao] [data-documento]');
    await expect(papel).toBeVisible();
    await expect(papel).toContainText(new RegExp(`1x ${n.prato}\\s*R\\$\\s*95,90`));
    await expect(papel).toContainText('+ Individual');
    await expect(papel).toContainText(/\+ Farofa de dendê \(R\$\s*6,00\)/);
    await expect(page.getByRole('button', { name: 'Registrar Pagamento' })).toBeHidden();
    await page.screenshot({
      path: info.outputPath(`conta-impressa-moqueca-${info.project.name}.png`),
    });
    await page.emulateMedia({ media: 'screen' });
  } finally {
    await monitor.context().close();
    await cozinhaSemPendencias(request, equipe);
    await limparJornada(request, equipe, sessao.token, restos(info));
  }
});
