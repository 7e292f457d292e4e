import type { APIRequestContext } from '@playwright/test';
import type { Comanda, Mesa, ProdutoMenu } from '@cardapio/shared-events';
import { avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { cartaoDaMesa, segundoGarcom } from '../support/garcom';
import { SEED } from '../support/helpers';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * Tables administered from the dashboard (issue 13, staff-side §2, §5, §7): the manager adds
 * table 12 on /dashboard/mesas; a waiter's dashboard already open in another browser shows it
 * live, without a reload; the 'Salão' floor view shows it turning Ocupada with its total as
 * the waiter opens a tab and adds an item; deleting it is refused while the tab is active.
 * Phone and desktop share one server: each project works on a table number of its own.
 */
const CARGA = { timeout: 30_000 };

const numeroDoProjeto = (projeto: string) => (projeto === 'desktop' ? '13' : '12');

async function tokenDoGarcom(request: APIRequestContext) {
  const res = await request.post('/api/garcom/login', { data: SEED.garcom });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Deletes the project's table (and any active tab on it) left by an earlier failed run. */
async function limpar(request: APIRequestContext, numero: string, staff: string) {
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const { mesas } = (await (await request.get('/api/mesas', { headers: auth(staff) })).json()) as {
    mesas: Mesa[];
  };
  const mesa = mesas.find((m) => m.numero === numero);
  if (!mesa) return;
  const garcom = await tokenDoGarcom(request);
  const { comandas } = (await (
    await request.get(`/api/garcom/comandas?mesa_id=${mesa.id}`, { headers: auth(garcom) })
  ).json()) as { comandas: Comanda[] };
  for (const c of comandas.filter((c) => c.status === 'ativa'))
    await request.delete(`/api/garcom/comandas-mesa/${c.id}`, { headers: auth(garcom) });
  await request.delete(`/api/mesas/${mesa.id}`, { headers: auth(staff) });
}

test('a mesa criada no painel aparece ao vivo para o garçom e no salão', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const numero = numeroDoProjeto(info.project.name);
  const sessao = await sessaoDaEquipe(request);
  await limpar(request, numero, sessao.token);
  const garcomToken = await tokenDoGarcom(request);
  const headersGarcom = { Authorization: `Bearer ${garcomToken}` };

  // The waiter's dashboard is open before the table exists.
  const garcom = await segundoGarcom(browser, info);
  await garcom.goto('/garcom/dashboard');
  await expect(garcom.getByTestId('stat-Total de mesas')).toBeVisible(CARGA);
  const recarregou = semRecarregar(garcom);

  try {
    await entrarComoEquipe(page, sessao);
    await page.goto('/dashboard/mesas');
    await expect(page.getByRole('heading', { name: 'Gerenciar Mesas', level: 1 })).toBeVisible(
      CARGA,
    );

    // The form checks with the contract's messages before anything is sent.
    await page.getByRole('button', { name: 'Nova Mesa' }).first().click();
    const form = page.getByTestId('mesa-form');
    await form.getByLabel('Capacidade').fill('21');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(form.getByText('Número é obrigatório')).toBeVisible();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('Capacidade máxima é 20 pessoas')).toBeVisible();

    await form.getByLabel('Número').fill(numero);
    await form.getByLabel('Nome').fill(`Mesa ${numero} Varanda`);
    await form.getByLabel('Capacidade').fill('6');
    await form.getByRole('button', { name: 'Salvar', exact: true }).click();
    await avisoMostrado(page, 'Mesa criada com sucesso!');

    // Live on the waiter's open dashboard, without a reload.
    await expect(cartaoDaMesa(garcom, numero)).toBeVisible(AO_VIVO);
    await expect(cartaoDaMesa(garcom, numero)).toContainText('Livre');
    expect(recarregou()).toBe(false);

    // The list: search by number, capacity in people, status badge.
    await page.getByRole('searchbox', { name: 'Buscar mesa' }).fill(`${numero} Varanda`);
    await expect(page.getByTestId('contagem-mesas')).toHaveText(/^1 de \d+ mesas$/);
    const linha = page.locator('[data-testid^="mesa-admin-"]:visible');
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText('6 pessoas');
    await expect(linha).toContainText('Livre');
    await page.screenshot({ path: info.outputPath(`mesas-${info.project.name}.png`) });
    const mesaId = Number((await linha.getAttribute('data-testid'))!.replace('mesa-admin-', ''));

    // The floor view follows the waiter's work live.
    await page.getByRole('tab', { name: 'Salão' }).click();
    const cartao = page.getByTestId(`salao-mesa-${mesaId}`);
    await expect(cartao).toContainText('Livre');
    await expect(cartao).toContainText('Sem comanda aberta');

    const aberta = await request.post('/api/garcom/comandas-mesa', {
      headers: headersGarcom,
      data: { mesa_id: mesaId },
    });
    expect(aberta.status()).toBe(201);
    const comanda = ((await aberta.json()) as { comanda: Comanda }).comanda;
    await expect(cartao).toContainText('Ocupada', AO_VIVO);
    await expect(cartao).toContainText('Aberta agora');

    const produtos = (await (
      await request.get('/api/produtos', { headers: headersGarcom })
    ).json()) as ProdutoMenu[];
    const produto = produtos[0]!;
    const item = await request.post(`/api/garcom/comandas-mesa/${comanda.id}/itens`, {
      headers: headersGarcom,
      data: { produto_id: produto.id, quantidade: 2 },
    });
    expect(item.status()).toBe(201);
    const total = ((await item.json()) as { comanda: Comanda }).comanda.total;
    const reais = `R$ ${total.toFixed(2).replace('.', ',')}`;
    await expect(cartao.getByTestId('total-da-mesa')).toHaveText(
      new RegExp(reais.replace(/\s/, '\\s').replace('$', '\\$')),
      AO_VIVO,
    );
    await expect(cartaoDaMesa(garcom, numero)).toContainText('Ocupada', AO_VIVO);
    await page.screenshot({ path: info.outputPath(`salao-${info.project.name}.png`) });

    // Deleting it is refused while the tab is active.
    await page.getByRole('tab', { name: 'Mesas' }).click();
    await linha.getByRole('button', { name: 'Excluir' }).click();
    const confirmar = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirmar.getByText('Tem certeza que deseja excluir esta mesa?')).toBeVisible();
    await confirmar.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText(/não pode ser excluída/).first()).toBeVisible();
    await expect(linha).toHaveCount(1);

    // The waiter removes the tab; then the deletion goes through and leaves the waiter's phone.
    const removida = await request.delete(`/api/garcom/comandas-mesa/${comanda.id}`, {
      headers: headersGarcom,
    });
    expect(removida.ok()).toBe(true);
    await linha.getByRole('button', { name: 'Excluir' }).click();
    await confirmar.getByRole('button', { name: 'Excluir', exact: true }).click();
    await avisoMostrado(page, 'Mesa excluída com sucesso!');
    await expect(cartaoDaMesa(garcom, numero)).toHaveCount(0, AO_VIVO);
    expect(recarregou()).toBe(false);
  } finally {
    await limpar(request, numero, sessao.token);
    await garcom.context().close();
  }
});
