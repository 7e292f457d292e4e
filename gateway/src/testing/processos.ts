/**
 * Real processes for the several-nodes tests: gateways and workers started from their entry
 * points (as `npm start` and docker-compose do), a redis-server of the test's own on its own
 * port, a PostgreSQL database copied from the run's template, and HAProxy (Debian's package) as
 * the balancer in front of the gateways. The benchmarks start their servers with `iniciar` and
 * `esperarPronto` too (bench/support.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withAdmin, pgTemplateDb, postgresUrlFor } from '@cardapio/core/testing';

const RAIZ = path.resolve(__dirname, '..', '..', '..');
/** `node --import tsx`: one process (tsx's CLI would run the server in a child a SIGKILL misses). */
const COM_TSX = ['--import', 'tsx'];
export const JWT_SECRET_DO_CLUSTER = 'segredo-do-cluster-de-teste-com-32-caracteres';

const temBinario = (nome: string) => spawnSync('sh', ['-c', `command -v ${nome}`]).status === 0;

/** What these tests need: PostgreSQL (DATABASE_URL), redis-server and haproxy on this machine. */
export function clusterDisponivel(): { ok: boolean; falta: string[] } {
  const falta = [
    ...(process.env.DATABASE_URL ? [] : ['PostgreSQL (DATABASE_URL)']),
    ...(temBinario('redis-server') ? [] : ['redis-server']),
    ...(temBinario('haproxy') ? [] : ['haproxy']),
  ];
  return { ok: falta.length === 0, falta };
}

/** A free TCP port on 127.0.0.1. */
export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `condicao` every 100 ms; past `ms` fails saying what it waited for (`oQue`, read then). */
async function ate(
  condicao: () => Promise<boolean> | boolean,
  ms: number,
  oQue: string | (() => string),
) {
  const inicio = Date.now();
  while (!(await condicao())) {
    if (Date.now() - inicio > ms)
      throw new Error(`tempo esgotado esperando ${typeof oQue === 'function' ? oQue() : oQue}`);
    await esperar(100);
  }
}

export interface Processo {
  nome: string;
  filho: ChildProcess;
  saida: () => string;
  /** Resolves when the process has exited (with its code or signal). */
  terminou: Promise<number | string | null>;
  matar(sinal?: NodeJS.Signals): Promise<void>;
}

/** A child process whose output is kept; `cwd` defaults to this checkout's root. */
export function iniciar(
  nome: string,
  comando: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { cwd = RAIZ }: { cwd?: string } = {},
): Processo {
  const filho = spawn(comando, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let saida = '';
  filho.stdout!.on('data', (d) => (saida += String(d)));
  filho.stderr!.on('data', (d) => (saida += String(d)));
  const terminou = new Promise<number | string | null>((resolve) =>
    filho.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    nome,
    filho,
    saida: () => saida,
    terminou,
    async matar(sinal: NodeJS.Signals = 'SIGTERM') {
      if (filho.exitCode === null && filho.signalCode === null) filho.kill(sinal);
      await terminou;
    },
  };
}

/** Waits until `pronto` holds; fails at once, with its output, if the process ends first. */
export async function esperarPronto(
  processo: Processo,
  pronto: () => Promise<boolean> | boolean,
  ms: number,
): Promise<void> {
  await ate(
    () => {
      if (processo.filho.exitCode !== null)
        throw new Error(`${processo.nome} terminou:\n${processo.saida()}`);
      return pronto();
    },
    ms,
    () => `${processo.nome}; sua saída até aqui:\n${processo.saida()}`,
  );
}

/** Whether GET `url` answers 2xx now (false while nothing listens). */
async function respondeOk(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * A redis-server of the test's own, so the test may stop it. Its data folder keeps an
 * append-only file (fsync always): stopped and started again on the same folder it still holds
 * the queued jobs, as a production Redis restarting does.
 */
export async function iniciarRedis(porta: number, dir: string): Promise<Processo> {
  fs.mkdirSync(dir, { recursive: true });
  const redis = iniciar(
    `redis:${porta}`,
    'redis-server',
    [
      '--port',
      String(porta),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
    ],
    process.env,
  );
  await ate(() => redis.saida().includes('Ready to accept connections'), 10_000, 'o Redis');
  return redis;
}

/** A fresh PostgreSQL database with the migrations and the demo seed (the run's template). */
export async function criarBanco(): Promise<{ url: string; apagar(): Promise<void> }> {
  const base = process.env.DATABASE_URL!;
  const nome = `cardapio_vivo_cluster_${randomBytes(5).toString('hex')}`;
  await withAdmin(base, (c) => c.query(`create database ${nome} template ${pgTemplateDb()}`));
  return {
    url: postgresUrlFor(base, nome),
    apagar: () =>
      withAdmin(base, (c) => c.query(`drop database if exists ${nome} with (force)`)).then(
        () => undefined,
      ),
  };
}

export interface AmbienteDoCluster {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** Extra variables for every process (limits, TTLs). */
  extra?: NodeJS.ProcessEnv;
}

function envDoProcesso(amb: AmbienteDoCluster, proprio: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: JWT_SECRET_DO_CLUSTER,
    DATABASE_URL: amb.databaseUrl,
    REDIS_URL: amb.redisUrl,
    QUEUE_PREFIX: amb.queuePrefix,
    SEED: 'false',
    HOST: '127.0.0.1',
    ...amb.extra,
    ...proprio,
  };
}

/** A gateway process (RUN_WORKERS=false, as behind a balancer); resolves when it answers. */
export async function iniciarGateway(
  nome: string,
  porta: number,
  amb: AmbienteDoCluster,
): Promise<Processo> {
  const gw = iniciar(
    nome,
    process.execPath,
    [...COM_TSX, 'gateway/src/main.ts'],
    envDoProcesso(amb, { PORT: String(porta), RUN_WORKERS: 'false' }),
  );
  await esperarPronto(gw, () => respondeOk(`http://127.0.0.1:${porta}/api/health`), 90_000);
  return gw;
}

/** The workers process (BullMQ processors); resolves when it says it is processing. */
export async function iniciarWorkers(amb: AmbienteDoCluster): Promise<Processo> {
  const w = iniciar(
    'workers',
    process.execPath,
    [...COM_TSX, 'workers/src/main.ts'],
    envDoProcesso(amb, {}),
  );
  await esperarPronto(w, () => w.saida().includes('processando filas'), 90_000);
  return w;
}

/**
 * HAProxy in front of the gateways: round robin, a cookie (GW) that keeps a client on its gateway
 * (Socket.IO long-polling needs it), health checks every 200 ms (out after two failures), and a dead gateway's clients
 * sent to the other one (option redispatch).
 */
export async function iniciarBalanceador(
  porta: number,
  gateways: Array<{ nome: string; porta: number }>,
): Promise<Processo & { arquivo: string }> {
  const arquivo = path.join(os.tmpdir(), `haproxy-cardapio-${porta}.cfg`);
  const servidores = gateways
    .map(
      (g) =>
        `  server ${g.nome} 127.0.0.1:${g.porta} check cookie ${g.nome} inter 200ms fall 2 rise 2`,
    )
    .join('\n');
  fs.writeFileSync(
    arquivo,
    `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option redispatch
  retries 2
  option forwardfor

frontend web
  bind 127.0.0.1:${porta}
  default_backend gateways

backend gateways
  balance roundrobin
  cookie GW insert indirect nocache
  option httpchk GET /api/health
  # A gateway answering slowly on a busy machine is not a dead one: a check may take 2 s, and
  # two failed checks in a row (a killed gateway refuses at once: ~400 ms) take it out.
  timeout check 2s
  http-response set-header X-Gateway %s
${servidores}
`,
  );
  const check = spawnSync('haproxy', ['-c', '-f', arquivo]);
  if (check.status !== 0)
    throw new Error(`haproxy -c: ${String(check.stderr)}${String(check.stdout)}`);
  const proxy = iniciar('haproxy', 'haproxy', ['-db', '-f', arquivo], process.env);
  await esperarPronto(proxy, () => respondeOk(`http://127.0.0.1:${porta}/api/health`), 15_000);
  return { ...proxy, arquivo };
}

export { ate, esperar };
