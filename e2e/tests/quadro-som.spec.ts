import { expect, test } from '../support/csp';
import {
  cardDoPedido,
  cozinhaSemPendencias,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { emailUnico, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { pedidoPelaApi } from '../support/pedidos';
import { AO_VIVO } from '../support/ao-vivo';
import { somBloqueadoAteUmToque } from '../support/som';

/**
 * The orders board rings for a new order like the monitor (issue 26 §3), and when the browser
 * holds the sound back until a tap on the page (its autoplay rule) it asks for that tap.
 */

const CARGA = { timeout: 30_000 };

test('o quadro pede para ativar o som quando o navegador o bloqueia', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await abrirLoja(request);
  const equipe = await sessaoDaEquipe(request);
  await cozinhaSemPendencias(request, equipe.token);
  const cliente = await registrarPelaApi(request, {
    nome: 'Sara',
    sobrenome: 'Som',
    email: emailUnico(info, 'quadro-som'),
    senha: 'segredo1',
  });
  await entrarComoEquipe(page, equipe);
  await somBloqueadoAteUmToque(page);
  await page.goto('/dashboard/pedidos');
  await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
  await expect(page.getByTestId('conexao').first()).toHaveAttribute(
    'data-estado',
    'conectado',
    CARGA,
  );
  const sino = page.getByRole('button', { name: 'Desligar som dos alertas' });
  const ativar = page.getByRole('button', { name: 'Toque aqui para ativar o som dos alertas' });
  // Nothing waits: nothing rings, nothing to ask.
  await expect(sino).toHaveAttribute('data-alerta-sonoro', 'nenhum');
  await expect(ativar).toBeHidden();

  const pedido = await pedidoPelaApi(request, cliente.token);
  try {
    await expect(cardDoPedido(page, pedido.id)).toBeVisible(AO_VIVO);
    await expect(sino).toHaveAttribute('data-alerta-sonoro', 'pedido');
    // No tap on this page yet: the browser holds the chime back, and the board asks.
    await expect(ativar).toBeVisible();
    expect((await ativar.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: info.outputPath(`quadro-ativar-som-${info.project.name}.png`) });

    await ativar.click();
    await expect(ativar).toBeHidden();
    // Still ringing: the tap turned the sound on, not the alert off.
    await expect(sino).toHaveAttribute('data-alerta-sonoro', 'pedido');
  } finally {
    await mudarStatusPelaApi(request, equipe.token, pedido.id, 'cancelado');
  }
});
