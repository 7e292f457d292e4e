import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { CABECALHO_LIDO_EM } from '@cardapio/shared-events';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A proxy's id is kept when it is short and plain; anything else is replaced. */
const ID_ACEITO = /^[A-Za-z0-9._:-]{8,128}$/;

/** Gives every request an id (the caller's sane X-Request-Id, or a new one) and answers it back. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = idDaRequisicao(req.headers['x-request-id']);
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};

/** The id a request is answered with: the caller's X-Request-Id when acceptable, else a new one. */
export function idDaRequisicao(recebido: string | string[] | undefined): string {
  return typeof recebido === 'string' && ID_ACEITO.test(recebido) ? recebido : randomUUID();
}

/**
 * Stamps every answer with when the server began reading it (X-Lido-Em): a live screen whose
 * connection opens later asks for the events after that. A cached public read replaces it with
 * the time its cache entry was read.
 */
export const marcaDeLeitura: RequestHandler = (_req, res, next) => {
  res.setHeader(CABECALHO_LIDO_EM, String(Date.now()));
  next();
};

export function requestIdOf(res: Response): string {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : 'desconhecido';
}
