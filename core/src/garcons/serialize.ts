import type { GarcomAdmin, GarcomPublico } from '@cardapio/shared-events';
import type { GarcomRow } from './schema';

export function toGarcomPublico(row: GarcomRow): GarcomPublico {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    sobrenome: row.sobrenome,
    email: row.email,
    telefone: row.telefone,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
  };
}

export function toGarcomAdmin(row: GarcomRow): GarcomAdmin {
  return { ...toGarcomPublico(row), updated_at: row.updated_at.toISOString() };
}
