import { Router } from 'express';
import { empresaConfigSchema, MENSAGENS_EMPRESA } from '@cardapio/shared-events';
import { proibido, type Core } from '@cardapio/core';
import { cacheKeys, sendCached } from '../publico/cached';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

export function empresaPublicaRouter(core: Core): Router {
  const router = Router();
  router.get('/:id/public', async (req, res) => {
    const id = idParam(req.params.id);
    await sendCached(core, req, res, cacheKeys.empresa(id), () => core.empresas.obterPublica(id));
  });
  return router;
}

/**
 * The company settings (staff-side §7 Company): any staff member of that company; the id in the
 * path must be the caller's own (another company's answers 403, DESIGN §4).
 */
export function empresasRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe']));

  const propria = (param: unknown, empresaId: number) => {
    const id = idParam(param);
    if (id !== empresaId) throw proibido(MENSAGENS_EMPRESA.outraEmpresa);
    return id;
  };

  router.get('/:id', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    res.json(await core.empresaConfig.obter(propria(req.params.id, s.empresa_id)));
  });

  router.put('/:id', async (req, res) => {
    const s = sessionOf<'equipe'>(res);
    const id = propria(req.params.id, s.empresa_id);
    const empresa = await core.empresaConfig.salvar(id, parse(empresaConfigSchema, req.body));
    res.json({ empresa, mensagem: MENSAGENS_EMPRESA.salvas });
  });
  return router;
}
