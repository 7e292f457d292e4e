import { z } from 'zod';
import { SENHA_MINIMA, STAFF_ROLES, type StaffRole } from './auth';
import { campoSenha, LIMITES, texto } from './campos';

/** The back office's staff users (staff-side §5): the list and a new user. */
export interface StaffUserListItem {
  id: number;
  username: string;
  role: StaffRole;
  created_at: string;
}

export const staffRegisterSchema = z.object({
  username: texto(LIMITES.email, { erro: 'Nome de usuário é obrigatório' })
    .min(1, 'Nome de usuário é obrigatório')
    .pipe(z.email({ error: 'Nome de usuário deve ser um email válido' }))
    .transform((v) => v.toLowerCase()),
  password: campoSenha('Senha é obrigatória').min(
    SENHA_MINIMA,
    'Senha deve ter pelo menos 6 caracteres',
  ),
  role: z.enum(STAFF_ROLES, { error: 'Função é obrigatória' }),
});
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;
