import type { z } from 'zod';
import { idSchema, MENSAGEM_CORPO_INVALIDO, mensagemPadrao } from '@cardapio/shared-events';
import { validacao } from '@cardapio/core';

const ehObjeto = (valor: unknown): boolean =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/**
 * Parses a payload (a JSON body or a query) with a shared zod schema; the first issue's message
 * becomes the answer: the schema's own, or a pt-BR one naming the field. A payload that is not
 * an object (a JSON array, a string) is refused as a whole.
 */
export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const dados = payload ?? {};
  if (!ehObjeto(dados)) throw validacao(MENSAGEM_CORPO_INVALIDO);
  const result = schema.safeParse(dados, { error: mensagemPadrao });
  if (!result.success) throw validacao(result.error.issues[0]?.message ?? MENSAGEM_CORPO_INVALIDO);
  return result.data;
}

/** A route or query parameter holding a row id (1…2^31−1, an integer column), or a 400. */
/** Built once: a zod schema costs far more to build than to run (every request has an id). */
const ID_DO_CAMINHO = idSchema();

export function idParam(value: unknown, nome = 'id'): number {
  const result = ID_DO_CAMINHO.safeParse(typeof value === 'string' ? value : undefined);
  if (!result.success) throw validacao(`Parâmetro ${nome} inválido`);
  return result.data;
}
