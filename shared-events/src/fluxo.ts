import {
  compararSeq,
  type EventoConferido,
  FOLGA_DA_REPOSICAO_MS,
  JANELA_DA_CONFERENCIA_MS,
  instanteDaSeq,
  seqDoInstante,
  type MetaDoEvento,
  type SessaoInfo,
} from './events';

/**
 * The client half of the replay protocol (events.ts: `seq`, `auth.desde`, `sessao:info`): the
 * browser's screens run it (web/src/app/socketCompartilhado), and so do the tests that drop
 * connections under load. Pure: no I/O of its own.
 *
 * One connection's stream of events (issue 28 §2), between the socket and the screens: it knows
 * the last place in the company's stream it saw, asks the server on each (re)connection for what
 * came after it (`desde`, sent in the handshake), holds the events that arrive until the server
 * says the replay is over, then hands them to the screens in order and each only once. When the
 * server could not replay everything, or says a process that writes the streams died
 * ('sessao:reler'), the screens are told to read again.
 */

/** What the fluxo needs of a Socket.IO client socket. */
export interface SocketDoFluxo {
  on(nome: 'connect' | 'disconnect', fn: () => void): unknown;
  onAny(fn: (nome: string, ...args: unknown[]) => void): unknown;
}

type Ouvinte = (payload: never) => void;

/** Places seen (to drop a repeat) are remembered this many at most. */
const LEMBRADOS = 5000;

export interface FluxoDeEventos {
  /** Listens to one event by name; answers the undo. */
  ouvir(nome: string, fn: Ouvinte): () => void;
  /** Called whenever a connection left something the replay could not cover. */
  aoPrecisarLer(fn: () => void): () => void;
  /** What the next handshake sends as `desde` (undefined: nothing to replay). */
  desde(): string | undefined;
  /**
   * Looks for a sequence gap: asks the server (`pedir`) for this connection's events of the
   * last JANELA_DA_CONFERENCIA_MS and hands over, in order, those that never arrived. Answers
   * how many there were, or 'ler' when the server could no longer tell (the screens were told
   * to read again).
   */
  conferir(pedir: (desde: string) => Promise<EventoConferido[] | null>): Promise<number | 'ler'>;
}

/**
 * What a first connection must reconcile (the page's reads, web/src/app/marcasDeLeitura):
 * nothing, the server time to replay from, or 'ler' (read again once connected).
 */
export type Reconciliacao = () => 'nada' | 'ler' | number;

export function criarFluxoDeEventos(
  socket: SocketDoFluxo,
  oQueReconciliar: Reconciliacao = () => 'nada',
): FluxoDeEventos {
  const ouvintes = new Map<string, Set<Ouvinte>>();
  const precisamLer = new Set<() => void>();
  const vistos = new Set<string>();
  const ordemDosVistos: string[] = [];
  let ultimo: string | undefined;
  /** Where this connection's coverage starts (its sessao:info): earlier is the read's or replay's. */
  let inicioDaConexao: string | undefined;
  let conectouAntes = false;
  /** What this connection asked for: nothing, a replay from a place, or nothing it could trust. */
  let pedido: 'nada' | 'reposicao' | 'ler' = 'nada';
  let segurando = false;
  let fila: Array<{ nome: string; payload: unknown; seq: string | undefined }> = [];

  function lembrar(seq: string) {
    vistos.add(seq);
    ordemDosVistos.push(seq);
    if (ordemDosVistos.length > LEMBRADOS) vistos.delete(ordemDosVistos.shift()!);
  }

  function entregar(nome: string, payload: unknown) {
    for (const fn of [...(ouvintes.get(nome) ?? [])]) (fn as (p: unknown) => void)(payload);
  }

  function soltarFila() {
    const pendentes = fila;
    fila = [];
    segurando = false;
    pendentes.sort((a, b) => (a.seq && b.seq ? compararSeq(a.seq, b.seq) : 0));
    for (const e of pendentes) entregar(e.nome, e.payload);
  }

  const avancar = (seq: string | undefined) => {
    if (seq && (!ultimo || compararSeq(seq, ultimo) > 0)) ultimo = seq;
  };

  socket.onAny((nome, payload, meta) => {
    if (nome === 'sessao:info') {
      const info = payload as SessaoInfo;
      // Only now is everything up to the server's position here: the held events too.
      for (const e of fila) avancar(e.seq);
      avancar(info.seq);
      inicioDaConexao = info.seq;
      soltarFila();
      const coberto =
        pedido === 'nada'
          ? !conectouAntes
          : pedido === 'reposicao' && info.reposicao === 'completa';
      conectouAntes = true;
      entregar(nome, payload);
      if (!coberto) for (const fn of [...precisamLer]) fn();
      return;
    }
    if (nome === 'sessao:reler') {
      // A writer died: what it committed may be in no stream. Only a read has it.
      for (const fn of [...precisamLer]) fn();
      return;
    }
    const seq = (meta as MetaDoEvento | undefined)?.seq;
    if (seq !== undefined) {
      if (vistos.has(seq)) return;
      lembrar(seq);
    }
    if (segurando) fila.push({ nome, payload, seq });
    else {
      avancar(seq);
      entregar(nome, payload);
    }
  });
  // A drop in the middle of a replay: what arrived is real, the rest comes with the next one.
  socket.on('disconnect', () => {
    inicioDaConexao = undefined;
    if (segurando) soltarFila();
  });

  return {
    ouvir(nome, fn) {
      let lista = ouvintes.get(nome);
      if (!lista) ouvintes.set(nome, (lista = new Set()));
      lista.add(fn);
      return () => lista.delete(fn);
    },
    aoPrecisarLer(fn) {
      precisamLer.add(fn);
      return () => precisamLer.delete(fn);
    },
    desde() {
      let desde: string | undefined;
      if (conectouAntes) {
        desde = ultimo && seqDoInstante(instanteDaSeq(ultimo) - FOLGA_DA_REPOSICAO_MS);
        pedido = desde ? 'reposicao' : 'ler';
      } else {
        const reconciliar = oQueReconciliar();
        pedido = typeof reconciliar === 'number' ? 'reposicao' : reconciliar;
        if (typeof reconciliar === 'number') desde = seqDoInstante(reconciliar);
      }
      segurando = pedido === 'reposicao';
      fila = [];
      return desde;
    },
    async conferir(pedir) {
      const inicio = inicioDaConexao;
      if (!inicio || !ultimo || segurando) return 0;
      const janela = seqDoInstante(instanteDaSeq(ultimo) - JANELA_DA_CONFERENCIA_MS);
      const eventos = await pedir(compararSeq(inicio, janela) > 0 ? inicio : janela);
      // A connection that dropped meanwhile is covered by its own replay.
      if (inicioDaConexao !== inicio) return 0;
      if (eventos === null) {
        for (const fn of [...precisamLer]) fn();
        return 'ler';
      }
      let perdidos = 0;
      for (const e of [...eventos].sort((a, b) => compararSeq(a.seq, b.seq))) {
        if (vistos.has(e.seq)) continue;
        lembrar(e.seq);
        avancar(e.seq);
        perdidos++;
        entregar(e.nome, e.payload);
      }
      return perdidos;
    },
  };
}
