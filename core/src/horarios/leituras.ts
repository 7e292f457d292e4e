import type { StatusLoja } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { LeituraPublica } from '../shared/leitura-publica';
import type { HorariosService } from './service';

/**
 * GET /api/horario-funcionamento/status/:id: the status changes with the clock, so the entry is
 * the current minute's; kept 15 s by browsers.
 */
export const leiturasDosHorarios = (horarios: HorariosService, now: () => Date) => ({
  status: {
    chave: (empresaId) => cacheKeys.statusEm(empresaId, now()),
    carregar: (empresaId) => horarios.status(empresaId),
    maxAgeS: 15,
  } satisfies LeituraPublica<StatusLoja>,
});
