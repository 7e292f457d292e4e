import { Router } from 'express';
import { MENSAGENS_META_PIXEL, metaPixelConfigSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { sendCached } from '../../publico/cached';
import { requireSession, sessionOf } from '../../session';
import { idParam, parse } from '../../validate';

/**
 * The public pixel id of a company (customer-side §7), and its configuration for the staff
 * (staff-side §7 Meta Pixel): the access token is write-only and never leaves the server.
 */
export function metaPixelRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);

  router.get('/config', equipe, async (_req, res) => {
    res.json(await core.empresaConfig.metaPixel(sessionOf<'equipe'>(res).empresa_id));
  });

  router.post('/config', equipe, async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const config = await core.empresaConfig.salvarMetaPixel(
      s.empresa_id,
      parse(metaPixelConfigSchema, req.body),
    );
    res.json({ ...config, mensagem: MENSAGENS_META_PIXEL.salvas });
  });

  router.get('/:empresaId', async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    await sendCached(core, req, res, core.leiturasPublicas.metaPixel, empresaId);
  });
  return router;
}
