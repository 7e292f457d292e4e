import type { StaffUserListItem, UsuarioPublico } from '@cardapio/shared-events';
import type { UsuarioRow } from './schema';

export function toUsuarioPublico(row: UsuarioRow): UsuarioPublico {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    sobrenome: row.sobrenome,
    email: row.email,
    telefone: row.telefone,
    nivel: row.nivel,
    role: row.role ?? null,
    rua: row.rua,
    bairro: row.bairro,
    numero_casa: row.numero_casa,
    cep: row.cep,
    cidade: row.cidade,
    estado: row.estado,
    created_at: row.created_at.toISOString(),
  };
}

export function toStaffListItem(row: UsuarioRow): StaffUserListItem {
  return {
    id: row.id,
    username: row.email,
    role: row.role ?? 'colaborador',
    created_at: row.created_at.toISOString(),
  };
}
