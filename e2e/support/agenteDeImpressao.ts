import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The print agent (issue 30) as a restaurant runs it: the CLI of the impressora workspace
 * (`npm run impressora -- --servidor … --codigo …`) in a process of its own, paired with a code
 * from /api/impressoras/agentes, its token and journal in a data folder of its own (never the
 * user's ~/.cardapio-impressora).
 */
export interface AgenteDaCli {
  /** What it printed so far (stdout and stderr, the last 20,000 characters). */
  saida(): string;
  /** Whether the process is still running. */
  vivo(): boolean;
  /** SIGTERM (SIGKILL if it has not gone in 5 s), waits for the exit, removes its data folder. */
  parar(): Promise<void>;
}

const raiz = path.resolve(__dirname, '..', '..');

export function iniciarAgentePelaCli(opcoes: {
  servidor: string;
  codigo: string;
  nome: string;
}): AgenteDaCli {
  const dados = fs.mkdtempSync(path.join(os.tmpdir(), 'cardapio-impressora-e2e-'));
  // What `npm run impressora` runs, with node itself as the child (no npm wrapper in between),
  // so SIGTERM reaches the agent and nothing is left behind.
  const filho = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'impressora/src/cli.ts',
      '--servidor',
      opcoes.servidor,
      '--codigo',
      opcoes.codigo,
      '--nome',
      opcoes.nome,
      '--dados',
      dados,
    ],
    { cwd: raiz, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let saida = '';
  const guardar = (parte: Buffer) => {
    saida = (saida + parte.toString()).slice(-20_000);
  };
  filho.stdout.on('data', guardar);
  filho.stderr.on('data', guardar);
  const vivo = () => filho.exitCode === null && filho.signalCode === null;
  // A worker torn down mid-journey (a timeout) takes the agent with it.
  const levarJunto = () => filho.kill('SIGKILL');
  process.once('exit', levarJunto);
  const saiu = new Promise<void>((resolve) =>
    filho.once('exit', () => {
      process.removeListener('exit', levarJunto);
      resolve();
    }),
  );

  return {
    saida: () => saida,
    vivo,
    async parar() {
      if (vivo()) {
        filho.kill('SIGTERM');
        const forcar = setTimeout(() => filho.kill('SIGKILL'), 5_000);
        await saiu;
        clearTimeout(forcar);
      }
      fs.rmSync(dados, { recursive: true, force: true });
    },
  };
}
