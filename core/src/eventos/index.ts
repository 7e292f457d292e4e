import type { ContextoDasAreas } from '../contexto';
import { createEventosPendentesService } from './service';

export type { EventosPendentes, ResultadoDaEntrega } from './service';

/** Events the company's log could not take, kept until a publishing process delivers them. */
export function criarAreaEventos(ctx: ContextoDasAreas) {
  return { eventosPendentes: createEventosPendentesService({ db: ctx.db }) };
}
