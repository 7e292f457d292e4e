import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { cacheKeys, sendCached } from '../publico/cached';
import { idParam } from '../validate';

export function empresaPublicaRouter(core: Core): Router {
  const router = Router();
  router.get('/:id/public', async (req, res) => {
    const id = idParam(req.params.id);
    await sendCached(core, req, res, cacheKeys.empresa(id), () => core.empresas.obterPublica(id));
  });
  return router;
}
