import type { Page } from '@playwright/test';
import type { CadastroEmpresaResposta, LoginResposta, Pedido } from '@cardapio/shared-events';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { cardDoPedido, entrarComoEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao } from '../support/helpers';

/**
 * A new restaurant signs itself up and sells within minutes (issue 26 §2): the public page
 * 'Cadastre seu restaurante' (reached from the staff login), the confirmation through a real
 * e-mail, the dashboard's checklist ticking itself as the owner sets hours, pickup, a category
 * and a product, 'Abrir a loja', and a customer's order on the new company's menu reaching the
 * new company's board.
 */

const CARGA = { timeout: 30_000 };
let mailbox: Mailbox;

test.beforeAll(async () => {
  // The SMTP server this project's app sends to (playwright.config.ts).
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

const passo = (page: Page, titulo: string) =>
  page.getByRole('list', { name: 'Primeiros passos' }).getByRole('listitem', {
    name: new RegExp(`^${titulo}: `),
  });

/** The home's checklist says this step is done (it reads the server again on every visit). */
async function voltarAoInicioEConferir(page: Page, titulo: string) {
  await page.goto('/dashboard');
  await expect(passo(page, titulo)).toHaveAttribute('data-feito', 'true', CARGA);
}

test('um restaurante se cadastra, confirma o email, segue o checklist, abre e recebe o primeiro pedido', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const projeto = info.project.name;
  const email = emailUnico(info, 'dona');
  const nome = `Cantina da Nona ${projeto} ${Date.now() % 100_000}`;

  // The staff login links to the sign-up.
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Cadastre seu restaurante' }).click();
  await expect(page).toHaveURL(/\/admin\/cadastro$/);
  await expect(page.getByRole('heading', { name: 'Cadastre seu restaurante' })).toBeVisible();

  // The server's own messages, before anything is sent.
  await page.getByRole('button', { name: 'Criar minha loja' }).click();
  await expect(page.getByText('Informe o nome do restaurante')).toBeVisible();
  await expect(page.getByText('Informe o telefone do restaurante')).toBeVisible();
  await expect(page.getByLabel('Nome do restaurante')).toBeFocused();
  await page.screenshot({ path: info.outputPath(`cadastro-erros-${projeto}.png`), fullPage: true });

  await page.getByLabel('Nome do restaurante').fill(nome);
  await page.getByLabel('CNPJ (opcional)').fill('34871256000197');
  await expect(page.getByLabel('CNPJ (opcional)')).toHaveValue('34.871.256/0001-97');
  await page.getByLabel('Telefone').fill('48991234567');
  await expect(page.getByLabel('Telefone')).toHaveValue('(48) 99123-4567');
  await page.getByLabel('Cidade').fill('Florianópolis');
  await page.getByLabel('Seu nome').fill('Giulia Rossi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar minha loja' }).click();
  await expect(page.getByText('CNPJ inválido: confira os 14 números')).toBeVisible();
  await page.getByLabel('CNPJ (opcional)').fill('34871256000196');
  await page.screenshot({ path: info.outputPath(`cadastro-${projeto}.png`), fullPage: true });

  const criado = page.waitForResponse(
    (r) => r.url().endsWith('/api/empresas/cadastro') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Criar minha loja' }).click();
  const resposta = await criado;
  expect(resposta.status(), await resposta.text()).toBe(201);
  const { empresa } = (await resposta.json()) as CadastroEmpresaResposta;
  await avisoMostrado(
    page,
    'Restaurante cadastrado! Enviamos um link de confirmação para o seu email.',
  );

  // Signed in at once, on the checklist: nothing done, the store cannot open yet.
  await expect(page).toHaveURL(/\/dashboard$/);
  const checklist = page.getByTestId('primeiros-passos');
  await expect(checklist.getByRole('heading', { name: 'Falta pouco para abrir' })).toBeVisible(
    CARGA,
  );
  await expect(checklist).toContainText('0 de 5 passos essenciais prontos');
  await expect(passo(page, 'Logo e cor da marca')).toHaveAccessibleName(
    'Logo e cor da marca: pendente',
  );
  await expect(page.getByRole('button', { name: 'Abrir a loja' })).toBeDisabled();
  await expect(page.getByTestId('falta-para-abrir')).toContainText('confirme seu email');
  await expect(page.getByRole('button', { name: 'Carregar cardápio de exemplo' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`checklist-novo-${projeto}.png`), fullPage: true });
  // Nothing of it is public before the e-mail is confirmed.
  expect((await request.get(`/api/menu/${empresa.id}`)).status()).toBe(404);

  // The real e-mail's link confirms.
  const mensagem = await mailbox.waitFor(email);
  const link = (mensagem.text ?? '').match(/https?:\/\/\S+\/admin\/confirmar-cadastro\?\S+/)?.[0];
  expect(link, `link de confirmação no email:\n${mensagem.text ?? ''}`).toBeTruthy();
  expect(mensagem.subject).toBe(`Confirme o cadastro de ${nome} no Cardápio Vivo`);
  await page.goto(link!);
  await expect(page.getByTestId('cadastro-confirmado')).toHaveText(
    'Email confirmado! Agora é só terminar a configuração e abrir a loja.',
    CARGA,
  );
  await page.screenshot({ path: info.outputPath(`confirmacao-${projeto}.png`), fullPage: true });
  await page.getByRole('link', { name: 'Continuar a configuração' }).click();
  await expect(passo(page, 'Confirme seu email')).toHaveAttribute('data-feito', 'true', CARGA);

  // Address and contact, from the step's own link.
  await passo(page, 'Endereço e contato').getByRole('link').click();
  await expect(
    page.getByRole('heading', { name: 'Configurações da Empresa', level: 1 }),
  ).toBeVisible(CARGA);
  await page.getByLabel('Endereço', { exact: true }).fill('Rua das Palmeiras, 10 - Centro');
  await page.getByRole('button', { name: 'Salvar Configurações' }).first().click();
  await avisoMostrado(page, 'Configurações salvas com sucesso!');
  await voltarAoInicioEConferir(page, 'Endereço e contato');

  // Opening hours: every day, around the clock (the journey never depends on the wall clock).
  await passo(page, 'Horário de funcionamento').getByRole('link').click();
  await expect(page.getByText('Nenhum horário configurado', { exact: true })).toBeVisible(CARGA);
  for (const dia of [
    'Segunda-feira',
    'Terça-feira',
    'Quarta-feira',
    'Quinta-feira',
    'Sexta-feira',
    'Sábado',
    'Domingo',
  ]) {
    const cartao = page.getByRole('group', { name: dia });
    await cartao.getByText('Aberto', { exact: true }).click();
    await cartao.getByLabel('Abertura').fill('00:00');
    await cartao.getByLabel('Fechamento').fill('00:00');
  }
  await afastarDosAvisos(page);
  await page.getByRole('button', { name: 'Salvar Horários' }).click();
  await avisoMostrado(page, 'Horários de funcionamento salvos com sucesso!');
  await voltarAoInicioEConferir(page, 'Horário de funcionamento');

  // Pickup at the store.
  await passo(page, 'Entrega ou retirada').getByRole('link').click();
  const frete = page.getByTestId('configuracoes-de-frete');
  await expect(frete).toBeVisible(CARGA);
  await frete.getByText('Retirar no local', { exact: true }).click();
  await frete.getByRole('button', { name: 'Salvar Configurações' }).click();
  await avisoMostrado(page, 'Configurações salvas com sucesso!');
  await voltarAoInicioEConferir(page, 'Entrega ou retirada');

  // A category, then a product in it.
  await page.goto('/dashboard/categorias');
  await page.getByRole('button', { name: 'Nova Categoria' }).first().click();
  const categoria = page.getByTestId('categoria-form');
  await categoria.getByLabel('Nome').fill('Pastéis');
  await categoria.getByLabel('Ordem').fill('1');
  await categoria.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(categoria).toBeHidden();
  await page.goto('/dashboard/produtos');
  await page.getByRole('button', { name: 'Novo Produto' }).first().click();
  const produto = page.getByTestId('produto-form');
  await produto.getByLabel('Nome').fill('Pastel de Carne');
  await produto.getByLabel('Descrição').fill('Massa crocante, carne moída temperada.');
  await produto.getByLabel('Preço').fill('12.50');
  await produto.getByLabel('Tempo de preparo (min)').fill('10');
  await produto.getByLabel('Categoria').selectOption({ label: 'Pastéis' });
  await produto.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(produto).toBeHidden();
  await voltarAoInicioEConferir(page, 'Primeira categoria e produto');

  // Every essential step done: the store opens.
  await expect(checklist).toContainText('5 de 5 passos essenciais prontos');
  await expect(page.getByRole('button', { name: 'Carregar cardápio de exemplo' })).toBeHidden();
  await page.screenshot({
    path: info.outputPath(`checklist-pronto-${projeto}.png`),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Abrir a loja' }).click();
  await avisoMostrado(page, 'Loja aberta! Seu cardápio já recebe pedidos.');
  await expect(checklist.getByRole('heading', { name: 'Sua loja está aberta!' })).toBeVisible();
  await expect(
    passo(page, 'Pedido de teste').getByRole('link', { name: /Abrir cardápio/ }),
  ).toHaveAttribute('href', `/menu/${empresa.id}`);
  await page.screenshot({
    path: info.outputPath(`checklist-aberta-${projeto}.png`),
    fullPage: true,
  });

  // A customer orders on the new company's menu, for pickup.
  const registro = await request.post('/api/auth/registro', {
    data: {
      nome: 'Marta',
      sobrenome: 'Freguesa',
      email: emailUnico(info, 'freguesa'),
      senha: 'segredo1',
      telefone: '48998887766',
      rua: 'Rua Bocaiúva',
      numero_casa: '20',
      bairro: 'Centro',
      cep: '88015530',
      empresa_id: empresa.id,
    },
  });
  expect(registro.status(), await registro.text()).toBe(201);
  const cliente = (await registro.json()) as LoginResposta;
  const contexto = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    locale: 'pt-BR',
  });
  let pedido: Pedido;
  try {
    const loja = await contexto.newPage();
    await entrarPelaSessao(loja, cliente);
    await loja.goto(`/menu/${empresa.id}`);
    await expect(loja.getByTestId('status-loja')).toContainText('Aberto', CARGA);
    await expect(loja.getByTestId('empresa-nome')).toHaveText(nome);
    await loja
      .getByTestId('produto-card')
      .filter({ hasText: 'Pastel de Carne' })
      .getByText('Pastel de Carne', { exact: true })
      .click();
    const modal = loja.getByTestId('produto-modal');
    await modal.getByRole('button', { name: /Adicionar ao Carrinho/ }).click();
    const carrinho = loja.getByTestId('carrinho');
    await expect(carrinho.getByTestId('subtotal-do-carrinho')).toHaveText('R$ 12,50');
    await carrinho.getByRole('button', { name: 'Retirar no local' }).click();
    await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const pagamento = loja.getByTestId('pagamento');
    await pagamento.getByText('Pagar na Entrega').click();
    await pagamento.getByText('Cartão', { exact: true }).click();
    const envio = loja.waitForResponse(
      (r) => r.url().endsWith('/api/pedidos') && r.request().method() === 'POST',
    );
    await pagamento.getByRole('button', { name: /Confirmar Pedido/ }).click();
    const r = await envio;
    expect(r.status(), await r.text()).toBe(201);
    pedido = (await r.json()) as Pedido;
    expect(pedido).toMatchObject({ empresa_id: empresa.id, tipo_pedido: 'retirada', total: 12.5 });
    await loja.screenshot({ path: info.outputPath(`menu-novo-${projeto}.png`) });
  } finally {
    await contexto.close();
  }

  // The order is on the new company's board.
  await page.goto('/dashboard/pedidos');
  await expect(cardDoPedido(page, pedido.id)).toContainText('Pastel de Carne', CARGA);
  await page.screenshot({ path: info.outputPath(`quadro-novo-${projeto}.png`) });
  // The test order ticked the last step: the checklist leaves the home.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Métricas de Performance' })).toBeVisible(CARGA);
  await expect(page.getByTestId('primeiros-passos')).toHaveCount(0);
});

test('toda tela do painel abre numa empresa vazia, e o cardápio de exemplo enche o catálogo', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const projeto = info.project.name;
  const criado = await request.post('/api/empresas/cadastro', {
    data: {
      nome: `Empresa Vazia ${projeto}`,
      responsavel: 'Vera Vazia',
      email: emailUnico(info, 'vazia'),
      senha: 'segredo1',
      telefone: '(48) 3222-1100',
      cidade: 'Joinville',
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const dono = (await criado.json()) as CadastroEmpresaResposta;
  await entrarComoEquipe(page, dono);

  const telas: Array<[string, string]> = [
    ['/dashboard', 'Olá, Vera!'],
    ['/dashboard/pedidos', 'Pedidos'],
    ['/dashboard/produtos', 'Produtos'],
    ['/dashboard/categorias', 'Categorias'],
    ['/dashboard/estoque', 'Estoque'],
    ['/dashboard/mesas', 'Mesas'],
    ['/dashboard/estacoes', 'Estações da cozinha'],
    ['/dashboard/comandas-fisicas', 'Comandas Físicas'],
    ['/dashboard/garcons', 'Garçons'],
    ['/dashboard/entregadores', 'Entregadores'],
    ['/dashboard/horario-funcionamento', 'Horário de Funcionamento'],
    ['/dashboard/frete', 'Frete'],
    ['/dashboard/promocoes', 'Promoções'],
    ['/dashboard/usuarios', 'Usuários'],
    ['/dashboard/relatorios', 'Relatórios'],
    ['/dashboard/meta-pixel', 'Meta Pixel'],
    ['/dashboard/configuracoes', 'Configurações da Empresa'],
  ];
  const falhas: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 500) falhas.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (erro) => falhas.push(`pageerror ${erro.message}`));
  for (const [caminho, titulo] of telas) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible(CARGA);
    await expect(page.getByText(/Erro ao carregar|Algo deu errado/)).toHaveCount(0);
    await page.screenshot({
      path: info.outputPath(`vazia-${caminho.split('/').pop()}-${projeto}.png`),
      fullPage: true,
    });
  }
  expect(falhas).toEqual([]);

  // 'Carregar cardápio de exemplo', once.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Carregar cardápio de exemplo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Carregar exemplo' }).click();
  await avisoMostrado(page, 'Cardápio de exemplo carregado! Edite ou exclua o que quiser.');
  await expect(page.getByRole('button', { name: 'Carregar cardápio de exemplo' })).toBeHidden();
  await expect(passo(page, 'Primeira categoria e produto')).toHaveAttribute('data-feito', 'true');
  await page.goto('/dashboard/produtos');
  await expect(page.locator('[data-testid^="produto-admin-"]')).toHaveCount(18, CARGA);
  await page.screenshot({ path: info.outputPath(`exemplo-produtos-${projeto}.png`) });
});
