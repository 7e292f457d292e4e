import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  MENSAGENS_COMANDAS_FISICAS,
  rooms,
  type ComandaFisicaAdmin,
  type ComandaFisicaForm,
  type ComandasFisicasFiltro,
  type Publish,
} from '@cardapio/shared-events';
import { comandas, comandasFisicas } from './schema';
import type { Db, DbOrTx } from '../db/client';
import { soltarReferencias } from '../db/distribuicao';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';

export interface ComandasFisicasDeps {
  db: Db;
  publish: Publish;
  now: () => Date;
}

const MSG = MENSAGENS_COMANDAS_FISICAS;

/** `%` and `_` typed in a search are literal characters, not patterns. */
const contendo = (termo: string) => `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The physical tabs (numbered cards) of one empresa, as the back office manages them
 * (staff-side §7 Physical tabs (admin)). uso_atual counts the active tabs carrying each card; a
 * card in use is neither deleted nor deactivated (409), so no open tab loses its card. Every
 * change is pushed to the empresa's staff and waiters after its commit.
 */
export function createComandasFisicasService(deps: ComandasFisicasDeps) {
  const { db } = deps;

  // Qualified by hand: drizzle leaves columns unqualified when one table is selected.
  const usoAtual = sql<number>`(select count(*) from ${comandas} as c where c.empresa_id = ${comandasFisicas}.empresa_id and c.comanda_fisica_id = ${comandasFisicas}.id and c.status = 'ativa')`;

  async function ler(
    empresaId: number,
    filtro: ComandasFisicasFiltro & { id?: number },
    tx: DbOrTx = db,
  ): Promise<ComandaFisicaAdmin[]> {
    const busca = filtro.busca?.trim();
    const rows = await tx
      .select({
        id: comandasFisicas.id,
        empresa_id: comandasFisicas.empresa_id,
        numero: comandasFisicas.numero,
        nome: comandasFisicas.nome,
        descricao: comandasFisicas.descricao,
        ativo: comandasFisicas.ativo,
        uso_atual: usoAtual,
        created_at: comandasFisicas.created_at,
        updated_at: comandasFisicas.updated_at,
      })
      .from(comandasFisicas)
      .where(
        and(
          eq(comandasFisicas.empresa_id, empresaId),
          filtro.id === undefined ? undefined : eq(comandasFisicas.id, filtro.id),
          filtro.ativo === undefined ? undefined : eq(comandasFisicas.ativo, filtro.ativo),
          busca
            ? or(
                ilike(comandasFisicas.numero, contendo(busca)),
                ilike(comandasFisicas.nome, contendo(busca)),
              )
            : undefined,
        ),
      )
      .orderBy(
        sql`length(${comandasFisicas.numero})`,
        asc(comandasFisicas.numero),
        asc(comandasFisicas.id),
      );
    return rows.map((r) => ({
      ...r,
      uso_atual: Number(r.uso_atual),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    }));
  }

  async function obter(empresaId: number, id: number, tx: DbOrTx = db) {
    const [comanda] = await ler(empresaId, { id }, tx);
    if (!comanda) throw naoEncontrado(MSG.comandaNaoEncontrada);
    return comanda;
  }

  /**
   * Locks the card (or 404) and answers it with its use. A waiter opening a tab on it waits for
   * this transaction (the tab's foreign key check), so the use read here holds until the commit.
   */
  async function travar(tx: DbOrTx, empresaId: number, id: number) {
    const [row] = await tx
      .select({ id: comandasFisicas.id })
      .from(comandasFisicas)
      .where(linhaDaEmpresa(comandasFisicas, empresaId, id))
      .for('update');
    if (!row) throw naoEncontrado(MSG.comandaNaoEncontrada);
    return obter(empresaId, id, tx);
  }

  async function comNumeroUnico<T>(numero: string, escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(MSG.numeroEmUso(numero));
      throw error;
    }
  }

  function avisar(comanda: ComandaFisicaAdmin): ComandaFisicaAdmin {
    deps.publish({
      empresaId: comanda.empresa_id,
      name: 'comanda-fisica:atualizada',
      rooms: [rooms.equipe(comanda.empresa_id), rooms.garcons(comanda.empresa_id)],
      payload: comanda,
    });
    return comanda;
  }

  async function mudar(
    empresaId: number,
    id: number,
    mudanca: (atual: ComandaFisicaAdmin) => Partial<typeof comandasFisicas.$inferInsert>,
    numero?: string,
  ) {
    const escrever = () =>
      db.transaction(async (tx) => {
        const atual = await travar(tx, empresaId, id);
        await tx
          .update(comandasFisicas)
          .set({ ...mudanca(atual), updated_at: deps.now() })
          .where(linhaDaEmpresa(comandasFisicas, empresaId, id));
        return obter(empresaId, id, tx);
      });
    return avisar(numero === undefined ? await escrever() : await comNumeroUnico(numero, escrever));
  }

  /** Refuses to deactivate a card an open tab carries. */
  function exigirLivreParaDesativar(atual: ComandaFisicaAdmin, ativo: boolean) {
    if (atual.ativo && !ativo && atual.uso_atual > 0)
      throw conflito(MSG.emUsoNaoDesativa(atual.uso_atual));
  }

  return {
    listar: (empresaId: number, filtro: ComandasFisicasFiltro = {}) => ler(empresaId, filtro),

    obter: (empresaId: number, id: number) => obter(empresaId, id),

    async criar(empresaId: number, form: ComandaFisicaForm): Promise<ComandaFisicaAdmin> {
      const comanda = await comNumeroUnico(form.numero, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(comandasFisicas)
            .values({
              empresa_id: empresaId,
              numero: form.numero,
              nome: form.nome,
              descricao: form.descricao,
              ativo: form.ativo ?? true,
            })
            .returning({ id: comandasFisicas.id });
          return obter(empresaId, row!.id, tx);
        }),
      );
      return avisar(comanda);
    },

    /** The form; an absent ativo keeps the current one. */
    atualizar: (empresaId: number, id: number, form: ComandaFisicaForm) =>
      mudar(
        empresaId,
        id,
        (atual) => {
          const ativo = form.ativo ?? atual.ativo;
          exigirLivreParaDesativar(atual, ativo);
          return { numero: form.numero, nome: form.nome, descricao: form.descricao, ativo };
        },
        form.numero,
      ),

    definirAtivo: (empresaId: number, id: number, ativo: boolean) =>
      mudar(empresaId, id, (atual) => {
        exigirLivreParaDesativar(atual, ativo);
        return { ativo };
      }),

    /** Refused while an open tab carries it; closed tabs keep their history without it. */
    async excluir(empresaId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const atual = await travar(tx, empresaId, id);
        if (atual.uso_atual > 0) throw conflito(MSG.emUsoNaoExclui(atual.uso_atual));
        await soltarReferencias(tx, 'comandas_fisicas', empresaId, id);
        await tx.delete(comandasFisicas).where(linhaDaEmpresa(comandasFisicas, empresaId, id));
      });
      deps.publish({
        empresaId: empresaId,
        name: 'comanda-fisica:removida',
        rooms: [rooms.equipe(empresaId), rooms.garcons(empresaId)],
        payload: { id, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },
  };
}

export type ComandasFisicasService = ReturnType<typeof createComandasFisicasService>;
