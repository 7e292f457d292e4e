import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import {
  type CadastroEmpresaResposta,
  type Comanda,
  type Estacao,
  type GarcomLoginResposta,
  type MenuResposta,
  type OpcaoGrupo,
  type Pedido,
  type TelaMonitorCriada,
} from '@cardapio/shared-events';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { restauranteAbertoPelaApi } from '../support/cadastro';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { contextoDoProjeto, emailUnico } from '../support/helpers';

/**
 * Issue 29 §3 on the kitchen monitor, "Para fazer": a restaurant of its own splits its kitchen
 * into Cozinha (the burgers' category) and Bar (the beer's). Three tables send burgers with
 * options and drinks; the Cozinha screen totals what is left to make by product and option
 * ("3× X-Burguer · 2 sem cebola") beside its tickets (on a phone, folded above them), and the
 * count drops live when a burger is tapped done. Nothing reloads.
 */

const CARGA = { timeout: 30_000 };
const BURGUER = 'X-Burguer';
const BACON = 'X-Bacon';
const CERVEJA = 'Cerveja Heineken Long Neck 330ml';
const GUARANA = 'Guaraná Antarctica 2L';

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

type Request = APIRequestContext;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(passo: string, resposta: Awaited<ReturnType<Request['get']>>): Promise<T> {
  expect(resposta.ok(), `${passo}: ${await resposta.text()}`).toBe(true);
  return (await resposta.json()) as T;
}

/** Cozinha and Bar, each the station of a category of the sample menu. */
async function estacoesDaLoja(request: Request, dono: CadastroEmpresaResposta) {
  const headers = auth(dono.token);
  const criar = async (nome: string, cor: string) =>
    (
      await ok<{ estacao: Estacao }>(
        `estação ${nome}`,
        await request.post('/api/estacoes', { headers, data: { nome, cor } }),
      )
    ).estacao;
  const cozinha = await criar('Cozinha', '#DC2626');
  const bar = await criar('Bar', '#0F766E');

  const menu = await ok<MenuResposta>(
    'cardápio',
    await request.get(`/api/menu/${dono.empresa.id}`),
  );
  const produto = (nome: string) => {
    const achado = menu.produtos.find((p) => p.nome === nome);
    expect(achado, `produto ${nome} no cardápio de exemplo`).toBeTruthy();
    return achado!;
  };
  const burguer = produto(BURGUER);
  const bacon = produto(BACON);
  const cerveja = produto(CERVEJA);
  const guarana = produto(GUARANA);
  expect(bacon.categoria_id).toBe(burguer.categoria_id);
  const categorias = await ok<{ id: number; nome: string; ordem: number }[]>(
    'categorias',
    await request.get('/api/categorias', { headers }),
  );
  for (const [p, estacao] of [
    [burguer, cozinha],
    [cerveja, bar],
  ] as const) {
    const categoria = categorias.find((c) => c.id === p.categoria_id)!;
    await ok(
      `categoria ${categoria.nome}`,
      await request.put(`/api/categorias/${categoria.id}`, {
        headers,
        data: { nome: categoria.nome, ordem: categoria.ordem, estacao_id: estacao.id },
      }),
    );
  }
  return { cozinha, bar, burguer, bacon, cerveja, guarana };
}

/** A waiter of that restaurant, signed in through the API, and three tables. */
async function garcomComMesas(request: Request, dono: CadastroEmpresaResposta, info: TestInfo) {
  const headers = auth(dono.token);
  const email = emailUnico(info, 'garcom-contagem');
  await ok(
    'garçom',
    await request.post('/api/garcom', {
      headers,
      data: { nome: 'Gil', sobrenome: 'Garçom', email, senha: 'segredo1', ativo: true },
    }),
  );
  const mesas: number[] = [];
  for (const numero of ['7', '8', '9']) {
    const { mesa } = await ok<{ mesa: { id: number } }>(
      `mesa ${numero}`,
      await request.post('/api/mesas', { headers, data: { numero, nome: `Mesa ${numero}` } }),
    );
    mesas.push(mesa.id);
  }
  const sessao = await ok<GarcomLoginResposta>(
    'login do garçom',
    await request.post('/api/garcom/login', { data: { email, senha: 'segredo1' } }),
  );
  return { token: sessao.token, mesas };
}

interface Linha {
  produto: { id: number };
  quantidade: number;
  /** [group, item] of the product's options. */
  opcoes?: [string, string][];
}

/** The waiter opens a table's tab, adds these lines and sends them to the kitchen. */
async function garcomEnvia(request: Request, token: string, mesaId: number, linhas: Linha[]) {
  const headers = auth(token);
  const { comanda } = await ok<{ comanda: Comanda }>(
    'comanda',
    await request.post('/api/garcom/comandas-mesa', { headers, data: { mesa_id: mesaId } }),
  );
  for (const linha of linhas) {
    const grupos = await ok<OpcaoGrupo[]>(
      'opções',
      await request.get(`/api/menu/produto/${linha.produto.id}/opcoes`),
    );
    const personalizacoes = (linha.opcoes ?? []).map(([grupo, item]) => {
      const g = grupos.find((x) => x.nome === grupo)!;
      return { opcao_id: g.id, item_id: g.itens.find((i) => i.nome === item)!.id };
    });
    await ok(
      'item',
      await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
        headers,
        data: { produto_id: linha.produto.id, quantidade: linha.quantidade, personalizacoes },
      }),
    );
  }
  const envio = await ok<{ pedido: Pedido }>(
    'enviar para a cozinha',
    await request.post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`, { headers }),
  );
  return envio.pedido;
}

/** A kitchen screen: the phone project's device, or on desktop a 10" tablet (1280×800). */
async function abrirTela(browser: Browser, info: TestInfo, token: string) {
  const contexto =
    info.project.name === 'desktop'
      ? await browser.newContext({ viewport: { width: 1280, height: 800 } })
      : await contextoDoProjeto(browser, info);
  const pagina = await contexto.newPage();
  await pagina.goto(`/monitor#tela=${token}`);
  await expect(pagina.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
  return { pagina, fechar: () => contexto.close() };
}

/** Picks the screen's view in its header and waits until the screen shows it. */
async function escolherVisao(pagina: Page, opcao: string) {
  const botao = pagina
    .getByRole('group', { name: 'Visão desta tela' })
    .getByRole('button', { name: opcao, exact: true });
  await botao.click();
  await expect(botao).toHaveAttribute('aria-pressed', 'true');
  await expect(pagina.getByTestId('nome-da-visao')).toContainText(` · ${opcao}`);
}

/**
 * The counts' lines, each "3× X-Burguer" then its options' counts (the panel draws the phone's
 * folded block and the tablet's column, one of them hidden: the visible one).
 */
const linhas = (painel: Locator) =>
  painel.getByTestId('linha-da-contagem').filter({ visible: true });
const produtos = (painel: Locator) =>
  painel.getByTestId('contagem-do-produto').filter({ visible: true });
const opcoesDe = (painel: Locator, produto: string) =>
  linhas(painel)
    .filter({ has: painel.page().getByText(produto, { exact: true }) })
    .getByTestId('contagem-da-opcao');

const PASTA = '/tmp/contagem-cozinha';

test('contagem do dia: a estação soma o que falta por produto e opção, ao vivo', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const aparelho = info.project.name;
  const foto = async (pagina: Page, nome: string) => {
    const { width, height } = pagina.viewportSize()!;
    const arquivo = `${nome}-${width}x${height}.png`;
    await pagina.mouse.move(1, 1);
    await pagina.screenshot({ path: info.outputPath(arquivo) });
    await pagina.screenshot({ path: `${PASTA}/${arquivo}` });
  };
  const dono = await restauranteAbertoPelaApi(request, mailbox, info);
  const p = await estacoesDaLoja(request, dono);
  const garcom = await garcomComMesas(request, dono, info);
  const { token } = await ok<TelaMonitorCriada>(
    'tela Cozinha',
    await request.post('/api/monitor/telas', {
      headers: auth(dono.token),
      data: { nome: 'Cozinha' },
    }),
  );
  const tela = await abrirTela(browser, info, token);
  try {
    const cozinha = tela.pagina;
    await escolherVisao(cozinha, 'Cozinha');
    await expect(cozinha.getByText('Nada para preparar em Cozinha')).toBeVisible();
    const painel = cozinha.getByRole('complementary', { name: 'Contagem do dia' });
    await expect(painel).toBeVisible();
    if (aparelho === 'desktop') {
      await expect(painel.getByRole('heading', { name: 'Para fazer' })).toBeVisible();
      await expect(painel.getByText('Nada para fazer').filter({ visible: true })).toBeVisible();
    } else {
      await expect(painel.getByRole('button', { name: 'Para fazer (0)' })).toBeVisible();
    }
    const recarregou = semRecarregar(cozinha);

    // Three tables: burgers with options (and drinks, the Bar's) reach the kitchen.
    const ponto = (item: string): [string, string] => ['Ponto da carne', item];
    const semCebola: [string, string] = ['Remover ingredientes', 'Cebola'];
    const comBacon: [string, string] = ['Adicionais', 'Bacon'];
    const pedido1 = await garcomEnvia(request, garcom.token, garcom.mesas[0]!, [
      { produto: p.burguer, quantidade: 1, opcoes: [ponto('Ao ponto'), semCebola] },
      { produto: p.cerveja, quantidade: 2 },
    ]);
    await garcomEnvia(request, garcom.token, garcom.mesas[1]!, [
      { produto: p.burguer, quantidade: 1, opcoes: [ponto('Ao ponto'), comBacon] },
      { produto: p.bacon, quantidade: 2, opcoes: [ponto('Bem passado')] },
    ]);
    await garcomEnvia(request, garcom.token, garcom.mesas[2]!, [
      { produto: p.burguer, quantidade: 1, opcoes: [ponto('Mal passado'), semCebola] },
      { produto: p.guarana, quantidade: 1 },
    ]);

    // The Cozinha's count, live: its products only, most units first.
    if (aparelho !== 'desktop') {
      const botao = painel.getByRole('button', { name: 'Para fazer (5)' });
      await expect(botao).toBeVisible(AO_VIVO);
      await expect(botao).toHaveAttribute('aria-expanded', 'false');
      await expect(produtos(painel).first()).toBeHidden();
      await foto(cozinha, 'contagem-fechada');
      await botao.click();
      await expect(botao).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(produtos(painel)).toHaveText([`3× ${BURGUER}`, `2× ${BACON}`], AO_VIVO);
    await expect(opcoesDe(painel, `3× ${BURGUER}`)).toHaveText([
      '2 com Ao ponto',
      '2 sem cebola',
      '1 com Bacon',
      '1 com Mal passado',
    ]);
    await expect(opcoesDe(painel, `2× ${BACON}`)).toHaveText(['2 com Bem passado']);
    await expect(
      opcoesDe(painel, `3× ${BURGUER}`).filter({ hasText: '2 sem cebola' }),
    ).toHaveAttribute('data-remover', 'true');
    await expect(painel).not.toContainText('Heineken');
    await expect(painel).not.toContainText('Guaraná');
    // Readable at arm's length: the product's line is at least 20 px.
    const tamanho = await produtos(painel)
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(tamanho).toBeGreaterThanOrEqual(20);
    if (aparelho === 'desktop') {
      // A column on the right of the tickets, sticking under the header.
      const caixa = (await painel.boundingBox())!;
      const grade = (await cozinha.getByTestId(`ticket-${pedido1.id}`).boundingBox())!;
      expect(caixa.x).toBeGreaterThan(grade.x + grade.width);
      expect(caixa.width).toBeGreaterThanOrEqual(250);
      expect(caixa.width).toBeLessThanOrEqual(310);
      // The header's height the column sticks under (ContagemDoDia's ABAIXO_DO_CABECALHO).
      await expect(cozinha.locator('header').first()).toHaveJSProperty('offsetHeight', 124);
    }
    await foto(cozinha, 'contagem');

    // The first table's burger is tapped done: the count drops at once.
    const burguer1 = pedido1.itens.find((i) => i.produto_nome === BURGUER)!;
    await cozinha.getByTestId(`item-${burguer1.id}`).click();
    // A tie: by name.
    await expect(produtos(painel)).toHaveText([`2× ${BACON}`, `2× ${BURGUER}`], AO_VIVO);
    await expect(opcoesDe(painel, `2× ${BURGUER}`)).toHaveText([
      '1 com Ao ponto',
      '1 com Bacon',
      '1 com Mal passado',
      '1 sem cebola',
    ]);
    if (aparelho !== 'desktop')
      await expect(painel.getByRole('button', { name: 'Para fazer (4)' })).toBeVisible();
    await foto(cozinha, 'contagem-depois-do-toque');

    // On a tablet held upright (one column of tickets, taller than the counts), scrolled down:
    // the column stays in sight, under the header; at 1280 it is level with the tickets.
    if (aparelho === 'desktop') {
      const cabecalho = cozinha.locator('header').first();
      const primeiro = (await cozinha
        .getByTestId(/^ticket-/)
        .first()
        .boundingBox())!;
      expect(Math.abs((await painel.boundingBox())!.y - primeiro.y)).toBeLessThanOrEqual(2);
      await cozinha.setViewportSize({ width: 800, height: 1280 });
      await expect(cabecalho).toHaveJSProperty('offsetHeight', 172);
      await cozinha.setViewportSize({ width: 800, height: 600 });
      await cozinha.mouse.wheel(0, 400);
      await expect.poll(() => cozinha.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expect(painel).toBeInViewport();
      const caixa = (await painel.boundingBox())!;
      const topo = (await cabecalho.boundingBox())!;
      expect(caixa.y).toBeGreaterThanOrEqual(topo.y + topo.height);
      expect(caixa.y).toBeLessThanOrEqual(topo.y + topo.height + 20);
      await foto(cozinha, 'contagem-rolada');
    }

    expect(recarregou()).toBe(false);
  } finally {
    await tela.fechar();
  }
});
