import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * "tabela"."coluna", always: drizzle leaves a column unqualified in a query of one table, and
 * inside a correlated subquery an unqualified name would resolve to the subquery's own table.
 */
export const qualificada = (coluna: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(coluna.table))}.${sql.identifier(coluna.name)}`;
