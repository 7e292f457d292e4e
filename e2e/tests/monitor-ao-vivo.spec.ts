import { avisoMostrado, expect, test } from '../support/csp';
import type { Pedido } from '@cardapio/shared-events';
import { emailUnico, entrarPelaSessao } from '../support/helpers';
import {
  cardDoPedido,
  cozinhaSemPendencias,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { abrirLoja, clienteComCarrinho } from '../support/loja';
import { AO_VIVO, redeControlada, semRecarregar } from '../support/ao-vivo';
import { finalizarNaEntrega } from '../support/pedidos';

/**
 * The live kitchen (issue 4, staff-side §2 and DESIGN §3): a customer's order reaches the monitor
 * and the board at once, Preparar on the monitor reaches the customer and the board at once, a
 * waiter call alerts both, and a monitor that lost its connection catches up when it is back.
 * Each person has a browser context of their own, acting at the same time.
 */

test.describe('monitor da cozinha ao vivo', () => {
  // Three people and their browsers at once on a 2-core machine.
  test.setTimeout(120_000);

  test('pedido, Preparar e chamada de garçom chegam na hora em todas as telas', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    await cozinhaSemPendencias(request, equipe.token);
    const clienteSessao = await clienteComCarrinho(request, emailUnico(info, 'monitor'));
    const viewport = info.project.use.viewport ?? { width: 1440, height: 900 };

    const contextos = await Promise.all([
      browser.newContext({ viewport }),
      browser.newContext({ viewport: { width: 1440, height: 900 } }),
      browser.newContext({ viewport: { width: 1440, height: 900 } }),
    ]);
    const [cliente, monitor, quadro] = await Promise.all(contextos.map((c) => c.newPage()));
    await entrarPelaSessao(cliente!, clienteSessao);
    await entrarComoEquipe(monitor!, equipe);
    await entrarComoEquipe(quadro!, equipe);

    await monitor!.goto('/monitor');
    // First loads may be slow on a busy machine; what is timed is the push, below.
    const carga = { timeout: 30_000 };
    await expect(monitor!.getByRole('heading', { name: 'Monitor de Pedidos' })).toBeVisible(carga);
    await expect(
      monitor!.getByText(/Esta tela atualiza automaticamente a cada 15 segundos/),
    ).toBeVisible();
    await quadro!.goto('/dashboard/pedidos');
    await expect(quadro!.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(carga);
    await cliente!.goto('/menu/1');
    await expect(cliente!.getByTestId('empresa-nome')).toBeVisible(carga);
    const monitorRecarregou = semRecarregar(monitor!);
    const quadroRecarregou = semRecarregar(quadro!);
    // Both screens are connected before the order is placed (the push, not the polling, is tested).
    await expect(monitor!.getByTestId('conexao')).toHaveAttribute(
      'data-estado',
      'conectado',
      carga,
    );
    await expect(quadro!.getByTestId('conexao')).toHaveAttribute('data-estado', 'conectado', carga);

    // The customer places the order: the monitor and the board show it live.
    const pedido = await finalizarNaEntrega(cliente!);
    const noMonitor = cardDoPedido(monitor!, pedido.id);
    const noQuadro = cardDoPedido(quadro!, pedido.id);
    await expect(noMonitor).toBeVisible(AO_VIVO);
    await expect(noQuadro).toBeVisible(AO_VIVO);
    await expect(noMonitor).toHaveAttribute('data-status', 'pendente');
    await expect(noMonitor).toContainText('Entrega');
    await expect(noMonitor).toContainText('Marina Albuquerque Costa');
    await expect(noMonitor).toContainText('+ Bacon');
    await expect(noMonitor).toContainText('Pão bem tostado, por favor');
    await expect(noMonitor).toContainText('Cartão na entrega');
    // A new order rings until someone presses Preparar.
    const som = monitor!.getByRole('button', { name: /som dos alertas/ });
    await expect(som).toHaveAttribute('data-alerta-sonoro', 'pedido');

    // The customer's orders modal is open on the new order.
    const pedidos = cliente!.getByTestId('pedidos');
    const noCliente = pedidos.getByTestId(`pedido-${pedido.id}`);
    await expect(noCliente.getByTestId('status-do-pedido')).toHaveText('Pendente');

    // Preparar on the monitor: the customer and the board follow live.
    await noMonitor.getByRole('button', { name: 'Preparar' }).click();
    await expect(noCliente.getByTestId('status-do-pedido')).toHaveText('Preparando', AO_VIVO);
    await expect(noQuadro).toHaveAttribute('data-status', 'preparando', AO_VIVO);
    await expect(noQuadro.getByRole('button', { name: 'Pronto' })).toBeVisible();
    await expect(noQuadro.getByRole('button', { name: 'Preparar' })).toBeHidden();
    await expect(noMonitor).toHaveAttribute('data-status', 'preparando');
    await expect(som).toHaveAttribute('data-alerta-sonoro', 'nenhum');

    // Pronto on the board, Entregue on the monitor (its action of staff-side §4): the board,
    // which would dispatch it ('Saiu para Entrega'), follows.
    await noQuadro.getByRole('button', { name: 'Pronto' }).click();
    await expect(noMonitor).toHaveAttribute('data-status', 'pronto', AO_VIVO);
    await expect(noQuadro).toHaveAttribute('data-status', 'pronto', AO_VIVO);
    await expect(noQuadro.getByRole('button', { name: 'Saiu para Entrega' })).toBeVisible();
    await expect(noCliente.getByTestId('status-do-pedido')).toHaveText('Pronto', AO_VIVO);
    await noMonitor.getByRole('button', { name: 'Entregue' }).click();
    await expect(noMonitor).toBeHidden(AO_VIVO);
    await expect(noQuadro).toBeHidden(AO_VIVO);
    await monitor!.getByRole('button', { name: /Entregues \(\d+\)/ }).click();
    await expect(noMonitor).toHaveAttribute('data-status', 'entregue');
    // No status action left: only the WhatsApp link and the print menu (a receipt may be asked).
    await expect(noMonitor.getByRole('button')).toHaveCount(2);
    await expect(
      noMonitor.getByRole('button', { name: `Imprimir pedido #${pedido.id}` }),
    ).toBeVisible();
    await quadro!.getByText(/Mostrar concluídos/).click();
    await expect(noQuadro).toHaveAttribute('data-status', 'entregue');

    // A waiter call from the menu: an alert on the monitor and the board live.
    await pedidos.getByRole('button', { name: 'Fechar janela' }).click();
    if (info.project.name === 'phone') {
      await cliente!.getByRole('button', { name: 'Abrir categorias' }).click();
    }
    await cliente!
      .getByRole('button', { name: /Chamar Garçom/ })
      .filter({ visible: true })
      .first()
      .click();
    const chamar = cliente!.getByTestId('chamar-garcom');
    // A table of the demo company (1 to 8): a call must name one of them.
    const mesa = info.project.name === 'phone' ? '7' : '8';
    await chamar.getByLabel('Número da mesa').fill(mesa);
    const criada = cliente!.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/chamar-garcom',
    );
    await chamar.getByRole('button', { name: 'Chamar Garçom' }).click();
    // The wait counts from the server's answer: the push, not the request, is what is awaited.
    expect((await criada).status()).toBe(201);
    const chamadaMonitor = monitor!.getByLabel('Chamadas de garçom').getByText(`Mesa ${mesa}`);
    await expect(chamadaMonitor).toBeVisible(AO_VIVO);
    await expect(quadro!.getByLabel('Chamadas de garçom').getByText(`Mesa ${mesa}`)).toBeVisible(
      AO_VIVO,
    );
    await expect(monitor!.getByText(`Mesa ${mesa} está chamando o garçom`)).toBeVisible();
    await expect(som).toHaveAttribute('data-alerta-sonoro', 'chamada');

    // Atendida on the board: the call leaves the monitor at once, with its toast.
    const cartaoChamada = quadro!
      .getByLabel('Chamadas de garçom')
      .getByTestId(/^chamada-/)
      .filter({ hasText: `Mesa ${mesa}` });
    await cartaoChamada.getByRole('button', { name: 'Atendida' }).click();
    await avisoMostrado(quadro!, 'Status da chamada atualizado com sucesso!');
    await expect(chamadaMonitor).toBeHidden(AO_VIVO);
    await expect(monitor!.getByText(`Mesa ${mesa} está chamando o garçom`)).toBeHidden();

    expect(monitorRecarregou()).toBe(false);
    expect(quadroRecarregou()).toBe(false);
    await Promise.all(contextos.map((c) => c.close()));
  });

  test('monitor sem conexão mostra o aviso e alcança as mudanças ao reconectar', async ({
    page,
    request,
  }, info) => {
    const tokenEquipe = await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const cliente = await clienteComCarrinho(request, emailUnico(info, 'reconexao'));
    const resposta = await request.post('/api/pedidos', {
      headers: { Authorization: `Bearer ${cliente.token}` },
      data: {
        mesa: 'Entrega',
        tipo_pedido: 'entrega',
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'pix' },
        dados_cliente: {
          endereco: {
            rua: 'Rua Felipe Schmidt',
            numero_casa: '100',
            bairro: 'Centro',
            cep: '88010001',
            cidade: 'Florianópolis',
            estado: 'SC',
          },
        },
      },
    });
    expect(resposta.status(), await resposta.text()).toBe(201);
    const pedido = (await resposta.json()) as Pedido;

    // The monitor's WebSocket goes through a switch the test controls, on from the start.
    const rede = await redeControlada(page);
    rede.ligar();
    await entrarComoEquipe(page, equipe);
    await page.goto('/monitor');
    const card = cardDoPedido(page, pedido.id);
    await expect(card).toHaveAttribute('data-status', 'pendente');
    const conexao = page.getByTestId('conexao');
    await expect(conexao).toHaveAttribute('data-estado', 'conectado');

    // The connection drops: the screen says so, and an order changes meanwhile.
    await rede.desligar();
    await expect(page.getByText('Conexão perdida — tentando reconectar…')).toBeVisible();
    await mudarStatusPelaApi(request, tokenEquipe, pedido.id, 'preparando');

    // Back online: the monitor reconnects by itself and refetches what it missed.
    rede.ligar();
    await expect(conexao).toHaveAttribute('data-estado', 'conectado', { timeout: 15_000 });
    await expect(card).toHaveAttribute('data-status', 'preparando', { timeout: 2000 });
    await expect(page.getByText('Conexão perdida — tentando reconectar…')).toBeHidden();
  });

  test('sem sessão da equipe o monitor pede acesso; uma tela da cozinha entra com o próprio token', async ({
    page,
    request,
  }) => {
    await page.goto('/monitor');
    await expect(page.getByRole('link', { name: 'Entrar como equipe' })).toBeVisible();
    await expect(page.getByTestId('contador-ativos')).toBeHidden();

    const equipe = await sessaoDaEquipe(request);
    const criada = await request.post('/api/monitor/telas', {
      headers: { Authorization: `Bearer ${equipe.token}` },
      data: { nome: 'Cozinha E2E' },
    });
    expect(criada.status()).toBe(201);
    const { token, tela } = (await criada.json()) as { token: string; tela: { id: number } };

    await page.goto(`/monitor#tela=${token}`);
    await expect(page.getByTestId('contador-ativos')).toBeVisible();
    await expect(page).toHaveURL(/\/monitor$/); // the token left the address bar
    await page.reload();
    await expect(page.getByTestId('contador-ativos')).toBeVisible();

    // Revoked: the screen loses access on its next call and asks again.
    const revogada = await request.delete(`/api/monitor/telas/${tela.id}`, {
      headers: { Authorization: `Bearer ${equipe.token}` },
    });
    expect(revogada.ok()).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Entrar como equipe' })).toBeVisible();
  });
});
