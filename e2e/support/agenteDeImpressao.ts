import { spawn } from 'node:child_process';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auth } from './api';

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

interface ListaDaApi {
  agentes: { id: number; conectado: boolean }[];
}

/**
 * A computer paired through the API with the agent's CLI running on it (connected, as the API
 * says), and its printer of kitchen tickets at `porta` on this machine. `limpar` stops the agent,
 * deletes the printer with its jobs (nothing left to alert later specs) and revokes the computer.
 */
export async function agenteComImpressora(
  request: APIRequestContext,
  opcoes: { token: string; servidor: string; porta: number; nome: string },
) {
  const headers = auth(opcoes.token);
  const novo = await request.post('/api/impressoras/agentes', {
    headers,
    data: { nome: 'Computador da cozinha' },
  });
  expect(novo.status(), await novo.text()).toBe(201);
  const { codigo, agente: criado } = (await novo.json()) as {
    codigo: string;
    agente: { id: number };
  };
  const agente = iniciarAgentePelaCli({
    servidor: opcoes.servidor,
    codigo,
    nome: 'PC da cozinha (e2e)',
  });
  let impressoraId: number | undefined;
  const limpar = async (info?: TestInfo) => {
    await agente.parar();
    if (info)
      await info.attach('agente-de-impressao.log', {
        body: agente.saida(),
        contentType: 'text/plain',
      });
    if (impressoraId) await request.delete(`/api/impressoras/${impressoraId}`, { headers });
    await request.delete(`/api/impressoras/agentes/${criado.id}`, { headers });
  };
  try {
    await expect
      .poll(
        async () => {
          expect(agente.vivo(), `o agente saiu:\n${agente.saida()}`).toBe(true);
          const lista = await request.get('/api/impressoras', { headers });
          expect(lista.ok(), await lista.text()).toBe(true);
          return ((await lista.json()) as ListaDaApi).agentes.find((a) => a.id === criado.id)
            ?.conectado;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const cadastrada = await request.post('/api/impressoras', {
      headers,
      data: {
        nome: opcoes.nome,
        agente_id: criado.id,
        conexao: 'rede',
        endereco: '127.0.0.1',
        porta: opcoes.porta,
        documentos: ['cozinha'],
        automatica: true,
        ativo: true,
      },
    });
    expect(cadastrada.status(), await cadastrada.text()).toBe(201);
    impressoraId = ((await cadastrada.json()) as { id: number }).id;
  } catch (erro) {
    await limpar();
    throw erro;
  }
  return { agente, limpar };
}
