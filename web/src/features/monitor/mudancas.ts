import type { Pedido } from '@cardapio/shared-events';
import { useEffect, useRef } from 'react';
import { toaster } from '../../app/toaster';
import type { Alerta } from '../pedidos/equipe/alertas';

/** What changed on the kitchen's tickets since the last look (issue 29 §2). */
export interface MudancaNoTicket {
  tipo: 'cancelado' | 'novo';
  pedidoId: number;
  itemId: number;
  texto: string;
}

/**
 * The lines cancelled and the lines added ("+ NOVO") that `vistos` has not met yet; `vistos`
 * learns them. The first look only learns (what was already on screen is no news).
 */
export function mudancasNovas(
  pedidos: readonly Pedido[],
  vistos: { cancelados: Set<number>; novos: Set<number>; primeiraVez: boolean },
): MudancaNoTicket[] {
  const mudancas: MudancaNoTicket[] = [];
  for (const pedido of pedidos)
    for (const item of pedido.itens) {
      const linha = `${item.quantidade}× ${item.produto_nome}`;
      if (item.cancelado_em !== null && !vistos.cancelados.has(item.id)) {
        vistos.cancelados.add(item.id);
        mudancas.push({
          tipo: 'cancelado',
          pedidoId: pedido.id,
          itemId: item.id,
          texto: `${linha}${item.cancelado_motivo ? ` (${item.cancelado_motivo})` : ''}`,
        });
      } else if (item.adicionado_em !== null && !vistos.novos.has(item.id)) {
        vistos.novos.add(item.id);
        mudancas.push({ tipo: 'novo', pedidoId: pedido.id, itemId: item.id, texto: linha });
      }
    }
  const primeira = vistos.primeiraVez;
  vistos.primeiraVez = false;
  return primeira ? [] : mudancas;
}

/**
 * The monitor tells what changed on a ticket already on screen: a cancelled line with a toast
 * and a harsh sound, a line added to it with a toast and the new-order chime.
 */
export function useAvisosDeMudancas(
  pedidos: readonly Pedido[] | undefined,
  tocarUmaVez: (som: Alerta) => void,
) {
  const vistos = useRef({
    cancelados: new Set<number>(),
    novos: new Set<number>(),
    primeiraVez: true,
  });
  useEffect(() => {
    if (!pedidos) return;
    const mudancas = mudancasNovas(pedidos, vistos.current);
    for (const m of mudancas)
      toaster.create({
        type: m.tipo === 'cancelado' ? 'error' : 'info',
        title:
          m.tipo === 'cancelado'
            ? `Pedido #${m.pedidoId}: item CANCELADO`
            : `Pedido #${m.pedidoId}: + NOVO item`,
        description: m.texto,
        duration: 10_000,
      });
    if (mudancas.some((m) => m.tipo === 'cancelado')) tocarUmaVez('cancelado');
    else if (mudancas.length) tocarUmaVez('pedido');
  }, [pedidos, tocarUmaVez]);
}
