import { rooms, type RoomName, type TokenClaims } from '@cardapio/shared-events';

/** The rooms a session may hear. Decided here from the token, never asked of the client. */
export function roomsFor(session: TokenClaims): RoomName[] {
  switch (session.kind) {
    case 'cliente':
      return [rooms.usuario(session.sub)];
    case 'equipe':
      return [rooms.equipe(session.empresa_id)];
    case 'garcom':
      return [rooms.garcons(session.empresa_id)];
    case 'monitor':
      return [rooms.equipe(session.empresa_id), rooms.tela(session.sub)];
  }
}
