import type { ContextoDasAreas } from '../contexto';
import { createMesasAdminService } from './admin';
import { createMesasService } from './service';

export type { MesasService } from './service';

/** The tables: the waiters' view and the staff's administration. */
export function criarAreaMesas(ctx: ContextoDasAreas) {
  const mesas = createMesasService(ctx.db);
  const mesasAdmin = createMesasAdminService({
    db: ctx.db,
    mesas,
    publish: ctx.publish,
    now: ctx.now,
  });
  return { mesas, mesasAdmin };
}
