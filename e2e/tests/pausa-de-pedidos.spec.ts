import fs from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { avisoMostrado, expect, test } from '../support/csp';
import { abrirAoVivo, equipeECliente } from '../support/ao-vivo';
import { sessaoDaEquipe } from '../support/equipe';
import { emailUnico, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { cartao, semDicaDeCategorias } from './cardapio-suporte';

/**
 * 'Pausar pedidos' (issue 31 §3): a customer's menu is open; a staff member pauses the orders on
 * the dashboard; the open menu shows the pause within a second, without a reload, and refuses to
 * take an order; 'Retomar' reopens it the same way. Each person has a browser context of their
 * own. Screenshots of the new screens go to /tmp/shots (ritmo-*-<project>.png).
 */

/**
 * A pushed pause reaches an open menu without a reload. The 1 s budget the issue asks for is
 * measured by bench/push.ts (push p99), not timed here, where a loaded CI machine would flake.
 */
const AO_VIVO = { timeout: 5_000 };
const CARGA = { timeout: 30_000 };
const PASTA = '/tmp/shots';

/**
 * Runs a staff action on the dashboard and waits for the server's answer to its write: the 1 s
 * budget is counted from there (what the push takes), not from the click.
 */
async function escrever(
  gestao: Page,
  metodo: 'POST' | 'DELETE' | 'PUT',
  acao: () => Promise<void>,
) {
  const resposta = gestao.waitForResponse(
    (r) => r.url().includes('/api/ritmo') && r.request().method() === metodo,
  );
  await acao();
  expect((await resposta).status()).toBe(200);
}

async function foto(page: Page, info: TestInfo, nome: string, alvo?: Locator) {
  fs.mkdirSync(PASTA, { recursive: true });
  await alvo?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${PASTA}/ritmo-${nome}-${info.project.name}.png` });
}

test.describe('pausa de pedidos', () => {
  test.setTimeout(120_000);

  // Whatever happens, the store takes orders again for the journeys that follow.
  let token: string | undefined;
  test.afterEach(async ({ request }) => {
    if (!token) return;
    const headers = { Authorization: `Bearer ${token}` };
    await request.delete('/api/ritmo/pausa', { headers });
    await request.put('/api/ritmo/ocupado', { headers, data: { minutos: 0 } });
    await request.put('/api/ritmo/capacidade', { headers, data: { por_janela: null } });
    token = undefined;
  });

  test('pausar fecha o cardápio aberto ao vivo e retomar reabre', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    token = equipe.token;
    const { gestao, cliente, fechar } = await equipeECliente(browser, info, equipe);
    await semDicaDeCategorias(cliente);

    const recarregou = await abrirAoVivo(cliente, '/menu/1', async () => {
      await expect(cliente.getByTestId('empresa-nome')).toBeVisible(CARGA);
    });
    await expect(cliente.getByTestId('status-loja')).toContainText('Aberto');
    await expect(cliente.getByTestId('aviso-pausa')).toHaveCount(0);

    await gestao.goto('/dashboard');
    const painel = gestao.getByTestId('ritmo-da-loja');
    await expect(painel).toBeVisible(CARGA);
    await expect(painel.getByTestId('situacao-do-ritmo')).toHaveText('Recebendo pedidos');
    await foto(gestao, info, 'painel-recebendo', painel);

    // Pause for 30 minutes from the dashboard.
    await painel.getByRole('button', { name: 'Pausar pedidos' }).click();
    await escrever(gestao, 'POST', () =>
      gestao.getByRole('menuitem', { name: 'Por 30 minutos' }).click(),
    );
    const aviso = cliente.getByTestId('aviso-pausa');
    await expect(aviso).toBeVisible(AO_VIVO);
    await expect(aviso).toContainText(/Pausado — voltamos às \d{2}:\d{2}/);
    expect(recarregou()).toBe(false);
    await avisoMostrado(gestao, 'Pedidos pausados por 30 minutos.');
    await expect(painel.getByTestId('situacao-do-ritmo')).toHaveText(
      /Pausado — voltamos às \d{2}:\d{2}/,
    );
    await expect(cliente.getByTestId('status-loja')).toContainText('Pausado');
    await foto(gestao, info, 'painel-pausado', painel);
    await foto(cliente, info, 'cardapio-pausado');

    // The paused menu refuses to take an order: the product does not open, the notice says why.
    await cartao(cliente, 'Coca-Cola Lata 350ml').first().click();
    const recusa = cliente.getByTestId('loja-fechada-modal');
    await expect(
      recusa.getByRole('heading', { name: 'Pedidos pausados no momento' }),
    ).toBeVisible();
    await expect(recusa.getByTestId('horario-loja')).toContainText(/voltamos às \d{2}:\d{2}/);
    await expect(cliente.getByTestId('produto-modal')).toHaveCount(0);
    await foto(cliente, info, 'cardapio-pausado-aviso');
    await recusa.getByRole('button', { name: 'Continuar Navegando' }).click();
    await expect(recusa).toBeHidden();

    // The server refuses too (the site's checkout), whatever the page would send.
    const comprador = await registrarPelaApi(request, {
      nome: 'Ana',
      sobrenome: 'Pausa',
      email: emailUnico(info, 'pausa'),
      senha: 'segredo1',
    });
    const doComprador = { Authorization: `Bearer ${comprador.token}` };
    const adicionado = await request.post('/api/carrinho/1/adicionar', {
      headers: doComprador,
      data: { produto_id: await produtoId(request, 'Coca-Cola Lata 350ml'), quantidade: 1 },
    });
    expect(adicionado.status(), await adicionado.text()).toBe(201);
    const pedido = await request.post('/api/pedidos', {
      headers: doComprador,
      data: {
        tipo_pedido: 'entrega',
        dados_cliente: {
          endereco: {
            rua: 'Rua Felipe Schmidt',
            numero_casa: '100',
            bairro: 'Centro',
            cep: '88010-001',
          },
        },
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'pix' },
      },
    });
    expect(pedido.status()).toBe(400);
    expect((await pedido.json()) as { erro: string }).toEqual({
      erro: expect.stringMatching(
        /^Pausamos os pedidos por alguns minutos\. Voltamos às \d{2}:\d{2}\.$/,
      ),
    });

    // 'Retomar' reopens the open menu within a second, still without a reload.
    await escrever(gestao, 'DELETE', () => painel.getByRole('button', { name: 'Retomar' }).click());
    await expect(aviso).toBeHidden(AO_VIVO);
    await expect(cliente.getByTestId('status-loja')).toContainText('Aberto', AO_VIVO);
    expect(recarregou()).toBe(false);
    await expect(painel.getByTestId('situacao-do-ritmo')).toHaveText('Recebendo pedidos');
    await cartao(cliente, 'Coca-Cola Lata 350ml').first().click();
    await expect(cliente.getByTestId('produto-modal')).toBeVisible();
    await cliente.keyboard.press('Escape');

    // Busy mode and 'até retomar', as staff see them, and the menu with them.
    await escrever(gestao, 'PUT', () => painel.getByText('Ocupado +20 min').click());
    await avisoMostrado(gestao, 'Modo ocupado: +20 min em cada previsão.');
    await expect(cliente.getByTestId('aviso-ocupado')).toBeVisible(AO_VIVO);
    await foto(cliente, info, 'cardapio-ocupado', cliente.getByTestId('aviso-ocupado'));
    await painel.getByRole('button', { name: 'Pausar pedidos' }).click();
    await escrever(gestao, 'POST', () =>
      gestao.getByRole('menuitem', { name: 'Até retomar' }).click(),
    );
    await expect(aviso).toHaveText(/^Pausado/, AO_VIVO);
    await expect(cliente.getByTestId('aviso-pausa-titulo')).toHaveText('Pausado');
    await foto(gestao, info, 'painel-ate-retomar', painel);
    await escrever(gestao, 'DELETE', () => painel.getByRole('button', { name: 'Retomar' }).click());
    await expect(aviso).toBeHidden(AO_VIVO);
    expect(recarregou()).toBe(false);

    await fechar();
  });

  test('capacidade nas configurações e a próxima janela no cardápio', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    token = equipe.token;
    const { gestao, cliente, fechar } = await equipeECliente(browser, info, equipe);
    await semDicaDeCategorias(cliente);

    await gestao.goto('/dashboard/configuracoes#capacidade');
    const secao = gestao.getByTestId('capacidade-da-loja');
    await expect(secao).toBeVisible(CARGA);
    await secao.getByText('Limitar pedidos por horário').click();
    await secao.getByLabel('Máximo a cada 15 minutos').fill('0');
    await secao.getByRole('button', { name: 'Salvar capacidade' }).click();
    await expect(
      secao.getByText('Capacidade por janela deve ser um número inteiro de 1 a 1000'),
    ).toBeVisible();
    await secao.getByLabel('Máximo a cada 15 minutos').fill('1');
    await secao.getByRole('button', { name: 'Salvar capacidade' }).click();
    await avisoMostrado(gestao, 'Capacidade salva com sucesso!');
    await secao.scrollIntoViewIfNeeded();
    await foto(gestao, info, 'configuracoes-capacidade');

    const recarregou = await abrirAoVivo(cliente, '/menu/1', async () => {
      await expect(cliente.getByTestId('empresa-nome')).toBeVisible(CARGA);
    });
    // A counter order takes the only place of the window an order placed now lands in.
    const balcao = await request.post('/api/pedidos/equipe', {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: {
        canal: 'balcao',
        entrega: 'balcao',
        cliente: { nome: 'Balcão' },
        itens: [{ produto_id: await produtoId(request, 'Coca-Cola Lata 350ml'), quantidade: 1 }],
        pagamento: { metodo: 'dinheiro' },
      },
    });
    expect(balcao.status(), await balcao.text()).toBe(201);
    // The window is full: the open menu offers the next one without a reload.
    const janela = cliente.getByTestId('aviso-janela');
    await expect(janela).toContainText(/Entrega a partir de \d{2}:\d{2}/, { timeout: 3_000 });
    expect(recarregou()).toBe(false);
    await foto(cliente, info, 'cardapio-proxima-janela', janela);

    await gestao.goto('/dashboard');
    const painel = gestao.getByTestId('ritmo-da-loja');
    await expect(painel.getByTestId('janelas-do-ritmo')).toBeVisible(CARGA);
    await foto(gestao, info, 'painel-janelas', painel);

    await fechar();
  });
});

async function produtoId(
  request: import('@playwright/test').APIRequestContext,
  nome: string,
): Promise<number> {
  const menu = (await (await request.get('/api/menu/1')).json()) as {
    produtos: { id: number; nome: string }[];
  };
  const produto = menu.produtos.find((p) => p.nome === nome);
  if (!produto) throw new Error(`${nome} não está no cardápio`);
  return produto.id;
}
