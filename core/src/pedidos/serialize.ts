import {
  type EventoWhatsapp,
  MOTIVOS_CANCELAMENTO,
  type MotivoCancelamento,
  type StatusMensagem,
  type Pedido,
  type PedidoItem,
} from '@cardapio/shared-events';
import { dinheiro } from '../shared/money';
import type { pedidoItens, pedidos } from './schema';

export type PedidoRow = typeof pedidos.$inferSelect;
type PedidoItemRow = typeof pedidoItens.$inferSelect;

export function paraPedidoItem(row: PedidoItemRow): PedidoItem {
  return {
    id: row.id,
    produto_id: row.produto_id,
    produto_nome: row.produto_nome,
    imagem_url: row.imagem_url,
    quantidade: row.quantidade,
    preco_unitario: dinheiro(row.preco_unitario),
    observacoes: row.observacoes,
    personalizacoes: row.personalizacoes,
    estacao_id: row.estacao_id,
    pronto_em: row.pronto_em?.toISOString() ?? null,
    pronto_por: row.pronto_por,
    alvo_min: row.alvo_min,
    adicionado_em: row.adicionado_em?.toISOString() ?? null,
    cancelado_em: row.cancelado_em?.toISOString() ?? null,
    cancelado_motivo: row.cancelado_motivo,
    cancelado_por: row.cancelado_por,
    observacoes_alteradas_em: row.observacoes_alteradas_em?.toISOString() ?? null,
  };
}

/** Kept in detalhes_pagamento by the PIX that cancelled the order (pagamentos.concluir). */
function motivoDoCancelamento(row: PedidoRow): MotivoCancelamento | null {
  const motivo = row.detalhes_pagamento?.motivo_cancelamento;
  return row.status === 'cancelado' && MOTIVOS_CANCELAMENTO.includes(motivo as MotivoCancelamento)
    ? (motivo as MotivoCancelamento)
    : null;
}

/** An order as the API answers it and as events carry it. */
export function paraPedido(row: PedidoRow, itens: PedidoItemRow[]): Pedido {
  const nomeCompleto = [row.nome_cliente, row.sobrenome_cliente].filter(Boolean).join(' ');
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    usuario_id: row.usuario_id,
    status: row.status,
    status_pagamento: row.status_pagamento,
    tipo_pedido: row.tipo_pedido,
    canal: row.canal,
    agendado_para: row.agendado_para?.toISOString() ?? null,
    mesa: row.mesa,
    total: dinheiro(row.total),
    total_sem_frete: dinheiro(row.total_sem_frete),
    valor_frete: dinheiro(row.valor_frete),
    desconto: dinheiro(row.desconto),
    cupom_codigo: row.cupom_codigo,
    total_itens: itens.reduce((soma, i) => (i.cancelado_em ? soma : soma + i.quantidade), 0),
    observacoes: row.observacoes,
    nome_cliente: row.nome_cliente,
    sobrenome_cliente: row.sobrenome_cliente,
    nome_completo_cliente: nomeCompleto || null,
    telefone_cliente: row.telefone_cliente,
    email_cliente: row.email_cliente,
    endereco_entrega: row.endereco_entrega,
    metodo_pagamento: row.metodo_pagamento,
    metodo_pagamento_detalhado: row.metodo_pagamento_detalhado,
    precisa_troco: row.precisa_troco,
    valor_troco: row.valor_troco === null ? null : dinheiro(row.valor_troco),
    detalhes_pagamento: row.detalhes_pagamento,
    detalhes_pagamento_json: row.detalhes_pagamento,
    previsao_em: row.previsao_em?.toISOString() ?? null,
    previsao_motivo: row.previsao_motivo,
    motivo_cancelamento: motivoDoCancelamento(row),
    cancelado_motivo: row.status === 'cancelado' ? row.cancelado_motivo : null,
    entregador:
      row.entregador_id !== null && row.entregador_nome !== null
        ? { id: row.entregador_id, nome: row.entregador_nome }
        : null,
    entrega_motivo: row.entrega_motivo,
    whatsapp_aceito: row.whatsapp_aceito,
    whatsapp:
      row.whatsapp_evento && row.whatsapp_status
        ? {
            evento: row.whatsapp_evento as EventoWhatsapp,
            status: row.whatsapp_status as StatusMensagem,
            erro: row.whatsapp_erro,
          }
        : null,
    itens: itens.map(paraPedidoItem),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
