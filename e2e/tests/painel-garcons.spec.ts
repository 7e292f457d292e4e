import type { Browser, Page, TestInfo } from '@playwright/test';
import type { GarcomAdmin } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { entrarComoGarcom } from '../support/garcom';
import { emailUnico, escolherSegmento } from '../support/helpers';

/**
 * Waiters and physical tabs administered from the dashboard (issue 13, staff-side §2, §5, §7):
 * a waiter created on the screen signs in, and is sent back to the login the moment the staff
 * deactivate them; a physical tab is created, edited, toggled and deleted.
 */
const CARGA = { timeout: 30_000 };

/** A page of its own (another person's phone or computer), with the project's viewport. */
async function outroAparelho(browser: Browser, info: TestInfo): Promise<Page> {
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
  return contexto.newPage();
}

/** The visible row (desktop table) or card (phone) holding this text. */
const linhaVisivel = (page: Page, prefixo: string, texto: string) =>
  page.locator(`[data-testid^="${prefixo}-"]:visible`).filter({ hasText: texto });

test('a gestão cadastra um garçom, ele entra, e ao ser desativado volta ao login sem recarregar', async ({
  page,
  request,
  browser,
}, info) => {
  const sessao = await sessaoDaEquipe(request);
  const headers = { Authorization: `Bearer ${sessao.token}` };
  const email = emailUnico(info, 'garcom');
  await entrarComoEquipe(page, sessao);
  await page.goto('/dashboard/garcons');
  await expect(page.getByRole('heading', { name: 'Gerenciar Garçons', level: 1 })).toBeVisible(
    CARGA,
  );

  await page.getByRole('button', { name: 'Novo Garçom' }).click();
  const form = page.getByTestId('garcom-form');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Nome é obrigatório', { exact: true })).toBeVisible();
  await form.getByLabel('Nome', { exact: true }).fill('Tobias');
  await form.getByLabel('Sobrenome').fill(`Teste ${info.project.name}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Telefone (opcional)').fill('48999990000');
  await form.getByLabel('Senha', { exact: true }).fill('garcom123');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await avisoMostrado(page, 'Garçom criado com sucesso!');
  await expect(form).toBeHidden();

  const garcons = (await (await request.get('/api/garcom', { headers })).json()) as GarcomAdmin[];
  const criado = garcons.find((g) => g.email === email);
  expect(criado).toMatchObject({ nome: 'Tobias', telefone: '(48) 99999-0000', ativo: true });

  try {
    await page.getByRole('searchbox', { name: 'Buscar garçom' }).fill('99999-0000');
    const linha = linhaVisivel(page, 'garcom', email);
    await expect(linha).toBeVisible();
    await expect(linha.getByText('Ativo', { exact: true })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`garcons-${info.project.name}.png`) });

    // The waiter signs in on their own phone and keeps the dashboard open.
    const celular = await outroAparelho(browser, info);
    await entrarComoGarcom(celular, { email, senha: 'garcom123' });
    await celular.goto('/garcom/dashboard');
    await expect(celular.getByRole('searchbox', { name: 'Buscar mesa' })).toBeVisible(CARGA);
    const naoRecarregou = await celular.evaluate(() => {
      (window as unknown as { marca: boolean }).marca = true;
      return true;
    });
    expect(naoRecarregou).toBe(true);

    await linha.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Garçom desativado!')).toBeVisible();
    await expect(linha.getByText('Inativo', { exact: true })).toBeVisible();
    await escolherSegmento(page, 'Inativos');
    await expect(linha).toBeVisible();

    await expect(celular).toHaveURL(/\/garcom\/login$/, { timeout: 10_000 });
    // Same document: the SPA navigated, nothing reloaded.
    expect(await celular.evaluate(() => (window as unknown as { marca?: boolean }).marca)).toBe(
      true,
    );
    const login = await request.post('/api/garcom/login', { data: { email, senha: 'garcom123' } });
    expect(login.status()).toBe(403);
    await celular.context().close();

    // The §5 confirmation deletes them.
    await linha.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Tem certeza que deseja excluir este garçom?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await avisoMostrado(page, 'Garçom excluído com sucesso!');
    await expect(linha).toHaveCount(0);
  } finally {
    if (criado) await request.delete(`/api/garcom/${criado.id}`, { headers });
  }
});

test('a tela de comandas físicas cria, edita, desativa e exclui uma comanda', async ({
  page,
  request,
}, info) => {
  const sessao = await sessaoDaEquipe(request);
  const headers = { Authorization: `Bearer ${sessao.token}` };
  const numero = `E${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`;
  await entrarComoEquipe(page, sessao);
  await page.goto('/dashboard/comandas-fisicas');
  await expect(page.getByRole('heading', { name: 'Comandas Físicas', level: 1 })).toBeVisible(
    CARGA,
  );
  await expect(page.getByText(/^Em uso: \d+ mesa\(s\)$/).first()).toBeVisible();

  try {
    await page.getByRole('button', { name: 'Nova Comanda' }).click();
    const form = page.getByTestId('comanda-fisica-form');
    await form.getByLabel('Número').fill('   ');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Número e nome são obrigatórios')).toBeVisible();
    await form.getByLabel('Número').fill(numero);
    await form.getByLabel('Nome', { exact: true }).fill('Comanda do Teste');
    await form
      .getByLabel('Descrição (opcional)')
      .fill(
        'Cartão verde do terraço, entregue às mesas grandes do fundo. Uma descrição longa para ver o corte em duas linhas no cartão da tela.',
      );
    const criacao = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/comandas-fisicas'),
    );
    await form.getByRole('button', { name: 'Salvar' }).click();
    expect((await criacao).status()).toBe(201);
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar comanda' }).fill(numero);
    const cartao = linhaVisivel(page, 'comanda-fisica', numero);
    await expect(cartao).toHaveCount(1);
    await expect(cartao.getByText('Comanda do Teste')).toBeVisible();
    await expect(cartao.getByText('Em uso: 0 mesa(s)')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar comanda' }).fill('');
    await page.screenshot({
      path: info.outputPath(`comandas-fisicas-${info.project.name}.png`),
      fullPage: false,
    });
    await page.getByRole('searchbox', { name: 'Buscar comanda' }).fill(numero);

    await cartao.getByRole('button', { name: 'Editar' }).click();
    await form.getByLabel('Nome', { exact: true }).fill('Comanda Renomeada');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await avisoMostrado(page, 'Comanda atualizada com sucesso!');
    await expect(cartao.getByText('Comanda Renomeada')).toBeVisible();

    await cartao.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Comanda desativada!')).toBeVisible();
    await expect(cartao.getByText('Inativa', { exact: true })).toBeVisible();
    await escolherSegmento(page, 'Ativas');
    await expect(cartao).toHaveCount(0);
    await escolherSegmento(page, 'Inativas');
    await expect(cartao).toHaveCount(1);

    await cartao.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Tem certeza que deseja excluir esta comanda?')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await avisoMostrado(page, 'Comanda excluída com sucesso!');
    await expect(cartao).toHaveCount(0);
  } finally {
    const restantes = (await (
      await request.get(`/api/comandas-fisicas?busca=${numero}`, { headers })
    ).json()) as { id: number }[];
    for (const c of restantes) await request.delete(`/api/comandas-fisicas/${c.id}`, { headers });
  }
});
