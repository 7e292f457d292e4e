import type { ContextoDasAreas } from '../contexto';
import type { Estacoes } from '../estacoes';
import type { ImagensService } from '../imagens';
import { createGestaoDoCardapioService } from './gestao';
import { leiturasDoCardapio } from './leituras';
import { createCardapioService } from './service';

export type { ImagemEnviada } from './gestao';
export type { CardapioService } from './service';

/** The menu: the public reads and the staff's products, categories and options. */
export function criarAreaCardapio(
  ctx: ContextoDasAreas,
  deps: { imagens: ImagensService; estacoes: Estacoes },
) {
  const cardapio = createCardapioService(ctx.db);
  const gestaoDoCardapio = createGestaoDoCardapioService({
    db: ctx.db,
    imagens: deps.imagens,
    estacoes: deps.estacoes,
    invalidacao: ctx.invalidacao,
    publish: ctx.publish,
    now: ctx.now,
  });
  return { cardapio, gestaoDoCardapio, leituras: leiturasDoCardapio(cardapio) };
}
