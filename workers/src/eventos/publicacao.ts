import type { DomainEvent, MetaDoEvento, Publish } from '@cardapio/shared-events';
import type { RegistroDeEventos } from './registro';

/** Where a process sends an event to its rooms: Socket.IO's server, or the Redis emitter. */
export interface Destino {
  to(rooms: string[]): { emit(name: string, ...args: unknown[]): unknown };
}

/** Sends an event that has its place in the log (every screen may be given it again from there). */
export function enviarRegistrado(destino: Destino, evento: DomainEvent, seq: string): void {
  const meta: MetaDoEvento = { seq };
  destino.to(evento.rooms).emit(evento.name, evento.payload, meta);
}

/**
 * The publish port of a process that has a log (gateways and workers): each event gets its place
 * in the company's log first, then goes to its rooms with it. When the log refuses (Redis down)
 * the event goes at once, without a place, to the sockets this process reaches by itself
 * (`local`: a gateway's own; the workers have none), and is handed to `recusado`, which keeps it
 * in the database outbox to be sent to every gateway, with a place, once the log is back. Not
 * through Redis meanwhile: a client's offline queue would deliver it late, out of order.
 */
export function publicarRegistrado(
  destino: Destino,
  registro: RegistroDeEventos,
  opcoes: {
    /** This process's own sockets (a gateway's `io.local`); absent in the workers. */
    local?: Destino;
    /** Told that the log refused (to warn; once in a while, not per event). */
    aoFalhar: (erro: unknown) => void;
    /** The event the log refused; must not throw. */
    recusado: (evento: DomainEvent) => void;
  },
): Publish {
  return (evento: DomainEvent) => {
    registro.registrar(evento).then(
      (seq) => enviarRegistrado(destino, evento, seq),
      (erro: unknown) => {
        opcoes.aoFalhar(erro);
        opcoes.local?.to(evento.rooms).emit(evento.name, evento.payload);
        opcoes.recusado(evento);
      },
    );
  };
}
