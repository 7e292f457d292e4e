import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  criarFluxoDeEventos as criarFluxo,
  seqDoInstante,
  type SocketDoFluxo,
} from '@cardapio/shared-events';
import {
  comecarLeitura,
  esquecerLeituras,
  MARGEM_DA_LEITURA_MS,
  oQueReconciliar,
  terminarLeitura,
} from './marcasDeLeitura';

/** The stream as the page makes it: bound to the page's reads. */
const criarFluxoDeEventos = (socket: SocketDoFluxo) => criarFluxo(socket, oQueReconciliar);

/** A socket as the fluxo sees one: the server's events come through onAny, with their place. */
function socketFalso() {
  const todos: Array<(nome: string, ...args: unknown[]) => void> = [];
  const reservados = new Map<string, Array<() => void>>();
  const socket: SocketDoFluxo = {
    on: (nome, fn) => reservados.set(nome, [...(reservados.get(nome) ?? []), fn]),
    onAny: (fn) => todos.push(fn),
  };
  return {
    socket,
    servidor: (nome: string, payload: unknown, seq?: string, reposto?: true) => {
      for (const fn of todos)
        fn(nome, payload, seq ? { seq, ...(reposto ? { reposto } : {}) } : undefined);
    },
    info: (seq: string, reposicao?: 'completa' | 'incompleta') => {
      for (const fn of todos) fn('sessao:info', { kind: 'equipe', rooms: [], seq, reposicao });
    },
    cair: () => reservados.get('disconnect')?.forEach((fn) => fn()),
  };
}

const s = (ms: number, n = 0) => `${ms}-${n}`;

beforeEach(() => esquecerLeituras());

describe('fluxoDeEventos: each event once, in order, and a gap is never silent', () => {
  it('a first connection before any read asks nothing and needs no read', () => {
    const { socket, info } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    let leituras = 0;
    fluxo.aoPrecisarLer(() => leituras++);
    expect(fluxo.desde()).toBeUndefined();
    info(s(1000));
    expect(leituras).toBe(0);
  });

  it('a first connection after a stamped read asks from that read, and needs no read when replayed', () => {
    const { socket, info } = socketFalso();
    terminarLeitura(comecarLeitura(5000), 100_000);
    const fluxo = criarFluxoDeEventos(socket);
    let leituras = 0;
    fluxo.aoPrecisarLer(() => leituras++);
    expect(fluxo.desde()).toBe(seqDoInstante(100_000 - MARGEM_DA_LEITURA_MS));
    info(s(100_500), 'completa');
    expect(leituras).toBe(0);
  });

  it('a first connection after an unstamped read (a cached menu) reads again once connected', () => {
    const { socket, info } = socketFalso();
    terminarLeitura(comecarLeitura(), null);
    const fluxo = criarFluxoDeEventos(socket);
    let leituras = 0;
    fluxo.aoPrecisarLer(() => leituras++);
    expect(fluxo.desde()).toBeUndefined();
    info(s(1000));
    expect(leituras).toBe(1);
  });

  it('a read still in flight is placed with the clocks’ offset, or read again when unknown', () => {
    comecarLeitura(10_000); // no answer yet, no offset known
    expect(criarFluxoDeEventos(socketFalso().socket).desde()).toBeUndefined();
    esquecerLeituras();
    terminarLeitura(comecarLeitura(10_000), 60_000); // server is 50 s ahead
    comecarLeitura(12_000); // in flight: 62 000 on the server
    expect(criarFluxoDeEventos(socketFalso().socket).desde()).toBe(
      seqDoInstante(60_000 - MARGEM_DA_LEITURA_MS),
    );
  });

  it('holds what arrives during a replay and hands it over in stream order, each once', () => {
    const { socket, servidor, info } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    fluxo.desde();
    info(s(1000));
    const vistos: number[] = [];
    fluxo.ouvir('pedido:criado', (p: { id: number }) => vistos.push(p.id));

    servidor('pedido:criado', { id: 1 }, s(1001));
    expect(vistos).toEqual([1]);

    fluxo.desde(); // reconnecting: asks from a little before the last place seen
    servidor('pedido:criado', { id: 4 }, s(1004)); // live, overtook the replay
    servidor('pedido:criado', { id: 1 }, s(1001), true); // seen before the drop
    servidor('pedido:criado', { id: 2 }, s(1002), true);
    servidor('pedido:criado', { id: 3 }, s(1003), true);
    expect(vistos).toEqual([1]);
    info(s(1004), 'completa');
    expect(vistos).toEqual([1, 2, 3, 4]);
    servidor('pedido:criado', { id: 4 }, s(1004)); // a repeat after the replay
    expect(vistos).toEqual([1, 2, 3, 4]);
  });

  it('a reconnection asks from two seconds before the last place it saw', () => {
    const { socket, servidor, info } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    fluxo.desde();
    info(s(50_000));
    servidor('pedido:criado', { id: 1 }, s(60_000, 3));
    expect(fluxo.desde()).toBe(seqDoInstante(58_000));
  });

  it('a replay the server could not finish makes every screen read again', () => {
    const { socket, info } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    let leituras = 0;
    fluxo.aoPrecisarLer(() => leituras++);
    fluxo.desde();
    info(s(1000));
    fluxo.desde();
    info(s(9000), 'incompleta');
    expect(leituras).toBe(1);
    fluxo.desde();
    info(s(9500)); // an older server that does not replay: read again too
    expect(leituras).toBe(2);
  });

  it('a process that writes the streams died (sessao:reler): every screen reads again, live', () => {
    const { socket, servidor, info } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    let leituras = 0;
    fluxo.aoPrecisarLer(() => leituras++);
    fluxo.desde();
    info(s(1000));
    expect(leituras).toBe(0);
    servidor('sessao:reler', undefined);
    expect(leituras).toBe(1);
  });

  it('a drop in the middle of a replay hands over what arrived; the next replay fills the rest', () => {
    const { socket, servidor, info, cair } = socketFalso();
    const fluxo = criarFluxoDeEventos(socket);
    fluxo.desde();
    info(s(1000));
    const vistos: number[] = [];
    fluxo.ouvir('pedido:criado', (p: { id: number }) => vistos.push(p.id));
    fluxo.desde();
    servidor('pedido:criado', { id: 3 }, s(1003));
    cair();
    expect(vistos).toEqual([3]);
    // Nothing was confirmed by the server: the next one asks from before the drop, not from 3.
    expect(fluxo.desde()).toBe(seqDoInstante(1000 - 2000));
    servidor('pedido:criado', { id: 2 }, s(1002), true);
    servidor('pedido:criado', { id: 3 }, s(1003), true);
    info(s(1003), 'completa');
    expect(vistos).toEqual([3, 2]);
  });
});
