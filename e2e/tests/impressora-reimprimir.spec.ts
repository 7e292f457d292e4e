import type { Pedido } from '@cardapio/shared-events';
import { iniciarImpressoraFalsa } from '../../testing/impressora-falsa';
import { agenteComImpressora } from '../support/agenteDeImpressao';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { pedidoPelaApi } from '../support/pedidos';

/**
 * Issue 30 §2: nothing prints twice unless someone asks. An order's kitchen ticket comes out of
 * the restaurant's printer once (the real agent CLI, the TCP fake printer decoding ESC/POS); on
 * the board, the order card's print menu offers 'Reimprimir na cozinha', and the printer prints
 * the ticket again headed 'REIMPRESSÃO'. 'Imprimir neste aparelho' draws the same ticket for the
 * browser's print.
 */

const CARGA = { timeout: 30_000 };

test('Reimprimir no quadro: o ticket sai de novo na impressora, marcado REIMPRESSÃO', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await abrirLoja(request);
  const gestao = await sessaoDaEquipe(request);
  const impressora = await iniciarImpressoraFalsa();
  const { limpar } = await agenteComImpressora(request, {
    token: gestao.token,
    servidor: String(info.project.use.baseURL),
    porta: impressora.porta,
    nome: 'Cozinha',
  });
  try {
    const cliente = await registrarPelaApi(request, {
      nome: 'Rita',
      sobrenome: 'Reimpressão',
      email: emailUnico(info, 'impressora-reimprimir'),
      senha: 'segredo123',
    });
    const pedido: Pedido = await pedidoPelaApi(request, cliente.token);
    const doPedido = () =>
      impressora.tickets().filter((t) => t.linhas.some((l) => l.trim() === `PEDIDO #${pedido.id}`));
    await expect.poll(() => doPedido().length, CARGA).toBe(1);
    expect(doPedido()[0]!.linhas.join('\n')).not.toContain('REIMPRESSÃO');

    await entrarComoEquipe(page, gestao);
    await page.goto('/dashboard/pedidos');
    await expect(page.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
    const imprimir = page.getByRole('button', { name: `Imprimir pedido #${pedido.id}` });
    // With a kitchen printer known (GET /api/impressoras/disponiveis), the button opens a menu.
    await expect(imprimir).toHaveAttribute('aria-haspopup', 'menu', CARGA);
    const caixa = await imprimir.boundingBox();
    expect(caixa!.height).toBeGreaterThanOrEqual(44);
    await imprimir.click();
    await expect(page.getByRole('menuitem', { name: 'Imprimir neste aparelho' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('quadro-menu-de-impressao.png') });
    await page.getByRole('menuitem', { name: `Reimprimir pedido #${pedido.id}` }).click();
    await avisoMostrado(page, 'Enviado para a impressora');
    await afastarDosAvisos(page);

    await expect.poll(() => doPedido().length, CARGA).toBe(2);
    const reimpresso = doPedido()[1]!;
    expect(reimpresso.linhas[0]!.trim()).toBe('REIMPRESSÃO');
    expect(reimpresso.cortado).toBe(true);
  } finally {
    await limpar(info);
    await impressora.parar();
  }
});
