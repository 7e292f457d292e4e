/**
 * What the per-request account check costs (issue 11 §2: at most 10% of throughput):
 * GET /api/pedidos with a staff token, on a gateway that checks every session and on one that
 * skips the check (an option only this benchmark sets), both up at once on one PostgreSQL
 * database and measured in alternating slices (sem, com, com, sem…), so a change in the
 * machine's background load weighs on both alike.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sessoes.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { JWT_SECRET, ROOT, salvarResultado, staffToken } from './support';

const DURACAO_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BANCO = 'bench_sessoes';
const PORTA = { sem: 3794, com: 3795 } as const;
/** Each side's DURACAO_S is measured in this many slices. */
const FATIAS = Number(process.env.BENCH_SLICES ?? 2);
const PRONTO = 'bench-sessoes pronto';

/** Child mode: one gateway, with or without the account check. */
async function servidor(verificarSessoes: boolean) {
  const { loadConfig, startServer } = await import('@cardapio/gateway');
  const server = await startServer({
    config: loadConfig(),
    verificarSessoes,
    log: () => undefined,
  });
  console.log(PRONTO);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

async function bancoNovo(base: string): Promise<string> {
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${BANCO} with (force)`);
  await admin.query(`create database ${BANCO}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${BANCO}`;
  return url.toString();
}

type Lado = keyof typeof PORTA;

async function iniciar(databaseUrl: string, lado: Lado) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-sessoes-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORTA[lado]),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: 'off',
    JWT_SECRET,
    NODE_ENV: 'production',
    RATE_LIMIT_LOGIN_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
  };
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/sessoes.ts', '--servidor', lado],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const inicio = Date.now();
  while (!output.includes(PRONTO)) {
    if (Date.now() - inicio > 90_000 || child.exitCode !== null)
      throw new Error(`o servidor não subiu:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${PORTA[lado]}`,
    async parar() {
      const saiu = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await saiu;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Medida {
  requisicoes: number;
  segundos: number;
  erros: number;
  p50ms: number[];
  p99ms: number[];
}

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('Defina DATABASE_URL (PostgreSQL) para este benchmark');
  const databaseUrl = await bancoNovo(base);
  // One after the other: the first one migrates and seeds the database.
  const sem = await iniciar(databaseUrl, 'sem');
  const com = await iniciar(databaseUrl, 'com');
  const servidores = { sem, com };
  const medidas: Record<Lado, Medida> = {
    sem: { requisicoes: 0, segundos: 0, erros: 0, p50ms: [], p99ms: [] },
    com: { requisicoes: 0, segundos: 0, erros: 0, p50ms: [], p99ms: [] },
  };
  try {
    const token = await staffToken(sem.url);
    const opcoes = (lado: Lado) => ({
      url: `${servidores[lado].url}/api/pedidos`,
      connections: CONEXOES,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    // JIT, pool and the session memory warm up.
    for (const lado of ['sem', 'com'] as const) await autocannon({ ...opcoes(lado), duration: 2 });
    const ordem: Lado[] = [];
    for (let i = 0; i < FATIAS; i++)
      ordem.push(...(i % 2 ? (['com', 'sem'] as const) : (['sem', 'com'] as const)));
    for (const lado of ordem) {
      const r = await autocannon({ ...opcoes(lado), duration: DURACAO_S / FATIAS });
      const m = medidas[lado];
      m.requisicoes += r.requests.total;
      m.segundos += r.duration;
      m.erros += r.errors + r.non2xx;
      m.p50ms.push(r.latency.p50);
      m.p99ms.push(r.latency.p99);
      console.log(`${lado} verificação: ${Math.round(r.requests.average)} req/s`);
    }
  } finally {
    await Promise.all([sem.parar(), com.parar()]);
  }
  const resumo = (m: Medida) => ({
    reqPorSegundo: Math.round(m.requisicoes / m.segundos),
    p50ms: Math.max(...m.p50ms),
    p99ms: Math.max(...m.p99ms),
    erros: m.erros,
  });
  const semVerificacao = resumo(medidas.sem);
  const comVerificacao = resumo(medidas.com);
  const custo = 1 - comVerificacao.reqPorSegundo / semVerificacao.reqPorSegundo;
  const resultado = {
    banco: 'postgres',
    rota: 'GET /api/pedidos (equipe, gestão)',
    conexoes: CONEXOES,
    duracaoS: DURACAO_S,
    fatias: FATIAS,
    semVerificacao,
    comVerificacao,
    custoPercentual: Math.round(custo * 1000) / 10,
    meta: 'custo ≤ 10%',
  };
  console.log(resultado);
  console.log(`resultado em ${salvarResultado('sessoes', resultado)}`);
}

const modo = process.argv.indexOf('--servidor');
void (modo >= 0 ? servidor(process.argv[modo + 1] !== 'sem') : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
