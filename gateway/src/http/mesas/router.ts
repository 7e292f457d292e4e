import { Router } from 'express';
import { MENSAGENS_MESA, mesaFormSchema, type MesasResposta } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * /api/mesas: the tables of the caller's empresa, for the staff (staff-side §7 Tables (admin)).
 * Waiters read theirs at /api/garcom/mesas.
 */
export function mesasRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const empresa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', equipe, async (_req, res) => {
    const resposta: MesasResposta = { mesas: await core.mesasAdmin.listar(empresa(res)) };
    res.json(resposta);
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(mesaFormSchema, req.body);
    res.status(201).json({ mesa: await core.mesasAdmin.criar(empresa(res), form) });
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(mesaFormSchema, req.body);
    res.json({ mesa: await core.mesasAdmin.atualizar(empresa(res), id, form) });
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.mesasAdmin.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_MESA.mesaExcluida });
  });

  return router;
}
