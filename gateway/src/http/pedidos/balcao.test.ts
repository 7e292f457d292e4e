/**
 * Counter and phone orders (issue 31 §1): staff enter them through the one checkout pipeline, so
 * prices, freight, coupon, stock and live push work as for a customer's order; the customer is
 * found again by phone, with their last address and last order ('Repetir pedido').
 */
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import type {
  ClienteDoTelefone,
  Pedido,
  PedidoHistoricoEntrada,
  Promocao,
  RespostaDoPagarPix,
} from '@cardapio/shared-events';
import { pedidos, promocoes } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { estoqueDoProduto, quantidadeNoEstoque } from '../../testing/estoque';
import { comandaNaMesa } from '../../testing/comandas';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let admin: string;
let colaborador: string;
let admin2: string;
let calabresa: Awaited<ReturnType<typeof produtoDemo>>;
let coca: number;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  admin = await loginStaff(http);
  colaborador = await loginStaff(http, DEMO.equipe);
  admin2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, admin, true);
  calabresa = await produtoDemo(http, 1, 'X-Burguer');
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

let seq = 0;
/** A phone number no other test of this file uses. */
const telefoneNovo = () => `4899${String(Date.now() % 1_000_000).padStart(6, '0')}${++seq % 10}`;

const pedidoDaEquipe = (campos: Record<string, unknown> = {}) => ({
  canal: 'telefone',
  entrega: 'retirada',
  cliente: { nome: 'Maria', sobrenome: 'Souza', telefone: telefoneNovo() },
  itens: [{ produto_id: coca, quantidade: 2 }],
  pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
  ...campos,
});

const criar = (corpo: object, token = admin) =>
  request(http).post('/api/pedidos/equipe').set(autorizado(token)).send(corpo);

const buscar = (telefone: string, token = admin) =>
  request(http)
    .get(`/api/pedidos/equipe/cliente?telefone=${encodeURIComponent(telefone)}`)
    .set(autorizado(token));

/** A stock item of 10 units linked to the Coca-Cola (one a can); the caller deletes it. */
const dezLatasDeCoca = (nome: string) => estoqueDoProduto(http, admin, coca, nome, 10);

async function precoNoCardapio(produtoId: number): Promise<number> {
  const menu = await request(http).get('/api/menu/1');
  return Number(
    (menu.body as { produtos: Array<{ id: number; preco: number }> }).produtos.find(
      (p) => p.id === produtoId,
    )!.preco,
  );
}

describe('an order taken on the phone or at the counter', () => {
  test('runs the pipeline: server prices, canal, staff in the history, pushed to the board and the kitchen', async () => {
    const { socket: board } = await clients.connected(server.url, admin);
    const recebido = new Promise<Pedido>((resolve) =>
      board.on('pedido:criado', (p) => {
        if (p.canal === 'telefone') resolve(p as Pedido);
      }),
    );
    const res = await criar(
      pedidoDaEquipe({
        // Prices sent by a client are not even read: the body has none to send.
        itens: [
          {
            produto_id: calabresa.produto.id,
            quantidade: 1,
            observacoes: 'sem cebola',
            personalizacoes: [
              calabresa.escolha('Ponto da carne', 'Ao ponto'),
              calabresa.escolha('Adicionais', 'Bacon'),
            ],
          },
          { produto_id: coca, quantidade: 2 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const { pedido, cobranca } = res.body as { pedido: Pedido; cobranca: null };
    expect(cobranca).toBeNull();
    expect(pedido).toMatchObject({
      canal: 'telefone',
      tipo_pedido: 'retirada',
      mesa: 'Retirada',
      usuario_id: null,
      nome_cliente: 'Maria',
      status: 'pendente',
      status_pagamento: 'pendente',
      metodo_pagamento: 'entrega',
      metodo_pagamento_detalhado: 'dinheiro',
      valor_frete: 0,
    });
    const borda = calabresa.grupos
      .find((g) => g.nome === 'Adicionais')!
      .itens.find((i) => i.nome === 'Bacon')!.preco_adicional;
    const esperado =
      (await precoNoCardapio(calabresa.produto.id)) + borda + 2 * (await precoNoCardapio(coca));
    expect(pedido.total).toBeCloseTo(esperado, 2);
    expect(pedido.itens.map((i) => i.produto_nome)).toEqual(['X-Burguer', 'Coca-Cola Lata 350ml']);
    expect((await recebido).id).toBe(pedido.id);

    const historico = (
      await request(http).get(`/api/pedidos/${pedido.id}/historico`).set(autorizado(admin))
    ).body as PedidoHistoricoEntrada[];
    expect(historico[0]).toMatchObject({ para: 'pendente', autor_tipo: 'equipe' });
    expect(historico[0]!.autor_nome).toBeTruthy();

    // The board's list and the monitor's read carry the channel too.
    const lista = (await request(http).get('/api/pedidos').set(autorizado(admin))).body as Pedido[];
    expect(lista.find((p) => p.id === pedido.id)?.canal).toBe('telefone');
  });

  test('a delivery gets the freight of its address, as on the menu; outside the area is refused', async () => {
    const res = await criar(
      pedidoDaEquipe({ canal: 'balcao', entrega: 'entrega', endereco: ENDERECO_CENTRO }),
    );
    expect(res.status).toBe(201);
    const pedido = (res.body as { pedido: Pedido }).pedido;
    expect(pedido).toMatchObject({ canal: 'balcao', tipo_pedido: 'entrega', mesa: 'Entrega' });
    const quote = await request(http)
      .post('/api/frete/calcular')
      .send({ empresa_id: 1, ...ENDERECO_CENTRO });
    expect(quote.status).toBe(200);
    expect(pedido.valor_frete).toBeGreaterThan(0);
    expect(pedido.valor_frete).toBeCloseTo(quote.body.dados.valorFrete, 2);
    expect(pedido.endereco_entrega).toMatchObject({ rua: ENDERECO_CENTRO.rua });

    const semEndereco = await criar(pedidoDaEquipe({ entrega: 'entrega' }));
    expect(semEndereco.status).toBe(400);
    expect(semEndereco.body.erro).toBeTruthy();
    const longe = await criar(
      pedidoDaEquipe({
        entrega: 'entrega',
        endereco: { ...ENDERECO_CENTRO, bairro: 'Bairro que não existe' },
      }),
    );
    expect(longe.status).toBe(400);
  });

  test('at the counter: cash in hand is placed paid with its change; card too; a short note is refused', async () => {
    const dinheiro = await criar(
      pedidoDaEquipe({
        canal: 'balcao',
        entrega: 'balcao',
        pagamento: { metodo: 'dinheiro', troco_para: '100,00' },
      }),
    );
    expect(dinheiro.status).toBe(201);
    const pago = (dinheiro.body as { pedido: Pedido }).pedido;
    expect(pago).toMatchObject({
      canal: 'balcao',
      mesa: 'Balcão',
      tipo_pedido: 'retirada',
      status_pagamento: 'pago',
      metodo_pagamento: 'balcao',
      precisa_troco: true,
      valor_troco: 100,
    });
    expect(pago.detalhes_pagamento).toMatchObject({ troco: Number((100 - pago.total).toFixed(2)) });

    const cartao = await criar(
      pedidoDaEquipe({ canal: 'balcao', pagamento: { metodo: 'cartao' } }),
    );
    expect((cartao.body as { pedido: Pedido }).pedido.status_pagamento).toBe('pago');

    const curto = await criar(
      pedidoDaEquipe({ pagamento: { metodo: 'dinheiro', troco_para: '1,00' } }),
    );
    expect(curto.status).toBe(400);
    const trocoNoCartao = await criar(
      pedidoDaEquipe({ pagamento: { metodo: 'cartao', troco_para: '50' } }),
    );
    expect(trocoNoCartao.status).toBe(400);
    expect(trocoNoCartao.body).toEqual({ erro: 'Troco só para pagamento em dinheiro' });
    const semComo = await criar(pedidoDaEquipe({ pagamento: { metodo: 'na_entrega' } }));
    expect(semComo.body).toEqual({ erro: 'Informe como o cliente vai pagar na entrega' });
  });

  test('PIX: a charge with the QR for the customer to scan on the staff screen', async () => {
    const res = await criar(pedidoDaEquipe({ pagamento: { metodo: 'pix' } }));
    expect(res.status).toBe(201);
    const { pedido, cobranca } = res.body as { pedido: Pedido; cobranca: RespostaDoPagarPix };
    expect(pedido.metodo_pagamento).toBe('site');
    expect(pedido.status_pagamento).toBe('pendente');
    expect(cobranca.qr_code).toMatch(/^000201/);
    expect(cobranca.qr_code_base64).toBeTruthy();
  });

  test('stock is taken and a coupon counted, as for a customer; a cancellation gives both back', async () => {
    const itemId = await dezLatasDeCoca('Lata balcão');
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    const codigo = `BALCAO${Date.now() % 100000}`;
    const promo = await request(http).post('/api/promocoes').set(autorizado(admin)).send({
      nome: 'Balcão 10%',
      descricao: '',
      tipo: 'percentual',
      valor: 10,
      codigo,
      data_inicio: hoje,
      data_fim: hoje,
      uso_maximo: 5,
      valor_minimo: 0,
      aplicavel_em: 'todos',
      itens_aplicaveis: '',
    });
    expect(promo.status).toBe(201);
    const promocaoId = (promo.body as Promocao).id;

    const res = await criar(
      pedidoDaEquipe({ itens: [{ produto_id: coca, quantidade: 3 }], cupom: codigo.toLowerCase() }),
    );
    expect(res.status).toBe(201);
    const pedido = (res.body as { pedido: Pedido }).pedido;
    const semDesconto = 3 * (await precoNoCardapio(coca));
    expect(pedido.cupom_codigo).toBe(codigo);
    expect(pedido.desconto).toBeCloseTo(semDesconto * 0.1, 2);
    expect(pedido.total).toBeCloseTo(semDesconto * 0.9, 2);
    expect(await quantidadeNoEstoque(server, itemId)).toBe(7);
    const uso = async () =>
      (
        await server.core.db
          .select({ uso: promocoes.uso_atual })
          .from(promocoes)
          .where(eq(promocoes.id, promocaoId))
      )[0]!.uso;
    expect(await uso()).toBe(1);

    // More than the stock: refused, nothing written.
    const antes = await server.core.db
      .select({ id: pedidos.id })
      .from(pedidos)
      .where(eq(pedidos.empresa_id, 1));
    const demais = await criar(pedidoDaEquipe({ itens: [{ produto_id: coca, quantidade: 8 }] }));
    expect(demais.status).toBe(400);
    expect(demais.body.erro).toBeTruthy();
    const depois = await server.core.db
      .select({ id: pedidos.id })
      .from(pedidos)
      .where(eq(pedidos.empresa_id, 1));
    expect(depois.length).toBe(antes.length);

    const cancelado = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(admin))
      .send({ status: 'cancelado' });
    expect(cancelado.status).toBe(200);
    expect(await quantidadeNoEstoque(server, itemId)).toBe(10);
    expect(await uso()).toBe(0);
    // The other tests order the same product without a stock limit.
    expect(
      (await request(http).delete(`/api/estoque/${itemId}`).set(autorizado(admin))).status,
    ).toBe(200);
  });

  test('staff orders go through even when the store is closed to the site', async () => {
    await definirLoja(http, admin, false);
    try {
      const cliente = await clienteComCarrinho(http, [coca, 1]).catch(() => null);
      if (cliente) expect((await finalizarPedido(http, cliente)).status).toBe(400);
      const res = await criar(pedidoDaEquipe({ canal: 'balcao', entrega: 'balcao' }));
      expect(res.status).toBe(201);
    } finally {
      await definirLoja(http, admin, true);
    }
  });
});

describe('finding the customer by phone', () => {
  test("a customer's last order and address come back, whatever the phone's mask", async () => {
    const telefone = telefoneNovo();
    const primeiro = await criar(
      pedidoDaEquipe({
        entrega: 'entrega',
        endereco: ENDERECO_CENTRO,
        cliente: {
          nome: 'Ana',
          sobrenome: 'Lima',
          telefone: `+55 (${telefone.slice(0, 2)}) ${telefone.slice(2)}`,
        },
      }),
    );
    expect(primeiro.status).toBe(201);
    const ultimo = await criar(
      pedidoDaEquipe({
        cliente: { nome: 'Ana', sobrenome: 'Lima', telefone },
        itens: [
          {
            produto_id: calabresa.produto.id,
            quantidade: 2,
            observacoes: 'bem passada',
            personalizacoes: [
              calabresa.escolha('Ponto da carne', 'Ao ponto'),
              calabresa.escolha('Adicionais', 'Bacon'),
            ],
          },
        ],
      }),
    );
    const pedido = (ultimo.body as { pedido: Pedido }).pedido;
    const achado = await buscar(
      `(${telefone.slice(0, 2)}) ${telefone.slice(2, 7)}-${telefone.slice(7)}`,
    );
    expect(achado.status).toBe(200);
    const cliente = achado.body as ClienteDoTelefone;
    expect(cliente).toMatchObject({ telefone, nome: 'Ana', sobrenome: 'Lima' });
    expect(cliente.endereco).toMatchObject({ rua: ENDERECO_CENTRO.rua, bairro: 'Centro' });
    expect(cliente.ultimo_pedido).toMatchObject({ id: pedido.id, total: pedido.total });
    expect(cliente.ultimo_pedido!.itens).toEqual([
      {
        produto_id: calabresa.produto.id,
        produto_nome: 'X-Burguer',
        quantidade: 2,
        observacoes: 'bem passada',
        personalizacoes: expect.arrayContaining([
          expect.objectContaining({ ...calabresa.escolha('Ponto da carne', 'Ao ponto') }),
          expect.objectContaining({ ...calabresa.escolha('Adicionais', 'Bacon'), quantidade: 1 }),
        ]),
      },
    ]);

    // 'Repetir pedido': the same lines sent back make the same order at today's prices.
    const repetido = await criar(
      pedidoDaEquipe({
        cliente: { nome: 'Ana', telefone },
        itens: cliente.ultimo_pedido!.itens.map((l) => ({
          produto_id: l.produto_id,
          quantidade: l.quantidade,
          observacoes: l.observacoes ?? undefined,
          personalizacoes: l.personalizacoes,
        })),
      }),
    );
    expect(repetido.status).toBe(201);
    expect((repetido.body as { pedido: Pedido }).pedido.total).toBeCloseTo(pedido.total, 2);
  });

  test("a customer who ordered on the site is found by their account's order", async () => {
    const token = await clienteComCarrinho(http, [coca, 1]);
    expect((await finalizarPedido(http, token)).status).toBe(201);
    const achado = await buscar('48 99876-5432');
    expect(achado.status).toBe(200);
    expect((achado.body as ClienteDoTelefone).nome).toBe('João');
  });

  test('unknown phone: 404; bad phone: 400; another company never sees ours', async () => {
    const telefone = telefoneNovo();
    expect((await criar(pedidoDaEquipe({ cliente: { nome: 'Zé', telefone } }))).status).toBe(201);
    expect((await buscar(telefone)).status).toBe(200);
    const outra = await buscar(telefone, admin2);
    expect(outra.status).toBe(404);
    expect(outra.body).toEqual({ erro: 'Cliente não encontrado' });
    expect((await buscar('abc')).status).toBe(400);
    expect((await buscar('1'.repeat(500))).status).toBe(400);
    const semTelefone = await request(http)
      .get('/api/pedidos/equipe/cliente')
      .set(autorizado(admin));
    expect(semTelefone.status).toBe(400);
  });
});

describe('a phone order for later', () => {
  test('scheduled for later today keeps its time; too soon or not a date is refused in pt-BR', async () => {
    const para = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
    const res = await criar(pedidoDaEquipe({ agendado_para: para.toISOString() }));
    expect(res.status).toBe(201);
    expect((res.body as { pedido: Pedido }).pedido.agendado_para).toBe(para.toISOString());
    const cedo = await criar(pedidoDaEquipe({ agendado_para: new Date().toISOString() }));
    expect(cedo.status).toBe(400);
    expect(cedo.body.erro).toMatch(/^Escolha um horário a partir das \d\d:\d\d\.$/);
    const invalido = await criar(pedidoDaEquipe({ agendado_para: 'amanhã' }));
    expect(invalido.status).toBe(400);
    expect(typeof invalido.body.erro).toBe('string');
  });
});

describe('who may take them, and bad input', () => {
  test('role matrix: staff of any role; never a customer, a waiter or nobody', async () => {
    expect((await criar(pedidoDaEquipe(), colaborador)).status).toBe(201);
    const cliente = await loginCliente(http);
    const garcom = await loginGarcom(http);
    for (const token of [cliente, garcom]) {
      expect((await criar(pedidoDaEquipe(), token)).status).toBe(403);
      expect((await buscar('48999990000', token)).status).toBe(403);
    }
    expect((await request(http).post('/api/pedidos/equipe').send(pedidoDaEquipe())).status).toBe(
      401,
    );
  });

  test('a product whose required choice is missing is refused by name', async () => {
    const res = await criar(
      pedidoDaEquipe({ itens: [{ produto_id: calabresa.produto.id, quantidade: 1 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: '"X-Burguer": Escolha uma opção em "Ponto da carne"' });
  });

  test("another company's product is refused and writes nothing", async () => {
    const deles = (await produtoDemo(http, 2, (await primeiroProduto(2)).nome)).produto.id;
    const contar = async () =>
      (
        await server.core.db
          .select({ id: pedidos.id })
          .from(pedidos)
          .where(and(eq(pedidos.empresa_id, 1), eq(pedidos.canal, 'telefone')))
      ).length;
    const antes = await contar();
    const res = await criar(pedidoDaEquipe({ itens: [{ produto_id: deles, quantidade: 1 }] }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ erro: 'Produto não encontrado ou indisponível' });
    // Company 2's admin ordering company 1's product: the same.
    expect((await criar(pedidoDaEquipe(), admin2)).status).toBe(404);
    expect(await contar()).toBe(antes);
  });

  test.each([
    ['no items', { itens: [] }, 'Adicione pelo menos um item'],
    ['no name', { cliente: { nome: '  ' } }, 'Informe o nome do cliente'],
    [
      'NUL in the name',
      { cliente: { nome: 'Ma\u0000ria' } },
      'O texto contém caracteres inválidos',
    ],
    [
      'a huge name',
      { cliente: { nome: 'x'.repeat(5000) } },
      'Nome do cliente muito longo (máximo 100 caracteres)',
    ],
    ['options missing', { itens: [{ produto_id: 0, quantidade: 1 }] }, 'Produto inválido'],
    ['a wrong canal', { canal: 'site' }, 'Canal inválido'],
    ['a wrong delivery', { entrega: 'drone' }, 'Tipo de pedido inválido'],
    ['a wrong payment', { pagamento: { metodo: 'cheque' } }, 'Selecione a forma de pagamento'],
    ['id past int32', { itens: [{ produto_id: 2 ** 31, quantidade: 1 }] }, null],
    [
      'a required choice missing',
      { itens: [{ produto_id: -1, quantidade: 1 }] },
      'Produto inválido',
    ],
    ['quantity 0', { itens: [{ produto_id: 1, quantidade: 0 }] }, null],
    ['items not an array', { itens: 'muitos' }, 'Adicione pelo menos um item'],
  ])('%s: 400 with a pt-BR message', async (_nome, campos, mensagem) => {
    const res = await criar(pedidoDaEquipe(campos));
    expect(res.status).toBe(400);
    if (mensagem) expect(res.body).toEqual({ erro: mensagem });
    else expect(typeof res.body.erro).toBe('string');
  });

  test('a token of a deleted staff account is refused', async () => {
    const email = `caixa.${Date.now()}@exemplo.com.br`;
    const novo = await request(http)
      .post('/api/auth/register')
      .set(autorizado(admin))
      .send({ username: email, password: 'segredo12', role: 'colaborador' });
    expect(novo.status).toBe(201);
    const token = await loginStaff(http, { email, senha: 'segredo12' });
    expect((await criar(pedidoDaEquipe(), token)).status).toBe(201);
    const id = (novo.body as { usuario: { id: number } }).usuario.id;
    expect((await request(http).delete(`/api/users/${id}`).set(autorizado(admin))).status).toBe(
      200,
    );
    expect((await criar(pedidoDaEquipe(), token)).status).toBe(401);
  });
});

async function primeiroProduto(empresaId: number) {
  const menu = await request(http).get(`/api/menu/${empresaId}`);
  return (menu.body as { produtos: Array<{ nome: string }> }).produtos[0]!;
}

describe('correcting an order the kitchen has not started', () => {
  const corrigir = (id: number, corpo: object, token = admin) =>
    request(http).put(`/api/pedidos/${id}/correcao`).set(autorizado(token)).send(corpo);

  const correcao = (campos: Record<string, unknown> = {}) => {
    const { canal: _canal, ...resto } = pedidoDaEquipe(campos);
    return resto;
  };

  test('items, address and payment change on the same order, pushed to every screen; stock follows', async () => {
    const itemId = await dezLatasDeCoca('Lata correção');
    try {
      const criado = await criar(pedidoDaEquipe({ itens: [{ produto_id: coca, quantidade: 2 }] }));
      const antes = (criado.body as { pedido: Pedido }).pedido;
      expect(await quantidadeNoEstoque(server, itemId)).toBe(8);

      const { socket: board } = await clients.connected(server.url, admin);
      const atualizado = new Promise<Pedido>((resolve) =>
        board.on('pedido:atualizado', (p) => {
          if (p.id === antes.id) resolve(p as Pedido);
        }),
      );
      const res = await corrigir(
        antes.id,
        correcao({
          entrega: 'entrega',
          endereco: ENDERECO_CENTRO,
          cliente: { nome: 'Maria', sobrenome: 'Souza', telefone: '48999990001' },
          itens: [
            { produto_id: coca, quantidade: 5 },
            {
              produto_id: calabresa.produto.id,
              quantidade: 1,
              personalizacoes: [calabresa.escolha('Ponto da carne', 'Ao ponto')],
            },
          ],
          pagamento: { metodo: 'cartao' },
        }),
      );
      expect(res.status).toBe(200);
      const depois = (res.body as { pedido: Pedido }).pedido;
      expect(depois).toMatchObject({
        id: antes.id,
        canal: 'telefone',
        created_at: antes.created_at,
        tipo_pedido: 'entrega',
        status: 'pendente',
        status_pagamento: 'pago',
        metodo_pagamento_detalhado: 'cartao',
      });
      expect(depois.valor_frete).toBeGreaterThan(0);
      expect(depois.itens.map((i) => [i.produto_nome, i.quantidade])).toEqual([
        ['Coca-Cola Lata 350ml', 5],
        ['X-Burguer', 1],
      ]);
      expect(Date.parse(depois.updated_at)).toBeGreaterThan(Date.parse(antes.updated_at));
      expect(depois.detalhes_pagamento).toMatchObject({ correcao: { por_id: expect.any(Number) } });
      // The stock the first run took came back before the new lines took theirs.
      expect(await quantidadeNoEstoque(server, itemId)).toBe(5);
      const ouvido = await atualizado;
      expect(ouvido.itens).toHaveLength(2);
      expect(ouvido.updated_at).toBe(depois.updated_at);

      // The day's report counts it once, with its new total.
      const lido = (await request(http).get(`/api/pedidos?limite=500`).set(autorizado(admin)))
        .body as Pedido[];
      expect(lido.filter((p) => p.id === antes.id)).toHaveLength(1);

      // More than the stock: refused, and the order stays as it was.
      const demais = await corrigir(
        antes.id,
        correcao({ itens: [{ produto_id: coca, quantidade: 11 }] }),
      );
      expect(demais.status).toBe(400);
      expect(await quantidadeNoEstoque(server, itemId)).toBe(5);
      const igual = (await request(http).get(`/api/pedidos?limite=500`).set(autorizado(admin)))
        .body as Pedido[];
      expect(igual.find((p) => p.id === antes.id)?.itens).toHaveLength(2);
    } finally {
      await request(http).delete(`/api/estoque/${itemId}`).set(autorizado(admin));
    }
  });

  test('once the kitchen started it, the order can only be cancelled', async () => {
    const { pedido } = (await criar(pedidoDaEquipe())).body as { pedido: Pedido };
    const aceito = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(admin))
      .send({ status: 'preparando' });
    expect(aceito.status).toBe(200);
    const res = await corrigir(pedido.id, correcao());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      erro: 'A cozinha já começou este pedido: agora ele só pode ser cancelado, com um motivo.',
    });
    const lido = (await request(http).get('/api/pedidos').set(autorizado(admin))).body as Pedido[];
    expect(lido.find((p) => p.id === pedido.id)?.itens).toHaveLength(pedido.itens.length);
  });

  test('a started order is cancelled only with a reason: kept on the order, pushed, stock given back', async () => {
    const itemId = await dezLatasDeCoca('Lata cancelada');
    try {
      const { pedido } = (await criar(pedidoDaEquipe())).body as { pedido: Pedido };
      expect(await quantidadeNoEstoque(server, itemId)).toBe(8);
      const status = (corpo: object, token = admin) =>
        request(http).put(`/api/pedidos/${pedido.id}/status`).set(autorizado(token)).send(corpo);
      await status({ status: 'preparando' }).expect(200);
      for (const corpo of [{ status: 'cancelado' }, { status: 'cancelado', motivo: '   ' }]) {
        const sem = await status(corpo).expect(400);
        expect(sem.body).toEqual({
          erro: 'O pedido já está em preparo: informe o motivo do cancelamento.',
        });
      }
      const longo = await status({ status: 'cancelado', motivo: 'x'.repeat(201) }).expect(400);
      expect(longo.body).toEqual({ erro: 'Motivo muito longo (máximo 200 caracteres)' });
      await status({ status: 'cancelado', motivo: 'ok\u0000' }).expect(400);
      expect(await quantidadeNoEstoque(server, itemId)).toBe(8);

      const { socket: board } = await clients.connected(server.url, admin);
      const ouvido = new Promise<Pedido>((resolve) =>
        board.on('pedido:atualizado', (p) => {
          if (p.id === pedido.id && p.status === 'cancelado') resolve(p as Pedido);
        }),
      );
      const res = await status({ status: 'cancelado', motivo: 'Cliente desistiu' }).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelado', cancelado_motivo: 'Cliente desistiu' });
      expect((await ouvido).cancelado_motivo).toBe('Cliente desistiu');
      expect(await quantidadeNoEstoque(server, itemId)).toBe(10);
      // Out for delivery or delivered, it is past cancelling, reason or not.
      const { pedido: outro } = (await criar(pedidoDaEquipe({ entrega: 'balcao' }))).body as {
        pedido: Pedido;
      };
      for (const passo of ['preparando', 'pronto', 'entregue'])
        await request(http)
          .put(`/api/pedidos/${outro.id}/status`)
          .set(autorizado(admin))
          .send({ status: passo })
          .expect(200);
      await request(http)
        .put(`/api/pedidos/${outro.id}/status`)
        .set(autorizado(admin))
        .send({ status: 'cancelado', motivo: 'Tarde demais' })
        .expect(409);
    } finally {
      await request(http).delete(`/api/estoque/${itemId}`).set(autorizado(admin));
    }
  });

  test("a customer's site order keeps its account; PIX orders, tabs and other companies are refused", async () => {
    const token = await clienteComCarrinho(http, [coca, 1]);
    const site = (await finalizarPedido(http, token)).body as Pedido;
    const res = await corrigir(
      site.id,
      correcao({
        cliente: { nome: 'João', telefone: '48998765432' },
        itens: [{ produto_id: coca, quantidade: 3 }],
      }),
    );
    expect(res.status).toBe(200);
    const corrigido = (res.body as { pedido: Pedido }).pedido;
    expect(corrigido).toMatchObject({ id: site.id, usuario_id: site.usuario_id, canal: 'site' });
    const doCliente = (
      await request(http).get(`/api/pedidos/usuario/${site.usuario_id}`).set(autorizado(token))
    ).body as Pedido[];
    expect(doCliente.find((p) => p.id === site.id)?.total_itens).toBe(3);

    const pix = (await criar(pedidoDaEquipe({ pagamento: { metodo: 'pix' } }))).body as {
      pedido: Pedido;
    };
    expect((await corrigir(pix.pedido.id, correcao())).status).toBe(409);
    const paraPix = await corrigir(corrigido.id, correcao({ pagamento: { metodo: 'pix' } }));
    expect(paraPix.body).toEqual({
      erro: 'Para cobrar por PIX, cancele este pedido e faça um novo.',
    });
    expect((await corrigir(corrigido.id, correcao(), admin2)).status).toBe(404);
    expect((await corrigir(2 ** 31, correcao())).status).toBe(400);
    expect((await corrigir(999_999_999, correcao())).status).toBe(404);
    expect((await corrigir(corrigido.id, correcao(), token)).status).toBe(403);
    expect((await corrigir(corrigido.id, { ...correcao(), itens: [] })).status).toBe(400);
  });

  test("a tab's kitchen order is corrected on its tab", async () => {
    const garcom = await loginGarcom(http);
    const comanda = await comandaNaMesa(server, garcom, `C${Date.now() % 100000}`);
    const item = await request(http)
      .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
      .set(autorizado(garcom))
      .send({
        produto_id: calabresa.produto.id,
        quantidade: 1,
        personalizacoes: [calabresa.escolha('Ponto da carne', 'Ao ponto')],
      });
    expect(item.status).toBe(201);
    const enviado = await request(http)
      .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
      .set(autorizado(garcom));
    expect(enviado.status).toBe(201);
    const lista = (await request(http).get('/api/pedidos').set(autorizado(admin))).body as Pedido[];
    const daComanda = lista.find((p) => p.canal === 'garcom');
    expect(daComanda).toBeDefined();
    const res = await corrigir(daComanda!.id, correcao());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      erro: 'Este pedido veio de uma comanda: corrija os itens na comanda.',
    });
  });
});
