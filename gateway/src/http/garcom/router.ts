import { Router, type RequestHandler } from 'express';
import { garcomLoginSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { parse } from '../validate';

/** The waiter area's own routes arrive with the waiter issue; the login is here. */
export function garcomRouter(core: Core, limiters: RequestHandler[]): Router {
  const router = Router();
  router.post('/login', ...limiters, async (req, res) => {
    res.json(await core.auth.loginGarcom(parse(garcomLoginSchema, req.body)));
  });
  return router;
}
