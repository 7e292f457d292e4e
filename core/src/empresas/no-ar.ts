import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { empresas } from './schema';

/**
 * Whether the public sees the company (menu, categories, status, freight, sign-ups, waiter
 * calls, the anonymous socket): its owner keeps it on (`ativo`), its sign-up was confirmed and
 * the platform did not deactivate it. The one rule every public read selects.
 */
export const empresaNoAr = sql<boolean>`(${empresas.ativo} and ${empresas.cadastro_confirmado_em} is not null and ${empresas.desativada_em} is null)`;

export const MENSAGEM_EMPRESA_NAO_ENCONTRADA = 'Empresa não encontrada';

/** 404 'Empresa não encontrada' unless the public sees the company. */
export async function exigirEmpresaNoAr(db: DbOrTx, empresaId: number): Promise<void> {
  const [row] = await db
    .select({ noAr: empresaNoAr })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!row?.noAr) throw naoEncontrado(MENSAGEM_EMPRESA_NAO_ENCONTRADA);
}
