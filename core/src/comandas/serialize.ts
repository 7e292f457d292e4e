import {
  somaDasLinhas,
  type Comanda,
  type ComandaFisica,
  type ComandaItem,
} from '@cardapio/shared-events';
import { deCentavos, dinheiro } from '../shared/money';
import type { ComandaItemRow, ComandaRow, comandasFisicas } from './schema';

export type ComandaFisicaRow = typeof comandasFisicas.$inferSelect;

export const COMANDA_DIGITAL = 'Comanda Digital';

const dinheiroOuNulo = (valor: string | null) => (valor === null ? null : dinheiro(valor));

/** Once an item leaves pendente (sent, or marked ready when the tab was sent) it is locked. */
export const itemEnviado = (item: Pick<ComandaItemRow, 'status'>) => item.status !== 'pendente';

/** A QR guest's line no one sent yet: it waits for a waiter's 'Confirmar'. */
export const aguardaConfirmacao = (item: Pick<ComandaItemRow, 'status' | 'origem'>) =>
  item.origem === 'mesa_qr' && item.status === 'pendente';

export function paraComandaItem(row: ComandaItemRow): ComandaItem {
  return {
    id: row.id,
    comanda_id: row.comanda_id,
    produto_id: row.produto_id,
    produto_nome: row.produto_nome,
    imagem_url: row.imagem_url,
    quantidade: row.quantidade,
    preco_unitario: dinheiro(row.preco_unitario),
    observacoes: row.observacoes,
    personalizacoes: row.personalizacoes,
    precisa_cozinha: row.precisa_cozinha,
    enviado_cozinha: itemEnviado(row),
    status: row.status,
    pedido_id: row.pedido_id,
    origem: row.origem,
    cliente_nome: row.cliente_nome,
    aguardando_confirmacao: aguardaConfirmacao(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A tab row with what it is joined to: its table, physical tab and waiter. */
export interface ComandaComVinculos {
  comanda: ComandaRow;
  mesa: { nome: string; numero: string } | null;
  fisica: { numero: string; nome: string } | null;
  garcom: { nome: string; sobrenome: string } | null;
}

export function paraComanda(
  { comanda, mesa, fisica, garcom }: ComandaComVinculos,
  itens: ComandaItemRow[],
): Comanda {
  const validos = itens.filter((i) => i.status !== 'cancelado');
  return {
    id: comanda.id,
    empresa_id: comanda.empresa_id,
    status: comanda.status,
    mesa_id: comanda.mesa_id,
    mesa_nome: mesa?.nome ?? null,
    mesa_numero: mesa?.numero ?? null,
    comanda_fisica_id: comanda.comanda_fisica_id,
    comanda_numero: fisica?.numero ?? String(comanda.id),
    comanda_nome: fisica?.nome ?? COMANDA_DIGITAL,
    total: deCentavos(somaDasLinhas(validos)),
    garcom_id: comanda.garcom_id,
    garcom_nome: garcom ? [garcom.nome, garcom.sobrenome].filter(Boolean).join(' ') : null,
    itens_enviados_cozinha: itens.filter((i) => i.precisa_cozinha && itemEnviado(i)).length,
    itens_pendentes_cozinha: itens.filter((i) => i.precisa_cozinha && !itemEnviado(i)).length,
    itens: [...itens].sort((a, b) => a.id - b.id).map(paraComandaItem),
    fechada_em: comanda.fechada_em?.toISOString() ?? null,
    paga_em: comanda.paga_em?.toISOString() ?? null,
    taxa_servico: dinheiroOuNulo(comanda.taxa_servico),
    total_pago: dinheiroOuNulo(comanda.total_pago),
    metodo_pagamento: comanda.metodo_pagamento,
    valor_recebido: dinheiroOuNulo(comanda.valor_recebido),
    troco: dinheiroOuNulo(comanda.troco),
    reaberta_em: comanda.reaberta_em?.toISOString() ?? null,
    motivo_reabertura: comanda.motivo_reabertura,
    created_at: comanda.created_at.toISOString(),
    updated_at: comanda.updated_at.toISOString(),
  };
}

export function paraComandaFisica(row: ComandaFisicaRow, usoAtual: number): ComandaFisica {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    numero: row.numero,
    nome: row.nome,
    descricao: row.descricao,
    ativo: row.ativo,
    uso_atual: usoAtual,
  };
}
