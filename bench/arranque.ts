/**
 * Cold start of `npm start`: the time from the command until GET /api/health answers 200, and
 * the CPU seconds its processes used until then (steadier than wall time on a shared machine).
 *   npx tsx bench/arranque.ts                 # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/arranque.ts
 * - fresco: a fresh clone's first start — no data folder, no web build, no transpile cache of
 *   tsx (its own TMPDIR): builds the SPA, creates the database, migrates, seeds the demo data;
 * - existente: the following starts (data folder, web build and caches in place), median of 5;
 * - postgres (with DATABASE_URL): the following starts on an existing PostgreSQL database.
 * BENCH_COMPARAR='<shell command>' also measures that command on the existing folder, each start
 * alternating with one of `npm start` (an A/B in the same conditions).
 * Redis is off (REDIS_URL=off) so the figures do not depend on a local Redis. Budgets (issue):
 * existente ≤ 3 s, fresco ≤ 60 s.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabaseUrl, ROOT, salvarResultado } from './support';

const PORTA = Number(process.env.BENCH_PORTA ?? 3355);
const REPETICOES = Number(process.env.BENCH_REPETICOES ?? 5);
const LIMITE_MS = 180_000;

interface Arranque {
  ms: number;
  /** CPU seconds the command's processes used until then (Linux; a shared machine's wall time is noisy). */
  cpuS?: number;
  saida: string;
}

const TICKS_POR_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU time of a process group's session so far: user + system of each live process and of the
 * children it already waited for (/proc/<pid>/stat fields 14–17). Undefined off Linux.
 */
function cpuDaSessao(sessao: number): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let campos: string[];
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name (field 2) may hold spaces: the fields after it follow the last ')'.
      campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      continue; // ended meanwhile
    }
    if (Number(campos[3]) !== sessao) continue;
    ticks += [11, 12, 13, 14].reduce((soma, i) => soma + Number(campos[i]), 0);
  }
  return Math.round((ticks / TICKS_POR_S) * 100) / 100;
}

function mediana(valores: number[]): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.floor(ordenados.length / 2)]!;
}

/** Medians of wall and CPU time, and every measure. */
function resumo(arranques: Arranque[]) {
  const cpus = arranques.map((a) => a.cpuS).filter((c): c is number => c !== undefined);
  return {
    medianaMs: mediana(arranques.map((a) => a.ms)),
    medianaCpuS: cpus.length ? mediana(cpus) : undefined,
    ms: arranques.map((a) => a.ms),
    cpuS: cpus,
  };
}

async function saudeOk(): Promise<boolean> {
  try {
    const resposta = await fetch(`http://127.0.0.1:${PORTA}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return resposta.status === 200;
  } catch {
    return false;
  }
}

/** Ends `npm start` and everything it started (its own process group), and waits for it. */
async function parar(processo: ChildProcess): Promise<void> {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const saiu = new Promise((resolve) => processo.once('exit', resolve));
  process.kill(-processo.pid!, 'SIGTERM');
  await saiu;
  // npm may exit before the server it started: wait until the port is free.
  while (await saudeOk()) await new Promise((r) => setTimeout(r, 50));
}

/** Runs `npm start` (or a shell command) and measures until /api/health answers 200; then stops it. */
async function arrancar(env: NodeJS.ProcessEnv, comando?: string): Promise<Arranque> {
  if (await saudeOk()) throw new Error(`a porta ${PORTA} já está em uso`);
  const inicio = performance.now();
  const [programa, args] = comando ? ['sh', ['-c', comando]] : ['npm', ['start']];
  const processo = spawn(programa, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  processo.stdout!.on('data', (d) => (saida += String(d)));
  processo.stderr!.on('data', (d) => (saida += String(d)));
  try {
    while (!(await saudeOk())) {
      if (processo.exitCode !== null) throw new Error(`npm start saiu:\n${saida}`);
      if (performance.now() - inicio > LIMITE_MS) throw new Error(`sem resposta:\n${saida}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Math.round(performance.now() - inicio);
    return { ms, cpuS: cpuDaSessao(processo.pid!), saida };
  } finally {
    await parar(processo);
  }
}

async function main() {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-arranque-'));
  const tmp = path.join(pasta, 'tmp');
  fs.mkdirSync(tmp);
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORTA),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(pasta, 'data'),
    WEB_DIST_DIR: path.join(pasta, 'dist'),
    TMPDIR: tmp,
    REDIS_URL: 'off',
  };
  delete base.DATABASE_URL;
  const resultado: Record<string, unknown> = {
    comando: 'npm start',
    condicoes: `load average ${os.loadavg()[0]!.toFixed(2)} ao começar; REDIS_URL=off`,
  };
  try {
    const fresco = await arrancar(base);
    if (!fresco.saida.includes('[web] gerando o build')) throw new Error('o build não rodou');
    console.log(`fresco (build + banco novo + demo): ${fresco.ms} ms, CPU ${fresco.cpuS} s`);
    resultado.fresco = { ms: fresco.ms, cpuS: fresco.cpuS };

    const comparar = process.env.BENCH_COMPARAR;
    const existentes: Arranque[] = [];
    const comparados: Arranque[] = [];
    for (let i = 0; i < REPETICOES; i++) {
      existentes.push(await arrancar(base));
      if (comparar) comparados.push(await arrancar(base, comparar));
    }
    resultado.existente = resumo(existentes);
    console.log(`existente (PGlite): ${JSON.stringify(resultado.existente)}`);
    if (comparar) {
      resultado.comparado = { comando: comparar, ...resumo(comparados) };
      console.log(`comparado (${comparar}): ${JSON.stringify(resultado.comparado)}`);
    }

    const databaseUrl = await freshDatabaseUrl();
    if (databaseUrl) {
      const comPostgres = { ...base, DATABASE_URL: databaseUrl };
      const primeiro = await arrancar(comPostgres);
      const seguintes: Arranque[] = [];
      for (let i = 0; i < REPETICOES; i++) seguintes.push(await arrancar(comPostgres));
      resultado.postgres = { primeiroMs: primeiro.ms, seguintes: resumo(seguintes) };
      console.log(`PostgreSQL: ${JSON.stringify(resultado.postgres)}`);
    }
    console.log(`resultado: ${salvarResultado('arranque', resultado)}`);
  } finally {
    fs.rmSync(pasta, { recursive: true, force: true });
  }
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
