import { rooms, salaDaConta, type RoomName, type TokenClaims } from '@cardapio/shared-events';

/**
 * The rooms a session may hear. Decided here from the token, never asked of the client. Every
 * account's sockets are also in a room of their own, so ending its sessions closes exactly them,
 * and in its company's public room (menu changes).
 */
export function roomsFor(session: TokenClaims): RoomName[] {
  switch (session.kind) {
    case 'cliente':
      return [salaDaConta({ kind: 'cliente', id: session.sub }), rooms.publico(session.empresa_id)];
    case 'equipe':
      return [
        rooms.equipe(session.empresa_id),
        salaDaConta({ kind: 'equipe', id: session.sub }),
        rooms.publico(session.empresa_id),
      ];
    case 'garcom':
      return [
        rooms.garcons(session.empresa_id),
        salaDaConta({ kind: 'garcom', id: session.sub }),
        rooms.publico(session.empresa_id),
      ];
    case 'monitor':
      return [
        rooms.equipe(session.empresa_id),
        rooms.tela(session.sub),
        rooms.publico(session.empresa_id),
      ];
    case 'impressora':
      // A print agent hears only its own jobs.
      return [rooms.impressora(session.sub)];
  }
}

/** An anonymous socket of a public menu (handshake auth `{ empresa_id }`) hears only this. */
export function roomsPublicas(empresaId: number): RoomName[] {
  return [rooms.publico(empresaId)];
}
