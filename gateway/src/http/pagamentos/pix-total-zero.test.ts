/**
 * Issue 25, first defect: an order whose total is R$ 0,00 (a 100 % coupon with pickup) needs no
 * payment. PIX on the site places it already paid, with no charge at any provider and no QR
 * code; an order paid on delivery is placed paid too (nothing to collect, no change to bring).
 * And a PIX the provider refuses for good is never a 503: retrying cannot help.
 */
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { pagamentos, pedidos } from '@cardapio/core/testing';
import type {
  FreteConfigResposta,
  Pedido,
  Promocao,
  RespostaDoPagarPix,
} from '@cardapio/shared-events';
import type { MercadoPagoLocal } from '../../../../testing/mercadopago-local';
import { autorizado, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import {
  abrirLojaDePix,
  compradorComCarrinho,
  configurarMercadoPago,
  lojaComMercadoPagoLocal,
  type LojaDePix,
} from '../../testing/pix';
import { socketClients } from '../../testing/sockets';

const clients = socketClients();
afterEach(() => clients.closeAll());

interface Loja extends LojaDePix {
  coca: number;
  /** A coupon of 100 % off every item. */
  cupom: string;
}

let seq = 0;

/** A company that offers pickup and a coupon that takes the whole price of the items off. */
async function abrirLoja(loja: LojaDePix): Promise<Loja> {
  const { http, gestao } = loja;
  const { bairros: _bairros, ...frete } = (
    await request(http).get('/api/frete/config').set(autorizado(gestao))
  ).body as FreteConfigResposta;
  await request(http)
    .put('/api/frete/config')
    .set(autorizado(gestao))
    .send({ ...frete, aceita_retirada: true })
    .expect(200);
  const hoje = new Date();
  const dia = (d: number) => new Date(hoje.getTime() + d * 86_400_000).toISOString().slice(0, 10);
  seq += 1;
  const promocao = await request(http)
    .post('/api/promocoes')
    .set(autorizado(gestao))
    .send({
      nome: 'Tudo grátis',
      descricao: '',
      tipo: 'percentual',
      valor: 100,
      codigo: `GRATIS${seq}X${Date.now() % 100000}`,
      data_inicio: dia(-2),
      data_fim: dia(2),
      uso_maximo: 100,
      valor_minimo: 0,
      aplicavel_em: 'todos',
      itens_aplicaveis: '',
    });
  expect(promocao.status).toBe(201);
  const coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  return { ...loja, coca, cupom: (promocao.body as Promocao).codigo };
}

/** A new customer with a Coca-Cola in the cart and the 100 % coupon applied. */
async function clienteComCarrinhoGratis(loja: Loja) {
  const comprador = await compradorComCarrinho(loja.http, { produto_id: loja.coca });
  const aplicado = await request(loja.http)
    .post('/api/carrinho/1/cupom')
    .set(autorizado(comprador.token))
    .send({ codigo: loja.cupom });
  expect(aplicado.status).toBe(200);
  return comprador;
}

const pagarPix = (loja: Loja, token: string, tipo_pedido: 'retirada' | 'entrega' = 'retirada') =>
  request(loja.http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(token))
    .send({
      empresa_id: 1,
      tipo_pedido,
      dados_cliente: {
        nome: 'Ana',
        ...(tipo_pedido === 'entrega' ? { endereco: ENDERECO_CENTRO } : {}),
      },
    });

async function pedidoDoBanco(loja: Loja, id: number) {
  const [row] = await loja.server.core.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.empresa_id, 1), eq(pedidos.id, id)));
  return row!;
}

async function cobrancasDoPedido(loja: Loja, id: number) {
  return loja.server.core.db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.empresa_id, 1), eq(pagamentos.pedido_id, id)));
}

/** What every zero-total PIX answer says: the order is paid, there is nothing to pay. */
function esperarSemCobranca(res: request.Response) {
  expect(res.status).toBe(201);
  const resposta = res.body as RespostaDoPagarPix;
  expect(resposta).toEqual({
    pagamento_necessario: false,
    pedido_id: expect.any(Number),
    status: 'approved',
    status_pagamento: 'pago',
    valor: 0,
    payment_id: null,
    qr_code: null,
    qr_code_base64: null,
    provedor: null,
    expira_em: null,
    tentativas: 0,
    updated_at: expect.any(String),
    mensagem: 'Pedido confirmado! O total ficou em R$ 0,00: não há nada a pagar.',
  });
  return resposta;
}

describe('total R$ 0,00 with the local (demo) PIX provider', () => {
  let loja: Loja;
  beforeAll(async () => {
    loja = await abrirLoja(await abrirLojaDePix());
  });
  afterAll(() => loja.server.close());

  test('pagar-pix places the order already paid: no charge, no QR code, announced paid', async () => {
    const { token, id } = await clienteComCarrinhoGratis(loja);
    const equipe = await clients.connected(loja.server.url, loja.gestao);
    const criado = new Promise<Pedido>((r) => equipe.socket.once('pedido:criado', r));

    const resposta = esperarSemCobranca(await pagarPix(loja, token));

    expect(await pedidoDoBanco(loja, resposta.pedido_id)).toMatchObject({
      usuario_id: id,
      status: 'pendente',
      status_pagamento: 'pago',
      tipo_pedido: 'retirada',
      total: '0.00',
      desconto: '6.50',
      metodo_pagamento: 'site',
      metodo_pagamento_detalhado: 'pix_site',
      detalhes_pagamento: expect.objectContaining({ metodo: 'pix', nada_a_pagar: true }),
    });
    expect(await cobrancasDoPedido(loja, resposta.pedido_id)).toEqual([]);
    // The kitchen sees it paid from the start: nobody waits for a PIX that will never come.
    expect(await criado).toMatchObject({
      id: resposta.pedido_id,
      status_pagamento: 'pago',
      total: 0,
    });
    // The cart became the order.
    expect((await request(loja.http).get('/api/carrinho/1').set(autorizado(token))).status).toBe(
      404,
    );
    const meus = await request(loja.http).get(`/api/pedidos/usuario/${id}`).set(autorizado(token));
    expect(meus.body).toEqual([
      expect.objectContaining({ id: resposta.pedido_id, status_pagamento: 'pago' }),
    ]);
  });

  test('POST /api/pedidos paying on delivery with total R$ 0,00: placed paid, no change to bring', async () => {
    const { token } = await clienteComCarrinhoGratis(loja);
    const res = await request(loja.http)
      .post('/api/pedidos')
      .set(autorizado(token))
      .send({
        tipo_pedido: 'retirada',
        metodo_pagamento: 'entrega',
        detalhes_pagamento: { metodo: 'dinheiro', precisaTroco: true, valorTroco: 50 },
      });
    expect(res.status).toBe(201);
    expect(res.body as Pedido).toMatchObject({
      total: 0,
      status: 'pendente',
      status_pagamento: 'pago',
      metodo_pagamento: 'entrega',
      metodo_pagamento_detalhado: 'dinheiro',
      precisa_troco: false,
      valor_troco: null,
      detalhes_pagamento: expect.objectContaining({
        metodo: 'dinheiro',
        precisaTroco: false,
        troco: null,
        nada_a_pagar: true,
      }),
    });
  });

  test('an order with something to pay is unchanged: pending, with its PIX charge', async () => {
    const { token } = await compradorComCarrinho(loja.http, { produto_id: loja.coca });
    const res = await pagarPix(loja, token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pagamento_necessario: true,
      status: 'pending',
      status_pagamento: 'pendente',
      valor: 6.5,
      provedor: 'local',
    });
    expect((await pedidoDoBanco(loja, res.body.pedido_id)).detalhes_pagamento).not.toHaveProperty(
      'nada_a_pagar',
    );
  });
});

describe('total R$ 0,00 with Mercado Pago (local stand-in)', () => {
  const TOKEN = 'TEST-5566778899-total-zero';
  let mp: MercadoPagoLocal;
  let loja: Loja;
  let fechar: () => Promise<void>;

  const configurarToken = (accessToken: string) =>
    configurarMercadoPago(loja, accessToken, 'segredo').expect(200);

  beforeAll(async () => {
    const local = await lojaComMercadoPagoLocal(TOKEN, 'segredo');
    ({ mp, fechar } = local);
    loja = await abrirLoja(local.loja);
  });
  afterAll(() => fechar());

  test('pagar-pix asks Mercado Pago for nothing: no 0-value charge, the order is paid', async () => {
    const { token } = await clienteComCarrinhoGratis(loja);
    const antes = mp.requisicoes.length;

    const resposta = esperarSemCobranca(await pagarPix(loja, token));
    // Every retry would have failed the same way: nothing was sent to the provider at all.
    expect(mp.requisicoes.slice(antes)).toEqual([]);
    expect(mp.pagamentos.size).toBe(0);
    expect(await pedidoDoBanco(loja, resposta.pedido_id)).toMatchObject({
      status_pagamento: 'pago',
      total: '0.00',
    });
    expect(await cobrancasDoPedido(loja, resposta.pedido_id)).toEqual([]);
  });

  test('a charge Mercado Pago refuses for good (a wrong access token) is a 409, not a 503, and keeps the cart', async () => {
    await configurarToken('TEST-token-que-o-mercado-pago-recusa');
    try {
      const { token, id } = await compradorComCarrinho(loja.http, { produto_id: loja.coca });
      const antes = mp.requisicoes.length;
      const res = await pagarPix(loja, token, 'entrega');
      expect(mp.requisicoes.slice(antes)).toEqual([
        expect.objectContaining({ method: 'POST', path: '/v1/payments' }),
      ]);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        erro: 'O PIX pelo site não está disponível nesta loja. Escolha pagar na entrega.',
      });
      // Nothing written: the customer can still pay on delivery with the same cart.
      const meus = await request(loja.http)
        .get(`/api/pedidos/usuario/${id}`)
        .set(autorizado(token));
      expect(meus.body).toEqual([]);
      const carrinho = await request(loja.http).get('/api/carrinho/1').set(autorizado(token));
      expect(carrinho.status).toBe(200);
    } finally {
      await configurarToken(TOKEN);
    }
  });
});
