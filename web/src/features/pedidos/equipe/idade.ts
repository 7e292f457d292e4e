import type { MonitorConfig, Pedido } from '@cardapio/shared-events';
import { useEffect, useState } from 'react';
import { inicioDoPedido } from '../../ritmo/agendamento';

/** Ticket ageing on the kitchen screens: how long an order has waited to be finished. */
export type IdadeDoPedido = 'normal' | 'amarelo' | 'vermelho';

export const LIMITES_PADRAO: MonitorConfig = { alerta_amarelo_min: 5, alerta_vermelho_min: 10 };

/**
 * Only orders still in the kitchen's hands age (pendente, preparando), from when the kitchen got
 * them: a scheduled order from its kitchen start (issue 31 §3), not from when it was placed.
 */
export function idadeDoPedido(
  pedido: Pick<Pedido, 'status' | 'created_at'> & Partial<Pick<Pedido, 'agendado_para' | 'itens'>>,
  agora: number,
  limites: MonitorConfig,
): IdadeDoPedido {
  if (pedido.status !== 'pendente' && pedido.status !== 'preparando') return 'normal';
  const minutos = (agora - inicioDoPedido(pedido)) / 60_000;
  if (minutos >= limites.alerta_vermelho_min) return 'vermelho';
  if (minutos >= limites.alerta_amarelo_min) return 'amarelo';
  return 'normal';
}

/** 'há 3 min', 'há 1 h 05 min' */
export function tempoDecorrido(desde: string, agora: number): string {
  const minutos = Math.max(0, Math.floor((agora - Date.parse(desde)) / 60_000));
  if (minutos < 1) return 'agora';
  if (minutos < 60) return `há ${minutos} min`;
  const h = Math.floor(minutos / 60);
  return `há ${h} h ${String(minutos % 60).padStart(2, '0')} min`;
}

/** The current time, ticking every `intervaloMs` (ages and clocks re-render with it). */
export function useAgora(intervaloMs = 15_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setAgora(Date.now()), intervaloMs);
    return () => window.clearInterval(id);
  }, [intervaloMs]);
  return agora;
}
