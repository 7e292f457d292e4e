import type { ContextoDasAreas } from '../contexto';
import { criarEstacoes } from './service';

export { estacaoDoProduto, type Estacoes } from './service';

/** Kitchen stations and what each kitchen screen shows (issue 29). */
export function criarAreaEstacoes(ctx: ContextoDasAreas) {
  return { estacoes: criarEstacoes({ db: ctx.db, publish: ctx.publish, now: ctx.now }) };
}
