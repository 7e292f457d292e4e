import type { RoomName } from './rooms';

/** What the server pushes. Every payload carries the full entity with updated_at. */
export interface ServerToClientEvents {
  'pedido:criado': (pedido: PedidoEvento) => void;
  'pedido:atualizado': (pedido: PedidoEvento) => void;
  'chamada:criada': (chamada: ChamadaEvento) => void;
  'chamada:atualizada': (chamada: ChamadaEvento) => void;
  'carrinho:expirado': (payload: {
    empresa_id: number;
    carrinho_id: number;
    updated_at: string;
  }) => void;
  'sessao:info': (payload: { kind: string; rooms: string[] }) => void;
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
  /** Rooms equipe and garcons: a physical tab was created, edited, activated or deactivated. */
  'comanda-fisica:atualizada': (comanda: import('./comandas.esquemas').ComandaFisicaAdmin) => void;
  'comanda-fisica:removida': (
    payload: import('./comandas.esquemas').ComandaFisicaRemovidaEvento,
  ) => void;
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
}

/** What a client may send. Rooms are never chosen by the client. */
export interface ClientToServerEvents {
  ping: (ack: (resposta: { ok: true; at: string }) => void) => void;
}

/** The full order, as the REST API answers it. */
export type PedidoEvento = import('./pedidos').Pedido;

export interface ChamadaEvento {
  id: number;
  empresa_id: number;
  mesa: string;
  status: 'pendente' | 'atendida' | 'cancelada';
  created_at: string;
  updated_at: string;
}

export type EventName = keyof ServerToClientEvents;
export type EventPayload<N extends EventName> = Parameters<ServerToClientEvents[N]>[0];

/** A domain event as core reports it through the publish port. */
export type DomainEvent = {
  [N in EventName]: { name: N; rooms: RoomName[]; payload: EventPayload<N> };
}[EventName];

export type Publish = (event: DomainEvent) => void;
