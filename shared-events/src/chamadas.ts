/** A customer at a table calling a waiter (customer-side §2, staff-side §3). */
export const STATUS_CHAMADA = ['pendente', 'atendida', 'cancelada'] as const;
export type StatusChamada = (typeof STATUS_CHAMADA)[number];

/** Calling a waiter from a table (customer-side §5, §7): the answers and the web's toasts. */
export const MENSAGENS_CHAMADA = {
  chamado: 'Garçom chamado com sucesso!',
  erro: 'Erro ao chamar garçom',
  /** The empresa has tables and none is the one typed. */
  mesaNaoEncontrada: 'Mesa não encontrada. Confira o número da mesa.',
  muitasChamadas: 'Muitas chamadas em pouco tempo. Aguarde um minuto e tente novamente.',
  naoEncontrada: 'Chamada não encontrada',
  jaEncerrada: (status: string) => `Esta chamada já foi ${status}`,
} as const;
