/**
 * Domain errors carry the pt-BR message the API answers with; the gateway maps each kind to a status.
 */
export type DomainErrorKind =
  | 'validacao'
  | 'nao_autenticado'
  | 'proibido'
  | 'nao_encontrado'
  | 'conflito'
  | 'muitas_tentativas'
  | 'indisponivel';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Fields answered beside `erro` (what a refused 'Abrir a loja' still misses). */
    readonly detalhes?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validacao = (m: string) => new DomainError('validacao', m);
export const naoAutenticado = (m: string) => new DomainError('nao_autenticado', m);
export const proibido = (m: string) => new DomainError('proibido', m);
export const naoEncontrado = (m: string) => new DomainError('nao_encontrado', m);
export const conflito = (m: string) => new DomainError('conflito', m);

/** Postgres unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
