import type { TokenService } from '../auth/tokens';
import type { ContextoDasAreas } from '../contexto';
import { criarImpressoras } from './service';

export { imprimeCozinha } from './service';

export type { Impressoras, EnvioParaImprimir } from './service';

/** How often failed print jobs go out again: a printer back on prints within this. */
export const REENVIO_A_CADA_MS = 5_000;

/** The print agents, their printers and the print queue (issue 30). */
export function criarAreaImpressoras(
  ctx: ContextoDasAreas,
  deps: { tokens: TokenService; disconnectRoom?: (room: string) => void },
) {
  const impressoras = criarImpressoras({
    db: ctx.db,
    now: ctx.now,
    publish: ctx.publish,
    tokens: deps.tokens,
    disconnectRoom: deps.disconnectRoom,
    invalidacao: ctx.invalidacao,
  });
  ctx.jobs.registrar('impressao.reenviar', () => impressoras.reenviar(), {
    aCadaMs: REENVIO_A_CADA_MS,
  });
  return { impressoras };
}
