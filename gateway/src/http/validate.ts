import type { z } from 'zod';
import { validacao } from '@cardapio/core';

/** Parses a payload with a shared zod schema; the first issue's message becomes the answer. */
export function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload ?? {});
  if (!result.success) throw validacao(result.error.issues[0]?.message ?? 'Dados inválidos');
  return result.data;
}

/** A positive integer route parameter, or a 400. */
export function idParam(value: unknown, nome = 'id'): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw validacao(`Parâmetro ${nome} inválido`);
  return n;
}
