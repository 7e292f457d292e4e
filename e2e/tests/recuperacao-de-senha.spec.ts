import { avisoMostrado, expect, test } from '../support/csp';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { emailUnico, entrarComoCliente, registrarPelaApi } from '../support/helpers';

let mailbox: Mailbox;

test.beforeAll(async () => {
  // The SMTP server this project's app sends to (playwright.config.ts).
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});

test.afterAll(async () => {
  await mailbox?.close();
});

test('recuperação de senha por email real e login com a nova senha', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = emailUnico(testInfo, 'recuperacao');
  await registrarPelaApi(request, {
    nome: 'Rita',
    sobrenome: 'Recupera',
    email,
    senha: 'antiga123',
  });

  await page.goto('/recuperar-senha/1');
  await expect(page.getByRole('heading', { name: 'Recuperar Senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('Digite seu email')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(
    page.getByText('Email de recuperação enviado! Verifique sua caixa de entrada.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Já tenho o token' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar para outro email' })).toBeVisible();

  const mensagem = await mailbox.waitFor(email);
  const conteudo = `${mensagem.text ?? ''}\n${typeof mensagem.html === 'string' ? mensagem.html : ''}`;
  const link = conteudo.match(/https?:\/\/[^\s"'<>]+\/recuperar-senha\/1\?token=([0-9a-f]+)/i);
  expect(link, `link de recuperação no email:\n${conteudo}`).not.toBeNull();
  const [url, token] = link as RegExpMatchArray;
  expect(url.startsWith(`${baseURL}/recuperar-senha/1?token=`)).toBe(true);

  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Redefinir Senha' })).toBeVisible();
  await expect(page.getByLabel('Token', { exact: true })).toHaveValue(token ?? '');

  await page.getByLabel('Nova senha', { exact: true }).fill('nova123');
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('nova12');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('nova123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await avisoMostrado(page, 'Senha redefinida com sucesso!');
  await expect(page).toHaveURL(/\/login\/1$/);

  await entrarComoCliente(page, email, 'nova123');
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/1$/);
  await expect(page.getByText('Olá, Rita')).toBeVisible();
});
