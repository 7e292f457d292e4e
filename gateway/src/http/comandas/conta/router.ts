import { Router, type Response } from 'express';
import {
  fecharContaSchema,
  MENSAGENS_CONTA,
  pagarContaSchema,
  reabrirContaSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../../session';
import { idParam, parse } from '../../validate';

/**
 * A tab's bill (issue 13), under /api/garcom/comandas: the waiter and the company's staff close,
 * pay and reopen it; customers get 403, another company's tab 404.
 */
export function contaRouter(core: Core): Router {
  const router = Router();
  const quemAtende = requireSession(core, ['garcom', 'equipe']);
  const empresa = (res: Response) => sessionOf<'garcom' | 'equipe'>(res).empresa_id;
  const comandaId = (params: Record<string, unknown>) => idParam(params.comandaId, 'comandaId');

  router.get('/:comandaId/conta', quemAtende, async (req, res) => {
    res.json({ conta: await core.conta.obter(empresa(res), comandaId(req.params)) });
  });

  router.post('/:comandaId/fechar', quemAtende, async (req, res) => {
    const feito = await core.conta.fechar(
      empresa(res),
      comandaId(req.params),
      parse(fecharContaSchema, req.body),
    );
    res.json({ mensagem: MENSAGENS_CONTA.contaFechada, ...feito });
  });

  router.post('/:comandaId/pagar', quemAtende, async (req, res) => {
    const feito = await core.conta.pagar(
      empresa(res),
      comandaId(req.params),
      parse(pagarContaSchema, req.body),
    );
    res.json({ mensagem: MENSAGENS_CONTA.pagamentoRegistrado, ...feito });
  });

  router.post('/:comandaId/reabrir', quemAtende, async (req, res) => {
    const comanda = await core.conta.reabrir(
      empresa(res),
      comandaId(req.params),
      parse(reabrirContaSchema, req.body),
    );
    res.json({ mensagem: MENSAGENS_CONTA.comandaReaberta, comanda });
  });

  return router;
}
