import { expect, test, type APIRequestContext } from '@playwright/test';
import type { FreteConfigResposta } from '@cardapio/shared-events';
import {
  cardDoPedido,
  entrarComoEquipe,
  mudarStatusPelaApi,
  sessaoDaEquipe,
} from '../support/equipe';
import { emailUnico, entrarPelaSessao } from '../support/helpers';
import { abrirLoja, clienteComCarrinho } from '../support/loja';
import { pagarNaEntregaComCartao } from '../support/pedidos';

/**
 * The freight screen (issue 14): the gestão adds a delivery neighbourhood and quotes with it; an
 * address outside the area blocks checkout in the cart; with pickup on, a customer orders
 * 'Retirar no local' and the monitor labels it 'Retirada'. The company's freight settings and
 * neighbourhoods are put back as they were: other journeys depend on the demo freight.
 */

const autorizado = (token: string) => ({ Authorization: `Bearer ${token}` });

async function lerConfig(request: APIRequestContext, token: string) {
  const r = await request.get('/api/frete/config', { headers: autorizado(token) });
  expect(r.status()).toBe(200);
  return (await r.json()) as FreteConfigResposta;
}

async function salvarConfig(
  request: APIRequestContext,
  token: string,
  { bairros: _bairros, ...config }: FreteConfigResposta,
) {
  const r = await request.put('/api/frete/config', { headers: autorizado(token), data: config });
  expect(r.status(), await r.text()).toBe(200);
}

test.describe('painel de frete', () => {
  let token: string;
  let original: FreteConfigResposta;

  test.beforeEach(async ({ request }) => {
    token = await abrirLoja(request);
    original = await lerConfig(request, token);
  });

  test.afterEach(async ({ request }) => {
    await salvarConfig(request, token, original);
    const idsOriginais = new Set(original.bairros.map((b) => b.id));
    for (const b of (await lerConfig(request, token)).bairros)
      if (!idsOriginais.has(b.id))
        await request.delete(`/api/frete/bairros/${b.id}`, { headers: autorizado(token) });
  });

  test('a gestão adiciona um bairro e o cálculo por endereço e por CEP o usa', async ({
    page,
    request,
  }, testInfo) => {
    const bairro = `Ingleses ${testInfo.project.name} ${Date.now() % 100_000}`;
    await entrarComoEquipe(page, await sessaoDaEquipe(request));
    await page.goto('/dashboard/frete');
    await expect(page.getByRole('heading', { name: 'Frete', exact: true })).toBeVisible();
    await expect(page.getByTestId('info-frete')).toContainText('R$ 5,00');

    // Before: outside the area, with the reason.
    const porEndereco = page.getByTestId('frete-por-endereco');
    await porEndereco.getByLabel('Rua').fill('Rua das Gaivotas');
    await porEndereco.getByLabel('Número').fill('120');
    await porEndereco.getByLabel('Bairro').fill(bairro);
    await porEndereco.getByLabel('CEP').fill('88058500');
    await expect(porEndereco.getByLabel('CEP')).toHaveValue('88058-500');
    await porEndereco.getByRole('button', { name: 'Calcular Frete' }).click();
    await expect(porEndereco.getByTestId('resultado-fora-da-area')).toContainText(
      `Não entregamos no bairro ${bairro}`,
    );

    const bairros = page.getByTestId('bairros-de-entrega');
    await bairros.getByRole('button', { name: 'Novo Bairro' }).click();
    const form = page.getByTestId('bairro-form');
    await form.getByLabel('Bairro').fill(bairro);
    await form.getByLabel('Distância (km)').fill('12');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(bairros.getByTestId('bairro-card').filter({ hasText: bairro })).toContainText(
      '12 km',
    );

    // The same address again: 12 km is R$ 5,00 + 7 km × R$ 1,50.
    await porEndereco.getByLabel('Número').fill('121');
    await porEndereco.getByRole('button', { name: 'Calcular Frete' }).click();
    const resultado = porEndereco.getByTestId('resultado-frete');
    await expect(resultado).toContainText('R$ 15,50');
    await expect(resultado).toContainText('12 km');

    const porCep = page.getByTestId('frete-por-cep');
    await porCep.getByLabel('CEP *', { exact: true }).fill('8805');
    await porCep.getByRole('button', { name: 'Estimar' }).click();
    await expect(porCep.getByText('Digite um CEP válido')).toBeVisible();
    await porCep.getByLabel('CEP *', { exact: true }).fill('88058500');
    await porCep.getByLabel('Bairro do CEP').fill(bairro.toUpperCase());
    await porCep.getByRole('button', { name: 'Estimar' }).click();
    await expect(porCep.getByTestId('resultado-frete')).toContainText('R$ 15,50');

    await page.screenshot({ path: testInfo.outputPath('frete.png'), fullPage: true });
  });

  test('endereço fora da área: aviso no carrinho e Finalizar Pedido bloqueado', async ({
    page,
    request,
  }, testInfo) => {
    const sessao = await clienteComCarrinho(request, emailUnico(testInfo, 'frete-fora'));
    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
    const carrinho = page.getByTestId('carrinho');
    await carrinho.getByRole('button', { name: 'Alterar' }).click();
    await carrinho.getByLabel('Bairro').fill(`Ingleses Norte ${Date.now() % 100_000}`);
    await carrinho.getByRole('button', { name: 'Calcular Frete' }).click();

    await expect(carrinho.getByTestId('fora-da-area')).toContainText('Fora da Área de Entrega');
    await expect(carrinho.getByTestId('motivo-bloqueio')).toContainText(
      'Pedido bloqueado: Não entregamos no bairro Ingleses Norte',
    );
    await expect(carrinho.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('carrinho-fora.png') });
  });

  test('com retirada ativa o cliente pede para retirar e o monitor mostra Retirada', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await salvarConfig(request, token, { ...original, aceita_retirada: true });
    const sessao = await clienteComCarrinho(request, emailUnico(testInfo, 'frete-retirada'));
    await entrarPelaSessao(page, sessao);
    await page.goto('/menu/1');
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
    const carrinho = page.getByTestId('carrinho');
    await carrinho.getByRole('button', { name: 'Retirar no local' }).click();
    await expect(carrinho.getByTestId('retirada-no-local')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('carrinho-retirada.png') });
    await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();

    await expect(page.getByTestId('pagamento').getByText('Retirar no local')).toBeVisible();
    const pedido = await pagarNaEntregaComCartao(page);
    expect(pedido).toMatchObject({ tipo_pedido: 'retirada', valor_frete: 0 });

    const contexto = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    try {
      const monitor = await contexto.newPage();
      await entrarComoEquipe(monitor, await sessaoDaEquipe(request));
      await monitor.goto('/monitor');
      const card = cardDoPedido(monitor, pedido.id);
      await expect(card).toContainText('Retirada');
      await expect(card).toContainText('Retirar no local');
      await monitor.screenshot({ path: testInfo.outputPath('monitor-retirada.png') });
    } finally {
      await contexto.close();
      // Off the kitchen's screen for the journeys that follow.
      await mudarStatusPelaApi(request, token, pedido.id, 'cancelado');
    }
  });
});
