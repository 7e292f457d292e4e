import { expect, test } from '../support/csp';
import type { HorarioDia, Pedido } from '@cardapio/shared-events';
import { emailUnico } from '../support/helpers';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { abrirLoja, clienteComCarrinho } from '../support/loja';
import { AO_VIVO, redeControlada, semRecarregar, soAPrimeiraLeitura } from '../support/ao-vivo';
import { pedidoPelaApi } from '../support/pedidos';
import {
  lerHorarios,
  salvarHorarios,
  semanaAberta24h,
  semanaFechada,
  semDicaDeCategorias,
} from './cardapio-suporte';

/**
 * Issue 28: nothing is missed. A change made between a screen's first read and the moment its
 * live connection opens shows as soon as it opens (§1), and what arrives while a screen is cut
 * off is given to it when it comes back (§2), with no reload and within the live wait (shorter
 * than every screen's fallback poll, so a pass proves the replay).
 */

/**
 * The monitor's list (soAPrimeiraLeitura: read once, its 15 s fallback poll fails), so only the
 * live connection can bring a new order: what shows was pushed or replayed.
 */
const PEDIDOS_DA_EQUIPE = /\/api\/pedidos(\?|$)/;

test.describe('nada perdido', () => {
  test.setTimeout(120_000);

  test.describe('cardápio aberto', () => {
    test.describe.configure({ mode: 'serial' });
    let originais: HorarioDia[] = [];
    test.beforeAll(async ({ request }) => {
      originais = await lerHorarios(request);
    });
    test.afterAll(async ({ request }) => {
      if (originais.length) await salvarHorarios(request, originais);
    });

    test('o horário salvo antes de a conexão ao vivo abrir aparece no cardápio', async ({
      page,
      request,
    }) => {
      await salvarHorarios(request, semanaFechada());
      const rede = await redeControlada(page);
      await semDicaDeCategorias(page);
      await page.goto('/menu/2');
      const recarregou = semRecarregar(page);
      await expect(page.getByTestId('status-loja')).toContainText('Fechado');

      // Saved in the dashboard while the menu's live connection has not opened yet.
      await salvarHorarios(request, semanaAberta24h());
      rede.ligar();
      await expect(page.getByTestId('status-loja')).toContainText('Aberto', { timeout: 10_000 });
      expect(recarregou()).toBe(false);
    });
  });

  test('um pedido feito antes de a conexão do monitor abrir aparece assim que ela abre', async ({
    page,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const cliente = await clienteComCarrinho(request, emailUnico(info, 'janela'));
    const rede = await redeControlada(page);
    await soAPrimeiraLeitura(page, PEDIDOS_DA_EQUIPE);
    await entrarComoEquipe(page, equipe);
    await page.goto('/monitor');
    const recarregou = semRecarregar(page);
    await expect(page.getByTestId('contador-ativos')).toBeVisible();

    const pedido = await pedidoPelaApi(request, cliente.token);
    rede.ligar();
    await expect(page.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', {
      timeout: 15_000,
    });
    await expect(cardDoPedido(page, pedido.id)).toBeVisible(AO_VIVO);
    expect(recarregou()).toBe(false);
  });

  test('o monitor sem rede por 30 s recebe os 5 pedidos que chegaram, sem recarregar', async ({
    page,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const rede = await redeControlada(page);
    rede.ligar();
    await soAPrimeiraLeitura(page, PEDIDOS_DA_EQUIPE);
    await entrarComoEquipe(page, equipe);
    await page.goto('/monitor');
    const recarregou = semRecarregar(page);
    const conexao = page.getByTestId('conexao');
    await expect(conexao).toHaveAttribute('data-estado', 'conectado', { timeout: 15_000 });

    await rede.desligar();
    await expect(page.getByText('Conexão perdida — tentando reconectar…')).toBeVisible();
    const inicio = Date.now();
    const pedidos: Pedido[] = [];
    for (let i = 0; i < 5; i++) {
      const cliente = await clienteComCarrinho(request, emailUnico(info, `corte-${i}`));
      pedidos.push(await pedidoPelaApi(request, cliente.token));
    }
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - inicio)));
    await expect(cardDoPedido(page, pedidos[0]!.id)).toHaveCount(0);

    rede.ligar();
    await expect(conexao).toHaveAttribute('data-estado', 'conectado', { timeout: 15_000 });
    for (const pedido of pedidos)
      await expect(cardDoPedido(page, pedido.id)).toBeVisible({ timeout: 2_000 });
    expect(recarregou()).toBe(false);
  });
});
