import { expect, type APIRequestContext } from '@playwright/test';
import type { MenuResposta, Pedido } from '@cardapio/shared-events';

/** A delivery order of one Coca-Cola placed through the API by that customer (store open). */
export async function pedidoPelaApi(request: APIRequestContext, token: string): Promise<Pedido> {
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
  return (await resposta.json()) as Pedido;
}
