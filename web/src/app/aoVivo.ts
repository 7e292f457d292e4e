import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { pushesDaEntrada, type DiarioDaEntrada } from './pushesDuranteALeitura';
import type { EventName, EventPayload, ServerToClientEvents } from '@cardapio/shared-events';
import { api } from './api';
import type { AppSocket } from './socket';
import { chaveDaCredencial, fluxoDo, usarSocket, type Credencial } from './socketCompartilhado';

/**
 * The one way a screen stays live (DESIGN §3): subscribe on the page's shared socket, patch the
 * RTK Query cache with each pushed entity (the newer `updated_at` wins), and read again whatever
 * a reconnection may have missed.
 */

import {
  aplicarSeNaoRemovida,
  removerGuardando,
  type Removidos,
  type Versionado,
} from './versionado';

export {
  aplicarNaLista,
  aplicarSeNaoRemovida,
  ehMaisNova,
  removerDaLista,
  removerGuardando,
  type Removidos,
  type Versionado,
} from './versionado';

/** Registers a screen's listeners on the socket and returns their undo. */
export type Ligar<A> = (socket: AppSocket, aplicar: A) => () => void;

/** A screen's handlers, by the server's event name. */
export type Ouvintes = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

/**
 * Listens to each event with its handler, through the socket's stream (in order, once, replayed
 * after a drop); the answer stops every one of them.
 */
export function ouvirEventos(socket: AppSocket, ouvintes: Ouvintes): () => void {
  const fluxo = fluxoDo(socket);
  // The typed map cannot name "one of its handlers" generically; each pair is a key and its own.
  const pares = Object.entries(ouvintes) as [string, (payload: never) => void][];
  const desfazer = pares.map(([nome, fn]) => fluxo.ouvir(nome, fn));
  return () => {
    for (const d of desfazer) d();
  };
}

/**
 * Subscribes while the returned function is not called: `ligar` runs once the socket exists,
 * `aoReconectar` whenever a connection left a gap the server could not replay (a first
 * connection after an unstamped read, a reconnection after the replay window).
 */
function assinar(
  credencial: Credencial,
  ligar: (socket: AppSocket) => () => void,
  aoReconectar?: () => void,
) {
  let ativo = true;
  let liberar: (() => void) | null = null;
  const pronto = usarSocket(credencial).then(({ socket, fluxo, liberar: soltar }) => {
    const desligar = ligar(socket);
    const deixarDeLer = fluxo.aoPrecisarLer(() => aoReconectar?.());
    liberar = () => {
      desligar();
      deixarDeLer();
      soltar();
    };
    if (!ativo) liberar();
  });
  return {
    pronto,
    parar: () => {
      ativo = false;
      liberar?.();
      liberar = null;
    },
  };
}

/** What `onCacheEntryAdded` hands over, as far as a live entry needs it. */
export interface CicloDoCache<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (receita: (dados: T) => T | void) => unknown;
  getCacheEntry: () => { endpointName?: string; originalArgs?: unknown };
}

function chaveDaEntrada(ciclo: CicloDoCache<unknown>): string | null {
  const { endpointName, originalArgs } = ciclo.getCacheEntry();
  if (!endpointName) return null;
  return defaultSerializeQueryArgs({
    endpointName,
    queryArgs: originalArgs,
    endpointDefinition: undefined as never,
  });
}

/**
 * Keeps one RTK Query cache entry live while it exists. Listening starts before the first
 * answer; events that land while it loads are applied on top of it.
 */
export async function manterNoCache<T>(
  ciclo: CicloDoCache<T>,
  opcoes: {
    token: string | null;
    ligar: Ligar<(receita: (dados: T) => T) => void>;
    aoReconectar?: () => void;
  },
): Promise<void> {
  let parar: (() => void) | null = null;
  let diario: DiarioDaEntrada | null = null;
  try {
    if (opcoes.token) {
      let carregado = false;
      const pendentes: ((dados: T) => T)[] = [];
      const chave = chaveDaEntrada(ciclo as CicloDoCache<unknown>);
      diario = chave ? pushesDaEntrada.abrir(chave) : null;
      const aplicar = (receita: (dados: T) => T) => {
        diario?.registrar(receita);
        if (carregado) ciclo.updateCachedData(receita);
        else pendentes.push(receita);
      };
      const assinatura = assinar(
        opcoes.token,
        (socket) => opcoes.ligar(socket, aplicar),
        opcoes.aoReconectar,
      );
      parar = assinatura.parar;
      await assinatura.pronto;
      await ciclo.cacheDataLoaded;
      carregado = true;
      if (pendentes.length > 0) {
        ciclo.updateCachedData((dados) => pendentes.reduce((d, receita) => receita(d), dados));
      }
    }
  } catch {
    // The entry went away before its first answer: nothing to keep live.
  }
  await ciclo.cacheEntryRemoved;
  parar?.();
  diario?.fechar();
}

/**
 * The same for a component: listens while mounted with a credential (a session's token, or
 * `{ empresa_id }` for anyone on that company's public menu). The latest `ligar` and
 * `aoReconectar` are used without subscribing again; `chave` names what the listeners depend
 * on (a new value subscribes anew).
 */
export function useAoVivo(
  credencial: Credencial | null | undefined,
  ligar: (socket: AppSocket) => () => void,
  aoReconectar?: () => void,
  chave: unknown = null,
): void {
  const atual = useRef({ ligar, aoReconectar, credencial });
  useEffect(() => {
    atual.current = { ligar, aoReconectar, credencial };
  });
  const conexao = credencial ? chaveDaCredencial(credencial) : null;
  useEffect(() => {
    const credencialAtual = atual.current.credencial;
    if (!conexao || !credencialAtual) return;
    const { parar } = assinar(
      credencialAtual,
      (socket) => atual.current.ligar(socket),
      () => atual.current.aoReconectar?.(),
    );
    return parar;
  }, [conexao, chave]);
}

/** The events whose payload is the list's entity itself. */
type EventoDaEntidade<T> = {
  [K in EventName]: EventPayload<K> extends T ? K : never;
}[EventName];

/** The events that remove an entity by its id. */
type EventoDeRemocao = {
  [K in EventName]: EventPayload<K> extends { id: number } ? K : never;
}[EventName];

/** The token a live list listens with: the staff session's, or the kitchen screen's. */
/** The token a cache entry listens with: the staff (or customer) session's, or the kitchen screen's. */
export function tokenDaSessao(estado: unknown, sessao: 'cliente' | 'monitor' = 'cliente') {
  const { token, monitorToken } = (
    estado as { sessao: { token: string | null; monitorToken: string | null } }
  ).sessao;
  return sessao === 'monitor' ? monitorToken : token;
}

/** What RTK Query hands `onCacheEntryAdded`, as far as a live list needs it. */
type CicloDaLista<T> = CicloDoCache<T[]> & {
  getState: () => unknown;
  dispatch: (acao: ReturnType<typeof api.util.invalidateTags>) => unknown;
};

/**
 * A staff list kept live, declared rather than written (the board's lists, stock, tables,
 * waiters, promotions, physical tabs): each `atualizados` event's entity replaces or joins it
 * (the newer `updated_at` wins, kept in `ordenar` order), each `removidos` event's id leaves it,
 * `comEntidade` names events that carry the entity inside another payload, and `reler` are the
 * tags read again when the stream could not replay a gap. Answers the `onCacheEntryAdded`.
 */
export function listaAoVivo<T extends Versionado>(opcoes: {
  atualizados: readonly EventoDaEntidade<T>[];
  removidos: readonly EventoDeRemocao[];
  comEntidade?: { [K in EventName]?: (payload: EventPayload<K>) => T };
  ordenar?: (a: T, b: T) => number;
  reler: Parameters<typeof api.util.invalidateTags>[0];
  /** Whose socket it listens on: the staff session's (the default) or a kitchen screen's. */
  sessao?: 'cliente' | 'monitor';
}) {
  return (_arg: unknown, ciclo: CicloDaLista<T>) =>
    manterNoCache<T[]>(ciclo, {
      token: tokenDaSessao(ciclo.getState(), opcoes.sessao),
      ligar: (socket, aplicar) => {
        const removidos: Removidos = new Map();
        const mudar = (entidade: T) =>
          aplicar((lista) => aplicarSeNaoRemovida(lista, entidade, removidos, opcoes.ordenar));
        const ouvintes: Record<string, (payload: never) => void> = {};
        for (const nome of opcoes.atualizados) ouvintes[nome] = (entidade: T) => mudar(entidade);
        for (const nome of opcoes.removidos)
          ouvintes[nome] = ({ id }: { id: number }) =>
            aplicar((l) => removerGuardando(l, id, removidos));
        for (const [nome, extrair] of Object.entries(opcoes.comEntidade ?? {}))
          ouvintes[nome] = (payload: never) => mudar((extrair as (p: unknown) => T)(payload));
        return ouvirEventos(socket, ouvintes as Ouvintes);
      },
      aoReconectar: () => ciclo.dispatch(api.util.invalidateTags(opcoes.reler)),
    });
}
