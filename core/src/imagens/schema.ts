import {
  customType,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { empresas } from '../empresas/schema';
import { timestamps } from '../shared/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (valor) => (Buffer.isBuffer(valor) ? valor : Buffer.from(valor)),
});

/**
 * Product and category pictures, re-encoded on upload. Kept in the database (not on a disk of
 * one gateway) so every gateway serves them; the URL carries the content hash, so it never
 * changes meaning and browsers may keep it forever. Rows are not deleted with their product:
 * past orders and tabs keep a copy of the product's imagem_url.
 */
export const imagens = pgTable(
  'imagens',
  {
    id: serial('id').notNull(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** sha256 of the encoded bytes (hex, first 32 characters). */
    hash: text('hash').notNull(),
    content_type: text('content_type').notNull(),
    largura: integer('largura').notNull(),
    altura: integer('altura').notNull(),
    tamanho: integer('tamanho').notNull(),
    dados: bytea('dados').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'imagens_pkey', columns: [t.empresa_id, t.id] }),
    uniqueIndex('imagens_empresa_hash_idx').on(t.empresa_id, t.hash),
  ],
);
