import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { pushesDaEntrada } from './pushesDuranteALeitura';

/** What RTK Query's query thunk puts in its actions' meta, as far as this needs it. */
interface MetaDaLeitura {
  requestId: string;
  arg: { type: string; endpointName: string; originalArgs: unknown; queryCacheKey: string };
}

const PREFIXO = `${api.reducerPath}/executeQuery/`;

/** Where each read in flight started, by its request id. */
const marcos = new Map<string, number>();

/**
 * Applies again, to a read's answer once it is in the cache, the pushes its entry received
 * while the read was in flight (app/pushesDuranteALeitura). The mark is taken when the read is
 * dispatched, before it leaves: a push counted twice changes nothing, a push missed would.
 */
export const reaplicarPushes: Middleware = (loja) => (proximo) => (acao) => {
  const { type, meta } = acao as UnknownAction & { meta?: MetaDaLeitura };
  if (typeof type !== 'string' || !type.startsWith(PREFIXO) || meta?.arg.type !== 'query')
    return proximo(acao);
  if (type === `${PREFIXO}pending`) marcos.set(meta.requestId, pushesDaEntrada.marco());
  const resultado = proximo(acao);
  if (type === `${PREFIXO}pending`) return resultado;
  const marco = marcos.get(meta.requestId);
  marcos.delete(meta.requestId);
  const { endpointName, originalArgs, queryCacheKey } = meta.arg;
  if (
    type === `${PREFIXO}fulfilled` &&
    marco !== undefined &&
    pushesDaEntrada.houveDesde(queryCacheKey, marco)
  ) {
    loja.dispatch(
      api.util.updateQueryData(
        endpointName as never,
        originalArgs as never,
        ((dados: unknown) => pushesDaEntrada.aplicarDesde(queryCacheKey, marco, dados)) as never,
      ) as unknown as UnknownAction,
    );
  }
  return resultado;
};
