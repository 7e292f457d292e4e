import type { ContextoDasAreas } from '../contexto';
import { etapaDoCupom } from './etapa';
import { createPromocoesService } from './service';

export type { PromocoesService } from './service';

/** Promotions and coupons; the coupon is taken in the checkout ('cupom'). */
export function criarAreaPromocoes(ctx: ContextoDasAreas) {
  const promocoes = createPromocoesService({ db: ctx.db, publish: ctx.publish, now: ctx.now });
  ctx.checkout.registrar(etapaDoCupom(promocoes));
  return { promocoes };
}
