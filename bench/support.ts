import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { createTokenService, hashPassword, openDatabase } from '@cardapio/core';
import { carrinhoItens, carrinhos, produtos, usuarios } from '@cardapio/core/testing';
import { DIAS_DA_SEMANA, type LoginResposta } from '@cardapio/shared-events';
import { esperarPronto, iniciar } from '@cardapio/gateway/src/testing/processos';

export const ROOT = path.resolve(__dirname, '..');
export const JWT_SECRET = 'segredo-do-benchmark-com-32-caracteres!';
/** BENCH_FRESH_DB: another name lets two benchmarks run on one PostgreSQL without dropping each other's. */
export const BENCH_DB = process.env.BENCH_FRESH_DB ?? 'cardapio_vivo_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error(`BENCH_FRESH_DB inválido: ${BENCH_DB}`);

export interface BenchServer {
  url: string;
  databaseUrl?: string;
  /** The server's process (for its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone (Linux). */
export function cpuMs(pid: number): number {
  try {
    const campos = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(campos[11]) + Number(campos[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * A fresh PostgreSQL database for the run (DATABASE_URL names the server), or none (PGlite).
 * `nome` lets a benchmark use a database of its own, so two benchmarks never share one.
 */
export async function freshDatabaseUrl(nome = BENCH_DB): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${nome} with (force)`);
  await admin.query(`create database ${nome}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
}

/** Drops a database made by freshDatabaseUrl (the benchmark's own, at its end). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const nome = new URL(databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${nome} with (force)`);
  await admin.end();
}

/**
 * The cores of the measure (the issue: "the load generator pinned to one core and the server to
 * the other, so that the figure is the server's"): the generator on core 0, the server on core 1.
 * Off with BENCH_PIN=0, and on a machine of one core or without `taskset`.
 */
export const NUCLEOS = (() => {
  if (process.env.BENCH_PIN === '0' || os.cpus().length < 2) return null;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  // BENCH_POSTGRES=gerador: the PostgreSQL backends on the generator's core, the gateway alone on
  // the other (the database is a service of its own in the deployment, not part of the gateway);
  // the default keeps them on the server's core, with the gateway (the whole server side on one).
  const postgres = process.env.BENCH_POSTGRES === 'gerador' ? '0' : '1';
  return { gerador: '0', servidor: '1', postgres };
})();

/** Pins a process, every thread of it, to these cores (taskset -a -p -c). */
export function fixarNucleos(pid: number, nucleos: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', nucleos, String(pid)], { stdio: 'ignore' });
}

/** Pins this process (the load generator) to its core; answers whether it did. */
export function fixarGerador(): boolean {
  if (!NUCLEOS) return false;
  fixarNucleos(process.pid, NUCLEOS.gerador);
  return true;
}

/**
 * Keeps the PostgreSQL backends serving `databaseUrl` on their core (NUCLEOS.postgres) while the measure
 * runs (the pool may open new connections, so it looks again every 200 ms), and counts their CPU
 * time. Only the backends of the benchmark's own database move: PostgreSQL's other processes
 * are left where they are.
 */
export async function fixarBackends(
  databaseUrl: string,
): Promise<{ parar(): Promise<void>; cpuMs(): Map<number, number> }> {
  const nome = new URL(databaseUrl).pathname.slice(1);
  const nucleo = NUCLEOS?.postgres;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const fixados = new Set<number>();
  const olhar = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [nome],
    );
    for (const { pid } of rows)
      if (!fixados.has(pid))
        try {
          if (nucleo) fixarNucleos(pid, nucleo);
          fixados.add(pid);
        } catch {
          // A backend that ended between the query and taskset.
        }
  };
  await olhar();
  let ativo = true;
  const laco = (async () => {
    while (ativo) {
      await new Promise((r) => setTimeout(r, 200));
      if (ativo) await olhar();
    }
  })();
  return {
    async parar() {
      ativo = false;
      await laco;
      await admin.end();
    },
    /** CPU used so far by each live backend seen (one that ended takes its time with it). */
    cpuMs: () => new Map([...fixados].map((pid) => [pid, cpuMs(pid)])),
  };
}

/**
 * The real entry point in its own process, single-process mode, seeded with the demo data; on the
 * server's core when `options.fixar` (and NUCLEOS). `BENCH_SERVER_ROOT` runs the gateway of another
 * checkout of the project (an A/B against an earlier commit, in the same conditions).
 */
export async function startBenchServer(
  port: number,
  databaseUrl?: string,
  extraEnv: NodeJS.ProcessEnv = {},
  /**
   * fixar: pin the server to its core (taskset); raiz: another checkout of the product, for an
   * A/B against an older version (also BENCH_SERVER_ROOT).
   */
  options: { fixar?: boolean; raiz?: string } = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'off',
    JWT_SECRET,
    NODE_ENV: 'production',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const raiz = options.raiz ?? process.env.BENCH_SERVER_ROOT ?? ROOT;
  // Node with tsx's loader, not tsx's CLI (which runs the server in a child process): the pid is
  // the server's own, for its CPU time.
  const tsx = path.join(raiz, 'node_modules/tsx/dist');
  const node = [
    process.execPath,
    '--require',
    path.join(tsx, 'preflight.cjs'),
    '--import',
    pathToFileURL(path.join(tsx, 'loader.mjs')).href,
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
    'gateway/src/main.ts',
  ];
  const nucleo = options.fixar ? NUCLEOS?.servidor : undefined;
  const servidor = iniciar(
    'o servidor',
    nucleo ? 'taskset' : node[0]!,
    nucleo ? ['-c', nucleo, ...node] : node.slice(1),
    env,
    { cwd: raiz },
  );
  await esperarPronto(servidor, () => servidor.saida().includes('Cardápio Vivo pronto'), 90_000);
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    pid: servidor.filho.pid!,
    async stop() {
      await servidor.matar('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo manager's session (token and user, what the web keeps after its login). */
export function sessaoDaEquipe(base: string): Promise<LoginResposta> {
  return json<LoginResposta>(`${base}/api/admin/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'admin@cardapiovivo.com.br', senha: 'admin123' }),
  });
}

export async function staffToken(base: string): Promise<string> {
  return (await sessaoDaEquipe(base)).token;
}

/** Open around the clock, so the benchmark never meets a closed store. */
export async function abrirLoja(base: string, token: string): Promise<void> {
  await json(`${base}/api/horario-funcionamento/config`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      horarios: DIAS_DA_SEMANA.map((dia) => ({
        dia,
        abertura: '00:00',
        fechamento: '00:00',
        fechado: false,
      })),
    }),
  });
}

/**
 * `n` customers of empresa 1, each with one cart line of a product without options (or no cart:
 * `comCarrinho: false`, for a benchmark whose customers fill their own over HTTP), written
 * straight to PostgreSQL (registration would measure scrypt, not checkout); answers their tokens.
 */
export async function clientesComCarrinho(
  databaseUrl: string,
  n: number,
  { comCarrinho = true }: { comCarrinho?: boolean } = {},
): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, migrate: false, poolMax: 4 });
  try {
    const { db } = database;
    const [produto] = await db
      .select({ id: produtos.id, preco: produtos.preco })
      .from(produtos)
      .where(eq(produtos.nome, 'Coca-Cola Lata 350ml'));
    if (!produto) throw new Error('produto de demonstração não encontrado');
    const senha_hash = await hashPassword('bench123');
    const run = Date.now();
    const tokens = createTokenService(JWT_SECRET);
    const result: string[] = [];
    for (let inicio = 0; inicio < n; inicio += 500) {
      const lote = Array.from({ length: Math.min(500, n - inicio) }, (_, k) => ({
        empresa_id: 1,
        nivel: 'cliente' as const,
        nome: 'Bench',
        sobrenome: String(inicio + k),
        email: `bench.${run}.${inicio + k}@exemplo.com.br`,
        senha_hash,
        telefone: '48999990000',
        rua: 'Rua Felipe Schmidt',
        numero_casa: '100',
        bairro: 'Centro',
        cep: '88010001',
      }));
      const criados = await db.insert(usuarios).values(lote).returning({ id: usuarios.id });
      for (const u of criados)
        result.push(tokens.sign({ kind: 'cliente', sub: u.id, empresa_id: 1, ver: 0 }));
      if (!comCarrinho) continue;
      const expira = new Date(Date.now() + 6 * 3600_000);
      const cs = await db
        .insert(carrinhos)
        .values(criados.map((u) => ({ empresa_id: 1, usuario_id: u.id, data_expiracao: expira })))
        .returning({ id: carrinhos.id });
      await db.insert(carrinhoItens).values(
        cs.map((c) => ({
          empresa_id: 1,
          carrinho_id: c.id,
          produto_id: produto.id,
          quantidade: 2,
          preco_unitario: produto.preco,
        })),
      );
    }
    return result;
  } finally {
    await database.close();
  }
}

export const PEDIDO = JSON.stringify({
  mesa: 'Entrega',
  tipo_pedido: 'entrega',
  dados_cliente: {
    endereco: { rua: 'Rua Felipe Schmidt', numero_casa: '100', bairro: 'Centro', cep: '88010-001' },
  },
  metodo_pagamento: 'entrega',
  detalhes_pagamento: { metodo: 'cartao' },
});

export function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return (
    ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] ?? NaN
  );
}

export function salvarResultado(nome: string, resultado: object): string {
  const arquivo = path.join(ROOT, 'bench', 'results', `${nome}.json`);
  fs.writeFileSync(
    arquivo,
    `${JSON.stringify({ quando: new Date().toISOString(), maquina: `${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, ...resultado }, null, 2)}\n`,
  );
  return arquivo;
}

/**
 * CPU time (user + system, ms) a process and its descendants have used so far, from /proc
 * (Linux): per request it tells a server's cost apart from how much of the machine it got.
 */
export function cpuMsDaArvore(pid: number): number {
  let ms = 0;
  try {
    const campos = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ms += ((Number(campos[11]) + Number(campos[12])) * 1000) / 100; // utime, stime: 100 Hz ticks
    for (const tarefa of fs.readdirSync(`/proc/${pid}/task`))
      for (const filho of fs
        .readFileSync(`/proc/${pid}/task/${tarefa}/children`, 'utf8')
        .split(' ')
        .filter(Boolean))
        ms += cpuMsDaArvore(Number(filho));
  } catch {
    // The process ended between the reads: it counts no more.
  }
  return ms;
}
