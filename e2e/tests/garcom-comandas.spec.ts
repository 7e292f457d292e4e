import type { Page } from '@playwright/test';
import { avisoMostrado, expect, test } from '../support/csp';
import {
  abrirMonitor,
  cartaoDaMesa,
  entrarComoGarcom,
  itemDaComanda,
  mesasDoProjeto,
  pedidoDaMesaNoMonitor,
  segundoGarcom,
} from '../support/garcom';
import { AO_VIVO } from '../support/ao-vivo';

const BURGER = 'X-Burguer';
const REFRI = 'Coca-Cola Lata 350ml';

/** From the dashboard, opens a digital tab on a table and lands on the tab screen. */
async function abrirComandaDigital(page: Page, mesa: string): Promise<void> {
  await cartaoDaMesa(page, mesa).click();
  await expect(page).toHaveURL(/\/garcom\/mesa\/\d+$/);
  await page.getByRole('button', { name: 'Lançar Comanda' }).click();
  await page.getByRole('button', { name: /Lançar sem Comanda Física/ }).click();
  await avisoMostrado(page, 'Comanda criada na mesa com sucesso!');
  await expect(page).toHaveURL(/\/garcom\/comanda\/\d+$/);
}

async function buscarProduto(page: Page, nome: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(nome);
}

test('garçom lança comanda na mesa, envia para a cozinha e vê o pedido pronto ao vivo', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(150_000); // three browsers and a kitchen round trip on a shared machine
  const { principal: mesa } = mesasDoProjeto(info);

  // The kitchen's monitor is open in its own window.
  const monitor = await abrirMonitor(browser, request);

  // A second waiter watches the dashboard in another browser.
  const colega = await segundoGarcom(browser, info);
  await colega.goto('/garcom/dashboard');
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Livre');

  await entrarComoGarcom(page);
  await page.goto('/garcom/dashboard');
  await abrirComandaDigital(page, mesa);
  await expect(page.getByRole('heading', { name: /Comanda Digital/ })).toBeVisible();

  // The colleague sees the table turn occupied without reloading (polling is 30 s).
  await expect(cartaoDaMesa(colega, mesa)).toContainText('Ocupada', { timeout: 5_000 });

  // The burger through the product dialog (with a note), the soda with the quick '+'.
  await buscarProduto(page, BURGER);
  await page.getByRole('button', { name: BURGER, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: BURGER });
  // Its required option must be chosen first.
  await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
  await expect(page.getByText('Escolha uma opção em "Ponto da carne"')).toBeVisible();
  await dialogo.getByText('Ao ponto', { exact: true }).click();
  await dialogo.getByLabel('Observações').fill('Sem cebola');
  await dialogo.getByRole('button', { name: /Adicionar à Comanda/ }).click();
  await expect(dialogo).toBeHidden();
  await expect(itemDaComanda(page, BURGER)).toContainText('Pendente');
  await expect(itemDaComanda(page, BURGER)).toContainText('Sem cebola');

  // The soda has options too, so its '+' opens the dialog as well.
  await buscarProduto(page, 'Coca-Cola');
  await page.getByRole('button', { name: `Adicionar ${REFRI}` }).click();
  const dialogoRefri = page.getByRole('dialog', { name: REFRI });
  await dialogoRefri.getByRole('button', { name: /Adicionar à Comanda/ }).click();
  await expect(dialogoRefri).toBeHidden();
  await expect(itemDaComanda(page, REFRI)).toContainText('Pendente');

  // − is disabled at 1; + raises the soda to 2 and the total follows.
  const refri = itemDaComanda(page, REFRI);
  await expect(refri.getByRole('button', { name: `Diminuir ${REFRI}` })).toBeDisabled();
  await refri.getByRole('button', { name: `Aumentar ${REFRI}` }).click();
  await expect(refri.getByRole('group', { name: `Quantidade de ${REFRI}` })).toContainText('2');

  // Send: the confirmation names the kitchen items; the soda needs no kitchen and is ready.
  await page.getByRole('button', { name: 'Enviar para Cozinha' }).click();
  const confirmacao = page.getByRole('alertdialog', { name: 'Enviar para Cozinha' });
  await expect(confirmacao).toContainText(`1× ${BURGER}`);
  await expect(confirmacao).toContainText('bebidas');
  await confirmacao.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(confirmacao).toBeHidden();
  await expect(itemDaComanda(page, REFRI)).toContainText('Pronto');
  await expect(itemDaComanda(page, BURGER)).toContainText('Enviado');
  await expect(page.getByRole('button', { name: 'Enviar para Cozinha' })).toHaveCount(0);
  // Sent items are locked.
  await expect(
    itemDaComanda(page, BURGER).getByRole('button', { name: `Remover ${BURGER}` }),
  ).toBeDisabled();

  // The colleague's card shows the tab's total, live.
  const total = (await page.getByTestId('comanda-total').filter({ visible: true }).innerText())
    .replace(/\s/g, ' ')
    .trim();
  await expect(cartaoDaMesa(colega, mesa)).toContainText(total);

  // The monitor shows the table's order with only what the kitchen makes (not the soda).
  const noMonitor = pedidoDaMesaNoMonitor(monitor, mesa);
  await expect(noMonitor).toBeVisible(AO_VIVO);
  await expect(noMonitor).toContainText(`1x ${BURGER}`);
  await expect(noMonitor).toContainText('Sem cebola');
  await expect(noMonitor).not.toContainText(REFRI);

  // Preparar, then Pronto on the monitor: the burger follows on the waiter's phone within a
  // second, without a reload, with a toast.
  const pedidoId = (await noMonitor.getAttribute('data-testid'))!.replace('pedido-', '');
  const cartaoNoMonitor = monitor.getByTestId(`pedido-${pedidoId}`);
  await cartaoNoMonitor.getByRole('button', { name: 'Preparar' }).click();
  await expect(itemDaComanda(page, BURGER)).toContainText('Preparando', AO_VIVO);
  await cartaoNoMonitor.getByRole('button', { name: 'Pronto' }).click();
  await expect(itemDaComanda(page, BURGER)).toContainText('Pronto', AO_VIVO);
  await expect(page.getByText(`Pedido da mesa ${mesa} pronto`)).toBeVisible();
  await expect(itemDaComanda(page, REFRI)).toContainText('Pronto');

  // On the table screen the tab warns about the sent items and cannot be removed.
  await page.getByRole('button', { name: 'Voltar para a mesa' }).click();
  const cartao = page.getByRole('article', { name: /Comanda Digital/ });
  await expect(cartao).toContainText('1 item enviado para a cozinha');
  await expect(cartao.getByRole('button', { name: 'Remover Comanda' })).toBeDisabled();

  await colega.context().close();
  await monitor.context().close();
});

test('garçom transfere a mesa e remove a comanda sem itens enviados', async ({ page }, info) => {
  const { origem, destino } = mesasDoProjeto(info);
  await entrarComoGarcom(page);
  await page.goto('/garcom/dashboard');
  await abrirComandaDigital(page, origem);

  await page.getByRole('button', { name: 'Voltar para a mesa' }).click();
  await expect(page.getByTestId('mesa-status')).toHaveText('Ocupada');
  await page.getByRole('button', { name: 'Transferir Mesa' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Transferir Mesa' });
  // The current table is not offered.
  await expect(dialogo.getByRole('radio', { name: new RegExp(`^${origem} - `) })).toHaveCount(0);
  await dialogo.getByRole('radio', { name: new RegExp(`^${destino} - `) }).click();
  await dialogo.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText(/1 comanda transferida para/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${destino} - `));
  await expect(page.getByTestId('mesa-status')).toHaveText('Ocupada');

  // The transferred tab has nothing sent: it can be removed (after confirming).
  await page.getByRole('button', { name: 'Remover Comanda' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Remover comanda' });
  await expect(confirmar).toContainText('Tem certeza que deseja remover esta comanda da mesa?');
  await confirmar.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Comanda removida da mesa!')).toBeVisible();
  await expect(page.getByTestId('mesa-status')).toHaveText('Livre');
  await expect(page.getByRole('button', { name: 'Transferir Mesa' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Voltar para as mesas' }).click();
  await expect(cartaoDaMesa(page, origem)).toContainText('Livre');
  await expect(cartaoDaMesa(page, destino)).toContainText('Livre');
});

test('garçom abre uma comanda avulsa pelo seletor, com Enter e Escape', async ({ page }, info) => {
  const numero = info.project.name === 'desktop' ? '108' : '107';
  await entrarComoGarcom(page);
  await page.goto('/garcom/dashboard');
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: /^Comandas Avulsas/ }).click();
  await expect(page).toHaveURL(/aba=avulsas/);

  // Escape closes the picker; confirming without a choice is refused.
  await page.getByRole('button', { name: 'Nova Comanda' }).click();
  const seletor = page.getByRole('dialog', { name: 'Nova Comanda Avulsa' });
  await expect(seletor.getByRole('searchbox', { name: 'Buscar comanda física' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(seletor).toBeHidden();

  await page.getByRole('button', { name: 'Nova Comanda' }).click();
  await seletor.getByRole('button', { name: 'Abrir Comanda' }).click();
  await expect(page.getByText('Selecione uma comanda antes de continuar')).toBeVisible();

  // Enter picks the only result left.
  await seletor.getByRole('searchbox', { name: 'Buscar comanda física' }).fill(numero);
  await expect(seletor.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await avisoMostrado(page, 'Comanda avulsa aberta com sucesso!');
  await expect(page).toHaveURL(/\/garcom\/comanda\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comanda ${numero}`);
  await expect(page.getByRole('banner')).toContainText('Comanda Avulsa');

  // Back on the dashboard the standalone tab is listed, and its physical tab is no longer offered.
  await page.getByRole('button', { name: 'Voltar para as comandas' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`Comanda ${numero}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Nova Comanda' }).click();
  await seletor.getByRole('searchbox', { name: 'Buscar comanda física' }).fill(numero);
  await expect(seletor.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(seletor).toBeHidden();
});
