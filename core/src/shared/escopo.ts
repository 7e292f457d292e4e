import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows belong to one empresa (every tenant table). */
export interface TabelaDaEmpresa {
  id: PgColumn;
  empresa_id: PgColumn;
}

/**
 * The row `id` of this empresa: the condition every read, lock, change and delete of a tenant row
 * goes through, so another company's id is simply not found.
 */
export const linhaDaEmpresa = (tabela: TabelaDaEmpresa, empresaId: number, id: number): SQL =>
  and(eq(tabela.id, id), eq(tabela.empresa_id, empresaId))!;
