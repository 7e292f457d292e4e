import { and, asc, eq } from 'drizzle-orm';
import {
  type ChamadaEvento,
  MENSAGENS_CHAMADA,
  type Publish,
  rooms,
  type TipoDeChamada,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { exigirEmpresaNoAr } from '../empresas/no-ar';
import { numeroDaMesa } from '../mesas/numero';
import type { MesasService } from '../mesas/service';
import { conflito, naoEncontrado, validacao } from '../shared/errors';
import { chamadasGarcom } from './schema';

type ChamadaRow = typeof chamadasGarcom.$inferSelect;

export const paraChamada = (row: ChamadaRow): ChamadaEvento => ({
  id: row.id,
  empresa_id: row.empresa_id,
  mesa: row.mesa,
  tipo: row.tipo,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Who hears a call and its answer: the staff board and monitor, and the waiters' phones. */
const salasDaChamada = (empresaId: number) => [rooms.equipe(empresaId), rooms.garcons(empresaId)];

/** A table calling a waiter: stored, and pushed at once to the staff and waiters of that empresa. */
export function createChamadasService(deps: { db: Db; publish: Publish; mesas: MesasService }) {
  const { db } = deps;

  async function registrar(
    empresaId: number,
    numero: string,
    tipo: TipoDeChamada,
  ): Promise<ChamadaEvento> {
    const [row] = await db
      .insert(chamadasGarcom)
      .values({ empresa_id: empresaId, mesa: numero, tipo })
      .returning();
    const chamada = paraChamada(row!);
    deps.publish({
      empresaId: empresaId,
      name: 'chamada:criada',
      rooms: salasDaChamada(empresaId),
      payload: chamada,
    });
    return chamada;
  }

  return {
    /**
     * An empresa with tables is called from one of them, named by its number ('5', '05' or
     * 'Mesa 5' for table 5; mesas/numero.ts), and the call carries the number as registered;
     * any other text is a 400. An empresa without tables takes the text as typed.
     */
    async chamar(empresaId: number, mesa: string): Promise<ChamadaEvento> {
      await exigirEmpresaNoAr(db, empresaId);
      const numeros = await deps.mesas.numeros(empresaId);
      const numero = numeros.length === 0 ? mesa : numeroDaMesa(numeros, mesa);
      if (numero === undefined) throw validacao(MENSAGENS_CHAMADA.mesaNaoEncontrada);
      return registrar(empresaId, numero, 'garcom');
    },

    /** From a table's QR page (its token already checked): a waiter, or the bill. */
    chamarDaMesa: (empresaId: number, numero: string, tipo: TipoDeChamada) =>
      registrar(empresaId, numero, tipo),

    /** Calls still waiting for a waiter, oldest first. */
    async pendentes(empresaId: number): Promise<ChamadaEvento[]> {
      const rows = await db
        .select()
        .from(chamadasGarcom)
        .where(and(eq(chamadasGarcom.empresa_id, empresaId), eq(chamadasGarcom.status, 'pendente')))
        .orderBy(asc(chamadasGarcom.created_at), asc(chamadasGarcom.id));
      return rows.map(paraChamada);
    },

    /** pendente → atendida or cancelada, once; every staff and waiter screen hears it. */
    async responder(
      empresaId: number,
      id: number,
      status: 'atendida' | 'cancelada',
    ): Promise<ChamadaEvento> {
      const [row] = await db
        .update(chamadasGarcom)
        .set({ status, updated_at: new Date() })
        .where(
          and(
            eq(chamadasGarcom.id, id),
            eq(chamadasGarcom.empresa_id, empresaId),
            eq(chamadasGarcom.status, 'pendente'),
          ),
        )
        .returning();
      if (!row) {
        const [existe] = await db
          .select({ status: chamadasGarcom.status })
          .from(chamadasGarcom)
          .where(and(eq(chamadasGarcom.id, id), eq(chamadasGarcom.empresa_id, empresaId)));
        if (!existe) throw naoEncontrado(MENSAGENS_CHAMADA.naoEncontrada);
        throw conflito(MENSAGENS_CHAMADA.jaEncerrada(existe.status));
      }
      const chamada = paraChamada(row);
      deps.publish({
        empresaId: empresaId,
        name: 'chamada:atualizada',
        rooms: salasDaChamada(empresaId),
        payload: chamada,
      });
      return chamada;
    },
  };
}

export type ChamadasService = ReturnType<typeof createChamadasService>;
