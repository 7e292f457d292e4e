import { expect, test } from '@playwright/test';
import { SEED, entrarComoCliente } from '../support/helpers';

test('senha errada mostra "Credenciais Incorretas" e limpa a senha', async ({ page }) => {
  // The page's clock is the test's: 'it stays' is checked by moving it, not by waiting.
  await page.clock.install();
  await page.goto('/login/1');
  await expect(page.getByRole('heading', { name: 'Área do Cliente' })).toBeVisible();

  // Required fields are checked before any call.
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Campos Obrigatórios')).toBeVisible();
  await expect(page.getByText('Preencha todos os campos para continuar.')).toBeVisible();

  await entrarComoCliente(page, SEED.cliente.email, 'senha-errada');

  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo.getByRole('heading', { name: 'Credenciais Incorretas' })).toBeVisible();
  await expect(dialogo.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(SEED.cliente.email);

  // Persistent: it stays until dismissed, long past any toast's or dialog's timer.
  await page.clock.fastForward('01:00');
  await expect(dialogo).toBeVisible();
  // Time flows again: the dialog's exit waits on the page's frames and timers.
  await page.clock.resume();
  await dialogo.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page).toHaveURL(/\/login\/1$/);
});
