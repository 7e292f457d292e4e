import type { EntregadorAdmin, Pedido } from '@cardapio/shared-events';

/** The board's dispatch (issue 32 §1): pure rules of the 'Despachar' dialog. */

/** A ready delivery order: the only kind a courier takes. */
export const prontoParaDespachar = (p: Pick<Pedido, 'status' | 'tipo_pedido'>) =>
  p.status === 'pronto' && p.tipo_pedido === 'entrega';

/**
 * Ticks or unticks an order: the route is the order of the ticks (the first ticked is the
 * courier's first stop); unticking closes the gap.
 */
export function alternarNaRota(rota: readonly number[], id: number): number[] {
  return rota.includes(id) ? rota.filter((r) => r !== id) : [...rota, id];
}

/** The route without orders that are no longer ready (dispatched or cancelled meanwhile). */
export function rotaDisponivel(rota: readonly number[], prontos: readonly Pick<Pedido, 'id'>[]) {
  const ids = new Set(prontos.map((p) => p.id));
  return rota.filter((id) => ids.has(id));
}

/** The couriers who can take orders now: active, the least busy first, then by name. */
export function entregadoresDisponiveis(lista: readonly EntregadorAdmin[]): EntregadorAdmin[] {
  return lista
    .filter((e) => e.ativo)
    .sort((a, b) => a.em_rota - b.em_rota || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** 'Pedido #12 saiu com João', '3 pedidos saíram com João'. */
export function mensagemDoDespacho(quantos: number, nome: string, primeiro?: number): string {
  return quantos === 1 && primeiro !== undefined
    ? `Pedido #${primeiro} saiu com ${nome}`
    : `${quantos} pedidos saíram com ${nome}`;
}
