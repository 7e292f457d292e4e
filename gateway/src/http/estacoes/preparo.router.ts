import { Router, type Request, type Response } from 'express';
import { MENSAGENS_PREPARO, parteDoPedidoSchema } from '@cardapio/shared-events';
import type { AlvoDoPreparo, Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * /api/monitor/itens/… and /api/monitor/pedidos/…/(pronto|desfazer): the station screens' bumps
 * and recalls (issue 29 §2). Staff and kitchen-screen tokens of the company; waiters never bump.
 * Mounted before the monitor's own router, which admits staff only past its first routes.
 */
export function preparoRouter(core: Core): Router {
  const router = Router();
  const cozinha = requireSession(core, ['equipe', 'monitor']);

  const quem = (res: Response) => {
    const sessao = sessionOf<'equipe' | 'monitor'>(res);
    return { empresaId: sessao.empresa_id, quem: { tipo: sessao.kind, id: sessao.sub } };
  };

  const acao =
    (pronto: boolean, alvo: (req: Request) => AlvoDoPreparo) =>
    async (req: Request, res: Response) => {
      const { empresaId, quem: autor } = quem(res);
      const destino = alvo(req);
      const pedido = pronto
        ? await core.preparo.pronto(empresaId, autor, destino)
        : await core.preparo.desfazer(empresaId, autor, destino);
      res.json({
        pedido,
        mensagem: pronto ? MENSAGENS_PREPARO.pronto : MENSAGENS_PREPARO.desfeito,
      });
    };

  const item = (req: Request) => ({ itemId: idParam(req.params.id) });
  const parte = (req: Request) => ({
    pedidoId: idParam(req.params.id),
    ...parse(parteDoPedidoSchema, req.body),
  });

  // The kitchen's average ticket times (the expo header, the dashboard): live with 'cozinha:tempos'.
  router.get('/tempos', cozinha, async (_req, res) => {
    res.json(await core.preparo.tempos(sessionOf<'equipe' | 'monitor'>(res).empresa_id));
  });

  router.post('/itens/:id/pronto', cozinha, acao(true, item));
  router.post('/itens/:id/desfazer', cozinha, acao(false, item));
  router.post('/pedidos/:id/pronto', cozinha, acao(true, parte));
  router.post('/pedidos/:id/desfazer', cozinha, acao(false, parte));

  return router;
}
