import type { CardapioService } from '../cardapio';
import type { ContextoDasAreas } from '../contexto';
import type { PromocoesService } from '../promocoes';
import { etapaPrecificar, etapaTravarCarrinho } from './etapas';
import { createCarrinhoService } from './service';

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
  /** Clears a cart that reached data_expiracao (a cart changed since is left alone) and tells its owner. */
  ctx.jobs.registrar('carrinho.expirar', async (data) => {
    await carrinho.expirar(data);
  });
  return { carrinho };
}
