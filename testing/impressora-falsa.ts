import net from 'node:net';
import { CP860_ALTO } from '@cardapio/impressora';

/**
 * A network thermal printer for tests (issue 30), as testing/mercadopago-local.ts is a payment
 * provider: it listens on raw TCP (the printers' port 9100), takes each connection's bytes as
 * one print job and decodes their ESC/POS into the tickets a person would pull off the printer:
 * one per cut (a job of two copies is two tickets), each as text lines.
 *
 * Decoding: the commands the agent's encoder sends are read, not printed (ESC @, ESC t code page,
 * ESC E bold, ESC M font, ESC a alignment, GS ! size, GS B reverse, GS ( k QR code, GS V cut…);
 * text bytes are decoded in the code page selected (860 Portuguese, or 437); a QR code reads as
 * the line `[QR <content>]`, as `textoDoDocumento` writes it. A line's right spaces are trimmed,
 * so are a ticket's blank lines at either end (the paper fed around the cut); an alignment made
 * of spaces (the encoder's) stays at the line's left.
 *
 * Status: like an Epson, it answers the real-time requests DLE EOT 1 (printer: offline) and
 * DLE EOT 4 (paper roll sensor) with one byte at once, wherever they come in the stream; with
 * `{ respondeStatus: false }` it ignores them, as most cheap printers do.
 */

/** One printed line and how it looked (the style of its first character that is not a space). */
export interface LinhaDecodificada {
  texto: string;
  negrito: boolean;
  /** Double width or height (GS !). */
  grande: boolean;
  /** White on black (GS B). */
  invertido: boolean;
  /** Font B (ESC M 1): the small print. */
  pequeno: boolean;
}

export interface TicketDecodificado {
  /** Which connection (print job) it came from, from 0. */
  conexao: number;
  linhas: string[];
  detalhes: LinhaDecodificada[];
  /** The QR codes' contents, in order. */
  qrcodes: string[];
  /** False when the job ended without cutting (the paper stays on the printer). */
  cortado: boolean;
  /** Commands the decoder does not know (as 'ESC x' / 'GS x'): none is expected. */
  desconhecidos: string[];
}

export interface ImpressoraFalsa {
  porta: number;
  /** Every ticket printed so far, in order. */
  tickets(): TicketDecodificado[];
  /** The raw bytes of each finished connection. */
  conexoes(): Buffer[];
  /** Connections open right now (a job being received). */
  abertas(): number;
  /** Resolves with the tickets once there are at least `n`; rejects after `ms`. */
  aguardar(n: number, ms?: number): Promise<TicketDecodificado[]>;
  /** Turned off: connections are refused (ECONNREFUSED) until `ligar()`, on the same port. */
  desligar(): Promise<void>;
  ligar(): Promise<void>;
  /**
   * While held, the printer reads what arrives (and prints it) but never closes a connection,
   * as one out of paper: the sender waits for the end in vain. `false` closes the held ones.
   */
  segurar(segura: boolean): void;
  /**
   * Out of paper (`true`) or loaded again: meanwhile the status says paper end (and offline),
   * and what arrives is thrown away: no ticket, no connection counted.
   */
  semPapel(sem: boolean): void;
  /** How many status requests (DLE EOT n) arrived, answered or not. */
  pedidosDeStatus(): number;
  parar(): Promise<void>;
}

export interface OpcoesDaImpressoraFalsa {
  porta?: number;
  /** False: a printer that never answers status requests. True by default. */
  respondeStatus?: boolean;
}

const CP437_ALTO =
  'ÇüéâäàåçêëèïîìÄÅ' + 'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' + 'áíóúñÑªº¿⌐¬½¼¡«»' + CP860_ALTO.slice(48);
/** Code pages by their ESC t number (Epson's numbering, the encoder's default). */
const PAGINAS: Record<number, string> = { 0: CP437_ALTO, 3: CP860_ALTO };

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const EOT = 0x04;
const LF = 0x0a;

/** A status byte: bits 1 and 4 always set. */
const STATUS = 0x12;
/** DLE EOT 1: offline (bit 3). */
const OFFLINE = 0x08;
/** DLE EOT 4: paper near end (bits 2-3) and paper end (bits 5-6). */
const PAPEL_NO_FIM = 0x0c;
const SEM_PAPEL = 0x60;

/** Bytes of parameters after ESC <letter>, for the one-byte-or-more commands a printer knows. */
const PARAMETROS_ESC: Record<string, number> = {
  '@': 0,
  '!': 1,
  '-': 1,
  '2': 0,
  '3': 1,
  '4': 1,
  E: 1,
  G: 1,
  M: 1,
  R: 1,
  V: 1,
  a: 1,
  c: 2,
  d: 1,
  e: 1,
  i: 0,
  m: 0,
  p: 3,
  r: 1,
  t: 1,
  '{': 1,
  J: 1,
  ' ': 1,
  U: 1,
};
const PARAMETROS_GS: Record<string, number> = {
  '!': 1,
  B: 1,
  H: 1,
  L: 2,
  W: 2,
  b: 1,
  f: 1,
  h: 1,
  w: 1,
  a: 1,
  r: 1,
};
const PARAMETROS_FS: Record<string, number> = { '.': 0, '&': 0, C: 1, S: 2, W: 1, '!': 1, '-': 1 };

/** Decodes one connection's bytes into its tickets (one per cut, and what is left uncut). */
export function decodificarEscPos(bytes: Buffer, conexao = 0): TicketDecodificado[] {
  const tickets: TicketDecodificado[] = [];
  let estilo = { negrito: false, grande: false, invertido: false, pequeno: false };
  let pagina = 0;
  let qrPendente: string | null = null;
  let atual: TicketDecodificado = novo();
  let linha = '';
  let estiloDaLinha: typeof estilo | null = null;
  /** The current line is a QR code: what comes next starts a line of its own. */
  let linhaDoQr = false;

  function novo(): TicketDecodificado {
    return { conexao, linhas: [], detalhes: [], qrcodes: [], cortado: false, desconhecidos: [] };
  }
  function fecharLinha() {
    const texto = linha.trimEnd();
    const e = estiloDaLinha ?? estilo;
    atual.linhas.push(texto);
    atual.detalhes.push({ texto, ...e });
    linha = '';
    estiloDaLinha = null;
    linhaDoQr = false;
  }
  function fecharTicket(cortado: boolean) {
    if (linha) fecharLinha();
    // Blank lines at either end are paper fed around the cut.
    while (atual.linhas.at(-1) === '') {
      atual.linhas.pop();
      atual.detalhes.pop();
    }
    while (atual.linhas[0] === '') {
      atual.linhas.shift();
      atual.detalhes.shift();
    }
    atual.cortado = cortado;
    if (cortado || atual.linhas.length > 0) tickets.push(atual);
    atual = novo();
  }
  function escrever(caractere: string) {
    if (linhaDoQr) fecharLinha();
    if (caractere !== ' ' && estiloDaLinha === null) estiloDaLinha = { ...estilo };
    linha += caractere;
  }

  let i = 0;
  const byte = (k: number) => bytes[k] ?? 0;
  while (i < bytes.length) {
    const b = byte(i);
    if (b === LF) {
      fecharLinha();
      i += 1;
    } else if (b === ESC) {
      const comando = String.fromCharCode(byte(i + 1));
      const n = byte(i + 2);
      switch (comando) {
        case '@':
          estilo = { negrito: false, grande: false, invertido: false, pequeno: false };
          pagina = 0;
          break;
        case 'E':
        case 'G':
          estilo.negrito = (n & 1) === 1;
          break;
        case 'M':
          estilo.pequeno = (n & 1) === 1;
          break;
        case 't':
          pagina = n;
          break;
        case '!':
          estilo.pequeno = (n & 1) === 1;
          estilo.negrito = (n & 8) !== 0;
          estilo.grande = (n & 0x30) !== 0;
          break;
        case 'd':
          for (let k = 0; k < n; k++) fecharLinha();
          break;
        case 'i':
        case 'm':
          fecharTicket(true);
          break;
      }
      const parametros = PARAMETROS_ESC[comando];
      if (parametros === undefined) {
        atual.desconhecidos.push(`ESC ${comando}`);
        i += 2;
      } else i += 2 + parametros;
    } else if (b === GS) {
      const comando = String.fromCharCode(byte(i + 1));
      const n = byte(i + 2);
      if (comando === '(') {
        // GS ( <fn> pL pH <data>: QR codes (GS ( k, cn 49) and other 2D symbols.
        const tamanho = byte(i + 3) + byte(i + 4) * 256;
        const dados = bytes.subarray(i + 5, i + 5 + tamanho);
        if (String.fromCharCode(n) === 'k' && dados[0] === 49) {
          if (dados[1] === 80) qrPendente = dados.subarray(3).toString('utf8');
          if (dados[1] === 81 && qrPendente !== null) {
            if (linha) fecharLinha();
            atual.qrcodes.push(qrPendente);
            linha = `[QR ${qrPendente}]`;
            estiloDaLinha = { ...estilo };
            linhaDoQr = true;
            qrPendente = null;
          }
        }
        i += 5 + tamanho;
        continue;
      }
      if (comando === 'V') {
        fecharTicket(true);
        i += n === 65 || n === 66 || n === 97 || n === 98 || n === 103 || n === 104 ? 4 : 3;
        continue;
      }
      if (comando === 'k') {
        // A barcode: GS k m NUL-terminated data (m ≤ 6) or GS k m n data.
        if (n <= 6) {
          let fim = i + 3;
          while (fim < bytes.length && bytes[fim] !== 0) fim++;
          i = fim + 1;
        } else i += 4 + byte(i + 3);
        continue;
      }
      if (comando === 'v' && byte(i + 2) === 0x30) {
        // A raster image: GS v 0 m xL xH yL yH <data>.
        const largura = byte(i + 4) + byte(i + 5) * 256;
        const altura = byte(i + 6) + byte(i + 7) * 256;
        i += 8 + largura * altura;
        continue;
      }
      if (comando === '!') estilo.grande = n !== 0;
      if (comando === 'B') estilo.invertido = (n & 1) === 1;
      const parametros = PARAMETROS_GS[comando];
      if (parametros === undefined) {
        atual.desconhecidos.push(`GS ${comando}`);
        i += 2;
      } else i += 2 + parametros;
    } else if (b === FS) {
      const comando = String.fromCharCode(byte(i + 1));
      const parametros = PARAMETROS_FS[comando];
      if (parametros === undefined) {
        atual.desconhecidos.push(`FS ${comando}`);
        i += 2;
      } else i += 2 + parametros;
    } else if (b === DLE) {
      // Real-time commands (DLE EOT n, DLE ENQ n; DLE DC4 fn a b).
      i += byte(i + 1) === 0x14 ? 5 : 3;
    } else if (b < 0x20 || b === 0x7f) {
      i += 1; // CR and the other control bytes print nothing
    } else {
      if (b < 0x80) escrever(String.fromCharCode(b));
      else escrever(PAGINAS[pagina]?.[b - 0x80] ?? '?');
      i += 1;
    }
  }
  fecharTicket(false);
  return tickets;
}

export async function iniciarImpressoraFalsa(
  opcoes: OpcoesDaImpressoraFalsa = {},
): Promise<ImpressoraFalsa> {
  const respondeStatus = opcoes.respondeStatus ?? true;
  const tickets: TicketDecodificado[] = [];
  const conexoes: Buffer[] = [];
  const abertas = new Set<net.Socket>();
  const seguradas = new Set<net.Socket>();
  let segura = false;
  let semPapel = false;
  let pedidosDeStatus = 0;
  let esperas: Array<() => void> = [];
  let contador = 0;

  /** The answer to DLE EOT n (none to the n it does not know). */
  function status(n: number): number | undefined {
    if (n === 1) return STATUS | (semPapel ? OFFLINE : 0);
    if (n === 4) return STATUS | (semPapel ? PAPEL_NO_FIM | SEM_PAPEL : 0);
    return undefined;
  }

  const servidor = net.createServer({ allowHalfOpen: true }, (socket) => {
    const numero = contador++;
    const partes: Buffer[] = [];
    let registrado = false;
    let descartou = false;
    /** The last bytes not looked at yet: a request may come split between two parts. */
    let resto = Buffer.alloc(0);
    abertas.add(socket);
    // Printed once the sender finished (its end) or went away (a killed sender): what arrived.
    const registrar = () => {
      if (registrado) return;
      registrado = true;
      if (descartou && partes.length === 0) return;
      const bytes = Buffer.concat(partes);
      conexoes.push(bytes);
      tickets.push(...decodificarEscPos(bytes, numero));
      for (const avisar of esperas) avisar();
    };
    socket.on('data', (parte: Buffer) => {
      const bytes = Buffer.concat([resto, parte]);
      let i = 0;
      for (; i + 2 < bytes.length; i++) {
        if (bytes[i] !== DLE || bytes[i + 1] !== EOT) continue;
        pedidosDeStatus += 1;
        const resposta = status(bytes[i + 2]!);
        if (respondeStatus && resposta !== undefined) socket.write(Uint8Array.of(resposta));
        i += 2;
      }
      resto = bytes.subarray(i);
      if (semPapel) descartou = true;
      else partes.push(parte);
    });
    socket.on('end', () => {
      registrar();
      if (segura) seguradas.add(socket);
      else socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      registrar();
      abertas.delete(socket);
      seguradas.delete(socket);
    });
  });

  const escutar = (porta: number) =>
    new Promise<void>((resolve, reject) => {
      servidor.once('error', reject);
      servidor.listen(porta, '127.0.0.1', () => {
        servidor.off('error', reject);
        resolve();
      });
    });
  await escutar(opcoes.porta ?? 0);
  const porta = (servidor.address() as net.AddressInfo).port;
  let ligada = true;

  const desligar = async () => {
    if (!ligada) return;
    ligada = false;
    const fechado = new Promise<void>((resolve) => servidor.close(() => resolve()));
    for (const socket of abertas) socket.destroy();
    await fechado;
  };

  return {
    porta,
    tickets: () => [...tickets],
    conexoes: () => [...conexoes],
    abertas: () => abertas.size,
    aguardar(n, ms = 5000) {
      return new Promise((resolve, reject) => {
        const verificar = () => {
          if (tickets.length < n) return false;
          clearTimeout(limite);
          esperas = esperas.filter((e) => e !== verificar);
          resolve([...tickets]);
          return true;
        };
        const limite = setTimeout(() => {
          esperas = esperas.filter((e) => e !== verificar);
          reject(
            new Error(
              `A impressora falsa esperava ${n} ticket(s) e imprimiu ${tickets.length} em ${ms} ms.`,
            ),
          );
        }, ms);
        if (!verificar()) esperas.push(verificar);
      });
    },
    desligar,
    async ligar() {
      if (ligada) return;
      await escutar(porta);
      ligada = true;
    },
    segurar(valor) {
      segura = valor;
      if (!valor) {
        for (const socket of seguradas) socket.end();
        seguradas.clear();
      }
    },
    semPapel(valor) {
      semPapel = valor;
    },
    pedidosDeStatus: () => pedidosDeStatus,
    parar: desligar,
  };
}
