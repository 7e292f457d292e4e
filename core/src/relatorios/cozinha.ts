/**
 * The kitchen report (issue 29, "Data and rules"): 'tempo médio de preparo por estação' and
 * 'pedidos atrasados' of the orders placed in a report period (the company's last N local days,
 * today included, as every report; orders by their created_at, cancelled ones left out).
 *
 * ## What is counted
 * Times are the live averages' definition (pedidos/tempos.ts, GET /api/monitor/tempos): a
 * station's ticket is its part of an order (the order's items routed to it when it was placed),
 * done when the part's last item was bumped (pedido_itens.pronto_em), timed from the order's
 * created_at; lines a tab sent later ('+ NOVO', adicionado_em) are a ticket of their own, timed
 * from when they were added; cancelled lines (cancelado_em) count nowhere. The whole kitchen's
 * ticket is the order (each '+ NOVO' round apart), done with its last item. A part or an order
 * with an item never bumped is not in the sample (a kitchen that moves orders by status only has
 * no tickets). A tab's kitchen orders count like any other: the report is about the kitchen, not
 * the sale. Every order counts on the local day of its created_at, its later rounds too.
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
 * ## Daily rollup of finished days (relatorio_cozinha_diario)
 * Straight from the orders, the cost grows with the period's orders: measured for a company of
 * 300,000 orders a year on a busy 2-core machine, 30d ~330 ms and 1y 3–6 s, over the reports'
 * 300 ms budget (service.ts, "Daily rollups, not indexes"). So per local day the report keeps,
 * per station (grupo 0), for the null group (grupo 1) and for whole orders (grupo 2, one row per
 * day even when empty: it says the day is filled), the tickets, the sum of their times in
 * microseconds (exact, so sum ÷ count is the average the orders give) and the late orders. The
 * answer adds the rows of the period's finished days to the same figures computed live for its
 * other days, and divides at the end.
 *
 * A day is finished when nothing can change its figures any more: it is before today − 2
 * (local), and each of its orders is closed for the kitchen — 'entregue' or 'cancelado' (final
 * states), or 'pronto'/'saiu_para_entrega' with every live line bumped more than 2 minutes ago
 * (DESFAZER_ATE_MS). Every write that moves these figures needs an open order: a bump or its
 * recall (pedidos/preparo.ts: open orders; a recall only within 2 minutes), a tab's '+ NOVO'
 * lines and a cancelled line (only 'pendente'/'preparando'), an order's cancellation (only from
 * 'pendente'), a late alert (the watch: 'pendente'/'preparando', first 6 h). Orders stay in the
 * kitchen for hours, so a day is normally finished two days later; a day with an order left open
 * (never delivered) stays live, read from the orders on each call, until it closes — exact
 * rather than fast for that one day.
 *
 * Filled by the report itself, in the same statement that answers: the period's days that are
 * neither filled nor recent are computed from the orders (what the answer needs anyway), and
 * those finished are inserted (`on conflict do nothing`: two reports filling the same day write
 * it once). The first report of a long period pays the live cost once; later ones read at most
 * 365 × (stations + 2) rows plus the last 3 days' orders. Why not the alternatives:
 *   - kept by the writers, like relatorio_diario by the checkout: a ticket's figure changes with
 *     every bump, recall, '+ NOVO' line and line cancelled, written by pedidos and comandas on
 *     the kitchen's hot path, and a recall would have to take back exactly what its bump added;
 *     the rollup would be a second copy of the rules, in other areas' transactions;
 *   - a nightly job (shared/jobs.ts, workers): it would need a job and a schedule in other
 *     areas' files, could only fill what is finished by then, and the report would still have to
 *     compute live every day the job has not filled (a job that did not run, a company whose day
 *     closed late) — the lazy fill is that path already, and alone it is exact. A job that asks
 *     each company's 1y report once a night would only move the first call's cost off a person.
 *
 * ## Stale rows, rebuild
 * The rows hold station ids and days cut in a timezone. A day whose rows name a station deleted
 * since (its parts now merge into the null group's) or another timezone than the company's is
 * deleted by the report that meets it, answered live, and filled again by the next one (a station
 * renamed, reordered or switched off is not: names, colours and order are read at answer time).
 * Nothing else changes a finished day; `relatorios.reconstruir` empties a company's rollup (after a
 * manual correction of orders, say): the next reports fill it again.
 *
 * ## Cost
 * One statement (in a transaction of its own, for `set local jit = off`): the rollup rows by
 * their key; the orders of the live days by pedidos_empresa_criado_idx, one range per day, their
 * items by pedido_itens_pedido_idx and their alerts by cozinha_alertas_atraso_uidx, per order;
 * the latest late orders from the orders of the last days that had late orders (the per-day
 * counts say which), not from the whole period. A warm call costs the rollup's rows plus the last
 * 3 days' orders, whatever the period; the first call of a period costs what the report cost
 * before, once. bench/relatorios-cozinha.ts measures both (bench/results/relatorios-cozinha.json).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DESFAZER_ATE_MS,
  LIMITE_ATRASADOS,
  PEDIDO_STATUS_EM_ABERTO,
  PEDIDO_STATUS_NA_COZINHA,
  type EstacaoNoRelatorio,
  type PeriodoRelatorio,
  type PedidoAtrasadoNoRelatorio,
  type RelatorioCozinha,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { empresas } from '../empresas/schema';
import { estacoes } from '../estacoes/schema';
import { cozinhaAlertas } from '../monitor/schema';
import { pedidoItens, pedidos } from '../pedidos/schema';
import { relatorioCozinhaDiario } from './schema';
import { DIAS_DO_PERIODO } from './service';

/** Today and the 2 days before it are always read live: orders of them may still change. */
export const DIAS_AO_VIVO = 3;

type Numero = number | string;

const lista = (valores: readonly string[]): SQL =>
  sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  );

const segundos = (media: Numero | null) => (media === null ? null : Math.round(Number(media)));
const iso = (momento: Date | string) => new Date(momento).toISOString();

/**
 * The period as local days: the first, the last finished one (today − DIAS_AO_VIVO) and the
 * company's timezone.
 */
const janela = (empresaId: number, dias: number, agora: Date) => sql`
  janela as (
    select e.timezone as fuso, h.hoje - ${dias - 1}::int as primeiro,
      h.hoje - ${DIAS_AO_VIVO}::int as ultimo_final
    from ${empresas} e
    cross join lateral (select (${agora}::timestamptz at time zone e.timezone)::date as hoje) h
    where e.id = ${empresaId}
  )`;

/** The rollup rows of the period's finished days, and those days whose rows are stale. */
const guardados = (empresaId: number) => sql`
  guardados as (
    select r.dia, r.grupo, r.estacao_id, r.fuso, r.tickets, r.soma_us, r.atrasos
    from janela j
    join ${relatorioCozinhaDiario} r on r.empresa_id = ${empresaId}
      and r.dia between j.primeiro and j.ultimo_final
  ),
  -- Filled days that are no longer right: a station deleted since, or another timezone.
  velhos as (
    select distinct g.dia from guardados g cross join janela j
    where g.fuso <> j.fuso or (g.estacao_id <> 0 and not exists (
      select 1 from ${estacoes} st where st.empresa_id = ${empresaId} and st.id = g.estacao_id))
  )`;

/**
 * The period's days to read from the orders: the recent ones, and the finished ones not filled
 * (or stale). Their number decides the plan of the report's statement, so it is asked first.
 */
async function diasDasOrdens(
  tx: DbOrTx,
  empresaId: number,
  dias: number,
  agora: Date,
): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    with ${janela(empresaId, dias, agora)}, ${guardados(empresaId)}
    select string_agg(d.dia::text, ',' order by d.dia) as dias
    from janela j
    cross join lateral (select j.primeiro + k as dia from generate_series(0, ${dias - 1}::int) k) d
    where d.dia not in (select dia from guardados where grupo = 2 except select dia from velhos)
  `)) as unknown as { rows: { dias: string | null }[] };
  return rows[0]?.dias?.split(',') ?? [];
}

/**
 * The report's statement: reads the rollup rows of the filled days, computes `doDia` from the
 * orders (fills those finished, deletes the stale rows), and answers rows of five kinds
 * (`linha`): 0 a station, 1 the null group, 2 the whole orders (with `dias`, the days it
 * covered), 3 the late orders of a station (or of the null group), 4 one of the latest late
 * orders. `doDia` is a literal array to the planner (custom plans): with 3 days it reads the items
 * order by order, with a year it joins them by hash.
 */
function consulta(empresaId: number, dias: number, agora: Date, doDia: readonly string[]): SQL {
  const desfazerAte = new Date(agora.getTime() - DESFAZER_ATE_MS);
  return sql`
    with ${janela(empresaId, dias, agora)}, ${guardados(empresaId)},
    apagados as (
      delete from ${relatorioCozinhaDiario} r using velhos v
      where r.empresa_id = ${empresaId} and r.dia = v.dia
    ),
    faltam as (
      select f.dia, f.dia <= j.ultimo_final as encerrado,
        f.dia::timestamp at time zone j.fuso as inicio,
        (f.dia + 1)::timestamp at time zone j.fuso as fim
      from janela j cross join unnest(${`{${doDia.join(',')}}`}::date[]) f(dia)
    ),
    do_dia as (
      select f.dia, f.encerrado, p.id, p.status, p.created_at
      from faltam f
      cross join lateral (
        select p.id, p.status, p.created_at from ${pedidos} p
        where p.empresa_id = ${empresaId} and p.created_at >= f.inicio and p.created_at < f.fim
        offset 0
      ) p
    ),
    -- Each part of an order (its live lines of one station and one start, a '+ NOVO' round
    -- apart): its time, whether it is done, and whether it may still change (a line to bump, or
    -- bumped less than the recall's 2 minutes ago). A round is done when all its parts are.
    todas_as_partes as (
      select o.dia, o.encerrado, o.status, o.id as pedido_id,
        coalesce(i.adicionado_em, o.created_at) as inicio, coalesce(st.id, 0) as estacao_id,
        bool_and(i.pronto_em is not null) as feita,
        bool_or(i.pronto_em is null or i.pronto_em > ${desfazerAte}::timestamptz) as mexe,
        (extract(epoch from max(i.pronto_em) - coalesce(i.adicionado_em, o.created_at))
          * 1000000)::bigint as us
      from do_dia o
      join ${pedidoItens} i on i.empresa_id = ${empresaId} and i.pedido_id = o.id
      left join ${estacoes} st on st.empresa_id = ${empresaId} and st.id = i.estacao_id
      where o.status <> 'cancelado' and i.cancelado_em is null
      group by o.id, coalesce(i.adicionado_em, o.created_at), coalesce(st.id, 0), o.dia,
        o.encerrado, o.status
    ),
    partes as (
      select dia, estacao_id, us from todas_as_partes where feita
    ),
    pedidos_feitos as (
      select dia, max(us) as us from todas_as_partes
      group by dia, pedido_id, inicio
      having bool_and(feita)
    ),
    atrasos as (
      select o.dia, coalesce(st.id, 0) as estacao_id, count(*) as atrasos
      from do_dia o
      -- Order by order (cozinha_alertas_atraso_uidx), not a scan of every company's alerts.
      cross join lateral (
        select a.estacao_id from ${cozinhaAlertas} a
        where a.empresa_id = ${empresaId} and a.tipo = 'atraso' and a.pedido_id = o.id
        offset 0
      ) a
      left join ${estacoes} st on st.empresa_id = ${empresaId} and st.id = a.estacao_id
      where o.status <> 'cancelado'
      group by o.dia, coalesce(st.id, 0)
    ),
    -- Finished in time, but an order of it may still change (left open): not filled yet.
    abertos as (
      select dia from do_dia
      where encerrado and status in (${lista(PEDIDO_STATUS_NA_COZINHA)})
      union
      select dia from todas_as_partes
      where encerrado and status in (${lista(PEDIDO_STATUS_EM_ABERTO)}) and mexe
    ),
    calculados as (
      select dia, case when estacao_id = 0 then 1 else 0 end as grupo, estacao_id,
        sum(tickets) as tickets, sum(us) as soma_us, sum(atrasos) as atrasos
      from (
        select dia, estacao_id, count(*) as tickets, sum(us) as us, 0 as atrasos
        from partes group by dia, estacao_id
        union all
        select dia, estacao_id, 0, 0, atrasos from atrasos
      ) x
      group by dia, estacao_id
      union all
      select f.dia, 2, 0, count(pf.us), coalesce(sum(pf.us), 0),
        coalesce((select sum(a.atrasos) from atrasos a where a.dia = f.dia), 0)
      from faltam f left join pedidos_feitos pf on pf.dia = f.dia
      group by f.dia
    ),
    gravados as (
      insert into ${relatorioCozinhaDiario}
        (empresa_id, dia, grupo, estacao_id, fuso, tickets, soma_us, atrasos)
      select ${empresaId}::int, c.dia, c.grupo, c.estacao_id, j.fuso, c.tickets, c.soma_us,
        c.atrasos
      from calculados c
      join faltam f on f.dia = c.dia and f.encerrado
      cross join janela j
      where c.dia not in (select dia from abertos) and c.dia not in (select dia from velhos)
      order by c.dia, c.grupo, c.estacao_id
      on conflict do nothing
    ),
    todos as (
      select dia, grupo, estacao_id, tickets, soma_us, atrasos
      from guardados
      where dia not in (select dia from faltam) and dia not in (select dia from velhos)
      union all
      select dia, grupo, estacao_id, tickets, soma_us, atrasos from calculados
    ),
    por_estacao as (
      select grupo, estacao_id, sum(tickets) as tickets, sum(soma_us) as soma_us,
        sum(atrasos) as atrasos
      from todos group by grupo, estacao_id
    ),
    -- The latest days that hold the period's last late orders: the list reads only their orders.
    dias_atrasados as (
      select dia from (
        select dia, sum(atrasos) over (order by dia desc) - atrasos as depois
        from todos where grupo = 2 and atrasos > 0
      ) d
      where depois < ${LIMITE_ATRASADOS}
    ),
    recentes as (
      select p.id as pedido_id, p.created_at, a.desde as prazo, st.nome, st.id as estacao_id
      from dias_atrasados d
      cross join janela j
      cross join lateral (
        select p.id, p.created_at from ${pedidos} p
        where p.empresa_id = ${empresaId} and p.status <> 'cancelado'
          and p.created_at >= d.dia::timestamp at time zone j.fuso
          and p.created_at < (d.dia + 1)::timestamp at time zone j.fuso
        offset 0
      ) p
      join ${cozinhaAlertas} a on a.empresa_id = ${empresaId} and a.tipo = 'atraso'
        and a.pedido_id = p.id
      left join ${estacoes} st on st.empresa_id = ${empresaId} and st.id = a.estacao_id
      order by p.created_at desc, p.id desc
      limit ${LIMITE_ATRASADOS}
    )
    select 0 as linha, st.id as estacao_id, st.nome, st.cor, st.ordem,
      coalesce(pe.tickets, 0) as tickets, pe.soma_us / 1000000.0 / nullif(pe.tickets, 0) as media,
      null::bigint as total, null::int as pedido_id, null::timestamptz as created_at,
      null::timestamptz as prazo, null::bigint as dias
    from ${estacoes} st
    left join por_estacao pe on pe.grupo = 0 and pe.estacao_id = st.id
    where st.empresa_id = ${empresaId} and (st.ativo or pe.tickets > 0)
    union all
    select 1, null, null, null, null, tickets, soma_us / 1000000.0 / tickets, null, null, null,
      null, null
    from por_estacao where grupo = 1 and tickets > 0
    union all
    select 2, null, null, null, null, coalesce(sum(tickets), 0),
      sum(soma_us) / 1000000.0 / nullif(sum(tickets), 0), null, null, null, null,
      (select count(distinct dia) from todos where grupo = 2)
    from por_estacao where grupo = 2
    union all
    select 3, st.id, st.nome, null, min(st.ordem), null, null, sum(pe.atrasos), null, null, null,
      null
    from por_estacao pe
    left join ${estacoes} st on st.empresa_id = ${empresaId} and st.id = pe.estacao_id
    where pe.grupo < 2 and pe.atrasos > 0
    group by st.id, st.nome
    union all
    select 4, estacao_id, nome, null, null, null, null, null, pedido_id, created_at, prazo, null
    from recentes
    order by linha, ordem, nome, estacao_id`;
}

/**
 * The report's rows, in a transaction of its own: its settings (`set local`) hold for it only.
 * JIT off: priced for a year of orders the statement would be compiled, seconds spent on a plan
 * that runs in milliseconds once the days are filled; custom plans: the days read from the
 * orders are a constant to the planner on every call, never a generic plan's guess.
 */
async function linhasDoRelatorio(
  db: Db,
  empresaId: number,
  dias: number,
  agora: Date,
): Promise<Linha[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)`,
    );
    const doDia = await diasDasOrdens(tx, empresaId, dias, agora);
    const resultado = await tx.execute(consulta(empresaId, dias, agora, doDia));
    return (resultado as unknown as { rows: Linha[] }).rows;
  });
}

/** GET /api/relatorios/cozinha: the kitchen's times and late orders of the period. */
export async function relatorioDaCozinha(
  db: Db,
  empresaId: number,
  periodo: PeriodoRelatorio,
  agora: Date,
): Promise<RelatorioCozinha> {
  const dias = DIAS_DO_PERIODO[periodo];
  let linhas = await linhasDoRelatorio(db, empresaId, dias, agora);
  // Every day of the period is read once, from the rollup or from the orders. A day that went
  // stale between the two statements (a station deleted, or another report deleting the day's
  // rows meanwhile) was read from neither: asked again, it is read from the orders.
  const cobertos = linhas.find((l) => Number(l.linha) === 2)?.dias;
  if (Number(cobertos ?? dias) < dias) linhas = await linhasDoRelatorio(db, empresaId, dias, agora);
  const de = (linha: number) => linhas.filter((l) => Number(l.linha) === linha);
  const id = (l: Linha) => (l.estacao_id === null ? null : Number(l.estacao_id));

  const estacoesDoRelatorio: EstacaoNoRelatorio[] = [...de(0), ...de(1)].map((l) => ({
    estacao_id: id(l),
    nome: l.nome,
    cor: l.cor,
    tickets: Number(l.tickets),
    tempo_medio_seg: segundos(l.media),
  }));
  const [total] = de(2);

  const grupos = de(3)
    .map((l) => ({
      estacao_id: id(l),
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
  const recentes: PedidoAtrasadoNoRelatorio[] = de(4)
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

type Linha = {
  linha: Numero;
  estacao_id: Numero | null;
  nome: string | null;
  cor: string | null;
  ordem: Numero | null;
  tickets: Numero | null;
  media: Numero | null;
  total: Numero | null;
  pedido_id: Numero | null;
  created_at: Date | string | null;
  prazo: Date | string | null;
  /** The days the rows cover (linha 2). */
  dias: Numero | null;
};
