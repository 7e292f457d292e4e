import { Router } from 'express';
import { novoPedidoSchema, statusPedidoSchema } from '@cardapio/shared-events';
import { proibido, type Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** Orders: the customer's checkout and history; the staff's status changes. */
export function pedidosRouter(core: Core): Router {
  const router = Router();
  const cliente = requireSession(core.tokens, ['cliente']);
  const equipe = requireSession(core.tokens, ['equipe']);

  router.post('/', cliente, async (req, res) => {
    const sessao = sessionOf<'cliente'>(res);
    const input = parse(novoPedidoSchema, req.body);
    if (input.empresa_id !== undefined && input.empresa_id !== sessao.empresa_id)
      throw proibido('Acesso negado');
    res.status(201).json(await core.pedidos.criar(sessao.empresa_id, sessao.sub, input));
  });

  router.get('/usuario/:usuarioId', cliente, async (req, res) => {
    const sessao = sessionOf<'cliente'>(res);
    if (idParam(req.params.usuarioId, 'usuarioId') !== sessao.sub) throw proibido('Acesso negado');
    res.json(await core.pedidos.doCliente(sessao.empresa_id, sessao.sub));
  });

  router.put('/:id/status', equipe, async (req, res) => {
    const { status } = parse(statusPedidoSchema, req.body);
    const pedido = await core.pedidos.mudarStatus(
      sessionOf<'equipe'>(res).empresa_id,
      idParam(req.params.id),
      status,
    );
    res.json({ ...pedido, mensagem: 'Status atualizado com sucesso!' });
  });

  return router;
}
