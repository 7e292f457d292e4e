import { Router } from 'express';
import {
  ativoSozinhoSchema,
  ehSoAtivo,
  garcomCriacaoSchema,
  garcomEdicaoSchema,
  MENSAGENS_GARCONS,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * The waiters of the caller's empresa, for the staff (staff-side §7 Waiters (admin)). Mounted
 * on /api/garcom beside the waiter area's own routes (login, mesas, comandas…), which keep their
 * paths: these are `/` and `/:id` only, and take a staff token (a waiter's answers 403).
 */
export function garconsRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const empresa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', equipe, async (_req, res) => {
    res.json(await core.garcons.listar(empresa(res)));
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(garcomCriacaoSchema, req.body);
    res.status(201).json(await core.garcons.criar(empresa(res), form));
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    if (ehSoAtivo(req.body)) {
      const { ativo } = parse(ativoSozinhoSchema, req.body);
      res.json(await core.garcons.definirAtivo(empresa(res), id, ativo));
      return;
    }
    res.json(await core.garcons.atualizar(empresa(res), id, parse(garcomEdicaoSchema, req.body)));
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.garcons.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_GARCONS.garcomExcluido });
  });

  return router;
}
