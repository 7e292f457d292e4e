/**
 * The courier's offline queue (issue 32 §1): each tap ('Entregue', 'Não entregue') is kept in
 * this phone's storage with the moment it happened and sent in tap order once there is a
 * connection. Pure: the page's hook (useFilaDoEntregador) stores, sends and retries.
 */

export type TipoDaAcao = 'entregue' | 'nao_entregue';

export interface AcaoNaFila {
  pedido_id: number;
  tipo: TipoDaAcao;
  /** 'Não entregue' only: why. */
  motivo?: string;
  /** When the courier tapped (ISO): the server records that moment, not the sending one. */
  registrado_em: string;
}

export type Fila = readonly AcaoNaFila[];

/** One queue per link (a new link is a new page). */
export const chaveDaFila = (token: string) => `entregadorFila:${token}`;

const mesmaAcao = (a: AcaoNaFila, b: AcaoNaFila) =>
  a.pedido_id === b.pedido_id && a.tipo === b.tipo;

/**
 * Adds a tap at the end. The same action for the same order already waiting (a double tap, the
 * dialog confirmed twice) changes nothing: the first tap's moment is the one that counts.
 */
export function enfileirar(fila: Fila, acao: AcaoNaFila): Fila {
  return fila.some((a) => mesmaAcao(a, acao)) ? fila : [...fila, acao];
}

/** The next one to send: always the oldest tap (the server sees them in the order they happened). */
export const proximaDaFila = (fila: Fila): AcaoNaFila | null => fila[0] ?? null;

/** The queue without that action (once the server answered it). */
export function tirarDaFila(fila: Fila, acao: AcaoNaFila): Fila {
  return fila.filter((a) => !(mesmaAcao(a, acao) && a.registrado_em === acao.registrado_em));
}

/** The order's waiting action (the first: it is the one the server will keep). */
export const acaoDoPedido = (fila: Fila, pedidoId: number): AcaoNaFila | undefined =>
  fila.find((a) => a.pedido_id === pedidoId);

/**
 * What a sending's answer means for the action:
 * - 'aceita': 2xx (a replay answers 200 with `repetida`), out of the queue;
 * - 'recusada': the server will never take it (409 contradicts what was recorded, 404 the link or
 *   the delivery is no longer this courier's, 400 invalid): out of the queue, its message shown;
 * - 'tentar_de_novo': no answer (offline, timeout), too many requests or a server failure.
 */
export type DesfechoDoEnvio = 'aceita' | 'recusada' | 'tentar_de_novo';

export function desfechoDoEnvio(status: number | string): DesfechoDoEnvio {
  if (typeof status !== 'number') return 'tentar_de_novo';
  if (status >= 200 && status < 300) return 'aceita';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'tentar_de_novo';
  return status >= 400 ? 'recusada' : 'tentar_de_novo';
}

const PRIMEIRA_ESPERA_MS = 2_000;
const ESPERA_MAXIMA_MS = 60_000;

/** How long to wait after the `falhas`-th failure in a row: 2 s, 4 s, 8 s… up to 1 min. */
export function esperaAntesDeTentar(falhas: number): number {
  const n = Math.max(1, Math.floor(falhas));
  return Math.min(ESPERA_MAXIMA_MS, PRIMEIRA_ESPERA_MS * 2 ** Math.min(n - 1, 10));
}

function ehAcao(valor: unknown): valor is AcaoNaFila {
  if (typeof valor !== 'object' || valor === null) return false;
  const a = valor as Record<string, unknown>;
  return (
    Number.isInteger(a.pedido_id) &&
    (a.pedido_id as number) > 0 &&
    (a.tipo === 'entregue' || (a.tipo === 'nao_entregue' && typeof a.motivo === 'string')) &&
    typeof a.registrado_em === 'string' &&
    !Number.isNaN(Date.parse(a.registrado_em))
  );
}

/** The queue as stored ('[]' when nothing or something unreadable was kept). */
export function lerFilaSalva(texto: string | null): Fila {
  if (!texto) return [];
  try {
    const lido: unknown = JSON.parse(texto);
    return Array.isArray(lido) ? lido.filter(ehAcao) : [];
  } catch {
    return [];
  }
}

/** '1 ação aguardando envio', '3 ações aguardando envio'. */
export const textoDaFila = (n: number) => `${n} ${n === 1 ? 'ação' : 'ações'} aguardando envio`;
