import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  MENSAGENS_ENTREGADORES,
  type AcaoDaEntregaResposta,
  type AcertoDoDia,
  type EntregadorAdmin,
  type PedidoHistoricoEntrada,
} from '@cardapio/shared-events';
import { afastarDosAvisos, avisoMostrado, expect, test } from '../support/csp';
import { AO_VIVO, semRecarregar } from '../support/ao-vivo';
import {
  cardDoPedido,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { emailUnico, entrarPelaSessao, registrarPelaApi } from '../support/helpers';
import { abrirLoja } from '../support/loja';
import { abrirMeusPedidos, aparelho, pedidoPelaApi } from '../support/pedidos';

/**
 * Issue 32 §1: the store's own couriers. Staff dispatch two ready deliveries to a courier from
 * the board (route order = the order ticked); the courier's phone, opened by its link, shows
 * both; a tap on 'Entregue' with no signal is kept on the phone and, once it is back online,
 * reaches the board and the customer's 'Meus Pedidos' live, recorded once. 'Não entregue' sends
 * the other back to the board with its reason; a new link retires the old one.
 */

const CARGA = { timeout: 30_000 };
const CELULAR = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function foto(page: Page, info: TestInfo, nome: string) {
  await page.screenshot({ path: info.outputPath(`${nome}-${info.project.name}.png`) });
}

async function historico(request: APIRequestContext, token: string, id: number) {
  const resposta = await request.get(`/api/pedidos/${id}/historico`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.ok(), await resposta.text()).toBeTruthy();
  return (await resposta.json()) as PedidoHistoricoEntrada[];
}

/**
 * From now on, the instant (Date.now(), this machine's clock) the element first matched
 * `seletor` with that attribute or text: when a push changed it on an open page.
 */
async function marcarMudanca(
  page: Page,
  nome: string,
  alvo: { seletor: string; atributo?: string; valor: string },
) {
  await page.evaluate(
    ({ nome, alvo }) => {
      const w = window as unknown as { mudancas?: Record<string, number> };
      const mudancas = (w.mudancas ??= {});
      const conferir = () => {
        if (nome in mudancas) return;
        const el = document.querySelector(alvo.seletor);
        const atual = alvo.atributo ? el?.getAttribute(alvo.atributo) : el?.textContent?.trim();
        if (atual === alvo.valor) mudancas[nome] = Date.now();
      };
      new MutationObserver(conferir).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
    },
    { nome, alvo },
  );
}

const mudancaEm = (page: Page, nome: string) =>
  page.evaluate(
    (n) => (window as unknown as { mudancas?: Record<string, number> }).mudancas?.[n],
    nome,
  );

const idsEmOrdem = (lista: Locator) =>
  lista.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

test.describe('entregadores', () => {
  // Three browsers at once (board, customer, courier's phone) on a 2-core machine.
  test.setTimeout(180_000);

  test('despacho pelo quadro, celular sem sinal, entregue uma vez e ao vivo', async ({
    browser,
    request,
  }, info) => {
    await abrirLoja(request);
    const equipe = await sessaoDaEquipe(request);
    const autorizacao = { Authorization: `Bearer ${equipe.token}` };
    const sufixo = String(Date.now()).slice(-7);

    // A courier (fee typed the Brazilian way), a customer and two ready deliveries.
    const criado = await request.post('/api/entregadores', {
      headers: autorizacao,
      data: {
        nome: `Motoboy ${info.project.name} ${sufixo.slice(-3)}`,
        telefone: `(48) 98${sufixo}`,
        veiculo: 'moto',
        taxa_por_entrega: '7,50',
      },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    const entregador = (await criado.json()) as EntregadorAdmin;
    expect(entregador.taxa_por_entrega).toBe(7.5);
    const clienteSessao = await registrarPelaApi(request, {
      nome: 'Rita',
      sobrenome: 'Entrega',
      email: emailUnico(info, 'entregador'),
      senha: 'segredo123',
      telefone: `4899${sufixo}`,
    });
    const a = await pedidoPelaApi(request, clienteSessao.token);
    const b = await pedidoPelaApi(request, clienteSessao.token);
    for (const pedido of [a, b])
      for (const status of ['preparando', 'pronto'])
        await mudarStatusPelaApi(request, equipe.token, pedido.id, status);

    const contextos = await Promise.all([
      browser.newContext(aparelho(info)),
      browser.newContext(aparelho(info)),
      browser.newContext({ ...CELULAR, deviceScaleFactor: 2 }),
    ]);
    const ctxCelular = contextos[2]!;
    try {
      const [quadro, cliente, celular] = await Promise.all(contextos.map((c) => c.newPage()));
      await entrarComoEquipe(quadro!, equipe);
      await entrarPelaSessao(cliente!, clienteSessao);

      // The board: both ready, each with 'Despachar'; the header offers all ready ones.
      await quadro!.goto('/dashboard/pedidos');
      await expect(quadro!.getByRole('heading', { name: 'Pedidos Delivery' })).toBeVisible(CARGA);
      await expect(quadro!.getByTestId('conexao')).toHaveAttribute(
        'data-estado',
        'conectado',
        CARGA,
      );
      const noQuadroA = cardDoPedido(quadro!, a.id);
      const noQuadroB = cardDoPedido(quadro!, b.id);
      await expect(noQuadroA).toHaveAttribute('data-status', 'pronto');
      await expect(noQuadroA.getByTestId('despachar-pedido')).toBeVisible();
      // The one-click step without a courier is still there.
      await expect(
        noQuadroA.getByTestId('acoes-do-pedido').getByRole('button', { name: 'Saiu para Entrega' }),
      ).toBeVisible();
      // Delivered orders stay on screen (the journey watches them arrive at 'entregue').
      await quadro!.getByText(/Mostrar concluídos/).click();
      const quadroRecarregou = semRecarregar(quadro!);

      // 'Despachar pedidos prontos': B first, then A (the route), to the new courier.
      await afastarDosAvisos(quadro!);
      await quadro!.getByTestId('despachar-prontos').click();
      const dialogo = quadro!.getByTestId('despachar-dialog');
      await dialogo.getByTestId(`despachar-${b.id}`).click();
      await dialogo.getByTestId(`despachar-${a.id}`).click();
      await expect(dialogo.getByTestId(`despachar-${b.id}`).getByTestId('parada')).toHaveText(
        '1ª parada',
      );
      await expect(dialogo.getByTestId(`despachar-${a.id}`).getByTestId('parada')).toHaveText(
        '2ª parada',
      );
      await dialogo.getByText(entregador.nome, { exact: true }).click();
      await expect(dialogo.getByRole('radio', { name: new RegExp(entregador.nome) })).toBeChecked();
      await foto(quadro!, info, 'quadro-despachar');
      await dialogo.getByRole('button', { name: 'Despachar 2 pedidos' }).click();
      await avisoMostrado(quadro!, `2 pedidos saíram com ${entregador.nome}`);
      await expect(dialogo).toBeHidden();
      for (const card of [noQuadroA, noQuadroB]) {
        await expect(card).toHaveAttribute('data-status', 'saiu_para_entrega');
        await expect(card.getByTestId('saiu-com')).toHaveText(`Saiu com ${entregador.nome}`);
      }

      // The customer's 'Meus Pedidos': out with the courier, by name.
      await cliente!.goto('/menu/1');
      await expect(cliente!.getByTestId('empresa-nome')).toBeVisible(CARGA);
      const meusPedidos = await abrirMeusPedidos(cliente!, info);
      const noClienteA = meusPedidos.getByTestId(`pedido-${a.id}`);
      await expect(noClienteA.getByTestId('status-do-pedido')).toHaveText('Saiu para Entrega');
      await expect(noClienteA.getByTestId('entregador-do-pedido')).toHaveText(
        `Saiu para entrega com ${entregador.nome}`,
      );
      const clienteRecarregou = semRecarregar(cliente!);

      // The courier's phone, from the link: both, in route order, with what to collect.
      const caminho = new URL(entregador.link).pathname;
      await celular!.goto(caminho);
      await expect(celular!.getByRole('heading', { name: entregador.nome })).toBeVisible(CARGA);
      const emRota = celular!.getByRole('region', { name: 'Em rota' }).getByRole('article');
      await expect(emRota).toHaveCount(2);
      expect(await idsEmOrdem(emRota)).toEqual([`entrega-${b.id}`, `entrega-${a.id}`]);
      const entregaA = celular!.getByTestId(`entrega-${a.id}`);
      await expect(entregaA).toContainText('Rita Entrega');
      await expect(entregaA.getByTestId('cobranca')).toContainText('PIX na entrega');
      await expect(entregaA.getByTestId('cobranca')).toContainText('Cobrar R$');
      await expect(entregaA.getByRole('link', { name: /Ligar/ })).toHaveAttribute(
        'href',
        new RegExp(`^tel:\\+?(55)?4899${sufixo}$`),
      );
      await expect(entregaA.getByRole('link', { name: /Rua Felipe Schmidt/ })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await foto(celular!, info, 'celular-em-rota');

      // No signal: 'Entregue' is kept on the phone and shown done at once.
      await ctxCelular.setOffline(true);
      await entregaA.getByRole('button', { name: 'Entregue', exact: true }).click();
      await expect(celular!.getByTestId('aviso-da-fila')).toHaveText(
        'Sem conexão — 1 ação aguardando envio',
      );
      await expect(entregaA).toHaveAttribute('data-status', 'entregue');
      await expect(entregaA.getByTestId('aguardando-envio')).toBeVisible();
      await foto(celular!, info, 'celular-sem-sinal');
      // Nothing reached the store yet.
      await expect(noQuadroA).toHaveAttribute('data-status', 'saiu_para_entrega');

      // Back online: the queue goes at once, and both screens change live.
      await marcarMudanca(quadro!, 'quadro', {
        seletor: `[data-testid="pedido-${a.id}"]`,
        atributo: 'data-status',
        valor: 'entregue',
      });
      await marcarMudanca(cliente!, 'cliente', {
        seletor: `[data-testid="pedido-${a.id}"] [data-testid="status-do-pedido"]`,
        valor: 'Entregue',
      });
      const enviada = celular!.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/entregas/${a.id}/entregue`),
      );
      const voltou = Date.now();
      await ctxCelular.setOffline(false);
      // The phone sends its queue at once; from the server's answer, the push's usual wait.
      expect((await enviada).status()).toBe(200);
      const aceita = Date.now();
      await expect(noQuadroA).toHaveAttribute('data-status', 'entregue', AO_VIVO);
      await expect(noClienteA.getByTestId('status-do-pedido')).toHaveText('Entregue', AO_VIVO);
      const [noQuadroEm, noClienteEm] = await Promise.all([
        mudancaEm(quadro!, 'quadro'),
        mudancaEm(cliente!, 'cliente'),
      ]);
      info.annotations.push({
        type: 'latência de volta ao ar → tela',
        description: `envio aceito em ${aceita - voltou} ms; quadro ${noQuadroEm! - voltou} ms, cliente ${noClienteEm! - voltou} ms`,
      });
      await expect(celular!.getByTestId('aviso-da-fila')).toBeHidden(AO_VIVO);
      await expect(entregaA.getByTestId('aguardando-envio')).toBeHidden();
      expect(quadroRecarregou()).toBe(false);
      expect(clienteRecarregou()).toBe(false);

      // Exactly once: a replay of the same tap changes nothing; one 'entregue', by the courier.
      const token = caminho.split('/').pop()!;
      const replay = await request.post(`/api/entregador/${token}/entregas/${a.id}/entregue`, {
        data: {},
      });
      expect(replay.status(), await replay.text()).toBe(200);
      expect(((await replay.json()) as AcaoDaEntregaResposta).repetida).toBe(true);
      const entregues = (await historico(request, equipe.token, a.id)).filter(
        (h) => h.para === 'entregue',
      );
      expect(entregues.map((h) => h.autor_tipo)).toEqual(['entregador']);

      // 'Não entregue' with a reason: B is back on the board, ready, with the reason.
      const entregaB = celular!.getByTestId(`entrega-${b.id}`);
      await entregaB.getByRole('button', { name: 'Não entregue' }).click();
      const motivo = celular!.getByRole('alertdialog');
      await motivo.getByRole('button', { name: 'Cliente ausente' }).click();
      await foto(celular!, info, 'celular-nao-entregue');
      await motivo.getByRole('button', { name: 'Não entregue', exact: true }).click();
      await expect(entregaB).toHaveAttribute('data-status', 'nao_entregue');
      await expect(noQuadroB).toHaveAttribute('data-status', 'pronto', AO_VIVO);
      await expect(noQuadroB.getByTestId('nao-entregue-motivo')).toHaveText(
        'Não entregue: Cliente ausente',
      );
      await expect(noQuadroB.getByTestId('despachar-pedido')).toBeVisible();
      await expect(celular!.getByTestId('sem-entregas')).toBeVisible();
      await foto(celular!, info, 'celular-concluidas');
      await noQuadroB.scrollIntoViewIfNeeded();
      await foto(quadro!, info, 'quadro-nao-entregue');

      // The day's settlement: one delivered (the fee), one brought back.
      const acerto = (await (
        await request.get('/api/entregadores/acerto', { headers: autorizacao })
      ).json()) as AcertoDoDia;
      expect(acerto.entregadores.find((e) => e.entregador_id === entregador.id)).toMatchObject({
        entregas: 1,
        nao_entregues: 1,
        em_rota: 0,
        taxas: 7.5,
      });

      // The back office's page: the courier's row and the day's settlement.
      await quadro!.goto('/dashboard/entregadores');
      const linha = quadro!.getByTestId(`entregador-${entregador.id}`).filter({ visible: true });
      await expect(linha).toContainText(entregador.nome, CARGA);
      await expect(linha).toContainText('R$ 7,50');
      await expect(linha).toContainText(`(48) 98${sufixo.slice(0, 3)}-${sufixo.slice(3)}`);
      await expect(linha.getByTestId('em-rota')).toHaveText('Em rota: 0');
      await expect(quadro!.getByTestId('acerto-do-dia')).toContainText(entregador.nome);
      await foto(quadro!, info, 'painel-entregadores');
      await quadro!.getByTestId('acerto-do-dia').scrollIntoViewIfNeeded();
      await foto(quadro!, info, 'painel-acerto');

      // A new link retires the old one: the phone says so, full page.
      const novo = await request.post(`/api/entregadores/${entregador.id}/novo-link`, {
        headers: autorizacao,
      });
      expect(novo.ok(), await novo.text()).toBeTruthy();
      await celular!.reload();
      await expect(celular!.getByTestId('entregador-link-invalido')).toContainText(
        MENSAGENS_ENTREGADORES.linkInvalido,
        CARGA,
      );
      const novoCaminho = new URL(((await novo.json()) as EntregadorAdmin).link).pathname;
      await celular!.goto(novoCaminho);
      await expect(celular!.getByRole('heading', { name: entregador.nome })).toBeVisible(CARGA);
      await celular!.setViewportSize({ width: 1440, height: 900 });
      await foto(celular!, info, 'celular-1440');
    } finally {
      // B leaves the board (out without a courier, then delivered): later journeys count theirs.
      for (const status of ['saiu_para_entrega', 'entregue'])
        await request.put(`/api/pedidos/${b.id}/status`, {
          headers: autorizacao,
          data: { status },
        });
      await request.delete(`/api/entregadores/${entregador.id}`, { headers: autorizacao });
      await Promise.all(contextos.map((c) => c.close()));
    }
  });
});
