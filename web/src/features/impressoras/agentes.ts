import type { AgenteDeImpressao, AgenteDeImpressaoEvento } from '@cardapio/shared-events';
import { formatarHora } from '../../app/format';
import { formatarDataHora } from '../carrinho/formatacao';
import type { ImpressoraCadastrada } from './formulario';

/**
 * The print agents ('Computadores de impressão', issue 30) as the screen shows them: their
 * state, the live 'impressao:agente' signal applied to the list, and the command a restaurant
 * runs on its computer to pair one.
 */

/** A computer as the screen keeps it: the moment it left, when a live signal said so. */
export interface AgenteNaTela extends AgenteDeImpressao {
  desconectado_em?: string | null;
}

/** The screen's one read (GET /api/impressoras), with the live signals applied. */
export interface ImpressorasNaTela {
  agentes: AgenteNaTela[];
  impressoras: ImpressoraCadastrada[];
}

export type SituacaoDoAgente = 'conectado' | 'desconectado' | 'aguardando' | 'expirado';

export const ROTULO_DA_SITUACAO: Record<SituacaoDoAgente, string> = {
  conectado: 'Conectado',
  desconectado: 'Desconectado',
  aguardando: 'Aguardando pareamento',
  expirado: 'Código expirado',
};

/** The chip's colour palette for each state. */
export const COR_DA_SITUACAO: Record<SituacaoDoAgente, string> = {
  conectado: 'green',
  desconectado: 'gray',
  aguardando: 'orange',
  expirado: 'red',
};

/**
 * Paired: connected or not. Not paired yet: waiting while its code still works, then expired (the
 * server stops answering `codigo_expira_em` once the code is over; the screen's clock may see it
 * first).
 */
export function situacaoDoAgente(
  agente: Pick<AgenteDeImpressao, 'pareado' | 'conectado' | 'codigo_expira_em'>,
  agora: number,
): SituacaoDoAgente {
  if (agente.pareado) return agente.conectado ? 'conectado' : 'desconectado';
  const expira = agente.codigo_expira_em ? Date.parse(agente.codigo_expira_em) : NaN;
  return expira > agora ? 'aguardando' : 'expirado';
}

const instante = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);

/** The last moment the list heard of the computer: it connected, or it left. */
const ultimoSinal = (agente: AgenteNaTela) =>
  Math.max(instante(agente.ultimo_sinal_em), instante(agente.desconectado_em));

/**
 * A computer connected or left ('impressao:agente'): its row follows; a signal older than what
 * the row already says changes nothing (the same object). A connection proves the pairing: the
 * code goes.
 */
export function aplicarSinalDoAgente(
  dados: ImpressorasNaTela,
  evento: Pick<AgenteDeImpressaoEvento, 'id' | 'conectado' | 'em'>,
): ImpressorasNaTela {
  const atual = dados.agentes.find((a) => a.id === evento.id);
  if (!atual || instante(evento.em) < ultimoSinal(atual)) return dados;
  const mudado: AgenteNaTela = evento.conectado
    ? {
        ...atual,
        pareado: true,
        conectado: true,
        codigo_expira_em: null,
        ultimo_sinal_em: evento.em,
      }
    : { ...atual, conectado: false, desconectado_em: evento.em };
  return {
    ...dados,
    agentes: dados.agentes.map((a) => (a.id === evento.id ? mudado : a)),
  };
}

/**
 * Whether a signal calls for reading the list again: a computer connected that the list does not
 * know as paired (it paired meanwhile and may have taken another name, or it is new to the list).
 */
export function precisaRelerComOSinal(
  dados: ImpressorasNaTela,
  evento: Pick<AgenteDeImpressaoEvento, 'id' | 'conectado'>,
): boolean {
  if (!evento.conectado) return false;
  const atual = dados.agentes.find((a) => a.id === evento.id);
  return !atual || !atual.pareado;
}

/** '14:32' today, '12/05/2026 às 14:32' another day (in the browser's zone). */
export function quando(iso: string, agora: number): string {
  const data = new Date(iso);
  return data.toDateString() === new Date(agora).toDateString()
    ? `hoje às ${formatarHora(data)}`
    : formatarDataHora(iso);
}

/** The line under a paired computer's name: since when it is connected, or its last signal. */
export function textoDoSinal(agente: AgenteNaTela, agora: number): string | null {
  if (!agente.pareado) return null;
  if (agente.conectado)
    return agente.ultimo_sinal_em
      ? `Conectado desde ${quando(agente.ultimo_sinal_em, agora)}`
      : null;
  const ultimo = agente.desconectado_em ?? agente.ultimo_sinal_em;
  return ultimo ? `Último sinal: ${quando(ultimo, agora)}` : 'Ainda não se conectou';
}

/**
 * A name every terminal keeps as typed inside double quotes (Windows' Prompt de Comando and
 * PowerShell, Linux shells): letters, digits, spaces, dots, hyphens and underscores.
 */
const NOME_SEGURO = /^[\p{L}\p{N} ._-]+$/u;

/**
 * What the restaurant runs in the project's folder, on the computer that reaches the printers:
 * the site's address, the code and, when it is safe to quote, the name typed here (without it the
 * agent would take the computer's host name).
 */
export function comandoDoAgente(servidor: string, codigo: string, nome = ''): string {
  const base = `npm run impressora -- --servidor ${servidor.replace(/\/+$/, '')} --codigo ${codigo}`;
  const limpo = nome.trim();
  return limpo && NOME_SEGURO.test(limpo) ? `${base} --nome "${limpo}"` : base;
}

/** The steps of the pairing dialog, per system (short: the command is shown above them). */
export const PASSOS_DO_PAREAMENTO = {
  windows: [
    'Instale o Node.js LTS (nodejs.org) neste computador, avançando até o fim.',
    'Abra a pasta do Cardápio Vivo no Explorador de Arquivos, digite cmd na barra de endereço e tecle Enter: abre o Prompt de Comando já na pasta.',
    'Na primeira vez, rode npm install. Depois cole o comando acima e tecle Enter.',
    'Deixe a janela aberta (pode minimizar): o agente fica rodando e reconecta sozinho se a internet cair.',
  ],
  linux: [
    'Instale o Node.js LTS (nodejs.org ou o gerenciador de pacotes da distribuição).',
    'Abra um terminal na pasta do Cardápio Vivo (cd até ela) e, na primeira vez, rode npm install.',
    'Cole o comando acima e tecle Enter. Para imprimir pelo USB (/dev/usb/lp0), o usuário precisa estar no grupo lp.',
    'Deixe o terminal aberto: o agente fica rodando e reconecta sozinho se a internet cair.',
  ],
} as const;

/** After a restart the computer is paired already: the command without the code. */
export const COMANDO_DEPOIS_DE_REINICIAR = 'npm run impressora';

/** Which system's steps the dialog opens on: Linux on a Linux desktop, Windows otherwise. */
export const sistemaProvavel = (userAgent: string): keyof typeof PASSOS_DO_PAREAMENTO =>
  /Linux/i.test(userAgent) && !/Android/i.test(userAgent) ? 'linux' : 'windows';
