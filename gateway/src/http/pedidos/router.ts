import { Router } from 'express';
import { filtroPedidosSchema, novoPedidoSchema, statusPedidoSchema } from '@cardapio/shared-events';
import { proibido, type Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';
import { statusPagamentoHandler } from '../pagamentos/router';

/** Orders: the customer's checkout and history; the staff's status changes. */
export function pedidosRouter(core: Core): Router {
  const router = Router();
  const cliente = requireSession(core, ['cliente']);
  const equipe = requireSession(core, ['equipe']);
  // The kitchen display works the orders but sees nothing else of the back-office.
  const cozinha = requireSession(core, ['equipe', 'monitor']);

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

  router.get('/', cozinha, async (req, res) => {
    const filtro = parse(filtroPedidosSchema, req.query);
    res.json(await core.pedidos.listar(sessionOf<'equipe' | 'monitor'>(res).empresa_id, filtro));
  });

  router.get('/recentes', equipe, async (_req, res) => {
    res.json(await core.pedidos.recentes(sessionOf<'equipe'>(res).empresa_id));
  });

  router.get('/:id/historico', cozinha, async (req, res) => {
    res.json(
      await core.pedidos.historico(
        sessionOf<'equipe' | 'monitor'>(res).empresa_id,
        idParam(req.params.id),
      ),
    );
  });

  router.put('/:id/status', cozinha, async (req, res) => {
    const { status } = parse(statusPedidoSchema, req.body);
    const sessao = sessionOf<'equipe' | 'monitor'>(res);
    const pedido = await core.pedidos.mudarStatus(
      sessao.empresa_id,
      idParam(req.params.id),
      status,
      { tipo: sessao.kind, id: sessao.sub },
    );
    res.json({ ...pedido, mensagem: 'Status atualizado com sucesso!' });
  });

  router.put('/:id/status-pagamento', equipe, statusPagamentoHandler(core));

  return router;
}
