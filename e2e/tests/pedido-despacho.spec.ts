import type { Locator, Page, TestInfo } from '@playwright/test';
import type { FreteConfigResposta, Pedido, PedidoHistoricoEntrada } from '@cardapio/shared-events';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import { cardDoPedido, entrarComoEquipe, sessaoDaEquipe } from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja, clienteComCarrinho } from '../support/loja';
import { abrirMeusPedidos, aparelho, finalizarNaEntrega, pedidoPelaApi } from '../support/pedidos';

/**
 * Issue 26: the board finishes every order. A delivery goes Pendente → Preparando → Pronto →
 * 'Saiu para Entrega' → 'Entregue' on the board while the customer's tracker, in a browser of
 * their own, follows each step live with its label and percentage; a pickup ends 'Retirado'.
 * On the way, the customer's cancel dialog tells the order's real status and the dashboard's
 * 'Pedidos Recentes' labels the pickup 'Retirada'.
 */

const CARGA = { timeout: 30_000 };

/** The customer's tracker: its bar's value, the step in progress, the steps reached. */
async function esperarRastreio(
  card: Locator,
  esperado: { progresso: number; atual: string | null; concluidas: number; etapas: string[] },
) {
  const rastreio = card.getByTestId('rastreio');
  await expect(rastreio.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(esperado.progresso),
    AO_VIVO,
  );
  await expect(rastreio.getByText(`${esperado.progresso}%`)).toBeVisible();
  await expect(rastreio.getByRole('listitem')).toHaveText(
    esperado.etapas.map((nome) => new RegExp(`^${nome}`)),
  );
  const atual = rastreio.locator('[aria-current="step"]');
  if (esperado.atual === null) {
    await expect(atual).toHaveCount(0);
  } else {
    await expect(atual).toContainText(esperado.atual);
    await expect(atual).toContainText('Em andamento...');
  }
  await expect(rastreio.locator('[data-concluida]')).toHaveCount(esperado.concluidas);
}

/** The status buttons of a board card (WhatsApp and payment details aside). */
const acoes = (card: Locator) => card.getByTestId('acoes-do-pedido').getByRole('button');

/** A status button of a board card, pressed as a person would (no toast in the way). */
async function pressionar(card: Locator, nome: string) {
  await afastarDosAvisos(card.page());
  await card.getByRole('button', { name: nome }).click();
}

async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({ path: info.outputPath(`${nome}-${info.project.name}.png`) });
}

async function historico(page: Page, token: string, id: number) {
  const resposta = await page.request.get(`/api/pedidos/${id}/historico`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.ok()).toBeTruthy();
  return (await resposta.json()) as PedidoHistoricoEntrada[];
}

test.describe('o quadro leva o pedido até o fim', () => {
  // Two people and their browsers at once on a 2-core machine.
  test.setTimeout(150_000);

  test('entrega: do Pendente ao Entregue no quadro, com o cliente acompanhando ao vivo', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const clienteSessao = await clienteComCarrinho(request, emailUnico(info, 'despacho'));
    const contextos = await Promise.all([
      browser.newContext(aparelho(info)),
      browser.newContext(aparelho(info)),
    ]);
    const [cliente, quadro] = await Promise.all(contextos.map((c) => c.newPage()));
    await entrarPelaSessao(cliente!, clienteSessao);
    await entrarComoEquipe(quadro!, equipe);

    await quadro!.goto('/dashboard/pedidos');
    await expect(quadro!.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
    await expect(quadro!.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', CARGA);
    await cliente!.goto('/menu/1');
    await expect(cliente!.getByTestId('empresa-nome')).toBeVisible(CARGA);
    const quadroRecarregou = semRecarregar(quadro!);
    const clienteRecarregou = semRecarregar(cliente!);

    // The customer orders; the board shows it live, the orders modal opens on it.
    const pedido = await finalizarNaEntrega(cliente!);
    const noQuadro = cardDoPedido(quadro!, pedido.id);
    await expect(noQuadro).toHaveAttribute('data-status', 'pendente', AO_VIVO);
    const noCliente = cliente!.getByTestId('pedidos').getByTestId(`pedido-${pedido.id}`);
    const status = noCliente.getByTestId('status-do-pedido');
    await expect(status).toHaveText('Pendente');
    const etapas = ['Pedido Recebido', 'Preparando', 'Pronto', 'Saiu para Entrega', 'Entregue'];
    await esperarRastreio(noCliente, {
      progresso: 25,
      atual: 'Pedido Recebido',
      concluidas: 1,
      etapas,
    });

    await pressionar(noQuadro, 'Preparar');
    await expect(status).toHaveText('Preparando', AO_VIVO);
    await esperarRastreio(noCliente, { progresso: 50, atual: 'Preparando', concluidas: 2, etapas });

    // Ready: the card keeps its next step on the board instead of losing its buttons.
    await pressionar(noQuadro, 'Pronto');
    await expect(status).toHaveText('Pronto', AO_VIVO);
    await esperarRastreio(noCliente, { progresso: 75, atual: 'Pronto', concluidas: 3, etapas });
    await expect(noQuadro).toHaveAttribute('data-status', 'pronto');
    await expect(acoes(noQuadro)).toHaveText([/Saiu para Entrega/, /Entregue/, /Cancelar/]);
    await foto(quadro!, info, 'quadro-pronto');

    // The customer thinks of cancelling: the dialog says the order is ready, payment pending.
    await noCliente.getByRole('button', { name: 'Cancelar' }).click();
    const cancelar = cliente!.getByTestId('cancelar-pedido');
    await expect(cancelar.getByTestId('status-no-cancelamento')).toHaveText('Pronto');
    await expect(cancelar.getByTestId('pagamento-no-cancelamento')).toHaveText('Pendente');
    await foto(cliente!, info, 'cancelar-pronto');
    await cancelar.getByRole('button', { name: 'Voltar' }).click();
    await expect(cancelar).toBeHidden();

    await pressionar(noQuadro, 'Saiu para Entrega');
    await avisoMostrado(quadro!, 'Status atualizado com sucesso!');
    await expect(status).toHaveText('Saiu para Entrega', AO_VIVO);
    await esperarRastreio(noCliente, {
      progresso: 90,
      atual: 'Saiu para Entrega',
      concluidas: 4,
      etapas,
    });
    await expect(noQuadro).toHaveAttribute('data-status', 'saiu_para_entrega');
    await expect(acoes(noQuadro)).toHaveText([/Entregue/]);
    await noCliente.scrollIntoViewIfNeeded();
    await foto(cliente!, info, 'rastreio-saiu-para-entrega');
    await foto(quadro!, info, 'quadro-saiu-para-entrega');

    await pressionar(noQuadro, 'Entregue');
    await expect(status).toHaveText('Entregue', AO_VIVO);
    await esperarRastreio(noCliente, { progresso: 100, atual: null, concluidas: 5, etapas });
    await expect(noCliente.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(noQuadro).toBeHidden(AO_VIVO);
    await quadro!.getByText(/Mostrar concluídos/).click();
    await expect(noQuadro).toHaveAttribute('data-status', 'entregue');
    await expect(acoes(noQuadro)).toHaveCount(0);
    await foto(cliente!, info, 'rastreio-entregue');

    // Every step is in the order's history with who made it.
    expect(
      (await historico(quadro!, equipe.token, pedido.id)).map((h) => [h.para, h.autor_tipo]),
    ).toEqual([
      ['pendente', 'cliente'],
      ['preparando', 'equipe'],
      ['pronto', 'equipe'],
      ['saiu_para_entrega', 'equipe'],
      ['entregue', 'equipe'],
    ]);
    expect(quadroRecarregou()).toBe(false);
    expect(clienteRecarregou()).toBe(false);
    await Promise.all(contextos.map((c) => c.close()));
  });

  test('retirada: o quadro termina em Retirado, o painel diz Retirada e o cliente vê Retirado', async ({
    browser,
    request,
  }, info) => {
    const token = await abrirLoja(request);
    const autorizacao = { Authorization: `Bearer ${token}` };
    const original = (await (
      await request.get('/api/frete/config', { headers: autorizacao })
    ).json()) as FreteConfigResposta;
    const salvar = async (aceita_retirada: boolean) => {
      const resposta = await request.put('/api/frete/config', {
        headers: autorizacao,
        data: { ...original, aceita_retirada },
      });
      expect(resposta.ok(), await resposta.text()).toBeTruthy();
    };
    await salvar(true);
    const contextos = await Promise.all([
      browser.newContext(aparelho(info)),
      browser.newContext(aparelho(info)),
    ]);
    try {
      const clienteSessao = await registrarPelaApi(request, {
        nome: 'Rita',
        sobrenome: 'Balcão',
        email: emailUnico(info, 'retirada'),
        senha: 'segredo123',
      });
      const pedido: Pedido = await pedidoPelaApi(request, clienteSessao.token, 'retirada');
      expect(pedido.tipo_pedido).toBe('retirada');
      const equipe = await sessaoDaEquipe(request);
      const [cliente, quadro] = await Promise.all(contextos.map((c) => c.newPage()));
      await entrarPelaSessao(cliente!, clienteSessao);
      await entrarComoEquipe(quadro!, equipe);

      // The dashboard's timeline labels it a pickup, not a delivery.
      await quadro!.goto('/dashboard');
      const recente = quadro!
        .getByRole('list', { name: 'Pedidos Recentes' })
        .getByRole('listitem')
        .filter({ hasText: `Pedido #${pedido.id}` });
      await expect(recente).toContainText('Rita Balcão · Retirada', CARGA);
      await expect(recente).not.toContainText('· Entrega');

      await quadro!.goto('/dashboard/pedidos');
      const noQuadro = cardDoPedido(quadro!, pedido.id);
      await expect(noQuadro).toContainText('Retirada', CARGA);
      await pressionar(noQuadro, 'Preparar');
      await expect(noQuadro).toHaveAttribute('data-status', 'preparando');
      await pressionar(noQuadro, 'Pronto');
      await expect(noQuadro).toHaveAttribute('data-status', 'pronto');
      // Picked up at the counter: no 'Saiu para Entrega' for a pickup.
      await expect(acoes(noQuadro)).toHaveText([/Retirado/, /Cancelar/]);
      await foto(quadro!, info, 'quadro-retirada-pronto');

      await cliente!.goto('/menu/1');
      await expect(cliente!.getByTestId('empresa-nome')).toBeVisible(CARGA);
      const pedidos = await abrirMeusPedidos(cliente!, info);
      const noCliente = pedidos.getByTestId(`pedido-${pedido.id}`);
      const etapas = ['Pedido Recebido', 'Preparando', 'Pronto', 'Retirado'];
      await esperarRastreio(noCliente, { progresso: 75, atual: 'Pronto', concluidas: 3, etapas });

      await pressionar(noQuadro, 'Retirado');
      await expect(noCliente.getByTestId('status-do-pedido')).toHaveText('Retirado', AO_VIVO);
      await esperarRastreio(noCliente, { progresso: 100, atual: null, concluidas: 4, etapas });
      await expect(noQuadro).toBeHidden(AO_VIVO);
      await quadro!.getByText(/Mostrar concluídos/).click();
      await expect(noQuadro).toHaveAttribute('data-status', 'entregue');
      await expect(noQuadro.getByText('Retirado', { exact: true })).toBeVisible();
      await foto(cliente!, info, 'rastreio-retirado');
    } finally {
      await salvar(original.aceita_retirada);
      await Promise.all(contextos.map((c) => c.close()));
    }
  });
});
