import type { RequestHandler } from 'express';
import multer from 'multer';
import { IMAGEM_TAMANHO_MAXIMO, MENSAGENS_CATALOGO } from '@cardapio/shared-events';
import { validacao } from '@cardapio/core';

const multipart = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: IMAGEM_TAMANHO_MAXIMO,
    files: 1,
    fields: 30,
    fieldSize: 64 * 1024,
    parts: 31,
  },
}).single('imagem');

const MENSAGENS_MULTER: Partial<Record<multer.ErrorCode, string>> = {
  LIMIT_FILE_COUNT: 'Envie uma única imagem, no campo imagem',
  LIMIT_UNEXPECTED_FILE: 'Envie uma única imagem, no campo imagem',
  LIMIT_FIELD_KEY: 'Nome de campo muito longo',
  LIMIT_FIELD_VALUE: 'Campo do formulário muito longo',
  LIMIT_FIELD_COUNT: 'Campos demais no formulário',
  LIMIT_PART_COUNT: 'Campos demais no formulário',
};

/**
 * A catalogue form: multipart with at most one file in the field `imagem` (kept in memory, at
 * most IMAGEM_TAMANHO_MAXIMO bytes) or plain JSON without a picture. Only the declared type is
 * checked here; core decodes the file and refuses what is not really an image.
 */
export const receberImagem: RequestHandler = (req, res, next) => {
  multipart(req, res, (error: unknown) => {
    if (!error) {
      const arquivo = req.file;
      if (arquivo && !arquivo.mimetype.toLowerCase().startsWith('image/'))
        next(validacao(MENSAGENS_CATALOGO.arquivoNaoImagem));
      else next();
      return;
    }
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ erro: MENSAGENS_CATALOGO.arquivoGrande });
      return;
    }
    const mensagem = error instanceof multer.MulterError ? MENSAGENS_MULTER[error.code] : undefined;
    // Anything else is a form that does not parse (cut short, a bad boundary).
    next(validacao(mensagem ?? 'Formulário inválido'));
  });
};
