import { MENSAGENS_EMPRESA } from '@cardapio/shared-events';
import { and, count, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { MetricasDashboard, MetricasDoPeriodo } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { produtos } from '../cardapio/schema';
import { comandas } from '../comandas/schema';
import { empresas } from '../empresas/schema';
import { pedidos } from '../pedidos/schema';
import { naoEncontrado } from '../shared/errors';
import { deCentavos, paraCentavos } from '../shared/money';
import { usuarios } from '../usuarios/schema';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

/** What one local day sold: how many sales and their sum in cents. */
interface VendasDoDia {
  /** 0 = today, 1 = yesterday … 6, in the company's timezone. */
  diasAtras: number;
  pedidos: number;
  centavos: number;
}

/** The window the metrics read: the company's local today and the six days before it. */
interface Janela {
  agora: string;
  timezone: string;
}

const DIAS_NA_JANELA = 7;

/** Local calendar days between `agora` and the instant `coluna`, in the company's timezone. */
const diasAtrasDe = (
  coluna: SQL | typeof pedidos.created_at | typeof comandas.paga_em,
  { agora, timezone }: Janela,
) =>
  sql<number>`((${agora}::timestamptz at time zone ${timezone})::date - (${coluna} at time zone ${timezone})::date)`;

/** Local midnight `dias` days from today, as an instant. */
const meiaNoiteLocal = ({ agora, timezone }: Janela, dias: number) =>
  sql`(((${agora}::timestamptz at time zone ${timezone})::date + ${dias}::int)::timestamp at time zone ${timezone})`;

const periodo = (linhas: VendasDoDia[]): MetricasDoPeriodo => {
  const total_pedidos = linhas.reduce((n, l) => n + l.pedidos, 0);
  const centavos = linhas.reduce((n, l) => n + l.centavos, 0);
  return {
    total_pedidos,
    total_vendas: deCentavos(centavos),
    ticket_medio: total_pedidos ? deCentavos(centavos / total_pedidos) : 0,
  };
};

/** Today against yesterday in percent, one decimal; from nothing to something is +100. */
export const crescimento = (hoje: number, ontem: number): number => {
  if (ontem === 0) return hoje > 0 ? 100 : 0;
  return Math.round(((hoje - ontem) / ontem) * 1000) / 10;
};

/**
 * The dashboard home (staff-side §3 Dashboard metrics): today, yesterday and the last 7 days
 * in the company's own days, so an order at 22:30 in São Paulo counts on that day and not on
 * the next as UTC would have it. Cancelled orders are not sales.
 */
export function createDashboardService(deps: DashboardDeps) {
  const { db } = deps;

  /** Delivery and pickup orders that were not cancelled, by local day. */
  async function pedidosPorDia(empresaId: number, janela: Janela): Promise<VendasDoDia[]> {
    const diasAtras = diasAtrasDe(pedidos.created_at, janela);
    const rows = await db
      .select({
        diasAtras,
        pedidos: sql<number>`count(*)::int`,
        soma: sql<string>`coalesce(sum(${pedidos.total}), 0)::text`,
      })
      .from(pedidos)
      .where(
        and(
          eq(pedidos.empresa_id, empresaId),
          ne(pedidos.status, 'cancelado'),
          // A tab's kitchen orders are sold when the tab is paid (comandasPagasPorDia).
          isNull(pedidos.comanda_id),
          gte(pedidos.created_at, meiaNoiteLocal(janela, 1 - DIAS_NA_JANELA)),
          lt(pedidos.created_at, meiaNoiteLocal(janela, 1)),
        ),
      )
      // By position: the expression's parameters would not match a second copy of it.
      .groupBy(sql`1`);
    return rows.map((r) => ({
      diasAtras: Number(r.diasAtras),
      pedidos: Number(r.pedidos),
      centavos: paraCentavos(r.soma),
    }));
  }

  /**
   * Paid tabs (comandas 'paga') are sales on the local day they were paid, for what was paid
   * (total_pago). Their kitchen orders are left out of pedidosPorDia, or a tab would count twice.
   */
  async function comandasPagasPorDia(empresaId: number, janela: Janela): Promise<VendasDoDia[]> {
    const diasAtras = diasAtrasDe(comandas.paga_em, janela);
    const rows = await db
      .select({
        diasAtras,
        pedidos: sql<number>`count(*)::int`,
        soma: sql<string>`coalesce(sum(${comandas.total_pago}), 0)::text`,
      })
      .from(comandas)
      .where(
        and(
          eq(comandas.empresa_id, empresaId),
          eq(comandas.status, 'paga'),
          gte(comandas.paga_em, meiaNoiteLocal(janela, 1 - DIAS_NA_JANELA)),
          lt(comandas.paga_em, meiaNoiteLocal(janela, 1)),
        ),
      )
      .groupBy(sql`1`);
    return rows.map((r) => ({
      diasAtras: Number(r.diasAtras),
      pedidos: Number(r.pedidos),
      centavos: paraCentavos(r.soma),
    }));
  }

  async function totais(empresaId: number): Promise<MetricasDashboard['totais']> {
    const [[p], [o], [u]] = await Promise.all([
      db.select({ n: count() }).from(produtos).where(eq(produtos.empresa_id, empresaId)),
      db.select({ n: count() }).from(pedidos).where(eq(pedidos.empresa_id, empresaId)),
      db
        .select({ n: count() })
        .from(usuarios)
        .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.nivel, 'admin'))),
    ]);
    return { produtos: Number(p?.n ?? 0), pedidos: Number(o?.n ?? 0), usuarios: Number(u?.n ?? 0) };
  }

  return {
    async metricas(empresaId: number, agora: Date = deps.now()): Promise<MetricasDashboard> {
      const [empresa] = await db
        .select({ timezone: empresas.timezone })
        .from(empresas)
        .where(eq(empresas.id, empresaId));
      if (!empresa) throw naoEncontrado(MENSAGENS_EMPRESA.empresaNaoEncontrada);
      const janela: Janela = { agora: agora.toISOString(), timezone: empresa.timezone };
      const [doDia, comandas, contagens] = await Promise.all([
        pedidosPorDia(empresaId, janela),
        comandasPagasPorDia(empresaId, janela),
        totais(empresaId),
      ]);
      const linhas = [...doDia, ...comandas];
      const hoje = periodo(linhas.filter((l) => l.diasAtras === 0));
      const ontem = periodo(linhas.filter((l) => l.diasAtras === 1));
      return {
        hoje,
        ontem,
        ultimos7Dias: periodo(linhas),
        crescimento: {
          pedidos: crescimento(hoje.total_pedidos, ontem.total_pedidos),
          vendas: crescimento(hoje.total_vendas, ontem.total_vendas),
        },
        totais: contagens,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
