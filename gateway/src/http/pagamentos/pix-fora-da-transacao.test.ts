/**
 * The PIX charge is created at the provider outside the checkout's transaction (issue 27 §3):
 * a slow provider holds no cart, coupon or stock lock, so other checkouts of the same products
 * go on; a charge whose order then fails is withdrawn; sold-out stock is refused before any
 * charge is asked for. The provider here is the local Mercado Pago stand-in, whose charge
 * creation the test holds open as long as it likes.
 */
import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { pedidos } from '@cardapio/core/testing';
import { MENSAGENS_PIX, type EstoqueItem, type PagarPixResposta } from '@cardapio/shared-events';
import {
  startMercadoPagoLocal,
  type MercadoPagoLocal,
} from '../../../../testing/mercadopago-local';
import type { RunningServer } from '../../server';
import { quantidadeNoEstoque } from '../../testing/estoque';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { loginStaff } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

const TOKEN = 'TEST-1122334455-fora-da-transacao';

let mp: MercadoPagoLocal;
let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let coca: number;
let precoDaCoca: number;
let seq = 0;

beforeAll(async () => {
  mp = await startMercadoPagoLocal({ accessToken: TOKEN });
  server = await createTestServer({ mercadoPagoBaseUrl: mp.url });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  await request(http)
    .put('/api/mercadopago/config')
    .set(autorizado(staff))
    .send({ access_token: TOKEN, webhook_secret: 'segredo-do-webhook' })
    .expect(200);
  const demo = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
  coca = demo.produto.id;
  precoDaCoca = Number(demo.produto.preco);
});
afterAll(async () => {
  await server.close();
  await mp.close();
});

/** A stock item of `quantidade` units linked to the Coca-Cola (one unit per can). */
async function estoqueDaCoca(quantidade: number): Promise<EstoqueItem> {
  const res = await request(http)
    .post('/api/estoque')
    .set(autorizado(staff))
    .send({
      nome: `Coca em estoque ${++seq}`,
      quantidade,
      quantidade_minima: 0,
      unidade: 'un',
      preco_custo: 2,
      fornecedor: 'Distribuidora',
      categoria: 'Bebidas',
      produtos: [{ produto_id: coca, quantidade: 1 }],
    });
  expect(res.status).toBe(201);
  return res.body as EstoqueItem;
}

/** Removes the item, so the next test's stock is its own. */
const semEstoque = (item: EstoqueItem) =>
  request(http).delete(`/api/estoque/${item.id}`).set(autorizado(staff)).expect(200);

const pagarPix = (cliente: string) =>
  request(http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(cliente))
    .send({
      empresa_id: 1,
      dados_cliente: { nome: 'Ana', sobrenome: 'Pix', endereco: ENDERECO_CENTRO },
    });

const criacoesNoMp = () =>
  mp.requisicoes.filter((r) => r.method === 'POST' && r.path === '/v1/payments').length;

/** Resolves with `promessa`, or fails saying what did not end while `ms` went by. */
function ate<T>(promessa: Promise<T>, ms: number, oQue: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`não terminou: ${oQue}`)), ms);
  });
  return Promise.race([promessa, prazo]).finally(() => clearTimeout(timer));
}

/** Until the held charge request reached the provider; fails if the checkout ended before. */
async function esperarRetida(segurada: { retida(): boolean }, pix: Promise<request.Response>) {
  let terminou: request.Response | null = null;
  void pix.then((res) => (terminou = res));
  while (!segurada.retida()) {
    if (terminou)
      throw new Error(`o PIX terminou sem chegar ao provedor: ${JSON.stringify(terminou)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test('while the provider is creating a PIX charge, 20 checkouts of the same stock-linked product complete', async () => {
  const item = await estoqueDaCoca(100);
  const pagador = await clienteComCarrinho(http, [coca, 1]);
  const outros = await Promise.all(
    Array.from({ length: 20 }, () => clienteComCarrinho(http, [coca, 1])),
  );
  const segurada = mp.segurarProximaCriacao();
  let pixRespondeu = false;
  const pix = pagarPix(pagador).then((res) => {
    pixRespondeu = true;
    return res;
  });
  try {
    // The PIX checkout is at the provider now, with the stock row it will take.
    await esperarRetida(segurada, pix);
    // Before this change the charge's transaction held that row: these waited for the provider.
    const respostas = await ate(
      Promise.all(outros.map((cliente) => finalizarPedido(http, cliente))),
      20_000,
      'os 20 pedidos enquanto o provedor gerava o PIX',
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(pixRespondeu).toBe(false);
  } finally {
    segurada.soltar();
  }
  const res = await pix;
  expect(res.status).toBe(201);
  const cobranca = res.body as PagarPixResposta;
  expect(cobranca).toMatchObject({ provedor: 'mercadopago', status: 'pending' });
  // The charge names its order (the id was taken before the call) and is keyed by it.
  expect(mp.pagamentos.get(Number(cobranca.payment_id))).toMatchObject({
    description: `Pedido #${cobranca.pedido_id}`,
    external_reference: String(cobranca.pedido_id),
    idempotencyKey: `cardapio-vivo-1-pedido-${cobranca.pedido_id}`,
    transaction_amount: cobranca.valor,
  });
  expect(await quantidadeNoEstoque(server, item.id)).toBe(100 - 21);
  await semEstoque(item);
}, 60_000);

test('the cart changed while the charge was being created: 409, the charge withdrawn at the provider, no order, and the cart kept', async () => {
  const pagador = await clienteComCarrinho(http, [coca, 1]);
  const [antes] = await server.core.db.select({ n: count() }).from(pedidos);
  const segurada = mp.segurarProximaCriacao();
  // A promise now (supertest sends a request only when asked for its answer).
  const pix = pagarPix(pagador).then((res) => res);
  try {
    await esperarRetida(segurada, pix);
    // Another tab adds a second can: the charged total is no longer the order's.
    await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(pagador))
      .send({ produto_id: coca, quantidade: 1 })
      .expect(201);
  } finally {
    segurada.soltar();
  }
  const res = await pix;
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ erro: MENSAGENS_PIX.valorMudou });
  const criada = [...mp.pagamentos.values()].at(-1)!;
  expect(criada.status).toBe('cancelled');
  const [depois] = await server.core.db.select({ n: count() }).from(pedidos);
  expect(depois?.n).toBe(antes?.n);

  // The cart is as the customer left it: paying again charges the two cans.
  const carrinho = await request(http).get('/api/carrinho/1').set(autorizado(pagador));
  expect(carrinho.status).toBe(200);
  const denovo = await pagarPix(pagador);
  expect(denovo.status).toBe(201);
  const { valor, pedido_id } = denovo.body as PagarPixResposta;
  expect(valor).toBeCloseTo(criada.transaction_amount + precoDaCoca, 2);
  const [pedido] = await server.core.db.select().from(pedidos).where(eq(pedidos.id, pedido_id));
  expect(Number(pedido?.total)).toBeCloseTo(valor, 2);
}, 60_000);

test('sold out: refused before any charge is asked of the provider', async () => {
  const item = await estoqueDaCoca(1);
  const comprador = await clienteComCarrinho(http, [coca, 1]);
  const outro = await clienteComCarrinho(http, [coca, 1]);
  // Someone else buys the last can while the first customer is still at the cart.
  expect((await finalizarPedido(http, outro)).status).toBe(201);
  const criacoes = criacoesNoMp();
  const res = await pagarPix(comprador);
  expect(res.status).toBe(400);
  expect((res.body as { erro: string }).erro).toMatch(/esgotad/i);
  expect(criacoesNoMp()).toBe(criacoes);
  await semEstoque(item);
}, 60_000);
