/** Order and payment states, and the transitions the server allows. */
export const PEDIDO_STATUS = ['pendente', 'preparando', 'pronto', 'entregue', 'cancelado'] as const;
export type PedidoStatus = (typeof PEDIDO_STATUS)[number];

export const STATUS_PAGAMENTO = ['pendente', 'pago', 'cancelado'] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];

/** Orders in these states are still open: a customer who has any cannot delete the account. */
export const PEDIDO_STATUS_EM_ABERTO: readonly PedidoStatus[] = [
  'pendente',
  'preparando',
  'pronto',
];

const TRANSICOES: Record<PedidoStatus, readonly PedidoStatus[]> = {
  pendente: ['preparando', 'cancelado'],
  preparando: ['pronto'],
  pronto: ['entregue'],
  entregue: [],
  cancelado: [],
};

export function podeMudarStatus(de: PedidoStatus, para: PedidoStatus): boolean {
  return TRANSICOES[de].includes(para);
}

/**
 * The order's payment (status_pagamento): it leaves pendente once, to pago or to cancelado, and
 * never comes back. There is no refund move (pago → cancelado): no provider refund exists yet,
 * and a refund must move money, not only a label. A paid order the staff cancel stays pago.
 */
const TRANSICOES_PAGAMENTO: Record<StatusPagamento, readonly StatusPagamento[]> = {
  pendente: ['pago', 'cancelado'],
  pago: [],
  cancelado: [],
};

export const MENSAGENS_STATUS_PAGAMENTO = {
  pedidoCancelado: 'Um pedido cancelado não pode ser marcado como pago',
  jaPago: 'Este pedido já foi pago: o pagamento não pode mais ser alterado',
  jaCancelado: 'O pagamento deste pedido foi cancelado e não pode mais ser alterado',
} as const;

/**
 * Why the order's payment cannot move from `de` to `para` (a pt-BR message), or null when it
 * can. Staying where it is (de === para) is always allowed and changes nothing.
 */
export function recusaDoStatusPagamento(
  pedido: { status: PedidoStatus; status_pagamento: StatusPagamento },
  para: StatusPagamento,
): string | null {
  const de = pedido.status_pagamento;
  if (de === para) return null;
  if (para === 'pago' && pedido.status === 'cancelado')
    return MENSAGENS_STATUS_PAGAMENTO.pedidoCancelado;
  if (TRANSICOES_PAGAMENTO[de].includes(para)) return null;
  return de === 'pago' ? MENSAGENS_STATUS_PAGAMENTO.jaPago : MENSAGENS_STATUS_PAGAMENTO.jaCancelado;
}

/**
 * A payment status set by hand (staff, PUT /api/pedidos/:id/status-pagamento), kept in the
 * order's detalhes_pagamento.pagamento_manual: it was no provider's approval.
 */
export interface PagamentoManual {
  status_pagamento: StatusPagamento;
  autor_tipo: AutorDaMudanca['tipo'];
  autor_id: number | null;
  autor_nome: string | null;
  /** ISO instant. */
  em: string;
}

/** Why an order was cancelled by its payment rather than by someone (null otherwise). */
export const MOTIVOS_CANCELAMENTO = ['pix_expirado', 'pix_rejeitado'] as const;
export type MotivoCancelamento = (typeof MOTIVOS_CANCELAMENTO)[number];

/** The customer's progress tracker (customer-side §4). */
export function progressoDoPedido(status: string): number {
  switch (status) {
    case 'pendente':
      return 25;
    case 'preparando':
      return 50;
    case 'pronto':
      return 75;
    case 'entregue':
      return 100;
    default:
      return 0;
  }
}

/** retirada: the customer picks the order up at the store (no freight, no address). */
export const TIPOS_PEDIDO = ['entrega', 'mesa', 'retirada'] as const;
export type TipoPedido = (typeof TIPOS_PEDIDO)[number];

/** How a customer pays on delivery (customer-side §3). */
export const METODOS_NA_ENTREGA = ['dinheiro', 'cartao', 'pix'] as const;
export type MetodoNaEntrega = (typeof METODOS_NA_ENTREGA)[number];

export interface PedidoItem {
  id: number;
  produto_id: number | null;
  produto_nome: string;
  imagem_url: string | null;
  quantidade: number;
  preco_unitario: number;
  observacoes: string | null;
  personalizacoes: import('./cardapio').Personalizacao[];
}

/** An order as the API answers it (history, board, monitor) and as events carry it. */
export interface Pedido {
  id: number;
  empresa_id: number;
  usuario_id: number | null;
  status: PedidoStatus;
  status_pagamento: StatusPagamento;
  tipo_pedido: TipoPedido;
  mesa: string | null;
  total: number;
  total_sem_frete: number;
  valor_frete: number;
  /** The coupon's discount (0 without one); total = itens + valor_frete - desconto. */
  desconto: number;
  cupom_codigo: string | null;
  total_itens: number;
  observacoes: string | null;
  nome_cliente: string | null;
  sobrenome_cliente: string | null;
  nome_completo_cliente: string | null;
  telefone_cliente: string | null;
  email_cliente: string | null;
  endereco_entrega: import('./carrinho').Endereco | null;
  /** entrega or site */
  metodo_pagamento: string | null;
  /** dinheiro, cartao, pix, pix_site, cartao_site */
  metodo_pagamento_detalhado: string | null;
  precisa_troco: boolean;
  valor_troco: number | null;
  detalhes_pagamento: Record<string, unknown> | null;
  /** A cancelled order whose PIX expired or was rejected says so; null otherwise. */
  motivo_cancelamento: MotivoCancelamento | null;
  itens: PedidoItem[];
  created_at: string;
  updated_at: string;
}

/** The customer's order tracker steps (customer-side §4). */
export const ETAPAS_DO_PEDIDO = ['Pedido Recebido', 'Preparando', 'Pronto', 'Entregue'] as const;

/** Who changed an order's status (kept in its history). */
export interface AutorDaMudanca {
  tipo: 'cliente' | 'equipe' | 'garcom' | 'monitor' | 'sistema';
  id: number | null;
}

export interface PedidoHistoricoEntrada {
  de: PedidoStatus | null;
  para: PedidoStatus;
  autor_tipo: AutorDaMudanca['tipo'];
  autor_id: number | null;
  autor_nome: string | null;
  created_at: string;
}
