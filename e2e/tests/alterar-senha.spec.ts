import type { Page } from '@playwright/test';
import { avisoMostrado, expect, test } from '../support/csp';
import {
  entrarComoEquipe,
  novaContaDaEquipe,
  novoGarcomPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { emailUnico } from '../support/helpers';

/** The item of the navigation (a drawer on phones, opened first). */
async function itemDoMenu(page: Page, navegacao: string, nome: string) {
  const abrirMenu = page.getByRole('button', { name: 'Abrir menu' });
  const menu = page.getByRole('navigation', { name: navegacao });
  await expect(abrirMenu.or(menu).first()).toBeVisible();
  if (await abrirMenu.isVisible()) await abrirMenu.click();
  return menu.getByRole('button', { name: nome });
}

/** Fills 'Alterar senha' and submits it. */
async function alterarSenha(page: Page, atual: string, nova: string) {
  const dialogo = page.getByTestId('alterar-senha');
  await dialogo.getByLabel('Senha atual', { exact: true }).fill(atual);
  await dialogo.getByLabel('Nova senha', { exact: true }).fill(nova);
  await dialogo.getByLabel('Confirmar nova senha', { exact: true }).fill(nova);
  await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
  return dialogo;
}

test('a equipe altera a própria senha: esta sessão segue, a de outro aparelho termina', async ({
  page,
  browser,
  request,
}, info) => {
  const email = emailUnico(info, 'altera-senha');
  await novaContaDaEquipe(request, email, 'antiga123');
  const conta = { email, senha: 'antiga123' };
  await entrarComoEquipe(page, await sessaoDaEquipe(request, conta));
  const outroAparelho = await browser.newContext();
  const outra = await outroAparelho.newPage();
  await entrarComoEquipe(outra, await sessaoDaEquipe(request, conta));
  await outra.goto('/dashboard/pedidos');
  await expect(outra).toHaveURL(/\/dashboard\/pedidos$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await (await itemDoMenu(page, 'Navegação do painel', 'Alterar senha')).click();
  const dialogo = await alterarSenha(page, 'chute123', 'nova12345');
  await expect(dialogo.getByText('Senha atual incorreta')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`alterar-senha-${info.project.name}.png`) });

  await alterarSenha(page, 'antiga123', 'nova12345');
  await avisoMostrado(page, 'Senha alterada com sucesso!');
  await expect(dialogo).toBeHidden();

  // The other device's session ended (its socket was closed and refused): it signs in again.
  await expect(outra).toHaveURL(/\/login$/);
  await outroAparelho.close();
  // This one goes on with the new token, after a reload too.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await request.post('/api/admin/login', { data: conta })).status()).toBe(401);
  await sessaoDaEquipe(request, { email, senha: 'nova12345' });
});

test('o garçom altera a própria senha no celular e entra com ela', async ({
  page,
  request,
}, info) => {
  const email = emailUnico(info, 'garcom-altera');
  await novoGarcomPelaApi(request, { nome: 'Gina', email, senha: 'antiga123' });

  await page.goto('/garcom/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('antiga123');
  await page.getByRole('button', { name: 'Entrar como Garçom' }).click();
  await expect(page).toHaveURL(/\/garcom\/dashboard$/);

  await (await itemDoMenu(page, 'Navegação do garçom', 'Alterar senha')).click();
  await alterarSenha(page, 'antiga123', 'salao4567');
  await avisoMostrado(page, 'Senha alterada com sucesso!');
  await page.reload();
  await expect(page).toHaveURL(/\/garcom\/dashboard$/);

  await (await itemDoMenu(page, 'Navegação do garçom', 'Sair')).click();
  await expect(page).toHaveURL(/\/garcom\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('salao4567');
  await page.getByRole('button', { name: 'Entrar como Garçom' }).click();
  await expect(page).toHaveURL(/\/garcom\/dashboard$/);
});
