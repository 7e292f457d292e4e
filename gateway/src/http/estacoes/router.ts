import { Router } from 'express';
import {
  estacaoFormSchema,
  MENSAGENS_ESTACAO,
  type EstacoesResposta,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * /api/estacoes: the company's kitchen stations (issue 29 §1). The staff manage them; a kitchen
 * screen's token reads them to draw its view. Waiters and customers are refused.
 */
export function estacoesRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const empresa = (res: Parameters<typeof sessionOf>[0]) =>
    sessionOf<'equipe' | 'monitor'>(res).empresa_id;

  router.get('/', requireSession(core, ['equipe', 'monitor']), async (_req, res) => {
    const resposta: EstacoesResposta = { estacoes: await core.estacoes.listar(empresa(res)) };
    res.json(resposta);
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(estacaoFormSchema, req.body);
    res.status(201).json({ estacao: await core.estacoes.criar(empresa(res), form) });
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(estacaoFormSchema, req.body);
    res.json({ estacao: await core.estacoes.atualizar(empresa(res), id, form) });
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.estacoes.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_ESTACAO.estacaoExcluida });
  });

  return router;
}
