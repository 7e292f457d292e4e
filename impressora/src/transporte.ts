import fs from 'node:fs/promises';
import net from 'node:net';
import { motivoSemPapel, type ImpressoraDoTrabalho } from '@cardapio/shared-events';

/**
 * Sends a job's bytes to its printer: raw TCP ('rede': port 9100 of most network printers) or
 * appended to a path ('arquivo': a USB device such as /dev/usb/lp0, a shared printer, a file).
 * Resolves only once the printer took every byte; rejects with an Error whose message the
 * server shows as is ('Impressora Cozinha offline: conexão recusada').
 *
 * Before a job, a network printer is asked for its paper sensor (DLE EOT 4, ESC/POS real-time
 * status: Epson, Elgin, Bematech answer one byte): out of paper, the job fails ('Impressora
 * Cozinha sem papel') and the server sends it again later. A printer that does not answer in
 * time prints as before, and is not asked again until it has been unreachable.
 */

export interface OpcoesDoEnvio {
  /** How long to wait for the printer to accept the connection ('rede'). */
  tempoDeConexaoMs?: number;
  /** How long the whole send may take, connection included. */
  tempoTotalMs?: number;
  /** How long to wait for the answer to the paper status request ('rede'). */
  esperaDoStatusMs?: number;
}

const PORTA_PADRAO = 9100;
const TEMPO_DE_CONEXAO_MS = 5_000;
const TEMPO_TOTAL_MS = 10_000;
const ESPERA_DO_STATUS_MS = 400;

/** DLE EOT 4: the roll paper sensor's status. */
const PEDIDO_DE_STATUS_DO_PAPEL = Uint8Array.of(0x10, 0x04, 0x04);
/** Bits 5 and 6 of its answer: the paper ran out. */
const SEM_PAPEL = 0x60;
/** A status byte has bits 1 and 4 set, 0 and 7 clear: anything else is not an answer to it. */
const ehStatus = (b: number) => (b & 0x93) === 0x12;

/**
 * Printers ('host:porta') that did not answer the status request: cheap ones ignore it, and
 * waiting for it before each of their jobs would only delay the tickets.
 */
const semStatus = new Set<string>();

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
  const esperaDoStatus = opcoes.esperaDoStatusMs ?? ESPERA_DO_STATUS_MS;
  const porta = impressora.porta ?? PORTA_PADRAO;
  const chave = `${impressora.endereco}:${porta}`;
  return new Promise<void>((resolve, reject) => {
    let conectado = false;
    let acabou = false;
    let aguardandoStatus = false;
    let limiteDoStatus: NodeJS.Timeout | undefined;
    const socket = net.createConnection({ host: impressora.endereco, port: porta });
    const terminar = (mensagem?: string) => {
      if (acabou) return;
      acabou = true;
      clearTimeout(limiteDaConexao);
      clearTimeout(limiteTotal);
      clearTimeout(limiteDoStatus);
      if (mensagem === undefined) {
        resolve();
        return;
      }
      socket.destroy();
      reject(new Error(mensagem));
    };
    const encerrar = (erro: string) => {
      // Unreachable: it may come back as another printer, or set otherwise; ask it again then.
      if (!conectado) semStatus.delete(chave);
      // Before the printer answered it is offline; after, it stopped in the middle.
      terminar(
        conectado
          ? `Impressora ${impressora.nome} não terminou de receber: ${erro}`
          : `Impressora ${impressora.nome} offline: ${erro}`,
      );
    };
    const imprimir = () => {
      aguardandoStatus = false;
      clearTimeout(limiteDoStatus);
      socket.end(bytes);
    };
    const limiteDaConexao = setTimeout(() => encerrar('tempo esgotado'), tempoDeConexao);
    const limiteTotal = setTimeout(() => encerrar('tempo esgotado'), tempoTotal);
    socket.once('connect', () => {
      conectado = true;
      clearTimeout(limiteDaConexao);
      if (semStatus.has(chave)) {
        imprimir();
        return;
      }
      aguardandoStatus = true;
      socket.write(PEDIDO_DE_STATUS_DO_PAPEL);
      limiteDoStatus = setTimeout(() => {
        semStatus.add(chave);
        imprimir();
      }, esperaDoStatus);
    });
    // Read all the printer says (a late answer too), or its closing would go unseen. Automatic
    // status back, on in some printers, comes in bytes that never pass for the answer.
    socket.on('data', (recebido: Buffer) => {
      const status = recebido.find(ehStatus);
      if (!aguardandoStatus || status === undefined) return;
      if ((status & SEM_PAPEL) === SEM_PAPEL) terminar(motivoSemPapel(impressora.nome));
      else imprimir();
    });
    socket.on('error', (erro: NodeJS.ErrnoException) => encerrar(motivoDaRede(erro)));
    // Done when every byte left and the printer closed its side too (it read up to our end).
    socket.once('close', (comErro) => {
      if (comErro) return;
      if (socket.writableFinished) terminar();
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
