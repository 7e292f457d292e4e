import type { ContaSessao } from './auth';

/** Socket.IO room names (DESIGN §3). The server alone decides which of them a socket joins. */
export const rooms = {
  equipe: (empresaId: number) => `empresa:${empresaId}:equipe` as const,
  garcons: (empresaId: number) => `empresa:${empresaId}:garcons` as const,
  usuario: (usuarioId: number) => `usuario:${usuarioId}` as const,
  /** One kitchen display, so revoking it can disconnect exactly its sockets. */
  tela: (telaId: number) => `tela:${telaId}` as const,
  /** A print agent's sockets (issue 30): its jobs, and closed when it is revoked. */
  impressora: (agenteId: number) => `impressora:${agenteId}` as const,
  /** One staff user's sockets, so ending their sessions can disconnect exactly them. */
  membroEquipe: (usuarioId: number) => `equipe:${usuarioId}` as const,
  /** One waiter's sockets, for the same reason. */
  garcom: (garcomId: number) => `garcom:${garcomId}` as const,
  /** Anyone looking at a company's menu, signed in or not: only public news goes here. */
  publico: (empresaId: number) => `empresa:${empresaId}:publico` as const,
  /** The guests of one table's QR page (issue 31 §2): only that table's news. */
  mesaQr: (empresaId: number, mesaId: number) => `empresa:${empresaId}:mesa:${mesaId}:qr` as const,
};

export type RoomName =
  | ReturnType<typeof rooms.equipe>
  | ReturnType<typeof rooms.garcons>
  | ReturnType<typeof rooms.usuario>
  | ReturnType<typeof rooms.tela>
  | ReturnType<typeof rooms.impressora>
  | ReturnType<typeof rooms.membroEquipe>
  | ReturnType<typeof rooms.garcom>
  | ReturnType<typeof rooms.publico>
  | ReturnType<typeof rooms.mesaQr>;

/** The room that holds every socket of one account (a customer's is the room of their orders). */
export function salaDaConta(conta: ContaSessao): RoomName {
  switch (conta.kind) {
    case 'cliente':
      return rooms.usuario(conta.id);
    case 'equipe':
      return rooms.membroEquipe(conta.id);
    case 'garcom':
      return rooms.garcom(conta.id);
  }
}
