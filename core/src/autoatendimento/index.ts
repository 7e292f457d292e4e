import type { ChamadasService } from '../chamadas/service';
import type { ComandasService } from '../comandas/service';
import type { ContextoDasAreas } from '../contexto';
import type { MesasService } from '../mesas/service';
import { createAutoatendimentoService } from './service';

export type { AutoatendimentoService } from './service';

/** QR ordering at the table (issue 31 §2). */
export function criarAreaAutoatendimento(
  ctx: ContextoDasAreas,
  deps: {
    assinar: (texto: string) => string;
    publicUrl: string;
    comandas: ComandasService;
    chamadas: ChamadasService;
    mesas: MesasService;
    disconnectRoom?: (room: string) => void;
  },
) {
  const autoatendimento = createAutoatendimentoService({
    db: ctx.db,
    now: ctx.now,
    publish: ctx.publish,
    ...deps,
  });
  return { autoatendimento };
}
