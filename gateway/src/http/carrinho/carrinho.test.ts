import request from 'supertest';
import { eq, inArray } from 'drizzle-orm';
import { carrinhos, waitFor } from '@cardapio/core/testing';
import type { CarrinhoResposta } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { DEMO, loginCliente, loginStaff, novoCliente } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer, QUEUE_MODES } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let cliente: string;
let xBurguer: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  xBurguer = await produtoDemo(http, 1, 'X-Burguer');
});
afterAll(() => server.close());

/** A fresh customer of empresa 1 for each test, so carts never leak between tests. */
beforeEach(async () => {
  const res = await request(http).post('/api/auth/registro').send(novoCliente());
  cliente = (res.body as { token: string }).token;
});

const adicionar = (body: object, token = cliente, empresaId = 1) =>
  request(http).post(`/api/carrinho/${empresaId}/adicionar`).set(autorizado(token)).send(body);
const carrinho = async (token = cliente) =>
  request(http).get('/api/carrinho/1').set(autorizado(token));
const aoPonto = () => xBurguer.escolha('Ponto da carne', 'Ao ponto');

test('no cart answers 404, which the storefront reads as an empty cart', async () => {
  const res = await carrinho();
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ erro: 'Carrinho vazio' });
});

test('the server prices each line from the database and ignores prices the client sends', async () => {
  const res = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 2,
    preco: 0.01,
    preco_unitario: 0.01,
    observacoes: 'Sem pressa',
    personalizacoes: [
      aoPonto(),
      { ...xBurguer.escolha('Adicionais', 'Bacon'), preco_adicional: 0, quantidade: 2 },
    ],
  });
  expect(res.status).toBe(201);
  const body = res.body as CarrinhoResposta;
  // 24,90 + 2 × 4,00 (Bacon) = 32,90 per unit; × 2 = 65,80.
  expect(body.itens).toHaveLength(1);
  expect(body.itens[0]).toMatchObject({
    produto_nome: 'X-Burguer',
    quantidade: 2,
    preco_unitario: 32.9,
    subtotal: 65.8,
    observacoes: 'Sem pressa',
  });
  expect(body.itens[0]!.personalizacoes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        nome: 'Bacon',
        preco_adicional: 4,
        quantidade: 2,
        tipo: 'adicionar',
      }),
      expect.objectContaining({ nome: 'Ao ponto', preco_adicional: 0 }),
    ]),
  );
  expect(body.total).toBe(65.8);
  expect(new Date(body.carrinho.data_expiracao).getTime() - Date.now()).toBeGreaterThan(
    119 * 60_000,
  );
  expect(body.endereco_entrega).toMatchObject({ bairro: 'Centro', cidade: 'Florianópolis' });
});

test('the same product with the same choices and notes adds to one line', async () => {
  await adicionar({ produto_id: xBurguer.produto.id, quantidade: 1, personalizacoes: [aoPonto()] });
  const res = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 2,
    personalizacoes: [aoPonto()],
  });
  expect((res.body as CarrinhoResposta).itens).toEqual([
    expect.objectContaining({ quantidade: 3, subtotal: 74.7 }),
  ]);
});

test('adds of one line that race make one line with every unit (at most 99)', async () => {
  const linha = { produto_id: xBurguer.produto.id, quantidade: 30, personalizacoes: [aoPonto()] };
  const respostas = await Promise.all(Array.from({ length: 5 }, () => adicionar(linha)));
  for (const r of respostas) expect(r.status).toBe(201);
  const { itens } = (await carrinho()).body as CarrinhoResposta;
  expect(itens).toEqual([expect.objectContaining({ quantidade: 99 })]);

  // Different notes or choices are lines of their own, also when they race.
  const outras = await Promise.all([
    adicionar({ ...linha, quantidade: 1, observacoes: 'Sem cebola' }),
    adicionar({ ...linha, quantidade: 1, observacoes: 'Sem cebola' }),
    adicionar({
      ...linha,
      quantidade: 1,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Bem passado')],
    }),
  ]);
  for (const r of outras) expect(r.status).toBe(201);
  const depois = ((await carrinho()).body as CarrinhoResposta).itens;
  const ponto = (i: (typeof depois)[number]) => i.personalizacoes.map((p) => p.nome).join();
  expect(depois.map((i) => [ponto(i), i.observacoes, i.quantidade]).sort()).toEqual([
    ['Ao ponto', null, 99],
    ['Ao ponto', 'Sem cebola', 2],
    ['Bem passado', null, 1],
  ]);
});

test('a line changed into the same as another becomes one line with both quantities', async () => {
  await adicionar({ produto_id: xBurguer.produto.id, quantidade: 2, personalizacoes: [aoPonto()] });
  const segunda = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 1,
    observacoes: 'Bem quente',
    personalizacoes: [aoPonto()],
  });
  const itens = (segunda.body as CarrinhoResposta).itens;
  expect(itens).toHaveLength(2);
  const put = await request(http)
    .put(`/api/carrinho/1/item/${itens[1]!.id}`)
    .set(autorizado(cliente))
    .send({ observacoes: '' });
  expect(put.status).toBe(200);
  expect((put.body as CarrinhoResposta).itens).toEqual([
    expect.objectContaining({ id: itens[0]!.id, quantidade: 3, observacoes: null }),
  ]);
});

test.each([
  [{ quantidade: 0 }, 'Quantidade deve ser pelo menos 1'],
  [{ quantidade: -3 }, 'Quantidade deve ser pelo menos 1'],
  [{ quantidade: 1.5 }, 'Quantidade inválida'],
  [{ produto_id: 'abc' }, 'Produto inválido'],
])('bad input %j → 400 with a message, and nothing is written', async (campos, erro) => {
  const res = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 1,
    personalizacoes: [aoPonto()],
    ...campos,
  });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ erro });
  expect((await carrinho()).status).toBe(404);
});

test('personalizações are checked against the product option groups', async () => {
  const remover = xBurguer.escolha('Remover ingredientes', 'Cebola');
  const casos: Array<[unknown[], string]> = [
    [[aoPonto(), { opcao_id: 999999, item_id: 1 }], 'Personalização inválida para este produto'],
    [
      [aoPonto(), { opcao_id: aoPonto().opcao_id, item_id: 999999 }],
      'Personalização inválida para este produto',
    ],
    [[aoPonto(), { ...remover, preco_adicional: 2 }], 'Remoções não têm preço'],
    [[aoPonto(), { ...remover, tipo: 'adicionar' }], 'Tipo de personalização inválido'],
    [
      [
        aoPonto(),
        xBurguer.escolha('Adicionais', 'Bacon'),
        xBurguer.escolha('Adicionais', 'Ovo'),
        xBurguer.escolha('Adicionais', 'Cheddar'),
        xBurguer.escolha('Adicionais', 'Hambúrguer extra'),
      ],
      'Escolha no máximo 3 opções em "Adicionais"',
    ],
    [
      [aoPonto(), xBurguer.escolha('Ponto da carne', 'Bem passado')],
      'Escolha apenas uma opção em "Ponto da carne"',
    ],
    [[], 'Escolha uma opção em "Ponto da carne"'],
  ];
  for (const [personalizacoes, erro] of casos) {
    const res = await adicionar({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes,
    });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { erro } });
  }
  // An option of another product is as unknown as a made-up id.
  const pizza = await produtoDemo(http, 1, 'Pizza Calabresa');
  const deOutro = pizza.grupos[0]!;
  const res = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 1,
    personalizacoes: [aoPonto(), { opcao_id: deOutro.id, item_id: deOutro.itens[0]!.id }],
  });
  expect(res.body).toEqual({ erro: 'Personalização inválida para este produto' });
  expect((await carrinho()).status).toBe(404);
});

test('a product of another empresa or an unknown one cannot be added', async () => {
  const deOutraEmpresa = (await request(http).get('/api/menu/2')).body.produtos[0].id as number;
  for (const produto_id of [deOutraEmpresa, 999999]) {
    const res = await adicionar({ produto_id, quantidade: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ erro: 'Produto não encontrado ou indisponível' });
  }
});

test('quantity, choices and notes of a line can change; the price follows', async () => {
  const add = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 1,
    personalizacoes: [aoPonto()],
  });
  const itemId = (add.body as CarrinhoResposta).itens[0]!.id;
  const put = await request(http)
    .put(`/api/carrinho/1/item/${itemId}`)
    .set(autorizado(cliente))
    .send({
      quantidade: 3,
      observacoes: 'Bem quente',
      personalizacoes: [aoPonto(), xBurguer.escolha('Adicionais', 'Cheddar')],
    });
  expect(put.status).toBe(200);
  expect((put.body as CarrinhoResposta).itens[0]).toMatchObject({
    quantidade: 3,
    preco_unitario: 28.4,
    subtotal: 85.2,
    observacoes: 'Bem quente',
  });
  const zero = await request(http)
    .put(`/api/carrinho/1/item/${itemId}`)
    .set(autorizado(cliente))
    .send({ quantidade: 0 });
  expect(zero.status).toBe(400);
  expect((await carrinho()).body.itens[0].quantidade).toBe(3);
});

test('notes, removing the last line and clearing', async () => {
  const add = await adicionar({
    produto_id: xBurguer.produto.id,
    quantidade: 1,
    personalizacoes: [aoPonto()],
  });
  const obs = await request(http)
    .put('/api/carrinho/1/observacoes')
    .set(autorizado(cliente))
    .send({ observacoes: 'Tocar o interfone' });
  expect(obs.body.carrinho.observacoes).toBe('Tocar o interfone');

  const itemId = (add.body as CarrinhoResposta).itens[0]!.id;
  const del = await request(http).delete(`/api/carrinho/1/item/${itemId}`).set(autorizado(cliente));
  expect(del.body).toEqual({ mensagem: 'Item removido do carrinho' });
  expect((await carrinho()).status).toBe(404);
  expect(
    (await request(http).delete(`/api/carrinho/1/item/${itemId}`).set(autorizado(cliente))).status,
  ).toBe(404);

  await adicionar({ produto_id: xBurguer.produto.id, quantidade: 1, personalizacoes: [aoPonto()] });
  const limpar = await request(http).delete('/api/carrinho/1/limpar').set(autorizado(cliente));
  expect(limpar.body).toEqual({ mensagem: 'Carrinho limpo com sucesso' });
  expect((await carrinho()).status).toBe(404);
});

describe('tenants and owners', () => {
  test('a customer of empresa 1 cannot read or change empresa 2 carts', async () => {
    for (const req of [
      request(http).get('/api/carrinho/2'),
      request(http).post('/api/carrinho/2/adicionar').send({ produto_id: 1, quantidade: 1 }),
      request(http).delete('/api/carrinho/2/limpar'),
      request(http).put('/api/carrinho/2/observacoes').send({ observacoes: 'x' }),
    ]) {
      const res = await req.set(autorizado(cliente));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ erro: 'Acesso negado' });
    }
  });

  test("another customer's line cannot be changed or removed: it is not found in one's own cart", async () => {
    const add = await adicionar({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [aoPonto()],
    });
    const itemId = (add.body as CarrinhoResposta).itens[0]!.id;
    const outro = await loginCliente(http);
    const put = await request(http)
      .put(`/api/carrinho/1/item/${itemId}`)
      .set(autorizado(outro))
      .send({ quantidade: 9 });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ erro: 'Item não encontrado no carrinho' });
    expect(
      (await request(http).delete(`/api/carrinho/1/item/${itemId}`).set(autorizado(outro))).status,
    ).toBe(404);
    expect((await carrinho()).body.itens[0].quantidade).toBe(1);
  });

  test('only customers have carts: no token 401, staff and waiters 403', async () => {
    expect((await request(http).get('/api/carrinho/1')).status).toBe(401);
    const staff = await loginStaff(http);
    expect((await request(http).get('/api/carrinho/1').set(autorizado(staff))).status).toBe(403);
  });

  test('free delivery: only for oneself; empresa 1 offers it on the first order', async () => {
    const me = await request(http).get('/api/auth/perfil').set(autorizado(cliente));
    const id = me.body.usuario.id as number;
    const res = await request(http)
      .get(`/api/carrinho/entrega-gratis/${id}`)
      .set(autorizado(cliente));
    expect(res.body).toEqual({ temDireitoEntregaGratis: true, valorMinimo: 50 });
    expect(
      (
        await request(http)
          .get(`/api/carrinho/entrega-gratis/${id + 1}`)
          .set(autorizado(cliente))
      ).status,
    ).toBe(403);
    const cliente2 = await loginCliente(http, DEMO.cliente2);
    const me2 = await request(http).get('/api/auth/perfil').set(autorizado(cliente2));
    const res2 = await request(http)
      .get(`/api/carrinho/entrega-gratis/${me2.body.usuario.id}`)
      .set(autorizado(cliente2));
    expect(res2.body.temDireitoEntregaGratis).toBe(false); // empresa 2 does not offer it
  });
});

describe('the expired carts sweeper', () => {
  const clients = socketClients();
  afterAll(() => clients.closeAll());

  test('clears every expired cart with its lines, tells each owner once, and leaves the rest', async () => {
    const clientes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const reg = await request(http).post('/api/auth/registro').send(novoCliente());
        const token = reg.body.token as string;
        const add = await adicionar(
          { produto_id: xBurguer.produto.id, quantidade: 1, personalizacoes: [aoPonto()] },
          token,
        );
        const { socket } = await clients.connected(server.url, token);
        const avisos: number[] = [];
        socket.on('carrinho:expirado', (e: { carrinho_id: number }) => avisos.push(e.carrinho_id));
        return { token, carrinhoId: (add.body as CarrinhoResposta).carrinho.id, avisos };
      }),
    );
    const [vivo, ...vencidos] = clientes;
    await server.core.db
      .update(carrinhos)
      .set({ data_expiracao: new Date(Date.now() - 1000) })
      .where(
        inArray(
          carrinhos.id,
          vencidos.map((c) => c.carrinhoId),
        ),
      );

    await server.core.carrinho.varrerExpirados();
    await server.core.carrinho.varrerExpirados();

    const restantes = await server.core.db
      .select({ id: carrinhos.id })
      .from(carrinhos)
      .where(
        inArray(
          carrinhos.id,
          clientes.map((c) => c.carrinhoId),
        ),
      );
    expect(restantes).toEqual([{ id: vivo!.carrinhoId }]);
    await waitFor(() => vencidos.every((c) => c.avisos.length > 0));
    await new Promise((r) => setTimeout(r, 200));
    for (const c of vencidos) expect(c.avisos).toEqual([c.carrinhoId]);
    expect(vivo!.avisos).toEqual([]);
    expect((await carrinho(vivo!.token)).status).toBe(200);
    for (const c of vencidos) expect((await carrinho(c.token)).status).toBe(404);
  });
});

const TTL_MS = 2000;

describe.each(QUEUE_MODES)('cart expiry through the carrinho.expirar job (%s queue)', (mode) => {
  let curto: RunningServer;
  /** The server's clock: the wall clock, or a moment a test holds it at. */
  let relogio: Date | null = null;
  const clients = socketClients();
  beforeAll(async () => {
    curto = await createTestServer(
      { carrinhoTtlMs: TTL_MS },
      { queue: mode, now: () => relogio ?? new Date() },
    );
  });
  afterEach(() => {
    relogio = null;
  });
  afterAll(async () => {
    clients.closeAll();
    await curto.close();
  });

  test('the cart is cleared when it expires and the customer socket hears carrinho:expirado', async () => {
    const reg = await request(curto.httpServer).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    const { socket } = await clients.connected(curto.url, token);
    const expirou = new Promise<{ carrinho_id: number }>((resolve) =>
      socket.once('carrinho:expirado', resolve),
    );
    const add = await request(curto.httpServer)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id: xBurguer.produto.id, quantidade: 1, personalizacoes: [aoPonto()] });
    expect(add.status).toBe(201);
    const carrinhoId = (add.body as CarrinhoResposta).carrinho.id;

    await expect(expirou).resolves.toMatchObject({ carrinho_id: carrinhoId, empresa_id: 1 });
    // Gone from the database, not only hidden: the job deleted the row.
    await waitFor(async () => {
      const rows = await curto.core.db.select().from(carrinhos).where(eq(carrinhos.id, carrinhoId));
      return rows.length === 0;
    });
    expect(
      (await request(curto.httpServer).get('/api/carrinho/1').set(autorizado(token))).status,
    ).toBe(404);
  });

  test('an add to a cart that has expired begins a new cart: its old lines do not come back', async () => {
    const reg = await request(curto.httpServer).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    const add = (quantidade: number) =>
      request(curto.httpServer)
        .post('/api/carrinho/1/adicionar')
        .set(autorizado(token))
        .send({ produto_id: xBurguer.produto.id, quantidade, personalizacoes: [aoPonto()] });
    const inicio = Date.now();
    relogio = new Date(inicio);
    const antigo = (await add(5)).body as CarrinhoResposta;
    expect(antigo.itens[0]!.quantidade).toBe(5);
    // Past its expiry (whether or not the sweeper has cleared it yet), another add.
    relogio = new Date(inicio + TTL_MS + 100);
    const novo = await add(1);
    expect(novo.status).toBe(201);
    const corpo = novo.body as CarrinhoResposta;
    expect(corpo.carrinho.id).not.toBe(antigo.carrinho.id);
    expect(corpo.itens).toEqual([expect.objectContaining({ quantidade: 1 })]);
    expect(new Date(corpo.carrinho.data_expiracao).getTime()).toBe(inicio + TTL_MS + 100 + TTL_MS);
  });

  test('a change pushes the expiry forward: past the first deadline the cart is still there', async () => {
    const reg = await request(curto.httpServer).post('/api/auth/registro').send(novoCliente());
    const token = reg.body.token as string;
    const add = async () =>
      (
        await request(curto.httpServer)
          .post('/api/carrinho/1/adicionar')
          .set(autorizado(token))
          .send({ produto_id: xBurguer.produto.id, quantidade: 1, personalizacoes: [aoPonto()] })
      ).body as CarrinhoResposta;
    const prazo = (c: CarrinhoResposta) => new Date(c.carrinho.data_expiracao).getTime();
    // The server's clock is moved by hand: the moments below do not depend on how fast it runs.
    const inicio = Date.now();
    relogio = new Date(inicio);
    const primeiro = prazo(await add());
    expect(primeiro).toBe(inicio + TTL_MS);
    relogio = new Date(inicio + TTL_MS / 2);
    const segundo = prazo(await add());
    expect(segundo).toBe(inicio + TTL_MS / 2 + TTL_MS);
    // Past the first deadline, before the second: the cart (and whatever job runs) keeps it.
    relogio = new Date(primeiro + 150);
    const vivo = await request(curto.httpServer).get('/api/carrinho/1').set(autorizado(token));
    expect(vivo.status).toBe(200);
    expect(vivo.body.itens[0].quantidade).toBe(2);
  });
});
