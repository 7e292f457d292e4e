import type { ContextoDasAreas } from '../contexto';
import type { PedidosService } from '../pedidos';
import { createPagamentosService } from './service';

export type { PagamentosService } from './service';

/** PIX online: the provider, the charge in the checkout ('pagamento'), polling and webhooks. */
export function criarAreaPagamentos(
  ctx: ContextoDasAreas,
  deps: {
    pedidos: PedidosService;
    mercadoPagoBaseUrl?: string;
    publicUrl: string;
    intervaloMs?: number;
    validadePadraoMs?: number;
  },
) {
  const pagamentos = createPagamentosService({
    db: ctx.db,
    pedidos: deps.pedidos,
    checkout: ctx.checkout,
    publish: ctx.publish,
    enqueue: ctx.enqueue,
    now: ctx.now,
    mercadoPagoBaseUrl: deps.mercadoPagoBaseUrl,
    publicUrl: deps.publicUrl,
    intervaloMs: deps.intervaloMs,
    validadePadraoMs: deps.validadePadraoMs,
  });
  ctx.checkout.registrar(pagamentos.etapaDoCheckout);
  /** One poll of a pending PIX; schedules the next (5 s, then 15 s, then 30 s) or settles the charge. */
  ctx.jobs.registrar('pix.consultar', (data) => pagamentos.consultar(data));
  return { pagamentos };
}
