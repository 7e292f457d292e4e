import type { ContextoDasAreas } from '../contexto';
import { leiturasDosHorarios } from './leituras';
import { createHorariosService } from './service';

export { calcularStatusDaLoja } from './status';
export type { HorariosService } from './service';

/** Opening hours and whether the store is open now. */
export function criarAreaHorarios(ctx: ContextoDasAreas) {
  const horarios = createHorariosService({
    db: ctx.db,
    now: ctx.now,
    invalidacao: ctx.invalidacao,
    publish: ctx.publish,
  });
  return { horarios, leituras: leiturasDosHorarios(horarios, ctx.now) };
}
