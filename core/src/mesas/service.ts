import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MENSAGENS_COMANDA, type Mesa } from '@cardapio/shared-events';
import { comandaItens, comandas, comandasFisicas } from '../comandas/schema';
import type { Db, DbOrTx } from '../db/client';
import { naoEncontrado } from '../shared/errors';
import { paraCentavos } from '../shared/money';
import { qrDasMesas } from '../autoatendimento/schema';
import { mesas } from './schema';
import { paraMesa, type ComandaAtivaResumo } from './serialize';

/** Tables of an empresa as the waiter area reads them, with the state derived from their tabs. */
export function createMesasService(db: Db) {
  /** The open tabs (active, or closed and unpaid) of the given tables, with their totals. */
  async function ativasPorMesa(
    empresaId: number,
    mesaIds: number[] | undefined,
    tx: DbOrTx,
  ): Promise<Map<number, ComandaAtivaResumo[]>> {
    const porMesa = new Map<number, ComandaAtivaResumo[]>();
    if (mesaIds?.length === 0) return porMesa;
    const ativas = await tx
      .select({
        id: comandas.id,
        mesa_id: comandas.mesa_id,
        numero: comandasFisicas.numero,
        created_at: comandas.created_at,
        status: comandas.status,
      })
      .from(comandas)
      .leftJoin(comandasFisicas, eq(comandasFisicas.id, comandas.comanda_fisica_id))
      .where(
        and(
          eq(comandas.empresa_id, empresaId),
          inArray(comandas.status, ['ativa', 'fechada']),
          mesaIds ? inArray(comandas.mesa_id, mesaIds) : isNotNull(comandas.mesa_id),
        ),
      );
    if (ativas.length === 0) return porMesa;
    const totais = await tx
      .select({
        comanda_id: comandaItens.comanda_id,
        total: sql<string>`coalesce(sum(${comandaItens.quantidade} * ${comandaItens.preco_unitario}), 0)`,
        aguardando: sql<number>`(count(*) filter (where ${comandaItens.origem} = 'mesa_qr' and ${comandaItens.status} = 'pendente'))::int`,
      })
      .from(comandaItens)
      .where(
        and(
          eq(comandaItens.empresa_id, empresaId),
          inArray(
            comandaItens.comanda_id,
            ativas.map((c) => c.id),
          ),
          sql`${comandaItens.status} <> 'cancelado'`,
        ),
      )
      .groupBy(comandaItens.comanda_id);
    const totalDe = new Map(totais.map((t) => [t.comanda_id, paraCentavos(t.total)]));
    const aguardandoDe = new Map(totais.map((t) => [t.comanda_id, Number(t.aguardando)]));
    for (const c of ativas) {
      const resumo = {
        id: c.id,
        numero: c.numero ?? String(c.id),
        totalCentavos: totalDe.get(c.id) ?? 0,
        abertaEm: c.created_at,
        fechada: c.status === 'fechada',
        qrAguardando: aguardandoDe.get(c.id) ?? 0,
      };
      porMesa.set(c.mesa_id!, [...(porMesa.get(c.mesa_id!) ?? []), resumo]);
    }
    return porMesa;
  }

  /** Tables with whether a waiter blocked their QR code (issue 31 §2). */
  const comQr = (tx: DbOrTx) =>
    tx
      .select({ mesa: mesas, qr_bloqueado: sql<boolean>`coalesce(${qrDasMesas.bloqueado}, false)` })
      .from(mesas)
      .leftJoin(
        qrDasMesas,
        and(eq(qrDasMesas.empresa_id, mesas.empresa_id), eq(qrDasMesas.mesa_id, mesas.id)),
      );

  /** Tables by id (of this empresa only), in the order asked; unknown ids are left out. */
  async function carregar(empresaId: number, ids: number[], tx: DbOrTx = db): Promise<Mesa[]> {
    if (ids.length === 0) return [];
    const rows = await comQr(tx).where(
      and(eq(mesas.empresa_id, empresaId), inArray(mesas.id, ids)),
    );
    const ativas = await ativasPorMesa(empresaId, ids, tx);
    return ids.flatMap((id) => {
      const row = rows.find((r) => r.mesa.id === id);
      return row ? [paraMesa(row.mesa, ativas.get(id) ?? [], row.qr_bloqueado)] : [];
    });
  }

  return {
    carregar,

    /** Every table of the empresa, by number (2 before 10). */
    async listar(empresaId: number): Promise<Mesa[]> {
      const rows = await comQr(db)
        .where(eq(mesas.empresa_id, empresaId))
        .orderBy(sql`length(${mesas.numero})`, asc(mesas.numero), asc(mesas.id));
      const ativas = await ativasPorMesa(empresaId, undefined, db);
      return rows.map((row) => paraMesa(row.mesa, ativas.get(row.mesa.id) ?? [], row.qr_bloqueado));
    },

    /** The numbers of the empresa's tables (what a customer calling a waiter may name). */
    async numeros(empresaId: number): Promise<string[]> {
      const rows = await db
        .select({ numero: mesas.numero })
        .from(mesas)
        .where(eq(mesas.empresa_id, empresaId));
      return rows.map((row) => row.numero);
    },

    async obter(empresaId: number, mesaId: number, tx: DbOrTx = db): Promise<Mesa> {
      const [mesa] = await carregar(empresaId, [mesaId], tx);
      if (!mesa) throw naoEncontrado(MENSAGENS_COMANDA.mesaNaoEncontrada);
      return mesa;
    },
  };
}

export type MesasService = ReturnType<typeof createMesasService>;
