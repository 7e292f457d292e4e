/**
 * The kitchen report (issue 29, "Data and rules"): 'tempo médio de preparo por estação' and
 * 'pedidos atrasados' of the orders placed in a report period (the company's last N local days,
 * today included, as every report; orders by their created_at, cancelled ones left out).
 *
 * ## What is counted
 * Times are the live averages' definition (pedidos/tempos.ts, GET /api/monitor/tempos): a
 * station's ticket is its part of an order (the order's items routed to it when it was placed),
 * done when the part's last item was bumped (pedido_itens.pronto_em), timed from the order's
 * created_at; the whole kitchen's ticket is the order, done with its last item. A part or an
 * order with an item never bumped is not in the sample (a kitchen that moves orders by status
 * only has no tickets). A tab's kitchen orders count like any other: the report is about the
 * kitchen, not the sale.
 * Late orders are the late alerts (monitor's cozinha_alertas, tipo 'atraso', one per order ever,
 * `desde` = the part's target, `estacao_id` = the late part's station) of those same orders.
 *
 * ## Deleted stations
 * pedido_itens.estacao_id keeps the station an item was routed to, with no foreign key; once
 * that station is deleted its items go to every screen, as unrouted ones do. The report does the
 * same: an item whose station is gone, like one routed to no station, belongs to the null group
 * (estacao_id and nome null, 'Sem estação' on the screen), so an order's unrouted and orphaned
 * items make one part, not two. A station switched off keeps its name and its row while it has
 * tickets in the period; an active one is always listed (zeros when idle).
 *
 * ## Cost
 * Read from the source rows, not from a rollup like the sales reports (service.ts): two
 * statements, the orders of the period by pedidos_empresa_criado_idx and their items by
 * pedido_itens_pedido_idx; the late alerts by cozinha_alertas_atraso_uidx. The cost grows with
 * the period's orders. Measured once on a shared, busy 2-core machine (load ~10) for a company of
 * 300,000 orders a year (~820 a day, 3 items each, 3 parts each): 7d ~110 ms, 30d ~330 ms,
 * 90d ~1 s, 1y 3–6 s. The screen opens on 7 days; a year of a busy company is over the reports'
 * 300 ms budget, and the way under it is a daily rollup kept by the bumps (parts done per station
 * and day), written by pedidos' preparo like relatorio_diario is by the checkout.
 */
import { sql } from 'drizzle-orm';
import {
  LIMITE_ATRASADOS,
  type EstacaoNoRelatorio,
  type PeriodoRelatorio,
  type PedidoAtrasadoNoRelatorio,
  type RelatorioCozinha,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { estacoes } from '../estacoes/schema';
import { cozinhaAlertas } from '../monitor/schema';
import { pedidoItens, pedidos } from '../pedidos/schema';
import { DIAS_DO_PERIODO } from './service';

type Numero = number | string;

/**
 * The period as instants: from the first local day's midnight to the midnight after today, in
 * the company's timezone (the days janelaDo names).
 */
const janela = (empresaId: number, periodo: PeriodoRelatorio, agora: Date) => sql`
  janela as (
    select (h.hoje - ${DIAS_DO_PERIODO[periodo] - 1}::int)::timestamp at time zone e.timezone as inicio,
      (h.hoje + 1)::timestamp at time zone e.timezone as fim
    from ${empresas} e
    cross join lateral (select (${agora}::timestamptz at time zone e.timezone)::date as hoje) h
    where e.id = ${empresaId}
  )`;

const segundos = (media: Numero | null) => (media === null ? null : Math.round(Number(media)));
const iso = (momento: Date | string) => new Date(momento).toISOString();

/** GET /api/relatorios/cozinha: the kitchen's times and late orders of the period. */
export async function relatorioDaCozinha(
  db: Db,
  empresaId: number,
  periodo: PeriodoRelatorio,
  agora: Date,
): Promise<RelatorioCozinha> {
  const [tempos, atrasos] = await Promise.all([
    db.execute(sql`
      with ${janela(empresaId, periodo, agora)},
      itens as (
        select i.pedido_id, st.id as estacao_id, i.pronto_em,
          coalesce(i.adicionado_em, p.created_at) as created_at
        from ${pedidoItens} i
        join ${pedidos} p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
        left join ${estacoes} st on st.empresa_id = i.empresa_id and st.id = i.estacao_id
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
      from ${estacoes} st left join por_estacao pe on pe.estacao_id = st.id
      where st.empresa_id = ${empresaId} and (st.ativo or pe.tickets > 0)
      union all
      select null, null, null, null, tickets, media, 1 from por_estacao where estacao_id is null
      union all
      select null, null, null, null, count(*), avg(seg), 2 from pedidos_feitos
      order by grupo, ordem, nome, estacao_id`),
    db.execute(sql`
      with ${janela(empresaId, periodo, agora)},
      atrasos as (
        select a.pedido_id, p.created_at, a.desde as prazo, st.id as estacao_id, st.nome, st.ordem
        from ${cozinhaAlertas} a
        join ${pedidos} p on p.empresa_id = a.empresa_id and p.id = a.pedido_id
        left join ${estacoes} st on st.empresa_id = a.empresa_id and st.id = a.estacao_id
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
      select true, estacao_id, nome, ordem, null, pedido_id, created_at, prazo from recentes`),
  ]);

  const linhas = (tempos as unknown as { rows: LinhaDoTempo[] }).rows;
  const estacoesDoRelatorio: EstacaoNoRelatorio[] = linhas
    .filter((l) => Number(l.grupo) < 2)
    .map((l) => ({
      estacao_id: l.estacao_id === null ? null : Number(l.estacao_id),
      nome: l.nome,
      cor: l.cor,
      tickets: Number(l.tickets),
      tempo_medio_seg: segundos(l.media),
    }));
  const total = linhas.find((l) => Number(l.grupo) === 2);

  const doAtraso = (atrasos as unknown as { rows: LinhaDoAtraso[] }).rows;
  const grupos = doAtraso
    .filter((l) => !l.pedido)
    .map((l) => ({
      estacao_id: l.estacao_id === null ? null : Number(l.estacao_id),
      nome: l.nome,
      total: Number(l.total),
      ordem: l.ordem === null ? null : Number(l.ordem),
    }))
    // Most late first; ties by the stations' order, the null group last.
    .sort(
      (a, b) =>
        b.total - a.total ||
        Number(a.estacao_id === null) - Number(b.estacao_id === null) ||
        (a.ordem ?? 0) - (b.ordem ?? 0) ||
        (a.nome ?? '').localeCompare(b.nome ?? ''),
    );
  const recentes: PedidoAtrasadoNoRelatorio[] = doAtraso
    .filter((l) => l.pedido)
    .map((l) => ({
      pedido_id: Number(l.pedido_id),
      created_at: iso(l.created_at!),
      estacao: l.nome,
      prazo: iso(l.prazo!),
    }))
    .sort(
      (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.pedido_id - a.pedido_id,
    );

  return {
    estacoes: estacoesDoRelatorio,
    cozinha: {
      tickets: Number(total?.tickets ?? 0),
      tempo_medio_seg: segundos(total?.media ?? null),
    },
    atrasados: {
      total: grupos.reduce((soma, g) => soma + g.total, 0),
      por_estacao: grupos.map(({ estacao_id, nome, total }) => ({ estacao_id, nome, total })),
      pedidos: recentes,
    },
  };
}

type LinhaDoTempo = {
  estacao_id: Numero | null;
  nome: string | null;
  cor: string | null;
  ordem: Numero | null;
  tickets: Numero;
  media: Numero | null;
  grupo: Numero;
};

type LinhaDoAtraso = {
  pedido: boolean;
  estacao_id: Numero | null;
  nome: string | null;
  ordem: Numero | null;
  total: Numero | null;
  pedido_id: Numero | null;
  created_at: Date | string | null;
  prazo: Date | string | null;
};
