import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MENSAGENS_ENTREGADORES as M,
  rooms,
  type EntregadorAdmin,
  type EntregadorCriacao,
  type EntregadorEdicao,
  type Publish,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { centavosParaNumeric, paraCentavos } from '../shared/money';
import { tokenDoEntregador } from './link';
import { entregadores, entregas, type EntregadorRow } from './schema';
import { toEntregadorAdmin } from './serialize';

export interface EntregadoresDeps {
  db: Db;
  now: () => Date;
  publish?: Publish;
  /** The server's signature (TokenService.assinar), for the phone page's link. */
  assinar: (texto: string) => string;
  /** The site's address, for the link. */
  publicUrl: string;
}

/**
 * The company's couriers as the back office manages them (issue 32 §1): registered, edited,
 * (de)activated, deleted, their link replaced. Each change is pushed to the staff's screens.
 */
export function createEntregadoresService(deps: EntregadoresDeps) {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  const linkDe = (row: EntregadorRow) =>
    `${base}/entregador/${tokenDoEntregador(deps.assinar, {
      empresaId: row.empresa_id,
      entregadorId: row.id,
      versao: row.link_versao,
    })}`;

  /** How many deliveries each courier has out now. */
  async function emRota(tx: DbOrTx, empresaId: number, ids?: number[]) {
    const rows = await tx
      .select({ id: entregas.entregador_id, n: count() })
      .from(entregas)
      .where(
        and(
          eq(entregas.empresa_id, empresaId),
          eq(entregas.status, 'em_rota'),
          ids ? inArray(entregas.entregador_id, ids) : undefined,
        ),
      )
      .groupBy(entregas.entregador_id);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  async function paraAdmin(row: EntregadorRow, tx: DbOrTx = db): Promise<EntregadorAdmin> {
    const n = (await emRota(tx, row.empresa_id, [row.id])).get(row.id) ?? 0;
    return toEntregadorAdmin(row, linkDe(row), n);
  }

  async function avisar(row: EntregadorRow): Promise<EntregadorAdmin> {
    const entregador = await paraAdmin(row);
    deps.publish?.({
      empresaId: row.empresa_id,
      name: 'entregador:atualizado',
      rooms: [rooms.equipe(row.empresa_id)],
      payload: entregador,
    });
    return entregador;
  }

  async function comTelefoneUnico<T>(escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(M.telefoneEmUso);
      throw error;
    }
  }

  async function alterar(
    empresaId: number,
    entregadorId: number,
    valores: Partial<typeof entregadores.$inferInsert>,
  ): Promise<EntregadorAdmin> {
    const [row] = await comTelefoneUnico(() =>
      db
        .update(entregadores)
        .set({ ...valores, updated_at: deps.now() })
        .where(linhaDaEmpresa(entregadores, empresaId, entregadorId))
        .returning(),
    );
    if (!row) throw naoEncontrado(M.entregadorNaoEncontrado);
    return avisar(row);
  }

  const taxa = (reais: number) => centavosParaNumeric(paraCentavos(reais));

  return {
    /** Active first, then by name. */
    async listar(empresaId: number): Promise<EntregadorAdmin[]> {
      const rows = await db
        .select()
        .from(entregadores)
        .where(eq(entregadores.empresa_id, empresaId))
        .orderBy(asc(entregadores.nome), asc(entregadores.id));
      const contagem = await emRota(db, empresaId);
      return rows
        .map((row) => toEntregadorAdmin(row, linkDe(row), contagem.get(row.id) ?? 0))
        .sort((a, b) => Number(b.ativo) - Number(a.ativo));
    },

    async obter(empresaId: number, entregadorId: number): Promise<EntregadorRow> {
      const [row] = await db
        .select()
        .from(entregadores)
        .where(linhaDaEmpresa(entregadores, empresaId, entregadorId));
      if (!row) throw naoEncontrado(M.entregadorNaoEncontrado);
      return row;
    },

    paraAdmin,
    avisar,

    /**
     * The courier's copy of their last link message's state (issue 32 §2); answers whether it
     * changed (an older message's late receipt does not). The caller then `tocar`s them.
     */
    async registrarLinkWhatsapp(
      empresaId: number,
      entregadorId: number,
      m: { id: number; status: string; erro: string | null },
    ): Promise<boolean> {
      const mudou = await db
        .update(entregadores)
        .set({
          whatsapp_link_mensagem_id: m.id,
          whatsapp_link_status: m.status,
          whatsapp_link_erro: m.erro,
        })
        .where(
          and(
            linhaDaEmpresa(entregadores, empresaId, entregadorId),
            sql`(${entregadores.whatsapp_link_mensagem_id} is null
              or ${entregadores.whatsapp_link_mensagem_id} <= ${m.id})`,
          ),
        )
        .returning({ id: entregadores.id });
      return mudou.length > 0;
    },

    /**
     * Their deliveries out changed (a dispatch, a delivery finished): a newer version, so a late
     * event with the old count never overwrites the new one on the staff's screens.
     */
    async tocar(empresaId: number, entregadorId: number): Promise<EntregadorAdmin | null> {
      const [row] = await db
        .update(entregadores)
        .set({ updated_at: deps.now() })
        .where(linhaDaEmpresa(entregadores, empresaId, entregadorId))
        .returning();
      return row ? avisar(row) : null;
    },

    async criar(empresaId: number, form: EntregadorCriacao): Promise<EntregadorAdmin> {
      const [row] = await comTelefoneUnico(() =>
        db
          .insert(entregadores)
          .values({
            empresa_id: empresaId,
            nome: form.nome,
            telefone: form.telefone,
            veiculo: form.veiculo,
            taxa_por_entrega: taxa(form.taxa_por_entrega),
            ativo: form.ativo,
          })
          .returning(),
      );
      return avisar(row!);
    },

    atualizar: (empresaId: number, entregadorId: number, form: EntregadorEdicao) =>
      alterar(empresaId, entregadorId, {
        nome: form.nome,
        telefone: form.telefone,
        veiculo: form.veiculo,
        taxa_por_entrega: taxa(form.taxa_por_entrega),
        ...(form.ativo === undefined ? {} : { ativo: form.ativo }),
      }),

    /** A deactivated courier gets no new orders and their link stops working. */
    definirAtivo: (empresaId: number, entregadorId: number, ativo: boolean) =>
      alterar(empresaId, entregadorId, { ativo }),

    /** 'Gerar novo link': the old link stops working at once. */
    async novoLink(empresaId: number, entregadorId: number): Promise<EntregadorAdmin> {
      const [row] = await db
        .update(entregadores)
        .set({ link_versao: sql`${entregadores.link_versao} + 1`, updated_at: deps.now() })
        .where(linhaDaEmpresa(entregadores, empresaId, entregadorId))
        .returning();
      if (!row) throw naoEncontrado(M.entregadorNaoEncontrado);
      return avisar(row);
    },

    /** Refused while they have deliveries out; their past deliveries stay in the reports. */
    async excluir(empresaId: number, entregadorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: entregadores.id })
          .from(entregadores)
          .where(linhaDaEmpresa(entregadores, empresaId, entregadorId))
          .for('update');
        if (!row) throw naoEncontrado(M.entregadorNaoEncontrado);
        if ((await emRota(tx, empresaId, [entregadorId])).get(entregadorId))
          throw conflito(M.comEntregasEmRota);
        await tx.delete(entregadores).where(linhaDaEmpresa(entregadores, empresaId, entregadorId));
      });
      deps.publish?.({
        empresaId,
        name: 'entregador:removido',
        rooms: [rooms.equipe(empresaId)],
        payload: { id: entregadorId, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },
  };
}

export type EntregadoresService = ReturnType<typeof createEntregadoresService>;
