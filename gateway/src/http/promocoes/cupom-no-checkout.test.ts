/**
 * The coupon at checkout (issue 15): the 'cupom' step of the pipeline recomputes the discount on
 * the server, takes a use inside the checkout's transaction (the promotion's row locked), stores
 * it on the order, and a cancellation gives the use back.
 */
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { hasError, parsePix } from 'pix-utils';
import {
  MOTIVOS_CUPOM,
  type CarrinhoResposta,
  type PagarPixResposta,
  type Pedido,
  type Promocao,
} from '@cardapio/shared-events';
import {
  produtos,
  promocoes,
  pedidos,
  relatorioDiario,
  relatorioProdutoDiario,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { socketClients } from '../../testing/sockets';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let calabresa: number;
let coca: number;
const clients = socketClients();

beforeAll(async () => {
  // More connections than the coupon's 10 uses, so that unlocked checkouts would overspend it.
  server = await createTestServer({}, { poolMax: 25 });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  await definirLoja(http, gestao, true);
  calabresa = (await produtoDemo(http, 1, 'Calabresa Acebolada')).produto.id;
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const hoje = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaMais = (dias: number) =>
  new Date(Date.parse(`${hoje()}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
async function novaPromocao(campos: Record<string, unknown> = {}): Promise<Promocao> {
  seq += 1;
  const res = await request(http)
    .post('/api/promocoes')
    .set(autorizado(gestao))
    .send({
      nome: `Cupom ${seq}`,
      descricao: '',
      tipo: 'percentual',
      valor: 10,
      codigo: `CHK${seq}X${Date.now() % 100000}`,
      data_inicio: diaMais(-1),
      data_fim: diaMais(1),
      uso_maximo: 10,
      valor_minimo: 0,
      aplicavel_em: 'todos',
      itens_aplicaveis: '',
      ...campos,
    });
  expect(res.status).toBe(201);
  return res.body as Promocao;
}

/** A fresh customer with one unit of each product and the coupon applied to the cart. */
async function clienteComCupom(codigo: string, ...produtoIds: number[]) {
  const token = (await request(http).post('/api/auth/registro').send(novoCliente())).body
    .token as string;
  for (const produto_id of produtoIds)
    await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id, quantidade: 1 })
      .expect(201);
  const aplicado = await request(http)
    .post('/api/carrinho/1/cupom')
    .set(autorizado(token))
    .send({ codigo });
  expect(aplicado.status).toBe(200);
  return token;
}

const finalizar = (token: string) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(token))
    .send({
      dados_cliente: { endereco: ENDERECO_CENTRO },
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'pix' },
    });

async function usoAtual(id: number): Promise<number> {
  const [row] = await server.core.db
    .select({ uso_atual: promocoes.uso_atual })
    .from(promocoes)
    .where(eq(promocoes.id, id));
  return row!.uso_atual;
}

const carrinho = (token: string) => request(http).get('/api/carrinho/1').set(autorizado(token));

test('the order stores the discount the server computed, and the total pays it', async () => {
  const promo = await novaPromocao({ valor: 10 });
  const token = await clienteComCupom(promo.codigo.toLowerCase(), calabresa);
  const res = await finalizar(token);
  expect(res.status).toBe(201);
  // R$ 42,90 of items, R$ 5,00 of freight to the centre, 10 % off the items.
  expect(res.body as Pedido).toMatchObject({
    total_sem_frete: 42.9,
    valor_frete: 5,
    desconto: 4.29,
    cupom_codigo: promo.codigo,
    total: 43.61,
  });
  expect(await usoAtual(promo.id)).toBe(1);
  // The customer's list and the staff's board read the same numbers.
  const meus = await request(http)
    .get(`/api/pedidos/usuario/${(res.body as Pedido).usuario_id}`)
    .set(autorizado(token));
  expect((meus.body as Pedido[])[0]).toMatchObject({ desconto: 4.29, cupom_codigo: promo.codigo });
  const quadro = await request(http).get('/api/pedidos').set(autorizado(gestao));
  const noQuadro = (quadro.body as Pedido[]).find((p) => p.id === (res.body as Pedido).id);
  expect(noQuadro).toMatchObject({ desconto: 4.29, total: 43.61 });
});

test("the day's report rollups add what the order holds: a rebuild from the orders finds the same rows", async () => {
  const db = server.core.db;
  const rollups = async () => ({
    dias: await db
      .select()
      .from(relatorioDiario)
      .where(eq(relatorioDiario.empresa_id, 1))
      .orderBy(relatorioDiario.dia),
    produtos: await db
      .select()
      .from(relatorioProdutoDiario)
      .where(eq(relatorioProdutoDiario.empresa_id, 1))
      .orderBy(relatorioProdutoDiario.dia, relatorioProdutoDiario.produto_id),
  });
  await server.core.relatorios.reconstruir(1);
  const antes = await rollups();
  // Two products, freight to the centre (R$ 49,40 of items: under the free delivery) and 10 % off.
  const promo = await novaPromocao({ valor: 10 });
  const token = await clienteComCupom(promo.codigo, calabresa, coca);
  const res = await finalizar(token);
  expect(res.status).toBe(201);
  const pedido = res.body as Pedido;
  expect(pedido.desconto).toBeGreaterThan(0);
  expect(pedido.valor_frete).toBeGreaterThan(0);
  const depois = await rollups();
  const hoje = depois.dias.find(
    (d) => !antes.dias.some((a) => a.dia === d.dia && a.pedidos === d.pedidos),
  );
  expect(hoje).toBeDefined();
  const doDia = antes.dias.find((d) => d.dia === hoje!.dia);
  const somou = (campo: 'itens' | 'frete' | 'desconto') =>
    Math.round(Number(hoje![campo]) * 100) - Math.round(Number(doDia?.[campo] ?? 0) * 100);
  expect(hoje!.pedidos - (doDia?.pedidos ?? 0)).toBe(1);
  expect(somou('itens')).toBe(Math.round(pedido.total_sem_frete * 100));
  expect(somou('frete')).toBe(Math.round(pedido.valor_frete * 100));
  expect(somou('desconto')).toBe(Math.round(pedido.desconto * 100));
  const vendido = (produtoId: number, linhas: typeof antes.produtos) =>
    linhas.find((l) => l.dia === hoje!.dia && l.produto_id === produtoId)?.quantidade ?? 0;
  expect(vendido(calabresa, depois.produtos) - vendido(calabresa, antes.produtos)).toBe(1);
  expect(vendido(coca, depois.produtos) - vendido(coca, antes.produtos)).toBe(1);
  // What the checkout added is what a rebuild from the orders computes.
  await server.core.relatorios.reconstruir(1);
  expect(await rollups()).toEqual(depois);
});

test('a coupon that stopped applying refuses the order with its reason and keeps the cart', async () => {
  const promo = await novaPromocao();
  const token = await clienteComCupom(promo.codigo, calabresa);
  await request(http)
    .put(`/api/promocoes/${promo.id}`)
    .set(autorizado(gestao))
    .send({ ativo: false })
    .expect(200);
  const res = await finalizar(token);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro: MOTIVOS_CUPOM.inativo });
  const mantido = (await carrinho(token)).body as CarrinhoResposta;
  expect(mantido.itens).toHaveLength(1);
  expect(mantido.cupom).toMatchObject({ codigo: promo.codigo, desconto: 0 });
  expect(await usoAtual(promo.id)).toBe(0);

  // Removing the coupon lets the order through at the full price.
  await request(http).delete('/api/carrinho/1/cupom').set(autorizado(token)).expect(200);
  const semCupom = await finalizar(token);
  expect(semCupom.status).toBe(201);
  expect(semCupom.body).toMatchObject({ desconto: 0, cupom_codigo: null, total: 47.9 });
});

test('the discount is recomputed on the lines as priced at checkout, not trusted from the cart', async () => {
  const promo = await novaPromocao({ valor: 50, valor_minimo: 40 });
  const token = await clienteComCupom(promo.codigo, calabresa);
  // The minimum holds at R$ 42,90; the product's price falls below it before the checkout.
  const baixar = (preco: string) =>
    server.core.db.update(produtos).set({ preco }).where(eq(produtos.id, calabresa));
  await baixar('30.00');
  try {
    const res = await finalizar(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MOTIVOS_CUPOM.valorMinimo('R$ 40,00') });
    expect(await usoAtual(promo.id)).toBe(0);
  } finally {
    await baixar('42.90');
  }
});

test('a cancelled order gives its coupon use back (once)', async () => {
  const promo = await novaPromocao({ uso_maximo: 1 });
  const token = await clienteComCupom(promo.codigo, coca);
  const pedido = (await finalizar(token)).body as Pedido;
  expect(pedido.cupom_codigo).toBe(promo.codigo);
  expect(await usoAtual(promo.id)).toBe(1);

  const equipe = await clients.connected(server.url, gestao);
  const anunciada = new Promise<Promocao>((r) =>
    equipe.socket.on('promocao:atualizada', (p) => {
      if (p.id === promo.id && p.uso_atual === 0) r(p);
    }),
  );
  const cancelar = () =>
    request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' });
  expect((await cancelar()).status).toBe(200);
  expect(await usoAtual(promo.id)).toBe(0);
  expect((await anunciada).situacao).toBe('valida');
  // Cancelling again changes nothing and gives nothing back twice.
  expect((await cancelar()).body).toMatchObject({ status: 'cancelado' });
  expect(await usoAtual(promo.id)).toBe(0);

  // The use is free again: another customer takes it.
  const outro = await clienteComCupom(promo.codigo, coca);
  expect((await finalizar(outro)).status).toBe(201);
  expect(await usoAtual(promo.id)).toBe(1);
});

test('PIX on the site charges the discounted total: the QR amount is the order total', async () => {
  const promo = await novaPromocao({ tipo: 'valor_fixo', valor: 12.5 });
  const token = await clienteComCupom(promo.codigo, calabresa);
  const res = await request(http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(token))
    .send({ dados_cliente: { endereco: ENDERECO_CENTRO } });
  expect(res.status).toBe(201);
  const pix = res.body as PagarPixResposta;
  // 42,90 + 5,00 − 12,50
  expect(pix.valor).toBe(35.4);
  const lido = parsePix(pix.qr_code);
  expect(hasError(lido)).toBe(false);
  expect(lido).toMatchObject({ transactionAmount: 35.4 });
  const [row] = await server.core.db
    .select({ total: pedidos.total, desconto: pedidos.desconto })
    .from(pedidos)
    .where(eq(pedidos.id, pix.pedido_id));
  expect(row).toEqual({ total: '35.40', desconto: '12.50' });
});

test('50 concurrent checkouts with a coupon of 10 uses: exactly 10 get it, 40 are refused and keep their carts', async () => {
  const promo = await novaPromocao({ tipo: 'valor_fixo', valor: 1, uso_maximo: 10 });
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) tokens.push(await clienteComCupom(promo.codigo, coca));

  const respostas = await Promise.all(tokens.map((t) => finalizar(t)));
  const aceitos = respostas.filter((r) => r.status === 201);
  const recusados = respostas.filter((r) => r.status !== 201);
  expect(aceitos).toHaveLength(10);
  for (const r of aceitos)
    expect(r.body).toMatchObject({ desconto: 1, cupom_codigo: promo.codigo });
  expect(recusados).toHaveLength(40);
  for (const r of recusados) {
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ erro: MOTIVOS_CUPOM.esgotado });
  }
  expect(await usoAtual(promo.id)).toBe(10);
  const comCupom = await server.core.db
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(eq(pedidos.promocao_id, promo.id));
  expect(comCupom).toHaveLength(10);
  // The refused customers still have their carts, coupon included.
  for (const [i, r] of respostas.entries()) {
    if (r.status === 201) continue;
    const c = await carrinho(tokens[i]!);
    expect(c.status).toBe(200);
    expect((c.body as CarrinhoResposta).itens).toHaveLength(1);
  }
}, 120_000);
