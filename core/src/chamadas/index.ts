import type { ContextoDasAreas } from '../contexto';
import type { MesasService } from '../mesas';
import { createChamadasService } from './service';

/** Calling a waiter from the menu or the table. */
export function criarAreaChamadas(ctx: ContextoDasAreas, deps: { mesas: MesasService }) {
  return {
    chamadas: createChamadasService({ db: ctx.db, publish: ctx.publish, mesas: deps.mesas }),
  };
}
