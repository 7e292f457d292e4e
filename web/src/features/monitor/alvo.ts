import type { Estacao, Pedido, PedidoItem } from '@cardapio/shared-events';
import type { IdadeDoPedido } from '../pedidos/equipe/idade';
import { inicioDoPedido } from '../ritmo/agendamento';
import { aFazer } from './parteDaEstacao';

/**
 * A station ticket's target (issue 29 §3): by when its part should be done. Each line still to
 * make is due at its start (the order's time, a scheduled order's kitchen start, or when it
 * joined the ticket as "+ NOVO") plus its station's own target, else its product's tempo_preparo
 * kept on the line; the ticket is due with its latest line. No target known (old lines): null,
 * and the ticket ages as before.
 */
export function prazoDoTicket(
  pedido: Pick<Pedido, 'created_at'> & Partial<Pick<Pedido, 'agendado_para' | 'itens'>>,
  itens: readonly PedidoItem[],
  estacoes: readonly Pick<Estacao, 'id' | 'alvo_min'>[],
): number | null {
  let prazo: number | null = null;
  const doPedido = inicioDoPedido(pedido);
  for (const item of itens) {
    if (!aFazer(item)) continue;
    const daEstacao = estacoes.find((e) => e.id === item.estacao_id)?.alvo_min ?? null;
    const minutos = daEstacao ?? item.alvo_min;
    if (minutos === null) continue;
    const inicio = item.adicionado_em ? Date.parse(item.adicionado_em) : doPedido;
    prazo = Math.max(prazo ?? 0, inicio + minutos * 60_000);
  }
  return prazo;
}

/** Amber once the target is reached, red once past it by the company's tolerance. */
export function idadeNoPrazo(prazo: number, agora: number, toleranciaMin: number): IdadeDoPedido {
  if (agora >= prazo + toleranciaMin * 60_000) return 'vermelho';
  if (agora >= prazo) return 'amarelo';
  return 'normal';
}

/** "07:12" left, or "+03:05" past the target (minutes:seconds; hours as minutes). */
export function contagem(prazo: number, agora: number): { texto: string; atrasado: boolean } {
  const restam = Math.round((prazo - agora) / 1000);
  const s = Math.abs(restam);
  const texto = `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return restam < 0 ? { texto: `+${texto}`, atrasado: true } : { texto, atrasado: false };
}
