import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { sendCached } from '../publico/cached';
import { idParam } from '../validate';

/** The public menu (customer-side §7): no token, cached on the server and by browsers. */
export function cardapioRouter(core: Core): Router {
  const router = Router();

  router.get('/menu/produto/:id/opcoes', async (req, res) => {
    const id = idParam(req.params.id);
    await sendCached(core, req, res, core.leiturasPublicas.opcoes, id);
  });

  router.get('/menu/:empresaId', async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    await sendCached(core, req, res, core.leiturasPublicas.menu, empresaId);
  });

  router.get('/categorias/:empresaId', async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    await sendCached(core, req, res, core.leiturasPublicas.categorias, empresaId);
  });

  return router;
}
