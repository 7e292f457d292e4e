import { avisoMostrado, expect, test } from '../support/csp';
import { novaContaDaEquipe, novoGarcomPelaApi } from '../support/equipe';
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

/** The reset link of the newest e-mail to this address, and the mail's text. */
async function linkDoEmail(email: string, pagina: RegExp) {
  const mensagem = await mailbox.waitFor(email);
  const texto = mensagem.text ?? '';
  const link = texto.match(/https?:\/\/\S+/)?.[0] ?? '';
  expect(link, `link de recuperação no email:\n${texto}`).toMatch(pagina);
  return { link, texto };
}

test('a equipe recupera a senha pelo login do painel, mesmo com uma conta de cliente no mesmo email', async ({
  page,
  request,
}, testInfo) => {
  const email = emailUnico(testInfo, 'cozinha');
  await novaContaDaEquipe(request, email, 'antiga123');
  // The cook also orders at home with the work e-mail: that customer account is someone else's.
  await registrarPelaApi(request, { nome: 'Outra', sobrenome: 'Pessoa', email, senha: 'cliente1' });

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/admin\/recuperar-senha$/);
  await expect(page.getByRole('heading', { name: 'Recuperar Senha' })).toBeVisible();
  await expect(page.getByText('que você usa para entrar no painel')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();

  const { link, texto } = await linkDoEmail(email, /\/admin\/recuperar-senha\?token=[0-9a-f]+$/);
  expect(texto).toContain('seu acesso da equipe ao painel de');
  expect(texto).not.toContain('Outra');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Redefinir Senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('painel123');
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('painel123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await avisoMostrado(page, 'Senha redefinida com sucesso!');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('painel123');
  await page.getByRole('button', { name: 'Acessar Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The customer account kept its own password.
  const cliente = await request.post('/api/auth/login', {
    data: { email, senha: 'cliente1', empresa_id: 1 },
  });
  expect(cliente.status()).toBe(200);
});

test('o garçom recupera a senha pela sua área', async ({ page, request }, testInfo) => {
  const email = emailUnico(testInfo, 'garcom-recupera');
  await novoGarcomPelaApi(request, { nome: 'Gael', email, senha: 'antiga123' });

  await page.goto('/garcom/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/garcom\/recuperar-senha$/);
  // The router keeps the login on screen while the page's code loads (a transition): its own
  // Email field would take the typing. Wait for the recovery page itself.
  await expect(page.getByRole('heading', { name: 'Recuperar Senha' })).toBeVisible();
  await expect(page.getByText('que você usa na Área do Garçom')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'Email Enviado!' })).toBeVisible();

  const { link, texto } = await linkDoEmail(email, /\/garcom\/recuperar-senha\?token=[0-9a-f]+$/);
  expect(texto).toMatch(/^Olá, Gael!/);
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('salao123');
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('salao123');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/garcom\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('salao123');
  await page.getByRole('button', { name: 'Entrar como Garçom' }).click();
  await expect(page).toHaveURL(/\/garcom\/dashboard$/);
});
