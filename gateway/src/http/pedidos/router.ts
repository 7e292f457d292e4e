import { Router } from 'express';
import {
  buscaDeClienteSchema,
  correcaoDoPedidoSchema,
  filtroPedidosSchema,
  novoPedidoSchema,
  pedidoDaEquipeSchema,
  statusPedidoSchema,
} from '@cardapio/shared-events';
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

  // Counter and phone orders (issue 31 §1): any staff member takes them.
  router.post('/equipe', equipe, async (req, res) => {
    const sessao = sessionOf<'equipe'>(res);
    const input = parse(pedidoDaEquipeSchema, req.body);
    res.status(201).json(await core.pedidosDaEquipe.criar(sessao.empresa_id, sessao.sub, input));
  });

  // Correcting an order the kitchen has not started (issue 31 §1).
  router.put('/:id/correcao', equipe, async (req, res) => {
    const sessao = sessionOf<'equipe'>(res);
    const id = idParam(req.params.id);
    const input = parse(correcaoDoPedidoSchema, req.body);
    res.json(await core.pedidosDaEquipe.corrigir(sessao.empresa_id, sessao.sub, id, input));
  });

  router.get('/equipe/cliente', equipe, async (req, res) => {
    const { telefone } = parse(buscaDeClienteSchema, req.query);
    res.json(
      await core.pedidosDaEquipe.clientePorTelefone(sessionOf<'equipe'>(res).empresa_id, telefone),
    );
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
    const { status, motivo } = parse(statusPedidoSchema, req.body);
    const sessao = sessionOf<'equipe' | 'monitor'>(res);
    const pedido = await core.pedidos.mudarStatus(
      sessao.empresa_id,
      idParam(req.params.id),
      status,
      { tipo: sessao.kind, id: sessao.sub },
      { motivo },
    );
    res.json({ ...pedido, mensagem: 'Status atualizado com sucesso!' });
  });

  router.put('/:id/status-pagamento', equipe, statusPagamentoHandler(core));

  return router;
}
