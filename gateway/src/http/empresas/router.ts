import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { idParam } from '../validate';

export function empresaPublicaRouter(core: Core): Router {
  const router = Router();
  router.get('/:id/public', async (req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    res.json(await core.empresas.obterPublica(idParam(req.params.id)));
  });
  return router;
}
