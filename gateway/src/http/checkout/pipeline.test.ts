import request from 'supertest';
import { and, count, eq } from 'drizzle-orm';
import type { MenuResposta, OpcaoGrupo, PagarPixResposta } from '@cardapio/shared-events';
import {
  carrinhos,
  pagamentos,
  pedidos,
  pedidoStatusHistorico,
  etapaPrecificar,
  etapaTravarCarrinho,
  createCheckout,
  type ContextoDoCheckout,
  type EtapaDoCheckout,
  etapaDoFrete,
  type MudancaDeStatus,
} from '@cardapio/core/testing';
import { validacao } from '@cardapio/core';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

type Consulta = (...args: unknown[]) => unknown;

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let xBurguer: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  xBurguer = await produtoDemo(http, 1, 'X-Burguer');
  registrarVagas();
});
afterAll(() => server.close());

const core = () => server.core;

async function compradorComCarrinho() {
  const res = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = res.body.token as string;
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    })
    .expect(201);
  return { token, id: res.body.usuario.id as number };
}

const pagarPix = (token: string) =>
  request(http)
    .post('/api/mercadopago/pagar-pix')
    .set(autorizado(token))
    .send({ empresa_id: 1, dados_cliente: { nome: 'Ana', endereco: ENDERECO_CENTRO } });

const pagarNaEntrega = (token: string) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(token))
    .send({
      empresa_id: 1,
      tipo_pedido: 'entrega',
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'cartao' },
      dados_cliente: { nome: 'Ana', endereco: ENDERECO_CENTRO },
    });

async function contar(tabela: typeof pedidos | typeof pagamentos, usuarioId: number) {
  const [row] = await core()
    .db.select({ n: count() })
    .from(tabela)
    .where(eq(tabela.usuario_id, usuarioId));
  return Number(row!.n);
}

async function carrinhoExiste(usuarioId: number) {
  const rows = await core()
    .db.select({ id: carrinhos.id })
    .from(carrinhos)
    .where(and(eq(carrinhos.empresa_id, 1), eq(carrinhos.usuario_id, usuarioId)));
  return rows.length === 1;
}

/**
 * The optional steps ('cupom', 'estoque') delegate, for a test's length, to whatever the test puts
 * there; otherwise they do their real work (or nothing, where no module registered one).
 */
const naVaga: Partial<Record<'cupom' | 'estoque', EtapaDoCheckout>> = {};

function registrarVagas() {
  for (const nome of ['cupom', 'estoque'] as const) {
    const real = core().checkout.registrada(nome);
    if (!real) {
      core().checkout.registrar({
        nome,
        executar: async (tx, ctx, p) => naVaga[nome]?.executar(tx, ctx, p),
        desfazer: async (tx, pedido) => naVaga[nome]?.desfazer?.(tx, pedido),
      });
      continue;
    }
    const { executar, desfazer } = real;
    real.executar = (tx, ctx, p) =>
      naVaga[nome] ? naVaga[nome]!.executar(tx, ctx, p) : executar.call(real, tx, ctx, p);
    real.desfazer = async (tx, pedido) =>
      naVaga[nome] ? naVaga[nome]!.desfazer?.(tx, pedido) : desfazer?.call(real, tx, pedido);
  }
}

async function comEtapa(etapa: EtapaDoCheckout, corpo: () => Promise<void>) {
  const nome = etapa.nome as 'cupom' | 'estoque';
  naVaga[nome] = etapa;
  try {
    await corpo();
  } finally {
    delete naVaga[nome];
  }
}

describe('checkout pipeline', () => {
  test('the steps run in the designed order, each registered once', () => {
    expect(core().checkout.etapas()).toEqual([
      'travar-carrinho',
      'precificar',
      'frete',
      'cupom',
      'estoque',
      'capacidade',
      'criar-pedido',
      'pagamento',
    ]);
    expect(() => core().checkout.registrar(core().pedidos.etapaDoCheckout)).toThrow(
      'registrada duas vezes',
    );
    // Without its required steps a pipeline refuses to run at all.
    const incompleto = createCheckout({
      db: core().db,
      lojaAberta: async () => true,
      now: core().now,
    });
    incompleto.registrar(core().pedidos.etapaDoCheckout);
    expect(() => incompleto.etapas()).toThrow('travar-carrinho, precificar, frete, pagamento');
  });

  test('a step sees what the steps before it computed and nothing of the steps after it', async () => {
    const { token } = await compradorComCarrinho();
    let visto: Partial<ContextoDoCheckout> = {};
    await comEtapa(
      {
        nome: 'estoque',
        async executar(_tx, ctx) {
          visto = { ...ctx, linhas: [...ctx.linhas] };
        },
      },
      async () => {
        await pagarNaEntrega(token).expect(201);
      },
    );
    expect(visto.carrinho).not.toBeNull();
    expect(visto.linhas).toHaveLength(1);
    expect(visto.subtotalCentavos).toBeGreaterThan(0);
    expect(visto.entrega?.frete).not.toBeNull();
    expect(visto.pedido).toBeNull();
    expect(visto.cobranca).toBeNull();
  });

  test('a step that refuses rolls back everything: no order, no charge, the cart kept', async () => {
    const { token, id } = await compradorComCarrinho();
    await comEtapa(
      {
        nome: 'estoque',
        async executar() {
          throw validacao('Sem estoque de X-Burguer');
        },
      },
      async () => {
        const res = await pagarPix(token);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ erro: 'Sem estoque de X-Burguer' });
      },
    );
    expect(await contar(pedidos, id)).toBe(0);
    expect(await contar(pagamentos, id)).toBe(0);
    expect(await carrinhoExiste(id)).toBe(true);
    // The same cart checks out once the step is gone.
    expect((await pagarPix(token)).status).toBe(201);
    expect(await contar(pedidos, id)).toBe(1);
  });

  test('a failure after the order and the charge were written leaves nothing behind', async () => {
    const { token, id } = await compradorComCarrinho();
    const c = core();
    // The real steps, with a payment step that fails once its charge row is written.
    const pipeline = createCheckout({ db: c.db, lojaAberta: async () => true, now: c.now });
    pipeline.registrar(etapaTravarCarrinho(c.now));
    pipeline.registrar(etapaPrecificar());
    pipeline.registrar(etapaDoFrete(c.frete, c.carrinho));
    pipeline.registrar(c.pedidos.etapaDoCheckout);
    const pagamentoReal = c.pagamentos.etapaDoCheckout;
    let gravou = false;
    let retirada = false;
    pipeline.registrar({
      nome: 'pagamento',
      preparar: (ctx) => pagamentoReal.preparar!(ctx),
      // The charge is created outside the transaction, and withdrawn when the transaction fails.
      foraDaTransacao: (cotacao, preparado) =>
        pagamentoReal.foraDaTransacao!(cotacao, preparado as never),
      async seFalhar(preparado) {
        retirada = true;
        await pagamentoReal.seFalhar!(preparado as never);
      },
      async executar(tx, ctx, preparado) {
        await pagamentoReal.executar(tx, ctx, preparado as never);
        const [row] = await tx
          .select({ n: count() })
          .from(pagamentos)
          .where(eq(pagamentos.usuario_id, id));
        gravou = Number(row!.n) === 1 && ctx.pedido !== null;
        throw new Error('provedor caiu depois de gravar');
      },
    });
    await expect(
      pipeline.finalizar(
        1,
        id,
        { tipo_pedido: 'entrega', observacoes: null, dados_cliente: { endereco: ENDERECO_CENTRO } },
        {
          metodo_pagamento: 'site',
          metodo: 'pix',
          detalhado: 'pix_site',
          precisaTroco: false,
          valorTroco: null,
        },
      ),
    ).rejects.toThrow('provedor caiu depois de gravar');
    expect(gravou).toBe(true);
    expect(retirada).toBe(true);
    expect(await contar(pedidos, id)).toBe(0);
    expect(await contar(pagamentos, id)).toBe(0);
    expect(await carrinhoExiste(id)).toBe(true);
    expect((await request(http).get('/api/carrinho/1').set(autorizado(token))).status).toBe(200);
  });
});

describe('cancellation runs the reverse steps', () => {
  const cancelar = (pedidoId: number) =>
    request(http)
      .put(`/api/pedidos/${pedidoId}/status`)
      .set(autorizado(staff))
      .send({ status: 'cancelado' });

  async function pagamentoDo(pedidoId: number) {
    const [row] = await core()
      .db.select()
      .from(pagamentos)
      .where(eq(pagamentos.pedido_id, pedidoId));
    return row!;
  }

  test('a pending PIX is withdrawn with the cancellation, last step first', async () => {
    const { token } = await compradorComCarrinho();
    const pix = (await pagarPix(token).expect(201)).body as PagarPixResposta;
    const ordem: string[] = [];
    let pixNaHoraDoCupom: string | undefined;
    await comEtapa(
      {
        nome: 'cupom',
        async executar() {},
        async desfazer(tx, { pedidoId }) {
          ordem.push('cupom');
          const [p] = await tx
            .select({ status: pagamentos.status })
            .from(pagamentos)
            .where(eq(pagamentos.pedido_id, pedidoId));
          pixNaHoraDoCupom = p!.status;
        },
      },
      async () => {
        const res = await cancelar(pix.pedido_id);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'cancelado', status_pagamento: 'cancelado' });
      },
    );
    // 'pagamento' (the last step) undid its part before 'cupom' ran.
    expect(ordem).toEqual(['cupom']);
    expect(pixNaHoraDoCupom).toBe('rejected');
    expect(await pagamentoDo(pix.pedido_id)).toMatchObject({
      status: 'rejected',
      status_provedor: 'pedido_cancelado',
    });
  });

  test('one transaction: a reverse step that fails leaves the order and its PIX as they were', async () => {
    const { token } = await compradorComCarrinho();
    const pix = (await pagarPix(token).expect(201)).body as PagarPixResposta;
    await comEtapa(
      {
        nome: 'cupom',
        async executar() {},
        async desfazer() {
          throw validacao('O cupom não pôde ser devolvido');
        },
      },
      async () => {
        const res = await cancelar(pix.pedido_id);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ erro: 'O cupom não pôde ser devolvido' });
      },
    );
    const [pedido] = await core().db.select().from(pedidos).where(eq(pedidos.id, pix.pedido_id));
    expect(pedido).toMatchObject({ status: 'pendente', status_pagamento: 'pendente' });
    expect(await pagamentoDo(pix.pedido_id)).toMatchObject({ status: 'pending' });
    const historico = await core()
      .db.select()
      .from(pedidoStatusHistorico)
      .where(eq(pedidoStatusHistorico.pedido_id, pix.pedido_id));
    expect(historico.map((h) => h.para)).toEqual(['pendente']);
  });
});

describe('pagamentos asks pedidos to change an order', () => {
  test('a rejected PIX cancels the order through pedidos: its history author, its listeners, its reverse steps', async () => {
    const { token } = await compradorComCarrinho();
    const pix = (await pagarPix(token).expect(201)).body as PagarPixResposta;
    const ouvidas: MudancaDeStatus[] = [];
    core().pedidos.ouvirStatus({
      async aoMudar(_tx, mudanca) {
        if (mudanca.pedidoId === pix.pedido_id) ouvidas.push(mudanca);
      },
    });
    const desfeitos: number[] = [];
    await comEtapa(
      {
        nome: 'estoque',
        async executar() {},
        async desfazer(_tx, { pedidoId }) {
          desfeitos.push(pedidoId);
        },
      },
      async () => {
        await request(http)
          .post(`/api/mercadopago/simular/${pix.payment_id}`)
          .set(autorizado(staff))
          .send({ status: 'rejected' })
          .expect(200);
      },
    );
    expect(ouvidas).toEqual([
      { empresaId: 1, pedidoId: pix.pedido_id, comandaId: null, de: 'pendente', para: 'cancelado' },
    ]);
    expect(desfeitos).toEqual([pix.pedido_id]);
    const historico = await request(http)
      .get(`/api/pedidos/${pix.pedido_id}/historico`)
      .set(autorizado(staff))
      .expect(200);
    expect(historico.body.at(-1)).toMatchObject({
      de: 'pendente',
      para: 'cancelado',
      autor_tipo: 'sistema',
      autor_id: null,
      autor_nome: 'Sistema: PIX rejeitado',
    });
  });
});

describe('pricing every line at once', () => {
  /** Ten lines of products that need no choice; an adicional where the product has one. */
  async function dezLinhas() {
    const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
    const linhas = [];
    for (const produto of menu.produtos) {
      const grupos = (await request(http).get(`/api/menu/produto/${produto.id}/opcoes`))
        .body as OpcaoGrupo[];
      if (grupos.some((g) => g.obrigatorio)) continue;
      const adicional = grupos.find((g) => g.tipo === 'adicionar' && g.itens.length > 0);
      const escolhas = adicional
        ? [{ opcao_id: adicional.id, item_id: adicional.itens[0]!.id, quantidade: 1 }]
        : [];
      const unitario =
        Math.round(Number(produto.preco) * 100) +
        (adicional ? Math.round(Number(adicional.itens[0]!.preco_adicional) * 100) : 0);
      linhas.push({ produto, escolhas, unitario, quantidade: (linhas.length % 3) + 1 });
    }
    while (linhas.length < 10) linhas.push({ ...linhas[linhas.length % 3]!, quantidade: 1 });
    return linhas.slice(0, 10);
  }

  test('a 10-line cart is locked and read in two statements and priced by the server', async () => {
    const linhas = await dezLinhas();
    const res = await request(http).post('/api/auth/registro').send(novoCliente());
    const token = res.body.token as string;
    for (const [i, l] of linhas.entries())
      await request(http)
        .post('/api/carrinho/1/adicionar')
        .set(autorizado(token))
        .send({
          produto_id: l.produto.id,
          quantidade: l.quantidade,
          personalizacoes: l.escolhas,
          observacoes: `linha ${i}`,
        })
        .expect(201);

    // The lock and pricing steps alone, on a transaction that counts its reads: the lock, then
    // every line with its product, options and stock links, whatever the number of lines.
    const c = core();
    let leituras = 0;
    const contexto = {
      empresaId: 1,
      usuarioId: res.body.usuario.id as number,
      carrinho: null,
      linhas: [],
      subtotalCentavos: 0,
    } as unknown as ContextoDoCheckout;
    await c.db.transaction(async (tx) => {
      // Counted at the driver's client of the transaction (node-postgres or PGlite), so every
      // statement counts, however it was built.
      const cliente = (tx._.session as unknown as { client: { query: Consulta } }).client;
      const query = cliente.query;
      cliente.query = function (this: unknown, ...args: unknown[]) {
        leituras += 1;
        return query.apply(this, args);
      };
      try {
        await etapaTravarCarrinho(c.now).executar(tx, contexto, undefined);
        await etapaPrecificar().executar(tx, contexto, undefined);
      } finally {
        cliente.query = query;
      }
    });
    expect(leituras).toBe(2);
    expect(contexto.linhas.map((l) => l.precoUnitarioCentavos)).toEqual(
      linhas.map((l) => l.unitario),
    );

    // And the whole checkout stores the same prices.
    const pedido = await pagarNaEntrega(token).expect(201);
    const esperado = linhas.reduce((s, l) => s + l.unitario * l.quantidade, 0);
    expect(Math.round(Number(pedido.body.total_sem_frete) * 100)).toBe(esperado);
    expect(pedido.body.itens).toHaveLength(10);
    expect(
      pedido.body.itens.map((i: { preco_unitario: number }) => Math.round(i.preco_unitario * 100)),
    ).toEqual(linhas.map((l) => l.unitario));
  });
});
