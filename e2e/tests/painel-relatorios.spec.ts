import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type {
  CanalDoRelatorio,
  ExportacaoCriada,
  GarcomLoginResposta,
  MenuResposta,
  ProdutoDoRelatorio,
  ResumoDoRelatorio,
} from '@cardapio/shared-events';
import { auth, criar, ok } from '../support/api';
import { comandaNaMesa, limparJornada } from '../support/comandas';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, mudarStatusPelaApi, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, escolherSegmento, registrarPelaApi, SEED } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { pedidoPelaApi } from '../support/pedidos';

/**
 * Reports (issue 16, staff-side §2 Reports, §6, §7, §9): orders placed through the real checkout
 * move the 30-day totals (a cancelled one does not); the gestao opens Relatórios from the menu,
 * switches to 30 dias (kept in the URL across a reload), sees the API's totals on the cards, and
 * exports vendas: the bar fed by the worker's pushed progress reaches 100 % and the browser
 * saves relatorio_vendas_30d.xlsx. A colaborador has no menu entry, is refused by URL and never
 * downloads the page's code. Phone and desktop share one server: totals are compared as deltas.
 */
const CARGA = { timeout: 30_000 };
const EXPORTACAO = { timeout: 60_000 };
const COLABORADOR = { email: 'equipe@cardapiovivo.com.br', senha: 'equipe123' };

const reais = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(n)
    .replace(/\s/g, ' ');
const inteiro = (n: number) => n.toLocaleString('pt-BR');
const centavos = (n: number) => Math.round(n * 100);

async function resumo(
  request: APIRequestContext,
  token: string,
  periodo = '30d',
): Promise<ResumoDoRelatorio> {
  const resposta = await request.get(`/api/relatorios/resumo?periodo=${periodo}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return (await resposta.json()) as ResumoDoRelatorio;
}

/** The sidebar (a drawer on phones, opened first). */
async function menuDoPainel(page: Page) {
  const abrirMenu = page.getByRole('button', { name: 'Abrir menu' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(CARGA);
  if (await abrirMenu.isVisible()) await abrirMenu.click();
  return page.getByRole('navigation', { name: 'Navegação do painel' });
}

const valorDoCartao = (page: Page, rotulo: string) =>
  page.getByRole('group', { name: rotulo, exact: true }).locator('[data-valor]');

/**
 * A waiter's tab on a table of this journey (one per project): two Coca-Colas (served from the
 * bar, nothing for the kitchen), closed and paid: a sale of the channel Garçom (issue 31). Answers what was paid.
 */
async function comandaPaga(request: APIRequestContext, equipe: string, info: TestInfo) {
  const garcom = (
    await ok<GarcomLoginResposta>(
      'login do garçom',
      await request.post('/api/garcom/login', { data: SEED.garcom }),
    )
  ).token;
  const restos = { mesas: [`REL-${info.project.name}`], produtos: [], categorias: [] };
  await limparJornada(request, equipe, garcom, restos);
  const comanda = await comandaNaMesa(request, equipe, garcom, restos.mesas[0]!);
  const menu = await ok<MenuResposta>('cardápio', await request.get('/api/menu/1'));
  const coca = menu.produtos.find((p) => p.nome === 'Coca-Cola Lata 350ml')!;
  await criar(request, garcom, `/api/garcom/comandas-mesa/${comanda.id}/itens`, {
    produto_id: coca.id,
    quantidade: 2,
  });
  const base = `/api/garcom/comandas/${comanda.id}`;
  const doGarcom = { headers: auth(garcom) };
  await ok('fechar', await request.post(`${base}/fechar`, { ...doGarcom, data: {} }));
  const paga = await ok<{ conta: { pagamento: { total_pago: number } } }>(
    'pagar',
    await request.post(`${base}/pagar`, { ...doGarcom, data: { metodo: 'pix' } }),
  );
  return {
    total: paga.conta.pagamento.total_pago,
    limpar: () => limparJornada(request, equipe, garcom, restos),
  };
}

async function canais(request: APIRequestContext, token: string, periodo = '30d') {
  return ok<CanalDoRelatorio[]>(
    'vendas por canal',
    await request.get(`/api/relatorios/canais?periodo=${periodo}`, { headers: auth(token) }),
  );
}

async function fotografar(page: Page, info: TestInfo, nome: string) {
  // From the top: a full-page shot of a scrolled page paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: info.outputPath(`${nome}-${info.project.name}.png`),
    fullPage: true,
  });
}

test('a gestão vê os totais de 30 dias e exporta as vendas com progresso ao vivo', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tokenDaLoja = await abrirLoja(request);
  const gestao = await sessaoDaEquipe(request);
  const antes = await resumo(request, gestao.token);
  const canaisAntes = await canais(request, gestao.token);

  // Two orders through the real checkout count; a third, cancelled, does not.
  const cliente = await registrarPelaApi(request, {
    nome: 'Rita',
    sobrenome: 'Relatório',
    email: emailUnico(info, 'relatorios'),
    senha: 'segredo123',
  });
  const pedidos = [
    await pedidoPelaApi(request, cliente.token),
    await pedidoPelaApi(request, cliente.token),
  ];
  const cancelado = await pedidoPelaApi(request, cliente.token);
  await mudarStatusPelaApi(request, tokenDaLoja, cancelado.id, 'cancelado');

  // Issue 31: a waiter's paid tab is a sale of the channel Garçom.
  const tab = await comandaPaga(request, gestao.token, info);

  const depois = await resumo(request, gestao.token);
  expect(depois.totalPedidos).toBe(antes.totalPedidos + 3);
  expect(centavos(depois.totalVendas)).toBe(
    centavos(antes.totalVendas) +
      pedidos.reduce((s, p) => s + centavos(p.total), 0) +
      centavos(tab.total),
  );
  const porCanal = await canais(request, gestao.token);
  const doCanal = (lista: CanalDoRelatorio[], canal: string) =>
    lista.find((c) => c.canal === canal) ?? { pedidos: 0, total: 0 };
  // The customer's checkout is the site; the cancelled order counts nowhere.
  expect(doCanal(porCanal, 'site').pedidos).toBe(doCanal(canaisAntes, 'site').pedidos + 2);
  expect(doCanal(porCanal, 'garcom').pedidos).toBe(doCanal(canaisAntes, 'garcom').pedidos + 1);
  expect(porCanal.reduce((s, c) => s + c.pedidos, 0)).toBe(depois.totalPedidos);

  // What the server pushes to this browser's socket (Socket.IO text frames: 42["event",{...}]).
  const empurrados: { evento: string; dados: { id: string; percentual?: number } }[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const m = /^42(\[.*\])$/s.exec(typeof payload === 'string' ? payload : payload.toString());
      const [evento, dados] = m ? (JSON.parse(m[1]!) as [string, { id: string }]) : [];
      if (evento?.startsWith('relatorio:') && dados) empurrados.push({ evento, dados });
    }),
  );

  await entrarComoEquipe(page, gestao);
  await page.goto('/dashboard');
  const menu = await menuDoPainel(page);
  await menu.getByRole('button', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/\/dashboard\/relatorios/);
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible(CARGA);
  await expect(page.getByRole('radio', { name: '7 dias' })).toBeChecked();

  await escolherSegmento(page, '30 dias');
  await expect(page).toHaveURL(/[?&]periodo=30d\b/);
  await expect(valorDoCartao(page, 'Total de Vendas')).toHaveText(reais(depois.totalVendas), CARGA);
  await expect(valorDoCartao(page, 'Total de Pedidos')).toHaveText(inteiro(depois.totalPedidos));
  await expect(valorDoCartao(page, 'Ticket Médio')).toHaveText(
    depois.mediaTicket == null ? '—' : reais(depois.mediaTicket),
  );
  await expect(valorDoCartao(page, 'Produtos Vendidos')).toHaveText(
    inteiro(depois.produtosVendidos),
  );
  await expect(page.getByTestId('grafico-vendas')).toBeVisible();
  // Top 5 (staff-side §9): the API's best sellers, in its order, never more than five.
  const produtos = (await (
    await request.get('/api/relatorios/produtos?periodo=30d', {
      headers: { Authorization: `Bearer ${gestao.token}` },
    })
  ).json()) as ProdutoDoRelatorio[];
  expect(produtos.map((p) => p.nome)).toContain('Coca-Cola Lata 350ml');
  const linhas = page.getByTestId('top-produto');
  await expect(linhas).toHaveCount(Math.min(5, produtos.length));
  await expect(linhas.first()).toContainText(produtos[0]!.nome);

  // Vendas por canal: a card per channel that sold, in the API's order, with its figures.
  const painelCanais = page.getByRole('region', { name: 'Vendas por canal' });
  await expect(painelCanais).toBeVisible();
  const cartoes = painelCanais.getByRole('listitem');
  await expect(cartoes).toHaveCount(porCanal.length);
  for (const [i, c] of porCanal.entries()) {
    const cartao = cartoes.nth(i);
    await expect(cartao).toContainText(c.nome);
    await expect(cartao.locator('[data-total]')).toHaveText(reais(c.total));
    await expect(cartao.locator('[data-detalhe]')).toHaveText(
      `${inteiro(c.pedidos)} ${c.pedidos === 1 ? 'pedido' : 'pedidos'} · ticket médio ${reais(c.ticket_medio)}`,
    );
  }

  // A reload keeps the period (it lives in the URL); dark, then light.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('radio', { name: '30 dias' })).toBeChecked(CARGA);
  await expect(valorDoCartao(page, 'Total de Pedidos')).toHaveText(inteiro(depois.totalPedidos));
  await expect(page.getByTestId('grafico-vendas')).toBeVisible();
  await fotografar(page, info, 'relatorios-escuro');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(valorDoCartao(page, 'Total de Vendas')).toHaveText(reais(depois.totalVendas), CARGA);
  await expect(page.getByTestId('grafico-vendas')).toBeVisible();
  await fotografar(page, info, 'relatorios-claro');
  await expect(painelCanais.getByRole('listitem')).toHaveCount(porCanal.length);
  await painelCanais.screenshot({
    path: info.outputPath(`relatorios-canal-${info.project.name}.png`),
  });

  // Export: the job's pushed progress fills the bar, then the file is saved.
  const baixou = page.waitForEvent('download', EXPORTACAO);
  const criou = page.waitForResponse(
    (r) => r.url().endsWith('/api/relatorios/exportacoes') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Exportar Vendas' }).click();
  const resposta = await criou;
  expect(resposta.status()).toBe(202);
  const { id } = (await resposta.json()) as ExportacaoCriada;
  const barra = page.getByRole('progressbar', { name: 'Exportação de Vendas' });
  await expect(barra).toBeVisible();
  const arquivo = await baixou;
  expect(arquivo.suggestedFilename()).toBe('relatorio_vendas_30d.xlsx');
  // The job's progress reached this socket, rising, before its link.
  const desteJob = empurrados.filter((e) => e.dados.id === id);
  const percentuais = desteJob
    .filter((e) => e.evento === 'relatorio:progresso')
    .map((e) => e.dados.percentual ?? -1);
  expect(percentuais.length).toBeGreaterThan(0);
  expect(percentuais).toEqual([...percentuais].sort((a, b) => a - b));
  expect(desteJob.at(-1)?.evento).toBe('relatorio:pronto');
  await expect(barra).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('percentual-vendas')).toHaveText('100%');
  await avisoMostrado(page, 'Relatório exportado com sucesso!');
  // A real spreadsheet: an .xlsx is a zip archive ('PK').
  const conteudo = await readFile(await arquivo.path());
  expect(conteudo.subarray(0, 2).toString('latin1')).toBe('PK');
  await fotografar(page, info, 'relatorios-exportado');

  // A period the URL cannot hold falls back to 7 dias, and only valid periods are asked for.
  const periodosPedidos: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/relatorios/'))
      periodosPedidos.push(url.searchParams.get('periodo') ?? '');
  });
  await page.goto('/dashboard/relatorios?periodo=2147483648');
  await expect(page.getByRole('radio', { name: '7 dias' })).toBeChecked(CARGA);
  await expect(valorDoCartao(page, 'Total de Pedidos')).toBeVisible(CARGA);
  expect(periodosPedidos.length).toBeGreaterThan(0);
  expect(periodosPedidos.every((p) => p === '7d')).toBe(true);
  await tab.limpar();
});

test('colaborador não vê Relatórios, é recusado pela URL e não baixa a tela', async ({
  page,
  request,
}, info) => {
  const colaborador = await sessaoDaEquipe(request, COLABORADOR);
  const pedidosDeRelatorio: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/relatorios\/|RelatoriosPage[^/]*\.js/.test(r.url()))
      pedidosDeRelatorio.push(r.url());
  });
  await entrarComoEquipe(page, colaborador);
  await page.goto('/dashboard');
  const menu = await menuDoPainel(page);
  await expect(menu.getByRole('button', { name: 'Produtos' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Relatórios' })).toHaveCount(0);

  await page.goto('/dashboard/relatorios?periodo=30d');
  const negado = page.getByTestId('acesso-negado');
  await expect(negado).toBeVisible(CARGA);
  await expect(negado).toContainText('Acesso restrito à gestão');
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toHaveCount(0);
  expect(pedidosDeRelatorio).toEqual([]);
  await fotografar(page, info, 'relatorios-negado');

  // The server refuses it too (the screen only mirrors the rule).
  const resposta = await request.get('/api/relatorios/resumo?periodo=30d', {
    headers: { Authorization: `Bearer ${colaborador.token}` },
  });
  expect(resposta.status()).toBe(403);
  expect(await resposta.json()).toEqual({ erro: 'Acesso restrito à gestão' });
});
