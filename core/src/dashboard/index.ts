import type { ContextoDasAreas } from '../contexto';
import { createDashboardService } from './service';

/** The back office's first screen: today's numbers and the latest orders. */
export function criarAreaDashboard(ctx: ContextoDasAreas) {
  return { dashboard: createDashboardService({ db: ctx.db, now: ctx.now }) };
}
