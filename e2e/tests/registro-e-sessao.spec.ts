import { avisoMostrado, expect, test } from '../support/csp';
import { emailUnico, entrarComoCliente } from '../support/helpers';

test('cadastro, saudação pelo primeiro nome, logout e novo login', async ({ page }, testInfo) => {
  const email = emailUnico(testInfo, 'cadastro');
  const senha = 'segredo123';

  await page.goto('/registro/1');
  await expect(page.getByRole('heading', { name: 'Criar Conta' })).toBeVisible();

  // Validation happens before any call.
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Preencha todos os campos', { exact: true })).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Joana');
  await page.getByLabel('Sobrenome', { exact: true }).fill('Prado Testes');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Telefone', { exact: true }).fill('48991234567');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(48) 99123-4567');
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByLabel('Confirmar senha', { exact: true }).fill('outra-senha');
  await page.getByLabel('Rua', { exact: true }).fill('Rua Felipe Schmidt');
  await page.getByLabel('Número', { exact: true }).fill('321');
  await page.getByLabel('Bairro', { exact: true }).fill('Centro');
  await page.getByLabel('CEP', { exact: true }).fill('88010001');
  await expect(page.getByLabel('CEP', { exact: true })).toHaveValue('88010-001');

  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar senha', { exact: true }).fill(senha);
  const registro = page.waitForRequest('**/api/auth/registro');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  const corpo = (await registro).postDataJSON() as Record<string, unknown>;
  expect(corpo).toMatchObject({ telefone: '48991234567', cep: '88010001', empresa_id: 1 });
  expect(corpo).not.toHaveProperty('confirmarSenha');

  await expect(page.getByText('Conta criada com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/1$/);
  await expect(page.getByText('Olá, Joana')).toBeVisible();
  await expect(page.getByTestId('empresa-nome')).toHaveText('Cardápio Vivo Demo');

  await page.getByRole('button', { name: 'Sair' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sair da sua conta?' })
    .getByRole('button', { name: 'Sair', exact: true })
    .click();
  await avisoMostrado(page, 'Logout realizado com sucesso!');
  await expect(page.getByText('Olá, Joana')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\/1$/);
  await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();
  await entrarComoCliente(page, email, senha);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/1$/);
  await expect(page.getByText('Olá, Joana')).toBeVisible();

  // The session survives a reload (restored from localStorage).
  await page.reload();
  await expect(page.getByText('Olá, Joana')).toBeVisible();
});
