/** Socket.IO room names (DESIGN §3). The server alone decides which of them a socket joins. */
export const rooms = {
  equipe: (empresaId: number) => `empresa:${empresaId}:equipe` as const,
  garcons: (empresaId: number) => `empresa:${empresaId}:garcons` as const,
  usuario: (usuarioId: number) => `usuario:${usuarioId}` as const,
  /** One kitchen display, so revoking it can disconnect exactly its sockets. */
  tela: (telaId: number) => `tela:${telaId}` as const,
};

export type RoomName =
  | ReturnType<typeof rooms.equipe>
  | ReturnType<typeof rooms.garcons>
  | ReturnType<typeof rooms.usuario>
  | ReturnType<typeof rooms.tela>;
