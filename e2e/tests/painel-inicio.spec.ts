import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { entrarComoEquipe, mudarStatusPelaApi, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { pedidoPelaApi } from '../support/pedidos';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';

/**
 * The dashboard home counts the day live (issue 14, staff-side §2 Dashboard home): an order placed
 * elsewhere (through the API, as a customer) shows in 'Pedidos Recentes' and moves 'Pedidos Hoje'
 * live, without a reload; cancelling it moves the number back.
 */

const CARGA = { timeout: 30_000 };

/** Resolves once the page's socket was put in its rooms (the server's 'sessao:info'). */
function salasProntas(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('sessao:info')) resolve();
      });
    });
  });
}

test('pedido feito por um cliente aparece na home e move Pedidos Hoje ao vivo', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await abrirLoja(request);
  const equipe = await sessaoDaEquipe(request);
  const cliente = await registrarPelaApi(request, {
    nome: 'Ana',
    sobrenome: 'Início',
    email: emailUnico(info, 'inicio'),
    senha: 'segredo1',
  });
  await entrarComoEquipe(page, equipe);
  const salas = salasProntas(page);
  await page.goto('/dashboard');
  const recarregou = semRecarregar(page);

  await expect(page.getByRole('heading', { name: 'Métricas de Performance' })).toBeVisible(CARGA);
  await expect(page.getByText('Atualizado em tempo real')).toBeVisible();
  for (const total of ['Total de Produtos', 'Total de Pedidos', 'Total de Usuários', 'Vendas Hoje'])
    await expect(page.getByRole('group', { name: total, exact: true })).toBeVisible();
  const pedidosHoje = page.getByRole('group', { name: 'Pedidos Hoje' }).locator('[data-valor]');
  await expect(pedidosHoje).toHaveText(/^\d[\d.]*$/, CARGA);
  await salas;
  const antes = Number((await pedidosHoje.textContent())!.replace(/\./g, ''));
  const recentes = page.getByRole('list', { name: 'Pedidos Recentes' });

  const pedido = await pedidoPelaApi(request, cliente.token);
  let cancelado = false;
  try {
    const item = recentes.getByRole('listitem').filter({ hasText: `Pedido #${pedido.id}` });
    await expect(item).toBeVisible(AO_VIVO);
    await expect(pedidosHoje).toHaveText((antes + 1).toLocaleString('pt-BR'), AO_VIVO);
    await expect(item).toContainText('Agora mesmo');
    await expect(item).toContainText('Pendente');
    await expect(recentes.getByRole('listitem').first()).toContainText(`Pedido #${pedido.id}`);
    await page.screenshot({
      path: info.outputPath(`inicio-${info.project.name}.png`),
      fullPage: true,
    });

    // Cancelled: no longer one of today's orders, and the timeline says so.
    await mudarStatusPelaApi(request, equipe.token, pedido.id, 'cancelado');
    cancelado = true;
    await expect(item).toContainText('Cancelado', AO_VIVO);
    await expect(pedidosHoje).toHaveText(antes.toLocaleString('pt-BR'), AO_VIVO);
  } finally {
    // Later journeys count the kitchen's pending orders: this one never stays pending.
    if (!cancelado) await mudarStatusPelaApi(request, equipe.token, pedido.id, 'cancelado');
  }
  expect(recarregou()).toBe(false);
});
