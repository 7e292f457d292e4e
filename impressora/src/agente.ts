import { setTimeout as dormir } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import {
  CONEXOES_DE_IMPRESSORA,
  LARGURAS_DE_PAPEL,
  type ResultadoDaImpressao,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import { abrirDiario } from './diario';
import { codificar } from './escpos';
import { enviarParaImpressora, type OpcoesDoEnvio } from './transporte';

/**
 * The print agent (issue 30): connected to the server with its device token, it gets each print
 * job ('impressao:trabalho'), prints it on its printer and answers ('impressao:resultado') until
 * the server acknowledges the answer. Each printer prints its jobs in the order they came, apart
 * from the others (a printer that is down holds only its own). A job printed before (the journal
 * says so) is answered 'impresso' again without a second ticket; a job that failed is answered
 * 'falhou' with why, and the server sends it again later: the agent does not retry on its own.
 */

export interface OpcoesDoAgente {
  servidor: string;
  token: string;
  /** Where the journal lives (the CLI's data folder). */
  pastaDeDados: string;
  /** One line per event, in Portuguese; stdout by default. */
  log?: (mensagem: string) => void;
  /** Time limits of each send to a printer. */
  envio?: OpcoesDoEnvio;
  /** How long to wait for the server's acknowledgement before sending an answer again. */
  esperaDaConfirmacaoMs?: number;
  /** After the server refused the token, how long before trying again. */
  esperaAposRecusaMs?: number;
}

export interface Agente {
  /** Disconnects, lets the prints under way finish and closes the journal. */
  parar(): Promise<void>;
  conectado(): boolean;
}

interface EventosDoServidor {
  'impressao:trabalho': (trabalho: TrabalhoDeImpressao) => void;
}
interface EventosDoAgente {
  /** The server acknowledges with `{ ok: true }` (`{ ok: false }`: not written, send again). */
  'impressao:resultado': (
    resultado: ResultadoDaImpressao,
    confirmar: (resposta?: { ok?: boolean }) => void,
  ) => void;
}

/** At most this many copies of one job (a typo in the printer's settings is not a roll of paper). */
const MAX_COPIAS = 10;

const agora = () => new Date().toLocaleTimeString('pt-BR', { hour12: false });
const logPadrao = (mensagem: string) => console.log(`${agora()} ${mensagem}`);
const mensagemDe = (erro: unknown) => (erro instanceof Error ? erro.message : String(erro));

const inteiroPositivo = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0;

/** Why a job cannot be printed as received, or null when it can. */
function problemaDoTrabalho(t: TrabalhoDeImpressao): string | null {
  const i = t.impressora as Partial<TrabalhoDeImpressao['impressora']> | undefined;
  if (!i || typeof i !== 'object') return 'sem impressora';
  if (!inteiroPositivo(i.id) || typeof i.nome !== 'string') return 'impressora sem id ou nome';
  if (!CONEXOES_DE_IMPRESSORA.includes(i.conexao!)) return `conexão desconhecida: ${i.conexao}`;
  if (typeof i.endereco !== 'string' || !i.endereco) return 'impressora sem endereço';
  if (!LARGURAS_DE_PAPEL.includes(i.largura!)) return `largura de papel desconhecida: ${i.largura}`;
  if (!t.documento || !Array.isArray(t.documento.linhas)) return 'documento sem linhas';
  return null;
}

export async function iniciarAgente(opcoes: OpcoesDoAgente): Promise<Agente> {
  const log = opcoes.log ?? logPadrao;
  const esperaDaConfirmacao = opcoes.esperaDaConfirmacaoMs ?? 10_000;
  const diario = await abrirDiario(opcoes.pastaDeDados);
  let parado = false;
  const parada = new AbortController();
  /** A pause that `parar()` cuts short. */
  const esperar = (ms: number) =>
    dormir(ms, undefined, { signal: parada.signal }).catch(() => undefined);

  /** Each printer's queue: the promise of its last job. */
  const filas = new Map<number, Promise<void>>();
  /** Jobs received and not answered yet ('id:versao'): a resend meanwhile is not queued twice. */
  const emAndamento = new Set<string>();
  /** Answers the server has not acknowledged yet, by 'id:versao' (the latest one of each job). */
  const respostas = new Map<string, ResultadoDaImpressao>();

  const socket: Socket<EventosDoServidor, EventosDoAgente> = io(opcoes.servidor, {
    auth: { token: opcoes.token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });

  let avisouQueda = false;
  socket.on('connect', () => {
    avisouQueda = false;
    log(`Conectado a ${opcoes.servidor}.`);
    for (const id of respostas.keys()) void enviarResposta(id);
  });
  let tentarDeNovo: NodeJS.Timeout | undefined;
  const esperaAposRecusa = opcoes.esperaAposRecusaMs ?? 30_000;
  socket.on('disconnect', (motivo) => {
    if (parado) return;
    log(`Desconectado do servidor (${motivo}); reconectando…`);
    // Put out by the server (an agent removed, a session ended): socket.io leaves it at that.
    if (motivo === 'io server disconnect')
      tentarDeNovo = setTimeout(() => socket.connect(), esperaAposRecusa);
  });
  socket.on('connect_error', (erro) => {
    if (parado) return;
    if (!socket.active) {
      // The server refused the token (removed agent, or a server with trouble): it will not
      // reconnect by itself.
      log(
        `O servidor recusou o agente: ${erro.message}. Se ele foi removido em Impressoras, pareie de novo com --codigo.`,
      );
      tentarDeNovo = setTimeout(() => socket.connect(), esperaAposRecusa);
      return;
    }
    if (!avisouQueda) log(`Sem conexão com o servidor (${erro.message}); tentando de novo…`);
    avisouQueda = true;
  });

  socket.on('impressao:trabalho', (trabalho) => {
    if (parado || !trabalho || typeof trabalho !== 'object') return;
    if (!inteiroPositivo(trabalho.id) || !inteiroPositivo(trabalho.versao)) {
      log('Trabalho sem id ou versão recebido; ignorado.');
      return;
    }
    const id = `${trabalho.id}:${trabalho.versao}`;
    const problema = problemaDoTrabalho(trabalho);
    if (problema) {
      log(`Trabalho #${trabalho.id} v${trabalho.versao} inválido: ${problema}.`);
      responder({ id: trabalho.id, versao: trabalho.versao, estado: 'falhou', erro: problema });
      return;
    }
    if (emAndamento.has(id)) return;
    emAndamento.add(id);
    const impressora = trabalho.impressora.id;
    const anterior = filas.get(impressora) ?? Promise.resolve();
    const atual = anterior
      .then(() => imprimir(trabalho))
      .catch((erro) => log(`Trabalho #${trabalho.id}: erro inesperado: ${mensagemDe(erro)}`))
      .finally(() => emAndamento.delete(id));
    filas.set(impressora, atual);
    void atual.then(() => {
      if (filas.get(impressora) === atual) filas.delete(impressora);
    });
  });

  async function imprimir(trabalho: TrabalhoDeImpressao) {
    const { id, versao, impressora } = trabalho;
    const nome = `Trabalho #${id} v${versao} (${impressora.nome})`;
    if (diario.jaImpresso(id, versao)) {
      log(`${nome}: já impresso antes; confirmado sem imprimir de novo.`);
      responder({ id, versao, estado: 'impresso' });
      return;
    }
    const copias = Math.min(Math.max(Math.floor(impressora.copias) || 1, 1), MAX_COPIAS);
    try {
      const via = codificar(trabalho.documento, impressora.largura, `Trabalho #${id} v${versao}`);
      const bytes = new Uint8Array(via.length * copias);
      for (let c = 0; c < copias; c++) bytes.set(via, c * via.length);
      await enviarParaImpressora(impressora, bytes, opcoes.envio);
    } catch (erro) {
      log(`${nome}: falhou: ${mensagemDe(erro)}`);
      responder({ id, versao, estado: 'falhou', erro: mensagemDe(erro) });
      return;
    }
    try {
      await diario.registrar(id, versao);
    } catch (erro) {
      // Printed all the same: say so; only a resend of it would print a second ticket.
      log(`${nome}: impresso, mas o diário não foi gravado: ${mensagemDe(erro)}`);
    }
    log(`${nome}: impresso${copias > 1 ? ` (${copias} vias)` : ''}.`);
    responder({ id, versao, estado: 'impresso' });
  }

  function responder(resultado: ResultadoDaImpressao) {
    const id = `${resultado.id}:${resultado.versao}`;
    respostas.set(id, resultado);
    void enviarResposta(id);
  }

  /** Answers being sent now, by 'id:versao'. */
  const enviando = new Set<string>();
  /**
   * Sends a job's answer until the server acknowledges it: no acknowledgement in time (a server
   * restarting) or `{ ok: false }` (it could not write it down) sends it again, less and less
   * often. Stops while disconnected; 'connect' starts it again.
   */
  async function enviarResposta(id: string) {
    if (enviando.has(id)) return;
    enviando.add(id);
    let tentativas = 0;
    try {
      while (!parado && socket.connected) {
        const resultado = respostas.get(id);
        if (!resultado) return;
        try {
          const resposta: unknown = await socket
            .timeout(esperaDaConfirmacao)
            .emitWithAck('impressao:resultado', resultado);
          const recusada =
            typeof resposta === 'object' && resposta !== null && 'ok' in resposta && !resposta.ok;
          if (!recusada) {
            if (respostas.get(id) === resultado) respostas.delete(id);
            continue;
          }
        } catch {
          // No acknowledgement in time.
        }
        tentativas += 1;
        await esperar(Math.min(500 * 2 ** (tentativas - 1), 30_000));
      }
    } finally {
      enviando.delete(id);
    }
  }

  return {
    conectado: () => socket.connected,
    async parar() {
      if (parado) return;
      parado = true;
      parada.abort();
      clearTimeout(tentarDeNovo);
      socket.disconnect();
      await Promise.all(filas.values());
      await diario.fechar();
    },
  };
}
