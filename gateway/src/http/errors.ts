import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorKind } from '@cardapio/core';
import { requestIdOf } from './request-id';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validacao: 400,
  nao_autenticado: 401,
  proibido: 403,
  nao_encontrado: 404,
  conflito: 409,
  muitas_tentativas: 429,
  indisponivel: 503,
};

export const ERRO_INTERNO = 'Erro interno do servidor';

/** Messages of the client errors Express and body-parser raise, by their `type`. */
const POR_TIPO: Record<string, { status: number; erro: string }> = {
  'entity.parse.failed': { status: 400, erro: 'JSON inválido no corpo da requisição' },
  'entity.too.large': { status: 413, erro: 'Requisição muito grande. O limite é de 1 MB.' },
  'charset.unsupported': { status: 415, erro: 'Codificação não suportada' },
  'encoding.unsupported': { status: 415, erro: 'Codificação não suportada' },
  'request.aborted': { status: 400, erro: 'Requisição interrompida' },
  'request.size.invalid': { status: 400, erro: 'Tamanho da requisição não confere' },
  'parameters.too.many': { status: 413, erro: 'Parâmetros demais na requisição' },
};

/** Messages of the other 4xx an HTTP-level error may carry (http-errors' status and expose). */
const POR_STATUS: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Acesso negado',
  404: 'Não encontrado',
  405: 'Método não permitido',
  408: 'Tempo da requisição esgotado',
  413: 'Requisição muito grande. O limite é de 1 MB.',
  414: 'Endereço muito longo',
  415: 'Tipo de conteúdo não suportado',
  416: 'Intervalo não satisfatório',
  431: 'Cabeçalhos muito grandes',
};

/**
 * PostgreSQL errors caused by the data a client sent (the schemas should stop these first; this
 * is the safety net): SQLSTATE → status and message.
 */
const POR_SQLSTATE: Record<string, { status: number; erro: string }> = {
  '22P02': { status: 400, erro: 'Valor em formato inválido' },
  '22003': { status: 400, erro: 'Número fora do intervalo permitido' },
  '22001': { status: 400, erro: 'Texto muito longo' },
  '22021': { status: 400, erro: 'O texto contém caracteres inválidos' },
  '22P05': { status: 400, erro: 'O texto contém caracteres inválidos' },
  '22007': { status: 400, erro: 'Data inválida' },
  '22008': { status: 400, erro: 'Data fora do intervalo permitido' },
  '23502': { status: 400, erro: 'Dados obrigatórios ausentes' },
  '23514': { status: 400, erro: 'Dados inválidos' },
  '23503': {
    status: 409,
    erro: 'Não foi possível concluir: um registro relacionado não existe mais ou ainda está em uso',
  },
  '23505': { status: 409, erro: 'Registro já existente' },
};

interface HttpLikeError {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
}

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ erro: 'Rota não encontrada' });
};

/** The SQLSTATE of a database error, from either driver (drizzle wraps it in `cause`). */
function sqlState(error: unknown): string | undefined {
  let atual: unknown = error;
  for (
    let profundidade = 0;
    profundidade < 4 && atual && typeof atual === 'object';
    profundidade++
  ) {
    const code = (atual as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    atual = (atual as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A 4xx raised by Express, body-parser or serve-static, with a pt-BR message. */
function erroHttp(error: unknown): { status: number; erro: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as HttpLikeError;
  if (typeof e.type === 'string' && POR_TIPO[e.type]) return POR_TIPO[e.type];
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  // Express's router marks a route parameter it cannot decode (`/api/menu/%E0`) with status 400.
  if (error instanceof URIError) return { status, erro: 'Endereço inválido' };
  // Only http-errors' `expose` says the status is meant for the client (not an upstream's).
  if (e.expose !== true) return undefined;
  return { status, erro: POR_STATUS[status] ?? 'Requisição inválida' };
}

/**
 * The one place that turns an error into `{ erro }` and a status: domain errors by their kind,
 * client errors of the HTTP layer and of the database by what they are; anything else is logged
 * with the request's id and answers 500 with that id.
 */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DomainError) {
      res.status(STATUS_BY_KIND[error.kind]).json({ ...error.detalhes, erro: error.message });
      return;
    }
    const http = erroHttp(error);
    if (http) {
      res.status(http.status).json({ erro: http.erro });
      return;
    }
    const requestId = requestIdOf(res);
    const state = sqlState(error);
    const doBanco = state ? POR_SQLSTATE[state] : undefined;
    if (doBanco) {
      // Answered as the client's fault, but logged: a schema let this value through.
      log(`[http] ${req.method} ${req.path} recusado pelo banco (${state}) [${requestId}]`, error);
      res.status(doBanco.status).json({ erro: doBanco.erro });
      return;
    }
    log(`[http] erro inesperado em ${req.method} ${req.path} [${requestId}]`, error);
    res.status(500).json({ erro: ERRO_INTERNO, request_id: requestId });
  };
}
