import type { Enqueue, Publish } from '@cardapio/shared-events';
import type { Checkout } from '../checkout/pipeline';
import type { Db } from '../db/client';
import type { PedidosService } from '../pedidos/service';
import { DomainError } from '../shared/errors';

export interface PagamentosDeps {
  db: Db;
  pedidos: PedidosService;
  /** The checkout pipeline: an order paid on the site is created through it. */
  checkout: Checkout;
  publish: Publish;
  enqueue: Enqueue;
  now: () => Date;
  /** MERCADOPAGO_BASE_URL; a local stand-in in tests. */
  mercadoPagoBaseUrl?: string;
  /** Public address of the site: Mercado Pago notifies `${publicUrl}/api/mercadopago/webhook` (https only). */
  publicUrl?: string;
  /** Time between two polls of a pending PIX at first (default 5 s); tests shorten it. */
  intervaloMs?: number;
  /** Lifetime of a charge when the company set none (default 30 min); tests shorten it. */
  validadePadraoMs?: number;
  log?: (mensagem: string, erro?: unknown) => void;
}

/** PagamentosDeps with their defaults applied (service.ts): each piece takes the part it needs. */
export type Deps = Omit<PagamentosDeps, 'intervaloMs' | 'validadePadraoMs' | 'log'> &
  Required<Pick<PagamentosDeps, 'intervaloMs' | 'validadePadraoMs' | 'log'>>;

export const indisponivel = (m: string) => new DomainError('indisponivel', m);
