/** A customer at a table calling a waiter (customer-side §2, staff-side §3). */
export const STATUS_CHAMADA = ['pendente', 'atendida', 'cancelada'] as const;
export type StatusChamada = (typeof STATUS_CHAMADA)[number];
