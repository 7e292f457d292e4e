import type { FreteInfo } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { LeituraPublica } from '../shared/leitura-publica';
import type { FreteService } from './service';

/** GET /api/frete/info: the fee rule, the radius and pickup; kept 15 s by browsers. */
export const leiturasDoFrete = (frete: FreteService) => ({
  freteInfo: {
    chave: cacheKeys.freteInfo,
    carregar: async (empresaId) => ({ sucesso: true, dados: await frete.info(empresaId) }),
    maxAgeS: 15,
  } satisfies LeituraPublica<{ sucesso: true; dados: FreteInfo }>,
});
