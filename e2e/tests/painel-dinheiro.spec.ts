import type { APIRequestContext } from '@playwright/test';
import {
  MENSAGENS_DINHEIRO,
  type FreteConfigResposta,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { abrirLoja } from '../support/loja';
import { cartao, semDicaDeCategorias } from './cardapio-suporte';

/**
 * Money typed the Brazilian way (issue 26): a price typed '89,90' is saved as 89,90 (once it was
 * saved as 8990), every money field shows R$ while typing, and an ambiguous '1.234' is refused
 * with a message instead of being read one way or the other. The product and the freight
 * settings are put back afterwards (other journeys read the demo menu and freight).
 */
const CARGA = { timeout: 30_000 };
const autorizado = (token: string) => ({ Authorization: `Bearer ${token}` });

async function produtosChamados(request: APIRequestContext, token: string, nome: string) {
  const r = await request.get('/api/produtos', { headers: autorizado(token) });
  expect(r.status()).toBe(200);
  return ((await r.json()) as ProdutoAdmin[]).filter((p) => p.nome === nome);
}

test.describe('dinheiro digitado no painel', () => {
  let token = '';
  let nome = '';

  test.beforeEach(async ({ request }, info) => {
    token = await abrirLoja(request);
    nome = `Moqueca ${info.project.name} ${Date.now() % 100_000}`;
  });
  test.afterEach(async ({ request }) => {
    for (const p of await produtosChamados(request, token, nome))
      await request.delete(`/api/produtos/${p.id}`, { headers: autorizado(token) });
  });

  test('um preço digitado 89,90 vira R$ 89,90 no cardápio; 1.234 é recusado', async ({
    page,
    request,
  }, info) => {
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard/produtos');
    await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);
    await page.getByRole('button', { name: 'Novo Produto' }).first().click();
    const form = page.getByTestId('produto-form');

    // The preparation time starts with the real default, as a value (not a grey placeholder).
    await expect(form.getByLabel('Tempo de preparo (min)')).toHaveValue('15');

    const preco = form.getByLabel('Preço');
    await expect(preco).toHaveAttribute('inputmode', 'decimal');
    await expect(form.getByText('R$', { exact: true })).toBeVisible();

    // Ambiguous: thousands or cents? The field says so when left, and nothing is sent.
    await preco.pressSequentially('1.234');
    await form.getByLabel('Nome').click();
    await expect(form.getByText(MENSAGENS_DINHEIRO.ambiguo)).toBeVisible();
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Categoria').selectOption({ label: 'Pratos Executivos' });
    let enviados = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/produtos')) enviados += 1;
    });
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText(MENSAGENS_DINHEIRO.ambiguo)).toBeVisible();
    expect(enviados).toBe(0);
    await form.screenshot({ path: info.outputPath(`produto-ambiguo-${info.project.name}.png`) });

    // Typed as people type it in Brazil; formatted when the field is left.
    await preco.fill('');
    await preco.pressSequentially('89,9');
    await form.getByLabel('Nome').click();
    await expect(preco).toHaveValue('89,90');
    await expect(form.getByText(MENSAGENS_DINHEIRO.ambiguo)).toHaveCount(0);
    await form.screenshot({ path: info.outputPath(`produto-form-${info.project.name}.png`) });
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Produto criado com sucesso!');

    const [salvo] = await produtosChamados(request, token, nome);
    expect(salvo).toMatchObject({ preco: 89.9, tempo_preparo: 15 });

    await semDicaDeCategorias(page);
    await page.goto('/menu/1');
    await expect(cartao(page, nome)).toContainText('R$ 89,90', CARGA);
  });
});

test.describe('dinheiro digitado no frete', () => {
  let token = '';
  let original: FreteConfigResposta;

  test.beforeEach(async ({ request }) => {
    token = await abrirLoja(request);
    const r = await request.get('/api/frete/config', { headers: autorizado(token) });
    original = (await r.json()) as FreteConfigResposta;
  });
  test.afterEach(async ({ request }) => {
    const { bairros: _bairros, ...config } = original;
    const r = await request.put('/api/frete/config', { headers: autorizado(token), data: config });
    expect(r.status(), await r.text()).toBe(200);
  });

  test('o frete mínimo digitado 7,50 é salvo como R$ 7,50', async ({ page, request }, info) => {
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard/frete');
    await expect(page.getByRole('heading', { name: 'Frete', exact: true })).toBeVisible(CARGA);
    const painel = page.getByTestId('configuracoes-de-frete');
    const minimo = painel.getByLabel('Frete mínimo (R$, até 5 km)');
    await expect(minimo).toHaveAttribute('inputmode', 'decimal');

    await minimo.fill('');
    await minimo.pressSequentially('12,345');
    await painel.getByLabel('Valor por km adicional (R$)').click();
    await expect(painel.getByText(MENSAGENS_DINHEIRO.ambiguo)).toBeVisible();

    await minimo.fill('');
    await minimo.pressSequentially('R$ 7,5');
    await painel.getByLabel('Valor por km adicional (R$)').click();
    await expect(minimo).toHaveValue('7,50');
    await painel.screenshot({ path: info.outputPath(`frete-config-${info.project.name}.png`) });
    await painel.getByRole('button', { name: 'Salvar Configurações' }).click();
    await avisoMostrado(page, 'Configurações salvas com sucesso!');

    const r = await request.get('/api/frete/config', { headers: autorizado(token) });
    expect(((await r.json()) as FreteConfigResposta).valor_frete_minimo).toBe(7.5);
    await expect(page.getByTestId('info-frete')).toContainText('R$ 7,50');
  });
});

/**
 * Every other money field of the back office is the same field: R$ in front (or % for a
 * percentual discount and the service charge), the decimal keypad, the text formatted when left
 * and the parser's message for ambiguous text. Nothing is saved here.
 */
test('os outros campos de dinheiro do painel leem 12,5 como R$ 12,50 e recusam 1.234', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await entrarComoEquipe(page, await sessaoDaEquipe(request));
  const foto = (nome: string) => ({ path: info.outputPath(`${nome}-${info.project.name}.png`) });
  /** Types like a person, leaves the field, and answers the field. */
  const digitar = async (campo: ReturnType<typeof page.getByLabel>, texto: string) => {
    await campo.fill('');
    await campo.pressSequentially(texto);
    await campo.blur();
    return campo;
  };

  // Option items of a product ('Personalizar').
  await page.goto('/dashboard/produtos');
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible(CARGA);
  await page
    .locator('[data-testid^="produto-admin-"]')
    .first()
    .getByRole('button', { name: 'Personalizar' })
    .click();
  const personalizar = page.getByTestId('personalizar');
  const opcao = personalizar.getByTestId('opcao-editor').last();
  const adicional = opcao.getByLabel('Preço adicional').last();
  await expect(adicional).toHaveAttribute('inputmode', 'decimal');
  await expect(await digitar(adicional, '2,5')).toHaveValue('2,50');
  await digitar(adicional, '1.234');
  await expect(opcao.getByText(MENSAGENS_DINHEIRO.ambiguo)).toBeVisible();
  await opcao.scrollIntoViewIfNeeded();
  await personalizar.screenshot(foto('personalizar'));
  await personalizar.getByRole('button', { name: 'Cancelar' }).click();

  // A coupon: fixed discount and minimum order.
  await page.goto('/dashboard/promocoes');
  await expect(page.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible(CARGA);
  await page.getByRole('button', { name: 'Nova Promoção' }).first().click();
  const promocao = page.getByTestId('promocao-form');
  await expect(promocao.getByText('%', { exact: true })).toBeVisible();
  await promocao.getByLabel('Tipo').selectOption('valor_fixo');
  await expect(await digitar(promocao.getByLabel('Desconto'), '12,5')).toHaveValue('12,50');
  await digitar(promocao.getByLabel('Pedido mínimo'), '1.234');
  await expect(promocao.getByText(MENSAGENS_DINHEIRO.ambiguo)).toBeVisible();
  await promocao.screenshot(foto('promocao-form'));
  await promocao.getByRole('button', { name: 'Cancelar' }).click();

  // A delivery neighbourhood's fixed fee.
  await page.goto('/dashboard/frete');
  await expect(page.getByRole('heading', { name: 'Frete', exact: true })).toBeVisible(CARGA);
  await page.getByTestId('bairros-de-entrega').getByRole('button', { name: 'Novo Bairro' }).click();
  const bairro = page.getByTestId('bairro-form');
  await expect(await digitar(bairro.getByLabel('Valor fixo (R$)'), 'R$ 12,5')).toHaveValue('12,50');
  await bairro.screenshot(foto('bairro-form'));
  await bairro.getByRole('button', { name: 'Cancelar' }).click();

  // A stock item's cost.
  await page.goto('/dashboard/estoque');
  await page.getByRole('button', { name: 'Novo Item' }).first().click();
  const item = page.getByTestId('estoque-item-form');
  await expect(await digitar(item.getByLabel('Preço de custo (R$)'), '1.234,5')).toHaveValue(
    '1.234,50',
  );
  await item.screenshot(foto('estoque-item-form'));
  await item.getByRole('button', { name: 'Cancelar' }).click();

  // Company settings: the service charge (a percentage). The freight fees live on /dashboard/frete
  // (the test above); Configurações only summarises them.
  await page.goto('/dashboard/configuracoes');
  const salao = page.getByRole('region', { name: 'Salão' });
  await expect(salao).toBeVisible(CARGA);
  await expect(await digitar(salao.getByLabel('Taxa de serviço (%)'), '12,5')).toHaveValue('12,5');
  await salao.screenshot(foto('configuracoes-salao'));
});
