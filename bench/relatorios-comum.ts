/**
 * What the report benchmarks share (bench/relatorios.ts, bench/relatorios-cozinha.ts): a database
 * of their own on the PostgreSQL server, seeded one company per transaction so an interrupted
 * seed resumes where it stopped, the measured company's gestão token, and timed HTTP calls.
 */
import { Client } from 'pg';
import { createTokenService, hashPassword } from '@cardapio/core';
import { JWT_SECRET, percentil } from './support';

/** `nome` on the server DATABASE_URL names; created empty when absent. */
export async function bancoDoBench(nome: string): Promise<string> {
  const base = process.env.DATABASE_URL;
  if (!base)
    throw new Error('DATABASE_URL (PostgreSQL) é obrigatório: o benchmark mede PostgreSQL');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [nome]);
  if (!rowCount) await admin.query(`create database ${nome}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

/**
 * Inside a seeding transaction: a company named `nome` and its gestão user (password bench123),
 * e-mails made unique by `chave`. Answers the company's id.
 */
export async function empresaDoBench(pg: Client, nome: string, chave: string): Promise<number> {
  const {
    rows: [empresa],
  } = await pg.query<{ id: number }>(
    `insert into empresas (nome, email) values ($1, $2) returning id`,
    [nome, `bench.${chave}@exemplo.com.br`],
  );
  await pg.query(
    `insert into usuarios (empresa_id, nivel, role, nome, email, senha_hash)
     values ($1, 'admin', 'gestao', 'Gestão Bench', $2, $3)`,
    [empresa!.id, `gestao.${chave}@exemplo.com.br`, await hashPassword('bench123')],
  );
  return empresa!.id;
}

/**
 * Seeds companies until there are `empresas` (each by `semearEmpresa(pg, indice)`, in its own
 * transaction, noted in the table `tabela`), stopping early after `minutos`; analyses and
 * answers the seeded ones with the database's counts (`contagens`: name → count query).
 */
export async function semearEmpresas(opcoes: {
  databaseUrl: string;
  tabela: string;
  empresas: number;
  pedidos: number;
  minutos?: number;
  semearEmpresa: (pg: Client, indice: number) => Promise<number>;
  contagens: Record<string, string>;
}) {
  const pg = new Client({ connectionString: opcoes.databaseUrl });
  await pg.connect();
  try {
    await pg.query(
      `create table if not exists ${opcoes.tabela} (
         empresa_id integer primary key, pedidos integer not null, em timestamptz not null default now())`,
    );
    const inicio = Date.now();
    let { rows: semeadas } = await pg.query<{ empresa_id: number; pedidos: number }>(
      `select empresa_id, pedidos from ${opcoes.tabela} order by empresa_id`,
    );
    while (semeadas.length < opcoes.empresas) {
      const minutos = (Date.now() - inicio) / 60_000;
      if (opcoes.minutos !== undefined && minutos > opcoes.minutos) {
        console.log(`semeadura parada após ${minutos.toFixed(1)} min (BENCH_SEED_MINUTES)`);
        break;
      }
      const t0 = Date.now();
      await pg.query('begin');
      let id: number;
      try {
        await pg.query('set local synchronous_commit = off');
        id = await opcoes.semearEmpresa(pg, semeadas.length + 1);
        await pg.query(`insert into ${opcoes.tabela} (empresa_id, pedidos) values ($1, $2)`, [
          id,
          opcoes.pedidos,
        ]);
        await pg.query('commit');
      } catch (error) {
        await pg.query('rollback').catch(() => undefined);
        throw error;
      }
      console.log(
        `empresa ${id}: ${opcoes.pedidos.toLocaleString('pt-BR')} pedidos em ${((Date.now() - t0) / 1000).toFixed(0)} s`,
      );
      semeadas = [...semeadas, { empresa_id: id, pedidos: opcoes.pedidos }];
    }
    await pg.query('analyze');
    const contagens: Record<string, string> = {};
    for (const [nome, consulta] of Object.entries(opcoes.contagens))
      contagens[nome] = (
        await pg.query<{ n: string }>(`select (${consulta})::text as n`)
      ).rows[0]!.n;
    return { semeadas, contagens, segundos: Math.round((Date.now() - inicio) / 1000) };
  } finally {
    await pg.end();
  }
}

/** A token of the company's gestão user, signed as the gateway signs them. */
export async function tokenDaGestao(databaseUrl: string, empresaId: number): Promise<string> {
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

/** One GET with the token, the body read: its time in ms (a status other than 200 throws). */
export async function chamar(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

const ms = (v: number) => Math.round(v * 10) / 10;

/** The calls' percentiles, in ms with one decimal. */
export const resumir = (medidas: number[]) => ({
  chamadas: medidas.length,
  p50ms: ms(percentil(medidas, 50)),
  p95ms: ms(percentil(medidas, 95)),
  p99ms: ms(percentil(medidas, 99)),
  maxms: ms(Math.max(...medidas)),
});
