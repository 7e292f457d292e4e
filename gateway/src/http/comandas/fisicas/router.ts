import { Router } from 'express';
import {
  ativoSozinhoSchema,
  comandaFisicaFormSchema,
  comandasFisicasFiltroSchema,
  ehSoAtivo,
  MENSAGENS_COMANDAS_FISICAS,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../../session';
import { idParam, parse } from '../../validate';

/** The physical tabs of the caller's empresa, for the staff (staff-side §7 Physical tabs (admin)). */
export function comandasFisicasRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const empresa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', equipe, async (req, res) => {
    const filtro = parse(comandasFisicasFiltroSchema, req.query);
    res.json(await core.comandasFisicas.listar(empresa(res), filtro));
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(comandaFisicaFormSchema, req.body);
    res.status(201).json(await core.comandasFisicas.criar(empresa(res), form));
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    if (ehSoAtivo(req.body)) {
      const { ativo } = parse(ativoSozinhoSchema, req.body);
      res.json(await core.comandasFisicas.definirAtivo(empresa(res), id, ativo));
      return;
    }
    const form = parse(comandaFisicaFormSchema, req.body);
    res.json(await core.comandasFisicas.atualizar(empresa(res), id, form));
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.comandasFisicas.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_COMANDAS_FISICAS.comandaExcluida });
  });

  return router;
}
