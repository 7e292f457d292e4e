import { Router } from 'express';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';

/** The dashboard home's numbers (staff-side §7 Dashboard home): any staff role of the company. */
export function dashboardRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe']));

  router.get('/metricas', async (_req, res) => {
    res.json(await core.dashboard.metricas(sessionOf<'equipe'>(res).empresa_id));
  });

  return router;
}
