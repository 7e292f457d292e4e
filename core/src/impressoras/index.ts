import type { TokenService } from '../auth/tokens';
import type { ContextoDasAreas } from '../contexto';
import { criarImpressoras } from './service';

export { imprimeCozinha } from './service';

export type { Impressoras, EnvioParaImprimir } from './service';

/** The print agents, their printers and the print queue (issue 30). */
export function criarAreaImpressoras(
  ctx: ContextoDasAreas,
  deps: { tokens: TokenService; disconnectRoom?: (room: string) => void },
) {
  return {
    impressoras: criarImpressoras({
      db: ctx.db,
      now: ctx.now,
      publish: ctx.publish,
      tokens: deps.tokens,
      disconnectRoom: deps.disconnectRoom,
    }),
  };
}
