import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_MESA,
  rooms,
  type Mesa,
  type MesaForm,
  type Publish,
} from '@cardapio/shared-events';
import { comandas } from '../comandas/schema';
import type { Db, Tx } from '../db/client';
import { soltarReferencias } from '../db/distribuicao';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { mesas } from './schema';
import type { MesasService } from './service';

export interface MesasAdminDeps {
  db: Db;
  mesas: MesasService;
  publish: Publish;
  now: () => Date;
}

/**
 * Tables administered from the dashboard (staff-side §7 Tables (admin)). Every function takes
 * the caller's empresa: another company's id reads as not found. 'ocupada' stays derived from
 * the active tabs (mesas/serialize); reservada and manutencao set here reach the waiters at once,
 * and so does every change: the waiters' room and the staff's room hear it after the commit.
 */
export function createMesasAdminService(deps: MesasAdminDeps) {
  const { db } = deps;
  const salas = (empresaId: number) => [rooms.garcons(empresaId), rooms.equipe(empresaId)];

  /**
   * The table row, locked until the transaction ends: a tab being opened on it (which locks it
   * too) either commits first and is seen here, or waits and then sees the new status.
   */
  async function travar(tx: Tx, empresaId: number, mesaId: number) {
    const [row] = await tx
      .select({ id: mesas.id })
      .from(mesas)
      .where(linhaDaEmpresa(mesas, empresaId, mesaId))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_MESA.mesaNaoEncontrada);
  }

  async function temComandaAtiva(tx: Tx, empresaId: number, mesaId: number) {
    const [ativa] = await tx
      .select({ id: comandas.id })
      .from(comandas)
      .where(
        and(
          eq(comandas.empresa_id, empresaId),
          eq(comandas.mesa_id, mesaId),
          eq(comandas.status, 'ativa'),
        ),
      )
      .limit(1);
    return Boolean(ativa);
  }

  /** A number already taken in this empresa answers 409 (the unique index decides races). */
  async function comNumeroUnico<T>(numero: string, escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(MENSAGENS_MESA.numeroDuplicado(numero));
      throw error;
    }
  }

  /** After the commit: the table as the waiters read it, to both rooms. */
  async function anunciar(empresaId: number, mesaId: number): Promise<Mesa> {
    const mesa = await deps.mesas.obter(empresaId, mesaId);
    deps.publish({
      empresaId: empresaId,
      name: 'mesa:atualizada',
      rooms: salas(empresaId),
      payload: mesa,
    });
    return mesa;
  }

  return {
    /** Every table with its derived state, open total and since when it is occupied. */
    listar: (empresaId: number) => deps.mesas.listar(empresaId),

    async criar(empresaId: number, form: MesaForm): Promise<Mesa> {
      const [row] = await comNumeroUnico(form.numero, () =>
        db
          .insert(mesas)
          .values({ empresa_id: empresaId, ...form })
          .returning({ id: mesas.id }),
      );
      return anunciar(empresaId, row!.id);
    },

    /** A table with an active tab cannot go into maintenance (409). */
    async atualizar(empresaId: number, mesaId: number, form: MesaForm): Promise<Mesa> {
      await comNumeroUnico(form.numero, () =>
        db.transaction(async (tx) => {
          await travar(tx, empresaId, mesaId);
          if (form.status === 'manutencao' && (await temComandaAtiva(tx, empresaId, mesaId)))
            throw conflito(MENSAGENS_MESA.manutencaoComComanda);
          await tx
            .update(mesas)
            .set({ ...form, updated_at: deps.now() })
            .where(linhaDaEmpresa(mesas, empresaId, mesaId));
        }),
      );
      return anunciar(empresaId, mesaId);
    },

    /** A table with an active tab is kept (409); its closed tabs stay, without a table. */
    async excluir(empresaId: number, mesaId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await travar(tx, empresaId, mesaId);
        if (await temComandaAtiva(tx, empresaId, mesaId))
          throw conflito(MENSAGENS_MESA.excluirComComanda);
        await soltarReferencias(tx, 'mesas', empresaId, mesaId);
        await tx.delete(mesas).where(linhaDaEmpresa(mesas, empresaId, mesaId));
      });
      deps.publish({
        empresaId: empresaId,
        name: 'mesa:removida',
        rooms: salas(empresaId),
        payload: { id: mesaId, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },
  };
}

export type MesasAdminService = ReturnType<typeof createMesasAdminService>;
