import { asc, eq } from 'drizzle-orm';
import {
  MENSAGENS_GARCONS,
  rooms,
  type GarcomAdmin,
  type GarcomCriacao,
  type GarcomEdicao,
  type Publish,
} from '@cardapio/shared-events';
import { hashPassword } from '../auth/password';
import { esquecerTokensDaConta } from '../auth/recuperacao-token';
import { proximaVersao, type SessoesService } from '../auth/sessoes';
import type { Db, DbOrTx } from '../db/client';
import { soltarReferencias } from '../db/distribuicao';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { linhaDaEmpresa } from '../shared/escopo';
import { mudarLoginGarcom, registrarLoginGarcom, removerLoginGarcom } from './login-garcom';
import { garcons, type GarcomRow } from './schema';
import { toGarcomAdmin } from './serialize';

export interface GarconsDeps {
  db: Db;
  sessoes: Pick<SessoesService, 'encerradas'>;
  /** Absent where nobody listens (scripts); the gateway always passes it. */
  publish?: Publish;
  now: () => Date;
}

/**
 * The waiters of one empresa, as the back-office manages them (staff-side §7 Waiters (admin)).
 * A waiter deactivated, deleted, or whose password changed is signed out at once: their
 * sessao_versao is raised in the same statement and, after the commit, every gateway forgets
 * them and closes their sockets.
 */
export function createGarconsService(deps: GarconsDeps) {
  const { db, sessoes } = deps;
  // Staff only: a waiter's record (email, phone) is not broadcast to the other waiters.
  const salas = (empresaId: number) => [rooms.equipe(empresaId)];

  function avisar(row: GarcomRow): GarcomAdmin {
    const garcom = toGarcomAdmin(row);
    deps.publish?.({
      empresaId: row.empresa_id,
      name: 'garcom:atualizado',
      rooms: salas(row.empresa_id),
      payload: garcom,
    });
    return garcom;
  }

  async function travar(tx: DbOrTx, empresaId: number, garcomId: number) {
    const [row] = await tx
      .select()
      .from(garcons)
      .where(linhaDaEmpresa(garcons, empresaId, garcomId))
      .for('update');
    if (!row) throw naoEncontrado(MENSAGENS_GARCONS.garcomNaoEncontrado);
    return row;
  }

  /** The e-mail is unique in the whole system (waiters sign in by e-mail alone): login_garcom. */
  async function comEmailUnico<T>(escrever: () => Promise<T>): Promise<T> {
    try {
      return await escrever();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflito(MENSAGENS_GARCONS.emailEmUso);
      throw error;
    }
  }

  async function definirAtivo(empresaId: number, garcomId: number, ativo: boolean) {
    const [row] = await db
      .update(garcons)
      .set({
        ativo,
        ...(ativo ? {} : { sessao_versao: proximaVersao(garcons.sessao_versao) }),
        updated_at: deps.now(),
      })
      .where(linhaDaEmpresa(garcons, empresaId, garcomId))
      .returning();
    if (!row) throw naoEncontrado(MENSAGENS_GARCONS.garcomNaoEncontrado);
    if (!ativo) sessoes.encerradas({ kind: 'garcom', id: row.id });
    return avisar(row);
  }

  return {
    async listar(empresaId: number): Promise<GarcomAdmin[]> {
      const rows = await db
        .select()
        .from(garcons)
        .where(eq(garcons.empresa_id, empresaId))
        .orderBy(asc(garcons.nome), asc(garcons.sobrenome), asc(garcons.id));
      return rows.map(toGarcomAdmin);
    },

    async criar(empresaId: number, form: GarcomCriacao): Promise<GarcomAdmin> {
      const senha_hash = await hashPassword(form.senha);
      const row = await comEmailUnico(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(garcons)
            .values({
              empresa_id: empresaId,
              nome: form.nome,
              sobrenome: form.sobrenome,
              email: form.email,
              telefone: form.telefone,
              senha_hash,
              ativo: form.ativo,
            })
            .returning();
          await registrarLoginGarcom(tx, row!);
          return row!;
        }),
      );
      return avisar(row);
    },

    /** The form: a blank senha keeps the current one; a new one or ativo false signs them out. */
    async atualizar(empresaId: number, garcomId: number, form: GarcomEdicao): Promise<GarcomAdmin> {
      // Hashed before the row is locked: scrypt is slow on purpose.
      const senha_hash = form.senha === undefined ? undefined : await hashPassword(form.senha);
      const { row, encerrar } = await comEmailUnico(() =>
        db.transaction(async (tx) => {
          const atual = await travar(tx, empresaId, garcomId);
          const ativo = form.ativo ?? atual.ativo;
          const encerrar = senha_hash !== undefined || (atual.ativo && !ativo);
          const [row] = await tx
            .update(garcons)
            .set({
              nome: form.nome,
              sobrenome: form.sobrenome,
              email: form.email,
              telefone: form.telefone,
              ativo,
              ...(senha_hash === undefined ? {} : { senha_hash }),
              ...(encerrar ? { sessao_versao: proximaVersao(garcons.sessao_versao) } : {}),
              updated_at: deps.now(),
            })
            .where(linhaDaEmpresa(garcons, empresaId, garcomId))
            .returning();
          await mudarLoginGarcom(tx, atual, row!);
          return { row: row!, encerrar };
        }),
      );
      if (encerrar) sessoes.encerradas({ kind: 'garcom', id: row.id });
      return avisar(row);
    },

    definirAtivo,

    /** Deactivates a waiter: they can no longer sign in, and their open sessions end now. */
    desativar: (empresaId: number, garcomId: number) => definirAtivo(empresaId, garcomId, false),

    /** Their tabs stay (garcom_id becomes null); their sessions end now. */
    async excluir(empresaId: number, garcomId: number): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const row = await travar(tx, empresaId, garcomId);
        await esquecerTokensDaConta(tx, empresaId, { tabela: 'garcons', id: garcomId });
        await soltarReferencias(tx, 'garcons', empresaId, garcomId);
        await removerLoginGarcom(tx, row);
        await tx.delete(garcons).where(linhaDaEmpresa(garcons, empresaId, garcomId));
        return row;
      });
      sessoes.encerradas({ kind: 'garcom', id: row.id });
      deps.publish?.({
        empresaId: empresaId,
        name: 'garcom:removido',
        rooms: salas(empresaId),
        payload: { id: row.id, empresa_id: empresaId, updated_at: deps.now().toISOString() },
      });
    },
  };
}

export type GarconsService = ReturnType<typeof createGarconsService>;
