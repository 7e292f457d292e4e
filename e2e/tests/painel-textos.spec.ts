import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { cozinhaSemPendencias, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';

/**
 * The staff side speaks Portuguese everywhere, screen readers included (issue 26 §3): 'Painel',
 * not 'Dashboard' (the spec's 'Acessar Dashboard' on /admin/login stays), and none of the
 * component library's English defaults ('Dismiss notification', 'Notifications'...).
 */

const CARGA = { timeout: 30_000 };

/** Words of the UI library's English defaults, as whole words (Portuguese 'Cancelar' is fine). */
const INGLES =
  /\b(dismiss|close|open|toggle|notifications?|clear|show|hide|loading|search|previous|next|increment|decrease|decrement|switch|remove|select|submit|cancel|delete|edit|save|back|settings|logout|dashboard)\b/i;

/** Every text a screen reader or a tooltip says that is not on the screen itself. */
function textosOcultos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*')).flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']
        .map((atributo) => el.getAttribute(atributo))
        .filter((valor): valor is string => Boolean(valor)),
    ),
  );
}

async function semIngles(page: Page, onde: string) {
  const ingles = (await textosOcultos(page)).filter((texto) => INGLES.test(texto));
  expect(ingles, `textos em inglês em ${onde}`).toEqual([]);
}

test('o painel diz Painel, não Dashboard, e não tem textos em inglês', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await entrarComoEquipe(page, await sessaoDaEquipe(request));

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible(CARGA);
  await expect(page).toHaveTitle('Painel · Cardápio Vivo');
  const navegacao = page.getByRole('navigation', { name: 'Navegação do painel' });
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(navegacao.getByRole('button', { name: 'Início' })).toBeVisible();
  await expect(navegacao).not.toContainText('Dashboard');
  await semIngles(page, '/dashboard');
  await page.screenshot({ path: info.outputPath(`navegacao-${info.project.name}.png`) });
  if (info.project.name === 'phone')
    await page.getByRole('button', { name: 'Fechar menu' }).click();

  for (const [caminho, titulo] of [
    ['/dashboard/pedidos', 'Pedidos Delivery'],
    ['/dashboard/produtos', 'Produtos'],
    ['/dashboard/estoque', 'Estoque'],
    ['/dashboard/configuracoes', 'Configurações da Empresa'],
    ['/monitor', 'Monitor de Pedidos'],
  ] as const) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible(CARGA);
    await expect(page).not.toHaveTitle(/Dashboard/);
    await expect(page.locator('body')).not.toContainText('Dashboard');
    await semIngles(page, caminho);
  }

  // The spec's own button text stays (staff-side §1).
  const login = await page.context().newPage();
  await login.goto('/admin/login');
  await expect(login.getByRole('button', { name: 'Acessar Dashboard' })).toBeVisible(CARGA);
  await login.close();
});

test('o aviso se fecha por "Fechar aviso", numa região chamada Avisos', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const equipe = await sessaoDaEquipe(request);
  await cozinhaSemPendencias(request, equipe.token);
  await entrarComoEquipe(page, equipe);
  await page.goto('/dashboard/pedidos');
  await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
  await expect(page.getByTestId('conexao').first()).toHaveAttribute(
    'data-estado',
    'conectado',
    CARGA,
  );

  // A waiter call's toast stays until the call is answered: one to look at without a race.
  const mesa = info.project.name === 'phone' ? '5' : '6';
  const chamada = await request.post('/api/chamar-garcom', { data: { empresa_id: 1, mesa } });
  expect(chamada.status(), await chamada.text()).toBe(201);
  try {
    const avisos = page.getByRole('region', { name: /^Avisos/ });
    const aviso = avisos
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: `Mesa ${mesa} está chamando o garçom` });
    await expect(aviso).toBeVisible(CARGA);
    await semIngles(page, 'o aviso');
    const fechar = aviso.getByRole('button', { name: 'Fechar aviso' });
    await expect(fechar).toBeVisible();
    await page.screenshot({ path: info.outputPath(`aviso-${info.project.name}.png`) });
    // On a phone a tap on the toast reaches what is under it; only its buttons take taps.
    const celular = info.project.name === 'phone';
    await expect(aviso).toHaveCSS('pointer-events', celular ? 'none' : 'auto');
    await expect(fechar).toHaveCSS('pointer-events', 'auto');
    await fechar.click();
    await expect(aviso).toBeHidden();
  } finally {
    await cozinhaSemPendencias(request, equipe.token);
  }
});
