import request from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import { MENSAGENS_PEDIDO, type Pedido } from '@cardapio/shared-events';
import {
  carrinhoItens,
  carrinhos,
  categorias,
  pedidos,
  produtoOpcoes,
  produtos,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

/**
 * The checkout reads every line of the cart with its product, options and stock links in one
 * query: what that query must still refuse, line by line, as the pricing of each product did.
 */
let server: RunningServer;
let http: RunningServer['httpServer'];
let xBurguer: Awaited<ReturnType<typeof produtoDemo>>;
let coca: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  await definirLoja(http, await loginStaff(http), true);
  xBurguer = await produtoDemo(http, 1, 'X-Burguer');
  coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
});
afterAll(() => server.close());

const db = () => server.core.db;

/** A new customer with a Coca-Cola and an X-Burguer ao ponto in the cart. */
async function clienteComDuasLinhas() {
  const res = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = res.body.token as string;
  const usuarioId = res.body.usuario.id as number;
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ produto_id: coca.produto.id, quantidade: 2 })
    .expect(201);
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    })
    .expect(201);
  const [carrinho] = await db()
    .select({ id: carrinhos.id })
    .from(carrinhos)
    .where(and(eq(carrinhos.empresa_id, 1), eq(carrinhos.usuario_id, usuarioId)));
  const linhaDoBurguer = and(
    eq(carrinhoItens.carrinho_id, carrinho!.id),
    eq(carrinhoItens.produto_id, xBurguer.produto.id),
  );
  return { token, usuarioId, carrinhoId: carrinho!.id, linhaDoBurguer };
}

const finalizar = (token: string) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(token))
    .send({
      dados_cliente: { endereco: ENDERECO_CENTRO },
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'cartao' },
    });

async function pedidosDo(usuarioId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(pedidos)
    .where(eq(pedidos.usuario_id, usuarioId));
  return Number(row!.n);
}

async function linhasNoCarrinho(carrinhoId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(carrinhoItens)
    .where(eq(carrinhoItens.carrinho_id, carrinhoId));
  return Number(row!.n);
}

/** The refusal names the line's product; nothing is written and the cart stays whole. */
async function recusado(
  cliente: Awaited<ReturnType<typeof clienteComDuasLinhas>>,
  produto: string,
  motivo: string,
) {
  const res = await finalizar(cliente.token);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro: MENSAGENS_PEDIDO.itemMudou(produto, motivo) });
  expect(await pedidosDo(cliente.usuarioId)).toBe(0);
  expect(await linhasNoCarrinho(cliente.carrinhoId)).toBe(2);
}

test("a line pointing at another company's product cannot even be written", async () => {
  const cliente = await clienteComDuasLinhas();
  const [deOutra] = await db()
    .select({ id: produtos.id })
    .from(produtos)
    .where(eq(produtos.empresa_id, 2))
    .limit(1);
  // Written by hand (the cart's API never lets it happen): the composite foreign key
  // (empresa_id, produto_id) → produtos (empresa_id, id) refuses it in the database itself.
  const forjada = db()
    .update(carrinhoItens)
    .set({ produto_id: deOutra!.id, personalizacoes: [] })
    .where(cliente.linhaDoBurguer);
  await expect(forjada).rejects.toMatchObject({
    cause: expect.objectContaining({ code: '23503' }),
  });
  // The cart is as it was, and its checkout goes through.
  expect(await linhasNoCarrinho(cliente.carrinhoId)).toBe(2);
  const res = await finalizar(cliente.token);
  expect(res.status).toBe(201);
  expect(await pedidosDo(cliente.usuarioId)).toBe(1);
});

test("a line choosing another product's option is refused", async () => {
  const cliente = await clienteComDuasLinhas();
  const grupoDoBurguer = xBurguer.escolha('Ponto da carne', 'Ao ponto');
  const opcao = await opcaoDeOutroProduto(xBurguer.produto.id);
  await db()
    .update(carrinhoItens)
    .set({
      personalizacoes: [
        {
          opcao_id: opcao.id,
          item_id: grupoDoBurguer.item_id,
          nome: 'Ao ponto',
          preco_adicional: 0,
          quantidade: 1,
          tipo: 'adicionar',
        },
      ],
    })
    .where(cliente.linhaDoBurguer);
  await recusado(cliente, 'X-Burguer', 'Personalização inválida para este produto');
});

/** An option group of some product of empresa 1 other than `produtoId`. */
async function opcaoDeOutroProduto(produtoId: number) {
  const grupos = await db()
    .select({ id: produtoOpcoes.id, produto_id: produtoOpcoes.produto_id })
    .from(produtoOpcoes)
    .where(eq(produtoOpcoes.empresa_id, 1));
  const outra = grupos.find((g) => g.produto_id !== produtoId);
  if (!outra) throw new Error('a demonstração não tem opções em outro produto');
  return outra;
}

test('a line whose product was deactivated, or whose category was, is refused', async () => {
  const cliente = await clienteComDuasLinhas();
  await db().update(produtos).set({ ativo: false }).where(eq(produtos.id, xBurguer.produto.id));
  try {
    await recusado(cliente, 'X-Burguer', 'Produto não encontrado ou indisponível');
  } finally {
    await db().update(produtos).set({ ativo: true }).where(eq(produtos.id, xBurguer.produto.id));
  }
  const categoriaId = xBurguer.produto.categoria_id!;
  await db().update(categorias).set({ ativo: false }).where(eq(categorias.id, categoriaId));
  try {
    await recusado(cliente, 'X-Burguer', 'Produto não encontrado ou indisponível');
  } finally {
    await db().update(categorias).set({ ativo: true }).where(eq(categorias.id, categoriaId));
  }
  // Both back: the same cart checks out, every line at its price.
  const res = await finalizar(cliente.token);
  expect(res.status).toBe(201);
  expect((res.body as Pedido).itens.map((i) => i.produto_nome)).toEqual([
    'Coca-Cola Lata 350ml',
    'X-Burguer',
  ]);
});

test('an order answers the rows it wrote: its items in cart order, as GET reads them back', async () => {
  const cliente = await clienteComDuasLinhas();
  const res = await finalizar(cliente.token);
  expect(res.status).toBe(201);
  const criado = res.body as Pedido;
  const lidos = await request(http)
    .get(`/api/pedidos/usuario/${cliente.usuarioId}`)
    .set(autorizado(cliente.token))
    .expect(200);
  // The kitchen's expected time is worked out just after the order (previsoes.ts, 100 ms later):
  // a read that comes after it has it; everything else is the order as the checkout wrote it.
  const semPrevisao = ({ previsao_em: _em, previsao_motivo: _motivo, ...resto }: Pedido) => resto;
  expect((lidos.body as Pedido[]).map(semPrevisao)).toEqual([semPrevisao(criado)]);
  expect(criado.itens.map((i) => [i.produto_nome, i.quantidade])).toEqual([
    ['Coca-Cola Lata 350ml', 2],
    ['X-Burguer', 1],
  ]);
  expect(criado.itens[0]!.id).toBeLessThan(criado.itens[1]!.id);
});
