import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The next `updated_at` of a row: `agora`, or just after the row's own when that is later. The
 * clock is read before the row's lock, so of two concurrent changes the one that commits last
 * may hold the earlier clock, and screens (the newer updated_at wins) would keep the first; the
 * UPDATE sees the committed row, so its version always moves forward.
 */
export const versaoSeguinte = (coluna: AnyPgColumn, agora: Date) =>
  sql`greatest(${agora}::timestamptz, ${coluna} + interval '1 millisecond')`;
