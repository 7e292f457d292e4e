import { Router, type RequestHandler } from 'express';
import {
  cancelarItemComandaSchema,
  MENSAGENS_COMANDA,
  observacoesItemComandaSchema,
  comandaBalcaoSchema,
  comandaMesaSchema,
  garcomLoginSchema,
  novoItemComandaSchema,
  quantidadeItemComandaSchema,
  transferirMesaSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** The waiter area (staff-side §7): login, tables, physical tabs, tabs and their items. */
export function garcomRouter(core: Core, limiters: RequestHandler[]): Router {
  const router = Router();
  const garcom = requireSession(core, ['garcom']);
  const empresa = (res: Parameters<RequestHandler>[1]) => sessionOf<'garcom'>(res).empresa_id;

  router.post('/login', ...limiters, async (req, res) => {
    res.json(await core.auth.loginGarcom(parse(garcomLoginSchema, req.body)));
  });

  router.get('/comandas-fisicas', garcom, async (_req, res) => {
    res.json({ comandas_fisicas: await core.comandas.comandasFisicas(empresa(res)) });
  });

  router.get('/mesas', garcom, async (_req, res) => {
    res.json({ mesas: await core.mesas.listar(empresa(res)) });
  });

  router.get('/mesas/:id', garcom, async (req, res) => {
    res.json({ mesa: await core.mesas.obter(empresa(res), idParam(req.params.id)) });
  });

  router.get('/comandas', garcom, async (req, res) => {
    const comandas =
      req.query.mesa_id === undefined
        ? await core.comandas.ativas(empresa(res))
        : await core.comandas.daMesa(empresa(res), idParam(req.query.mesa_id, 'mesa_id'));
    res.json({ comandas });
  });

  router.post('/comandas-balcao', garcom, async (req, res) => {
    const sessao = sessionOf<'garcom'>(res);
    const comanda = await core.comandas.abrirBalcao(
      sessao.empresa_id,
      sessao.sub,
      parse(comandaBalcaoSchema, req.body),
    );
    res.status(201).json({ mensagem: 'Comanda avulsa aberta com sucesso!', comanda });
  });

  router.post('/comandas-mesa', garcom, async (req, res) => {
    const sessao = sessionOf<'garcom'>(res);
    const input = parse(comandaMesaSchema, req.body);
    const comanda = await core.comandas.abrirNaMesa(sessao.empresa_id, sessao.sub, input);
    res.status(201).json({
      mensagem: input.comanda_fisica_id
        ? 'Comanda física adicionada à mesa com sucesso!'
        : 'Comanda criada na mesa com sucesso!',
      comanda,
    });
  });

  router.get('/comandas-mesa/:comandaId', garcom, async (req, res) => {
    res.json({
      comanda: await core.comandas.obter(empresa(res), idParam(req.params.comandaId, 'comandaId')),
    });
  });

  router.delete('/comandas-mesa/:comandaId', garcom, async (req, res) => {
    await core.comandas.remover(empresa(res), idParam(req.params.comandaId, 'comandaId'));
    res.json({ mensagem: 'Comanda removida da mesa!' });
  });

  router.post('/comandas-mesa/:comandaId/itens', garcom, async (req, res) => {
    const sessao = sessionOf<'garcom'>(res);
    const comanda = await core.comandas.adicionarItem(
      sessao.empresa_id,
      sessao.sub,
      idParam(req.params.comandaId, 'comandaId'),
      parse(novoItemComandaSchema, req.body),
    );
    res.status(201).json({ mensagem: 'Produto adicionado à comanda!', comanda });
  });

  router.post('/comandas/:comandaId/transferir-mesa', garcom, async (req, res) => {
    res.json(
      await core.comandas.transferir(
        empresa(res),
        idParam(req.params.comandaId, 'comandaId'),
        parse(transferirMesaSchema, req.body),
      ),
    );
  });

  router.post('/comandas/:comandaId/enviar-cozinha', garcom, async (req, res) => {
    const sessao = sessionOf<'garcom'>(res);
    res
      .status(201)
      .json(
        await core.comandas.enviarCozinha(
          sessao.empresa_id,
          sessao.sub,
          idParam(req.params.comandaId, 'comandaId'),
        ),
      );
  });

  return router;
}

/** PUT/DELETE /api/comandas-mesa/:comandaId/itens/:itemId: an unsent item of a waiter's tab. */
export function comandaItensRouter(core: Core): Router {
  const router = Router();
  const garcom = requireSession(core, ['garcom']);
  const ids = (params: Record<string, unknown>) => ({
    comandaId: idParam(params.comandaId, 'comandaId'),
    itemId: idParam(params.itemId, 'itemId'),
  });

  router.put('/:comandaId/itens/:itemId', garcom, async (req, res) => {
    const { comandaId, itemId } = ids(req.params);
    const sessao = sessionOf<'garcom'>(res);
    const comanda = await core.comandas.mudarQuantidade(
      sessao.empresa_id,
      sessao.sub,
      comandaId,
      itemId,
      parse(quantidadeItemComandaSchema, req.body),
    );
    res.json({ comanda });
  });

  // Issue 29 §2: an item the kitchen already has is cancelled with a reason, or its note changed.
  router.post('/:comandaId/itens/:itemId/cancelar', garcom, async (req, res) => {
    const { comandaId, itemId } = ids(req.params);
    const sessao = sessionOf<'garcom'>(res);
    const { motivo } = parse(cancelarItemComandaSchema, req.body);
    const { comanda, pedido } = await core.comandas.cancelarItemEnviado(
      sessao.empresa_id,
      sessao.sub,
      comandaId,
      itemId,
      motivo,
    );
    res.json({ mensagem: MENSAGENS_COMANDA.itemCancelado, comanda, pedido });
  });

  router.put('/:comandaId/itens/:itemId/observacoes', garcom, async (req, res) => {
    const { comandaId, itemId } = ids(req.params);
    const { observacoes } = parse(observacoesItemComandaSchema, req.body);
    const { comanda, cozinhaAvisada } = await core.comandas.mudarObservacoes(
      sessionOf<'garcom'>(res).empresa_id,
      comandaId,
      itemId,
      observacoes,
    );
    res.json({
      mensagem: cozinhaAvisada
        ? MENSAGENS_COMANDA.observacoesAvisadas
        : MENSAGENS_COMANDA.observacoesAlteradas,
      comanda,
    });
  });

  router.delete('/:comandaId/itens/:itemId', garcom, async (req, res) => {
    const { comandaId, itemId } = ids(req.params);
    const comanda = await core.comandas.removerItem(
      sessionOf<'garcom'>(res).empresa_id,
      comandaId,
      itemId,
    );
    res.json({ mensagem: 'Item removido da comanda!', comanda });
  });

  return router;
}
