/**
 * Stock linked to products (issue 15, last part): an item names the products that use it and
 * how much per unit; the checkout's 'estoque' step takes that stock in the order's transaction
 * (items locked FOR UPDATE in id order), a cancellation gives it back, and the public menu shows
 * a product whose linked item ran short as unavailable. A waiter's tab sells through the same
 * calls: estoque-comanda.test.ts.
 */
import request from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import {
  MENSAGENS_ESTOQUE as MSG,
  type CarrinhoResposta,
  type CategoriaAdmin,
  type EstoqueItem,
  type MenuResposta,
  type Pedido,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import {
  estoqueItens,
  estoqueMovimentos,
  estoqueProdutos,
  promocoes,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import {
  movimentosDoItem as movimentosNoEstoque,
  quantidadeNoEstoque,
} from '../../testing/estoque';
import { clienteComCarrinho as clienteDaLoja, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let gestao2: string;
let garcom: string;
let categoriaId: number;
let coca: number;
let produtoDaOutra: number;

beforeAll(async () => {
  // More connections than the 10 units the concurrency test sells, so unlocked checkouts overlap.
  server = await createTestServer({}, { poolMax: 25 });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  gestao2 = await loginStaff(http, DEMO.admin2);
  garcom = await loginGarcom(http);
  await definirLoja(http, gestao, true);
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  categoriaId = categorias[0]!.id;
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  const daOutra = (await request(http).get('/api/produtos').set(autorizado(gestao2)))
    .body as ProdutoAdmin[];
  produtoDaOutra = daOutra[0]!.id;
});
afterAll(async () => server.close());

let seq = 0;

/** A new product of empresa 1 (through the catalogue, so the menu cache hears of it). */
async function novoProduto(): Promise<{ id: number; nome: string }> {
  const res = await request(http)
    .post('/api/produtos')
    .set(autorizado(gestao))
    .send({
      nome: `Pizza de teste ${++seq}`,
      descricao: '',
      preco: 30,
      categoria_id: categoriaId,
      tempo_preparo: 20,
    });
  expect(res.status).toBe(201);
  return res.body as ProdutoAdmin;
}

const itemForm = (campos: Record<string, unknown> = {}) => ({
  nome: `Massa ${++seq}`,
  quantidade: 10,
  quantidade_minima: 0,
  unidade: 'un',
  preco_custo: 1,
  fornecedor: 'Moinho Sul',
  categoria: 'Secos',
  ...campos,
});

const postItem = (campos: Record<string, unknown>, token = gestao) =>
  request(http).post('/api/estoque').set(autorizado(token)).send(itemForm(campos));

async function criarItem(campos: Record<string, unknown>): Promise<EstoqueItem> {
  const res = await postItem(campos);
  expect(res.status).toBe(201);
  return res.body as EstoqueItem;
}

const quantidade = (itemId: number) => quantidadeNoEstoque(server, itemId);
const movimentosDoItem = (itemId: number) => movimentosNoEstoque(server, itemId);

const totais = async () => ({
  itens: Number((await server.core.db.select({ n: count() }).from(estoqueItens))[0]!.n),
  vinculos: Number((await server.core.db.select({ n: count() }).from(estoqueProdutos))[0]!.n),
  movimentos: Number((await server.core.db.select({ n: count() }).from(estoqueMovimentos))[0]!.n),
});

const clienteComCarrinho = (...linhas: Array<[number, number]>) => clienteDaLoja(http, ...linhas);
const finalizar = (token: string) => finalizarPedido(http, token);

const cancelar = (pedidoId: number) =>
  request(http)
    .put(`/api/pedidos/${pedidoId}/status`)
    .set(autorizado(gestao))
    .send({ status: 'cancelado' });

const carrinho = async (token: string) =>
  (await request(http).get('/api/carrinho/1').set(autorizado(token))).body as CarrinhoResposta;

async function noCardapio(produtoId: number) {
  const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
  return menu.produtos.find((p) => p.id === produtoId);
}

describe('linking an item to products', () => {
  test('the form links products with a quantity each; GET names them; PUT replaces all or keeps', async () => {
    const a = await novoProduto();
    const b = await novoProduto();
    const item = await criarItem({
      produtos: [
        { produto_id: a.id, quantidade: '0,25' },
        { produto_id: b.id, quantidade: 2 },
      ],
    });
    expect(item.produtos).toEqual(
      [
        { produto_id: a.id, nome: a.nome, quantidade: 0.25 },
        { produto_id: b.id, nome: b.nome, quantidade: 2 },
      ].sort((x, y) => x.nome.localeCompare(y.nome)),
    );
    const lista = (await request(http).get('/api/estoque').set(autorizado(gestao)))
      .body as EstoqueItem[];
    expect(lista.find((i) => i.id === item.id)!.produtos).toHaveLength(2);
    // Every other item answers an empty list.
    expect(lista.every((i) => Array.isArray(i.produtos))).toBe(true);

    // Without `produtos` an edit keeps the links.
    const semProdutos = itemForm({ nome: item.nome });
    const mantido = await request(http)
      .put(`/api/estoque/${item.id}`)
      .set(autorizado(gestao))
      .send(semProdutos);
    expect(mantido.status).toBe(200);
    expect((mantido.body as EstoqueItem).produtos).toHaveLength(2);

    // With a list, it replaces them all.
    const trocado = await request(http)
      .put(`/api/estoque/${item.id}`)
      .set(autorizado(gestao))
      .send(itemForm({ nome: item.nome, produtos: [{ produto_id: b.id, quantidade: 1.5 }] }));
    expect((trocado.body as EstoqueItem).produtos).toEqual([
      { produto_id: b.id, nome: b.nome, quantidade: 1.5 },
    ]);
    const limpo = await request(http)
      .put(`/api/estoque/${item.id}`)
      .set(autorizado(gestao))
      .send(itemForm({ nome: item.nome, produtos: [] }));
    expect((limpo.body as EstoqueItem).produtos).toEqual([]);
  });

  const casos: Array<[string, () => unknown, () => string]> = [
    [
      'another company’s product',
      () => [{ produto_id: produtoDaOutra, quantidade: 1 }],
      () => MSG.produtoNaoEncontrado(produtoDaOutra),
    ],
    [
      'an id at the int32 edge',
      () => [{ produto_id: 2147483647, quantidade: 1 }],
      () => MSG.produtoNaoEncontrado(2147483647),
    ],
    [
      'an id past int32',
      () => [{ produto_id: 2147483648, quantidade: 1 }],
      () => MSG.produtoObrigatorio,
    ],
    ['a negative id', () => [{ produto_id: -1, quantidade: 1 }], () => MSG.produtoObrigatorio],
    ['a text id', () => [{ produto_id: 'abc', quantidade: 1 }], () => MSG.produtoObrigatorio],
    [
      'a NUL in the id',
      () => [{ produto_id: `${coca}\u0000`, quantidade: 1 }],
      () => MSG.produtoObrigatorio,
    ],
    ['no id', () => [{ quantidade: 1 }], () => MSG.produtoObrigatorio],
    ['quantity 0', () => [{ produto_id: coca, quantidade: 0 }], () => MSG.quantidadePorProduto],
    [
      'a negative quantity',
      () => [{ produto_id: coca, quantidade: -1 }],
      () => MSG.quantidadePorProduto,
    ],
    [
      'a text quantity',
      () => [{ produto_id: coca, quantidade: 'um' }],
      () => MSG.quantidadePorProduto,
    ],
    [
      'a NUL quantity',
      () => [{ produto_id: coca, quantidade: '1\u0000' }],
      () => MSG.quantidadePorProduto,
    ],
    [
      '4 decimals',
      () => [{ produto_id: coca, quantidade: 0.0001 }],
      () => MSG.quantidadePorProdutoDecimais,
    ],
    ['a huge quantity', () => [{ produto_id: coca, quantidade: 1e12 }], () => MSG.valorMuitoAlto],
    [
      'a product twice',
      () => [
        { produto_id: coca, quantidade: 1 },
        { produto_id: coca, quantidade: 2 },
      ],
      () => MSG.produtoRepetido(coca),
    ],
    ['not a list', () => 'coca', () => MSG.produtosInvalidos],
    ['a null line', () => [null], () => MSG.produtosInvalidos],
    [
      'too many lines',
      () => Array.from({ length: 201 }, (_, i) => ({ produto_id: i + 1, quantidade: 1 })),
      () => MSG.produtosDemais,
    ],
  ];
  test.each(casos)(
    '%s → 400 with its message, nothing written',
    async (_caso, produtos, mensagem) => {
      const item = await criarItem({});
      const antes = await totais();
      const criado = await postItem({ produtos: produtos() });
      expect(criado.status).toBe(400);
      expect(criado.body).toEqual({ erro: mensagem() });
      const editado = await request(http)
        .put(`/api/estoque/${item.id}`)
        .set(autorizado(gestao))
        .send(itemForm({ quantidade: 3, produtos: produtos() }));
      expect(editado.status).toBe(400);
      expect(editado.body).toEqual({ erro: mensagem() });
      expect(await totais()).toEqual(antes);
      expect(await quantidade(item.id)).toBe(10);
    },
  );

  test("waiter → 403; another company's item → 404 and its links untouched", async () => {
    const p = await novoProduto();
    const item = await criarItem({ produtos: [{ produto_id: p.id, quantidade: 1 }] });
    expect((await postItem({ produtos: [] }, garcom)).status).toBe(403);
    const alheio = await request(http)
      .put(`/api/estoque/${item.id}`)
      .set(autorizado(gestao2))
      .send(itemForm({ produtos: [] }));
    expect(alheio.status).toBe(404);
    const lista = (await request(http).get('/api/estoque').set(autorizado(gestao2)))
      .body as EstoqueItem[];
    expect(lista.some((i) => i.id === item.id)).toBe(false);
    const [{ n }] = (await server.core.db
      .select({ n: count() })
      .from(estoqueProdutos)
      .where(eq(estoqueProdutos.item_id, item.id))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });
});

describe('checkout takes stock', () => {
  test('an order takes what its lines need and writes one saída per item; unlinked lines take none', async () => {
    const pizza = await novoProduto();
    const calzone = await novoProduto();
    const massa = await criarItem({
      quantidade: 10,
      produtos: [
        { produto_id: pizza.id, quantidade: 1 },
        { produto_id: calzone.id, quantidade: 0.5 },
      ],
    });
    const queijo = await criarItem({
      quantidade: 5,
      unidade: 'kg',
      produtos: [{ produto_id: pizza.id, quantidade: 0.2 }],
    });
    const antes = await totais();
    const token = await clienteComCarrinho([pizza.id, 2], [calzone.id, 2], [coca, 1]);
    const res = await finalizar(token);
    expect(res.status).toBe(201);
    const pedido = res.body as Pedido;
    // massa: 2 × 1 + 2 × 0,5 = 3; queijo: 2 × 0,2 = 0,4; the Coca-Cola takes nothing.
    expect(await quantidade(massa.id)).toBe(7);
    expect(await quantidade(queijo.id)).toBe(4.6);
    expect((await totais()).movimentos).toBe(antes.movimentos + 2);
    const [, saidaMassa] = await movimentosDoItem(massa.id);
    expect(saidaMassa).toMatchObject({
      tipo: 'saida',
      quantidade: '3.000',
      motivo: MSG.motivoPedido(pedido.id),
      usuario_nome: MSG.usuarioPedidoOnline,
      usuario_id: null,
      pedido_id: pedido.id,
    });
    const [, saidaQueijo] = await movimentosDoItem(queijo.id);
    expect(saidaQueijo).toMatchObject({ tipo: 'saida', quantidade: '0.400', pedido_id: pedido.id });
    // The staff's list of movements shows them.
    const recentes = await request(http).get('/api/estoque/movimentos').set(autorizado(gestao));
    expect(recentes.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item_id: massa.id, motivo: `Pedido #${pedido.id}` }),
      ]),
    );
  });

  test('two lines of one linked product (other notes) take their sum, once', async () => {
    const pizza = await novoProduto();
    const massa = await criarItem({
      quantidade: 10,
      produtos: [{ produto_id: pizza.id, quantidade: 1 }],
    });
    const token = await clienteComCarrinho([pizza.id, 2]);
    await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id: pizza.id, quantidade: 3, observacoes: 'Bem passada' })
      .expect(201);
    const res = await finalizar(token);
    expect(res.status).toBe(201);
    expect((res.body as Pedido).itens).toHaveLength(2);
    expect(await quantidade(massa.id)).toBe(5);
    const [, saida] = await movimentosDoItem(massa.id);
    expect(saida).toMatchObject({ tipo: 'saida', quantidade: '5.000' });
  });

  test('an order needing more than an item holds is refused, naming the product; the cart stays', async () => {
    const pizza = await novoProduto();
    const item = await criarItem({
      quantidade: 5,
      unidade: 'kg',
      produtos: [{ produto_id: pizza.id, quantidade: 3 }],
    });
    const token = await clienteComCarrinho([pizza.id, 2]);
    const antes = await totais();
    const res = await finalizar(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MSG.esgotado(pizza.nome, 5, 'kg') });
    expect(res.body.erro).toBe(`${pizza.nome} esgotado: restam só 5 kg no estoque`);
    expect(await quantidade(item.id)).toBe(5);
    expect(await totais()).toEqual(antes);
    expect((await carrinho(token)).itens).toHaveLength(1);
  });

  test('50 concurrent checkouts of one unit on 10 in stock: exactly 10 orders, 40 refused with their carts kept, never negative', async () => {
    // Proven to fail without the lock: with `.for('update')` removed from travarEmOrdem
    // (core/src/estoque/service.ts), a run on PostgreSQL accepted 33 orders instead of 10 (the
    // checkouts read 10 at once and each sold), leaving the item at -23.
    const pizza = await novoProduto();
    const item = await criarItem({
      quantidade: 10,
      produtos: [{ produto_id: pizza.id, quantidade: 1 }],
    });
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await clienteComCarrinho([pizza.id, 1]));

    const respostas = await Promise.all(tokens.map((t) => finalizar(t)));
    const aceitos = respostas.filter((r) => r.status === 201);
    const recusados = respostas.filter((r) => r.status !== 201);
    expect(aceitos).toHaveLength(10);
    expect(recusados).toHaveLength(40);
    for (const r of recusados) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ erro: MSG.esgotado(pizza.nome, 0, 'un') });
      // Nothing left is said cleanly, never 'restam só 0 un'.
      expect(r.body.erro).toBe(`${pizza.nome} esgotado`);
    }
    expect(await quantidade(item.id)).toBe(0);
    const saidas = (await movimentosDoItem(item.id)).filter((m) => m.tipo === 'saida');
    expect(saidas).toHaveLength(10);
    expect(new Set(saidas.map((m) => m.pedido_id))).toEqual(
      new Set(aceitos.map((r) => (r.body as Pedido).id)),
    );
    for (const [i, r] of respostas.entries()) {
      if (r.status === 201) continue;
      expect((await carrinho(tokens[i]!)).itens).toHaveLength(1);
    }
  }, 120_000);
});

describe('cancelling an order returns its stock', () => {
  test('cancel gives back one entrada per item; a second cancel gives nothing', async () => {
    const pizza = await novoProduto();
    const item = await criarItem({
      quantidade: 4,
      produtos: [{ produto_id: pizza.id, quantidade: 2 }],
    });
    const pedido = (await finalizar(await clienteComCarrinho([pizza.id, 2]))).body as Pedido;
    expect(await quantidade(item.id)).toBe(0);
    expect((await noCardapio(pizza.id))!.disponivel).toBe(false);

    const res = await cancelar(pedido.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelado' });
    expect(await quantidade(item.id)).toBe(4);
    const movimentos = await movimentosDoItem(item.id);
    expect(movimentos.at(-1)).toMatchObject({
      tipo: 'entrada',
      quantidade: '4.000',
      motivo: MSG.motivoCancelamento(pedido.id),
      usuario_nome: MSG.usuarioPedidoOnline,
      pedido_id: pedido.id,
    });
    expect((await noCardapio(pizza.id))!.disponivel).toBe(true);

    const segunda = await cancelar(pedido.id);
    expect(segunda.body).toMatchObject({ status: 'cancelado' });
    expect(await quantidade(item.id)).toBe(4);
    expect(await movimentosDoItem(item.id)).toHaveLength(movimentos.length);
    // The reverse step alone is idempotent too: nothing left to return.
    const desfeito = await server.core.db.transaction((tx) =>
      server.core.estoque.devolverDoPedido(tx, 1, pedido.id),
    );
    expect(desfeito).toBeUndefined();
    expect(await quantidade(item.id)).toBe(4);
  });

  test('cancelling an order without linked products touches no stock', async () => {
    const antes = await totais();
    const pedido = (await finalizar(await clienteComCarrinho([coca, 1]))).body as Pedido;
    expect((await cancelar(pedido.id)).status).toBe(200);
    expect(await totais()).toEqual(antes);
  });
});

describe('the menu shows availability', () => {
  test('unavailable when the linked stock runs short, available again after an entrada; the cache drops only on a flip', async () => {
    const pizza = await novoProduto();
    const item = await criarItem({
      quantidade: 5,
      produtos: [{ produto_id: pizza.id, quantidade: 2 }],
    });
    expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: true });
    const invalidar = jest.spyOn(server.core.invalidacao, 'invalidar');
    const mover = (tipo: 'entrada' | 'saida', q: number) =>
      request(http)
        .post('/api/estoque/movimentos')
        .set(autorizado(gestao))
        .send({ item_id: item.id, tipo, quantidade: q, motivo: 'Teste' })
        .expect(201);
    try {
      // 5 → 3: still one pizza's worth; the cached menu stays.
      await mover('saida', 2);
      expect(invalidar).not.toHaveBeenCalled();
      expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: true });
      // 3 → 1: less than one pizza takes.
      await mover('saida', 2);
      expect(invalidar).toHaveBeenCalledWith(['menu:1']);
      expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: false });
      invalidar.mockClear();
      await mover('entrada', 0.5);
      expect(invalidar).not.toHaveBeenCalled();
      await mover('entrada', 0.5);
      expect(invalidar).toHaveBeenCalledWith(['menu:1']);
      expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: true });
      // Other products are available (no links).
      expect(await noCardapio(coca)).toMatchObject({ disponivel: true });

      // Editing the link so one pizza takes more than there is flips it too.
      invalidar.mockClear();
      await request(http)
        .put(`/api/estoque/${item.id}`)
        .set(autorizado(gestao))
        .send(itemForm({ quantidade: 2, produtos: [{ produto_id: pizza.id, quantidade: 3 }] }))
        .expect(200);
      expect(invalidar).toHaveBeenCalledWith(['menu:1']);
      expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: false });
      // Deleting the item frees the product.
      await request(http).delete(`/api/estoque/${item.id}`).set(autorizado(gestao)).expect(200);
      expect(await noCardapio(pizza.id)).toMatchObject({ disponivel: true });
    } finally {
      invalidar.mockRestore();
    }
    const sobrou = await server.core.db
      .select()
      .from(estoqueProdutos)
      .where(and(eq(estoqueProdutos.empresa_id, 1), eq(estoqueProdutos.item_id, item.id)));
    expect(sobrou).toEqual([]);
  });
});

test('cancellations and checkouts sharing a coupon and a stock item never deadlock', async () => {
  // A checkout locks the coupon, then the stock; a cancellation must lock them in that order too
  // (pipeline travarParaDesfazer), although it gives them back last step first.
  const pizza = await novoProduto();
  const item = await criarItem({
    quantidade: 100,
    produtos: [{ produto_id: pizza.id, quantidade: 1 }],
  });
  const promo = await request(http)
    .post('/api/promocoes')
    .set(autorizado(gestao))
    .send({
      nome: 'Cupom e estoque',
      descricao: '',
      tipo: 'valor_fixo',
      valor: 1,
      codigo: `TRAVA${Date.now() % 1e6}`,
      data_inicio: '2000-01-01',
      data_fim: '2099-12-31',
      uso_maximo: 100,
      valor_minimo: 0,
      aplicavel_em: 'todos',
      itens_aplicaveis: '',
    });
  expect(promo.status).toBe(201);
  const comCupom = async () => {
    const token = await clienteComCarrinho([pizza.id, 1]);
    await request(http)
      .post('/api/carrinho/1/cupom')
      .set(autorizado(token))
      .send({ codigo: promo.body.codigo })
      .expect(200);
    return token;
  };
  const primeiros: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await finalizar(await comCupom());
    expect(res.status).toBe(201);
    primeiros.push(res.body.id as number);
  }
  const novos = await Promise.all(Array.from({ length: 12 }, comCupom));
  const respostas = await Promise.all([
    ...primeiros.map((id) => cancelar(id)),
    ...novos.map((t) => finalizar(t)),
  ]);
  expect(respostas.map((r) => r.status)).toEqual([...Array(12).fill(200), ...Array(12).fill(201)]);
  // 100 − 12 taken − 12 taken + 12 returned; 12 + 12 − 12 uses.
  expect(await quantidade(item.id)).toBe(88);
  const [p] = await server.core.db
    .select({ uso: promocoes.uso_atual })
    .from(promocoes)
    .where(eq(promocoes.id, promo.body.id as number));
  expect(p!.uso).toBe(12);
}, 60_000);
