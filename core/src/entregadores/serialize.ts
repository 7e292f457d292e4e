import type { EntregadorAdmin, StatusMensagem } from '@cardapio/shared-events';
import { dinheiro } from '../shared/money';
import type { EntregadorRow } from './schema';

/** A courier as the back office sees them: `link` is their phone page's address. */
export function toEntregadorAdmin(
  row: EntregadorRow,
  link: string,
  emRota: number,
): EntregadorAdmin {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    nome: row.nome,
    telefone: row.telefone,
    veiculo: row.veiculo,
    taxa_por_entrega: dinheiro(row.taxa_por_entrega),
    ativo: row.ativo,
    link,
    em_rota: emRota,
    whatsapp_link: row.whatsapp_link_status
      ? { status: row.whatsapp_link_status as StatusMensagem, erro: row.whatsapp_link_erro }
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
