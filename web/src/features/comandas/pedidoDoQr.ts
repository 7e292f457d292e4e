import type { Comanda, ComandaItem } from '@cardapio/shared-events';

/**
 * QR ordering at the table (issue 31 §2) as the waiter's screens read it: which lines a guest
 * ordered from the table's QR code, and which still wait for the waiter's 'Confirmar'.
 */

/** A line a guest ordered from the table's QR code. */
export const doQr = (item: Pick<ComandaItem, 'origem'>) => item.origem === 'mesa_qr';

/** 'QR · Ana' (or just 'QR' when the guest gave no name). */
export function rotuloDaOrigem(item: Pick<ComandaItem, 'cliente_nome'>): string {
  const nome = item.cliente_nome?.trim();
  return nome ? `QR · ${nome}` : 'QR';
}

/** The tab's QR lines waiting for the waiter's 'Confirmar pedido do QR'. */
export const aguardandoConfirmacao = (comanda: Pick<Comanda, 'itens'>): ComandaItem[] =>
  comanda.itens.filter((i) => i.aguardando_confirmacao && i.status !== 'cancelado');

/** The distinct names of who ordered these lines: 'Ana', 'Ana e Bia', 'Ana, Bia e Caio'. */
export function quemPediu(itens: Pick<ComandaItem, 'cliente_nome'>[]): string {
  const nomes = [
    ...new Set(itens.map((i) => i.cliente_nome?.trim()).filter((n): n is string => !!n)),
  ];
  if (nomes.length <= 1) return nomes[0] ?? '';
  return `${nomes.slice(0, -1).join(', ')} e ${nomes[nomes.length - 1]}`;
}

/** Text of a count of lines: '1 item', '3 itens'. */
export const quantosItens = (n: number) => (n === 1 ? '1 item' : `${n} itens`);
