import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { versaoSeguinte } from '../shared/versao';
import { mesas } from './schema';

/**
 * The tables' write another area makes, owned here (docs/arquitetura.md, "Áreas"): a tab that
 * changed makes its table newer, since the table's derived state (occupied, its total) changed
 * with it and every screen applies the newer version once.
 */
export async function tocarMesas(tx: Tx, mesaIds: number[], agora: Date): Promise<void> {
  if (mesaIds.length)
    await tx
      .update(mesas)
      .set({ updated_at: versaoSeguinte(mesas.updated_at, agora) })
      .where(inArray(mesas.id, mesaIds));
}
