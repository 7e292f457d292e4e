import { and, eq } from 'drizzle-orm';
import type { GarcomPublico } from '@cardapio/shared-events';
import { proximaVersao, type SessoesService } from '../auth/sessoes';
import type { Db } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { garcons } from './schema';
import { toGarcomPublico } from './serialize';

export interface GarconsDeps {
  db: Db;
  sessoes: Pick<SessoesService, 'encerradas'>;
  now: () => Date;
}

/** The waiters of one empresa, as the back-office manages them. */
export function createGarconsService(deps: GarconsDeps) {
  const { db, sessoes } = deps;
  return {
    /** Deactivates a waiter: they can no longer sign in, and their open sessions end now. */
    async desativar(empresaId: number, garcomId: number): Promise<GarcomPublico> {
      const [row] = await db
        .update(garcons)
        .set({
          ativo: false,
          sessao_versao: proximaVersao(garcons.sessao_versao),
          updated_at: deps.now(),
        })
        .where(and(eq(garcons.id, garcomId), eq(garcons.empresa_id, empresaId)))
        .returning();
      if (!row) throw naoEncontrado('Garçom não encontrado');
      sessoes.encerradas({ kind: 'garcom', id: row.id });
      return toGarcomPublico(row);
    },
  };
}

export type GarconsService = ReturnType<typeof createGarconsService>;
