import type { Locator, Page } from '@playwright/test';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { restauranteAbertoPelaApi } from '../support/cadastro';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import {
  abrirTela,
  BACON,
  BURGUER,
  criarTela,
  escolherVisao,
  estacoesDaLoja,
  garcomComMesas,
  garcomEnvia,
} from '../support/estacoes';

/**
 * Issue 29 §3 on the kitchen monitor, "Para fazer": a restaurant of its own splits its kitchen
 * into Cozinha (the burgers' category) and Bar (the beer's). Three tables send burgers with
 * options and drinks; the Cozinha screen totals what is left to make by product and option
 * ("3× X-Burguer · 2 sem cebola") beside its tickets (on a phone, folded above them), and the
 * count drops live when a burger is tapped done. Nothing reloads.
 */

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

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
  expect(p.bacon.categoria_id).toBe(p.burguer.categoria_id);
  const garcom = await garcomComMesas(request, dono, info, 'garcom-contagem', ['7', '8', '9']);
  const tela = await abrirTela(browser, info, await criarTela(request, dono, 'Cozinha'));
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
    const { pedido: pedido1 } = await garcomEnvia(request, garcom.token, garcom.mesas[0]!, [
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
