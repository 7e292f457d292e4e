import type { LoginResposta, MenuResposta, PagarPixResposta } from '@cardapio/shared-events';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { expect, test } from '../support/csp';
import { restauranteAbertoPelaApi } from '../support/cadastro';
import { E2E_SMTP_PORT, portaDoProjeto } from '../support/env';
import { cardDoPedido, entrarComoEquipe } from '../support/equipe';
import { emailUnico } from '../support/helpers';

/**
 * 'Simular pagamento aprovado/rejeitado' belong to the demo store (issue 26 §3; its monitor is
 * proven in pedido-pix.spec.ts). A restaurant that signed itself up, without a Mercado Pago
 * account, has the same local PIX; its monitor shows the order waiting for it with no way to
 * mark it paid by a click, and the server refuses the click anyway.
 */

const CARGA = { timeout: 30_000 };
let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await startMailbox(portaDoProjeto(E2E_SMTP_PORT, test.info().project.name));
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('numa empresa cadastrada o monitor não oferece Simular pagamento', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const dono = await restauranteAbertoPelaApi(request, mailbox, info);
  const empresaId = dono.empresa.id;

  // A customer of the new company pays a pickup by PIX on the site.
  const registro = await request.post('/api/auth/registro', {
    data: {
      nome: 'Paula',
      sobrenome: 'Pix',
      email: emailUnico(info, 'pix-real'),
      senha: 'segredo1',
      telefone: '48998887766',
      rua: 'Rua Bocaiúva',
      numero_casa: '20',
      bairro: 'Centro',
      cep: '88015530',
      empresa_id: empresaId,
    },
  });
  expect(registro.status(), await registro.text()).toBe(201);
  const cliente = (await registro.json()) as LoginResposta;
  const headers = { Authorization: `Bearer ${cliente.token}` };
  const menu = (await (await request.get(`/api/menu/${empresaId}`)).json()) as MenuResposta;
  const produto = menu.produtos.find((p) => !p.tem_opcoes)!;
  const item = await request.post(`/api/carrinho/${empresaId}/adicionar`, {
    headers,
    data: { produto_id: produto.id, quantidade: 1 },
  });
  expect(item.status(), await item.text()).toBe(201);
  const criado = await request.post('/api/mercadopago/pagar-pix', {
    headers,
    data: { empresa_id: empresaId, tipo_pedido: 'retirada' },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const pix = (await criado.json()) as PagarPixResposta;
  expect(pix).toMatchObject({ provedor: 'local', status: 'pending' });

  await entrarComoEquipe(page, dono);
  // The monitor decides from the provider's status (its `simulacao`): the check below waits for it.
  const provedor = page.waitForResponse((r) =>
    r.url().includes(`/api/mercadopago/status?empresa_id=${empresaId}`),
  );
  await page.goto('/monitor');
  const card = cardDoPedido(page, pix.pedido_id);
  await expect(card.getByTestId('status-pagamento')).toHaveText('Pagamento pendente', CARGA);
  await expect(card).toContainText('Pagamento pelo site');
  expect(await (await provedor).json()).toMatchObject({ provedor: 'local', simulacao: false });
  await expect(card.getByRole('button', { name: /Simular pagamento/ })).toHaveCount(0);
  await expect(page.getByTestId('simular-pagamento')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`monitor-sem-simular-${info.project.name}.png`) });

  // And the server refuses the click a page could still send.
  const simulado = await request.post(`/api/mercadopago/simular/${pix.payment_id}`, {
    headers: { Authorization: `Bearer ${dono.token}` },
    data: { status: 'approved' },
  });
  expect(simulado.status()).toBe(403);
  expect(await simulado.json()).toEqual({
    erro: 'A simulação de pagamento só existe na loja de demonstração',
  });
});
