import ExcelJS from 'exceljs';
import request from 'supertest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  MENSAGENS_EXPORTACAO,
  MENSAGENS_RELATORIOS,
  type RelatorioFalhouEvento,
  type RelatorioProgressoEvento,
  type RelatorioProntoEvento,
} from '@cardapio/shared-events';
import { hashPassword } from '@cardapio/core';
import {
  waitFor,
  categorias,
  comandaItens,
  comandas,
  empresas,
  entregas,
  loginEquipe,
  pedidoItens,
  pedidos,
  produtos,
  relatorioExportacaoPartes,
  relatorioExportacoes,
  usuarios,
  createExportacoesService,
} from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { socketClients, roundTrip } from '../../testing/sockets';
import { createTestServer, QUEUE_MODES } from '../../testing/test-server';
import { CONTENT_TYPE_XLSX } from './exportacoes';

type Valor = ExcelJS.CellValue;

/** supertest keeps a binary answer as a Buffer with this parser. */
const binario = (res: request.Response, cb: (e: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const partes: Buffer[] = [];
  stream.on('data', (c: Buffer) => partes.push(c));
  stream.on('end', () => cb(null, Buffer.concat(partes)));
};

async function abrir(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
}

/** Every row of a sheet as arrays of values (index 0 = column A). */
function linhas(sheet: ExcelJS.Worksheet): Valor[][] {
  const out: Valor[][] = [];
  sheet.eachRow((row) => out.push((row.values as Valor[]).slice(1)));
  return out;
}

/** São Paulo has no daylight saving: local time is UTC−3 all year. */
const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
/** The local day `dias` days before today in São Paulo, AAAA-MM-DD. */
const diaLocal = (dias: number) =>
  new Date(Date.now() - 3 * 3600_000 - dias * 86_400_000).toISOString().slice(0, 10);

describe.each(QUEUE_MODES)('report exports (%s queue)', (modo) => {
  let server: RunningServer;
  let http: RunningServer['httpServer'];
  let gestao: string;
  let gestaoB: string;
  let colaborador: string;
  let gestao2: string;
  const sockets = socketClients();
  let produtoA: { id: number; nome: string; categoria: string };
  let produtoB: { id: number; nome: string; categoria: string };

  beforeAll(async () => {
    server = await createTestServer({}, { queue: modo });
    http = server.httpServer;
    const db = server.core.db;
    gestao = await loginStaff(http, DEMO.admin);
    colaborador = await loginStaff(http, DEMO.equipe);
    gestao2 = await loginStaff(http, DEMO.admin2);
    // A second gestao of empresa 1: connected at the same time, it must hear nothing.
    const [outra] = await db
      .insert(usuarios)
      .values({
        empresa_id: 1,
        nivel: 'admin',
        role: 'gestao',
        nome: 'Outra',
        sobrenome: 'Gestora',
        email: 'outra.gestora@cardapiovivo.com.br',
        senha_hash: await hashPassword('segredo12'),
      })
      .returning();
    // Staff sign in through the login_equipe directory, written with the account.
    await db.insert(loginEquipe).values({
      email: outra!.email,
      empresa_id: outra!.empresa_id,
      usuario_id: outra!.id,
    });
    gestaoB = await loginStaff(http, {
      email: 'outra.gestora@cardapiovivo.com.br',
      senha: 'segredo12',
    });

    // Two demo products of different categories, by their current names.
    const cardapio = await db
      .select({
        id: produtos.id,
        nome: produtos.nome,
        categoriaId: produtos.categoria_id,
        categoria: categorias.nome,
      })
      .from(produtos)
      .innerJoin(categorias, eq(categorias.id, produtos.categoria_id))
      .where(and(eq(produtos.empresa_id, 1), isNotNull(produtos.categoria_id)))
      .orderBy(produtos.id);
    const a = cardapio[0]!;
    const b = cardapio.find((p) => p.categoriaId !== a.categoriaId)!;
    produtoA = { id: a.id, nome: a.nome, categoria: a.categoria };
    produtoB = { id: b.id, nome: b.nome, categoria: b.categoria };

    const hoje = diaLocal(0);
    const pedido = async (
      local: string,
      campos: { itens: string; frete: string; desconto: string; total: string },
      itens: { produto_id: number | null; nome: string; quantidade: number; preco: string }[],
      extra: Partial<typeof pedidos.$inferInsert> = {},
    ) => {
      const [p] = await db
        .insert(pedidos)
        .values({
          empresa_id: 1,
          tipo_pedido: 'entrega',
          status: 'entregue',
          status_pagamento: 'pago',
          total: campos.total,
          total_sem_frete: campos.itens,
          valor_frete: campos.frete,
          desconto: campos.desconto,
          nome_cliente: 'Maria',
          sobrenome_cliente: 'Souza',
          created_at: emSaoPaulo(local),
          updated_at: emSaoPaulo(local),
          ...extra,
        })
        .returning({ id: pedidos.id });
      await db.insert(pedidoItens).values(
        itens.map((i) => ({
          empresa_id: 1,
          pedido_id: p!.id,
          produto_id: i.produto_id,
          produto_nome: i.nome,
          quantidade: i.quantidade,
          preco_unitario: i.preco,
        })),
      );
      return p!.id;
    };
    const A = (quantidade: number, preco = '10.00') => ({
      produto_id: produtoA.id,
      nome: produtoA.nome,
      quantidade,
      preco,
    });
    const B = (quantidade: number, preco: string) => ({
      produto_id: produtoB.id,
      nome: produtoB.nome,
      quantidade,
      preco,
    });
    // In 7d: the first minute of today, 23:30 of the last day, and the first local day's midnight.
    const peloTelefone = await pedido(
      `${hoje}T00:00:30`,
      { itens: '25.50', frete: '5.00', desconto: '2.00', total: '28.50' },
      [A(2), B(1, '5.50')],
      { canal: 'telefone' },
    );
    await pedido(
      `${hoje}T23:30:00`,
      { itens: '10.00', frete: '0.00', desconto: '0.00', total: '10.00' },
      [A(1)],
      {
        tipo_pedido: 'retirada',
        status: 'pendente',
        status_pagamento: 'pendente',
        canal: 'balcao',
      },
    );
    const doPrimeiroDia = await pedido(
      `${diaLocal(6)}T00:00:00`,
      { itens: '12.00', frete: '3.00', desconto: '0.00', total: '15.00' },
      [{ produto_id: null, nome: 'Produto antigo', quantidade: 3, preco: '4.00' }],
    );
    // Both went out with the same courier (issue 32): cash today, the card machine on day one.
    const saida = (pedidoId: number, local: string, cobranca: string, aCobrar: string) => ({
      empresa_id: 1,
      pedido_id: pedidoId,
      entregador_id: 999,
      entregador_nome: 'Rafa',
      ordem: 1,
      status: 'entregue' as const,
      taxa: '7.00',
      cobranca,
      a_cobrar: aCobrar,
      despachado_em: emSaoPaulo(local),
      concluido_em: emSaoPaulo(local),
    });
    await db
      .insert(entregas)
      .values([
        saida(peloTelefone, `${hoje}T00:00:35`, 'dinheiro', '28.50'),
        saida(doPrimeiroDia, `${diaLocal(6)}T00:20:00`, 'cartao', '15.00'),
      ]);
    // Out of 7d (one second before its first local day), in 30d.
    await pedido(
      `${diaLocal(7)}T23:59:59`,
      { itens: '50.00', frete: '0.00', desconto: '0.00', total: '50.00' },
      [A(5)],
    );
    // Cancelled: never a sale.
    await pedido(
      `${hoje}T00:10:00`,
      { itens: '100.00', frete: '0.00', desconto: '0.00', total: '100.00' },
      [A(10)],
      { status: 'cancelado', status_pagamento: 'cancelado', canal: 'balcao' },
    );
    // A paid tab today (33 = 30 of items + 3 of service) and its kitchen order (not a sale).
    const [tab, aberta] = await db
      .insert(comandas)
      .values([
        {
          empresa_id: 1,
          status: 'paga' as const,
          fechada_em: emSaoPaulo(`${hoje}T00:01:00`),
          paga_em: emSaoPaulo(`${hoje}T00:02:00`),
          taxa_servico: '3.00',
          total_pago: '33.00',
        },
        { empresa_id: 1, status: 'fechada' as const, fechada_em: emSaoPaulo(`${hoje}T00:03:00`) },
      ])
      .returning({ id: comandas.id });
    await pedido(
      `${hoje}T00:00:40`,
      { itens: '20.00', frete: '0.00', desconto: '0.00', total: '20.00' },
      [A(2)],
      { tipo_pedido: 'mesa', canal: 'garcom', comanda_id: tab!.id },
    );
    await db.insert(comandaItens).values([
      {
        empresa_id: 1,
        comanda_id: tab!.id,
        produto_id: produtoA.id,
        produto_nome: produtoA.nome,
        quantidade: 2,
        preco_unitario: '10.00',
        status: 'entregue' as const,
      },
      {
        empresa_id: 1,
        comanda_id: tab!.id,
        produto_id: produtoB.id,
        produto_nome: produtoB.nome,
        quantidade: 2,
        preco_unitario: '5.00',
        status: 'entregue' as const,
      },
      {
        empresa_id: 1,
        comanda_id: tab!.id,
        produto_id: produtoA.id,
        produto_nome: produtoA.nome,
        quantidade: 1,
        preco_unitario: '10.00',
        status: 'cancelado' as const,
      },
      {
        empresa_id: 1,
        comanda_id: aberta!.id,
        produto_id: produtoA.id,
        produto_nome: produtoA.nome,
        quantidade: 7,
        preco_unitario: '10.00',
        status: 'entregue' as const,
      },
    ]);
  });
  afterAll(async () => {
    sockets.closeAll();
    await server.close();
  });

  /** A socket that records the export events it hears. */
  async function ouvinte(token: string) {
    const { socket } = await sockets.connected(server.url, token);
    const progresso: RelatorioProgressoEvento[] = [];
    const pronto: RelatorioProntoEvento[] = [];
    const falhou: RelatorioFalhouEvento[] = [];
    socket.on('relatorio:progresso', (e) => progresso.push(e));
    socket.on('relatorio:pronto', (e) => pronto.push(e));
    socket.on('relatorio:falhou', (e) => falhou.push(e));
    return { socket, progresso, pronto, falhou };
  }

  /** POST, wait for relatorio:pronto on the requester's socket, download the file. */
  async function exportar(
    eu: Awaited<ReturnType<typeof ouvinte>>,
    token: string,
    tipo: string,
    periodo: string,
  ) {
    const res = await request(http)
      .post('/api/relatorios/exportacoes')
      .set(autorizado(token))
      .send({ tipo, periodo });
    expect(res.status).toBe(202);
    expect(Object.keys(res.body)).toEqual(['id']);
    const id = res.body.id as string;
    const pronto = await waitFor(() => eu.pronto.find((e) => e.id === id), 20000);
    expect(pronto).toEqual({
      id,
      tipo,
      periodo,
      url: `/api/relatorios/exportacoes/${id}/arquivo`,
      arquivo: `relatorio_${tipo}_${periodo}.xlsx`,
    });
    const arquivo = await request(http)
      .get(pronto.url)
      .set(autorizado(token))
      .buffer(true)
      .parse(binario);
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers['content-type']).toBe(CONTENT_TYPE_XLSX);
    expect(arquivo.headers['content-disposition']).toBe(
      `attachment; filename="relatorio_${tipo}_${periodo}.xlsx"`,
    );
    return {
      id,
      wb: await abrir(arquivo.body as Buffer),
      progresso: eu.progresso.filter((e) => e.id === id),
    };
  }

  test('vendas 7d: one row per sale with its channel, exact totals, the Por dia and Por canal sheets; progress in order to the requester only', async () => {
    const eu = await ouvinte(gestao);
    const outra = await ouvinte(gestaoB);
    const { id, wb, progresso } = await exportar(eu, gestao, 'vendas', '7d');

    const p = progresso.map((e) => e.percentual);
    expect(p.length).toBeGreaterThanOrEqual(3);
    expect(p[0]).toBe(0);
    expect(p[p.length - 1]).toBe(100);
    for (let i = 1; i < p.length; i++) expect(p[i]!).toBeGreaterThan(p[i - 1]!);
    for (const e of progresso) expect(e).toMatchObject({ id, tipo: 'vendas', periodo: '7d' });
    await roundTrip(outra.socket);
    expect(outra.progresso).toEqual([]);
    expect(outra.pronto).toEqual([]);

    const vendas = wb.getWorksheet('Vendas')!;
    const rows = linhas(vendas);
    expect(rows[0]).toEqual([
      'Data/hora',
      'Pedido #',
      'Cliente',
      'Tipo',
      'Canal',
      'Itens (R$)',
      'Frete (R$)',
      'Taxa de serviço (R$)',
      'Desconto (R$)',
      'Total (R$)',
      'Status de pagamento',
    ]);
    for (const c of ['A1', 'E1', 'K1']) expect(vendas.getCell(c).font?.bold).toBe(true);
    expect(vendas.getCell('A2').font?.bold).toBeFalsy();
    // The first local day's midnight, today 00:00:30, the tab paid at 00:02, today 23:30.
    const dados = rows.slice(1, -1);
    expect(dados.map((r) => [r[3], r[4], r[9]])).toEqual([
      ['Entrega', 'Site', 15],
      ['Entrega', 'Telefone', 28.5],
      // A paid tab is the waiter's sale (issue 31).
      ['Comanda', 'Garçom', 33],
      ['Retirada', 'Balcão', 10],
    ]);
    const [primeiro, , tab, ultimo] = dados;
    expect(primeiro![0]).toEqual(new Date(`${diaLocal(6)}T00:00:00Z`));
    expect(ultimo![0]).toEqual(new Date(`${diaLocal(0)}T23:30:00Z`));
    expect(ultimo![2]).toBe('Maria Souza');
    expect(ultimo![10]).toBe('Pendente');
    expect(tab!.slice(5, 11)).toEqual([30, 0, 3, 0, 33, 'Pago']);
    expect(vendas.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(vendas.getCell('J2').numFmt).toBe('"R$" #,##0.00');
    expect(vendas.getColumn(3).width).toBeGreaterThan(10);

    const totais = rows[rows.length - 1]!;
    // 15 + 28.50 + 33 + 10; items 12 + 25.50 + 30 + 10; freight 3 + 5; service 3; discount 2.
    expect(totais).toEqual(['Total', 4, undefined, undefined, undefined, 77.5, 8, 3, 2, 86.5]);
    for (const c of ['A', 'B', 'J'])
      expect(vendas.getCell(`${c}${rows.length}`).font?.bold).toBe(true);
    expect(vendas.getCell(`J${rows.length}`).numFmt).toBe('"R$" #,##0.00');

    const porDia = linhas(wb.getWorksheet('Por dia')!);
    expect(porDia[0]).toEqual(['Data', 'Quantidade', 'Total (R$)']);
    expect(porDia).toHaveLength(1 + 7 + 1);
    expect(porDia[1]).toEqual([new Date(`${diaLocal(6)}T00:00:00Z`), 1, 15]);
    expect(porDia[7]).toEqual([new Date(`${diaLocal(0)}T00:00:00Z`), 3, 71.5]);
    expect(porDia[8]).toEqual(['Total', 4, 86.5]);
    expect(wb.getWorksheet('Por dia')!.getCell('A2').numFmt).toBe('dd/mm/yyyy');

    // Sales by channel: highest total first, the cancelled counter order left out.
    const abaCanal = wb.getWorksheet('Por canal')!;
    expect(linhas(abaCanal)).toEqual([
      ['Canal', 'Quantidade', 'Total (R$)', 'Ticket médio (R$)'],
      ['Garçom', 1, 33, 33],
      ['Telefone', 1, 28.5, 28.5],
      ['Site', 1, 15, 15],
      ['Balcão', 1, 10, 10],
      ['Total', 4, 86.5, 21.63],
    ]);
    expect(abaCanal.getCell('C2').numFmt).toBe('"R$" #,##0.00');
    expect(abaCanal.getCell('A6').font?.bold).toBe(true);

    // The couriers' settlement per day (issue 32 §1): fees, cash to hand back, card at the door.
    expect(linhas(wb.getWorksheet('Entregadores')!)).toEqual([
      [
        'Data',
        'Entregador',
        'Entregas',
        'Não entregues',
        'Taxas (R$)',
        'Dinheiro recebido (R$)',
        'Cartão/PIX na entrega (R$)',
        'Saldo a devolver (R$)',
      ],
      [new Date(`${diaLocal(6)}T00:00:00Z`), 'Rafa', 1, 0, 7, 0, 15, -7],
      [new Date(`${diaLocal(0)}T00:00:00Z`), 'Rafa', 1, 0, 7, 28.5, 0, 21.5],
      ['Total', undefined, 2, 0, 14, 28.5, 15, 14.5],
    ]);
  });

  test('vendas 30d takes the order of seven days ago; produtos and categorias add up to the item revenue', async () => {
    const eu = await ouvinte(gestao);
    const v30 = linhas((await exportar(eu, gestao, 'vendas', '30d')).wb.getWorksheet('Vendas')!);
    expect(v30[v30.length - 1]).toEqual([
      'Total',
      5,
      undefined,
      undefined,
      undefined,
      127.5,
      8,
      3,
      2,
      136.5,
    ]);

    const prod = linhas(
      (await exportar(eu, gestao, 'produtos', '7d')).wb.getWorksheet('Produtos')!,
    );
    expect(prod).toEqual([
      ['Produto', 'Quantidade vendida', 'Receita (R$)'],
      // A: 2 + 1 in orders, 2 on the paid tab (not its kitchen order, not the cancelled item).
      [produtoA.nome, 5, 50],
      [produtoB.nome, 3, 15.5],
      ['Produto antigo', 3, 12],
      ['Total', 11, 77.5],
    ]);
    const cat = linhas(
      (await exportar(eu, gestao, 'categorias', '7d')).wb.getWorksheet('Categorias')!,
    );
    expect(cat[0]).toEqual(['Categoria', 'Quantidade', 'Receita (R$)']);
    expect(cat.slice(1, -1)).toEqual(
      expect.arrayContaining([
        [produtoA.categoria, 5, 50],
        [produtoB.categoria, 3, 15.5],
        [MENSAGENS_RELATORIOS.semCategoria, 3, 12],
      ]),
    );
    expect(cat[cat.length - 1]).toEqual(['Total', 11, 77.5]);
  });

  test("the spec's GET /api/relatorios/exportar/:tipo answers the file itself", async () => {
    const res = await request(http)
      .get('/api/relatorios/exportar/vendas?periodo=7d')
      .set(autorizado(gestao))
      .buffer(true)
      .parse(binario);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(CONTENT_TYPE_XLSX);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio_vendas_7d.xlsx"',
    );
    const rows = linhas((await abrir(res.body as Buffer)).getWorksheet('Vendas')!);
    expect(rows[rows.length - 1]).toEqual([
      'Total',
      4,
      undefined,
      undefined,
      undefined,
      77.5,
      8,
      3,
      2,
      86.5,
    ]);
  });

  test('gestao only: colaborador, waiter, customer and no token are refused on every route', async () => {
    const antes = await server.core.db.$count(relatorioExportacoes);
    const { body } = await request(http)
      .post('/api/relatorios/exportacoes')
      .set(autorizado(gestao))
      .send({ tipo: 'produtos', periodo: '7d' });
    const rotas = [
      () =>
        request(http).post('/api/relatorios/exportacoes').send({ tipo: 'vendas', periodo: '7d' }),
      () => request(http).get(`/api/relatorios/exportacoes/${body.id}/arquivo`),
      () => request(http).get('/api/relatorios/exportar/vendas?periodo=7d'),
    ];
    const garcom = await loginGarcom(http);
    const cliente = await loginCliente(http);
    for (const rota of rotas) {
      const c = await rota().set(autorizado(colaborador));
      expect([c.status, c.body]).toEqual([403, { erro: 'Acesso restrito à gestão' }]);
      for (const token of [garcom, cliente]) {
        const r = await rota().set(autorizado(token));
        expect(r.status).toBe(403);
        expect(r.body).toEqual({ erro: expect.any(String) });
      }
      expect((await rota()).status).toBe(401);
    }
    // Only the gestao's own export was created.
    expect(await server.core.db.$count(relatorioExportacoes)).toBe(antes + 1);
  });

  test('bad tipo or periodo: 400 with the contract texts, nothing created', async () => {
    const antes = await server.core.db.$count(relatorioExportacoes);
    const post = (body: unknown) =>
      request(http)
        .post('/api/relatorios/exportacoes')
        .set(autorizado(gestao))
        .send(body as object);
    const casos: [unknown, string][] = [
      [{ tipo: 'pedidos', periodo: '7d' }, MENSAGENS_RELATORIOS.tipoInvalido],
      [{ periodo: '7d' }, MENSAGENS_RELATORIOS.tipoInvalido],
      [{ tipo: 1, periodo: '7d' }, MENSAGENS_RELATORIOS.tipoInvalido],
      [{ tipo: 'vendas\u0000', periodo: '7d' }, MENSAGENS_RELATORIOS.tipoInvalido],
      [{ tipo: 'v'.repeat(100_000), periodo: '7d' }, MENSAGENS_RELATORIOS.tipoInvalido],
      [{ tipo: 'vendas', periodo: '2y' }, MENSAGENS_RELATORIOS.periodoInvalido],
      [{ tipo: 'vendas' }, MENSAGENS_RELATORIOS.periodoInvalido],
      [{ tipo: 'vendas', periodo: ['7d'] }, MENSAGENS_RELATORIOS.periodoInvalido],
      [{ tipo: 'vendas', periodo: 2147483648 }, MENSAGENS_RELATORIOS.periodoInvalido],
    ];
    for (const [body, erro] of casos) {
      const res = await post(body);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    expect((await post(['vendas', '7d'])).status).toBe(400);
    const get = (url: string) => request(http).get(url).set(autorizado(gestao));
    for (const [url, erro] of [
      ['/api/relatorios/exportar/pedidos?periodo=7d', MENSAGENS_RELATORIOS.tipoInvalido],
      ['/api/relatorios/exportar/vendas', MENSAGENS_RELATORIOS.periodoInvalido],
      ['/api/relatorios/exportar/vendas?periodo=1d', MENSAGENS_RELATORIOS.periodoInvalido],
      [
        '/api/relatorios/exportar/vendas?periodo=7d&periodo=30d',
        MENSAGENS_RELATORIOS.periodoInvalido,
      ],
      ['/api/relatorios/exportar/vendas?periodo=%007d', MENSAGENS_RELATORIOS.periodoInvalido],
    ] as const) {
      const res = await get(url);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    expect(await server.core.db.$count(relatorioExportacoes)).toBe(antes);
  });

  test("a file is only its user's: ids of others, unknown, malformed or expired are 404; unfinished 409", async () => {
    const eu = await ouvinte(gestao);
    const { id } = await exportar(eu, gestao, 'categorias', '7d');
    const baixar = (token: string, i: string) =>
      request(http).get(`/api/relatorios/exportacoes/${i}/arquivo`).set(autorizado(token));
    const naoEncontrada = { erro: MENSAGENS_RELATORIOS.exportacaoNaoEncontrada };
    for (const token of [gestaoB, gestao2]) {
      const res = await baixar(token, id);
      expect([res.status, res.body]).toEqual([404, naoEncontrada]);
    }
    for (const i of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      '2147483647',
      '2147483648',
      '-1',
      `${id}x`,
      '%00',
      'a'.repeat(5000),
    ]) {
      const res = await baixar(gestao, i);
      expect([i.slice(0, 20), res.status, res.body]).toEqual([i.slice(0, 20), 404, naoEncontrada]);
    }

    // Not finished yet, and failed: 409 with what to do.
    const [pendente, falha] = await server.core.db
      .insert(relatorioExportacoes)
      .values([
        {
          empresa_id: 1,
          usuario_id: 1,
          tipo: 'vendas' as const,
          periodo: '7d' as const,
          arquivo_nome: 'x.xlsx',
        },
        {
          empresa_id: 1,
          usuario_id: 1,
          tipo: 'vendas' as const,
          periodo: '7d' as const,
          arquivo_nome: 'x.xlsx',
          status: 'falhou' as const,
        },
      ])
      .returning({ id: relatorioExportacoes.id });
    const dono = await server.core.db.query.usuarios.findFirst({
      where: eq(usuarios.email, DEMO.admin.email),
    });
    await server.core.db
      .update(relatorioExportacoes)
      .set({ usuario_id: dono!.id })
      .where(eq(relatorioExportacoes.arquivo_nome, 'x.xlsx'));
    const emAndamento = await baixar(gestao, pendente!.id);
    expect([emAndamento.status, emAndamento.body]).toEqual([
      409,
      { erro: MENSAGENS_EXPORTACAO.emAndamento },
    ]);
    const falhou = await baixar(gestao, falha!.id);
    expect([falhou.status, falhou.body]).toEqual([409, { erro: MENSAGENS_EXPORTACAO.falhou }]);

    // Expired: 404 at once, and the cleanup job deletes it with its file.
    await server.core.db
      .update(relatorioExportacoes)
      .set({ expira_em: new Date(Date.now() - 1000) })
      .where(eq(relatorioExportacoes.id, id));
    const expirada = await baixar(gestao, id);
    expect([expirada.status, expirada.body]).toEqual([404, naoEncontrada]);
    expect(
      await server.core.db.$count(
        relatorioExportacaoPartes,
        eq(relatorioExportacaoPartes.exportacao_id, id),
      ),
    ).toBeGreaterThan(0);
    await server.queue.enqueue('relatorio.limpar', {});
    await waitFor(
      async () =>
        (await server.core.db.$count(relatorioExportacoes, eq(relatorioExportacoes.id, id))) === 0,
    );
    expect(
      await server.core.db.$count(
        relatorioExportacaoPartes,
        eq(relatorioExportacaoPartes.exportacao_id, id),
      ),
    ).toBe(0);
    // The others are not expired: still there.
    expect(
      await server.core.db.$count(relatorioExportacoes, eq(relatorioExportacoes.id, pendente!.id)),
    ).toBe(1);
  });

  test('a failing export tells its user (relatorio:falhou) and the spec route answers 503', async () => {
    const eu = await ouvinte(gestao2);
    // An impossible timezone makes the period's query fail inside the job.
    await server.core.db
      .update(empresas)
      .set({ timezone: 'Fuso/Inexistente' })
      .where(eq(empresas.id, 2));
    try {
      const res = await request(http)
        .post('/api/relatorios/exportacoes')
        .set(autorizado(gestao2))
        .send({ tipo: 'vendas', periodo: '7d' });
      expect(res.status).toBe(202);
      const falhou = await waitFor(() => eu.falhou.find((e) => e.id === res.body.id));
      expect(falhou).toEqual({
        id: res.body.id,
        tipo: 'vendas',
        periodo: '7d',
        motivo: MENSAGENS_EXPORTACAO.motivoFalha,
      });
      expect(eu.pronto).toEqual([]);
      const spec = await request(http)
        .get('/api/relatorios/exportar/produtos?periodo=1y')
        .set(autorizado(gestao2));
      expect([spec.status, spec.body]).toEqual([503, { erro: MENSAGENS_RELATORIOS.erroExportar }]);
    } finally {
      await server.core.db
        .update(empresas)
        .set({ timezone: 'America/Sao_Paulo' })
        .where(eq(empresas.id, 2));
    }
  });
});

test('keyset pages: rows that share an instant (orders and a tab) are neither skipped nor repeated, whatever the page size', async () => {
  const server = await createTestServer();
  try {
    const db = server.core.db;
    const [empresa] = await db
      .insert(empresas)
      .values({ nome: 'Empate de Teste', email: 'empate@exemplo.com.br' })
      .returning({ id: empresas.id });
    const empresaId = empresa!.id;
    // The owner belongs to the same company (the keys are (empresa_id, id) since 0014_citus).
    const [dono] = await db
      .insert(usuarios)
      .values({
        empresa_id: empresaId,
        nivel: 'admin',
        role: 'gestao',
        nome: 'Dono',
        email: `dono.${empresaId}@exemplo.com.br`,
        senha_hash: 'não usado: o serviço é chamado direto',
      })
      .returning({ id: usuarios.id });
    const mesmoInstante = new Date(Date.now() - 3600_000);
    const depois = new Date(Date.now() - 60_000);
    const totais = ['1.00', '2.00', '4.00', '8.00', '16.00'];
    await db.insert(pedidos).values(
      totais.map((total, i) => ({
        empresa_id: empresaId,
        tipo_pedido: 'entrega' as const,
        total,
        total_sem_frete: total,
        created_at: i < 3 ? mesmoInstante : depois,
      })),
    );
    await db.insert(comandas).values([
      {
        empresa_id: empresaId,
        status: 'paga' as const,
        paga_em: mesmoInstante,
        total_pago: '32.00',
      },
      { empresa_id: empresaId, status: 'paga' as const, paga_em: depois, total_pago: '64.00' },
    ]);
    const arquivos: ExcelJS.CellValue[][][] = [];
    for (const tamanhoDaPagina of [1, 2, 3, 5000]) {
      const eventos: number[] = [];
      const exportacoes = createExportacoesService({
        db,
        publish: (e) => {
          if (e.name === 'relatorio:progresso') eventos.push(e.payload.percentual);
        },
        enqueue: async () => undefined,
        now: () => new Date(),
        tamanhoDaPagina,
      });
      const pedido = { tipo: 'vendas' as const, periodo: '7d' as const };
      const { id } = await exportacoes.criar(empresaId, dono!.id, pedido);
      const resultado = await exportacoes.executar(
        { empresaId, usuarioId: dono!.id, exportacaoId: id, ...pedido },
        { progresso: async () => undefined },
      );
      expect(resultado).toEqual({ exportacaoId: id, status: 'pronta' });
      const arquivo = await exportacoes.arquivo(empresaId, dono!.id, id);
      const partes: Buffer[] = [];
      for await (const parte of arquivo.partes) partes.push(parte);
      expect(Buffer.concat(partes).length).toBe(arquivo.tamanho);
      const rows = linhas((await abrir(Buffer.concat(partes))).getWorksheet('Vendas')!);
      expect(rows[rows.length - 1]!.slice(0, 2)).toEqual(['Total', 7]);
      expect(rows[rows.length - 1]![9]).toBe(127);
      arquivos.push(rows.map((r) => r.slice(1, 10)));
      // One page per row: progress moves in many increasing steps.
      for (let i = 1; i < eventos.length; i++) expect(eventos[i]!).toBeGreaterThan(eventos[i - 1]!);
      if (tamanhoDaPagina === 1) expect(eventos.length).toBeGreaterThanOrEqual(8);
    }
    for (const rows of arquivos.slice(1)) expect(rows).toEqual(arquivos[0]);
    // Same instant: the orders by id, then the tab; then the later ones.
    expect(arquivos[0]!.slice(1, -1).map((r) => [r[2], r[3], r[8]])).toEqual([
      ['Entrega', 'Site', 1],
      ['Entrega', 'Site', 2],
      ['Entrega', 'Site', 4],
      ['Comanda', 'Garçom', 32],
      ['Entrega', 'Site', 8],
      ['Entrega', 'Site', 16],
      ['Comanda', 'Garçom', 64],
    ]);
  } finally {
    await server.close();
  }
});

test('the spec route gives up after its wait with 504 when no worker takes the job', async () => {
  const server = await createTestServer({ runWorkers: false, relatorioEsperaMs: 300 });
  try {
    const token = await loginStaff(server.httpServer, DEMO.admin);
    const res = await request(server.httpServer)
      .get('/api/relatorios/exportar/vendas?periodo=7d')
      .set(autorizado(token));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ erro: MENSAGENS_EXPORTACAO.tempoEsgotado, id: expect.any(String) });
  } finally {
    await server.close();
  }
});
