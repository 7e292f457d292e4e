import type { ContextoDasAreas } from '../contexto';
import { createImagensService } from './service';

export { urlDaImagem, type ImagensService } from './service';

/** Uploaded images, stored in the database and served in sizes. */
export function criarAreaImagens(ctx: ContextoDasAreas) {
  return { imagens: createImagensService(ctx.db) };
}
