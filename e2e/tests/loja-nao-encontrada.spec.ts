import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';

/** Records the calls a page makes for company 1's data, which a path naming no company never asks for. */
function vigiarLoja1(page: Page): string[] {
  const daLoja1: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/api\/(menu|empresa|horario-funcionamento\/status)\/1(\/|$)/.test(pathname))
      daLoja1.push(pathname);
  });
  return daLoja1;
}

async function esperarLojaNaoEncontrada(page: Page) {
  const aviso = page.getByTestId('loja-nao-encontrada');
  await expect(aviso.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible();
  await expect(page).toHaveTitle(/Loja não encontrada/);
}

/**
 * Issue 26: a storefront path that names no company ('/menu/abc', '/menu/0', '/menu/1abc', an id
 * beyond the database's range) is 'Loja não encontrada', never company 1's menu in disguise:
 * neither the server's first screen nor the page asks for company 1.
 */
for (const caminho of ['/menu/abc', '/menu/0', '/menu/1abc', '/menu/99999999999']) {
  test(`${caminho} é Loja não encontrada`, async ({ page }, info) => {
    const daLoja1 = vigiarLoja1(page);
    const resposta = await page.goto(caminho);
    expect(await resposta!.text()).not.toContain('primeira-tela');
    await esperarLojaNaoEncontrada(page);
    await expect(page.getByTestId('empresa-nome')).toHaveCount(0);
    await expect(page.getByTestId('produto-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Chamar Garçom/ })).toHaveCount(0);
    expect(daLoja1).toEqual([]);
    if (caminho === '/menu/abc')
      await page.screenshot({ path: info.outputPath(`menu-abc-${info.project.name}.png`) });
  });
}

/**
 * The same for a company's customer pages: a path that names no company, or a company that does
 * not exist (999999), is 'Loja não encontrada' — no form that would log in, sign up or recover a
 * password at company 1.
 */
const SEM_LOJA = ['abc', '0', '-1', '2147483648', '1.5', '999999'];
for (const pagina of ['login', 'registro', 'recuperar-senha']) {
  test(`/${pagina}/{sem loja} é Loja não encontrada`, async ({ page }, info) => {
    const daLoja1 = vigiarLoja1(page);
    for (const id of SEM_LOJA) {
      await page.goto(`/${pagina}/${id}`);
      await esperarLojaNaoEncontrada(page);
      await expect(page.locator('form')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    expect(daLoja1).toEqual([]);
    if (pagina === 'login')
      await page.screenshot({ path: info.outputPath(`login-sem-loja-${info.project.name}.png`) });
  });
}

test('/login sem loja no caminho continua sendo o login do cliente', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByTestId('loja-nao-encontrada')).toHaveCount(0);
  await page.goto('/login/1');
  await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();
  await expect(page.getByTestId('loja-nao-encontrada')).toHaveCount(0);
});
