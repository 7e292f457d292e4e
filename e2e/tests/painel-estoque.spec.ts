import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import type { EstoqueItem, LoginResposta } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * Stock (issue 15, staff-side §2 Stock, §4, §5): the manager creates an item on
 * /dashboard/estoque and registers a saída below its minimum; a colleague's dashboard already
 * open in another browser shows the toast and the item in its alerts panel live, without
 * a reload. Phone and desktop share one server: each project works on an item of its own.
 */
const EQUIPE = { email: 'equipe@cardapiovivo.com.br', senha: 'equipe123' };
const CARGA = { timeout: 30_000 };

const nomeDoItem = (info: TestInfo) => `Farinha E2E ${info.project.name}`;

/** Deletes the project's item left by an earlier failed run. */
async function limpar(request: APIRequestContext, nome: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const itens = (await (await request.get('/api/estoque', { headers })).json()) as EstoqueItem[];
  for (const item of itens.filter((i) => i.nome === nome))
    await request.delete(`/api/estoque/${item.id}`, { headers });
}

/** A colleague's browser, signed in as the collaborator, already on the stock screen. */
async function colegaNoEstoque(browser: Browser, info: TestInfo, sessao: LoginResposta) {
  const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    info.project.use;
  const contexto = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
  });
  const page = await contexto.newPage();
  await entrarComoEquipe(page, sessao);
  await page.goto('/dashboard/estoque');
  await expect(page.getByRole('heading', { name: 'Estoque', level: 1 })).toBeVisible(CARGA);
  return page;
}

test('uma saída abaixo do mínimo levanta o alerta ao vivo no painel de outra pessoa', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const nome = nomeDoItem(info);
  const sessao = await sessaoDaEquipe(request);
  await limpar(request, nome, sessao.token);
  const colega = await colegaNoEstoque(browser, info, await sessaoDaEquipe(request, EQUIPE));
  const recarregou = semRecarregar(colega);

  try {
    await entrarComoEquipe(page, sessao);
    await page.goto('/dashboard/estoque');
    await expect(page.getByRole('heading', { name: 'Estoque', level: 1 })).toBeVisible(CARGA);

    // The form checks with the contract's messages before anything is sent.
    await page.getByRole('button', { name: 'Novo Item' }).first().click();
    const form = page.getByTestId('estoque-item-form');
    await form.getByLabel('Quantidade', { exact: true }).fill('-1');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('Quantidade deve ser maior ou igual a 0')).toBeVisible();

    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Categoria').fill('Secos');
    await form.getByLabel('Quantidade', { exact: true }).fill('10');
    await form.getByLabel('Quantidade mínima').fill('5');
    await form.getByLabel('Unidade').fill('kg');
    await form.getByLabel('Preço de custo (R$)').fill('4,50');
    await form.getByLabel('Fornecedor').fill('Moinho Sul');
    await page.screenshot({ path: info.outputPath(`estoque-form-${info.project.name}.png`) });
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Item adicionado com sucesso!');
    await expect(form).toBeHidden();
    const cartao = page.locator('[data-testid^="estoque-item-"]', { hasText: nome });
    await expect(cartao.getByText('Normal')).toBeVisible();
    // The colleague sees the new item without reloading.
    const cartaoDoColega = colega.locator('[data-testid^="estoque-item-"]', { hasText: nome });
    await expect(cartaoDoColega).toBeVisible(AO_VIVO);

    // A saída larger than the stock is refused with the server's message.
    await cartao.getByRole('button', { name: 'Registrar movimento' }).click();
    const mov = page.getByTestId('movimento-form');
    await mov.getByText('Saída', { exact: true }).click();
    await mov.getByLabel(/^Quantidade/).fill('11');
    await mov.getByLabel('Motivo').fill('Consumo da cozinha');
    await mov.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(
      page.getByText('Quantidade insuficiente em estoque: há 10 kg disponível(is)'),
    ).toBeVisible();

    // 10 − 6 = 4 kg, at or under the minimum of 5: baixo. The colleague hears it live.
    await mov.getByLabel(/^Quantidade/).fill('6');
    await mov.getByRole('button', { name: 'Registrar', exact: true }).click();
    await expect(colega.getByText(`Estoque baixo: ${nome} (4 kg)`)).toBeVisible(AO_VIVO);
    await expect(colega.getByTestId('alertas-estoque').getByText(nome)).toBeVisible(AO_VIVO);
    await expect(cartaoDoColega.getByTestId('quantidade')).toHaveText('4 kg');
    await avisoMostrado(page, 'Movimento registrado com sucesso!');
    await expect(page.getByTestId('movimento').first()).toContainText(nome);
    await expect(page.getByTestId('movimento').first()).toContainText('Consumo da cozinha');
    await expect(cartao.getByText('Baixo')).toBeVisible();
    expect(recarregou()).toBe(false);
    await colega.screenshot({
      path: info.outputPath(`estoque-alerta-${info.project.name}.png`),
      fullPage: true,
    });
    await page.screenshot({
      path: info.outputPath(`estoque-${info.project.name}.png`),
      fullPage: true,
    });

    // Deleting asks first, with the spec's text.
    await cartao.getByRole('button', { name: /Excluir/ }).click();
    await expect(page.getByText('Tem certeza que deseja excluir este item?')).toBeVisible();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await avisoMostrado(page, 'Item excluído com sucesso!');
    await expect(cartao).toBeHidden();
    await expect(cartaoDoColega).toBeHidden(AO_VIVO);
  } finally {
    await limpar(request, nome, sessao.token);
    await colega.context().close();
  }
});
