import type { ContextoDasAreas } from '../contexto';
import { etapaDoEstoque } from './etapa';
import { createEstoqueService } from './service';

export type { EstoqueService } from './service';

/** Stock: items, movements, and what every sale takes ('estoque' in the checkout). */
export function criarAreaEstoque(ctx: ContextoDasAreas) {
  const estoque = createEstoqueService({
    db: ctx.db,
    publish: ctx.publish,
    invalidacao: ctx.invalidacao,
    now: ctx.now,
  });
  ctx.checkout.registrar(etapaDoEstoque(estoque));
  return { estoque };
}
