/**
 * The kitchen report (GET /api/relatorios/cozinha) over HTTP through the real gateway, with a
 * gestao token, for 30 days and a year of a busy kitchen: cold (the company's rollup emptied
 * first, so the call reads every finished day from the orders and fills relatorio_cozinha_diario)
 * and warm (the finished days from the rollup, the last 3 from the orders). Budget: 300 ms.
 * For comparison, the two statements the report ran before the rollup, straight on PostgreSQL.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/relatorios-cozinha.ts
 * The data goes to its own database (BENCH_DB, default bench_relatorios_cozinha), created if
 * absent and reused once seeded, one company per transaction: BENCH_EMPRESAS companies (default
 * 2: the measured one and a neighbour of the same size) of BENCH_PEDIDOS orders each over the
 * last 365 days (default 1,000,000, the reports' budget size; bench/relatorios.ts seeds 10 such
 * companies for the sales reports, too heavy beside a CI run, and the figures that grow with the
 * data are also given per million orders). Each order has 2–4 lines (3 on average) over 4
 * stations and the unrouted group, bumped 2–27 min after their start; 1 in 20 orders cancelled,
 * 1 in 100 lines cancelled, 1 in 50 orders with a '+ NOVO' line 20 min later, 1 in 25 late (a
 * cozinha_alertas 'atraso'), the last 6 hours' orders still in the kitchen (rerun days later,
 * the seed's day keeps those open orders and is read live, as any day with an order left open
 * is). Knobs:
 * BENCH_CHAMADAS (warm calls per period, 100), BENCH_FRIAS (cold calls per period, 3),
 * BENCH_ANTES (runs of the old statements per period, 3).
 */
import { Client } from 'pg';
import {
  bancoDoBench,
  chamar,
  empresaDoBench,
  resumir,
  semearEmpresas,
  tokenDaGestao,
} from './relatorios-comum';
import { percentil, salvarResultado, startBenchServer } from './support';

const BENCH_DB = process.env.BENCH_DB ?? 'bench_relatorios_cozinha';
const EMPRESAS = Number(process.env.BENCH_EMPRESAS ?? 2);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 1_000_000);
const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 100);
const FRIAS = Number(process.env.BENCH_FRIAS ?? 3);
const ANTES = Number(process.env.BENCH_ANTES ?? 3);
const PERIODOS = { '30d': 30, '1y': 365 } as const;
const META_MS = 300;
const PORTA = 3796;

/** One company, its gestao user, 4 stations, `n` orders with their lines and late alerts. */
async function semearEmpresa(pg: Client, indice: number, n: number): Promise<number> {
  const empresaId = await empresaDoBench(pg, `Bench Cozinha ${indice}`, `cozinha.${indice}`);
  const { rows: sts } = await pg.query<{ id: number }>(
    `insert into estacoes (empresa_id, nome, ordem)
       select $1, (array['Chapa', 'Fritadeira', 'Bar', 'Sobremesas'])[o + 1], o
       from generate_series(0, 3) o order by o returning id`,
    [empresaId],
  );
  const estacoes = sts.map((s) => s.id);
  // Order `id`: placed (id * 7919) % 1 year ago; the last 6 hours' still in the kitchen.
  const { rows: faixa } = await pg.query<{ lo: string; hi: string }>(
    `with novos as (
         insert into pedidos (id, empresa_id, status, status_pagamento, tipo_pedido, mesa, total,
           total_sem_frete, created_at, updated_at)
         select s.id, $1,
           case when s.id % 20 = 0 then 'cancelado'
             when s.quando > now() - interval '6 hours' then 'preparando' else 'entregue' end,
           case when s.id % 20 = 0 then 'cancelado' else 'pago' end,
           'mesa', 'Mesa 1', 30, 30, s.quando, s.quando
         from (
           select id, now() - make_interval(secs => (id * 7919) % (365 * 86400)) as quando
           from (select nextval('pedidos_id_seq') as id from generate_series(1, $2::int)) ids
         ) s
         returning id
       )
       select min(id)::text as lo, max(id)::text as hi from novos`,
    [empresaId, n],
  );
  const [lo, hi] = [faixa[0]!.lo, faixa[0]!.hi];
  // Line k of order `id`: station (id + k) % 5 (the 5th: unrouted); 1 in 50 orders' last line
  // sent 20 min later ('+ NOVO'); bumped 2–27 min after its start, except an open order's odd
  // lines; 1 in 100 lines cancelled.
  await pg.query(
    `insert into pedido_itens (empresa_id, pedido_id, produto_nome, quantidade, preco_unitario,
         estacao_id, adicionado_em, pronto_em, cancelado_em)
       select $1, p.id, 'Prato ' || k, 1, 10, ($2::int[])[1 + (p.id + k) % 5], l.adicionado,
         case when p.status = 'preparando' and k % 2 = 1 then null
           else coalesce(l.adicionado, p.created_at)
             + make_interval(secs => 120 + (p.id * 31 + k * 17) % 1500) end,
         case when (p.id + k) % 100 = 0 then p.created_at + interval '1 minute' end
       from pedidos p
       cross join lateral generate_series(1, 2 + p.id % 3) k
       cross join lateral (
         select case when p.id % 50 = 0 and k = 2 + p.id % 3
           then p.created_at + interval '20 minutes' end as adicionado
       ) l
       where p.empresa_id = $1 and p.id between $3 and $4`,
    [empresaId, estacoes, lo, hi],
  );
  await pg.query(
    `insert into cozinha_alertas (empresa_id, tipo, pedido_id, estacao_id, desde, resolvido_em)
       select $1, 'atraso', p.id, ($2::int[])[1 + (p.id + 1) % 5],
         p.created_at + interval '15 minutes', p.created_at + interval '30 minutes'
       from pedidos p
       where p.empresa_id = $1 and p.id between $3 and $4 and p.id % 25 = 3`,
    [empresaId, estacoes, lo, hi],
  );
  return empresaId;
}

/**
 * The report's two statements before the rollup (core/src/relatorios/cozinha.ts at the commit
 * that added relatorio_cozinha_diario), run in parallel as it ran them: $1 empresa, $2 days − 1,
 * $3 now.
 */
const JANELA = `janela as (
  select (h.hoje - $2::int)::timestamp at time zone e.timezone as inicio,
    (h.hoje + 1)::timestamp at time zone e.timezone as fim
  from empresas e
  cross join lateral (select ($3::timestamptz at time zone e.timezone)::date as hoje) h
  where e.id = $1)`;
const ANTIGA_TEMPOS = `with ${JANELA},
  itens as (
    select i.pedido_id, st.id as estacao_id, i.pronto_em,
      coalesce(i.adicionado_em, p.created_at) as created_at
    from pedido_itens i
    join pedidos p on p.empresa_id = i.empresa_id and p.id = i.pedido_id
    left join estacoes st on st.empresa_id = i.empresa_id and st.id = i.estacao_id
    cross join janela j
    where i.empresa_id = $1 and p.empresa_id = $1
      and p.created_at >= j.inicio and p.created_at < j.fim
      and p.status <> 'cancelado' and i.cancelado_em is null),
  partes as (
    select estacao_id, extract(epoch from max(pronto_em) - created_at) as seg
    from itens group by pedido_id, estacao_id, created_at having bool_and(pronto_em is not null)),
  pedidos_feitos as (
    select extract(epoch from max(pronto_em) - created_at) as seg
    from itens group by pedido_id, created_at having bool_and(pronto_em is not null)),
  por_estacao as (
    select estacao_id, count(*) as tickets, avg(seg) as media from partes group by estacao_id)
  select st.id as estacao_id, st.nome, st.cor, st.ordem, coalesce(pe.tickets, 0) as tickets,
    pe.media, 0 as grupo
  from estacoes st left join por_estacao pe on pe.estacao_id = st.id
  where st.empresa_id = $1 and (st.ativo or pe.tickets > 0)
  union all
  select null, null, null, null, tickets, media, 1 from por_estacao where estacao_id is null
  union all
  select null, null, null, null, count(*), avg(seg), 2 from pedidos_feitos
  order by grupo, ordem, nome, estacao_id`;
const ANTIGA_ATRASOS = `with ${JANELA},
  atrasos as (
    select a.pedido_id, p.created_at, a.desde as prazo, st.id as estacao_id, st.nome, st.ordem
    from cozinha_alertas a
    join pedidos p on p.empresa_id = a.empresa_id and p.id = a.pedido_id
    left join estacoes st on st.empresa_id = a.empresa_id and st.id = a.estacao_id
    cross join janela j
    where a.empresa_id = $1 and a.tipo = 'atraso'
      and p.created_at >= j.inicio and p.created_at < j.fim and p.status <> 'cancelado'),
  recentes as (select * from atrasos order by created_at desc, pedido_id desc limit 20)
  select false as pedido, estacao_id, nome, min(ordem) as ordem, count(*) as total,
    null::int as pedido_id, null::timestamptz as created_at, null::timestamptz as prazo
  from atrasos group by estacao_id, nome
  union all
  select true, estacao_id, nome, ordem, null, pedido_id, created_at, prazo from recentes`;

async function main() {
  const databaseUrl = await bancoDoBench(BENCH_DB);
  // The gateway migrates on its first start.
  let server = await startBenchServer(PORTA, databaseUrl);
  await server.stop();
  const seed = await semearEmpresas({
    databaseUrl,
    tabela: 'bench_cozinha_semeadas',
    empresas: EMPRESAS,
    pedidos: PEDIDOS,
    semearEmpresa: (pg, indice) => semearEmpresa(pg, indice, PEDIDOS),
    contagens: {
      pedidos: 'select count(*) from pedidos',
      itens: 'select count(*) from pedido_itens',
      alertas: 'select count(*) from cozinha_alertas',
    },
  });
  const medida = seed.semeadas[0]!.empresa_id;
  const pg = new Client({ connectionString: databaseUrl });
  const pg2 = new Client({ connectionString: databaseUrl });
  await pg.connect();
  await pg2.connect();
  const token = await tokenDaGestao(databaseUrl, medida);
  const esvaziar = () =>
    pg.query('delete from relatorio_cozinha_diario where empresa_id = $1', [medida]);
  server = await startBenchServer(PORTA, databaseUrl);
  const resultado: Record<string, unknown> = {
    banco: 'postgres',
    empresasSemeadas: seed.semeadas.length,
    pedidosPorEmpresa: seed.semeadas[0]!.pedidos,
    pedidosNoBanco: Number(seed.contagens.pedidos),
    itensNoBanco: Number(seed.contagens.itens),
    alertasNoBanco: Number(seed.contagens.alertas),
    segundosDeSemeadura: seed.segundos,
    meta_ms: META_MS,
  };
  try {
    const url = (periodo: string) => `${server.url}/api/relatorios/cozinha?periodo=${periodo}`;
    for (const [periodo, dias] of Object.entries(PERIODOS)) {
      const {
        rows: [janela],
      } = await pg.query<{ pedidos: string; itens: string }>(
        `select count(distinct p.id)::text as pedidos, count(*)::text as itens
         from pedidos p join pedido_itens i on i.empresa_id = p.empresa_id and i.pedido_id = p.id
         where p.empresa_id = $1 and p.created_at >= now() - make_interval(days => $2::int)`,
        [medida, dias],
      );
      const pedidosNaJanela = Number(janela!.pedidos);
      // The old statements, straight on PostgreSQL (after one run to warm the cache).
      const antes: number[] = [];
      for (let i = 0; i <= ANTES; i++) {
        const t0 = performance.now();
        const agora = new Date();
        await Promise.all([
          pg.query(ANTIGA_TEMPOS, [medida, dias - 1, agora]),
          pg2.query(ANTIGA_ATRASOS, [medida, dias - 1, agora]),
        ]);
        if (i > 0) antes.push(performance.now() - t0);
      }
      // Cold: the rollup emptied before each call, which then fills it.
      const frias: number[] = [];
      for (let i = 0; i < FRIAS; i++) {
        await esvaziar();
        frias.push(await chamar(url(periodo), token));
      }
      const {
        rows: [rollup],
      } = await pg.query<{ linhas: string; dias: string }>(
        `select count(*)::text as linhas, count(distinct dia)::text as dias
         from relatorio_cozinha_diario where empresa_id = $1`,
        [medida],
      );
      // Warm: the finished days from the rollup, the last 3 from the orders.
      for (let i = 0; i < 5; i++) await chamar(url(periodo), token);
      const quentes: number[] = [];
      for (let i = 0; i < CHAMADAS; i++) quentes.push(await chamar(url(periodo), token));
      const porMilhao = (v: number) => Math.round((v * 10_000_000) / pedidosNaJanela) / 10;
      const r = {
        pedidosNaJanela,
        itensNaJanela: Number(janela!.itens),
        linhasNoRollup: Number(rollup!.linhas),
        diasNoRollup: Number(rollup!.dias),
        antes_sql_direto: {
          ...resumir(antes),
          ms_por_milhao_de_pedidos: porMilhao(percentil(antes, 50)),
        },
        fria: { ...resumir(frias), ms_por_milhao_de_pedidos: porMilhao(percentil(frias, 50)) },
        quente: resumir(quentes),
      };
      resultado[periodo] = r;
      console.log(`GET /api/relatorios/cozinha?periodo=${periodo}`, r);
    }
  } finally {
    await server.stop();
    await pg.end();
    await pg2.end();
  }
  console.log(`resultado em ${salvarResultado('relatorios-cozinha', resultado)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
