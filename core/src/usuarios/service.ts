import { and, asc, eq } from 'drizzle-orm';
import {
  MENSAGENS_USUARIOS,
  type StaffRegisterInput,
  type StaffUserListItem,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { hashPassword } from '../auth/password';
import { esquecerTokensDaConta } from '../auth/recuperacao-token';
import { soltarReferencias } from '../db/distribuicao';
import type { SessoesService } from '../auth/sessoes';
import { conflito, isUniqueViolation, naoEncontrado } from '../shared/errors';
import { registrarLoginEquipe, removerLoginEquipe } from './login-equipe';
import { usuarios } from './schema';
import { toStaffListItem } from './serialize';

/** Staff accounts of one empresa (the Usuários screen). */
export function createUsuariosService(db: Db, sessoes: Pick<SessoesService, 'encerradas'>) {
  const staffOf = (empresaId: number) =>
    and(eq(usuarios.empresa_id, empresaId), eq(usuarios.nivel, 'admin'));

  return {
    async listarStaff(empresaId: number): Promise<StaffUserListItem[]> {
      const rows = await db
        .select()
        .from(usuarios)
        .where(staffOf(empresaId))
        .orderBy(asc(usuarios.id));
      return rows.map(toStaffListItem);
    },

    /** The e-mail is unique across companies: login_equipe refuses a repeated one. */
    async registrarStaff(empresaId: number, input: StaffRegisterInput): Promise<StaffUserListItem> {
      const senha_hash = await hashPassword(input.password);
      try {
        const row = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(usuarios)
            .values({
              empresa_id: empresaId,
              nivel: 'admin',
              role: input.role,
              nome: input.username.split('@')[0] ?? input.username,
              email: input.username,
              senha_hash,
            })
            .returning();
          await registrarLoginEquipe(tx, row!);
          return row!;
        });
        return toStaffListItem(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflito(MENSAGENS_USUARIOS.jaExiste);
        throw error;
      }
    },

    /**
     * Deletes a staff user of this empresa. Nobody deletes themself, and the last gestao stays
     * (the company would have no one left to manage users): the gestao rows are locked first, so
     * two gestao deleting each other at once cannot both succeed.
     */
    async excluirStaff(empresaId: number, id: number, solicitanteId: number): Promise<void> {
      if (id === solicitanteId) throw conflito(MENSAGENS_USUARIOS.proprioUsuario);
      await db.transaction(async (tx) => {
        const gestores = await tx
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(and(staffOf(empresaId), eq(usuarios.role, 'gestao')))
          .orderBy(asc(usuarios.id))
          .for('update');
        const [alvo] = await tx
          .select({
            id: usuarios.id,
            empresa_id: usuarios.empresa_id,
            email: usuarios.email,
            role: usuarios.role,
          })
          .from(usuarios)
          .where(and(staffOf(empresaId), eq(usuarios.id, id)));
        if (!alvo) throw naoEncontrado(MENSAGENS_USUARIOS.naoEncontrado);
        if (alvo.role === 'gestao' && gestores.length <= 1)
          throw conflito(MENSAGENS_USUARIOS.ultimaGestao);
        await esquecerTokensDaConta(tx, empresaId, { tabela: 'usuarios', id });
        await soltarReferencias(tx, 'usuarios', empresaId, id);
        await removerLoginEquipe(tx, alvo);
        await tx.delete(usuarios).where(and(staffOf(empresaId), eq(usuarios.id, id)));
      });
      sessoes.encerradas({ kind: 'equipe', id });
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
