import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_RELATORIOS,
  type Estacao,
  type Pedido,
  type RelatorioCozinha,
} from '@cardapio/shared-events';
import {
  cozinhaAlertas,
  empresas,
  estacoes,
  pedidoItens,
  pedidos,
  usuarios,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 29 "Data and rules": GET /api/relatorios/cozinha, the kitchen's average ticket time per
 * station and for the whole kitchen, and the late orders, of the orders placed in the period
 * (company timezone), against figures computed by hand. First through the real flow (orders
 * placed, parts bumped at chosen minutes, the watch raising the late alerts); then on rows
 * written at fixed instants, for the period's edges, deleted and inactive stations, cancelled
 * orders and another company's data.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
/** The services' clock runs this far ahead of the wall clock. */
let avanco = 0;
const minutos = (n: number) => n * 60_000;

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  await definirLoja(http, gestao, true);
});
afterAll(() => server.close());

const relatorio = (token: string, query = 'periodo=7d') =>
  request(http).get(`/api/relatorios/cozinha?${query}`).set(autorizado(token));

async function ler(token: string, periodo = '7d'): Promise<RelatorioCozinha> {
  const res = await relatorio(token, `periodo=${periodo}`);
  expect(res.status).toBe(200);
  return res.body as RelatorioCozinha;
}

const VAZIO: RelatorioCozinha = {
  estacoes: [],
  cozinha: { tickets: 0, tempo_medio_seg: null },
  atrasados: { total: 0, por_estacao: [], pedidos: [] },
};

describe('who may read, and the period', () => {
  test('gestao 200; colaborador, waiter and customer 403; no token 401', async () => {
    expect((await relatorio(gestao)).status).toBe(200);
    const colaborador = await relatorio(await loginStaff(http, DEMO.equipe));
    expect(colaborador.status).toBe(403);
    expect(colaborador.body).toEqual({ erro: MENSAGENS_RELATORIOS.acessoRestrito });
    for (const token of [await loginGarcom(http), await loginCliente(http)]) {
      const res = await relatorio(token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ erro: expect.any(String) });
    }
    expect((await request(http).get('/api/relatorios/cozinha?periodo=7d')).status).toBe(401);
  });

  test('a bad period is a 400 with the pt-BR message', async () => {
    for (const query of ['', 'periodo=', 'periodo=15d', 'periodo=7D', 'periodo=7d&periodo=30d']) {
      const res = await relatorio(gestao, query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { erro: 'Período inválido. Use 7d, 30d, 90d ou 1y' },
      });
    }
  });
});

describe('through the real flow: bumps at chosen minutes, the watch raising late alerts', () => {
  let chapa: Estacao;
  let bar: Estacao;
  let sobremesas: Estacao;
  let burguer: Awaited<ReturnType<typeof produtoDemo>>;
  let coca: { id: number; tempo_preparo: number };
  let tempoBurguer: number;

  const config = (tolerancia: number) =>
    request(http)
      .put('/api/monitor/config')
      .set(autorizado(gestao))
      .send({ alerta_amarelo_min: 5, alerta_vermelho_min: 10, tolerancia_atraso_min: tolerancia })
      .expect(200);

  beforeAll(async () => {
    // No late alert while the clock jumps between bumps: the watch runs every few seconds.
    await config(0);
    const criar = async (nome: string, ordem: number) =>
      (
        (await request(http).post('/api/estacoes').set(autorizado(gestao)).send({ nome, ordem }))
          .body as { estacao: Estacao }
      ).estacao;
    chapa = await criar('Chapa Relatório', 0);
    bar = await criar('Bar Relatório', 1);
    sobremesas = await criar('Sobremesas Relatório', 2);
    // Switched off and idle: not in the report.
    const forno = await criar('Forno Relatório', 3);
    await request(http)
      .put(`/api/estacoes/${forno.id}`)
      .set(autorizado(gestao))
      .send({ nome: forno.nome, ordem: 3, ativo: false })
      .expect(200);
    burguer = await produtoDemo(http, 1, 'X-Burguer');
    const cocaId = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
    const produtos = (await request(http).get('/api/produtos').set(autorizado(gestao))).body as {
      id: number;
      categoria_id: number;
      tempo_preparo: number;
    }[];
    coca = produtos.find((p) => p.id === cocaId)!;
    tempoBurguer = produtos.find((p) => p.id === burguer.produto.id)!.tempo_preparo;
    await rotearCategorias(http, gestao, [
      [burguer.produto.id, chapa.id],
      [cocaId, bar.id],
    ]);
  });
  afterAll(() => {
    avanco = 0;
  });

  async function pedido(com: { coca?: boolean; burguer?: boolean }): Promise<Pedido> {
    const cliente = await clienteComCarrinho(
      http,
      ...(com.coca ? [[coca.id, 1] as [number, number]] : []),
    );
    if (com.burguer)
      await request(http)
        .post('/api/carrinho/1/adicionar')
        .set(autorizado(cliente))
        .send({
          produto_id: burguer.produto.id,
          quantidade: 1,
          personalizacoes: [burguer.escolha('Ponto da carne', 'Ao ponto')],
        })
        .expect(201);
    const res = await finalizarPedido(http, cliente);
    expect(res.status).toBe(201);
    return res.body as Pedido;
  }

  /** Bumps a station's part `n` minutes after the order was placed (by the services' clock). */
  async function aos(n: number, p: Pedido, estacao: Estacao) {
    avanco = Date.parse(p.created_at) + minutos(n) - Date.now();
    await request(http)
      .post(`/api/monitor/pedidos/${p.id}/pronto`)
      .set(autorizado(gestao))
      .send({ estacoes: [estacao.id] })
      .expect(200);
  }

  test('averages, tickets and late orders by hand; a cancelled order counts nowhere', async () => {
    // Before anything: the active stations with zeros, nothing else (the idle Forno is off).
    expect(await ler(gestao)).toEqual({
      ...VAZIO,
      estacoes: [chapa, bar, sobremesas].map((e) => ({
        estacao_id: e.id,
        nome: e.nome,
        cor: e.cor,
        tickets: 0,
        tempo_medio_seg: null,
      })),
    });

    const a = await pedido({ coca: true, burguer: true });
    const b = await pedido({ coca: true, burguer: true });
    const c = await pedido({ coca: true }); // late, then cancelled
    const d = await pedido({ coca: true }); // late at the Bar, never bumped
    const e = await pedido({ coca: true, burguer: true }); // Bar done, late at the Chapa
    await aos(4, a, bar); // Bar 240 s
    await aos(10, a, chapa); // Chapa 600 s; a done at 600 s
    await aos(20, b, chapa); // Chapa 1200 s
    await aos(25, b, bar); // Bar 1500 s; b done at 1500 s
    await aos(1, e, bar); // Bar 60 s; e not done

    await config(5);
    const ultimo = Math.max(...[c, d, e].map((p) => Date.parse(p.created_at)));
    avanco = ultimo + minutos(Math.max(coca.tempo_preparo, tempoBurguer) + 5 + 1) - Date.now();
    await server.core.cozinha.vigiar();
    await request(http)
      .put(`/api/pedidos/${c.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' })
      .expect(200);

    const prazo = (p: Pedido, tempo: number) =>
      new Date(Date.parse(p.created_at) + minutos(tempo)).toISOString();
    const esperado: RelatorioCozinha = {
      estacoes: [
        // (600 + 1200) / 2
        {
          estacao_id: chapa.id,
          nome: chapa.nome,
          cor: chapa.cor,
          tickets: 2,
          tempo_medio_seg: 900,
        },
        // (240 + 1500 + 60) / 3
        { estacao_id: bar.id, nome: bar.nome, cor: bar.cor, tickets: 3, tempo_medio_seg: 600 },
        {
          estacao_id: sobremesas.id,
          nome: sobremesas.nome,
          cor: sobremesas.cor,
          tickets: 0,
          tempo_medio_seg: null,
        },
      ],
      // a 600 s, b 1500 s; e is not done.
      cozinha: { tickets: 2, tempo_medio_seg: 1050 },
      atrasados: {
        total: 2,
        // A tie: by the stations' order.
        por_estacao: [
          { estacao_id: chapa.id, nome: chapa.nome, total: 1 },
          { estacao_id: bar.id, nome: bar.nome, total: 1 },
        ],
        pedidos: [
          {
            pedido_id: e.id,
            created_at: e.created_at,
            estacao: chapa.nome,
            prazo: prazo(e, tempoBurguer),
          },
          {
            pedido_id: d.id,
            created_at: d.created_at,
            estacao: bar.nome,
            prazo: prazo(d, coca.tempo_preparo),
          },
        ],
      },
    };
    expect(await ler(gestao)).toEqual(esperado);
    // The same orders in every longer period.
    for (const periodo of ['30d', '90d', '1y'])
      expect(await ler(gestao, periodo)).toEqual(esperado);

    // Another company (the demo's second) sees none of it: its own report is empty.
    expect(await ler(await loginStaff(http, DEMO.admin2))).toEqual(VAZIO);
  });
});

describe('rows at fixed instants, in the company timezone (America/Sao_Paulo)', () => {
  /** São Paulo has no daylight saving: local time is UTC−3 all year. */
  const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
  // Today is Friday 2030-03-15, noon in São Paulo. 7d = the 9th … the 15th.
  const HOJE = emSaoPaulo('2030-03-15T12:00:00');
  const agoraEm = (momento: Date) => {
    avanco = momento.getTime() - Date.now();
  };

  let empresa: { id: number; token: string };
  const ids: Record<string, number> = {};

  async function novaEmpresa(nome: string) {
    const db = server.core.db;
    const [nova] = await db
      .insert(empresas)
      .values({ nome, email: `${nome.replace(/\W/g, '').toLowerCase()}@exemplo.com.br` })
      .returning({ id: empresas.id });
    const [usuario] = await db
      .insert(usuarios)
      .values({
        empresa_id: nova!.id,
        nivel: 'admin',
        role: 'gestao',
        nome: 'Gestão',
        email: `gestao.${nova!.id}.${Date.now()}@exemplo.com.br`,
        senha_hash: 'não usado: o token é assinado aqui',
      })
      .returning({ id: usuarios.id });
    const token = server.core.tokens.sign({
      kind: 'equipe',
      sub: usuario!.id,
      empresa_id: nova!.id,
      role: 'gestao',
      ver: 0,
    });
    return { id: nova!.id, token };
  }

  type Item = { estacao: number | null; pronto_min: number | null };

  /** An order at a local instant, its items bumped that many minutes after it (null: never). */
  async function pedidoEm(
    empresaId: number,
    local: string,
    itens: Item[],
    status: 'entregue' | 'cancelado' = 'entregue',
  ): Promise<number> {
    const db = server.core.db;
    const criado = emSaoPaulo(local);
    const [row] = await db
      .insert(pedidos)
      .values({
        empresa_id: empresaId,
        tipo_pedido: 'retirada',
        status,
        total: '10.00',
        total_sem_frete: '10.00',
        created_at: criado,
        updated_at: criado,
      })
      .returning({ id: pedidos.id });
    await db.insert(pedidoItens).values(
      itens.map((item) => ({
        empresa_id: empresaId,
        pedido_id: row!.id,
        produto_nome: 'Prato',
        quantidade: 1,
        preco_unitario: '10.00',
        estacao_id: item.estacao,
        pronto_em:
          item.pronto_min === null ? null : new Date(criado.getTime() + minutos(item.pronto_min)),
      })),
    );
    return row!.id;
  }

  const atraso = (empresaId: number, pedidoId: number, estacaoId: number | null, desde: Date) =>
    server.core.db.insert(cozinhaAlertas).values({
      empresa_id: empresaId,
      tipo: 'atraso',
      pedido_id: pedidoId,
      estacao_id: estacaoId,
      desde,
      resolvido_em: desde,
    });

  beforeAll(async () => {
    empresa = await novaEmpresa('Cozinha Relatório Fuso');
    const db = server.core.db;
    const [grelha, saladas, fritura] = await db
      .insert(estacoes)
      .values([
        { empresa_id: empresa.id, nome: 'Grelha', cor: '#dc2626', ordem: 0 },
        { empresa_id: empresa.id, nome: 'Saladas', cor: '#15803d', ordem: 1, ativo: false },
        { empresa_id: empresa.id, nome: 'Fritura', cor: '#b45309', ordem: 2 },
      ])
      .returning({ id: estacoes.id });
    Object.assign(ids, { grelha: grelha!.id, saladas: saladas!.id, fritura: fritura!.id });
    const g = ids.grelha!;

    // The first local day, 00:10 (03:10 UTC on the 9th): Grelha 5 min; the order 5 min.
    ids.o1 = await pedidoEm(empresa.id, '2030-03-09T00:10:00', [{ estacao: g, pronto_min: 5 }]);
    // 23:50 local on the 8th is 02:50 UTC on the 9th: the period before (in 30d: Grelha 50 min).
    ids.o2 = await pedidoEm(empresa.id, '2030-03-08T23:50:00', [{ estacao: g, pronto_min: 50 }]);
    // Today: Saladas (switched off later) 10 min; Fritura (deleted below) 4 min and an unrouted
    // item 8 min: one part of their own, 'Sem estação', 8 min; the order 10 min.
    ids.o3 = await pedidoEm(empresa.id, '2030-03-15T11:00:00', [
      { estacao: ids.saladas!, pronto_min: 10 },
      { estacao: ids.fritura!, pronto_min: 4 },
      { estacao: null, pronto_min: 8 },
    ]);
    // Cancelled, though bumped: nowhere.
    ids.o5 = await pedidoEm(
      empresa.id,
      '2030-03-12T12:00:00',
      [{ estacao: g, pronto_min: 1 }],
      'cancelado',
    );
    // Half done: its Grelha part and the order are not tickets.
    ids.o6 = await pedidoEm(empresa.id, '2030-03-14T20:00:00', [
      { estacao: g, pronto_min: 7 },
      { estacao: g, pronto_min: null },
    ]);
    // Tomorrow (00:10 on the 16th): not yet.
    ids.o7 = await pedidoEm(empresa.id, '2030-03-16T00:10:00', [{ estacao: g, pronto_min: 2 }]);

    await atraso(empresa.id, ids.o3, ids.fritura!, emSaoPaulo('2030-03-15T11:15:00'));
    await atraso(empresa.id, ids.o6, g, emSaoPaulo('2030-03-14T20:15:00'));
    await atraso(empresa.id, ids.o5, g, emSaoPaulo('2030-03-12T12:15:00'));
    await atraso(empresa.id, ids.o2, g, emSaoPaulo('2030-03-09T00:05:00'));
    // Fritura goes: its items and its alert fall under the null group.
    await db
      .delete(estacoes)
      .where(and(eq(estacoes.empresa_id, empresa.id), eq(estacoes.id, ids.fritura!)));
    agoraEm(HOJE);
  });
  afterAll(() => {
    avanco = 0;
  });

  test('7d: the local days 9th … 15th; deleted and unrouted as one null part; inactive kept while it has tickets', async () => {
    expect(await ler(empresa.token, '7d')).toEqual({
      estacoes: [
        {
          estacao_id: ids.grelha,
          nome: 'Grelha',
          cor: '#dc2626',
          tickets: 1,
          tempo_medio_seg: 300,
        },
        {
          estacao_id: ids.saladas,
          nome: 'Saladas',
          cor: '#15803d',
          tickets: 1,
          tempo_medio_seg: 600,
        },
        { estacao_id: null, nome: null, cor: null, tickets: 1, tempo_medio_seg: 480 },
      ],
      // o1 300 s, o3 600 s.
      cozinha: { tickets: 2, tempo_medio_seg: 450 },
      atrasados: {
        total: 2,
        // A tie: the real station first, the null group last.
        por_estacao: [
          { estacao_id: ids.grelha, nome: 'Grelha', total: 1 },
          { estacao_id: null, nome: null, total: 1 },
        ],
        pedidos: [
          {
            pedido_id: ids.o3,
            created_at: emSaoPaulo('2030-03-15T11:00:00').toISOString(),
            estacao: null,
            prazo: emSaoPaulo('2030-03-15T11:15:00').toISOString(),
          },
          {
            pedido_id: ids.o6,
            created_at: emSaoPaulo('2030-03-14T20:00:00').toISOString(),
            estacao: 'Grelha',
            prazo: emSaoPaulo('2030-03-14T20:15:00').toISOString(),
          },
        ],
      },
    });
  });

  test('30d takes in the 8th: Grelha (300 + 3000) / 2, the kitchen (300 + 600 + 3000) / 3', async () => {
    const r = await ler(empresa.token, '30d');
    expect(r.estacoes[0]).toEqual({
      estacao_id: ids.grelha,
      nome: 'Grelha',
      cor: '#dc2626',
      tickets: 2,
      tempo_medio_seg: 1650,
    });
    expect(r.cozinha).toEqual({ tickets: 3, tempo_medio_seg: 1300 });
    expect(r.atrasados.total).toBe(3);
    expect(r.atrasados.por_estacao).toEqual([
      { estacao_id: ids.grelha, nome: 'Grelha', total: 2 },
      { estacao_id: null, nome: null, total: 1 },
    ]);
    expect(r.atrasados.pedidos.map((p) => p.pedido_id)).toEqual([ids.o3, ids.o6, ids.o2]);
  });

  test('one minute after local midnight the period moves on: the 9th leaves, the 16th comes in', async () => {
    agoraEm(emSaoPaulo('2030-03-16T00:11:00'));
    try {
      const r = await ler(empresa.token, '7d');
      // o1 (the 9th) left; o7 (the 16th, 2 min) came in.
      expect(r.estacoes[0]).toMatchObject({
        estacao_id: ids.grelha,
        tickets: 1,
        tempo_medio_seg: 120,
      });
      expect(r.cozinha).toEqual({ tickets: 2, tempo_medio_seg: 360 });
    } finally {
      agoraEm(HOJE);
    }
  });

  test('an empty period answers zeros and nulls: the active station with nothing, no inactive, no null row', async () => {
    agoraEm(emSaoPaulo('2031-01-10T12:00:00'));
    try {
      expect(await ler(empresa.token, '7d')).toEqual({
        ...VAZIO,
        estacoes: [
          {
            estacao_id: ids.grelha,
            nome: 'Grelha',
            cor: '#dc2626',
            tickets: 0,
            tempo_medio_seg: null,
          },
        ],
      });
    } finally {
      agoraEm(HOJE);
    }
  });

  test('a company without stations or orders: all empty', async () => {
    const vazia = await novaEmpresa('Cozinha Relatório Vazia');
    for (const periodo of ['7d', '1y']) expect(await ler(vazia.token, periodo)).toEqual(VAZIO);
  });

  test('the latest 20 late orders, newest first; the total counts them all', async () => {
    const outra = await novaEmpresa('Cozinha Relatório Atrasos');
    const criados: number[] = [];
    for (let i = 0; i < 23; i++) {
      const local = `2030-03-1${i % 2 === 0 ? 3 : 4}T${String(10 + (i % 12)).padStart(2, '0')}:${String(i).padStart(2, '0')}:00`;
      const id = await pedidoEm(outra.id, local, [{ estacao: null, pronto_min: null }]);
      await atraso(outra.id, id, null, new Date(emSaoPaulo(local).getTime() + minutos(15)));
      criados.push(id);
    }
    const r = await ler(outra.token, '7d');
    expect(r.atrasados.total).toBe(23);
    expect(r.atrasados.por_estacao).toEqual([{ estacao_id: null, nome: null, total: 23 }]);
    expect(r.atrasados.pedidos).toHaveLength(20);
    const instantes = r.atrasados.pedidos.map((p) => Date.parse(p.created_at));
    expect(instantes).toEqual([...instantes].sort((x, y) => y - x));
    // Nothing of the other company in this one, nor of this one in the other.
    expect(r.estacoes).toEqual([]);
    const primeira = await ler(empresa.token, '7d');
    expect(primeira.atrasados.pedidos.map((p) => p.pedido_id)).toEqual([ids.o3, ids.o6]);
    expect(r.atrasados.pedidos.every((p) => criados.includes(p.pedido_id))).toBe(true);
  });
});
