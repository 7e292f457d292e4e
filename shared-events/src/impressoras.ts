/**
 * Printing on the restaurant's thermal printers (issue 30). The server renders each print as a
 * document of styled lines (below); the print agent (`impressora/`) encodes those lines into
 * ESC/POS for its printer, and the browser draws the same lines at 80 mm, so a ticket looks the
 * same on both paths. The documents themselves are drawn in impressoras.documentos.ts.
 */

/** Paper widths: 58 mm prints 32 columns of the printer's font A, 80 mm prints 48. */
export const LARGURAS_DE_PAPEL = [58, 80] as const;
export type LarguraDoPapel = (typeof LARGURAS_DE_PAPEL)[number];
export const COLUNAS_DO_PAPEL: Record<LarguraDoPapel, number> = { 58: 32, 80: 48 };

/** What a printer prints. */
export const DOCUMENTOS_DE_IMPRESSAO = ['cozinha', 'entrega', 'conta', 'fechamento'] as const;
export type DocumentoDeImpressaoTipo = (typeof DOCUMENTOS_DE_IMPRESSAO)[number];

export const NOME_DO_DOCUMENTO: Record<DocumentoDeImpressaoTipo, string> = {
  cozinha: 'Ticket da cozinha',
  entrega: 'Via do entregador',
  conta: 'Conta da mesa',
  fechamento: 'Fechamento do dia',
};

/** One line of a printed document. `grande`: double width and height. */
export type LinhaImpressa =
  | {
      tipo: 'texto';
      texto: string;
      alinhar?: 'esquerda' | 'centro' | 'direita';
      negrito?: boolean;
      grande?: boolean;
      /** White on black (a printer's reverse mode): the marks a cook must not miss. */
      invertido?: boolean;
    }
  /** A label on the left and a value on the right, filling the width (an item and its price). */
  | { tipo: 'colunas'; esquerda: string; direita: string; negrito?: boolean }
  | { tipo: 'separador' }
  | { tipo: 'qrcode'; conteudo: string }
  | { tipo: 'espaco' };

export interface DocumentoImpresso {
  /** What it is, for the queue's lists ('Ticket da cozinha #123 — Bar'). */
  titulo: string;
  linhas: LinhaImpressa[];
}

/** How a kitchen ticket is marked, on top (issue 30 §2). */
export interface MarcasDoTicket {
  /** Only the items added to a tab after its first send: "ADICIONAL — Mesa 4 — Comanda 12". */
  adicional?: { comanda: string } | null;
  /** A slip for items cancelled after they were sent. */
  cancelado?: boolean;
  /** Printed again by hand ('Reimprimir'). */
  reimpressao?: boolean;
  /** Staff corrected the order before the kitchen started it: this ticket replaces the last. */
  alterado?: boolean;
  /** The station's name, when the ticket is one station's part. */
  estacao?: string | null;
}

/**
 * Plain text of a document at a width (what a fake printer decodes, and a preview): each line
 * padded or wrapped to the paper's columns; `grande` lines count double width.
 */
export function textoDoDocumento(documento: DocumentoImpresso, largura: LarguraDoPapel): string[] {
  const colunas = COLUNAS_DO_PAPEL[largura];
  const saida: string[] = [];
  for (const linha of documento.linhas) {
    switch (linha.tipo) {
      case 'separador':
        saida.push('-'.repeat(colunas));
        break;
      case 'espaco':
        saida.push('');
        break;
      case 'qrcode':
        saida.push(`[QR ${linha.conteudo}]`);
        break;
      case 'colunas': {
        // A long label wraps; the value stays on its last line, at the right edge.
        const partes = quebrar(linha.esquerda, Math.max(1, colunas - linha.direita.length - 1));
        const ultima = partes.pop()!;
        saida.push(...partes);
        const espaco = Math.max(1, colunas - ultima.length - linha.direita.length);
        saida.push(`${ultima}${' '.repeat(espaco)}${linha.direita}`);
        break;
      }
      case 'texto':
        saida.push(...quebrar(linha.texto, linha.grande ? Math.floor(colunas / 2) : colunas));
    }
  }
  return saida;
}

/**
 * Wraps a text at word boundaries to lines of at most `colunas` characters; a leading indent
 * ('   SEM CEBOLA') is kept on every line.
 */
export function quebrar(texto: string, colunas: number): string[] {
  const recuo = /^\s*/.exec(texto)![0];
  if (recuo && recuo.length < colunas - 1)
    return quebrar(texto.slice(recuo.length), colunas - recuo.length).map((l) => recuo + l);
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(/\s+/).filter(Boolean)) {
    if (!atual) atual = palavra;
    else if (atual.length + 1 + palavra.length <= colunas) atual += ` ${palavra}`;
    else {
      linhas.push(atual);
      atual = palavra;
    }
    while (atual.length > colunas) {
      linhas.push(atual.slice(0, colunas));
      atual = atual.slice(colunas);
    }
  }
  if (atual || linhas.length === 0) linhas.push(atual);
  return linhas;
}

/** How the agent reaches a printer: raw TCP (port 9100, most network printers) or a path. */
export const CONEXOES_DE_IMPRESSORA = ['rede', 'arquivo'] as const;
export type ConexaoDaImpressora = (typeof CONEXOES_DE_IMPRESSORA)[number];

/** A printer as its agent needs it to print a job. */
export interface ImpressoraDoTrabalho {
  id: number;
  nome: string;
  conexao: ConexaoDaImpressora;
  /** Host name or IP ('rede'), or a device or file path ('arquivo': /dev/usb/lp0, \\PC\Cozinha). */
  endereco: string;
  /** TCP port ('rede'; 9100 when absent). */
  porta: number | null;
  largura: LarguraDoPapel;
  copias: number;
}

/**
 * A print job as the agent receives it ('impressao:trabalho'): printed once on paper. `id` and
 * `versao` go on the ticket and in the agent's journal, so a job resent after a reconnection is
 * not printed twice.
 */
export interface TrabalhoDeImpressao {
  id: number;
  versao: number;
  empresa_id: number;
  impressora: ImpressoraDoTrabalho;
  documento: DocumentoImpresso;
  criado_em: string;
}

/** The agent's reason for a job a printer refused for lack of paper (its status said so). */
export const motivoSemPapel = (impressora: string) => `Impressora ${impressora} sem papel`;
/** Whether a failed job's reason is the lack of paper (the alert says so instead of offline). */
export const ehSemPapel = (erro: string | null | undefined) =>
  Boolean(erro?.endsWith(' sem papel'));

/** The agent's answer for a job ('impressao:resultado', acknowledged by the server). */
export interface ResultadoDaImpressao {
  id: number;
  versao: number;
  estado: 'impresso' | 'falhou';
  /** Why it failed, in the agent's words ('Impressora Cozinha offline: conexão recusada'). */
  erro?: string;
}

/** POST /api/impressoras/parear: the code shown on /dashboard/impressoras and the computer's name. */
export interface PareamentoDoAgente {
  codigo: string;
  nome: string;
}

export interface AgentePareado {
  /** The agent's device token (revocable, as a kitchen screen's). */
  token: string;
  agente: { id: number; empresa_id: number; nome: string };
}

/** A paired computer as the back office lists it (GET /api/impressoras). */
export interface AgenteDeImpressao {
  id: number;
  nome: string;
  pareado: boolean;
  conectado: boolean;
  /** While its pairing code still works. */
  codigo_expira_em: string | null;
  ultimo_sinal_em: string | null;
}

/** Room equipe: a print agent connected or left ('impressao:agente'). */
export interface AgenteDeImpressaoEvento {
  empresa_id: number;
  id: number;
  conectado: boolean;
  em: string;
}
