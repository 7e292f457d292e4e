import { avisoMostrado, expect, test } from '../support/csp';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';

/** Profile modal, empty order history and the call-a-waiter modal (customer-side §2, §5). */
test('perfil editado, histórico vazio e chamada de garçom', async ({ page, request }, info) => {
  const sessao = await registrarPelaApi(request, {
    nome: 'Paula',
    sobrenome: 'Perfil Testes',
    email: emailUnico(info, 'perfil'),
    senha: 'segredo123',
  });
  await entrarPelaSessao(page, sessao);

  await page.goto('/menu/1');
  await page.getByRole('button', { name: /Olá, Paula/ }).click();
  const perfil = page.getByTestId('perfil');
  await expect(perfil.getByTestId('perfil-nome')).toHaveText('Paula Perfil Testes');
  await expect(perfil).toContainText('(48) 99123-4567');

  await perfil.getByRole('button', { name: 'Editar Perfil' }).click();
  const nome = perfil.getByLabel('Nome completo');
  await expect(nome).toHaveValue('Paula Perfil Testes');
  await nome.fill('Paulina de Souza Lima');
  await perfil.getByLabel('Bairro').fill('Trindade');
  const salvar = page.waitForRequest(
    (r) => r.url().endsWith('/api/auth/perfil') && r.method() === 'PUT',
  );
  await perfil.getByRole('button', { name: 'Salvar Perfil' }).click();
  expect((await salvar).postDataJSON()).toMatchObject({
    nome: 'Paulina',
    sobrenome: 'de Souza Lima',
    bairro: 'Trindade',
    telefone: '48991234567',
    cep: '88010001',
  });
  await avisoMostrado(page, 'Perfil atualizado com sucesso!');
  await expect(perfil.getByTestId('perfil-nome')).toHaveText('Paulina de Souza Lima');
  await expect(page.getByTestId('saudacao')).toHaveText('Olá, Paulina');

  // 'Ver Pedidos' swaps the profile for the (empty) order history.
  await perfil.getByRole('button', { name: 'Ver Pedidos' }).click();
  const pedidos = page.getByTestId('pedidos');
  await expect(pedidos.getByText('Você ainda não fez nenhum pedido')).toBeVisible();
  await pedidos.getByRole('button', { name: 'Fechar janela' }).click();
  await expect(pedidos).toBeHidden();

  // Call a waiter: an empty (or blank) table number cannot be sent.
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Abrir categorias' }).click();
  }
  await page
    .getByRole('button', { name: /Chamar Garçom/ })
    .filter({ visible: true })
    .first()
    .click();
  const garcom = page.getByTestId('chamar-garcom');
  const chamar = garcom.getByRole('button', { name: 'Chamar Garçom' });
  await expect(garcom.getByText('Digite o número da mesa')).toBeVisible();
  await expect(chamar).toBeDisabled();
  await garcom.getByLabel('Número da mesa').fill('   ');
  await expect(chamar).toBeDisabled();
  // A number that is not one of the company's tables (the demo has 1 to 8): the server's message,
  // under the field and in the toast; the sheet stays open to fix it.
  await garcom.getByLabel('Número da mesa').fill('99');
  const recusada = page.waitForResponse(
    (r) => r.url().endsWith('/api/chamar-garcom') && r.request().method() === 'POST',
  );
  await chamar.click();
  expect((await recusada).status()).toBe(400);
  const naoEncontrada = 'Mesa não encontrada. Confira o número da mesa.';
  await expect(garcom.getByTestId('chamar-garcom-erro')).toHaveText(naoEncontrada);
  await avisoMostrado(page, naoEncontrada);
  await expect(garcom).toBeVisible();
  // Typing again clears it; ' 05 ' is table 5.
  await garcom.getByLabel('Número da mesa').fill(' 05 ');
  await expect(garcom.getByTestId('chamar-garcom-erro')).toBeHidden();
  const chamada = page.waitForResponse(
    (r) => r.url().endsWith('/api/chamar-garcom') && r.request().method() === 'POST',
  );
  await chamar.click();
  const resposta = await chamada;
  expect(resposta.request().postDataJSON()).toEqual({ mesa: '05', empresa_id: 1 });
  expect(resposta.status()).toBe(201);
  expect(((await resposta.json()) as { chamada: { mesa: string } }).chamada.mesa).toBe('5');
  await avisoMostrado(page, 'Garçom chamado com sucesso!');
  await expect(garcom).toBeHidden();
});

/** 'Sair' beside 'Olá, Maria' (issue 26 §3): a 44 px target on a phone that asks before logging out. */
test('Sair pede confirmação antes de encerrar a sessão', async ({ page, request }, info) => {
  const sessao = await registrarPelaApi(request, {
    nome: 'Maria',
    sobrenome: 'Saída Testes',
    email: emailUnico(info, 'sair'),
    senha: 'segredo123',
  });
  await entrarPelaSessao(page, sessao);
  await page.goto('/menu/1');
  const saudacao = page.getByRole('button', { name: /Olá, Maria/ });
  await expect(saudacao).toBeVisible();

  const sair = page.getByRole('button', { name: 'Sair', exact: true });
  const minimo = info.project.name === 'phone' ? 44 : 36;
  for (const alvo of [sair, saudacao]) {
    const caixa = (await alvo.boundingBox())!;
    expect(caixa.width).toBeGreaterThanOrEqual(minimo);
    expect(caixa.height).toBeGreaterThanOrEqual(minimo);
  }

  await page.screenshot({ path: info.outputPath(`cabecalho-logado-${info.project.name}.png`) });

  // One tap only asks; 'Cancelar' keeps the session.
  await sair.click();
  const confirmar = page.getByRole('alertdialog', { name: 'Sair da sua conta?' });
  await expect(confirmar).toBeVisible();
  await expect(confirmar.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`sair-confirmar-${info.project.name}.png`) });
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(saudacao).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(sessao.token);

  // Confirmed: logged out, the header offers 'Entrar' again.
  await sair.click();
  await confirmar.getByRole('button', { name: 'Sair', exact: true }).click();
  await avisoMostrado(page, 'Logout realizado com sucesso!');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(saudacao).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
