import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { MenuResposta, Pedido } from '@cardapio/shared-events';

/** The project's device (phone 390 px or desktop 1440 px), for a browser context of one's own. */
export function aparelho(info: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor };
}

/** Opens 'Meus Pedidos' from the menu page (behind the categories drawer on a phone). */
export async function abrirMeusPedidos(page: Page, info: TestInfo) {
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Abrir categorias' }).click();
    await page.getByRole('button', { name: 'Meus Pedidos' }).filter({ visible: true }).click();
  } else {
    await page.getByRole('button', { name: 'Meus Pedidos' }).click();
  }
  const pedidos = page.getByTestId('pedidos');
  await expect(pedidos.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
  return pedidos;
}

/** In the payment dialog: pay on delivery, by card, and confirm; answers the new order. */
export async function pagarNaEntregaComCartao(page: Page): Promise<Pedido> {
  const pagamento = page.getByTestId('pagamento');
  await pagamento.getByText('Pagar na Entrega').click();
  await pagamento.getByText('Cartão', { exact: true }).click();
  const resposta = page.waitForResponse(
    (r) => r.url().endsWith('/api/pedidos') && r.request().method() === 'POST',
  );
  await pagamento.getByRole('button', { name: /Confirmar Pedido/ }).click();
  const r = await resposta;
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as Pedido;
}

/** The customer pays on delivery with a card for the two items of their cart (clienteComCarrinho). */
export async function finalizarNaEntrega(page: Page): Promise<Pedido> {
  await page.getByRole('button', { name: /Abrir carrinho/ }).click();
  const carrinho = page.getByTestId('carrinho');
  await expect(carrinho.getByTestId('item-do-carrinho')).toHaveCount(2);
  await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();
  return pagarNaEntregaComCartao(page);
}

/**
 * An order of one Coca-Cola placed through the API by that customer (store open): a delivery to
 * the Centro, or a pickup (the store must accept pickups).
 */
export async function pedidoPelaApi(
  request: APIRequestContext,
  token: string,
  tipo_pedido: 'entrega' | 'retirada' = 'entrega',
): Promise<Pedido> {
  const headers = { Authorization: `Bearer ${token}` };
  const menu = (await (await request.get('/api/menu/1')).json()) as MenuResposta;
  const coca = menu.produtos.find((p) => p.nome === 'Coca-Cola Lata 350ml');
  expect(coca, 'Coca-Cola no cardápio 1').toBeTruthy();
  const item = await request.post('/api/carrinho/1/adicionar', {
    headers,
    data: { produto_id: coca!.id, quantidade: 1 },
  });
  expect(item.status(), await item.text()).toBe(201);
  const resposta = await request.post('/api/pedidos', {
    headers,
    data: {
      mesa: tipo_pedido === 'entrega' ? 'Entrega' : 'Retirada',
      tipo_pedido,
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
  return (await resposta.json()) as Pedido;
}
