import { z } from 'zod';
import { idSchema, LIMITES, texto, textoOpcional } from './campos';
import type { Personalizacao } from './cardapio';

/**
 * Waiter area (staff-side §2–§5, §7): tables, physical tabs and tabs (comandas).
 * The contract shared by the gateway (answers, events) and the waiter screens.
 */

export const MESA_STATUS = ['livre', 'ocupada', 'reservada', 'manutencao'] as const;
export type MesaStatus = (typeof MESA_STATUS)[number];

export const COMANDA_STATUS = ['ativa', 'fechada', 'paga'] as const;
export type ComandaStatus = (typeof COMANDA_STATUS)[number];

/**
 * A tab item's life: pendente (not sent yet), enviado (sent to the kitchen), then it follows the
 * kitchen's order (preparando, pronto, entregue, cancelado). Items that need no kitchen (drinks)
 * go straight from pendente to pronto when the tab is sent.
 */
export const COMANDA_ITEM_STATUS = [
  'pendente',
  'enviado',
  'preparando',
  'pronto',
  'entregue',
  'cancelado',
] as const;
export type ComandaItemStatus = (typeof COMANDA_ITEM_STATUS)[number];

/** A table as the waiter area answers it: its status is derived from its active tabs. */
export interface Mesa {
  id: number;
  empresa_id: number;
  numero: string;
  nome: string;
  capacidade: number;
  /** 'ocupada' while it has an active tab or an unpaid closed bill; otherwise the stored status ('ocupada' reads 'livre'). */
  status: MesaStatus;
  /** The first active tab, or null. */
  comanda_id: number | null;
  /** How many active tabs the table has. */
  comandas_ativas: number;
  /** Tabs whose bill is closed but not paid yet: the table stays occupied until they are paid. */
  contas_fechadas?: number;
  /** Sum of the active tabs' totals. */
  total_ativo: number;
  /** The physical tab number (or the tab id) of the only active tab; null with 0 or 2+. */
  comanda_numero: string | null;
  /** When the oldest active tab was opened (the floor view's time since opened); null if none. */
  aberta_desde: string | null;
  /** A waiter blocked the table's QR code (issue 31 §2). */
  qr_bloqueado: boolean;
  /** Lines its QR guests ordered that wait for a waiter's 'Confirmar'. */
  qr_aguardando: number;
  updated_at: string;
}

/** A physical tab (a numbered card handed to a table or a customer). */
export interface ComandaFisica {
  id: number;
  empresa_id: number;
  numero: string;
  nome: string;
  descricao: string | null;
  ativo: boolean;
  /** How many active tabs use it right now (0 or 1). */
  uso_atual: number;
}

export interface ComandaItem {
  id: number;
  comanda_id: number;
  produto_id: number | null;
  produto_nome: string;
  imagem_url: string | null;
  quantidade: number;
  preco_unitario: number;
  observacoes: string | null;
  personalizacoes: Personalizacao[];
  precisa_cozinha: boolean;
  enviado_cozinha: boolean;
  status: ComandaItemStatus;
  /** The kitchen order that carried it, once sent. */
  pedido_id: number | null;
  /** garcom: typed by a waiter; mesa_qr: ordered by a customer from the table's QR code. */
  origem: 'garcom' | 'mesa_qr';
  /** The name the customer gave on the QR page (null for a waiter's item). */
  cliente_nome: string | null;
  /** A QR item not yet sent: it waits for the waiter's 'Confirmar'. */
  aguardando_confirmacao: boolean;
  created_at: string;
  updated_at: string;
}

export interface Comanda {
  id: number;
  empresa_id: number;
  status: ComandaStatus;
  /** null for a standalone tab (Comanda Avulsa). */
  mesa_id: number | null;
  mesa_nome: string | null;
  mesa_numero: string | null;
  comanda_fisica_id: number | null;
  /** The physical tab's number, or the tab id for a digital tab. */
  comanda_numero: string;
  /** The physical tab's name, or 'Comanda Digital'. */
  comanda_nome: string;
  /** Sum of quantidade × preco_unitario over items not cancelled. */
  total: number;
  garcom_id: number | null;
  garcom_nome: string | null;
  /** How many items were sent to the kitchen (enviado_cozinha and precisa_cozinha). */
  itens_enviados_cozinha: number;
  /** Items that need the kitchen and were not sent yet: 'Enviar para Cozinha' shows when > 0. */
  itens_pendentes_cozinha: number;
  itens: ComandaItem[];
  /** The bill (issue 13): set when it closes, and when it is paid; null before. */
  fechada_em?: string | null;
  paga_em?: string | null;
  /** The service charge applied, in R$ (0 when removed). */
  taxa_servico?: number | null;
  total_pago?: number | null;
  metodo_pagamento?: 'dinheiro' | 'cartao' | 'pix' | null;
  valor_recebido?: number | null;
  troco?: number | null;
  /** The last reopening of a closed bill. */
  reaberta_em?: string | null;
  motivo_reabertura?: string | null;
  created_at: string;
  updated_at: string;
}

/* ---------- Answers ---------- */

export interface MesasResposta {
  mesas: Mesa[];
}
export interface MesaResposta {
  mesa: Mesa;
}
export interface ComandasResposta {
  comandas: Comanda[];
}
export interface ComandaResposta {
  comanda: Comanda;
  mensagem?: string;
}
export interface ComandasFisicasResposta {
  comandas_fisicas: ComandaFisica[];
}
export interface TransferenciaResposta {
  mensagem: string;
  /** How many tabs moved. */
  transferidas: number;
  mesa_origem: Mesa;
  mesa_destino: Mesa;
  comandas: Comanda[];
}
export interface EnvioCozinhaResposta {
  mensagem: string;
  /** The kitchen order created (tipo_pedido 'mesa'). */
  pedido: import('./pedidos').Pedido;
  comanda: Comanda;
  /** Kitchen items sent and no-kitchen items marked pronto by this send. */
  itens_enviados: number;
  itens_prontos: number;
}

/* ---------- Payloads ---------- */

const idPositivo = idSchema;

export const comandaBalcaoSchema = z.object({
  comanda_fisica_id: idPositivo('Selecione uma comanda antes de continuar'),
});
export type ComandaBalcaoInput = z.infer<typeof comandaBalcaoSchema>;

export const comandaMesaSchema = z.object({
  mesa_id: idPositivo('Mesa inválida'),
  comanda_fisica_id: idPositivo('Comanda física inválida').nullish(),
});
export type ComandaMesaInput = z.infer<typeof comandaMesaSchema>;

/**
 * POST /api/garcom/comandas/:id/transferir-mesa, :id being any active tab of the origin table:
 * one call moves EVERY active tab of that table to novaMesaId (a free table), in one transaction.
 */
export const transferirMesaSchema = z.object({
  novaMesaId: idPositivo('Selecione a mesa de destino'),
});
export type TransferirMesaInput = z.infer<typeof transferirMesaSchema>;

const quantidade = z.coerce
  .number({ error: 'Quantidade inválida' })
  .int({ error: 'Quantidade inválida' })
  .min(1, { error: 'A quantidade mínima é 1' })
  .max(99, { error: 'A quantidade máxima é 99' });

/** Why a waiter cancels an item the kitchen already has (issue 29 §2), shown on the ticket. */
export const MOTIVO_CANCELAMENTO_ITEM_MAX = 120;
export const MENSAGENS_CANCELAMENTO_ITEM = {
  motivoObrigatorio: 'Informe o motivo do cancelamento',
  motivoLongo: `O motivo deve ter no máximo ${MOTIVO_CANCELAMENTO_ITEM_MAX} caracteres`,
} as const;

/** POST /api/comandas-mesa/:comandaId/itens/:itemId/cancelar */
export const cancelarItemComandaSchema = z.object({
  motivo: texto(MOTIVO_CANCELAMENTO_ITEM_MAX, {
    erro: MENSAGENS_CANCELAMENTO_ITEM.motivoObrigatorio,
    longo: MENSAGENS_CANCELAMENTO_ITEM.motivoLongo,
  }).min(1, { error: MENSAGENS_CANCELAMENTO_ITEM.motivoObrigatorio }),
});
export type CancelarItemComandaInput = z.infer<typeof cancelarItemComandaSchema>;

/** PUT /api/comandas-mesa/:comandaId/itens/:itemId/observacoes */
export const observacoesItemComandaSchema = z.object({
  observacoes: textoOpcional(LIMITES.observacoes, 'Observações muito longas'),
});
export type ObservacoesItemComandaInput = z.infer<typeof observacoesItemComandaSchema>;

export const novoItemComandaSchema = z.object({
  produto_id: idPositivo('Produto inválido'),
  quantidade,
  observacoes: textoOpcional(LIMITES.observacoes, 'Observações muito longas'),
  personalizacoes: z
    .array(
      z.object({
        opcao_id: idSchema('Personalização inválida'),
        item_id: idSchema('Personalização inválida'),
        quantidade: z.coerce.number().int().min(1).max(20).default(1),
      }),
    )
    .max(50)
    .default([]),
});
export type NovoItemComandaInput = z.infer<typeof novoItemComandaSchema>;

export const quantidadeItemComandaSchema = z.object({ quantidade });
export type QuantidadeItemComandaInput = z.infer<typeof quantidadeItemComandaSchema>;

/** Texts the server and the screens share (staff-side §5, §8). */
export const MENSAGENS_COMANDA = {
  semItens: 'Adicione itens à comanda antes de enviar para a cozinha',
  nadaParaEnviar: 'Não há itens que precisam ser enviados para a cozinha',
  itemEnviado: 'Itens já enviados para a cozinha não podem ser alterados ou removidos',
  comandaComItensEnviados:
    'Esta comanda possui itens enviados para a cozinha e não pode ser removida da mesa',
  semComandasParaTransferir: 'Não há comandas ativas para transferir',
  mesaDestinoInvalida: 'Escolha uma mesa de destino diferente da atual',
  mesaDestinoOcupada: 'A mesa de destino já possui uma comanda ativa',
  comandaFisicaEmUso: 'Esta comanda física já está em uso',
  comandaFisicaInativa: 'Esta comanda física está inativa',
  comandaNaoEncontrada: 'Comanda não encontrada',
  mesaNaoEncontrada: 'Mesa não encontrada',
  comandaFechada: 'Esta comanda não está mais ativa',
  itemJaCancelado: 'Este item já foi cancelado',
  itemNaoEnviado: 'Este item ainda não foi para a cozinha: remova-o da comanda',
  itemForaDaCozinha: 'O pedido deste item já saiu da cozinha',
  itemCancelado: 'Item cancelado. A cozinha já foi avisada.',
  observacoesAlteradas: 'Observação alterada.',
  observacoesAvisadas: 'Observação alterada. A cozinha já foi avisada.',
} as const;

/** Waiter-room events. */
export interface ComandaRemovidaEvento {
  id: number;
  empresa_id: number;
  mesa_id: number | null;
  updated_at: string;
}
