import fs from 'node:fs/promises';
import net from 'node:net';
import type { ImpressoraDoTrabalho } from '@cardapio/shared-events';

/**
 * Sends a job's bytes to its printer: raw TCP ('rede': port 9100 of most network printers) or
 * appended to a path ('arquivo': a USB device such as /dev/usb/lp0, a shared printer, a file).
 * Resolves only once the printer took every byte; rejects with an Error whose message the
 * server shows as is ('Impressora Cozinha offline: conexão recusada').
 */

export interface OpcoesDoEnvio {
  /** How long to wait for the printer to accept the connection ('rede'). */
  tempoDeConexaoMs?: number;
  /** How long the whole send may take, connection included. */
  tempoTotalMs?: number;
}

const PORTA_PADRAO = 9100;
const TEMPO_DE_CONEXAO_MS = 5_000;
const TEMPO_TOTAL_MS = 10_000;

type Impressora = Pick<ImpressoraDoTrabalho, 'nome' | 'conexao' | 'endereco' | 'porta'>;

export async function enviarParaImpressora(
  impressora: Impressora,
  bytes: Uint8Array,
  opcoes: OpcoesDoEnvio = {},
): Promise<void> {
  if (impressora.conexao === 'arquivo') return escreverNoCaminho(impressora, bytes, opcoes);
  return enviarPelaRede(impressora, bytes, opcoes);
}

/** What a network error means, said to the restaurant. */
function motivoDaRede(erro: NodeJS.ErrnoException): string {
  switch (erro.code) {
    case 'ECONNREFUSED':
      return 'conexão recusada';
    case 'ETIMEDOUT':
      return 'tempo esgotado';
    case 'EHOSTUNREACH':
    case 'EHOSTDOWN':
      return 'endereço inalcançável';
    case 'ENETUNREACH':
    case 'ENETDOWN':
      return 'rede inalcançável';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'endereço não encontrado';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
      return 'conexão interrompida';
    default:
      return erro.message;
  }
}

function enviarPelaRede(impressora: Impressora, bytes: Uint8Array, opcoes: OpcoesDoEnvio) {
  const tempoDeConexao = opcoes.tempoDeConexaoMs ?? TEMPO_DE_CONEXAO_MS;
  const tempoTotal = opcoes.tempoTotalMs ?? TEMPO_TOTAL_MS;
  return new Promise<void>((resolve, reject) => {
    let conectado = false;
    let acabou = false;
    const socket = net.createConnection({
      host: impressora.endereco,
      port: impressora.porta ?? PORTA_PADRAO,
    });
    const encerrar = (erro?: string) => {
      if (acabou) return;
      acabou = true;
      clearTimeout(limiteDaConexao);
      clearTimeout(limiteTotal);
      if (erro === undefined) {
        resolve();
        return;
      }
      socket.destroy();
      // Before the printer answered it is offline; after, it stopped in the middle.
      reject(
        new Error(
          conectado
            ? `Impressora ${impressora.nome} não terminou de receber: ${erro}`
            : `Impressora ${impressora.nome} offline: ${erro}`,
        ),
      );
    };
    const limiteDaConexao = setTimeout(() => encerrar('tempo esgotado'), tempoDeConexao);
    const limiteTotal = setTimeout(() => encerrar('tempo esgotado'), tempoTotal);
    socket.once('connect', () => {
      conectado = true;
      clearTimeout(limiteDaConexao);
      socket.end(bytes);
    });
    socket.on('error', (erro: NodeJS.ErrnoException) => encerrar(motivoDaRede(erro)));
    // Done when every byte left and the printer closed its side too (it read up to our end).
    socket.once('close', (comErro) => {
      if (comErro) return;
      if (socket.writableFinished) encerrar();
      else encerrar('conexão encerrada pela impressora');
    });
  });
}

/** What a file system error means for a printer at a path. */
function motivoDoCaminho(erro: NodeJS.ErrnoException): string {
  switch (erro.code) {
    case 'ENOENT':
      return 'caminho não encontrado';
    case 'EACCES':
    case 'EPERM':
      return 'sem permissão para escrever';
    case 'EBUSY':
      return 'dispositivo ocupado';
    case 'EISDIR':
      return 'o caminho é uma pasta';
    case 'ENXIO':
    case 'ENODEV':
      return 'dispositivo desconectado';
    case 'EIO':
      return 'erro de entrada e saída';
    case 'ENOSPC':
      return 'sem espaço';
    default:
      return erro.message;
  }
}

async function escreverNoCaminho(impressora: Impressora, bytes: Uint8Array, opcoes: OpcoesDoEnvio) {
  const tempoTotal = opcoes.tempoTotalMs ?? TEMPO_TOTAL_MS;
  let limite: NodeJS.Timeout | undefined;
  // A device that stopped answering may hold the write forever: give up on it in time.
  const esgotado = new Promise<never>((_, reject) => {
    limite = setTimeout(() => reject(new Error('tempo esgotado')), tempoTotal);
  });
  try {
    await Promise.race([fs.appendFile(impressora.endereco, bytes), esgotado]);
  } catch (erro) {
    const e = erro as NodeJS.ErrnoException;
    const motivo = e.code ? motivoDoCaminho(e) : e.message;
    throw new Error(`Impressora ${impressora.nome} offline: ${motivo} (${impressora.endereco})`, {
      cause: erro,
    });
  } finally {
    clearTimeout(limite);
  }
}
