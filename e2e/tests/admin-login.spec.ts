import { expect, test } from '@playwright/test';
import type { LoginResposta } from '@cardapio/shared-events';
import { SEED } from '../support/helpers';

test('o administrador entra no dashboard e vê seu nome', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(SEED.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(SEED.admin.senha);
  const resposta = page.waitForResponse('**/api/admin/login');
  await page.getByRole('button', { name: 'Acessar Dashboard' }).click();
  const { usuario } = (await (await resposta).json()) as LoginResposta;
  const nomeCompleto = `${usuario.nome} ${usuario.sobrenome}`.trim();

  await expect(page).toHaveURL(/\/dashboard$/);
  const principal = page.getByRole('main');
  await expect(principal.getByText(nomeCompleto)).toBeVisible();
  await expect(principal.getByText('Gestão')).toBeVisible();
  await expect(page.getByText('Cardápio Vivo Demo').first()).toBeVisible();

  // Theme toggle works and persists under the spec's key.
  const antes = await page.evaluate(() => document.documentElement.className);
  await page.getByRole('button', { name: /Ativar modo (claro|escuro)/ }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(antes);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toMatch(/^(light|dark)$/);

  await page.reload();
  await expect(page.getByRole('main').getByText(nomeCompleto)).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
});
