import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type {
  CategoriaAdmin,
  Comanda,
  GarcomLoginResposta,
  ProdutoAdmin,
} from '@cardapio/shared-events';
import { auth, criar } from '../support/api';
import { comandaNaMesa, limparJornada, type RestosDaJornada } from '../support/comandas';
import { avisoMostrado, expect, test } from '../support/csp';
import { cozinhaSemPendencias, mudarStatusPelaApi, sessaoDaEquipe } from '../support/equipe';
import { entrarComoGarcom, itemDaComanda } from '../support/garcom';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * Issue 29 §2, the waiter's side: two kitchen dishes are sent; one is cancelled through the
 * dialog (a required reason, a quick pick) and shows 'Cancelado', struck, out of the total; the
 * other's note changes while the kitchen still has it ('A cozinha já foi avisada.'); once the
 * kitchen finishes it, cancelling is refused in the dialog with the server's message. Each
 * project (phone, desktop) has a server of its own; the journey creates its products and table
 * and removes them after.
 */
const CARGA = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const nomes = (info: TestInfo) => ({
  categoria: `Pratos Cancela E2E ${info.project.name}`,
  cancelado: `Escondidinho E2E ${info.project.name}`,
  mantido: `Risoto E2E ${info.project.name}`,
  mesa: 'C1',
});

/** What the journey creates, removed before and after it (limparJornada): table, products. */
const restos = (info: TestInfo): RestosDaJornada => {
  const n = nomes(info);
  return { mesas: [n.mesa], produtos: [n.cancelado, n.mantido], categorias: [n.categoria] };
};

/** Two kitchen dishes without options (the catalogue's '+' adds them at once), first on the menu. */
async function pratosDaJornada(request: APIRequestContext, equipe: string, info: TestInfo) {
  const n = nomes(info);
  const categoria = await criar<CategoriaAdmin>(request, equipe, '/api/categorias', {
    nome: n.categoria,
    ordem: 0,
  });
  const prato = (nome: string, preco: number) =>
    criar<ProdutoAdmin>(request, equipe, '/api/produtos', {
      nome,
      descricao: 'Prato da jornada de cancelamento',
      preco,
      tempo_preparo: 20,
      precisa_cozinha: true,
      categoria_id: categoria.id,
    });
  await prato(n.cancelado, 42);
  await prato(n.mantido, 38.5);
}

/** Adds a dish with the catalogue's quick '+', found through the search box. */
async function adicionar(page: Page, produto: string) {
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(produto);
  const catalogo = page.getByRole('region', { name: 'Catálogo de produtos' });
  await catalogo.getByRole('button', { name: `Adicionar ${produto}` }).click(CARGA);
  await avisoMostrado(page, 'Produto adicionado à comanda!');
  await expect(itemDaComanda(page, produto)).toContainText('Pendente');
}

/**
 * A screenshot for review, once transitions (a status tag's colour, the dialog) have ended.
 * `semAvisos` first closes the earlier actions' toasts, which on a phone rise over a dialog's body.
 */
async function foto(
  page: Page,
  nome: string,
  info: TestInfo,
  { fullPage = false, semAvisos = false } = {},
) {
  if (semAvisos) {
    // Clicked in the page at once: a toast that leaves meanwhile is no element to wait for.
    await page.evaluate(() => {
      document
        .querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="close-trigger"]')
        .forEach((fechar) => fechar.click());
    });
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: info.outputPath(`${nome}.png`), fullPage });
}

/** No serious or critical WCAG 2.1 AA violation in what is on screen (`dentro`: only there). */
async function semViolacoesGraves(page: Page, tela: string, dentro?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (dentro ? axe.include(dentro) : axe).analyze();
  const graves = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(graves, tela).toEqual([]);
}

const total = (page: Page) => page.getByTestId('comanda-total').filter({ visible: true });

test('garçom cancela um item já enviado com motivo e muda a observação do outro, e a cozinha é avisada', async ({
  page,
  request,
}, info) => {
  const n = nomes(info);
  const p = info.project.name;
  const equipe = (await sessaoDaEquipe(request)).token;
  const sessao: GarcomLoginResposta = await entrarComoGarcom(page);
  await limparJornada(request, equipe, sessao.token, restos(info));
  try {
    await pratosDaJornada(request, equipe, info);
    const comanda = await comandaNaMesa(request, equipe, sessao.token, n.mesa);

    await page.goto(`/garcom/comanda/${comanda.id}`);
    await expect(page.getByRole('heading', { name: /Comanda Digital/ })).toBeVisible(CARGA);
    const recarregou = semRecarregar(page);

    // Two kitchen dishes, then the send: both 'Enviado', R$ 80,50 in all.
    await adicionar(page, n.cancelado);
    await adicionar(page, n.mantido);
    await page
      .getByRole('button', { name: 'Enviar para Cozinha' })
      .filter({ visible: true })
      .click();
    const envio = page.getByRole('alertdialog', { name: 'Enviar para Cozinha' });
    await envio.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(envio).toBeHidden();
    const cancelado = itemDaComanda(page, n.cancelado);
    const mantido = itemDaComanda(page, n.mantido);
    await expect(cancelado).toContainText('Enviado');
    await expect(mantido).toContainText('Enviado');
    await expect(total(page)).toHaveText(/R\$\s*80,50/);
    // Sent: no removing, but cancelling and a note are offered.
    await expect(cancelado.getByRole('button', { name: `Remover ${n.cancelado}` })).toBeDisabled();

    // The dialog: the item named, the reason required, a quick pick fills it.
    await cancelado.getByRole('button', { name: `Cancelar item ${n.cancelado}` }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cancelar item enviado' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByTestId('item-do-dialogo')).toHaveText(`1× ${n.cancelado}`);
    const motivo = dialogo.getByRole('textbox', { name: 'Motivo' });
    await expect(dialogo.getByText('0/120')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cancelar item' }).click();
    await expect(dialogo.getByText('Informe o motivo do cancelamento')).toBeVisible();
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cliente desistiu' }).click();
    await expect(motivo).toHaveValue('Cliente desistiu');
    await expect(dialogo.getByRole('button', { name: 'Cliente desistiu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialogo.getByText('16/120')).toBeVisible();
    await expect(dialogo.getByText('Informe o motivo do cancelamento')).toHaveCount(0);
    await foto(page, `dialogo-cancelar-item-${p}`, info, { semAvisos: true });

    // Cancelled: the toast, the line struck with 'Cancelado' and no actions, the total down.
    await dialogo.getByRole('button', { name: 'Cancelar item' }).click();
    await avisoMostrado(page, 'Item cancelado. A cozinha já foi avisada.');
    await expect(dialogo).toBeHidden();
    await expect(cancelado.locator('[data-status="cancelado"]')).toHaveText('Cancelado');
    await expect(cancelado).toHaveAttribute('data-cancelado', 'true');
    await expect(cancelado.getByRole('button')).toHaveCount(0);
    await expect(total(page)).toHaveText(/R\$\s*38,50/);
    await expect(mantido).toContainText('Enviado');
    await expect(page.getByText(/^1 item na cozinha/)).toBeVisible();
    await foto(page, `comanda-apos-cancelar-${p}`, info, { fullPage: true });
    await semViolacoesGraves(page, 'comanda com item cancelado');

    // The other dish's note changes while the kitchen still has it: the kitchen is told.
    await mantido.getByRole('button', { name: `Editar observação de ${n.mantido}` }).click();
    const nota = page.getByRole('dialog', { name: 'Editar observação' });
    await nota.getByLabel('Observação').fill('Sem pimenta, bem passado');
    await expect(nota.getByText('24/500')).toBeVisible();
    await foto(page, `dialogo-observacao-${p}`, info, { semAvisos: true });
    await nota.getByRole('button', { name: 'Salvar' }).click();
    await avisoMostrado(page, 'Observação alterada. A cozinha já foi avisada.');
    await expect(nota).toBeHidden();
    await expect(mantido).toContainText('Obs.: Sem pimenta, bem passado');

    // The kitchen finishes the order while the dialog is open: refused, in the dialog.
    await mantido.getByRole('button', { name: `Cancelar item ${n.mantido}` }).click();
    await motivo.fill('Mesa foi embora');
    const { comanda: atual } = (await (
      await request.get(`/api/garcom/comandas-mesa/${comanda.id}`, {
        headers: auth(sessao.token),
      })
    ).json()) as { comanda: Comanda };
    const pedidoId = atual.itens.find((i) => i.produto_nome === n.mantido)!.pedido_id!;
    await mudarStatusPelaApi(request, equipe, pedidoId, 'preparando');
    await mudarStatusPelaApi(request, equipe, pedidoId, 'pronto');
    // (The page behind the open dialog is hidden from assistive technology: checked below.)
    await dialogo.getByRole('button', { name: 'Cancelar item' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText('O pedido deste item já saiu da cozinha');
    await expect(dialogo).toBeVisible();
    await foto(page, `dialogo-cancelar-recusado-${p}`, info);
    await semViolacoesGraves(page, 'diálogo de cancelamento recusado', '[role="dialog"]');
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(mantido).toContainText('Pronto', AO_VIVO);
    // Out of the kitchen: no cancelling, the note locked, the total unchanged.
    await expect(mantido.getByRole('button', { name: `Cancelar item ${n.mantido}` })).toHaveCount(
      0,
    );
    await expect(
      mantido.getByRole('button', { name: `Editar observação de ${n.mantido}` }),
    ).toBeDisabled();
    await expect(total(page)).toHaveText(/R\$\s*38,50/);
    expect(recarregou()).toBe(false);
  } finally {
    await cozinhaSemPendencias(request, equipe);
    await limparJornada(request, equipe, sessao.token, restos(info));
  }
});
