import { and, asc, eq } from 'drizzle-orm';
import type { StaffRegisterInput, StaffUserListItem } from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { hashPassword } from '../auth/password';
import type { SessoesService } from '../auth/sessoes';
import { conflito, isUniqueViolation, naoEncontrado, validacao } from '../shared/errors';
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

    async registrarStaff(empresaId: number, input: StaffRegisterInput): Promise<StaffUserListItem> {
      try {
        const [row] = await db
          .insert(usuarios)
          .values({
            empresa_id: empresaId,
            nivel: 'admin',
            role: input.role,
            nome: input.username.split('@')[0] ?? input.username,
            email: input.username,
            senha_hash: await hashPassword(input.password),
          })
          .returning();
        return toStaffListItem(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflito('Usuário já existe');
        throw error;
      }
    },

    async excluirStaff(empresaId: number, id: number, solicitanteId: number): Promise<void> {
      if (id === solicitanteId) throw validacao('Você não pode excluir o seu próprio usuário');
      const removed = await db
        .delete(usuarios)
        .where(and(staffOf(empresaId), eq(usuarios.id, id)))
        .returning({ id: usuarios.id });
      if (removed.length === 0) throw naoEncontrado('Usuário não encontrado');
      sessoes.encerradas({ kind: 'equipe', id });
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
