import { avisoMostrado, expect, test } from '../support/csp';
import type { LoginResposta } from '@cardapio/shared-events';
import { SEED } from '../support/helpers';

test('o administrador entra no dashboard e vê seu nome', async ({ page }, info) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(SEED.admin.email);
  await page.getByLabel('Senha', { exact: true }).fill(SEED.admin.senha);
  const resposta = page.waitForResponse('**/api/admin/login');
  await page.getByRole('button', { name: 'Acessar Dashboard' }).click();
  const { usuario } = (await (await resposta).json()) as LoginResposta;
  const nomeCompleto = `${usuario.nome} ${usuario.sobrenome}`.trim();

  await expect(page).toHaveURL(/\/dashboard$/);
  const saudacao = page.getByRole('heading', { name: `Olá, ${usuario.nome}!`, level: 1 });
  await expect(saudacao).toBeVisible();
  await expect(page.getByText('Cardápio Vivo Demo').first()).toBeVisible();
  // Who is signed in, with the role: in the header from tablets up, in the drawer on phones.
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const gaveta = page.getByRole('dialog');
    await expect(gaveta.getByText(nomeCompleto)).toBeVisible();
    await expect(gaveta.getByText('Gestão')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gaveta).toBeHidden();
  } else {
    const cabecalho = page.getByRole('banner');
    await expect(cabecalho.getByText(nomeCompleto)).toBeVisible();
    await expect(cabecalho.getByText('Gestão')).toBeVisible();
  }

  // Theme toggle works and persists under the spec's key.
  const antes = await page.evaluate(() => document.documentElement.className);
  await page.getByRole('button', { name: /Ativar modo (claro|escuro)/ }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(antes);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toMatch(/^(light|dark)$/);

  await page.reload();
  await expect(saudacao).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await avisoMostrado(page, 'Logout realizado com sucesso!');
});
