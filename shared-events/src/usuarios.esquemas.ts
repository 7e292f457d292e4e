import { z } from 'zod';
import { STAFF_ROLES } from './auth';
import { SENHA_MINIMA } from './auth.esquemas';
import { campoSenha, LIMITES, texto } from './campos';

/** A new staff user (staff-side §5). */
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
