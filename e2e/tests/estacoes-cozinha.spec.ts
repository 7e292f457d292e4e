import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  MENSAGENS_PREPARO,
  type Comanda,
  type GarcomLoginResposta,
  type LoginResposta,
  type OpcaoGrupo,
  type Pedido,
} from '@cardapio/shared-events';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { avisoMostrado, expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { restauranteAbertoPelaApi } from '../support/cadastro';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { auth, ok } from '../support/api';
import { cardDoPedido } from '../support/equipe';
import {
  abrirTela,
  bumpDaEstacao,
  BURGUER,
  CERVEJA,
  criarTela,
  escolherVisao,
  estacoesDaLoja,
  garcomComMesas,
  garcomEnvia,
  GUARANA,
  visoesDaTela,
} from '../support/estacoes';
import { emailUnico, entrarPelaSessao } from '../support/helpers';
import { abrirMeusPedidos } from '../support/pedidos';

/**
 * Issue 29 §1, §2 and §4 on the kitchen monitor: a restaurant of its own (signed up through the
 * API, so its stations route no other journey's orders) splits its kitchen into Cozinha (the
 * burgers' category) and Bar (Bebidas). Three kitchen screens, each in a browser of its own,
 * choose Cozinha, Bar and Expedição; a waiter sends a tab with a burger, a beer and a soda. Each
 * station shows only its part; the Bar taps the beer done (struck through until its part is
 * done), takes it back with 'Desfazer', loses a race to another screen (a toast) and bumps the
 * rest with 'Pronto'; the Cozinha bumps by keyboard. The expo's chips follow and the order turns
 * 'pronto' on its own, on the waiter's phone too; what the table adds later joins the ticket as
 * '+ NOVO', a line the waiter cancels shows struck 'CANCELADO'. A customer's own order follows
 * the stations on their 'Meus Pedidos'. Nothing reloads.
 */

const CARGA = { timeout: 30_000 };

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** The waiter's phone with the tab open (their stored session, as the waiter's login leaves it). */
async function abrirComandaDoGarcom(
  browser: Browser,
  garcom: { token: string; garcom: GarcomLoginResposta['garcom'] },
  comandaId: number,
) {
  const contexto = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await contexto.addInitScript(
    ({ token, usuario }) => {
      localStorage.setItem('garcomToken', token);
      localStorage.setItem('garcomUsuario', JSON.stringify(usuario));
    },
    { token: garcom.token, usuario: garcom.garcom },
  );
  const pagina = await contexto.newPage();
  await pagina.goto(`/garcom/comanda/${comandaId}`);
  return { pagina, fechar: () => contexto.close() };
}

const ticket = (pagina: Page, pedido: Pedido) => pagina.getByTestId(`ticket-${pedido.id}`);
const chip = (card: Locator, texto: string) =>
  card.getByTestId('chip-da-estacao').filter({ hasText: texto });

/**
 * The screen as it is now, in each colour mode, has no serious or critical axe violation (as
 * acessibilidade.spec.ts measures the other screens); a screenshot of each mode is kept.
 */
async function semViolacoesGraves(pagina: Page, nome: string) {
  // Measured at rest: the pointer that clicked a button would leave it in its hover colour.
  await pagina.mouse.move(1, 1);
  for (const tema of ['dark', 'light'] as const) {
    await pagina.evaluate((valor) => {
      localStorage.setItem('theme', valor);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: valor }));
    }, tema);
    await expect(pagina.locator('html')).toHaveClass(new RegExp(`\\b${tema}\\b`));
    await pagina.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            (!(a instanceof CSSTransition) &&
              a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
        ),
    );
    const { violations } = await new AxeBuilder({ page: pagina })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    await pagina.screenshot({ path: test.info().outputPath(`${nome}-${tema}.png`) });
    expect
      .soft(
        graves.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
        `${nome} (${tema})`,
      )
      .toEqual([]);
  }
}

/** The computed size of a ticket's item text, in px. */
const tamanhoDoTexto = (item: Locator) =>
  item.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

test('estações da cozinha: cada tela mostra a sua parte, bump por toque e teclado, expedição acompanha', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const aparelho = info.project.name;
  const dono = await restauranteAbertoPelaApi(request, mailbox, info);
  const produtos = await estacoesDaLoja(request, dono);
  const garcom = await garcomComMesas(request, dono, info, 'garcom-estacoes', ['7']);
  const tokens = {
    cozinha: await criarTela(request, dono, 'Cozinha'),
    bar: await criarTela(request, dono, 'Bar'),
    expo: await criarTela(request, dono, 'Expedição'),
  };
  const telas = [
    await abrirTela(browser, info, tokens.cozinha, 'tablet'),
    await abrirTela(browser, info, tokens.bar, 'tablet'),
    await abrirTela(browser, info, tokens.expo, 'tv'),
  ];
  try {
    const [cozinha, bar, expo] = telas.map((t) => t.pagina) as [Page, Page, Page];

    // The company has stations: each screen picks its view in the header.
    await expect(visoesDaTela(cozinha).getByRole('button', { name: 'Tudo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await escolherVisao(cozinha, 'Cozinha');
    await escolherVisao(bar, 'Bar');
    await escolherVisao(expo, 'Expedição');
    await expect(expo.getByTestId('regra-do-pronto')).toContainText('fica Pronto sozinho');
    // The expo's header: the kitchen's average ticket times, none yet for this new restaurant.
    const tempos = expo.getByTestId('tempos-da-cozinha');
    await expect(tempos).toContainText('Cozinha hoje —');

    // The choice is kept on the server for the screen: a reload comes back to it.
    await cozinha.reload();
    await expect(cozinha.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
    await expect(
      visoesDaTela(cozinha).getByRole('button', { name: 'Cozinha', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(cozinha.getByText('Nada para preparar em Cozinha')).toBeVisible();
    const recarregou = [cozinha, bar, expo].map(semRecarregar);

    // The waiter sends the tab: the burger only on Cozinha, the drinks only on Bar, at once.
    const { comanda, pedido } = await garcomEnvia(request, garcom.token, garcom.mesas[0]!, [
      {
        produto: produtos.burguer,
        quantidade: 1,
        opcoes: [
          ['Ponto da carne', 'Ao ponto'],
          ['Remover ingredientes', 'Cebola'],
        ],
      },
      { produto: produtos.cerveja, quantidade: 1 },
      { produto: produtos.guarana, quantidade: 1 },
    ]);
    const doGarcom = await abrirComandaDoGarcom(browser, garcom, comanda.id);
    telas.push(doGarcom);
    const celular = doGarcom.pagina;
    await expect(celular.getByRole('listitem', { name: CERVEJA })).toContainText('Enviado', CARGA);
    const itemDo = (nome: string) => pedido.itens.find((i) => i.produto_nome === nome)!;
    const naCozinha = ticket(cozinha, pedido);
    const noBar = ticket(bar, pedido);
    await expect(naCozinha).toBeVisible(AO_VIVO);
    await expect(noBar).toBeVisible(AO_VIVO);
    await expect(naCozinha).toContainText(BURGUER);
    await expect(naCozinha).not.toContainText('Heineken');
    await expect(naCozinha).not.toContainText('Guaraná');
    await expect(naCozinha.getByTestId('outras-partes')).toHaveText('+2 itens no Bar');
    await expect(noBar).toContainText(CERVEJA);
    await expect(noBar).toContainText(GUARANA);
    await expect(noBar).not.toContainText(BURGUER);
    await expect(noBar.getByTestId('outras-partes')).toHaveText('+1 item na Cozinha');

    // The cook's ticket: the removal in red, the number of its key, the details folded away.
    const remocao = naCozinha.getByText('SEM cebola', { exact: true });
    await expect(remocao).toHaveAttribute('data-remover', 'true');
    await expect(naCozinha.getByText('+ Ao ponto', { exact: true })).toBeVisible();
    await expect(naCozinha.getByTestId('numero-do-ticket')).toHaveText('1');
    // The countdown to its target (the burger's preparation time), by the second.
    await expect(naCozinha.getByTestId('contagem-do-alvo')).toContainText(/faltam\s*\d{2}:\d{2}/i);
    await expect(naCozinha.getByTestId('detalhes-do-ticket')).toBeHidden();
    // Readable at arm's length: the item's text is at least 20 px.
    for (const nome of [
      naCozinha.getByTestId('nome-do-item'),
      ...(await noBar.getByTestId('nome-do-item').all()),
    ])
      expect(await tamanhoDoTexto(nome)).toBeGreaterThanOrEqual(20);

    // The expo shows the order with a chip per station, neither done.
    const noExpo = cardDoPedido(expo, pedido.id);
    await expect(noExpo).toBeVisible(AO_VIVO);
    await expect(chip(noExpo, 'Cozinha')).toHaveText('Cozinha ⏳');
    await expect(chip(noExpo, 'Bar')).toHaveText('Bar ⏳');
    await cozinha.screenshot({
      path: info.outputPath(
        aparelho === 'desktop' ? 'estacao-cozinha-1280x800.png' : `estacao-cozinha-${aparelho}.png`,
      ),
    });

    // The table asks for another burger: it joins the same ticket as "+ NOVO" (no new ticket),
    // and the cook hears it; then the customer gives it up: struck, "CANCELADO", with the reason.
    const headers = auth(garcom.token);
    const grupos = await ok<OpcaoGrupo[]>(
      'opções do burguer',
      await request.get(`/api/menu/produto/${produtos.burguer.id}/opcoes`),
    );
    const ponto = grupos.find((g) => g.nome === 'Ponto da carne')!;
    await ok(
      'mais um burguer',
      await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
        headers,
        data: {
          produto_id: produtos.burguer.id,
          quantidade: 1,
          personalizacoes: [{ opcao_id: ponto.id, item_id: ponto.itens[0]!.id }],
        },
      }),
    );
    const reenvio = await ok<{ pedido: Pedido; comanda: Comanda }>(
      'enviar de novo',
      await request.post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`, { headers }),
    );
    expect(reenvio.pedido.id).toBe(pedido.id);
    const novo = reenvio.pedido.itens.find((i) => i.adicionado_em !== null)!;
    const linhaNova = naCozinha.getByTestId(`item-${novo.id}`);
    await expect(linhaNova).toHaveAttribute('data-novo', 'true', AO_VIVO);
    await expect(linhaNova).toContainText('+ NOVO');
    await expect(cozinha.getByTestId(/^ticket-/)).toHaveCount(1);
    await expect(cardDoPedido(expo, pedido.id).getByText('+ NOVO')).toBeVisible(AO_VIVO);
    await cozinha.screenshot({
      path: info.outputPath(
        aparelho === 'desktop'
          ? 'estacao-mais-novo-1280x800.png'
          : `estacao-mais-novo-${aparelho}.png`,
      ),
    });
    const itemNovoNaComanda = reenvio.comanda.itens
      .filter((i) => i.produto_id === produtos.burguer.id)
      .sort((a, b) => b.id - a.id)[0]!;
    await ok(
      'cancelar o burguer novo',
      await request.post(
        `/api/comandas-mesa/${comanda.id}/itens/${itemNovoNaComanda.id}/cancelar`,
        { headers, data: { motivo: 'Cliente desistiu' } },
      ),
    );
    await expect(linhaNova).toHaveAttribute('data-cancelado', 'true', AO_VIVO);
    await expect(linhaNova).toContainText('CANCELADO');
    await expect(linhaNova).toContainText('Cliente desistiu');
    await avisoMostrado(cozinha, `Pedido #${pedido.id}: item CANCELADO`);
    await cozinha.screenshot({
      path: info.outputPath(
        aparelho === 'desktop'
          ? 'estacao-cancelado-1280x800.png'
          : `estacao-cancelado-${aparelho}.png`,
      ),
    });

    // Who and how are a tap away.
    await noBar.getByRole('button', { name: 'Detalhes' }).click();
    await expect(noBar.getByTestId('detalhes-do-ticket')).toContainText('Pagamento pendente');

    // The bar taps the beer done: struck through with ✓ while the soda is still to serve.
    const cerveja = noBar.getByTestId(`item-${itemDo(CERVEJA).id}`);
    await noBar.getByRole('button', { name: `Marcar 1x ${CERVEJA} como pronto` }).click();
    await expect(cerveja).toHaveAttribute('data-pronto', 'true');
    await expect(cerveja).toHaveAccessibleName(`1x ${CERVEJA}: pronto`);
    await expect(noExpo).toHaveAttribute('data-status', 'preparando', AO_VIVO);
    await expect(chip(noExpo, 'Bar')).toHaveText('Bar ⏳');
    const barra = bar.getByTestId('barra-do-desfazer');
    await expect(barra).toContainText(`#${pedido.id} · 1x ${CERVEJA}`);
    await bar.screenshot({
      path: info.outputPath(
        aparelho === 'desktop' ? 'estacao-bar-1280x800.png' : `estacao-bar-${aparelho}.png`,
      ),
    });

    await semViolacoesGraves(bar, `a11y-estacao-bar-${aparelho}`);

    // 'Desfazer' within its 2 minutes brings the beer back.

    await barra.getByRole('button', { name: 'Desfazer' }).click();
    await expect(cerveja).toHaveAttribute('data-pronto', 'false', AO_VIVO);
    await avisoMostrado(bar, `${MENSAGENS_PREPARO.desfeito}: #${pedido.id} · 1x ${CERVEJA}`);

    // Tapped again, but another Bar screen is first: the server's 409 is a toast in its own
    // words (no error page), and the beer shows done all the same.
    const rota = `**/api/monitor/itens/${itemDo(CERVEJA).id}/pronto`;
    await bar.route(rota, async (route) => {
      await ok(
        'a outra tela do bar',
        await request.post(`/api/monitor/itens/${itemDo(CERVEJA).id}/pronto`, {
          headers: auth(tokens.bar),
        }),
      );
      await route.continue();
    });
    await noBar.getByRole('button', { name: `Marcar 1x ${CERVEJA} como pronto` }).click();
    await avisoMostrado(bar, MENSAGENS_PREPARO.itemJaPronto);
    await bar.unroute(rota);
    await expect(cerveja).toHaveAttribute('data-pronto', 'true', AO_VIVO);
    await expect(bar.getByRole('heading', { name: 'Monitor de Pedidos' })).toBeVisible();

    // 'Pronto' bumps the rest of the Bar's part: the ticket leaves, the Bar chip turns ✓.
    await noBar.getByRole('button', { name: `Pronto: pedido #${pedido.id}` }).click();
    await expect(noBar).toBeHidden(AO_VIVO);
    await expect(chip(noExpo, 'Bar')).toHaveText('Bar ✓', AO_VIVO);
    await expect(chip(noExpo, 'Cozinha')).toHaveText('Cozinha ⏳');

    // The kitchen bumps by keyboard (a USB bump bar): 1 picks the ticket, Enter bumps it.
    await cozinha.keyboard.press('1');
    await expect(naCozinha).toHaveAttribute('data-selecionado', 'true');
    if (aparelho === 'desktop')
      await cozinha.screenshot({ path: info.outputPath('estacao-selecionada-1280x800.png') });
    await cozinha.keyboard.press('Enter');
    await expect(naCozinha).toBeHidden(AO_VIVO);

    // Every station is done: the order turned 'pronto' by itself, on the expo and the tab.
    await expect(chip(noExpo, 'Cozinha')).toHaveText('Cozinha ✓', AO_VIVO);
    await expect(noExpo).toHaveAttribute('data-status', 'pronto', AO_VIVO);
    // …and on the waiter's phone, live: every line Pronto, the cancelled one still Cancelado.
    for (const nome of [CERVEJA, GUARANA])
      await expect(celular.getByRole('listitem', { name: nome })).toContainText('Pronto', AO_VIVO);
    await expect(
      celular.getByRole('listitem', { name: BURGUER }).filter({ hasText: 'Pronto' }),
    ).toHaveCount(1, AO_VIVO);
    await expect(
      celular.getByRole('listitem', { name: BURGUER }).filter({ hasText: 'Cancelado' }),
    ).toHaveCount(1);
    if (aparelho === 'desktop')
      await celular.screenshot({ path: info.outputPath('garcom-comanda-pronta-390x844.png') });
    // …and its time reached the expo's header live (a bump anywhere moves the averages).
    await expect(tempos).toContainText(/Cozinha hoje (< )?\d+ min/, AO_VIVO);
    await expect(tempos).toContainText(/Bar (< )?\d+ min/);
    await expect(noExpo.getByText('Pronto', { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => {
        const { comanda: lida } = await ok<{ comanda: Comanda }>(
          'comanda do garçom',
          await request.get(`/api/garcom/comandas-mesa/${comanda.id}`, {
            headers: auth(garcom.token),
          }),
        );
        return lida.itens.filter((i) => i.pedido_id === pedido.id).map((i) => i.status);
      }, AO_VIVO)
      .toEqual(['pronto', 'pronto', 'pronto', 'cancelado']);
    if (aparelho === 'desktop')
      await expo.screenshot({ path: info.outputPath('expedicao-1920x1080.png') });
    else await expo.screenshot({ path: info.outputPath(`expedicao-${aparelho}.png`) });
    await semViolacoesGraves(expo, `a11y-expedicao-${aparelho}`);

    // Backspace takes the burger back (the order stays 'pronto'); 'Pronto' bumps it again.
    await cozinha.keyboard.press('Backspace');
    await expect(naCozinha).toBeVisible(AO_VIVO);
    await expect(chip(noExpo, 'Cozinha')).toHaveText('Cozinha ⏳', AO_VIVO);
    await expect(noExpo).toHaveAttribute('data-status', 'pronto');
    await naCozinha.getByRole('button', { name: `Pronto: pedido #${pedido.id}` }).click();
    await expect(naCozinha).toBeHidden(AO_VIVO);
    await expect(chip(noExpo, 'Cozinha')).toHaveText('Cozinha ✓', AO_VIVO);

    expect(recarregou.map((r) => r())).toEqual([false, false, false]);
  } finally {
    for (const tela of telas) await tela.fechar();
  }
});

test('o cliente acompanha: Preparando no primeiro bump, Pronto quando todas as estações terminam', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const dono = await restauranteAbertoPelaApi(request, mailbox, info);
  const { cozinha, bar, burguer, cerveja } = await estacoesDaLoja(request, dono);
  const empresaId = dono.empresa.id;

  // A customer of this restaurant orders a burger (Cozinha) and a beer (Bar) for pickup.
  const sessao = await ok<LoginResposta>(
    'cadastro do cliente',
    await request.post('/api/auth/registro', {
      data: {
        nome: 'Clara',
        sobrenome: 'Estações',
        email: emailUnico(info, 'cliente-estacoes'),
        senha: 'segredo1',
        telefone: '48998887766',
        rua: 'Rua Bocaiúva',
        numero_casa: '20',
        bairro: 'Centro',
        cep: '88015530',
        empresa_id: empresaId,
      },
    }),
  );
  const headers = auth(sessao.token);
  const grupos = await ok<OpcaoGrupo[]>(
    'opções do burguer',
    await request.get(`/api/menu/produto/${burguer.id}/opcoes`),
  );
  const ponto = grupos.find((g) => g.nome === 'Ponto da carne')!;
  for (const data of [
    {
      produto_id: burguer.id,
      quantidade: 1,
      personalizacoes: [{ opcao_id: ponto.id, item_id: ponto.itens[0]!.id }],
    },
    { produto_id: cerveja.id, quantidade: 1 },
  ])
    await ok(
      'carrinho',
      await request.post(`/api/carrinho/${empresaId}/adicionar`, { headers, data }),
    );
  const pedido = await ok<Pedido>(
    'pedido',
    await request.post('/api/pedidos', {
      headers,
      data: {
        mesa: 'Retirada',
        tipo_pedido: 'retirada',
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'pix' },
      },
    }),
  );
  expect(new Set(pedido.itens.map((i) => i.estacao_id))).toEqual(new Set([cozinha.id, bar.id]));

  await entrarPelaSessao(page, sessao);
  await page.goto(`/menu/${empresaId}`);
  const recarregou = semRecarregar(page);
  const card = (await abrirMeusPedidos(page, info)).getByTestId(`pedido-${pedido.id}`);
  const status = card.getByTestId('status-do-pedido');
  await expect(status).toHaveText('Pendente', CARGA);
  await expect(card).toContainText('Previsão:', AO_VIVO);

  // The Cozinha finishes its part: the order started ('Preparando'), the Bar still works.
  await bumpDaEstacao(request, dono.token, pedido, cozinha);
  await expect(status).toHaveText('Preparando', AO_VIVO);
  // The Bar's part is done too: every station finished, the customer sees it ready.
  await bumpDaEstacao(request, dono.token, pedido, bar);
  await expect(status).toHaveText('Pronto', AO_VIVO);
  await page.screenshot({ path: info.outputPath(`cliente-pronto-${info.project.name}.png`) });
  expect(recarregou()).toBe(false);
});
