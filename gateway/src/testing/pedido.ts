import type { Server } from 'node:http';
import request from 'supertest';
import type { Pedido } from '@cardapio/shared-events';
import { autorizado, ENDERECO_CENTRO, produtoDemo } from './loja';
import { novoCliente } from './sessions';

/** A complete order payload for socket tests that only care about routing. */
export function pedidoDeTeste(empresaId: number, campos: Partial<Pedido> = {}): Pedido {
  const agora = new Date().toISOString();
  return {
    id: 99,
    empresa_id: empresaId,
    usuario_id: null,
    status: 'pendente',
    status_pagamento: 'pendente',
    tipo_pedido: 'entrega',
    canal: 'site',
    agendado_para: null,
    mesa: 'Entrega',
    total: 10,
    total_sem_frete: 5,
    valor_frete: 5,
    desconto: 0,
    cupom_codigo: null,
    total_itens: 1,
    observacoes: null,
    nome_cliente: 'Teste',
    sobrenome_cliente: null,
    nome_completo_cliente: 'Teste',
    telefone_cliente: null,
    email_cliente: null,
    endereco_entrega: null,
    metodo_pagamento: 'entrega',
    metodo_pagamento_detalhado: 'dinheiro',
    precisa_troco: false,
    valor_troco: null,
    detalhes_pagamento: null,
    detalhes_pagamento_json: null,
    previsao_em: null,
    previsao_motivo: null,
    motivo_cancelamento: null,
    cancelado_motivo: null,
    entregador: null,
    entrega_motivo: null,
    whatsapp_aceito: false,
    whatsapp: null,
    itens: [],
    created_at: agora,
    updated_at: agora,
    ...campos,
  };
}

/** A new customer of empresa 1 with these lines (`[produto_id, quantidade]`) in the cart. */
export async function clienteComCarrinho(
  http: Server,
  ...linhas: Array<[number, number]>
): Promise<string> {
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  const cliente = reg.body.token as string;
  for (const [produto_id, quantidade] of linhas) {
    const res = await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(cliente))
      .send({ produto_id, quantidade });
    if (res.status !== 201)
      throw new Error(`carrinho recusou: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return cliente;
}

/**
 * The customer's checkout, paid on delivery (pix); a delivery goes to the centre, a pickup needs
 * aceita_retirada. The store must be open.
 */
export const finalizarPedido = (
  http: Server,
  cliente: string,
  tipo_pedido: 'entrega' | 'retirada' = 'entrega',
) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(cliente))
    .send({
      tipo_pedido,
      ...(tipo_pedido === 'entrega' ? { dados_cliente: { endereco: ENDERECO_CENTRO } } : {}),
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'pix' },
    });

/**
 * A new customer of empresa 1 places one order of a Coca-Cola through the API (the store must be
 * open; a pickup needs aceita_retirada); answers the order and the customer's token.
 */
export async function pedidoPeloCliente(
  http: Server,
  tipo_pedido: 'entrega' | 'retirada' = 'entrega',
): Promise<{ pedido: Pedido; cliente: string }> {
  const coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
  const cliente = await clienteComCarrinho(http, [coca.produto.id, 1]);
  const res = await finalizarPedido(http, cliente, tipo_pedido);
  if (res.status !== 201)
    throw new Error(`pedido recusado: ${res.status} ${JSON.stringify(res.body)}`);
  return { pedido: res.body as Pedido, cliente };
}
