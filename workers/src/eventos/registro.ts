import {
  compararSeq,
  FOLGA_DA_REPOSICAO_MS,
  JANELA_DE_REPOSICAO_MS,
  seqDoInstante,
  type DomainEvent,
  type EventName,
} from '@cardapio/shared-events';

/** An event as the log keeps it: its place in the company's stream, its rooms and its payload. */
export interface EventoRegistrado {
  seq: string;
  name: EventName;
  rooms: string[];
  payload: unknown;
}

/**
 * Each company's stream of events, written before they are sent, so a screen that was away can
 * be given exactly what it missed (issue 28 §2). In memory when the deployment is one process,
 * in Redis Streams when there are several (every gateway and the workers write to the same one).
 */
export interface RegistroDeEventos {
  /** Gives the event its place in the company's stream (answers that place). */
  registrar(evento: DomainEvent): Promise<string>;
  /**
   * The company's events after `desde` addressed to any of `salas`, in order; null when the log
   * can no longer tell everything since then (too long ago, before it started, or too many).
   */
  desde(
    empresaId: number,
    desde: string,
    salas: readonly string[],
  ): Promise<EventoRegistrado[] | null>;
  /** A place every later event comes after (what a connection that just joined has seen). */
  posicao(empresaId: number): Promise<string>;
  fechar(): Promise<void>;
}

/** More missed events than this and reading again is cheaper than replaying. */
export const MAXIMO_DA_REPOSICAO = 2000;

/** Entries a company's stream keeps at most in memory (beyond the time window). */
const MAXIMO_POR_EMPRESA = 20_000;

/** Keeps only the events addressed to a connection's rooms. */
export const paraAsSalas = (salas: readonly string[]) => {
  const conjunto = new Set(salas);
  return (evento: EventoRegistrado) => evento.rooms.some((sala) => conjunto.has(sala));
};

const maiorSeq = (a: string, b: string) => (compararSeq(a, b) >= 0 ? a : b);

/** The one-process log: what this process wrote since it started, within the window. */
export function criarRegistroEmMemoria(opcoes: { agora?: () => number } = {}): RegistroDeEventos {
  const agora = opcoes.agora ?? Date.now;
  const comecou = agora();
  // Every client asks from FOLGA before what it saw: one that saw only this log is covered.
  const inicio = seqDoInstante(comecou - FOLGA_DA_REPOSICAO_MS);
  const porEmpresa = new Map<number, { eventos: EventoRegistrado[]; descartadoAte: string }>();
  // The first event of the starting millisecond comes after `inicio` ("<ms>-0").
  let ultimoMs = comecou;
  let contador = 0;

  function proximaSeq(): string {
    const ms = Math.max(agora(), ultimoMs);
    contador = ms === ultimoMs ? contador + 1 : 0;
    ultimoMs = ms;
    return `${ms}-${contador}`;
  }

  function aparar(stream: { eventos: EventoRegistrado[]; descartadoAte: string }) {
    const limite = seqDoInstante(agora() - JANELA_DE_REPOSICAO_MS);
    let cortar = 0;
    while (
      cortar < stream.eventos.length &&
      (stream.eventos.length - cortar > MAXIMO_POR_EMPRESA ||
        compararSeq(stream.eventos[cortar]!.seq, limite) < 0)
    )
      cortar++;
    if (cortar > 0) {
      stream.descartadoAte = stream.eventos[cortar - 1]!.seq;
      stream.eventos.splice(0, cortar);
    }
  }

  return {
    async registrar(evento) {
      const seq = proximaSeq();
      let stream = porEmpresa.get(evento.empresaId);
      if (!stream)
        porEmpresa.set(evento.empresaId, (stream = { eventos: [], descartadoAte: inicio }));
      stream.eventos.push({ seq, name: evento.name, rooms: evento.rooms, payload: evento.payload });
      aparar(stream);
      return seq;
    },
    async desde(empresaId, desde, salas) {
      const stream = porEmpresa.get(empresaId);
      // descartadoAte starts at inicio and only grows.
      const piso = maiorSeq(
        stream?.descartadoAte ?? inicio,
        seqDoInstante(agora() - JANELA_DE_REPOSICAO_MS),
      );
      if (compararSeq(desde, piso) < 0) return null;
      const dela = paraAsSalas(salas);
      const depois = (stream?.eventos ?? []).filter(
        (e) => compararSeq(e.seq, desde) > 0 && dela(e),
      );
      return depois.length > MAXIMO_DA_REPOSICAO ? null : depois;
    },
    async posicao(empresaId) {
      const ultimo = porEmpresa.get(empresaId)?.eventos.at(-1)?.seq ?? inicio;
      return maiorSeq(ultimo, seqDoInstante(agora() - 1));
    },
    async fechar() {
      porEmpresa.clear();
    },
  };
}
