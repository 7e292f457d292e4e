import type { EmpresaPublica, MetaPixelPublico } from '@cardapio/shared-events';
import { cacheKeys } from '../shared/cache-keys';
import type { LeituraPublica } from '../shared/leitura-publica';
import type { EmpresasService } from './service';

/** The company's public reads: GET /api/empresa/:id/public and /api/meta-pixel/:id. */
export const leiturasDaEmpresa = (empresas: EmpresasService) => ({
  empresa: {
    chave: cacheKeys.empresa,
    carregar: (empresaId) => empresas.obterPublica(empresaId),
  } satisfies LeituraPublica<EmpresaPublica>,
  metaPixel: {
    chave: cacheKeys.metaPixel,
    carregar: (empresaId) => empresas.metaPixelPublico(empresaId),
  } satisfies LeituraPublica<MetaPixelPublico>,
});
