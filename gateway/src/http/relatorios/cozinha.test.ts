import request from 'supertest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  LIMITE_ATRASADOS,
  MENSAGENS_RELATORIOS,
  type Estacao,
  type Pedido,
  type PeriodoRelatorio,
  type RelatorioCozinha,
} from '@cardapio/shared-events';
import {
  cozinhaAlertas,
  empresas,
  estacoes,
  pedidoItens,
  pedidos,
  relatorioCozinhaDiario,
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

/** São Paulo has no daylight saving: local time is UTC−3 all year. */
const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

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
  // Today is Friday 2030-03-15, noon in São Paulo. 7d = the 9th … the 15th.
  const HOJE = emSaoPaulo('2030-03-15T12:00:00');
  const agoraEm = (momento: Date) => {
    avanco = momento.getTime() - Date.now();
  };

  let empresa: { id: number; token: string };
  const ids: Record<string, number> = {};

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

/**
 * The report as it was computed before the daily rollup: both statements straight from the
 * orders, items and alerts of the period (the definition the rollup must keep). The rollup's
 * answers are compared with it, on the same database and at the same instant.
 */
async function aoVivo(
  empresaId: number,
  periodo: PeriodoRelatorio,
  agora: Date,
): Promise<RelatorioCozinha> {
  const dias = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 }[periodo];
  const janela = sql`
    janela as (
      select (h.hoje - ${dias - 1}::int)::timestamp at time zone e.timezone as inicio,
        (h.hoje + 1)::timestamp at time zone e.timezone as fim
      from empresas e
      cross join lateral (select (${agora}::timestamptz at time zone e.timezone)::date as hoje) h
      where e.id = ${empresaId}
    )`;
  const db = server.core.db;
  const tempos = (await db.execute(sql`
    with ${janela},
    itens as (
      select i.pedido_id, st.id as estacao_id, i.pronto_em,
        coalesce(i.adicionado_em, p.created_at) as created_at
      from pedido_itens i
      join pedidos p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
      left join estacoes st on st.empresa_id = i.empresa_id and st.id = i.estacao_id
      cross join janela j
      where i.empresa_id = ${empresaId} and p.empresa_id = ${empresaId}
        and p.created_at >= j.inicio and p.created_at < j.fim
        and p.status <> 'cancelado' and i.cancelado_em is null
    ),
    partes as (
      select estacao_id, extract(epoch from max(pronto_em) - created_at) as seg
      from itens group by pedido_id, estacao_id, created_at
      having bool_and(pronto_em is not null)
    ),
    pedidos_feitos as (
      select extract(epoch from max(pronto_em) - created_at) as seg
      from itens group by pedido_id, created_at
      having bool_and(pronto_em is not null)
    ),
    por_estacao as (
      select estacao_id, count(*) as tickets, avg(seg) as media from partes group by estacao_id
    )
    select st.id as estacao_id, st.nome, st.cor, st.ordem, coalesce(pe.tickets, 0) as tickets,
      pe.media, 0 as grupo
    from estacoes st left join por_estacao pe on pe.estacao_id = st.id
    where st.empresa_id = ${empresaId} and (st.ativo or pe.tickets > 0)
    union all
    select null, null, null, null, tickets, media, 1 from por_estacao where estacao_id is null
    union all
    select null, null, null, null, count(*), avg(seg), 2 from pedidos_feitos
    order by grupo, ordem, nome, estacao_id`)) as unknown as { rows: Record<string, unknown>[] };
  const atrasos = (await db.execute(sql`
    with ${janela},
    atrasos as (
      select a.pedido_id, p.created_at, a.desde as prazo, st.id as estacao_id, st.nome, st.ordem
      from cozinha_alertas a
      join pedidos p on p.empresa_id = a.empresa_id and p.id = a.pedido_id
      left join estacoes st on st.empresa_id = a.empresa_id and st.id = a.estacao_id
      cross join janela j
      where a.empresa_id = ${empresaId} and a.tipo = 'atraso'
        and p.created_at >= j.inicio and p.created_at < j.fim
        and p.status <> 'cancelado'
    ),
    recentes as (
      select * from atrasos order by created_at desc, pedido_id desc limit ${LIMITE_ATRASADOS}
    )
    select false as pedido, estacao_id, nome, min(ordem) as ordem, count(*) as total,
      null::int as pedido_id, null::timestamptz as created_at, null::timestamptz as prazo
    from atrasos group by estacao_id, nome
    union all
    select true, estacao_id, nome, ordem, null, pedido_id, created_at, prazo from recentes`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const numero = (v: unknown) => (v === null ? null : Number(v));
  const segundos = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
  const total = tempos.rows.find((l) => Number(l.grupo) === 2);
  const grupos = atrasos.rows
    .filter((l) => !l.pedido)
    .map((l) => ({
      estacao_id: numero(l.estacao_id),
      nome: l.nome as string | null,
      total: Number(l.total),
      ordem: numero(l.ordem),
    }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        Number(a.estacao_id === null) - Number(b.estacao_id === null) ||
        (a.ordem ?? 0) - (b.ordem ?? 0) ||
        (a.nome ?? '').localeCompare(b.nome ?? ''),
    );
  return {
    estacoes: tempos.rows
      .filter((l) => Number(l.grupo) < 2)
      .map((l) => ({
        estacao_id: numero(l.estacao_id),
        nome: l.nome as string | null,
        cor: l.cor as string | null,
        tickets: Number(l.tickets),
        tempo_medio_seg: segundos(l.media),
      })),
    cozinha: { tickets: Number(total?.tickets ?? 0), tempo_medio_seg: segundos(total?.media) },
    atrasados: {
      total: grupos.reduce((soma, g) => soma + g.total, 0),
      por_estacao: grupos.map(({ estacao_id, nome, total }) => ({ estacao_id, nome, total })),
      pedidos: atrasos.rows
        .filter((l) => l.pedido)
        .map((l) => ({
          pedido_id: Number(l.pedido_id),
          created_at: new Date(l.created_at as string).toISOString(),
          estacao: l.nome as string | null,
          prazo: new Date(l.prazo as string).toISOString(),
        }))
        .sort(
          (a, b) =>
            Date.parse(b.created_at) - Date.parse(a.created_at) || b.pedido_id - a.pedido_id,
        ),
    },
  };
}

describe('the daily rollup (relatorio_cozinha_diario): finished days stored, recent days live', () => {
  // Today is Thursday 2030-06-20, noon in São Paulo. 30d = 05-22 … 06-20; the days up to 06-17
  // (today − 3) are finished once their orders are closed; 06-18 … 06-20 are always live.
  const HOJE = emSaoPaulo('2030-06-20T12:00:00');
  const agoraEm = (momento: Date) => {
    avanco = momento.getTime() - Date.now();
  };
  const agora = () => new Date(Date.now() + avanco);
  const segundosDepois = (momento: Date, s: number) => new Date(momento.getTime() + s * 1000);
  const US = 1_000_000;

  let a: { id: number; token: string };
  let b: { id: number; token: string };
  const e = { grelha: 0, bar: 0, forno: 0, grelhaB: 0, barB: 0 };
  const p: Record<string, number> = {};
  /** Item ids by order key, in the order given. */
  const i: Record<string, number[]> = {};

  type Linha = {
    estacao: number | null;
    /** Seconds after the line's start (the order's created_at, or adicionado_em): null never. */
    pronto: number | null;
    /** A tab's '+ NOVO' line: added this many seconds after the order. */
    adicionado?: number;
    cancelado?: boolean;
  };

  async function pedidoEm(
    empresaId: number,
    chave: string,
    local: string,
    linhas: Linha[],
    status: 'pendente' | 'preparando' | 'pronto' | 'entregue' | 'cancelado' = 'entregue',
  ) {
    const db = server.core.db;
    const criado = emSaoPaulo(local);
    const [row] = await db
      .insert(pedidos)
      .values({
        empresa_id: empresaId,
        tipo_pedido: 'mesa',
        status,
        total: '10.00',
        total_sem_frete: '10.00',
        created_at: criado,
        updated_at: criado,
      })
      .returning({ id: pedidos.id });
    p[chave] = row!.id;
    const inseridos = await db
      .insert(pedidoItens)
      .values(
        linhas.map((l) => {
          const inicio = segundosDepois(criado, l.adicionado ?? 0);
          return {
            empresa_id: empresaId,
            pedido_id: row!.id,
            produto_nome: 'Prato',
            quantidade: 1,
            preco_unitario: '10.00',
            estacao_id: l.estacao,
            adicionado_em: l.adicionado === undefined ? null : inicio,
            cancelado_em: l.cancelado ? segundosDepois(criado, 60) : null,
            pronto_em: l.pronto === null ? null : segundosDepois(inicio, l.pronto),
          };
        }),
      )
      .returning({ id: pedidoItens.id });
    i[chave] = inseridos.map((r) => r.id);
  }

  const atraso = (empresaId: number, chave: string, estacaoId: number | null) =>
    server.core.db.insert(cozinhaAlertas).values({
      empresa_id: empresaId,
      tipo: 'atraso',
      pedido_id: p[chave]!,
      estacao_id: estacaoId,
      desde: new Date(),
      resolvido_em: new Date(),
    });

  const linhasDo = (empresaId: number) =>
    server.core.db
      .select()
      .from(relatorioCozinhaDiario)
      .where(eq(relatorioCozinhaDiario.empresa_id, empresaId))
      .orderBy(
        asc(relatorioCozinhaDiario.dia),
        asc(relatorioCozinhaDiario.grupo),
        asc(relatorioCozinhaDiario.estacao_id),
      );
  const apagarLinhas = (empresaId: number) =>
    server.core.db
      .delete(relatorioCozinhaDiario)
      .where(eq(relatorioCozinhaDiario.empresa_id, empresaId));

  /** The report over HTTP, checked against the straight computation at the same instant. */
  async function lerConferido(
    empresa: { id: number; token: string },
    periodo: PeriodoRelatorio,
  ): Promise<RelatorioCozinha> {
    const r = await ler(empresa.token, periodo);
    expect(r).toEqual(await aoVivo(empresa.id, periodo, agora()));
    return r;
  }

  const linha = (
    dia: string,
    grupo: number,
    estacao_id: number,
    tickets: number,
    segundos: number,
    atrasos = 0,
  ) => ({ dia, grupo, estacao_id, tickets, soma_us: segundos * US, atrasos });

  beforeAll(async () => {
    a = await novaEmpresa('Cozinha Rollup A');
    b = await novaEmpresa('Cozinha Rollup B');
    const db = server.core.db;
    const criadas = await db
      .insert(estacoes)
      .values([
        { empresa_id: a.id, nome: 'Grelha', cor: '#dc2626', ordem: 0 },
        { empresa_id: a.id, nome: 'Bar', cor: '#2563eb', ordem: 1 },
        { empresa_id: a.id, nome: 'Forno', cor: '#b45309', ordem: 2 },
        // The other company's stations, same names.
        { empresa_id: b.id, nome: 'Grelha', cor: '#dc2626', ordem: 0 },
        { empresa_id: b.id, nome: 'Bar', cor: '#2563eb', ordem: 1 },
      ])
      .returning({ id: estacoes.id });
    const [grelha, bar, forno, grelhaB, barB] = criadas.map((c) => c.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    Object.assign(e, { grelha, bar, forno, grelhaB, barB });

    await pedidoEm(a.id, 'a9', '2030-05-25T12:00:00', [
      { estacao: forno, pronto: 720 },
      { estacao: null, pronto: 540 },
    ]);
    await pedidoEm(a.id, 'a1', '2030-06-01T10:00:00', [
      { estacao: grelha, pronto: 300 },
      { estacao: bar, pronto: 180 },
    ]);
    // A cancelled line never bumped: the order is done with its Grelha line.
    await pedidoEm(a.id, 'a2', '2030-06-10T20:00:00', [
      { estacao: grelha, pronto: 720 },
      { estacao: bar, pronto: null, cancelado: true },
    ]);
    // A cancelled order, bumped and late: nowhere.
    await pedidoEm(
      a.id,
      'a3',
      '2030-06-10T21:00:00',
      [{ estacao: grelha, pronto: 60 }],
      'cancelado',
    );
    // A tab's order and its '+ NOVO' round 30 min later, timed from when it was added.
    await pedidoEm(a.id, 'a4', '2030-06-15T12:00:00', [
      { estacao: grelha, pronto: 600 },
      { estacao: grelha, adicionado: 1800, pronto: 480 },
      { estacao: null, adicionado: 1800, pronto: 300 },
    ]);
    // 23:50 on the 16th, done after midnight: the 16th's.
    await pedidoEm(a.id, 'a5', '2030-06-16T23:50:00', [{ estacao: bar, pronto: 1200 }]);
    // Left open on the last finished day: its day stays live.
    await pedidoEm(
      a.id,
      'a6',
      '2030-06-17T19:00:00',
      [
        { estacao: grelha, pronto: 240 },
        { estacao: bar, pronto: null },
      ],
      'preparando',
    );
    await pedidoEm(a.id, 'a7', '2030-06-19T13:00:00', [{ estacao: grelha, pronto: 120 }]);
    await pedidoEm(a.id, 'a8', '2030-06-20T11:00:00', [{ estacao: bar, pronto: 64 }], 'pronto');
    await atraso(a.id, 'a1', grelha);
    await atraso(a.id, 'a3', grelha);
    await atraso(a.id, 'a8', bar);

    await pedidoEm(b.id, 'b1', '2030-06-01T10:30:00', [{ estacao: e.grelhaB, pronto: 420 }]);
    // 00:30 on the 2nd in São Paulo is 23:30 on the 1st in Manaus (the timezone test).
    await pedidoEm(b.id, 'b3', '2030-06-02T00:30:00', [{ estacao: e.barB, pronto: 90 }]);
    await pedidoEm(b.id, 'b2', '2030-06-20T10:00:00', [{ estacao: null, pronto: 180 }]);
    await atraso(b.id, 'b1', e.grelhaB);
    agoraEm(HOJE);
  });
  afterAll(() => {
    avanco = 0;
  });

  // Figures by hand (seconds). Grelha: a1 300, a2 720, a4 600 and its '+ NOVO' 480, a6 240 (its
  // Grelha part is done), a7 120 → 2460 / 6. Bar: a1 180, a5 1200, a8 64 → 1444 / 3. Forno: a9
  // 720. Null: a4's '+ NOVO' 300, a9 540 → 840 / 2. Orders: a1 300, a2 720, a4 600 and 480, a5
  // 1200, a7 120, a8 64, a9 720 → 4204 / 8 = 525.5, rounded 526 (a6 is not done).
  const trinta = (): RelatorioCozinha => ({
    estacoes: [
      { estacao_id: e.grelha, nome: 'Grelha', cor: '#dc2626', tickets: 6, tempo_medio_seg: 410 },
      { estacao_id: e.bar, nome: 'Bar', cor: '#2563eb', tickets: 3, tempo_medio_seg: 481 },
      { estacao_id: e.forno, nome: 'Forno', cor: '#b45309', tickets: 1, tempo_medio_seg: 720 },
      { estacao_id: null, nome: null, cor: null, tickets: 2, tempo_medio_seg: 420 },
    ],
    cozinha: { tickets: 8, tempo_medio_seg: 526 },
    atrasados: {
      total: 2,
      por_estacao: [
        { estacao_id: e.grelha, nome: 'Grelha', total: 1 },
        { estacao_id: e.bar, nome: 'Bar', total: 1 },
      ],
      pedidos: [
        {
          pedido_id: p.a8!,
          created_at: emSaoPaulo('2030-06-20T11:00:00').toISOString(),
          estacao: 'Bar',
          prazo: expect.any(String) as string,
        },
        {
          pedido_id: p.a1!,
          created_at: emSaoPaulo('2030-06-01T10:00:00').toISOString(),
          estacao: 'Grelha',
          prazo: expect.any(String) as string,
        },
      ],
    },
  });

  test('the first report fills the finished days; the next one reads them and answers the same', async () => {
    expect(await linhasDo(a.id)).toEqual([]);
    const primeira = await lerConferido(a, '30d');
    expect(primeira).toEqual(trinta());

    const linhas = await linhasDo(a.id);
    expect(linhas.every((l) => l.fuso === 'America/Sao_Paulo')).toBe(true);
    // One whole-order row per finished day, 05-22 … 06-16; 06-17 has an open order (a6), and
    // 06-18 … 06-20 are recent: none of theirs.
    const dias = linhas.filter((l) => l.grupo === 2).map((l) => l.dia);
    expect(dias).toHaveLength(26);
    expect(dias[0]).toBe('2030-05-22');
    expect(dias.at(-1)).toBe('2030-06-16');
    const cheios = linhas
      .filter((l) => l.tickets > 0 || l.atrasos > 0)
      .map(({ dia, grupo, estacao_id, tickets, soma_us, atrasos }) => ({
        dia,
        grupo,
        estacao_id,
        tickets,
        soma_us,
        atrasos,
      }));
    expect(cheios).toEqual([
      linha('2030-05-25', 0, e.forno, 1, 720),
      linha('2030-05-25', 1, 0, 1, 540),
      linha('2030-05-25', 2, 0, 1, 720),
      linha('2030-06-01', 0, e.grelha, 1, 300, 1),
      linha('2030-06-01', 0, e.bar, 1, 180),
      linha('2030-06-01', 2, 0, 1, 300, 1),
      // The cancelled line is not waited for; the cancelled order and its alert count nowhere.
      linha('2030-06-10', 0, e.grelha, 1, 720),
      linha('2030-06-10', 2, 0, 1, 720),
      // The '+ NOVO' round is a ticket of its own, from adicionado_em: Grelha 600 + 480.
      linha('2030-06-15', 0, e.grelha, 2, 1080),
      linha('2030-06-15', 1, 0, 1, 300),
      linha('2030-06-15', 2, 0, 2, 1080),
      // Done after midnight, on the day it was placed.
      linha('2030-06-16', 0, e.bar, 1, 1200),
      linha('2030-06-16', 2, 0, 1, 1200),
    ]);

    expect(await lerConferido(a, '30d')).toEqual(primeira);
    expect(await linhasDo(a.id)).toEqual(linhas);
  });

  test('a finished day is read from the rollup, not from the orders', async () => {
    // A change no request can make (a1 is delivered): the rollup keeps 06-01 as it was filled.
    const db = server.core.db;
    const mudar = (segundos: number) =>
      db
        .update(pedidoItens)
        .set({ pronto_em: segundosDepois(emSaoPaulo('2030-06-01T10:00:00'), segundos) })
        .where(and(eq(pedidoItens.empresa_id, a.id), eq(pedidoItens.id, i.a1![0]!)));
    await mudar(900);
    try {
      expect(await ler(a.token, '30d')).toEqual(trinta());
      const direto = await aoVivo(a.id, '30d', agora());
      expect(direto.estacoes[0]).toMatchObject({ tickets: 6, tempo_medio_seg: 510 });
      // Rebuilt (relatorios.reconstruir empties it), the rollup fills again from the orders.
      await server.core.relatorios.reconstruir(a.id);
      expect(await ler(a.token, '30d')).toEqual(direto);
      expect(await ler(a.token, '30d')).toEqual(direto);
    } finally {
      await mudar(300);
      await apagarLinhas(a.id);
    }
    expect(await lerConferido(a, '30d')).toEqual(trinta());
  });

  test('every period answers as from the orders, with the rollup empty, partly filled or full', async () => {
    const periodos: PeriodoRelatorio[] = ['7d', '30d', '90d', '1y'];
    await apagarLinhas(a.id);
    // 7d fills 06-14 … 06-16 only; then 1y mixes those rows with days read from the orders.
    for (const periodo of periodos) await lerConferido(a, periodo);
    for (const periodo of [...periodos].reverse()) await lerConferido(a, periodo);
    // 7d by hand: Grelha a4 600 and 480, a6 240, a7 120; Bar a5 1200, a8 64; null a4 300;
    // orders 600, 480, 1200, 120, 64 → 2464 / 5.
    expect(await ler(a.token, '7d')).toEqual({
      estacoes: [
        { estacao_id: e.grelha, nome: 'Grelha', cor: '#dc2626', tickets: 4, tempo_medio_seg: 360 },
        { estacao_id: e.bar, nome: 'Bar', cor: '#2563eb', tickets: 2, tempo_medio_seg: 632 },
        { estacao_id: e.forno, nome: 'Forno', cor: '#b45309', tickets: 0, tempo_medio_seg: null },
        { estacao_id: null, nome: null, cor: null, tickets: 1, tempo_medio_seg: 300 },
      ],
      cozinha: { tickets: 5, tempo_medio_seg: 493 },
      atrasados: {
        total: 1,
        por_estacao: [{ estacao_id: e.bar, nome: 'Bar', total: 1 }],
        pedidos: [expect.objectContaining({ pedido_id: p.a8 })],
      },
    });
    // Days later the recent days have become finished ones; back today, they are live again.
    for (const dia of ['2030-06-21T08:00:00', '2030-06-24T08:00:00', '2030-06-20T12:00:00']) {
      agoraEm(emSaoPaulo(dia));
      for (const periodo of periodos) await lerConferido(a, periodo);
    }
    expect(await lerConferido(a, '30d')).toEqual(trinta());
  });

  test('a day with an order left open stays live until the order closes, undo window included', async () => {
    const db = server.core.db;
    const temDia = async (dia: string) => (await linhasDo(a.id)).some((l) => l.dia === dia);
    expect(await temDia('2030-06-17')).toBe(false);
    // a6 is bumped days later: its Bar line 1 min ago, 'pronto' (the 2-minute recall is open).
    await db
      .update(pedidoItens)
      .set({ pronto_em: segundosDepois(HOJE, -60) })
      .where(and(eq(pedidoItens.empresa_id, a.id), eq(pedidoItens.id, i.a6![1]!)));
    await db
      .update(pedidos)
      .set({ status: 'pronto' })
      .where(and(eq(pedidos.empresa_id, a.id), eq(pedidos.id, p.a6!)));
    const r = await lerConferido(a, '30d');
    // a6 counts now: Bar 4 tickets; the order 9.
    expect(r.estacoes[1]).toMatchObject({ estacao_id: e.bar, tickets: 4 });
    expect(r.cozinha.tickets).toBe(9);
    expect(await temDia('2030-06-17')).toBe(false);
    // Two minutes on, nothing can change it any more: filled.
    agoraEm(segundosDepois(HOJE, 61));
    try {
      expect(await lerConferido(a, '30d')).toEqual(r);
      expect(await temDia('2030-06-17')).toBe(true);
      expect(await lerConferido(a, '30d')).toEqual(r);
    } finally {
      agoraEm(HOJE);
    }
  });

  test("another company's orders, alerts and rollup rows never mix", async () => {
    const antes = await linhasDo(a.id);
    expect(await linhasDo(b.id)).toEqual([]);
    // B: Grelha 420 (late), Bar 90, null 180; orders 420, 90, 180 → 690 / 3.
    expect(await lerConferido(b, '30d')).toEqual({
      estacoes: [
        { estacao_id: e.grelhaB, nome: 'Grelha', cor: '#dc2626', tickets: 1, tempo_medio_seg: 420 },
        { estacao_id: e.barB, nome: 'Bar', cor: '#2563eb', tickets: 1, tempo_medio_seg: 90 },
        { estacao_id: null, nome: null, cor: null, tickets: 1, tempo_medio_seg: 180 },
      ],
      cozinha: { tickets: 3, tempo_medio_seg: 230 },
      atrasados: {
        total: 1,
        por_estacao: [{ estacao_id: e.grelhaB, nome: 'Grelha', total: 1 }],
        pedidos: [expect.objectContaining({ pedido_id: p.b1 })],
      },
    });
    const deB = await linhasDo(b.id);
    expect(deB.filter((l) => l.tickets > 0).map((l) => [l.dia, l.estacao_id])).toEqual([
      ['2030-06-01', e.grelhaB],
      ['2030-06-01', 0],
      ['2030-06-02', e.barB],
      ['2030-06-02', 0],
    ]);
    // A's rows and answer are untouched; each company reads its own.
    expect(await linhasDo(a.id)).toEqual(antes);
    expect(await lerConferido(a, '30d')).toEqual(await ler(a.token, '30d'));
    for (const periodo of ['7d', '1y'] as const) {
      await lerConferido(a, periodo);
      await lerConferido(b, periodo);
    }
  });

  test('the latest late orders come from the last days that had any, filled or live', async () => {
    const c = await novaEmpresa('Cozinha Rollup C');
    const [chapa] = await server.core.db
      .insert(estacoes)
      .values({ empresa_id: c.id, nome: 'Chapa', ordem: 0 })
      .returning({ id: estacoes.id });
    // Three late orders a day on 06-01 … 06-12 (one of them cancelled every third day, one
    // unrouted), two on 06-19: the list's 20 are the two live ones and 18 of filled days, down
    // to 06-06's first.
    for (let d = 1; d <= 12; d++)
      for (let k = 0; k < 3; k++) {
        const chave = `c${d}-${k}`;
        const cancelado = k === 2 && d % 3 === 0;
        await pedidoEm(
          c.id,
          chave,
          `2030-06-${String(d).padStart(2, '0')}T${10 + k}:15:00`,
          [{ estacao: k === 1 ? null : chapa!.id, pronto: 600 + 60 * k }],
          cancelado ? 'cancelado' : 'entregue',
        );
        await atraso(c.id, chave, k === 1 ? null : chapa!.id);
      }
    for (const hora of ['10', '11']) {
      await pedidoEm(c.id, `c19-${hora}`, `2030-06-19T${hora}:00:00`, [
        { estacao: chapa!.id, pronto: 300 },
      ]);
      await atraso(c.id, `c19-${hora}`, chapa!.id);
    }
    for (const periodo of ['30d', '30d', '7d', '1y', '1y'] as const) {
      const r = await lerConferido(c, periodo);
      if (periodo === '30d') {
        expect(r.atrasados.total).toBe(34);
        expect(r.atrasados.pedidos).toHaveLength(LIMITE_ATRASADOS);
        expect(r.atrasados.pedidos.at(-1)!.pedido_id).toBe(p['c6-0']);
      }
    }
  });

  test('a station deleted after its days were filled: those days are refilled, its parts in the null group', async () => {
    await server.core.db
      .delete(estacoes)
      .where(and(eq(estacoes.empresa_id, a.id), eq(estacoes.id, e.forno)));
    // a9's Forno (720) and unrouted (540) lines are now one null part of 720: 300 + 720.
    const r = await lerConferido(a, '30d');
    expect(r.estacoes.map((s) => s.estacao_id)).toEqual([e.grelha, e.bar, null]);
    expect(r.estacoes[2]).toEqual({
      estacao_id: null,
      nome: null,
      cor: null,
      tickets: 2,
      tempo_medio_seg: 510,
    });
    expect(await lerConferido(a, '30d')).toEqual(r);
    const dia = (await linhasDo(a.id)).filter((l) => l.dia === '2030-05-25');
    expect(
      dia.map(({ grupo, estacao_id, tickets, soma_us }) => [grupo, estacao_id, tickets, soma_us]),
    ).toEqual([
      [1, 0, 1, 720 * US],
      [2, 0, 1, 720 * US],
    ]);
  });

  test('a timezone change: the days cut in the old one are refilled in the new one', async () => {
    const db = server.core.db;
    await db.update(empresas).set({ timezone: 'America/Manaus' }).where(eq(empresas.id, b.id));
    try {
      // b3 (00:30 on the 2nd in São Paulo) is on the 1st in Manaus. The first report of the
      // period deletes the days cut in São Paulo (and answers them live), the next refills them.
      const daJanela = async () =>
        (await linhasDo(b.id)).filter((l) => l.dia >= '2030-05-22' && l.dia <= '2030-06-17');
      expect((await daJanela()).every((l) => l.fuso === 'America/Sao_Paulo')).toBe(true);
      await lerConferido(b, '30d');
      expect(await daJanela()).toEqual([]);
      await lerConferido(b, '30d');
      const linhas = await daJanela();
      expect(linhas.length).toBeGreaterThan(0);
      expect(linhas.every((l) => l.fuso === 'America/Manaus')).toBe(true);
      expect(linhas.find((l) => l.dia === '2030-06-01' && l.grupo === 2)).toMatchObject({
        tickets: 2,
        soma_us: 510 * US,
      });
      expect(linhas.some((l) => l.dia === '2030-06-02' && l.tickets > 0)).toBe(false);
      // Days outside the period keep theirs until a report covers them: a year's.
      for (const periodo of ['7d', '90d', '1y', '1y'] as const) await lerConferido(b, periodo);
      expect((await linhasDo(b.id)).every((l) => l.fuso === 'America/Manaus')).toBe(true);
    } finally {
      await db.update(empresas).set({ timezone: 'America/Sao_Paulo' }).where(eq(empresas.id, b.id));
    }
  });
});
