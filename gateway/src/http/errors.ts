import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorKind } from '@cardapio/core';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  validacao: 400,
  nao_autenticado: 401,
  proibido: 403,
  nao_encontrado: 404,
  conflito: 409,
  muitas_tentativas: 429,
  indisponivel: 503,
};

/** Errors thrown by body-parser carry a type and a status. */
interface HttpParserError {
  type?: string;
  status?: number;
}

export const notFoundApi: RequestHandler = (_req, res) => {
  res.status(404).json({ erro: 'Rota não encontrada' });
};

/** The one place that turns an error into `{ erro }` and a status. */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof DomainError) {
      res.status(STATUS_BY_KIND[error.kind]).json({ erro: error.message });
      return;
    }
    const parserError = error as HttpParserError;
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ erro: 'JSON inválido no corpo da requisição' });
      return;
    }
    if (parserError.type === 'entity.too.large') {
      res.status(413).json({ erro: 'Requisição muito grande. O limite é de 1 MB.' });
      return;
    }
    if (parserError.type === 'charset.unsupported' || parserError.type === 'encoding.unsupported') {
      res.status(415).json({ erro: 'Codificação não suportada' });
      return;
    }
    log('[http] erro inesperado', error);
    res.status(500).json({ erro: 'Erro interno do servidor' });
  };
}
