import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DomainEvent } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { eventosPendentes, type EventoPendenteRow } from './schema';

/** What one delivery pass over a company's waiting events did. */
export interface ResultadoDaEntrega {
  entregues: number;
  /** The batch was full: more may be waiting. */
  restam: boolean;
  /** Why the pass stopped early (the log still down); absent when every claimed event went. */
  falha?: unknown;
}

const LOTE = 100;

const comoEvento = (row: EventoPendenteRow) =>
  ({
    name: row.nome,
    empresaId: row.empresa_id,
    rooms: row.rooms,
    payload: row.payload,
  }) as DomainEvent;

/**
 * The database outbox of domain events (issue 28 §4). A publisher whose log refused an event
 * keeps it here; every publishing process claims what waits, delivers it and deletes it.
 */
export function createEventosPendentesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async guardar(evento: DomainEvent): Promise<void> {
      await db.insert(eventosPendentes).values({
        empresa_id: evento.empresaId,
        nome: evento.name,
        payload: evento.payload,
        rooms: evento.rooms,
      });
    },

    /** The companies with events waiting (the delivery then goes company by company). */
    async empresasComPendentes(limite = LOTE): Promise<number[]> {
      const linhas = await db
        .selectDistinct({ empresa_id: eventosPendentes.empresa_id })
        .from(eventosPendentes)
        .orderBy(asc(eventosPendentes.empresa_id))
        .limit(limite);
      return linhas.map((l) => l.empresa_id);
    },

    /**
     * One transaction: claims up to `limite` of the company's waiting events, oldest first,
     * skipping rows another process holds (FOR UPDATE SKIP LOCKED, so no row is delivered by
     * two), hands each to `entregar` in order and deletes those it took. The first refusal stops
     * the pass and counts an attempt on its row; what went before it is still deleted. A row is
     * gone only once delivered; if the commit itself fails the rows come back, and are delivered
     * again (at least once: screens drop what is not newer).
     */
    async entregar(
      empresaId: number,
      entregar: (evento: DomainEvent) => Promise<void>,
      limite = LOTE,
    ): Promise<ResultadoDaEntrega> {
      return db.transaction(async (tx) => {
        const linhas = await tx
          .select()
          .from(eventosPendentes)
          .where(eq(eventosPendentes.empresa_id, empresaId))
          .orderBy(asc(eventosPendentes.id))
          .limit(limite)
          .for('update', { skipLocked: true });
        const entregues: number[] = [];
        let falha: unknown;
        for (const linha of linhas) {
          try {
            await entregar(comoEvento(linha));
          } catch (erro) {
            falha = erro ?? new Error('entrega recusada');
            await tx
              .update(eventosPendentes)
              .set({ tentativas: sql`${eventosPendentes.tentativas} + 1` })
              .where(
                and(eq(eventosPendentes.empresa_id, empresaId), eq(eventosPendentes.id, linha.id)),
              );
            break;
          }
          entregues.push(linha.id);
        }
        if (entregues.length)
          await tx
            .delete(eventosPendentes)
            .where(
              and(
                eq(eventosPendentes.empresa_id, empresaId),
                inArray(eventosPendentes.id, entregues),
              ),
            );
        return {
          entregues: entregues.length,
          restam: linhas.length === limite,
          ...(falha === undefined ? {} : { falha }),
        };
      });
    },
  };
}

export type EventosPendentes = ReturnType<typeof createEventosPendentesService>;
