import { eq } from 'drizzle-orm';
import { rooms, type ChamadaEvento, type Publish } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { empresas } from '../empresas/schema';
import { naoEncontrado } from '../shared/errors';
import { chamadasGarcom } from './schema';

type ChamadaRow = typeof chamadasGarcom.$inferSelect;

export const paraChamada = (row: ChamadaRow): ChamadaEvento => ({
  id: row.id,
  empresa_id: row.empresa_id,
  mesa: row.mesa,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A table calling a waiter: stored, and pushed at once to the staff of that empresa. */
export function createChamadasService(deps: { db: Db; publish: Publish }) {
  const { db } = deps;
  return {
    async chamar(empresaId: number, mesa: string): Promise<ChamadaEvento> {
      const [empresa] = await db
        .select({ ativo: empresas.ativo })
        .from(empresas)
        .where(eq(empresas.id, empresaId));
      if (!empresa?.ativo) throw naoEncontrado('Empresa não encontrada');
      const [row] = await db
        .insert(chamadasGarcom)
        .values({ empresa_id: empresaId, mesa })
        .returning();
      const chamada = paraChamada(row!);
      deps.publish({ name: 'chamada:criada', rooms: [rooms.equipe(empresaId)], payload: chamada });
      return chamada;
    },
  };
}

export type ChamadasService = ReturnType<typeof createChamadasService>;
