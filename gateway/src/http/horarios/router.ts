import { Router } from 'express';
import { horariosConfigSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { sendCached } from '../publico/cached';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** Opening hours: the public open/closed status and the staff's weekly configuration. */
export function horariosRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);

  router.get('/status/:empresaId', async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    await sendCached(core, req, res, core.leiturasPublicas.status, empresaId);
  });

  router.get('/config', equipe, async (_req, res) => {
    res.json(await core.horarios.configuracao(sessionOf<'equipe'>(res).empresa_id));
  });

  router.post('/config', equipe, async (req, res) => {
    const empresaId = sessionOf<'equipe'>(res).empresa_id;
    const salvo = await core.horarios.salvarConfiguracao(
      empresaId,
      parse(horariosConfigSchema, req.body),
    );
    res.json({ ...salvo, mensagem: 'Horários de funcionamento salvos com sucesso!' });
  });

  return router;
}
