/** Brazilian input masks and display formats (customer-side §2, §5). */

import { apenasDigitos } from '@cardapio/shared-events';

// Shared with the gateway, which prints the storefront's first screen before the bundle runs.
export {
  apenasDigitos,
  formatarReais,
  formatarTelefone,
  mascararTelefone,
} from '@cardapio/shared-events';

/** NNNNN-NNN, at most 8 digits. */
export function mascararCep(valor: string): string {
  const d = apenasDigitos(valor, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** Image URLs starting with http are used as is; anything else is a path on our own origin. */
export function urlDaImagem(url: string | null | undefined): string | undefined {
  const limpa = url?.trim();
  if (!limpa) return undefined;
  if (/^(https?:\/\/|data:)/i.test(limpa)) return limpa;
  return limpa.startsWith('/') ? limpa : `/${limpa}`;
}

const horaEMinuto = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** "19:42": the time of a moment (an ISO string from the API or a Date), in the browser's zone. */
export function formatarHora(momento: string | Date): string {
  return horaEMinuto.format(typeof momento === 'string' ? new Date(momento) : momento);
}
