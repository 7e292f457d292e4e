/**
 * The 1y sales export of a busy company (issue 16): duration and the exporting process's peak RSS.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/exportacao.ts
 * Seeds (once; BENCH_RESEED=1 to redo) a database of its own with one company of
 * BENCH_PEDIDOS orders (default 1,000,000) spread over the last 364 days, 3 items each, 2% of
 * them cancelled, plus a paid tab a day, and BENCH_OUTROS_PEDIDOS (default 9,000,000) orders of
 * other companies in the same tables; then runs the export in a child process (the worker's
 * code: the 'relatorio.exportar' processor) and reads the stored file back. Budget: < 30 s and
 * < 300 MB of RSS. The child gets the workers' node flags (`npm run workers`:
 * --max-semi-space-size=4, a young generation of 4 MiB per semi-space: the export allocates fast
 * and V8's default 16 MiB semi-spaces alone hold ~60 MB more); BENCH_SEMI_SPACE=padrao measures
 * without it.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, seedDemo } from '@cardapio/core';
import { createExportacoesService } from '@cardapio/core/testing';
import { salvarResultado } from './support';

const DB = 'cardapio_vivo_bench_exportacao';
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 1_000_000);
const EMPRESA = 1;

export function urlDoBanco(): string {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('Defina DATABASE_URL (o benchmark roda contra o PostgreSQL).');
  const url = new URL(base);
  url.pathname = `/${DB}`;
  return url.toString();
}

/**
 * The other companies' orders (issue 16: nine more companies of the same size in the database).
 * They all go to the demo's second company: what the export feels is the size of the tables and
 * of their indexes, and 9,000,000 orders of empresa 2 make the same tables as nine companies.
 */
const OUTROS_PEDIDOS = Number(process.env.BENCH_OUTROS_PEDIDOS ?? 9_000_000);
const OUTRA_EMPRESA = 2;

async function contar(db: Awaited<ReturnType<typeof openDatabase>>['db'], empresa: number) {
  const n = (await db.execute(
    sql`select count(*)::int as n from pedidos where empresa_id = ${empresa}`,
  )) as unknown as { rows: { n: number }[] };
  return n.rows[0]!.n;
}

/** n orders of one company over the last 364 days, 3 items each, 2% cancelled. */
async function semearPedidos(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  empresa: number,
  n: number,
) {
  const inicio = Date.now();
  // Orders from 364 days ago until now, evenly spread; ids in time order as in real life.
  await db.execute(sql`
    insert into pedidos (empresa_id, tipo_pedido, mesa, status, status_pagamento, total,
                         total_sem_frete, valor_frete, desconto, nome_cliente, sobrenome_cliente,
                         created_at, updated_at)
    select ${empresa},
           case when g % 4 = 0 then 'retirada' else 'entrega' end,
           case when g % 4 = 0 then 'Retirada' else 'Entrega' end,
           case when g % 50 = 0 then 'cancelado' else 'entregue' end,
           case when g % 50 = 0 then 'cancelado' else 'pago' end,
           (30 + (g % 70) + case when g % 4 = 0 then 0 else 7 end - case when g % 10 = 0 then 5 else 0 end)::numeric(12,2),
           (30 + (g % 70))::numeric(12,2),
           case when g % 4 = 0 then 0 else 7 end,
           case when g % 10 = 0 then 5 else 0 end,
           'Cliente ' || (g % 5000), 'Silva',
           now() - interval '364 days' + (g::float8 / ${n}) * interval '364 days',
           now() - interval '364 days' + (g::float8 / ${n}) * interval '364 days'
      from generate_series(1, ${n}) g`);
  console.log(`empresa ${empresa}: pedidos ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
  await db.execute(sql`
    insert into pedido_itens (empresa_id, pedido_id, produto_id, produto_nome, quantidade, preco_unitario)
    select p.empresa_id, p.id, pr.id, pr.nome, 1, 10
      from pedidos p
      cross join generate_series(0, 2) k
      join lateral (
        select id, nome from produtos where empresa_id = ${empresa}
         order by id offset ((p.id + k) % 5) limit 1
      ) pr on true
     where p.empresa_id = ${empresa}`);
  console.log(`empresa ${empresa}: itens ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
}

export async function semear(url: string) {
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const existe = await admin.query('select 1 from pg_database where datname = $1', [DB]);
  if (!existe.rowCount || process.env.BENCH_RESEED === '1') {
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.query(`create database ${DB}`);
  }
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, poolMax: 2 });
  const db = database.db;
  try {
    if ((await contar(db, EMPRESA)) === 0 && (await contar(db, OUTRA_EMPRESA)) === 0)
      await seedDemo(db);
    let mudou = false;
    const n1 = await contar(db, EMPRESA);
    if (n1 === 0) {
      await semearPedidos(db, EMPRESA, PEDIDOS);
      await db.execute(sql`
        insert into comandas (empresa_id, status, fechada_em, paga_em, total_pago, taxa_servico)
        select ${EMPRESA}, 'paga', now() - (d || ' days')::interval, now() - (d || ' days')::interval, 110, 10
          from generate_series(0, 363) d`);
      mudou = true;
    } else if (n1 !== PEDIDOS) throw new Error(`${DB} tem ${n1} pedidos; rode com BENCH_RESEED=1`);
    const n2 = await contar(db, OUTRA_EMPRESA);
    if (n2 === 0 && OUTROS_PEDIDOS > 0) {
      await semearPedidos(db, OUTRA_EMPRESA, OUTROS_PEDIDOS);
      mudou = true;
    } else if (n2 !== OUTROS_PEDIDOS)
      throw new Error(`${DB} tem ${n2} pedidos da empresa 2; rode com BENCH_RESEED=1`);
    if (mudou) await db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

/** The child: the worker's processor against the big company; prints one JSON line. */
async function exportarNoFilho(url: string) {
  const database = await openDatabase({ databaseUrl: url, migrate: false, poolMax: 5 });
  const db = database.db;
  const [usuario] = (
    (await db.execute(
      sql`select id from usuarios where empresa_id = ${EMPRESA} and role = 'gestao' limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  let eventos = 0;
  let picoRss = 0;
  const amostra = setInterval(() => {
    picoRss = Math.max(picoRss, process.memoryUsage.rss());
  }, 50);
  const exportacoes = createExportacoesService({
    db,
    publish: () => void (eventos += 1),
    enqueue: async () => undefined,
    now: () => new Date(),
  });
  const pedido = { tipo: 'vendas' as const, periodo: '1y' as const };
  const { id } = await exportacoes.criar(EMPRESA, usuario!.id, pedido);
  const cpu = process.cpuUsage();
  const inicio = performance.now();
  const resultado = await exportacoes.executar(
    { empresaId: EMPRESA, usuarioId: usuario!.id, exportacaoId: id, ...pedido },
    { progresso: async () => undefined },
  );
  const duracaoMs = performance.now() - inicio;
  const { user, system } = process.cpuUsage(cpu);
  clearInterval(amostra);
  const inicioLeitura = performance.now();
  const arquivo = await exportacoes.arquivo(EMPRESA, usuario!.id, id);
  let bytes = 0;
  for await (const parte of arquivo.partes) bytes += parte.length;
  const leituraMs = performance.now() - inicioLeitura;
  const maxRssKb = process.resourceUsage().maxRSS;
  await database.close();
  process.send!({
    resultado,
    duracaoMs: Math.round(duracaoMs),
    // CPU time of this process (main thread and zlib's pool): what the export costs on an idle machine.
    cpuMs: Math.round((user + system) / 1000),
    picoRssMb: Math.round(Math.max(picoRss, maxRssKb * 1024) / 2 ** 20),
    eventos,
    arquivoMb: Math.round((bytes / 2 ** 20) * 10) / 10,
    leituraDoArquivoMs: Math.round(leituraMs),
  });
}

async function main() {
  const url = urlDoBanco();
  if (process.argv.includes('--filho')) return exportarNoFilho(url);
  await semear(url);
  const flags = process.env.BENCH_SEMI_SPACE === 'padrao' ? [] : ['--max-semi-space-size=4'];
  const filho = fork(__filename, ['--filho'], { execArgv: [...process.execArgv, ...flags] });
  const medida = await new Promise<Record<string, unknown>>((resolve, reject) => {
    filho.once('message', (m) => resolve(m as Record<string, unknown>));
    filho.once(
      'exit',
      (code) => code && reject(new Error(`o processo da exportação saiu com ${code}`)),
    );
  });
  const resultado = {
    pedidos: PEDIDOS,
    pedidosDeOutrasEmpresasNoBanco: OUTROS_PEDIDOS,
    flagsDoWorker: flags,
    // The machine is shared: the load average says how much of it the run had.
    cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
    exportacao1yVendas: { ...medida, metaMs: 30_000, metaRssMb: 300 },
  };
  console.log(JSON.stringify(resultado, null, 2));
  console.log(`resultado em ${salvarResultado('exportacao', resultado)}`);
}

// bench/exportacao-responsividade.ts imports the seeder; only a run of this file exports.
if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
