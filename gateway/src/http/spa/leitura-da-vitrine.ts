import type { Core } from '@cardapio/core';
import type { EmpresaPublica, MenuResposta, StatusLoja } from '@cardapio/shared-events';
import { lerPublicaJson } from '../publico/cached';

/**
 * What the storefront's first screen shows, from the same read-cache entries its API routes
 * answer (GET /api/menu/:id, /api/empresa/:id/public, /api/horario-funcionamento/status/:id).
 * A failed or refused read (unknown or inactive company) leaves its field out.
 */
export interface LeituraDaVitrine {
  menu?: MenuResposta;
  empresa?: EmpresaPublica;
  status?: StatusLoja;
}

export const lerMenu = (core: Core, empresaId: number): Promise<MenuResposta | undefined> =>
  lerPublicaJson(core, core.leiturasPublicas.menu, empresaId);

export async function lerVitrine(core: Core, empresaId: number): Promise<LeituraDaVitrine> {
  const [menu, empresa, status] = await Promise.all([
    lerMenu(core, empresaId),
    lerPublicaJson<EmpresaPublica>(core, core.leiturasPublicas.empresa, empresaId),
    lerPublicaJson<StatusLoja>(core, core.leiturasPublicas.status, empresaId),
  ]);
  return { menu, empresa, status };
}
