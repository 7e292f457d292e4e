import type { RoomName } from './rooms';

/** What the server pushes. Every payload carries the full entity with updated_at. */
export interface ServerToClientEvents {
  'pedido:criado': (pedido: PedidoEvento) => void;
  'pedido:atualizado': (pedido: PedidoEvento) => void;
  /** The customer's room: the order's expected time from the kitchen's queue moved. */
  'pedido:previsao': (payload: import('./pedidos').PrevisaoDoPedidoEvento) => void;
  'chamada:criada': (chamada: ChamadaEvento) => void;
  'chamada:atualizada': (chamada: ChamadaEvento) => void;
  'carrinho:expirado': (payload: {
    empresa_id: number;
    carrinho_id: number;
    updated_at: string;
  }) => void;
  /**
   * Sent once a connection joined its rooms (after the events it asked to be replayed, if any):
   * `seq`, the company stream's position at that moment; `reposicao`, whether the events since
   * the handshake's `desde` were all replayed ('completa') or the screen must read again.
   */
  'sessao:info': (payload: SessaoInfo) => void;
  /**
   * A process that writes the company streams died (a crash, a SIGKILL): a change it committed
   * may never have reached a stream, and no replay can give it. Every screen reads again (and a
   * replay from before this answers 'incompleta').
   */
  'sessao:reler': () => void;
  /** Waiter area (room empresa:{id}:garcons): a tab was opened, changed, moved or sent. */
  'comanda:atualizada': (comanda: import('./comandas').Comanda) => void;
  /** A tab with nothing sent was removed from its table. */
  'comanda:removida': (payload: import('./comandas').ComandaRemovidaEvento) => void;
  /** A table's derived state (status, active tabs, totals) changed. */
  'mesa:atualizada': (mesa: import('./comandas').Mesa) => void;
  /** A table was deleted from the dashboard (rooms empresa:{id}:garcons and :equipe). */
  'mesa:removida': (payload: import('./mesas').MesaRemovidaEvento) => void;
  'pix:status': (payload: import('./pagamentos').PixStatusEvento) => void;
  /** Public room empresa:{id}:publico: the menu changed; open menus read it again. */
  'cardapio:atualizado': (payload: import('./cardapio.esquemas').CardapioAtualizadoEvento) => void;
  /** Rooms equipe and garcons: a waiter was created, edited, activated or deactivated. */
  'garcom:atualizado': (garcom: import('./garcons').GarcomAdmin) => void;
  'garcom:removido': (payload: import('./garcons').GarcomRemovidoEvento) => void;
  /** Room equipe: a courier was created, edited, (de)activated, dispatched or finished a delivery. */
  'entregador:atualizado': (entregador: import('./entregadores').EntregadorAdmin) => void;
  'entregador:removido': (payload: import('./entregadores').EntregadorRemovidoEvento) => void;
  /** Rooms equipe and garcons: a physical tab was created, edited, activated or deactivated. */
  'comanda-fisica:atualizada': (comanda: import('./comandas.esquemas').ComandaFisicaAdmin) => void;
  'comanda-fisica:removida': (
    payload: import('./comandas.esquemas').ComandaFisicaRemovidaEvento,
  ) => void;
  /** Room equipe: a kitchen station was created or edited (issue 29). */
  'estacao:atualizada': (estacao: import('./estacoes').Estacao) => void;
  'estacao:removida': (payload: import('./estacoes').EstacaoRemovidaEvento) => void;
  /** Room equipe: the kitchen's average ticket times changed (a part was bumped). */
  'cozinha:tempos': (payload: import('./estacoes').TemposDaCozinha) => void;
  /** Room equipe: a stock item was created, edited or moved (its status included). */
  'estoque:atualizado': (item: import('./estoque').EstoqueAtualizadoEvento) => void;
  'estoque:removido': (payload: import('./estoque').EstoqueRemovidoEvento) => void;
  /** Room equipe: a promotion was created, edited, toggled or its uses changed (an order took or gave back one). */
  'promocao:atualizada': (promocao: import('./promocoes').Promocao) => void;
  'promocao:removida': (payload: { id: number }) => void;
  /** The requesting user's room only (rooms.membroEquipe): a report export's progress. */
  'relatorio:progresso': (p: import('./relatorios').RelatorioProgressoEvento) => void;
  'relatorio:pronto': (p: import('./relatorios').RelatorioProntoEvento) => void;
  'relatorio:falhou': (p: import('./relatorios').RelatorioFalhouEvento) => void;
  /** Room equipe: a stock item crossed into baixo or critico. */
  'estoque:alerta': (payload: import('./estoque').EstoqueAlertaEvento) => void;
  /** Room equipe: a kitchen screen confirmed it drew an order (issue 28 §3). */
  'cozinha:recebido': (payload: import('./monitor').RecebimentoNaCozinha) => void;
  /** Room equipe: an order no kitchen screen confirmed in time, or a screen gone silent. */
  'cozinha:alerta': (payload: import('./monitor').AlertaDaCozinha) => void;
  /** Room equipe: that alert no longer holds (confirmed, signal back, order closed). */
  'cozinha:alerta-resolvido': (payload: { id: number; empresa_id: number }) => void;
  /** Room equipe: a registered kitchen screen connected, beat or went away. */
  'cozinha:tela': (tela: import('./monitor').TelaMonitor & { empresa_id: number }) => void;
  /** A print agent's room: a job to print once (issue 30), sent again until it is answered. */
  'impressao:trabalho': (trabalho: import('./impressoras').TrabalhoDeImpressao) => void;
  /** Room equipe: a print agent connected or left (the back office's 'Conectado'). */
  'impressao:agente': (agente: import('./impressoras').AgenteDeImpressaoEvento) => void;
  /**
   * Room equipe: the flow of orders changed (issue 31 §3): paused or resumed, busy mode, the cap,
   * or a window filled up or got room again.
   */
  'ritmo:atualizado': (estado: import('./ritmo').EstadoDoRitmo) => void;
  /** A table's QR guests (their room only): something of the table changed, read again. */
  'autoatendimento:mudou': (
    payload: import('./autoatendimento').AutoatendimentoMudouEvento,
  ) => void;
}

/** What a client may send. Rooms are never chosen by the client. */
export interface ClientToServerEvents {
  ping: (ack: (resposta: { ok: true; at: string }) => void) => void;
  /** A print agent answers for a job: printed, or failed (it stays in the queue). */
  'impressao:resultado': (
    resultado: import('./impressoras').ResultadoDaImpressao,
    ack: (resposta: { ok: boolean }) => void,
  ) => void;
  /**
   * A screen asks which of its rooms' events since `desde` (older than FOLGA_DA_REPOSICAO_MS)
   * exist, to find any it never received while connected (issue 28 §3: a sequence gap).
   */
  'fluxo:conferir': (
    pedido: { desde: string },
    ack: (resposta: RespostaDaConferencia) => void,
  ) => void;
  /** A kitchen screen drew these orders (staff or kitchen-screen session only). */
  'cozinha:recebi': (
    recebimento: import('./monitor').Recebimento,
    ack: (resposta: import('./monitor').RespostaDoRecebimento) => void,
  ) => void;
}

/** An event of the company's stream, as a check answers it. */
export interface EventoConferido {
  nome: string;
  payload: unknown;
  seq: string;
}

/** The events since the place asked for; null: the log can no longer tell (read again). */
export type RespostaDaConferencia = { ok: true; eventos: EventoConferido[] | null } | { ok: false };

/** How far back a screen's periodic check looks for events it never received. */
export const JANELA_DA_CONFERENCIA_MS = 60_000;

export interface SessaoInfo {
  kind: string;
  rooms: string[];
  seq?: string;
  reposicao?: 'completa' | 'incompleta';
}

/**
 * Every event of a company has a place in its stream, `seq` ("<ms>-<n>", ordered as written):
 * the server sends it as a second argument beside the payload. A screen that (re)connects says
 * in the handshake (`auth.desde`) the last place it saw, or when it last read, and the server
 * replays the events after it (`reposto`) before `sessao:info`.
 */
export interface MetaDoEvento {
  seq: string;
  reposto?: true;
}

/**
 * The server's clock (ms) when it read what an API answer holds (a cached public read: when the
 * cache loaded it). A screen whose live connection opens after its read asks for what came
 * after it (issue 28 §1).
 */
export const CABECALHO_LIDO_EM = 'X-Lido-Em';

/**
 * A client asks from this much before the last place it saw (or before its read's stamp): two
 * gateways may deliver close events out of order, and clocks differ a little; a repeat is
 * dropped. The log vouches for this much before it began, since every client asks that early.
 */
export const FOLGA_DA_REPOSICAO_MS = 2000;

/** How far back the stream replays; a screen away longer reads again. */
export const JANELA_DE_REPOSICAO_MS = 15 * 60_000;

const PARTES_DA_SEQ = /^(\d{1,15})-(\d{1,15})$/;

export const seqValida = (valor: unknown): valor is string =>
  typeof valor === 'string' && PARTES_DA_SEQ.test(valor);

/** The place of an instant (ms since the epoch): before every event written after it. */
export const seqDoInstante = (ms: number) => `${Math.max(0, Math.floor(ms))}-0`;

/** The instant (ms) an event was written at. */
export const instanteDaSeq = (seq: string) => Number(PARTES_DA_SEQ.exec(seq)?.[1] ?? 0);

/** Orders two places of a stream (negative when a comes first). */
export function compararSeq(a: string, b: string): number {
  const [, ma = '0', na = '0'] = PARTES_DA_SEQ.exec(a) ?? [];
  const [, mb = '0', nb = '0'] = PARTES_DA_SEQ.exec(b) ?? [];
  return Number(ma) - Number(mb) || Number(na) - Number(nb);
}

/** The full order, as the REST API answers it. */
export type PedidoEvento = import('./pedidos').Pedido;

export interface ChamadaEvento {
  id: number;
  empresa_id: number;
  mesa: string;
  /** garcom: 'Chamar garçom'; conta: 'Pedir a conta' (from the table's QR page). */
  tipo: 'garcom' | 'conta';
  status: 'pendente' | 'atendida' | 'cancelada';
  created_at: string;
  updated_at: string;
}

export type EventName = keyof ServerToClientEvents;
export type EventPayload<N extends EventName> = Parameters<ServerToClientEvents[N]>[0];

/** A domain event as core reports it through the publish port. */
export type DomainEvent = {
  [N in EventName]: {
    name: N;
    /** The company whose stream it belongs to (replays never cross companies). */
    empresaId: number;
    rooms: RoomName[];
    payload: EventPayload<N>;
  };
}[EventName];

export type Publish = (event: DomainEvent) => void;
