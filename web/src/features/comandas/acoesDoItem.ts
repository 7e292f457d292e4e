import {
  cancelarItemComandaSchema,
  type Comanda,
  LIMITES,
  MENSAGENS_CANCELAMENTO_ITEM,
  MENSAGENS_COMANDA,
  MOTIVO_CANCELAMENTO_ITEM_MAX,
  observacoesItemComandaSchema,
  type ComandaItem,
  type ComandaItemStatus,
} from '@cardapio/shared-events';
import { itemEnviado } from './aoVivo';

/**
 * What a waiter may still do with a tab line (issue 29 §2): an item the kitchen has and has not
 * finished is cancelled with a reason, and its note can change (the kitchen is told); an unsent
 * item is removed and its note changed freely. A cancelled line is history: no action at all.
 */

/** The tab item's statuses while its kitchen order is still being made. */
const NA_COZINHA: readonly ComandaItemStatus[] = ['enviado', 'preparando'];

export const MOTIVO_MAX = MOTIVO_CANCELAMENTO_ITEM_MAX;
export const OBSERVACOES_MAX = LIMITES.observacoes;

/** The quick picks under the reason field: one tap fills it. */
export const MOTIVOS_RAPIDOS = ['Cliente desistiu', 'Pedido errado', 'Demora'] as const;

export const itemCancelado = (item: Pick<ComandaItem, 'status'>) => item.status === 'cancelado';

/** Sent and still in the kitchen: 'Cancelar item' is offered. */
export const itemNaCozinha = (item: Pick<ComandaItem, 'status'>) =>
  NA_COZINHA.includes(item.status);

export const podeCancelarItem = itemNaCozinha;

/**
 * Why the note of this line cannot change, or null when it can: not sent yet, or sent and still
 * in the kitchen (the same rule as the server's).
 */
export function semEditarObservacao(item: ComandaItem): string | null {
  if (itemCancelado(item)) return MENSAGENS_COMANDA.itemJaCancelado;
  if (!itemEnviado(item) || itemNaCozinha(item)) return null;
  return MENSAGENS_COMANDA.itemForaDaCozinha;
}

/**
 * Kitchen items sent and not cancelled (the server's itens_enviados_cozinha still counts a
 * cancelled one: it was sent, the tab cannot be removed; but the kitchen no longer makes it).
 */
export const enviadosParaCozinha = (comanda: Pick<Comanda, 'itens'>) =>
  comanda.itens.filter((i) => i.precisa_cozinha && itemEnviado(i) && !itemCancelado(i)).length;

/** What the tab's notice counts as in the kitchen ('2 itens na cozinha'): sent, not ready yet. */
export const aindaNaCozinha = (comanda: Pick<Comanda, 'itens'>) =>
  comanda.itens.filter((i) => i.precisa_cozinha && podeCancelarItem(i)).length;

export type Validado<T> = { ok: true; valor: T } | { ok: false; erro: string };

/** The reason as the server takes it (trimmed, 1–120 characters), or the server's message. */
export function validarMotivo(motivo: string): Validado<string> {
  const entrada = cancelarItemComandaSchema.safeParse({ motivo });
  if (entrada.success) return { ok: true, valor: entrada.data.motivo };
  return {
    ok: false,
    erro: entrada.error.issues[0]?.message ?? MENSAGENS_CANCELAMENTO_ITEM.motivoObrigatorio,
  };
}

/** The note as the server keeps it: trimmed, an empty one is no note (null). */
export function validarObservacoes(texto: string): Validado<string | null> {
  const entrada = observacoesItemComandaSchema.safeParse({ observacoes: texto });
  if (entrada.success) return { ok: true, valor: entrada.data.observacoes };
  return { ok: false, erro: entrada.error.issues[0]?.message ?? 'Observações inválidas' };
}

/** A quick pick tapped: it becomes the reason, or leaves it when it already was (a toggle). */
export const escolherMotivo = (atual: string, rapido: string) =>
  atual.trim() === rapido ? '' : rapido;

/** The counter under a field: '12/120'. */
export const contador = (texto: string, max: number) => `${texto.length}/${max}`;
