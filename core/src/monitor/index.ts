import type { TokenService } from '../auth/tokens';
import type { ContextoDasAreas } from '../contexto';
import { createMonitorService } from './service';

export type { MonitorService } from './service';

/** The kitchen displays: their tokens, revocation and the alert times. */
export function criarAreaMonitor(
  ctx: ContextoDasAreas,
  deps: { tokens: TokenService; disconnectRoom?: (room: string) => void },
) {
  return {
    monitor: createMonitorService({
      db: ctx.db,
      tokens: deps.tokens,
      disconnectRoom: deps.disconnectRoom,
      now: ctx.now,
    }),
  };
}
