import { rooms, salaDaConta, type RoomName, type TokenClaims } from '@cardapio/shared-events';

/**
 * The rooms a session may hear. Decided here from the token, never asked of the client. Every
 * account's sockets are also in a room of their own, so ending its sessions closes exactly them.
 */
export function roomsFor(session: TokenClaims): RoomName[] {
  switch (session.kind) {
    case 'cliente':
      return [salaDaConta({ kind: 'cliente', id: session.sub })];
    case 'equipe':
      return [rooms.equipe(session.empresa_id), salaDaConta({ kind: 'equipe', id: session.sub })];
    case 'garcom':
      return [rooms.garcons(session.empresa_id), salaDaConta({ kind: 'garcom', id: session.sub })];
    case 'monitor':
      return [rooms.equipe(session.empresa_id), rooms.tela(session.sub)];
  }
}
