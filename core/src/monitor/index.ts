import type { TokenService } from '../auth/tokens';
import type { ContextoDasAreas } from '../contexto';
import type { HorariosService } from '../horarios';
import { criarCozinha } from './cozinha';
import { createMonitorService } from './service';

export type { MonitorService } from './service';
export type { Cozinha, QuemConfirma } from './cozinha';

/** How often the kitchen's alerts are looked for: an order's 20 s becomes 20 to 25 s. */
export const VIGIA_A_CADA_MS = 5_000;

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

/**
 * The kitchen's confirmations and alerts (issue 28 §3): after horarios, whose opening hours
 * decide whether a silent screen is alarming.
 */
export function criarAreaCozinha(ctx: ContextoDasAreas, deps: { horarios: HorariosService }) {
  const cozinha = criarCozinha({
    db: ctx.db,
    publish: ctx.publish,
    now: ctx.now,
    lojaAberta: (empresaId, agora) =>
      deps.horarios.status(empresaId, agora).then(
        // Open by its hours: a store paused or full for the site (ritmo) still has its kitchen
        // at work (counter, phone, waiters), and a silent screen there is still alerted.
        (status) => status.texto.selo === 'Aberto',
        () => false, // a company taken down has no kitchen to alert
      ),
  });
  ctx.jobs.registrar('cozinha.vigiar', () => cozinha.vigiar(), { aCadaMs: VIGIA_A_CADA_MS });
  return { cozinha };
}
