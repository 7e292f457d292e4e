import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as numeric(12,2), read as a string, computed in integer cents. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const empresaIdColumn = () => integer('empresa_id').notNull();
