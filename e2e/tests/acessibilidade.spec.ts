import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type {
  EmpresaConfig,
  EntregadorAdmin,
  MenuResposta,
  Pedido,
  QrDasMesasResposta,
} from '@cardapio/shared-events';
import { expect, test } from '../support/csp';
import {
  cardDoPedido,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { cartaoDaMesa, entrarComoGarcom } from '../support/garcom';
import { emailUnico, entrarPelaSessao } from '../support/helpers';
import {
  abrirLoja,
  ADMIN_EMPRESA_2,
  clienteComCarrinho,
  lerHorarios,
  salvarHorarios,
  semanaAberta24h,
  tokenDaEquipe,
} from '../support/loja';
import { abrirMeusPedidos, pedidoPelaApi } from '../support/pedidos';
import { cartao, semDicaDeCategorias } from './cardapio-suporte';

/**
 * Accessibility of the main pages (issue 26 §3), at the project's width (390 or 1440 px) and in
 * both colour modes: axe-core's WCAG 2.0/2.1 A and AA rules, among them colour contrast (every
 * text on a coloured button ≥ 4.5:1). No violation of impact 'serious' or 'critical' is allowed;
 * the failure lists each one (rule, element, what axe measured).
 */

const CARGA = { timeout: 30_000 };
const TEMAS = ['dark', 'light'] as const;
const GRAVES = new Set(['serious', 'critical']);
/** A delivery's steps after 'pendente'. */
const ATE_ENTREGUE = ['preparando', 'pronto', 'saiu_para_entrega', 'entregue'];

type Violacao = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What axe found, one line per element: the rule, the element, and what it measured. */
function descrever(violacoes: Violacao[]) {
  return violacoes
    .flatMap((v) =>
      v.nodes.map((n) => {
        const cor = n.any.find((c) => c.id === 'color-contrast')?.data as
          { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
        const medida = cor ? ` ${cor.fgColor} sobre ${cor.bgColor} = ${cor.contrastRatio}:1` : '';
        const texto = n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help;
        return `[${v.impact}] ${v.id}${medida} em ${n.target.join(' ')}\n    ${n.html.slice(0, 160)}\n    ${texto}`;
      }),
    )
    .join('\n');
}

/**
 * Switches the colour mode in place (the theme library follows the stored key, as another tab
 * would change it), so an open drawer or dialog stays open.
 */
async function usarTema(page: Page, tema: (typeof TEMAS)[number]) {
  await page.evaluate((valor) => {
    localStorage.setItem('theme', valor);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: valor }));
  }, tema);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${tema}\\b`));
  // Colours that were mid-transition would be measured half-way: wait for every running
  // transition to end (reduced motion makes them one frame long, see beforeEach), and for every
  // finite animation too (a dialog fading in: its text measured at 40 % opacity failed once on
  // a loaded CI machine). Endless ones (a spinner, a skeleton's pulse) are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          (!(a instanceof CSSTransition) &&
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
      ),
  );
}

/** The page as it is now, in each colour mode: no serious or critical violation. */
async function semViolacoesGraves(page: Page, tela: string) {
  for (const tema of TEMAS) {
    await usarTema(page, tema);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const graves = violations.filter((v) => GRAVES.has(v.impact ?? ''));
    // What was measured, to look at (test-results/…/<page>-<mode>.png).
    const arquivo = `${tela.replace(/[^\p{L}\d]+/gu, '-').replace(/^-|-$/g, '')}-${tema}.png`;
    await page.screenshot({ path: test.info().outputPath(arquivo) });
    expect.soft(graves.length, `${tela} (tema ${tema}):\n${descrever(graves)}`).toBe(0);
  }
  await usarTema(page, 'dark');
}

test.beforeEach(async ({ page }) => {
  // The theme library's "no transition on change" does not flush styles first, so a switch can
  // still fade colours for a moment; axe would measure the fade, not the theme.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await semDicaDeCategorias(page);
});

test('páginas públicas: login do cliente, da equipe, do garçom e cadastro do restaurante', async ({
  page,
}) => {
  for (const [caminho, titulo] of [
    ['/login', 'Área do Cliente'],
    ['/login/1', 'Área do Cliente'],
    ['/admin/login', 'Área Administrativa'],
    ['/garcom/login', 'Área do Garçom'],
    ['/admin/cadastro', 'Cadastre seu restaurante'],
  ] as const) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { name: new RegExp(titulo) }).first()).toBeVisible(
      CARGA,
    );
    await semViolacoesGraves(page, caminho);
  }
});

test('cardápio do cliente: página, produto, carrinho e Meus Pedidos com um pedido entregue', async ({
  page,
  request,
}, info) => {
  // Four pages, each scanned in both modes, on a shared 2-core machine.
  test.setTimeout(180_000);
  const equipe = await abrirLoja(request);
  const sessao = await clienteComCarrinho(request, emailUnico(info, 'a11y'));
  // A delivered order (its green 'Entregue' in the history) takes the whole cart; the cart then
  // gets a line again.
  const pedido = await pedidoPelaApi(request, sessao.token);
  for (const status of ATE_ENTREGUE) await mudarStatusPelaApi(request, equipe, pedido.id, status);
  const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
  const adicionado = await request.post('/api/carrinho/1/adicionar', {
    headers: { Authorization: `Bearer ${sessao.token}` },
    data: {
      produto_id: menu.produtos.find((p) => p.nome === 'Coca-Cola Lata 350ml')!.id,
      quantidade: 2,
    },
  });
  expect(adicionado.status(), await adicionado.text()).toBe(201);
  await entrarPelaSessao(page, sessao);

  await page.goto('/menu/1');
  await expect(page.getByTestId('empresa-nome')).toBeVisible(CARGA);
  await expect(page.getByTestId('produto-card').first()).toBeVisible(CARGA);
  await semViolacoesGraves(page, '/menu/1');

  await cartao(page, 'X-Bacon').click();
  const produto = page.getByTestId('produto-modal');
  await expect(produto.getByRole('heading', { name: 'X-Bacon' })).toBeVisible();
  await semViolacoesGraves(page, '/menu/1, ficha do produto');
  await page.keyboard.press('Escape');
  await expect(produto).toBeHidden();

  await page.getByRole('button', { name: /Abrir carrinho/ }).click();
  const carrinho = page.getByTestId('carrinho');
  await expect(carrinho.getByTestId('item-do-carrinho')).toHaveCount(1);
  await semViolacoesGraves(page, '/menu/1, carrinho');
  await page.keyboard.press('Escape');
  await expect(carrinho).toBeHidden();

  const pedidos = await abrirMeusPedidos(page, info);
  await expect(pedidos.getByText(`#${pedido.id}`).first()).toBeVisible(CARGA);
  await expect(pedidos.getByText('Entregue').first()).toBeVisible();
  await semViolacoesGraves(page, '/menu/1, Meus Pedidos');
});

test('painel da equipe: início, produtos, pedidos (com cada próximo passo e uma chamada), novo pedido, configurações e monitor', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const token = await abrirLoja(request);
  const sessao = await clienteComCarrinho(request, emailUnico(info, 'a11y-quadro'));
  // One order at each step, so the board shows every next-step button (Preparar, Pronto, Saiu
  // para Entrega, Entregue), and a waiter call with its 'Atendida'.
  const criados: Pedido[] = [];
  for (let passos = 0; passos < 4; passos++) {
    const pedido = await pedidoPelaApi(request, sessao.token);
    criados.push(pedido);
    for (const status of ATE_ENTREGUE.slice(0, passos))
      await mudarStatusPelaApi(request, token, pedido.id, status);
  }
  const chamada = await request.post('/api/chamar-garcom', { data: { mesa: '8', empresa_id: 1 } });
  expect(chamada.status(), await chamada.text()).toBe(201);
  const chamadaId = ((await chamada.json()) as { chamada: { id: number } }).chamada.id;

  try {
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Métricas de Performance' })).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/dashboard');

    await page.goto('/dashboard/produtos');
    await expect(page.getByText('X-Burguer').first()).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/dashboard/produtos');

    await page.goto('/dashboard/pedidos');
    await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
    for (const pedido of criados)
      await expect(page.getByTestId(`pedido-${pedido.id}`)).toBeVisible(CARGA);
    await expect(page.getByRole('button', { name: /Atendida/ }).first()).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/dashboard/pedidos');

    // 'Novo pedido' (issue 31 §1): the counter and phone order form, with its catalogue.
    await page.getByRole('link', { name: 'Novo pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Novo pedido' })).toBeVisible(CARGA);
    await expect(page.getByRole('button', { name: 'Criar pedido' })).toBeVisible();
    await semViolacoesGraves(page, '/dashboard/pedidos/novo');

    await page.goto('/dashboard/configuracoes');
    await expect(page.getByRole('region', { name: 'Marca da Loja' })).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/dashboard/configuracoes');

    await page.goto('/monitor');
    await expect(page.getByRole('heading', { name: 'Monitor de Pedidos' })).toBeVisible(CARGA);
    await expect(page.getByTestId(`pedido-${criados[0]!.id}`)).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/monitor');
  } finally {
    // Later journeys count the kitchen's open orders and calls: none of these stays open.
    await mudarStatusPelaApi(request, token, criados[0]!.id, 'cancelado');
    for (const [passos, pedido] of criados.entries())
      for (const status of passos ? ATE_ENTREGUE.slice(passos) : [])
        await mudarStatusPelaApi(request, token, pedido.id, status);
    await request.put(`/api/chamar-garcom/${chamadaId}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'atendida' },
    });
  }
});

test('garçom: mesas com uma chamada e a tela de uma mesa', async ({ page, request }) => {
  const token = await abrirLoja(request);
  const chamada = await request.post('/api/chamar-garcom', { data: { mesa: '8', empresa_id: 1 } });
  expect(chamada.status(), await chamada.text()).toBe(201);
  const chamadaId = ((await chamada.json()) as { chamada: { id: number } }).chamada.id;
  try {
    await entrarComoGarcom(page);
    await page.goto('/garcom/dashboard');
    await expect(cartaoDaMesa(page, '8')).toBeVisible(CARGA);
    await expect(page.getByRole('button', { name: 'Atendida: mesa 8' }).first()).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/garcom/dashboard');

    await cartaoDaMesa(page, '8').click();
    await expect(page).toHaveURL(/\/garcom\/mesa\/\d+$/);
    await expect(page.getByRole('button', { name: 'Lançar Comanda' })).toBeVisible(CARGA);
    await semViolacoesGraves(page, '/garcom/mesa');
  } finally {
    await request.put(`/api/chamar-garcom/${chamadaId}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'atendida' },
    });
  }
});

test('loja com cor própria que não carrega texto branco: o texto escuro é escolhido e lê bem', async ({
  page,
  request,
}) => {
  // The product's old orange: white on it is 3.2:1, near-black 5.9:1 (shared-events paleta.ts).
  const COR = '#f65d0f';
  const token = await tokenDaEquipe(request, ADMIN_EMPRESA_2);
  const headers = { Authorization: `Bearer ${token}` };
  const original = (await (
    await request.get('/api/empresas/2', { headers })
  ).json()) as EmpresaConfig;
  const horarios = await lerHorarios(request, token);
  const salvar = (cor_marca: string | null) =>
    request.put('/api/empresas/2', {
      headers,
      data: { nome: original.nome, email: original.email, cor_marca },
    });
  try {
    await salvarHorarios(request, token, semanaAberta24h());
    const salvo = await salvar(COR);
    expect(salvo.status(), await salvo.text()).toBe(200);

    await page.goto('/menu/2');
    await expect(page.getByTestId('produto-card').first()).toBeVisible(CARGA);
    const entrar = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(entrar).toHaveCSS('background-color', 'rgb(246, 93, 15)');
    await expect(entrar).toHaveCSS('color', 'rgb(19, 16, 14)');
    await semViolacoesGraves(page, '/menu/2 com cor própria');

    await page.goto('/login/2');
    await expect(page.getByTestId('marca-da-loja')).toContainText(
      `Entrar em ${original.nome}`,
      CARGA,
    );
    await semViolacoesGraves(page, '/login/2 com cor própria');
  } finally {
    await salvar(original.cor_marca);
    await salvarHorarios(request, token, horarios);
  }
});

test('pedido pela mesa: a página do QR Code e a folha para imprimir', async ({ page, request }) => {
  test.setTimeout(120_000);
  const equipe = await sessaoDaEquipe(request);
  const folha = (await (
    await request.get('/api/autoatendimento/mesas', {
      headers: { Authorization: `Bearer ${equipe.token}` },
    })
  ).json()) as QrDasMesasResposta;
  const mesa = folha.mesas.find((m) => m.numero === '7')!;
  await page.goto(new URL(mesa.url).pathname);
  await expect(page.getByTestId('mesa-qr-titulo')).toContainText('Mesa 7', CARGA);
  await expect(page.getByTestId('produto-card').first()).toBeVisible(CARGA);
  await semViolacoesGraves(page, 'mesa pelo QR Code');

  await entrarComoEquipe(page, equipe);
  await page.goto('/dashboard/mesas/qr');
  await expect(page.getByTestId('qr-folha')).toBeVisible(CARGA);
  await semViolacoesGraves(page, '/dashboard/mesas/qr');
});

test('entregadores: a página do painel, o despacho no quadro e o celular do entregador', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const token = await abrirLoja(request);
  const autorizacao = { Authorization: `Bearer ${token}` };
  const criado = await request.post('/api/entregadores', {
    headers: autorizacao,
    data: {
      nome: 'Moto A11y',
      telefone: `(48) 97${String(Date.now()).slice(-7)}`,
      veiculo: 'moto',
      taxa_por_entrega: '7,50',
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const entregador = (await criado.json()) as EntregadorAdmin;
  const sessao = await clienteComCarrinho(request, emailUnico(info, 'a11y-entregador'));
  const pedido = await pedidoPelaApi(request, sessao.token);
  for (const status of ['preparando', 'pronto'])
    await mudarStatusPelaApi(request, token, pedido.id, status);

  try {
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard/entregadores');
    await expect(
      page.getByTestId(`entregador-${entregador.id}`).filter({ visible: true }),
    ).toBeVisible(CARGA);
    await expect(page.getByTestId('acerto-do-dia')).toBeVisible();
    await semViolacoesGraves(page, '/dashboard/entregadores');

    await page.goto('/dashboard/pedidos');
    await cardDoPedido(page, pedido.id).getByTestId('despachar-pedido').click(CARGA);
    const dialogo = page.getByTestId('despachar-dialog');
    await dialogo.getByText(entregador.nome, { exact: true }).click();
    await semViolacoesGraves(page, '/dashboard/pedidos, Despachar');
    await dialogo.getByRole('button', { name: 'Despachar', exact: true }).click();
    await expect(dialogo).toBeHidden();

    await page.goto(new URL(entregador.link).pathname);
    await expect(page.getByTestId(`entrega-${pedido.id}`)).toBeVisible(CARGA);
    await semViolacoesGraves(page, 'celular do entregador');
    await page.getByRole('button', { name: 'Não entregue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cliente ausente' }).click();
    await semViolacoesGraves(page, 'celular do entregador, Não entregue');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Voltar' }).click();
  } finally {
    const base = `/api/entregador/${new URL(entregador.link).pathname.split('/').pop()}`;
    const entregue = await request.post(`${base}/entregas/${pedido.id}/entregue`, { data: {} });
    // Not dispatched (the journey stopped before): out without a courier, then delivered.
    if (!entregue.ok())
      for (const status of ['saiu_para_entrega', 'entregue'])
        await request.put(`/api/pedidos/${pedido.id}/status`, {
          headers: autorizacao,
          data: { status },
        });
    await request.delete(`/api/entregadores/${entregador.id}`, { headers: autorizacao });
  }
});
