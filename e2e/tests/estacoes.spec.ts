import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CategoriaAdmin, EstacoesResposta } from '@cardapio/shared-events';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, novaContaDaEquipe, sessaoDaEquipe } from '../support/equipe';
import { contextoDoProjeto, emailUnico } from '../support/helpers';
import { abrirAoVivo, AO_VIVO } from '../support/ao-vivo';

/**
 * Kitchen stations in the back office (issue 29 §1): the manager creates 'Bar' and 'Chapa' on
 * /dashboard/estacoes (the form checks with the contract's messages first), recolours one and a
 * colleague's tab, open all along, follows every change without a reload; the colleague (a
 * colaborador: every staff member manages stations) deletes one. Then Bebidas names 'Bar' as its
 * station in the category form, which keeps it when reopened; without stations the form shows
 * no station at all. Each project has its own server, so its stations are its own.
 */
const CARGA = { timeout: 30_000 };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function estacoesPelaApi(request: APIRequestContext, token: string) {
  const resposta = await request.get('/api/estacoes', { headers: auth(token) });
  expect(resposta.ok(), await resposta.text()).toBe(true);
  return ((await resposta.json()) as EstacoesResposta).estacoes;
}

/** No station left (an earlier run's, or another journey's): the page starts empty. */
async function semEstacoes(request: APIRequestContext, token: string) {
  for (const e of await estacoesPelaApi(request, token))
    await request.delete(`/api/estacoes/${e.id}`, { headers: auth(token) });
}

async function bebidasPelaApi(request: APIRequestContext, token: string) {
  const resposta = await request.get('/api/categorias', { headers: auth(token) });
  const categorias = (await resposta.json()) as CategoriaAdmin[] | { categorias: CategoriaAdmin[] };
  const lista = Array.isArray(categorias) ? categorias : categorias.categorias;
  return lista.find((c) => c.nome === 'Bebidas')!;
}

/** A station's row (desktop) or card (phone), whichever the page shows. */
const linhaDaEstacao = (page: Page, nome: string): Locator =>
  page.locator('[data-testid^="estacao-"]:visible').filter({ hasText: nome });

const cabecalho = (page: Page) =>
  page.getByRole('heading', { name: 'Estações da cozinha', level: 1 });

test('a equipe cadastra estações, a outra aba acompanha ao vivo e Bebidas vai para o Bar', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(150_000);
  const tela = info.project.name;
  const gestao = await sessaoDaEquipe(request);
  const senha = 'segredo123';
  const email = emailUnico(info, 'estacoes');
  await novaContaDaEquipe(request, email, senha);
  const colaborador = await sessaoDaEquipe(request, { email, senha });
  await semEstacoes(request, gestao.token);

  const contexto = await contextoDoProjeto(browser, info);
  const colega = await contexto.newPage();
  try {
    // Without stations: the empty state says what they are for.
    await entrarComoEquipe(page, gestao);
    const recarregou = await abrirAoVivo(page, '/dashboard/estacoes', async () => {
      await expect(cabecalho(page)).toBeVisible(CARGA);
      await expect(page.getByText('Nenhuma estação cadastrada')).toBeVisible();
    });
    await expect(
      page.getByText(/^Divida a cozinha em estações — Cozinha, Bar, Chapa — e cada tela/),
    ).toBeVisible();
    await page.screenshot({ path: info.outputPath(`estacoes-vazia-${tela}.png`) });

    // The colleague's tab is open (and live) before anything exists.
    await entrarComoEquipe(colega, colaborador);
    const colegaRecarregou = await abrirAoVivo(colega, '/dashboard/estacoes', async () => {
      await expect(cabecalho(colega)).toBeVisible(CARGA);
      await expect(colega.getByText('Nenhuma estação cadastrada')).toBeVisible();
    });

    // The contract's messages before anything is sent.
    await page.getByRole('button', { name: 'Nova estação' }).first().click();
    const form = page.getByTestId('estacao-form');
    await form.getByLabel('Cor', { exact: true }).fill('azul');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText('Informe o nome da estação')).toBeVisible();
    await expect(form.getByText('Cor inválida: use o formato #RRGGBB')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`estacao-form-erros-${tela}.png`) });

    await form.getByLabel('Nome', { exact: true }).fill('Bar');
    await form.getByRole('button', { name: 'Cor Azul-petróleo' }).click();
    await expect(form.getByLabel('Cor', { exact: true })).toHaveValue('#0F766E');
    await expect(form.getByRole('button', { name: 'Cor Azul-petróleo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Estação criada com sucesso!');
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Nova estação' }).first().click();
    await expect(form.getByLabel('Ordem', { exact: true })).toHaveValue('1');
    await form.getByLabel('Nome', { exact: true }).fill('Chapa');
    await form.getByRole('button', { name: 'Cor Vermelho' }).click();
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Estação criada com sucesso!');

    const bar = linhaDaEstacao(page, 'Bar');
    const chapa = linhaDaEstacao(page, 'Chapa');
    await expect(bar).toBeVisible();
    await expect(chapa.getByTestId('cor-da-estacao')).toHaveAttribute('data-cor', '#dc2626');
    // A name taken (case aside) is refused with the server's message.
    await page.getByRole('button', { name: 'Nova estação' }).first().click();
    await form.getByLabel('Nome', { exact: true }).fill('bar');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Já existe uma estação chamada "bar"');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    // Both reached the colleague's tab without a reload.
    await expect(linhaDaEstacao(colega, 'Bar')).toBeVisible(AO_VIVO);
    await expect(linhaDaEstacao(colega, 'Chapa')).toBeVisible(AO_VIVO);
    await afastarDosAvisos(page);
    await page.screenshot({ path: info.outputPath(`estacoes-${tela}.png`), fullPage: true });

    // Recolour Chapa: the colleague's swatch follows.
    await chapa.getByRole('button', { name: 'Editar' }).click();
    await expect(form.getByLabel('Cor', { exact: true })).toHaveValue('#DC2626');
    await form.getByLabel('Cor', { exact: true }).fill('#b45309');
    await expect(form.getByRole('button', { name: 'Cor Âmbar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Estação atualizada com sucesso!');
    await expect(chapa.getByTestId('cor-da-estacao')).toHaveAttribute('data-cor', '#b45309');
    await expect(linhaDaEstacao(colega, 'Chapa').getByTestId('cor-da-estacao')).toHaveAttribute(
      'data-cor',
      '#b45309',
      AO_VIVO,
    );

    // The switch turns Bar off and on; the colleague sees it.
    const interruptor = (linha: Locator) =>
      linha.locator('[data-scope="switch"][data-part="root"]');
    const barDoColega = linhaDaEstacao(colega, 'Bar');
    await expect(bar.getByRole('checkbox', { name: 'Ativa (Bar)' })).toBeChecked();
    await afastarDosAvisos(page);
    await interruptor(bar).click();
    await avisoMostrado(page, 'Estação desativada');
    await expect(bar.getByRole('checkbox', { name: 'Inativa (Bar)' })).not.toBeChecked();
    await expect(barDoColega.getByRole('checkbox')).not.toBeChecked(AO_VIVO);
    await expect(interruptor(barDoColega)).toContainText('Inativa');
    await afastarDosAvisos(page);
    await interruptor(bar).click();
    await avisoMostrado(page, 'Estação ativada');
    await expect(barDoColega.getByRole('checkbox')).toBeChecked(AO_VIVO);

    // The colaborador deletes Chapa, after the question; the manager's page loses it live.
    await linhaDaEstacao(colega, 'Chapa').getByRole('button', { name: 'Excluir' }).click();
    const pergunta = colega.getByRole('alertdialog');
    await expect(pergunta.getByText('Excluir estação?')).toBeVisible();
    await expect(pergunta).toContainText('voltam a aparecer em todas as telas da cozinha');
    await pergunta.getByRole('button', { name: 'Excluir', exact: true }).click();
    await avisoMostrado(colega, 'Estação excluída');
    await expect(linhaDaEstacao(colega, 'Chapa')).toHaveCount(0);
    await expect(chapa).toHaveCount(0, AO_VIVO);
    await expect(bar).toBeVisible();
    expect(recarregou()).toBe(false);
    expect(colegaRecarregou()).toBe(false);
    const [barNaApi] = await estacoesPelaApi(request, gestao.token);
    expect(barNaApi).toMatchObject({ nome: 'Bar', cor: '#0f766e', ativo: true });

    // Bebidas names Bar in the category form; reopened, the form still says Bar.
    await page.goto('/dashboard/categorias');
    await expect(page.getByRole('heading', { name: 'Categorias', level: 1 })).toBeVisible(CARGA);
    const bebidas = page
      .locator('[data-testid^="categoria-admin-"]')
      .filter({ hasText: 'Bebidas' });
    await bebidas.getByRole('button', { name: 'Editar' }).click();
    const categoria = page.getByTestId('categoria-form');
    const seletor = categoria.getByLabel('Estação da cozinha');
    await expect(seletor).toHaveValue('');
    await expect(seletor.locator('option')).toHaveText(['Nenhuma (todas as telas)', 'Bar']);
    await seletor.selectOption({ label: 'Bar' });
    await page.screenshot({ path: info.outputPath(`categoria-estacao-${tela}.png`) });
    await categoria.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Categoria atualizada com sucesso!');
    await expect(categoria).toBeHidden();
    await expect(bebidas.getByTestId('estacao-da-categoria')).toHaveText('Bar');
    await bebidas.screenshot({ path: info.outputPath(`categoria-card-estacao-${tela}.png`) });
    expect((await bebidasPelaApi(request, gestao.token)).estacao_id).toBe(barNaApi!.id);

    await page.reload();
    await bebidas.getByRole('button', { name: 'Editar' }).click();
    await expect(seletor).toHaveValue(String(barNaApi!.id));
    // Back to every screen: the form sends '' (none), not nothing (which keeps Bar).
    await seletor.selectOption({ label: 'Nenhuma (todas as telas)' });
    await categoria.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Categoria atualizada com sucesso!');
    await expect(bebidas.getByTestId('estacao-da-categoria')).toHaveCount(0);
    expect((await bebidasPelaApi(request, gestao.token)).estacao_id).toBeNull();

    // A product may name its own, or follow its category's.
    await page.goto('/dashboard/produtos');
    await page
      .locator('[data-testid^="produto-admin-"]')
      .first()
      .getByRole('button', { name: 'Editar' })
      .click();
    const produto = page.getByTestId('produto-form');
    await expect(produto.getByLabel('Estação da cozinha').locator('option')).toHaveText([
      /^A da categoria/,
      'Bar',
    ]);
    await produto.getByLabel('Estação da cozinha').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`produto-estacao-${tela}.png`) });
    await produto.getByRole('button', { name: 'Cancelar' }).click();

    // Without stations the category form looks as before.
    await semEstacoes(request, gestao.token);
    await page.goto('/dashboard/categorias');
    await bebidas.getByRole('button', { name: 'Editar' }).click();
    await expect(categoria.getByLabel('Nome', { exact: true })).toHaveValue('Bebidas');
    await expect(categoria.getByLabel('Estação da cozinha')).toHaveCount(0);
  } finally {
    await contexto.close();
    await semEstacoes(request, gestao.token);
  }
});
