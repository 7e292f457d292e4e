import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  formatarTempoMedio,
  type CategoriaAdmin,
  type Estacao,
  type RelatorioCozinha,
} from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { pedidoPelaApi } from '../support/pedidos';

/**
 * The kitchen report (issue 29, "Data and rules"): a station set up through the API takes the
 * drinks (Bebidas), an order of a Coca-Cola is placed and, half a minute later, bumped on that
 * station's screen (through the API); the gestao opens Relatórios and the 'Cozinha' panel shows
 * the station's row, in its colour, with the average the API answers and its one ticket; an idle
 * station reads '—'. Each project has its own server: its stations are its own, and the ones
 * made here are deleted at the end (Bebidas goes back to every screen).
 */
const CARGA = { timeout: 30_000 };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function criarEstacao(
  request: APIRequestContext,
  token: string,
  dados: { nome: string; cor: string; ordem: number },
): Promise<Estacao> {
  const resposta = await request.post('/api/estacoes', { headers: auth(token), data: dados });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return ((await resposta.json()) as { estacao: Estacao }).estacao;
}

async function bebidas(request: APIRequestContext, token: string): Promise<CategoriaAdmin> {
  const resposta = await request.get('/api/categorias', { headers: auth(token) });
  const corpo = (await resposta.json()) as CategoriaAdmin[] | { categorias: CategoriaAdmin[] };
  const lista = Array.isArray(corpo) ? corpo : corpo.categorias;
  return lista.find((c) => c.nome === 'Bebidas')!;
}

async function rotearBebidas(request: APIRequestContext, token: string, estacaoId: number | null) {
  const categoria = await bebidas(request, token);
  const resposta = await request.put(`/api/categorias/${categoria.id}`, {
    headers: auth(token),
    data: {
      nome: categoria.nome,
      ordem: categoria.ordem,
      ativo: categoria.ativo,
      estacao_id: estacaoId ?? '',
    },
  });
  expect(resposta.ok(), await resposta.text()).toBe(true);
}

async function relatorio(request: APIRequestContext, token: string): Promise<RelatorioCozinha> {
  const resposta = await request.get('/api/relatorios/cozinha?periodo=7d', {
    headers: auth(token),
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return (await resposta.json()) as RelatorioCozinha;
}

async function fotografar(page: Page, info: TestInfo, nome: string) {
  // From the top: a full-page shot of a scrolled page paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: info.outputPath(`${nome}-${info.project.name}.png`),
    fullPage: true,
  });
}

test('o relatório mostra o tempo médio da estação que preparou o pedido', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tela = info.project.name;
  await abrirLoja(request);
  const gestao = await sessaoDaEquipe(request);
  const criadas: Estacao[] = [];
  try {
    const estacao = await criarEstacao(request, gestao.token, {
      nome: `Bar do relatório ${tela}`,
      cor: '#0f766e',
      ordem: 0,
    });
    criadas.push(estacao);
    criadas.push(
      await criarEstacao(request, gestao.token, {
        nome: `Sobremesas ${tela}`,
        cor: '#b45309',
        ordem: 1,
      }),
    );
    await rotearBebidas(request, gestao.token, estacao.id);

    const cliente = await registrarPelaApi(request, {
      nome: 'Caio',
      sobrenome: 'Cozinha',
      email: emailUnico(info, 'relatorio-cozinha'),
      senha: 'segredo123',
    });
    const pedido = await pedidoPelaApi(request, cliente.token);
    expect(pedido.itens[0]?.estacao_id).toBe(estacao.id);
    // Half a minute at the station: the average reads '1 min', not '0 min'.
    await page.waitForTimeout(31_000);
    const pronto = await request.post(`/api/monitor/pedidos/${pedido.id}/pronto`, {
      headers: auth(gestao.token),
      data: { estacoes: [estacao.id] },
    });
    expect(pronto.status(), await pronto.text()).toBe(200);

    const dados = await relatorio(request, gestao.token);
    const linha = dados.estacoes.find((e) => e.estacao_id === estacao.id)!;
    expect(linha).toMatchObject({ nome: estacao.nome, cor: estacao.cor, tickets: 1 });
    expect(linha.tempo_medio_seg).toBeGreaterThanOrEqual(31);
    expect(linha.tempo_medio_seg).toBeLessThan(90);

    await entrarComoEquipe(page, gestao);
    await page.goto('/dashboard/relatorios');
    await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible(CARGA);
    const painel = page.getByTestId('painel-cozinha');
    await expect(painel.getByRole('heading', { name: 'Cozinha', level: 2 })).toBeVisible(CARGA);
    await expect(
      painel.getByRole('heading', { name: 'Tempo médio de preparo por estação' }),
    ).toBeVisible();
    const daEstacao = painel.getByTestId('estacao-no-relatorio').filter({ hasText: estacao.nome });
    await expect(daEstacao).toHaveCount(1);
    await expect(daEstacao.getByTestId('media-da-estacao')).toHaveText(
      formatarTempoMedio(linha.tempo_medio_seg),
    );
    await expect(daEstacao.getByTestId('media-da-estacao')).toHaveText('1 min');
    await expect(daEstacao).toContainText('1 ticket');
    await expect(daEstacao.getByTestId('cor-da-estacao')).toHaveAttribute('data-cor', estacao.cor);
    const ociosa = painel
      .getByTestId('estacao-no-relatorio')
      .filter({ hasText: `Sobremesas ${tela}` });
    await expect(ociosa.getByTestId('media-da-estacao')).toHaveText('—');
    await expect(ociosa).toContainText('0 tickets');
    // The whole kitchen and the late orders, as the API says.
    await expect(
      painel.getByRole('group', { name: 'Tempo médio da cozinha' }).locator('[data-valor]'),
    ).toHaveText(formatarTempoMedio(dados.cozinha.tempo_medio_seg));
    await expect(
      painel.getByRole('group', { name: 'Pedidos atrasados' }).locator('[data-valor]'),
    ).toHaveText(String(dados.atrasados.total));

    await painel.scrollIntoViewIfNeeded();
    await painel.screenshot({ path: info.outputPath(`relatorio-cozinha-painel-${tela}.png`) });
    await fotografar(page, info, 'relatorio-cozinha');
    // The other theme.
    const tema = await page.evaluate(() =>
      document.documentElement.classList.contains('dark') ? 'light' : 'dark',
    );
    await page.evaluate((t) => localStorage.setItem('theme', t), tema);
    await page.reload();
    await expect(daEstacao.getByTestId('media-da-estacao')).toHaveText('1 min', CARGA);
    await painel.scrollIntoViewIfNeeded();
    await painel.screenshot({
      path: info.outputPath(`relatorio-cozinha-painel-${tema}-${tela}.png`),
    });
  } finally {
    await rotearBebidas(request, gestao.token, null);
    for (const estacao of criadas)
      await request.delete(`/api/estacoes/${estacao.id}`, { headers: auth(gestao.token) });
  }
});
