import { Router, type RequestHandler } from 'express';
import {
  impressoraFormSchema,
  MENSAGENS_IMPRESSORA,
  MENSAGENS_PEDIDO,
  novoAgenteSchema,
  parearAgenteSchema,
} from '@cardapio/shared-events';
import { conflito, naoEncontrado, type Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * /api/impressoras (issue 30): the company's print agents and printers, managed by the gestão;
 * and the agent's pairing with its one-time code (no session yet: rate-limited like a login).
 */
export function impressorasRouter(core: Core, limiters: RequestHandler[]): Router {
  const router = Router();
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const empresa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.post('/parear', ...limiters, async (req, res) => {
    const { codigo, nome } = parse(parearAgenteSchema, req.body);
    res.status(201).json(await core.impressoras.parear(codigo, nome));
  });

  router.get('/', gestao, async (_req, res) => {
    res.json(await core.impressoras.listar(empresa(res)));
  });

  router.post('/agentes', gestao, async (req, res) => {
    const { nome } = parse(novoAgenteSchema, req.body);
    const sessao = sessionOf<'equipe'>(res);
    res.status(201).json(await core.impressoras.novoAgente(sessao.empresa_id, sessao.sub, nome));
  });

  router.delete('/agentes/:id', gestao, async (req, res) => {
    await core.impressoras.revogar(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_IMPRESSORA.agenteDesconectado });
  });

  // 'Reimprimir' on the board, the monitor or a tab: the kitchen tickets again, marked REIMPRESSÃO.
  router.post(
    '/reimprimir/:pedidoId',
    requireSession(core, ['equipe', 'monitor']),
    async (req, res) => {
      const empresaId = sessionOf<'equipe' | 'monitor'>(res).empresa_id;
      const pedido = await core.pedidos.obter(empresaId, idParam(req.params.pedidoId, 'pedidoId'));
      if (!pedido) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
      const trabalhos = await core.impressoras.reimprimir(empresaId, pedido);
      if (trabalhos === 0) throw conflito(MENSAGENS_IMPRESSORA.semImpressoraDaCozinha);
      res.json({ mensagem: MENSAGENS_IMPRESSORA.reimpressaoEnviada, trabalhos });
    },
  );

  router.post('/', gestao, async (req, res) => {
    const form = parse(impressoraFormSchema, req.body);
    const id = await core.impressoras.salvarImpressora(empresa(res), null, form);
    res.status(201).json({ id });
  });

  router.put('/:id', gestao, async (req, res) => {
    const form = parse(impressoraFormSchema, req.body);
    const id = await core.impressoras.salvarImpressora(empresa(res), idParam(req.params.id), form);
    res.json({ id });
  });

  router.delete('/:id', gestao, async (req, res) => {
    await core.impressoras.excluirImpressora(empresa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_IMPRESSORA.impressoraExcluida });
  });

  return router;
}
