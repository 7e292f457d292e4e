import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { postgresUrlFor } from '@cardapio/core/testing';

/**
 * A gateway of a journey's own, for journeys that stop and start the server (a deploy, a crash)
 * without disturbing the shared one of Playwright's webServer: its own port, data folder (or
 * PostgreSQL database, when DATABASE_URL is set as in CI), in-process queue, and the SPA the
 * webServer step already built.
 */
export interface GatewayProprio {
  url: string;
  /** Stops the process with that signal and waits until it has exited. */
  parar(sinal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again (same port and data) and waits until /api/health answers. */
  iniciar(): Promise<void>;
  /** Stops it for good and removes its data. */
  encerrar(): Promise<void>;
}

const raiz = path.resolve(__dirname, '..', '..');
const INICIO_MAXIMO_MS = 90_000;

async function comBanco<T>(databaseUrl: string, fazer: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await fazer(admin);
  } finally {
    await admin.end();
  }
}

/** Resolves once `/api/health` answers 200; fails if the process exits first or takes too long. */
async function esperarSaude(url: string, processo: ChildProcess, saida: () => string) {
  const limite = Date.now() + INICIO_MAXIMO_MS;
  while (Date.now() < limite) {
    if (processo.exitCode !== null || processo.signalCode !== null)
      throw new Error(`o gateway saiu ao iniciar (${processo.exitCode}):\n${saida()}`);
    try {
      const resposta = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (resposta.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`o gateway não respondeu em ${INICIO_MAXIMO_MS} ms:\n${saida()}`);
}

/**
 * `envExtra` adds to (or overrides) the gateway's environment, e.g. `WHATSAPP_BASE_URL` for a
 * local stand-in of an outside service.
 */
export async function gatewayProprio(
  nome: string,
  porta: number,
  envExtra: NodeJS.ProcessEnv = {},
): Promise<GatewayProprio> {
  const run = (process.env.E2E_RUN_ID ?? String(Date.now())).replace(/\D/g, '');
  const dataDir = path.join(raiz, 'data', `e2e-${run}-${nome}`);
  const url = `http://localhost:${porta}`;
  // Named after the run: the webServer's sweep drops it once the run is 3 h old.
  const banco = `cardapio_e2e_${run}_${nome}`;
  const baseDoServidor = process.env.DATABASE_URL;
  if (baseDoServidor) {
    await comBanco(baseDoServidor, async (admin) => {
      await admin.query(`drop database if exists ${banco} with (force)`);
      await admin.query(`create database ${banco}`);
    });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(porta),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    REDIS_URL: 'off',
    QUEUE_PREFIX: `cardapio-e2e-${run}-${nome}`,
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_ACCOUNT_MAX: '1000',
    RATE_LIMIT_CHAMADAS_MAX: '1000',
    SMTP_URL: '',
    ...(baseDoServidor ? { DATABASE_URL: postgresUrlFor(baseDoServidor, banco) } : {}),
    ...envExtra,
  };

  let processo: ChildProcess | null = null;
  let saida = '';
  async function iniciar() {
    saida = '';
    const ocupada = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (ocupada)
      throw new Error(`a porta ${porta} já tem um servidor (de uma tentativa anterior?)`);
    // Node itself runs the gateway (no npx/tsx wrapper), so a signal reaches the server.
    const filho = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: raiz,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const guardar = (parte: Buffer) => {
      saida = (saida + parte.toString()).slice(-4000);
    };
    filho.stdout?.on('data', guardar);
    filho.stderr?.on('data', guardar);
    processo = filho;
    // A worker torn down mid-journey (a timeout) must not leave the gateway on the port: the
    // retry's gateway would fail to listen while the old one answered its health check.
    const levarJunto = () => filho.kill('SIGKILL');
    process.once('exit', levarJunto);
    filho.once('exit', () => process.removeListener('exit', levarJunto));
    await esperarSaude(url, filho, () => saida);
  }

  async function parar(sinal: 'SIGTERM' | 'SIGKILL') {
    const filho = processo;
    if (!filho || filho.exitCode !== null || filho.signalCode !== null) return;
    const saiu = new Promise((r) => filho.once('exit', r));
    filho.kill(sinal);
    await saiu;
    processo = null;
  }

  await iniciar();
  return {
    url,
    parar,
    iniciar,
    async encerrar() {
      await parar('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (baseDoServidor) {
        await comBanco(baseDoServidor, (admin) =>
          admin.query(`drop database if exists ${banco} with (force)`),
        );
      }
    },
  };
}
