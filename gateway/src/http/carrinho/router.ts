import { Router, type Response } from 'express';
import {
  adicionarAoCarrinhoSchema,
  aplicarCupomSchema,
  atualizarItemSchema,
  ENTREGA_GRATIS_VALOR_MINIMO,
  observacoesSchema,
  type EntregaGratisResposta,
} from '@cardapio/shared-events';
import { proibido, type Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** The customer's own session, for an empresa in the path that must be the account's. */
function clienteDaEmpresa(res: Response, empresaParam: unknown) {
  const sessao = sessionOf<'cliente'>(res);
  const empresaId = idParam(empresaParam, 'empresaId');
  if (empresaId !== sessao.empresa_id) throw proibido('Acesso negado');
  return { empresaId, usuarioId: sessao.sub };
}

/** The server-side cart (customer-side §7); only a customer's own cart of its own empresa. */
export function carrinhoRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['cliente']));

  router.get('/entrega-gratis/:userId', async (req, res) => {
    const sessao = sessionOf<'cliente'>(res);
    if (idParam(req.params.userId, 'userId') !== sessao.sub) throw proibido('Acesso negado');
    const resposta: EntregaGratisResposta = {
      temDireitoEntregaGratis: await core.carrinho.temDireitoEntregaGratis(
        sessao.empresa_id,
        sessao.sub,
      ),
      valorMinimo: ENTREGA_GRATIS_VALOR_MINIMO,
    };
    res.json(resposta);
  });

  router.get('/:empresaId', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    res.json(await core.carrinho.obter(empresaId, usuarioId));
  });

  router.post('/:empresaId/adicionar', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    const input = parse(adicionarAoCarrinhoSchema, req.body);
    res.status(201).json(await core.carrinho.adicionar(empresaId, usuarioId, input));
  });

  router.put('/:empresaId/item/:itemId', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    const itemId = idParam(req.params.itemId, 'itemId');
    const input = parse(atualizarItemSchema, req.body);
    res.json(await core.carrinho.atualizarItem(empresaId, usuarioId, itemId, input));
  });

  router.delete('/:empresaId/item/:itemId', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    await core.carrinho.removerItem(empresaId, usuarioId, idParam(req.params.itemId, 'itemId'));
    res.json({ mensagem: 'Item removido do carrinho' });
  });

  router.delete('/:empresaId/limpar', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    await core.carrinho.limpar(empresaId, usuarioId);
    res.json({ mensagem: 'Carrinho limpo com sucesso' });
  });

  router.put('/:empresaId/observacoes', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    const { observacoes } = parse(observacoesSchema, req.body);
    res.json(await core.carrinho.observacoes(empresaId, usuarioId, observacoes));
  });

  router.post('/:empresaId/cupom', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    const { codigo } = parse(aplicarCupomSchema, req.body);
    res.json(await core.carrinho.aplicarCupom(empresaId, usuarioId, codigo));
  });

  router.delete('/:empresaId/cupom', async (req, res) => {
    const { empresaId, usuarioId } = clienteDaEmpresa(res, req.params.empresaId);
    res.json(await core.carrinho.removerCupom(empresaId, usuarioId));
  });

  return router;
}
