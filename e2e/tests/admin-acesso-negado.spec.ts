import { expect, test } from '@playwright/test';
import { SEED } from '../support/helpers';

test('um cliente na área administrativa tem o acesso negado', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(SEED.cliente.email);
  await page.getByLabel('Senha', { exact: true }).fill(SEED.cliente.senha);
  await page.getByRole('button', { name: 'Acessar Dashboard' }).click();

  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(
    dialogo.getByText('Acesso negado. Apenas administradores podem acessar esta área.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // Without an admin session the dashboard sends the visitor to the login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
