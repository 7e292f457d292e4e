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
import type { Client } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '@cardapio/core';
import { reconstruirRelatorios } from '@cardapio/core/testing';
import {
  bancoDoBench,
  chamar,
  empresaDoBench,
  resumir,
  semearEmpresas,
  tokenDaGestao,
} from './relatorios-comum';
import { salvarResultado, startBenchServer } from './support';

const BENCH_DB = process.env.BENCH_DB ?? 'bench_relatorios';
const EMPRESAS = Number(process.env.BENCH_EMPRESAS ?? 10);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 1_000_000);
const SEED_MINUTOS = Number(process.env.BENCH_SEED_MINUTES ?? 10);
const CHAMADAS = Number(process.env.BENCH_CHAMADAS ?? 200);
const PARALELAS = Number(process.env.BENCH_PARALELAS ?? 4);
const PRODUTOS = 50;
const CATEGORIAS = 6;
const ROTAS = ['vendas', 'produtos', 'categorias', 'resumo'] as const;

/**
 * One company of the benchmark, in the seeding transaction: its gestao user, 6 categories, 50
 * products (product j costs 10 + j reais), `n` orders over the last 365 days (1 in 20 cancelled,
 * 4 in 5 delivered with freight, 1 in 10 with a R$ 5 coupon), 2–4 items each (3 on average), and
 * its rollups. Totals are consistent: the order's items subtotal is computed with the same
 * formula as its items.
 */
async function semearEmpresa(pg: Client, indice: number, n: number): Promise<number> {
  const empresaId = await empresaDoBench(pg, `Bench Relatórios ${indice}`, `relatorios.${indice}`);
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
  return empresaId;
}

async function main() {
  const databaseUrl = await bancoDoBench(BENCH_DB);
  // The gateway migrates (and seeds the demo companies) on its first start.
  let server = await startBenchServer(3794, databaseUrl);
  await server.stop();
  const seed = await semearEmpresas({
    databaseUrl,
    tabela: 'bench_relatorios_semeadas',
    empresas: EMPRESAS,
    pedidos: PEDIDOS,
    minutos: SEED_MINUTOS,
    semearEmpresa: (pg, indice) => semearEmpresa(pg, indice, PEDIDOS),
    contagens: {
      pedidos: 'select count(*) from pedidos',
      itens: 'select count(*) from pedido_itens',
      bytes: 'select pg_database_size(current_database())',
    },
  });
  if (seed.semeadas.length === 0) throw new Error('nenhuma empresa semeada');
  const medida = seed.semeadas[0]!.empresa_id;
  const token = await tokenDaGestao(databaseUrl, medida);
  server = await startBenchServer(3794, databaseUrl);
  const resultado: Record<string, unknown> = {
    banco: 'postgres',
    empresasSemeadas: seed.semeadas.length,
    pedidosPorEmpresa: seed.semeadas[0]!.pedidos,
    pedidosNoBanco: Number(seed.contagens.pedidos),
    itensNoBanco: Number(seed.contagens.itens),
    tamanhoDoBancoGiB: Math.round((Number(seed.contagens.bytes) / 2 ** 30) * 10) / 10,
    segundosDeSemeadura: seed.segundos,
  };
  try {
    const url = (rota: string) => `${server.url}/api/relatorios/${rota}?periodo=1y`;
    for (const rota of ROTAS) for (let i = 0; i < 10; i++) await chamar(url(rota), token); // warm-up
    const sequencial: Record<string, unknown> = {};
    for (const rota of ROTAS) {
      const ms: number[] = [];
      for (let i = 0; i < CHAMADAS; i++) ms.push(await chamar(url(rota), token));
      sequencial[rota] = { ...resumir(ms), meta_p95ms: 300 };
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
      ROTAS.map((r) => [r, { ...resumir(juntas[r]!), meta_p95ms: 300 }]),
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
