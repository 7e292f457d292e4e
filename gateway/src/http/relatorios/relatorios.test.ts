import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import {
  MENSAGENS_RELATORIOS,
  type CanalDoRelatorio,
  type CanalPedido,
  type CategoriaDoRelatorio,
  type Comanda,
  type FechamentoDoDia,
  type ProdutoDoRelatorio,
  type ResumoDoRelatorio,
  type VendaDoPeriodo,
} from '@cardapio/shared-events';
import {
  categorias,
  produtos,
  comandaItens,
  comandas,
  empresas,
  mesas,
  pedidoItens,
  pedidos,
  relatorioCanalDiario,
  relatorioDiario,
  relatorioProdutoDiario,
  usuarios,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

/** São Paulo has no daylight saving: local time is UTC−3 all year. */
const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

/** The services' clock: the system's, unless a test pins it. */
let relogio: Date | null = null;
let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cliente: string;

beforeAll(async () => {
  server = await createTestServer({}, { now: () => relogio ?? new Date() });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  cliente = await loginCliente(http);
});
afterAll(() => server.close());

const ROTAS = ['vendas', 'produtos', 'categorias', 'resumo', 'canais'] as const;
const relatorio = (rota: string, token: string, query = 'periodo=7d') =>
  request(http).get(`/api/relatorios/${rota}?${query}`).set(autorizado(token));

async function ler<T>(rota: string, token: string, periodo: string): Promise<T> {
  const res = await relatorio(rota, token, `periodo=${periodo}`);
  expect(res.status).toBe(200);
  return res.body as T;
}

/** A company of its own with a gestao user; answers its id and a token of that user. */
async function novaEmpresa(nome: string): Promise<{ empresaId: number; token: string }> {
  const db = server.core.db;
  const [empresa] = await db
    .insert(empresas)
    .values({ nome, email: `${nome.replace(/\W/g, '').toLowerCase()}@exemplo.com.br` })
    .returning({ id: empresas.id });
  const [usuario] = await db
    .insert(usuarios)
    .values({
      empresa_id: empresa!.id,
      nivel: 'admin',
      role: 'gestao',
      nome: 'Gestão',
      email: `gestao.${empresa!.id}.${Date.now()}@exemplo.com.br`,
      senha_hash: 'não usado: o token é assinado aqui',
    })
    .returning({ id: usuarios.id });
  const token = server.core.tokens.sign({
    kind: 'equipe',
    sub: usuario!.id,
    empresa_id: empresa!.id,
    role: 'gestao',
    ver: 0,
  });
  return { empresaId: empresa!.id, token };
}

describe('GET /api/relatorios/*: who may read', () => {
  test.each(ROTAS)(
    '%s: gestao 200; colaborador 403 with the spec message; waiter and customer 403; no or bad token 401',
    async (rota) => {
      expect((await relatorio(rota, gestao)).status).toBe(200);
      const col = await relatorio(rota, colaborador);
      expect(col.status).toBe(403);
      expect(col.body).toEqual({ erro: MENSAGENS_RELATORIOS.acessoRestrito });
      for (const token of [garcom, cliente]) {
        const res = await relatorio(rota, token);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ erro: expect.any(String) });
      }
      expect((await request(http).get(`/api/relatorios/${rota}?periodo=7d`)).status).toBe(401);
      expect((await relatorio(rota, 'abc.def.ghi')).status).toBe(401);
    },
  );
});

describe('periodo: exactly 7d, 30d, 90d or 1y', () => {
  const invalidos = [
    '',
    'periodo=',
    'periodo=abc',
    'periodo=1Y',
    'periodo=7D',
    'periodo=7d%20',
    'periodo=%207d',
    'periodo=7d&periodo=30d',
    'periodo[]=7d',
    'periodo[a]=7d',
    'periodo=%00',
    'periodo=7d%00',
    'periodo=365d',
    'periodo=2147483648',
    `periodo=${'7d'.repeat(5000)}`,
  ];
  test.each(ROTAS)('%s: anything else, or none, is a 400 with the clear message', async (rota) => {
    for (const query of invalidos) {
      const res = await relatorio(rota, gestao, query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { erro: MENSAGENS_RELATORIOS.periodoInvalido },
      });
    }
    for (const periodo of ['7d', '30d', '90d', '1y'])
      expect((await relatorio(rota, gestao, `periodo=${periodo}`)).status).toBe(200);
  });
});

describe('known orders at fixed instants, in the company timezone (America/Sao_Paulo)', () => {
  // Today is Friday 2030-03-15, noon in São Paulo. 7d = the 9th … the 15th; the 7 days before: 2nd … 8th.
  const HOJE = emSaoPaulo('2030-03-15T12:00:00');
  let empresaId: number;
  let token: string;
  let outra: { empresaId: number; token: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ empresaId, token } = await novaEmpresa('Relatórios Teste'));
    outra = await novaEmpresa('Outra Empresa');
    const db = server.core.db;
    const [lanches, bebidas] = await db
      .insert(categorias)
      .values([
        { empresa_id: empresaId, nome: 'Lanches', ordem: 1 },
        { empresa_id: empresaId, nome: 'Bebidas', ordem: 2 },
      ])
      .returning({ id: categorias.id });
    const prods = await db
      .insert(produtos)
      .values([
        { empresa_id: empresaId, categoria_id: lanches!.id, nome: 'Burguer', preco: '10.00' },
        { empresa_id: empresaId, categoria_id: bebidas!.id, nome: 'Suco', preco: '50.00' },
        { empresa_id: empresaId, categoria_id: null, nome: 'Pastel', preco: '8.50' },
        { empresa_id: empresaId, categoria_id: lanches!.id, nome: 'Antigo', preco: '12.00' },
      ])
      .returning({ id: produtos.id });
    for (const [i, nome] of ['burguer', 'suco', 'pastel', 'antigo'].entries())
      ids[nome] = prods[i]!.id;

    type Item = [produto: number, nome: string, quantidade: number, preco: string];
    const pedido = async (
      empresa: number,
      local: string,
      itens: Item[],
      extra: {
        frete?: string;
        desconto?: string;
        status?: 'cancelado';
        comandaId?: number;
        canal?: CanalPedido;
      } = {},
    ) => {
      const subtotal = itens.reduce((s, [, , q, p]) => s + q * Math.round(Number(p) * 100), 0);
      const frete = Math.round(Number(extra.frete ?? '0') * 100);
      const desconto = Math.round(Number(extra.desconto ?? '0') * 100);
      const [row] = await db
        .insert(pedidos)
        .values({
          empresa_id: empresa,
          tipo_pedido: extra.comandaId ? 'mesa' : frete ? 'entrega' : 'retirada',
          canal: extra.canal ?? (extra.comandaId ? 'garcom' : 'site'),
          status: extra.status ?? 'entregue',
          total: ((subtotal + frete - desconto) / 100).toFixed(2),
          total_sem_frete: (subtotal / 100).toFixed(2),
          valor_frete: (frete / 100).toFixed(2),
          desconto: (desconto / 100).toFixed(2),
          cupom_codigo: desconto ? 'TESTE10' : null,
          comanda_id: extra.comandaId ?? null,
          created_at: emSaoPaulo(local),
          updated_at: emSaoPaulo(local),
        })
        .returning({ id: pedidos.id });
      await db.insert(pedidoItens).values(
        itens.map(([produto_id, produto_nome, quantidade, preco_unitario]) => ({
          empresa_id: empresa,
          pedido_id: row!.id,
          produto_id,
          produto_nome,
          quantidade,
          preco_unitario,
        })),
      );
      return row!.id;
    };

    // Last day of the period, 23:30 local (02:30 UTC on the 16th): the 15th. Coupon and freight.
    // Taken on the phone (issue 31).
    await pedido(empresaId, '2030-03-15T23:30:00', [[ids.burguer!, 'Burguer', 2, '10.00']], {
      frete: '5.00',
      desconto: '3.00',
      canal: 'telefone',
    });
    // First day, 21:30 local = 00:30 UTC on the 10th: still the 9th. Pickup.
    await pedido(empresaId, '2030-03-09T21:30:00', [[ids.pastel!, 'Pastel', 1, '8.50']]);
    // 00:30 local on the day after the period's start: the 10th. The product is deleted below.
    // Taken at the counter.
    await pedido(
      empresaId,
      '2030-03-10T00:30:00',
      [
        [ids.antigo!, 'Produto Antigo', 1, '12.00'],
        [ids.burguer!, 'Burguer', 1, '10.00'],
      ],
      { frete: '4.00', canal: 'balcao' },
    );
    // 23:30 local on the 8th is 02:30 UTC on the 9th: the previous period, not this one.
    await pedido(empresaId, '2030-03-08T23:30:00', [[ids.suco!, 'Suco', 1, '50.00']]);
    // Cancelled: not a sale (nor of its channel).
    await pedido(empresaId, '2030-03-12T12:00:00', [[ids.suco!, 'Suco', 3, '50.00']], {
      status: 'cancelado',
      canal: 'balcao',
    });
    await pedido(empresaId, '2030-03-13T12:00:00', [[ids.suco!, 'Suco', 1, '50.00']], {
      status: 'cancelado',
      canal: 'mesa_qr',
    });
    // Tomorrow (00:30 on the 16th): not yet.
    await pedido(empresaId, '2030-03-16T00:30:00', [[ids.burguer!, 'Burguer', 1, '10.00']]);
    // For 1y (2029-03-16 … 2030-03-15): its first local day; the day before it (16th in UTC);
    // the last day of February at 23:30 local (1 March in UTC).
    await pedido(empresaId, '2029-03-16T00:30:00', [[ids.pastel!, 'Pastel', 1, '7.00']]);
    await pedido(empresaId, '2029-03-15T23:30:00', [[ids.suco!, 'Suco', 18, '50.00']]);
    await pedido(empresaId, '2030-02-28T23:30:00', [[ids.pastel!, 'Pastel', 1, '3.00']]);
    // Another company's sale on the same day.
    await pedido(outra.empresaId, '2030-03-15T10:00:00', [[0, 'Pizza', 1, '777.00']]);

    // A tab paid on Thursday the 14th at 22:10 local: R$ 100 of juice + R$ 10 service charge; a
    // cancelled item left out; its kitchen order (comanda_id) does not count on its own.
    const [mesa] = await db
      .insert(mesas)
      .values({ empresa_id: empresaId, numero: 'R1', nome: 'Mesa R1' })
      .returning({ id: mesas.id });
    const [paga, fechada] = await db
      .insert(comandas)
      .values([
        {
          empresa_id: empresaId,
          mesa_id: mesa!.id,
          status: 'paga' as const,
          fechada_em: emSaoPaulo('2030-03-14T21:50:00'),
          taxa_servico_percentual: '10',
          taxa_servico: '10.00',
          paga_em: emSaoPaulo('2030-03-14T22:10:00'),
          total_pago: '110.00',
          metodo_pagamento: 'pix' as const,
          created_at: emSaoPaulo('2030-03-14T20:00:00'),
        },
        {
          empresa_id: empresaId,
          status: 'fechada' as const,
          fechada_em: emSaoPaulo('2030-03-15T11:00:00'),
          created_at: emSaoPaulo('2030-03-15T10:00:00'),
        },
      ])
      .returning({ id: comandas.id });
    const cozinha = await pedido(
      empresaId,
      '2030-03-14T20:10:00',
      [[ids.suco!, 'Suco', 2, '50.00']],
      { comandaId: paga!.id },
    );
    await db.insert(comandaItens).values([
      {
        empresa_id: empresaId,
        comanda_id: paga!.id,
        produto_id: ids.suco!,
        produto_nome: 'Suco',
        quantidade: 2,
        preco_unitario: '50.00',
        status: 'entregue' as const,
        pedido_id: cozinha,
      },
      {
        empresa_id: empresaId,
        comanda_id: paga!.id,
        produto_id: ids.pastel!,
        produto_nome: 'Pastel',
        quantidade: 1,
        preco_unitario: '8.50',
        status: 'cancelado' as const,
      },
      {
        empresa_id: empresaId,
        comanda_id: fechada!.id,
        produto_id: ids.burguer!,
        produto_nome: 'Burguer',
        quantidade: 4,
        preco_unitario: '10.00',
        status: 'entregue' as const,
      },
    ]);
    await db
      .delete(produtos)
      .where(and(eq(produtos.id, ids.antigo!), eq(produtos.empresa_id, empresaId)));
    // Rows written straight to the tables: the rollups are rebuilt as the backfill does.
    await server.core.relatorios.reconstruir(empresaId);
    await server.core.relatorios.reconstruir(outra.empresaId);
    relogio = HOJE;
  });
  afterAll(() => {
    relogio = null;
  });

  const zero = (data: string): VendaDoPeriodo => ({
    data,
    total: 0,
    quantidade: 0,
    itens: 0,
    frete: 0,
    desconto: 0,
  });

  test('vendas 7d: every local day of the period, zeros included; 23:30 on the last day counts on it', async () => {
    expect(await ler<VendaDoPeriodo[]>('vendas', token, '7d')).toEqual([
      { data: '2030-03-09', total: 8.5, quantidade: 1, itens: 8.5, frete: 0, desconto: 0 },
      { data: '2030-03-10', total: 26, quantidade: 1, itens: 22, frete: 4, desconto: 0 },
      zero('2030-03-11'),
      zero('2030-03-12'),
      zero('2030-03-13'),
      // The paid tab, for what was paid (service charge in itens); not its kitchen order.
      { data: '2030-03-14', total: 110, quantidade: 1, itens: 110, frete: 0, desconto: 0 },
      // itens 20 + frete 5 - cupom 3.
      { data: '2030-03-15', total: 22, quantidade: 1, itens: 20, frete: 5, desconto: 3 },
    ]);
  });

  test('resumo 7d: totals, parts, units and the insights', async () => {
    expect(await ler<ResumoDoRelatorio>('resumo', token, '7d')).toEqual({
      totalVendas: 166.5,
      totalPedidos: 4,
      mediaTicket: 41.63,
      produtosVendidos: 7,
      totalItens: 160.5,
      totalFrete: 9,
      totalDesconto: 3,
      insights: {
        melhorDiaDaSemana: { dia: 4, nome: 'Quinta-feira', total: 110 },
        produtoEstrela: { nome: 'Burguer', quantidade_vendida: 3 },
        // Against the 2nd … 8th (R$ 50): (166.50 - 50) / 50.
        crescimento: 233,
      },
      periodo: '7d',
      inicio: '2030-03-09',
      fim: '2030-03-15',
    });
  });

  test('produtos 7d: by quantity, then revenue; a deleted product keeps its sold name', async () => {
    expect(await ler<ProdutoDoRelatorio[]>('produtos', token, '7d')).toEqual([
      { produto_id: ids.burguer, nome: 'Burguer', quantidade_vendida: 3, receita: 30 },
      { produto_id: ids.suco, nome: 'Suco', quantidade_vendida: 2, receita: 100 },
      { produto_id: ids.antigo, nome: 'Produto Antigo', quantidade_vendida: 1, receita: 12 },
      { produto_id: ids.pastel, nome: 'Pastel', quantidade_vendida: 1, receita: 8.5 },
    ]);
  });

  test("categorias 7d: by the product's current category; deleted or uncategorised under 'Sem categoria'", async () => {
    const rows = await ler<CategoriaDoRelatorio[]>('categorias', token, '7d');
    expect(rows).toEqual([
      { categoria_id: expect.any(Number), categoria: 'Bebidas', quantidade: 2, receita: 100 },
      { categoria_id: expect.any(Number), categoria: 'Lanches', quantidade: 3, receita: 30 },
      { categoria_id: null, categoria: 'Sem categoria', quantidade: 2, receita: 20.5 },
    ]);
  });

  test('canais 7d (issue 31): per channel, orders, revenue and average ticket; cancelled ones out; the paid tab is Garçom', async () => {
    expect(await ler<CanalDoRelatorio[]>('canais', token, '7d')).toEqual([
      {
        canal: 'garcom',
        nome: 'Garçom',
        pedidos: 1,
        total: 110,
        ticket_medio: 110,
        percentual: 66.1,
      },
      {
        canal: 'balcao',
        nome: 'Balcão',
        pedidos: 1,
        total: 26,
        ticket_medio: 26,
        percentual: 15.6,
      },
      {
        canal: 'telefone',
        nome: 'Telefone',
        pedidos: 1,
        total: 22,
        ticket_medio: 22,
        percentual: 13.2,
      },
      { canal: 'site', nome: 'Site', pedidos: 1, total: 8.5, ticket_medio: 8.5, percentual: 5.1 },
    ]);
  });

  test('canais 1y: they add up to the resumo; the average ticket of several orders', async () => {
    const canais = await ler<CanalDoRelatorio[]>('canais', token, '1y');
    // Site: 7 (16 Mar 2029) + 3 (28 Feb) + 50 (8 Mar) + 8.50 (9 Mar) = 68.50 in 4 orders.
    expect(canais.find((c) => c.canal === 'site')).toEqual({
      canal: 'site',
      nome: 'Site',
      pedidos: 4,
      total: 68.5,
      ticket_medio: 17.13,
      percentual: 30.2,
    });
    expect(canais.map((c) => c.canal)).toEqual(['garcom', 'site', 'balcao', 'telefone']);
    const resumo = await ler<ResumoDoRelatorio>('resumo', token, '1y');
    expect(canais.reduce((s, c) => s + c.pedidos, 0)).toBe(resumo.totalPedidos);
    expect(canais.reduce((s, c) => s + Math.round(c.total * 100), 0)).toBe(
      Math.round(resumo.totalVendas * 100),
    );
  });

  test('the daily closing by channel: every sale of the day under its channel, by type apart', async () => {
    const fechamento = async (dia: string, t = token) =>
      (
        await request(http)
          .get(`/api/relatorios/fechamento?dia=${dia}`)
          .set(autorizado(t))
          .expect(200)
      ).body as FechamentoDoDia;
    const vazio = { quantidade: 0, total: 0 };
    const dia15 = await fechamento('2030-03-15');
    expect(dia15.por_canal).toEqual({
      site: vazio,
      garcom: vazio,
      balcao: vazio,
      telefone: { quantidade: 1, total: 22 },
      mesa_qr: vazio,
    });
    expect(dia15.por_tipo).toEqual({
      entrega: { quantidade: 1, total: 22 },
      retirada: vazio,
      mesa: vazio,
    });
    // The paid tab is the waiter's sale; its kitchen order is not counted again.
    const dia14 = await fechamento('2030-03-14');
    expect(dia14.por_canal.garcom).toEqual({ quantidade: 1, total: 110 });
    expect(dia14.por_tipo).toEqual({ entrega: vazio, retirada: vazio, mesa: vazio });
    expect(dia14.total).toBe(110);
    // Cancelled: in `cancelados`, under no channel.
    const dia13 = await fechamento('2030-03-13');
    expect(dia13.cancelados).toEqual({ quantidade: 1, total: 50 });
    expect(Object.values(dia13.por_canal).every((c) => c.quantidade === 0)).toBe(true);
    // Another company's order of the 15th is its own.
    const daOutra = await fechamento('2030-03-15', outra.token);
    expect(daOutra.por_canal.site).toEqual({ quantidade: 1, total: 777 });
    expect(daOutra.por_canal.telefone).toEqual(vazio);
  });

  test('one minute after local midnight the period moves: the 10th … the 16th', async () => {
    relogio = emSaoPaulo('2030-03-16T00:10:00');
    try {
      const vendas = await ler<VendaDoPeriodo[]>('vendas', token, '7d');
      expect(vendas.map((v) => v.data)).toEqual([
        '2030-03-10',
        '2030-03-11',
        '2030-03-12',
        '2030-03-13',
        '2030-03-14',
        '2030-03-15',
        '2030-03-16',
      ]);
      expect(vendas.at(-1)).toEqual({
        data: '2030-03-16',
        total: 10,
        quantidade: 1,
        itens: 10,
        frete: 0,
        desconto: 0,
      });
      const resumo = await ler<ResumoDoRelatorio>('resumo', token, '7d');
      expect([resumo.totalPedidos, resumo.totalVendas]).toEqual([4, 168]);
    } finally {
      relogio = HOJE;
    }
  });

  test('1y: one row per month (its first day), zeros included, partial first and last months', async () => {
    const vendas = await ler<VendaDoPeriodo[]>('vendas', token, '1y');
    expect(vendas.map((v) => v.data)).toEqual([
      '2029-03-01',
      '2029-04-01',
      '2029-05-01',
      '2029-06-01',
      '2029-07-01',
      '2029-08-01',
      '2029-09-01',
      '2029-10-01',
      '2029-11-01',
      '2029-12-01',
      '2030-01-01',
      '2030-02-01',
      '2030-03-01',
    ]);
    const porMes = Object.fromEntries(vendas.map((v) => [v.data, v]));
    // Only the 16th's order: the 15th (16th in UTC) is before the period.
    expect(porMes['2029-03-01']).toEqual({
      data: '2029-03-01',
      total: 7,
      quantidade: 1,
      itens: 7,
      frete: 0,
      desconto: 0,
    });
    expect(porMes['2029-04-01']).toEqual(zero('2029-04-01'));
    // 23:30 on 28 February locally (1 March in UTC) is February.
    expect(porMes['2030-02-01']).toEqual({
      data: '2030-02-01',
      total: 3,
      quantidade: 1,
      itens: 3,
      frete: 0,
      desconto: 0,
    });
    // 50 (8th) + 8.50 + 26 + 110 + 22.
    expect(porMes['2030-03-01']).toEqual({
      data: '2030-03-01',
      total: 216.5,
      quantidade: 5,
      itens: 210.5,
      frete: 9,
      desconto: 3,
    });
    const resumo = await ler<ResumoDoRelatorio>('resumo', token, '1y');
    expect(resumo).toMatchObject({
      totalVendas: 226.5,
      totalPedidos: 7,
      inicio: '2029-03-16',
      fim: '2030-03-15',
      // Against the year before (R$ 900 on 2029-03-15): (226.50 - 900) / 900.
      // Suco (3, R$ 150 with the 8th's) ties Burguer (3, R$ 30) on quantity: revenue decides.
      insights: { crescimento: -74.8, produtoEstrela: { nome: 'Suco', quantidade_vendida: 3 } },
    });
  });

  test('30d and 90d: one row per local day', async () => {
    const trinta = await ler<VendaDoPeriodo[]>('vendas', token, '30d');
    expect(trinta).toHaveLength(30);
    expect([trinta[0]!.data, trinta.at(-1)!.data]).toEqual(['2030-02-14', '2030-03-15']);
    // 3 (28 Feb) + 50 (8 Mar) + 166.50.
    expect(trinta.reduce((s, v) => s + Math.round(v.total * 100), 0)).toBe(21950);
    const noventa = await ler<VendaDoPeriodo[]>('vendas', token, '90d');
    expect(noventa).toHaveLength(90);
    expect([noventa[0]!.data, noventa.at(-1)!.data]).toEqual(['2029-12-16', '2030-03-15']);
  });

  test("another company's orders are never counted, and it sees only its own", async () => {
    const resumo = await ler<ResumoDoRelatorio>('resumo', token, '1y');
    expect(resumo.totalVendas).toBe(226.5);
    const daOutra = await ler<ResumoDoRelatorio>('resumo', outra.token, '7d');
    expect([daOutra.totalPedidos, daOutra.totalVendas]).toEqual([1, 777]);
    expect(await ler<ProdutoDoRelatorio[]>('produtos', outra.token, '7d')).toEqual([
      { produto_id: null, nome: 'Pizza', quantidade_vendida: 1, receita: 777 },
    ]);
    expect(await ler<CategoriaDoRelatorio[]>('categorias', outra.token, '7d')).toEqual([
      { categoria_id: null, categoria: 'Sem categoria', quantidade: 1, receita: 777 },
    ]);
    expect(await ler<CanalDoRelatorio[]>('canais', outra.token, '7d')).toEqual([
      { canal: 'site', nome: 'Site', pedidos: 1, total: 777, ticket_medio: 777, percentual: 100 },
    ]);
    expect(
      (await ler<CanalDoRelatorio[]>('canais', token, '1y')).find((c) => c.canal === 'site')?.total,
    ).toBe(68.5);
  });

  test('a company without sales: zeros, mediaTicket null, no insights', async () => {
    const vazia = await novaEmpresa('Sem Vendas');
    expect(await ler<VendaDoPeriodo[]>('vendas', vazia.token, '7d')).toEqual(
      ['09', '10', '11', '12', '13', '14', '15'].map((d) => zero(`2030-03-${d}`)),
    );
    expect(await ler<VendaDoPeriodo[]>('vendas', vazia.token, '1y')).toHaveLength(13);
    expect(await ler<ProdutoDoRelatorio[]>('produtos', vazia.token, '1y')).toEqual([]);
    expect(await ler<CategoriaDoRelatorio[]>('categorias', vazia.token, '1y')).toEqual([]);
    expect(await ler<CanalDoRelatorio[]>('canais', vazia.token, '1y')).toEqual([]);
    expect(await ler<ResumoDoRelatorio>('resumo', vazia.token, '30d')).toEqual({
      totalVendas: 0,
      totalPedidos: 0,
      mediaTicket: null,
      produtosVendidos: 0,
      totalItens: 0,
      totalFrete: 0,
      totalDesconto: 0,
      insights: { melhorDiaDaSemana: null, produtoEstrela: null, crescimento: null },
      periodo: '30d',
      inicio: '2030-02-14',
      fim: '2030-03-15',
    });
  });
});

describe('the rollup follows the real writers, in their transactions (system clock)', () => {
  const resumo = async () => ler<ResumoDoRelatorio>('resumo', gestao, '7d');
  /** The 7d figures of one channel (zeros when it sold nothing). */
  const doCanal = async (canal: CanalPedido) => {
    const c = (await ler<CanalDoRelatorio[]>('canais', gestao, '7d')).find(
      (x) => x.canal === canal,
    );
    return { pedidos: c?.pedidos ?? 0, centavos: Math.round((c?.total ?? 0) * 100) };
  };
  const linhas = async () => {
    const db = server.core.db;
    const dias = await db.select().from(relatorioDiario).where(eq(relatorioDiario.empresa_id, 1));
    const prods = await db
      .select()
      .from(relatorioProdutoDiario)
      .where(eq(relatorioProdutoDiario.empresa_id, 1));
    const porCanal = await db
      .select()
      .from(relatorioCanalDiario)
      .where(eq(relatorioCanalDiario.empresa_id, 1));
    // A row that went back to zero (a cancellation) is the same as no row.
    const ordenar = (a: string, b: string) => a.localeCompare(b);
    return {
      dias: dias
        .filter((d) => d.pedidos !== 0 || Number(d.itens) !== 0)
        .map((d) => JSON.stringify(d))
        .sort(ordenar),
      produtos: prods
        .filter((p) => p.quantidade !== 0 || Number(p.receita) !== 0)
        .map((p) => JSON.stringify(p))
        .sort(ordenar),
      canais: porCanal
        .filter((c) => c.pedidos !== 0 || Number(c.total) !== 0)
        .map((c) => JSON.stringify(c))
        .sort(ordenar),
    };
  };

  test('an order placed counts at once, its cancellation takes it back, a paid tab adds what was paid; a rebuild finds the same rows', async () => {
    await definirLoja(http, gestao, true);
    const antes = await resumo();
    const siteAntes = await doCanal('site');
    const garcomAntes = await doCanal('garcom');

    const { pedido } = await pedidoPeloCliente(http);
    const comPedido = await resumo();
    // A customer's checkout is a sale of the site (issue 31).
    expect(await doCanal('site')).toEqual({
      pedidos: siteAntes.pedidos + 1,
      centavos: siteAntes.centavos + Math.round(pedido.total * 100),
    });
    expect(comPedido.totalPedidos).toBe(antes.totalPedidos + 1);
    expect(Math.round(comPedido.totalVendas * 100)).toBe(
      Math.round((antes.totalVendas + pedido.total) * 100),
    );
    expect(Math.round(comPedido.totalFrete * 100)).toBe(
      Math.round((antes.totalFrete + pedido.valor_frete) * 100),
    );
    expect(comPedido.produtosVendidos).toBe(antes.produtosVendidos + 1);
    const hoje = (await ler<VendaDoPeriodo[]>('vendas', gestao, '7d')).at(-1)!;
    expect(hoje.data).toBe(comPedido.fim);
    expect(hoje.quantidade).toBeGreaterThanOrEqual(1);

    const cancelado = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' });
    expect(cancelado.status).toBe(200);
    expect(await resumo()).toEqual(antes);
    expect(await doCanal('site')).toEqual(siteAntes);
    // Cancelling again changes nothing (the state machine refuses or ignores it).
    await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' });
    expect(await resumo()).toEqual(antes);

    // A waiter's tab: a burger sent to the kitchen and a soda, closed, then paid.
    const [mesa] = await server.core.db
      .insert(mesas)
      .values({ empresa_id: 1, numero: 'REL1', nome: 'Mesa REL1' })
      .returning({ id: mesas.id });
    const aberta = await request(http)
      .post('/api/garcom/comandas-mesa')
      .set(autorizado(garcom))
      .send({ mesa_id: mesa!.id });
    expect(aberta.status).toBe(201);
    const comandaId = (aberta.body as { comanda: Comanda }).comanda.id;
    const burguer = await produtoDemo(http, 1, 'X-Burguer');
    const coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
    const item = (body: object) =>
      request(http)
        .post(`/api/garcom/comandas-mesa/${comandaId}/itens`)
        .set(autorizado(garcom))
        .send(body);
    expect(
      (
        await item({
          produto_id: burguer.produto.id,
          quantidade: 2,
          personalizacoes: [burguer.escolha('Ponto da carne', 'Ao ponto')],
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await request(http)
          .post(`/api/garcom/comandas/${comandaId}/enviar-cozinha`)
          .set(autorizado(garcom))
      ).status,
    ).toBe(201);
    expect((await item({ produto_id: coca.produto.id, quantidade: 1 })).status).toBe(201);
    // The kitchen order alone is not a sale.
    expect(await resumo()).toEqual(antes);
    const fechada = await request(http)
      .post(`/api/garcom/comandas/${comandaId}/fechar`)
      .set(autorizado(garcom))
      .send({});
    expect(fechada.status).toBe(200);
    expect(await resumo()).toEqual(antes);
    const paga = await request(http)
      .post(`/api/garcom/comandas/${comandaId}/pagar`)
      .set(autorizado(garcom))
      .send({ metodo: 'pix' });
    expect(paga.status).toBe(200);
    const totalPago = (paga.body as { conta: { pagamento: { total_pago: number } } }).conta
      .pagamento.total_pago;
    const comConta = await resumo();
    expect(comConta.totalPedidos).toBe(antes.totalPedidos + 1);
    expect(Math.round(comConta.totalVendas * 100)).toBe(
      Math.round((antes.totalVendas + totalPago) * 100),
    );
    expect(comConta.produtosVendidos).toBe(antes.produtosVendidos + 3);
    // The paid tab is the waiter's sale, for what was paid.
    expect(await doCanal('garcom')).toEqual({
      pedidos: garcomAntes.pedidos + 1,
      centavos: garcomAntes.centavos + Math.round(totalPago * 100),
    });
    expect(await doCanal('site')).toEqual(siteAntes);

    // What the writers kept is exactly what a rebuild from the orders and tabs finds.
    const mantidas = await linhas();
    expect(mantidas.dias.length).toBeGreaterThan(0);
    expect(mantidas.canais.length).toBeGreaterThan(0);
    await server.core.relatorios.reconstruir(1);
    expect(await linhas()).toEqual(mantidas);
    expect(await resumo()).toEqual(comConta);
  });

  test('orders placed and cancelled at the same time: no deadlock, nothing lost or counted twice', async () => {
    await definirLoja(http, gestao, true);
    const antes = await resumo();
    const feitos = await Promise.all(Array.from({ length: 8 }, () => pedidoPeloCliente(http)));
    const cancelar = feitos
      .slice(0, 4)
      .map(({ pedido }) =>
        request(http)
          .put(`/api/pedidos/${pedido.id}/status`)
          .set(autorizado(gestao))
          .send({ status: 'cancelado' }),
      );
    // Cancellations race new orders for the same day's rollup rows.
    const [cancelados, novos] = await Promise.all([
      Promise.all(cancelar),
      Promise.all(Array.from({ length: 4 }, () => pedidoPeloCliente(http))),
    ]);
    expect(cancelados.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const contam = [...feitos.slice(4), ...novos].map(({ pedido }) => pedido);
    const depois = await resumo();
    expect(depois.totalPedidos).toBe(antes.totalPedidos + 8);
    expect(Math.round(depois.totalVendas * 100)).toBe(
      Math.round(antes.totalVendas * 100) +
        contam.reduce((s, p) => s + Math.round(p.total * 100), 0),
    );
    const mantidas = await linhas();
    await server.core.relatorios.reconstruir(1);
    expect(await linhas()).toEqual(mantidas);
  });

  test("the migration's one-off backfill finds the rows the writers kept", async () => {
    await definirLoja(http, gestao, true);
    await pedidoPeloCliente(http);
    const mantidas = await linhas();
    expect(mantidas.produtos.length).toBeGreaterThan(0);
    // The migration file (its number may change when branches merge; its name does not).
    const pasta = path.resolve(__dirname, '../../../../core/src/db/migrations');
    const arquivo = fs.readdirSync(pasta).find((f) => /^\d{4}_relatorios\.sql$/.test(f));
    const backfill = fs
      .readFileSync(path.join(pasta, arquivo!), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => /^INSERT INTO/i.test(s));
    expect(backfill).toHaveLength(2);
    // Issue 31's rollup by channel has its own migration and backfill.
    const doCanal = fs.readdirSync(pasta).find((f) => /^\d{4}_relatorio_por_canal\.sql$/.test(f));
    const backfillDoCanal = fs
      .readFileSync(path.join(pasta, doCanal!), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => /^INSERT INTO/i.test(s));
    expect(backfillDoCanal).toHaveLength(1);
    expect(mantidas.canais.length).toBeGreaterThan(0);
    const db = server.core.db;
    await db.transaction(async (tx) => {
      await tx.delete(relatorioDiario);
      await tx.delete(relatorioProdutoDiario);
      await tx.delete(relatorioCanalDiario);
      for (const comando of [...backfill, ...backfillDoCanal]) await tx.execute(sql.raw(comando));
    });
    expect(await linhas()).toEqual(mantidas);
  });
});
