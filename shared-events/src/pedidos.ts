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
  preparando: ['pronto', 'cancelado'],
  pronto: ['entregue'],
  entregue: [],
  cancelado: [],
};

export function podeMudarStatus(de: PedidoStatus, para: PedidoStatus): boolean {
  return TRANSICOES[de].includes(para);
}

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
