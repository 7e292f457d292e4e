import { Router } from 'express';
import {
  ativoSozinhoSchema,
  ehSoAtivo,
  MENSAGENS_PROMOCOES,
  promocaoFormSchema,
  type CodigoGerado,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** The promotions and coupons of the caller's empresa, for the staff (staff-side §7 Promotions). */
export function promocoesRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const empresa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', equipe, async (_req, res) => {
    res.json(await core.promocoes.listar(empresa(res)));
  });

  /** A fresh 8-character code (A-Z0-9) not used by the company, for the form's "Gerar" button. */
  router.get('/gerar-codigo', equipe, async (_req, res) => {
    const resposta: CodigoGerado = { codigo: await core.promocoes.gerarCodigo(empresa(res)) };
    res.json(resposta);
  });

  router.post('/', equipe, async (req, res) => {
    const form = parse(promocaoFormSchema, req.body);
    res.status(201).json(await core.promocoes.criar(empresa(res), form));
  });

  router.put('/:id', equipe, async (req, res) => {
    const id = idParam(req.params.id);
    if (ehSoAtivo(req.body)) {
      const { ativo } = parse(ativoSozinhoSchema, req.body);
      res.json(await core.promocoes.definirAtivo(empresa(res), id, ativo));
      return;
    }
    const form = parse(promocaoFormSchema, req.body);
    res.json(await core.promocoes.atualizar(empresa(res), id, form));
  });

  router.delete('/:id', equipe, async (req, res) => {
    await core.promocoes.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_PROMOCOES.promocaoExcluida });
  });

  return router;
}
