import { CARRINHO_TTL_PADRAO_MS } from '@cardapio/shared-events';
import type { CardapioService } from '../cardapio';
import type { ContextoDasAreas } from '../contexto';
import type { PromocoesService } from '../promocoes';
import { etapaPrecificar, etapaTravarCarrinho } from './etapas';
import { createCarrinhoService } from './service';

/**
 * How often the expired carts are swept: a quarter of the lifetime, between 250 ms (tests' short
 * carts) and a minute. A cart is gone within that after it expires; before, a read of it clears
 * it and the checkout refuses it, so the delay is only the customer's notice.
 */
export const intervaloDaVarredura = (ttlMs: number) =>
  Math.min(60_000, Math.max(250, Math.round(ttlMs / 4)));

export type { CarrinhoService } from './service';

/** The server-side cart; in the checkout it is locked ('travar-carrinho') and priced. */
export function criarAreaCarrinho(
  ctx: ContextoDasAreas,
  deps: { promocoes: PromocoesService; cardapio: CardapioService; ttlMs?: number },
) {
  const carrinho = createCarrinhoService({
    db: ctx.db,
    promocoes: deps.promocoes,
    cardapio: deps.cardapio,
    enqueue: ctx.enqueue,
    publish: ctx.publish,
    now: ctx.now,
    ttlMs: deps.ttlMs,
  });
  ctx.checkout.registrar(etapaTravarCarrinho(ctx.now));
  ctx.checkout.registrar(etapaPrecificar());
  // Clears the carts that reached data_expiracao and tells their owners: one sweep for every
  // cart, instead of a delayed job re-scheduled on each change (bench/caminho-do-cliente.ts).
  ctx.jobs.registrar(
    'carrinho.expirar',
    async () => ({ expirados: await carrinho.varrerExpirados() }),
    { aCadaMs: intervaloDaVarredura(deps.ttlMs ?? CARRINHO_TTL_PADRAO_MS) },
  );
  return { carrinho };
}
