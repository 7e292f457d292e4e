import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TrabalhoDeImpressao } from '@cardapio/shared-events';
import { iniciarImpressoraFalsa, type ImpressoraFalsa } from '../../testing/impressora-falsa';
import { salvarCredenciais } from './parear';
import { iniciarServidorDeTeste, type ServidorDeTeste } from './servidor-de-teste';

/**
 * The agent as it runs on the restaurant's computer: the CLI in its own process, killed without
 * warning (SIGKILL) in the middle of its work and started again on the same data folder.
 */

const RAIZ = path.join(__dirname, '..', '..');

interface Processo {
  filho: ChildProcess;
  saida: () => string;
  fim: Promise<number | null>;
}

function iniciarCli(argumentos: string[]): Processo {
  const filho = spawn(
    process.execPath,
    ['--import', 'tsx', 'impressora/src/cli.ts', ...argumentos],
    { cwd: RAIZ, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  let saida = '';
  filho.stdout!.on('data', (d: Buffer) => (saida += d.toString('utf8')));
  filho.stderr!.on('data', (d: Buffer) => (saida += d.toString('utf8')));
  const fim = new Promise<number | null>((resolve) =>
    filho.on('exit', (codigo) => resolve(codigo)),
  );
  return { filho, saida: () => saida, fim };
}

const rodape = (t: TrabalhoDeImpressao) => `Trabalho #${t.id} v${t.versao}`;

describe('o agente em processo (CLI)', () => {
  let servidor: ServidorDeTeste;
  let impressora: ImpressoraFalsa;
  let pasta: string;
  const processos: Processo[] = [];

  beforeEach(async () => {
    servidor = await iniciarServidorDeTeste({ token: 'tok-cli' });
    impressora = await iniciarImpressoraFalsa();
    pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'agente-cli-'));
  });
  afterEach(async () => {
    for (const p of processos.splice(0)) if (p.filho.exitCode === null) p.filho.kill('SIGKILL');
    await servidor.parar();
    await impressora.parar();
    await fs.rm(pasta, { recursive: true, force: true });
  });

  const trabalho = (id: number): TrabalhoDeImpressao => ({
    id,
    versao: 1,
    empresa_id: 1,
    impressora: {
      id: 1,
      nome: 'Cozinha',
      conexao: 'rede',
      endereco: '127.0.0.1',
      porta: impressora.porta,
      largura: 58,
      copias: 1,
    },
    documento: {
      titulo: `Ticket #${id}`,
      linhas: [{ tipo: 'texto', texto: `PEDIDO #${id} — Pão de queijo`, grande: true }],
    },
    criado_em: new Date().toISOString(),
  });
  const impressos = (t: TrabalhoDeImpressao) =>
    impressora.tickets().filter((k) => k.linhas.at(-1)?.trim() === rodape(t)).length;

  it('morto no meio e reiniciado: o trabalho já no diário não sai de novo; o que não estava, sai', async () => {
    await salvarCredenciais(pasta, {
      servidor: servidor.url,
      token: 'tok-cli',
      agente: { id: 1, empresa_id: 1, nome: 'Caixa' },
      pareado_em: new Date().toISOString(),
    });
    const primeiro = iniciarCli(['--dados', pasta]);
    processos.push(primeiro);
    await servidor.aguardarConectados(1, 15_000);

    // A: printed and journaled, but its answer never acknowledged (the server went down).
    servidor.semConfirmar(true);
    const a = trabalho(501);
    servidor.enviar(a);
    await servidor.aguardarResultado((r) => r.id === a.id && r.estado === 'impresso');
    // B: on paper, but the printer has not finished taking it when the agent dies: not journaled.
    impressora.segurar(true);
    const b = trabalho(502);
    servidor.enviar(b);
    await impressora.aguardar(2);
    primeiro.filho.kill('SIGKILL');
    await primeiro.fim;
    await servidor.aguardarConectados(0);
    impressora.segurar(false);
    servidor.semConfirmar(false);
    expect(servidor.resultados.some((r) => r.id === b.id)).toBe(false);

    const segundo = iniciarCli(['--dados', pasta]);
    processos.push(segundo);
    await servidor.aguardarConectados(1, 15_000);
    const antes = servidor.resultados.length;
    servidor.enviar(a); // the server sends every job still pending again
    servidor.enviar(b);
    const depois = () => servidor.resultados.slice(antes);
    await servidor.aguardarResultado(
      () => depois().some((r) => r.id === a.id) && depois().some((r) => r.id === b.id),
    );
    expect(depois().filter((r) => r.id === a.id || r.id === b.id)).toEqual(
      expect.arrayContaining([
        { id: a.id, versao: 1, estado: 'impresso' },
        { id: b.id, versao: 1, estado: 'impresso' },
      ]),
    );
    expect(impressos(a)).toBe(1);
    expect(impressos(b)).toBe(2); // at least once: the one cut off, and its reprint
    expect(segundo.saida()).toContain(`Trabalho #${a.id} v1 (Cozinha): já impresso antes`);

    // SIGTERM: a clean stop.
    segundo.filho.kill('SIGTERM');
    expect(await segundo.fim).toBe(0);
  });

  it('pareia pela linha de comando; um código errado sai com a mensagem do servidor', async () => {
    const errado = iniciarCli(['--servidor', servidor.url, '--codigo', '999999', '--dados', pasta]);
    processos.push(errado);
    expect(await errado.fim).toBe(1);
    expect(errado.saida()).toContain(
      'Pareamento recusado: Código de pareamento inválido ou expirado.',
    );

    const certo = iniciarCli(['--servidor', servidor.url, '--codigo', '123456', '--dados', pasta]);
    processos.push(certo);
    // The test server hands out its own token ('tok-cli') on pairing: the agent connects with it.
    await servidor.aguardarConectados(1, 15_000);
    expect(certo.saida()).toContain('Pareado como "Caixa"');
    certo.filho.kill('SIGINT');
    expect(await certo.fim).toBe(0);
  });
});
