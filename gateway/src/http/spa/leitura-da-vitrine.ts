import type { Core } from '@cardapio/core';
import type { EmpresaPublica, MenuResposta, StatusLoja } from '@cardapio/shared-events';
import { cacheKeys } from '../publico/cached';

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

async function ler<T>(core: Core, chave: string, carregar: () => Promise<unknown>) {
  try {
    const { body } = await core.cache.get(chave, carregar);
    return JSON.parse(body) as T;
  } catch {
    return undefined;
  }
}

export const lerMenu = (core: Core, empresaId: number) =>
  ler<MenuResposta>(core, cacheKeys.menu(empresaId), () => core.cardapio.menu(empresaId));

export async function lerVitrine(core: Core, empresaId: number): Promise<LeituraDaVitrine> {
  const [menu, empresa, status] = await Promise.all([
    lerMenu(core, empresaId),
    ler<EmpresaPublica>(core, cacheKeys.empresa(empresaId), () =>
      core.empresas.obterPublica(empresaId),
    ),
    ler<StatusLoja>(core, cacheKeys.statusEm(empresaId, core.now()), () =>
      core.horarios.status(empresaId),
    ),
  ]);
  return { menu, empresa, status };
}
