import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { MetricasDashboard } from '@cardapio/shared-events';
import { createDashboardService, comandas, empresas, pedidos } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let gestao2: string;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  gestao2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, gestao, true);
});
afterAll(() => server.close());

const metricas = (token: string) =>
  request(http).get('/api/dashboard/metricas').set(autorizado(token));

describe('GET /api/dashboard/metricas: who may read', () => {
  test('gestao and colaborador read their company; waiter, customer and no token are refused', async () => {
    expect((await metricas(gestao)).status).toBe(200);
    expect((await metricas(colaborador)).status).toBe(200);
    const cliente = (await request(http).post('/api/auth/registro').send(novoCliente())).body
      .token as string;
    for (const token of [await loginGarcom(http), cliente]) {
      const res = await metricas(token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ erro: expect.any(String) });
    }
    const semToken = await request(http).get('/api/dashboard/metricas');
    expect(semToken.status).toBe(401);
    const forjado = await metricas('abc.def.ghi');
    expect(forjado.status).toBe(401);
  });

  test('the shape of staff-side §3, and an order placed now moves today and the totals of its own company only', async () => {
    const antes = (await metricas(gestao)).body as MetricasDashboard;
    const daOutraAntes = (await metricas(gestao2)).body as MetricasDashboard;
    expect(Object.keys(antes).sort()).toEqual(
      ['crescimento', 'hoje', 'ontem', 'totais', 'ultimos7Dias'].sort(),
    );
    for (const p of [antes.hoje, antes.ontem, antes.ultimos7Dias])
      expect(Object.keys(p).sort()).toEqual(['ticket_medio', 'total_pedidos', 'total_vendas']);
    expect(antes.totais.usuarios).toBeGreaterThanOrEqual(2);
    expect(antes.totais.produtos).toBeGreaterThan(0);

    const { pedido } = await pedidoPeloCliente(http);
    const depois = (await metricas(gestao)).body as MetricasDashboard;
    expect(depois.hoje.total_pedidos).toBe(antes.hoje.total_pedidos + 1);
    expect(depois.hoje.total_vendas).toBeCloseTo(antes.hoje.total_vendas + pedido.total, 2);
    expect(depois.ultimos7Dias.total_pedidos).toBe(antes.ultimos7Dias.total_pedidos + 1);
    expect(depois.totais.pedidos).toBe(antes.totais.pedidos + 1);
    expect((await metricas(gestao2)).body).toEqual(daOutraAntes);

    // Cancelled: no longer a sale today, still an order in the company's history.
    const cancelado = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' });
    expect(cancelado.status).toBe(200);
    const semEle = (await metricas(gestao)).body as MetricasDashboard;
    expect(semEle.hoje).toEqual(antes.hoje);
    expect(semEle.totais.pedidos).toBe(antes.totais.pedidos + 1);
  });
});

describe('metrics in the company timezone (service clock injected, known orders at fixed instants)', () => {
  /** São Paulo has no daylight saving: local time is UTC−3 all year. */
  const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
  let empresaId: number;

  beforeAll(async () => {
    // A company of its own, so the demo's orders never fall in the window.
    const [empresa] = await server.core.db
      .insert(empresas)
      .values({ nome: 'Relógio de Teste', email: 'relogio@exemplo.com.br' })
      .returning({ id: empresas.id, timezone: empresas.timezone });
    expect(empresa!.timezone).toBe('America/Sao_Paulo');
    empresaId = empresa!.id;
    const pedido = (
      local: string,
      total: string,
      status: 'pendente' | 'cancelado' = 'pendente',
    ) => ({
      empresa_id: empresaId,
      tipo_pedido: 'entrega' as const,
      status,
      total,
      total_sem_frete: total,
      created_at: emSaoPaulo(local),
      updated_at: emSaoPaulo(local),
    });
    await server.core.db.insert(pedidos).values([
      // 2030-03-01 is a Friday. 22:30 in São Paulo is already 01:30 on the 2nd in UTC.
      pedido('2030-03-01T22:30:00', '40.00'),
      pedido('2030-03-01T23:59:59', '20.00'),
      pedido('2030-03-01T12:00:00', '500.00', 'cancelado'),
      pedido('2030-03-02T00:00:00', '30.00'),
      pedido('2030-03-02T09:15:00', '15.50'),
      pedido('2030-03-02T10:00:00', '99.00', 'cancelado'),
      // Six local days before the 2nd is still in the window; seven is not.
      pedido('2030-02-24T00:00:00', '10.00'),
      pedido('2030-02-23T23:59:00', '1000.00'),
      // Later on the 2nd (still that local day), and on the 3rd (not yet).
      pedido('2030-03-02T23:00:00', '7.00'),
      pedido('2030-03-03T00:30:00', '8.00'),
    ]);
  });

  const metricasEm = (local: string) =>
    createDashboardService({ db: server.core.db, now: () => emSaoPaulo(local) }).metricas(
      empresaId,
    );

  test('an order at 22:30 on the 1st counts on the 1st, not on the 2nd as UTC would have it', async () => {
    const m = await metricasEm('2030-03-02T12:00:00');
    // Today is the local calendar day: 00:00 (30), 09:15 (15.50) and 23:00 (7).
    expect(m.hoje).toEqual({ total_pedidos: 3, total_vendas: 52.5, ticket_medio: 17.5 });
    expect(m.ontem).toEqual({ total_pedidos: 2, total_vendas: 60, ticket_medio: 30 });
    expect(m.crescimento).toEqual({ pedidos: 50, vendas: -12.5 });
  });

  test('one minute before midnight the 1st is today; the 2nd has nothing yet', async () => {
    const m = await metricasEm('2030-03-01T23:59:30');
    expect(m.hoje).toEqual({ total_pedidos: 2, total_vendas: 60, ticket_medio: 30 });
    expect(m.ontem).toEqual({ total_pedidos: 0, total_vendas: 0, ticket_medio: 0 });
    expect(m.crescimento).toEqual({ pedidos: 100, vendas: 100 });
  });

  test('the last 7 days are today and the six local days before it; cancelled orders are not sales', async () => {
    const m = await metricasEm('2030-03-02T12:00:00');
    // 40 + 20 + 30 + 15.50 + 7 + 10 (the 24th); not the 23rd, not the 3rd, not the cancelled.
    expect(m.ultimos7Dias).toEqual({ total_pedidos: 6, total_vendas: 122.5, ticket_medio: 20.42 });
    expect(m.totais.pedidos).toBe(10);
  });

  test('the company timezone decides: the same orders seen from Manaus (UTC−4)', async () => {
    await server.core.db
      .update(empresas)
      .set({ timezone: 'America/Manaus' })
      .where(eq(empresas.id, empresaId));
    try {
      // 02:00 on the 2nd in São Paulo is 01:00 in Manaus. São Paulo's midnight order was 23:00
      // on the 1st there, and its 00:30 order of the 3rd still the 2nd (23:30).
      const m = await metricasEm('2030-03-02T02:00:00');
      expect(m.hoje).toEqual({ total_pedidos: 3, total_vendas: 30.5, ticket_medio: 10.17 });
      expect(m.ontem).toEqual({ total_pedidos: 3, total_vendas: 90, ticket_medio: 30 });
    } finally {
      await server.core.db
        .update(empresas)
        .set({ timezone: 'America/Sao_Paulo' })
        .where(eq(empresas.id, empresaId));
    }
  });
});

describe('paid tabs are sales on the day they were paid, once', () => {
  const emSaoPaulo = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

  test('a paid tab counts for what was paid; its kitchen order and an unpaid bill do not', async () => {
    const [empresa] = await server.core.db
      .insert(empresas)
      .values({ nome: 'Bar do Teste', email: 'bar@exemplo.com.br' })
      .returning({ id: empresas.id });
    const empresaId = empresa!.id;
    const [paga, fechada] = await server.core.db
      .insert(comandas)
      .values([
        {
          empresa_id: empresaId,
          status: 'paga' as const,
          fechada_em: emSaoPaulo('2030-04-10T21:50:00'),
          paga_em: emSaoPaulo('2030-04-10T22:10:00'),
          total_pago: '110.00',
          created_at: emSaoPaulo('2030-04-10T20:00:00'),
        },
        {
          empresa_id: empresaId,
          status: 'fechada' as const,
          fechada_em: emSaoPaulo('2030-04-10T22:30:00'),
          created_at: emSaoPaulo('2030-04-10T21:00:00'),
        },
      ])
      .returning({ id: comandas.id });
    const pedido = (total: string, comandaId: number | null) => ({
      empresa_id: empresaId,
      tipo_pedido: comandaId ? ('mesa' as const) : ('entrega' as const),
      comanda_id: comandaId,
      status: 'entregue' as const,
      total,
      total_sem_frete: total,
      created_at: emSaoPaulo('2030-04-10T20:30:00'),
      updated_at: emSaoPaulo('2030-04-10T20:30:00'),
    });
    await server.core.db
      .insert(pedidos)
      .values([pedido('80.00', paga!.id), pedido('45.00', fechada!.id), pedido('20.00', null)]);

    const m = await createDashboardService({
      db: server.core.db,
      now: () => emSaoPaulo('2030-04-10T23:00:00'),
    }).metricas(empresaId);
    // The paid tab (110) and the delivery (20): not the tab's kitchen orders, not the open bill.
    expect(m.hoje).toEqual({ total_pedidos: 2, total_vendas: 130, ticket_medio: 65 });
  });
});
