import type { StaffRole } from './auth';

/** The back office's staff users (staff-side §5) as the list answers them. */
export interface StaffUserListItem {
  id: number;
  username: string;
  role: StaffRole;
  created_at: string;
}

/** The refusals of the staff users' screen. */
export const MENSAGENS_USUARIOS = {
  proprioUsuario: 'Você não pode excluir o seu próprio usuário',
  ultimaGestao:
    'Não é possível excluir o último usuário de gestão da empresa. Crie outro usuário de gestão antes.',
  naoEncontrado: 'Usuário não encontrado',
  jaExiste: 'Usuário já existe',
} as const;
