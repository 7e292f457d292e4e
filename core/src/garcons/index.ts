import type { SessoesService } from '../auth';
import type { ContextoDasAreas } from '../contexto';
import { createGarconsService } from './service';

/** The waiters' accounts. */
export function criarAreaGarcons(ctx: ContextoDasAreas, deps: { sessoes: SessoesService }) {
  return {
    garcons: createGarconsService({
      db: ctx.db,
      sessoes: deps.sessoes,
      publish: ctx.publish,
      now: ctx.now,
    }),
  };
}
