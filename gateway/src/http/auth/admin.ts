import { Router, type RequestHandler } from 'express';
import { loginSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { parse } from '../validate';

export function adminRouter(core: Core, limiters: RequestHandler[]): Router {
  const router = Router();
  router.post('/login', ...limiters, async (req, res) => {
    res.json(await core.auth.loginAdmin(parse(loginSchema, req.body)));
  });
  return router;
}
