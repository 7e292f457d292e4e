import { expect, test } from '@playwright/test';
import type { GarcomLoginResposta } from '@cardapio/shared-events';
import { SEED } from '../support/helpers';

test('o garçom entra na sua área e vê seu nome', async ({ page }) => {
  await page.goto('/garcom/dashboard');
  await expect(page).toHaveURL(/\/garcom\/login$/);

  await page.getByRole('button', { name: 'Entrar como Garçom' }).click();
  await expect(page.getByText('Preencha todos os campos', { exact: true })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(SEED.garcom.email);
  await page.getByLabel('Senha', { exact: true }).fill(SEED.garcom.senha);
  const resposta = page.waitForResponse('**/api/garcom/login');
  await page.getByRole('button', { name: 'Entrar como Garçom' }).click();
  const { garcom } = (await (await resposta).json()) as GarcomLoginResposta;

  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/garcom\/dashboard$/);
  await expect(
    page.getByRole('main').getByText(`${garcom.nome} ${garcom.sobrenome}`.trim()),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('garcomToken'))).toBeTruthy();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/garcom\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('garcomToken'))).toBeNull();
});
