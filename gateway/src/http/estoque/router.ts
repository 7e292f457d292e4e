import { Router } from 'express';
import {
  estoqueItemFormSchema,
  MENSAGENS_ESTOQUE,
  movimentoFormSchema,
  movimentosFiltroSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** The stock of the caller's empresa, for the staff (staff-side §7 Stock). */
export function estoqueRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const quem = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res);

  router.get('/', equipe, async (_req, res) => {
    res.json(await core.estoque.listar(quem(res).empresa_id));
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(estoqueItemFormSchema, req.body);
    const { empresa_id, sub } = quem(res);
    res.status(201).json(await core.estoque.criar(empresa_id, sub, form));
  });

  // Before /:id, which would otherwise take 'movimentos' as an id.
  router.get('/movimentos', equipe, async (req, res) => {
    const filtro = parse(movimentosFiltroSchema, req.query);
    res.json(await core.estoque.listarMovimentos(quem(res).empresa_id, filtro));
  });

  router.post('/movimentos', equipe, async (req, res) => {
    const mov = parse(movimentoFormSchema, req.body);
    const { empresa_id, sub } = quem(res);
    res.status(201).json(await core.estoque.registrarMovimento(empresa_id, sub, mov));
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(estoqueItemFormSchema, req.body);
    const { empresa_id, sub } = quem(res);
    res.json(await core.estoque.atualizar(empresa_id, sub, id, form));
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.estoque.excluir(quem(res).empresa_id, idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_ESTOQUE.itemExcluido });
  });

  return router;
}
