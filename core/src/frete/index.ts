import type { CarrinhoService } from '../carrinho';
import type { ContextoDasAreas } from '../contexto';
import { createFreteConfigService } from './configuracao';
import { etapaDoFrete } from './etapa';
import { leiturasDoFrete } from './leituras';
import { createFreteService } from './service';

export type { FreteService } from './service';

/** Freight: the rule, the neighbourhoods, the distance and the checkout's 'frete' step. */
export function criarAreaFrete(
  ctx: ContextoDasAreas,
  deps: { carrinho: CarrinhoService; googleMapsBaseUrl?: string },
) {
  const frete = createFreteService({
    db: ctx.db,
    googleMapsBaseUrl: deps.googleMapsBaseUrl,
    log: (m) => console.warn(m),
  });
  const freteConfig = createFreteConfigService({
    db: ctx.db,
    invalidacao: ctx.invalidacao,
    now: ctx.now,
  });
  ctx.checkout.registrar(etapaDoFrete(frete, deps.carrinho));
  return { frete, freteConfig, leituras: leiturasDoFrete(frete) };
}
