import { Router, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  ativoSozinhoSchema,
  despachoSchema,
  ehSoAtivo,
  entregadorCriacaoSchema,
  entregadorEdicaoSchema,
  entregueSchema,
  fechamentoSchema,
  MENSAGENS_ENTREGADORES as M,
  MENSAGENS_WHATSAPP,
  naoEntregueSchema,
} from '@cardapio/shared-events';
import { conflito, type Core } from '@cardapio/core';
import { store, type RateLimitRedis } from '../rate-limit';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * The couriers (issue 32 §1), for the staff (any role): register, edit, (de)activate, delete,
 * a new link, dispatch ready delivery orders, and the day's settlement. Mounted on
 * /api/entregadores.
 */
export function entregadoresRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe']));
  const empresa = (res: Response) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/', async (_req, res) => {
    res.json(await core.entregadores.listar(empresa(res)));
  });

  router.get('/acerto', async (req, res) => {
    const { dia } = parse(fechamentoSchema, req.query);
    res.json(await core.entregadores.acerto(empresa(res), dia));
  });

  router.post('/', async (req, res) => {
    const form = parse(entregadorCriacaoSchema, req.body);
    res.status(201).json(await core.entregadores.criar(empresa(res), form));
  });

  router.put('/:id', async (req, res) => {
    const id = idParam(req.params.id);
    if (ehSoAtivo(req.body)) {
      const { ativo } = parse(ativoSozinhoSchema, req.body);
      res.json(await core.entregadores.definirAtivo(empresa(res), id, ativo));
      return;
    }
    const form = parse(entregadorEdicaoSchema, req.body);
    res.json(await core.entregadores.atualizar(empresa(res), id, form));
  });

  router.delete('/:id', async (req, res) => {
    await core.entregadores.excluir(empresa(res), idParam(req.params.id));
    res.json({ mensagem: M.entregadorExcluido });
  });

  router.post('/:id/novo-link', async (req, res) => {
    res.json(await core.entregadores.novoLink(empresa(res), idParam(req.params.id)));
  });

  // The link by the store's WhatsApp (issue 32 §2); 409 when it does not send (the page then
  // offers click-to-chat).
  router.post('/:id/enviar-link', async (req, res) => {
    const id = idParam(req.params.id);
    const entregador = await core.entregadores.obter(empresa(res), id);
    if (!entregador.ativo) throw conflito(M.entregadorInativo);
    if (!(await core.whatsapp.enviarLink(empresa(res), id)))
      throw conflito(MENSAGENS_WHATSAPP.naoConfigurado);
    res.status(202).json({ mensagem: MENSAGENS_WHATSAPP.linkEnviado });
  });

  router.post('/:id/despachar', async (req, res) => {
    const id = idParam(req.params.id);
    const { pedidos } = parse(despachoSchema, req.body);
    const sessao = sessionOf<'equipe'>(res);
    res.json(await core.entregadores.despachar(sessao.empresa_id, id, pedidos, { id: sessao.sub }));
  });

  return router;
}

/**
 * The courier's phone page (public: the link's token is the credential). Rate limited per link,
 * generously: a phone back from a dead zone sends its whole queue at once.
 */
export function paginaDoEntregadorRouter(
  core: Core,
  options: { redis?: RateLimitRedis; porMinuto?: number } = {},
): Router {
  const router = Router();
  const limite = rateLimit({
    windowMs: 60_000,
    limit: options.porMinuto ?? 120,
    keyGenerator: (req: Request) => `entregador:${String(req.params.token).slice(0, 80)}`,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store(options.redis, 'entregador'),
    passOnStoreError: true,
    message: { erro: 'Muitas Tentativas' },
  });

  router.get('/:token', limite, async (req, res) => {
    res.json(await core.paginaDoEntregador.pagina(req.params.token));
  });

  router.post('/:token/entregas/:pedidoId/entregue', limite, async (req, res) => {
    const pedidoId = idParam(req.params.pedidoId);
    const { registrado_em } = parse(entregueSchema, req.body ?? {});
    res.json(await core.paginaDoEntregador.entregue(req.params.token, pedidoId, registrado_em));
  });

  router.post('/:token/entregas/:pedidoId/nao-entregue', limite, async (req, res) => {
    const pedidoId = idParam(req.params.pedidoId);
    const { motivo, registrado_em } = parse(naoEntregueSchema, req.body);
    res.json(
      await core.paginaDoEntregador.naoEntregue(req.params.token, pedidoId, motivo, registrado_em),
    );
  });

  return router;
}
