import { foreignKey, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table sharded by company: its rows are keyed by (empresa_id, id). */
interface TabelaDaEmpresa {
  empresa_id: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * A foreign key inside one company: `(empresa_id, coluna)` → `(empresa_id, id)` of `alvo`, so both
 * rows sit on the same shard and a row of another company is refused (db/distribuicao.ts).
 * Chain `.onDelete(...)` as with drizzle's own `foreignKey`.
 */
export const daMesmaEmpresa = (
  nome: string,
  colunas: [empresaId: AnyPgColumn, coluna: AnyPgColumn],
  alvo: TabelaDaEmpresa,
) => foreignKey({ name: nome, columns: colunas, foreignColumns: [alvo.empresa_id, alvo.id] });
