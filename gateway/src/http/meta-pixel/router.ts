import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { cacheKeys, sendCached } from '../publico/cached';
import { idParam } from '../validate';

/** The public pixel id of a company (customer-side §7); its access token never leaves the server. */
export function metaPixelRouter(core: Core): Router {
  const router = Router();
  router.get('/:empresaId', async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    await sendCached(core, req, res, cacheKeys.metaPixel(empresaId), () =>
      core.empresas.metaPixelPublico(empresaId),
    );
  });
  return router;
}
