/**
 * Reports on a year of a busy restaurant (issue 16): the four 1y report calls through the real
 * gateway over HTTP, for one company of 1,000,000 orders (~3 items each) beside nine others of the
 * same size in the same PostgreSQL database. Budget: p95 < 300 ms per call.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:relatorios
 * The data goes to its own database (bench_relatorios), created if absent and reused once seeded:
 * companies are seeded one per transaction (orders and items with generate_series, then the
 * rollups rebuilt with the same code as the backfill), so an interrupted or time-boxed seed resumes
 * where it stopped. Knobs: BENCH_EMPRESAS (10), BENCH_PEDIDOS (1000000 per company),
 * BENCH_SEED_MINUTES (no new company is started after this many minutes; default 10),
 * BENCH_CHAMADAS (200 per route), BENCH_PARALELAS (4 concurrent clients in the second round).
 */
import { Client } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createTokenService, hashPassword, type Db } from '@cardapio/core';
import { reconstruirRelatorios } from '@cardapio/core/testing';
import { JWT_SECRET, percentil, salvarResultado, startBenchServer } from './support';

const BENCH_DB = process.env.BENCH_DB ?? 'bench_relatorios';
const EMPRESAS = Number(process.env.BENCH_EMPRESAS ?? 10);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 1_000_000);
const SEED_MINUTOS = Number(process.env.BENCH_SEED_MINUTES ?? 10);
const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 200);
const PARALELAS = Number(process.env.BENCH_PARALELAS ?? 4);
const PRODUTOS = 50;
const CATEGORIAS = 6;
const ROTAS = ['vendas', 'produtos', 'categorias', 'resumo'] as const;

/** bench_relatorios on the server DATABASE_URL names; created empty when absent. */
async function bancoDoBench(): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base)
    throw new Error('DATABASE_URL (PostgreSQL) é obrigatório: o benchmark mede PostgreSQL');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
    BENCH_DB,
  ]);
  if (!rowCount) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/**
 * One company of the benchmark, seeded in one transaction: its gestao user, 6 categories, 50
 * products (product j costs 10 + j reais), `n` orders over the last 365 days (1 in 20 cancelled,
 * 4 in 5 delivered with freight, 1 in 10 with a R$ 5 coupon), 2–4 items each (3 on average), and
 * its rollups. Totals are consistent: the order's items subtotal is computed with the same
 * formula as its items.
 */
async function semearEmpresa(pg: Client, indice: number, n: number): Promise<number> {
  await pg.query('begin');
  try {
    await pg.query('set local synchronous_commit = off');
    const {
      rows: [empresa],
    } = await pg.query<{ id: number }>(
      `insert into empresas (nome, email) values ($1, $2) returning id`,
      [`Bench Relatórios ${indice}`, `bench.relatorios.${indice}@exemplo.com.br`],
    );
    const empresaId = empresa!.id;
    await pg.query(
      `insert into usuarios (empresa_id, nivel, role, nome, email, senha_hash)
       values ($1, 'admin', 'gestao', 'Gestão Bench', $2, $3)`,
      [empresaId, `gestao.bench.${indice}@exemplo.com.br`, await hashPassword('bench123')],
    );
    const { rows: cats } = await pg.query<{ id: number }>(
      `insert into categorias (empresa_id, nome, ordem)
       select $1, 'Categoria ' || c, c from generate_series(1, ${CATEGORIAS}) c returning id`,
      [empresaId],
    );
    const { rows: prods } = await pg.query<{ id: number }>(
      `insert into produtos (empresa_id, categoria_id, nome, preco)
       select $1, ($2::int[])[1 + j % ${CATEGORIAS}], 'Produto ' || j, 10 + j
       from generate_series(0, ${PRODUTOS - 1}) j order by j returning id`,
      [empresaId, cats.map((c) => c.id)],
    );
    const base = Math.min(...prods.map((p) => p.id));
    if (Math.max(...prods.map((p) => p.id)) !== base + PRODUTOS - 1)
      throw new Error('ids de produtos não consecutivos');
    // Item k of order `id`: product j = (id*7 + k*13) % 50, quantity 1 + (id + k) % 3.
    const j = (id: string, k: string) => `((${id} * 7 + ${k} * 13) % ${PRODUTOS})`;
    const q = (id: string, k: string) => `(1 + (${id} + ${k}) % 3)`;
    const subtotal = `(select sum((10 + ${j('ids.id', 'k')}) * ${q('ids.id', 'k')})
      from generate_series(1, 2 + ids.id % 3) k)`;
    const { rows: faixa } = await pg.query<{ lo: string; hi: string }>(
      `with novos as (
         insert into pedidos (id, empresa_id, status, status_pagamento, tipo_pedido, mesa, total,
           total_sem_frete, valor_frete, desconto, cupom_codigo, metodo_pagamento, created_at, updated_at)
         select s.id, $1,
           case when s.id % 20 = 0 then 'cancelado' else 'entregue' end,
           case when s.id % 20 = 0 then 'cancelado' else 'pago' end,
           case when s.id % 5 = 0 then 'retirada' else 'entrega' end,
           case when s.id % 5 = 0 then 'Retirada' else 'Entrega' end,
           s.sub + s.frete - s.desc, s.sub, s.frete, s.desc,
           case when s.desc > 0 then 'BENCH10' end, 'entrega', s.quando, s.quando
         from (
           select id, ${subtotal} as sub,
             case when id % 5 = 0 then 0 else 5 + id % 5 end as frete,
             case when id % 10 = 0 then 5 else 0 end as desc,
             now() - make_interval(secs => (id * 7919) % (365 * 86400)) as quando
           from (select nextval('pedidos_id_seq') as id from generate_series(1, $2::int)) ids
         ) s
         returning id
       )
       select min(id)::text as lo, max(id)::text as hi from novos`,
      [empresaId, n],
    );
    await pg.query(
      `insert into pedido_itens (empresa_id, pedido_id, produto_id, produto_nome, quantidade, preco_unitario)
       select $1, p.id, $2 + ${j('p.id', 'k')}, 'Produto ' || ${j('p.id', 'k')}, ${q('p.id', 'k')},
         10 + ${j('p.id', 'k')}
       from pedidos p cross join lateral generate_series(1, 2 + p.id % 3) k
       where p.empresa_id = $1 and p.id between $3 and $4`,
      [empresaId, base, faixa[0]!.lo, faixa[0]!.hi],
    );
    // The rollups, with the code of the backfill, in the same transaction (drizzle over this client).
    await reconstruirRelatorios(drizzle(pg) as unknown as Db, empresaId);
    await pg.query('insert into bench_relatorios_semeadas (empresa_id, pedidos) values ($1, $2)', [
      empresaId,
      n,
    ]);
    await pg.query('commit');
    return empresaId;
  } catch (error) {
    await pg.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Seeds the companies still missing, within the time box; answers the seeded ones. */
async function semear(databaseUrl: string) {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    await pg.query(
      `create table if not exists bench_relatorios_semeadas (
         empresa_id integer primary key, pedidos integer not null, em timestamptz not null default now())`,
    );
    const inicio = Date.now();
    let { rows: semeadas } = await pg.query<{ empresa_id: number; pedidos: number }>(
      'select empresa_id, pedidos from bench_relatorios_semeadas order by empresa_id',
    );
    while (semeadas.length < EMPRESAS) {
      const minutos = (Date.now() - inicio) / 60_000;
      if (minutos > SEED_MINUTOS) {
        console.log(`semeadura parada após ${minutos.toFixed(1)} min (BENCH_SEED_MINUTES)`);
        break;
      }
      const t0 = Date.now();
      const id = await semearEmpresa(pg, semeadas.length + 1, PEDIDOS);
      console.log(
        `empresa ${id}: ${PEDIDOS.toLocaleString('pt-BR')} pedidos em ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
      semeadas = [...semeadas, { empresa_id: id, pedidos: PEDIDOS }];
    }
    await pg.query('analyze');
    const { rows: tamanho } = await pg.query<{ pedidos: string; itens: string; bytes: string }>(
      `select (select count(*) from pedidos)::text as pedidos,
              (select count(*) from pedido_itens)::text as itens,
              pg_database_size(current_database())::text as bytes`,
    );
    return { semeadas, ...tamanho[0]!, segundos: Math.round((Date.now() - inicio) / 1000) };
  } finally {
    await pg.end();
  }
}

async function tokenDaGestao(databaseUrl: string, empresaId: number): Promise<string> {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ id: number }>(
      `select id from usuarios where empresa_id = $1 and nivel = 'admin' and role = 'gestao'`,
      [empresaId],
    );
    return createTokenService(JWT_SECRET).sign({
      kind: 'equipe',
      sub: rows[0]!.id,
      empresa_id: empresaId,
      role: 'gestao',
      ver: 0,
    });
  } finally {
    await pg.end();
  }
}

async function chamar(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

const resumir = (ms: number[]) => ({
  chamadas: ms.length,
  p50ms: Math.round(percentil(ms, 50) * 10) / 10,
  p95ms: Math.round(percentil(ms, 95) * 10) / 10,
  p99ms: Math.round(percentil(ms, 99) * 10) / 10,
  meta_p95ms: 300,
});

async function main() {
  const databaseUrl = await bancoDoBench();
  // The gateway migrates (and seeds the demo companies) on its first start.
  let server = await startBenchServer(3794, databaseUrl);
  await server.stop();
  const seed = await semear(databaseUrl);
  if (seed.semeadas.length === 0) throw new Error('nenhuma empresa semeada');
  const medida = seed.semeadas[0]!.empresa_id;
  const token = await tokenDaGestao(databaseUrl, medida);
  server = await startBenchServer(3794, databaseUrl);
  const resultado: Record<string, unknown> = {
    banco: 'postgres',
    empresasSemeadas: seed.semeadas.length,
    pedidosPorEmpresa: seed.semeadas[0]!.pedidos,
    pedidosNoBanco: Number(seed.pedidos),
    itensNoBanco: Number(seed.itens),
    tamanhoDoBancoGiB: Math.round((Number(seed.bytes) / 2 ** 30) * 10) / 10,
    segundosDeSemeadura: seed.segundos,
  };
  try {
    const url = (rota: string) => `${server.url}/api/relatorios/${rota}?periodo=1y`;
    for (const rota of ROTAS) for (let i = 0; i < 10; i++) await chamar(url(rota), token); // warm-up
    const sequencial: Record<string, unknown> = {};
    for (const rota of ROTAS) {
      const ms: number[] = [];
      for (let i = 0; i < CHAMADAS; i++) ms.push(await chamar(url(rota), token));
      sequencial[rota] = resumir(ms);
      console.log(`GET /api/relatorios/${rota}?periodo=1y`, sequencial[rota]);
    }
    resultado.sequencial = sequencial;
    // The screen loads the four together: PARALELAS clients each asking for the four at once.
    const juntas: Record<string, number[]> = Object.fromEntries(ROTAS.map((r) => [r, []]));
    await Promise.all(
      Array.from({ length: PARALELAS }, async () => {
        for (let i = 0; i < CHAMADAS / 4; i++)
          await Promise.all(
            ROTAS.map(async (rota) => juntas[rota]!.push(await chamar(url(rota), token))),
          );
      }),
    );
    resultado[`paralelo_${PARALELAS}x4`] = Object.fromEntries(
      ROTAS.map((r) => [r, resumir(juntas[r]!)]),
    );
    console.log(
      `${PARALELAS} clientes × 4 rotas ao mesmo tempo`,
      resultado[`paralelo_${PARALELAS}x4`],
    );
  } finally {
    await server.stop();
  }
  console.log(`resultado em ${salvarResultado('relatorios', resultado)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
