import { Router, type RequestHandler } from 'express';
import {
  fechamentoSchema,
  imprimirContaSchema,
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

  // What the screens may offer to print on paper (their 'Reimprimir' and 'Imprimir' buttons).
  router.get(
    '/disponiveis',
    requireSession(core, ['equipe', 'monitor', 'garcom']),
    async (_req, res) => {
      const empresaId = sessionOf<'equipe' | 'monitor' | 'garcom'>(res).empresa_id;
      res.json({ documentos: await core.impressoras.disponiveis(empresaId) });
    },
  );

  const pedidoDa = async (empresaId: number, id: unknown) => {
    const pedido = await core.pedidos.obter(empresaId, idParam(id, 'pedidoId'));
    if (!pedido) throw naoEncontrado(MENSAGENS_PEDIDO.naoEncontrado);
    return pedido;
  };
  const enviados = (
    res: Parameters<typeof sessionOf>[0],
    trabalhos: number,
    semImpressora: string,
  ) => {
    if (trabalhos === 0) throw conflito(semImpressora);
    res.json({ mensagem: MENSAGENS_IMPRESSORA.reimpressaoEnviada, trabalhos });
  };

  // 'Reimprimir' on the board, the monitor or a tab: the kitchen tickets again, marked REIMPRESSÃO.
  router.post(
    '/reimprimir/:pedidoId',
    requireSession(core, ['equipe', 'monitor', 'garcom']),
    async (req, res) => {
      const empresaId = sessionOf<'equipe' | 'monitor' | 'garcom'>(res).empresa_id;
      const pedido = await pedidoDa(empresaId, req.params.pedidoId);
      const trabalhos = await core.impressoras.reimprimir(empresaId, pedido);
      enviados(res, trabalhos, MENSAGENS_IMPRESSORA.semImpressoraDaCozinha);
    },
  );

  // The courier's receipt of a delivery, by hand (the board).
  router.post('/entrega/:pedidoId', requireSession(core, ['equipe']), async (req, res) => {
    const empresaId = sessionOf<'equipe'>(res).empresa_id;
    const pedido = await pedidoDa(empresaId, req.params.pedidoId);
    if (pedido.tipo_pedido !== 'entrega') throw conflito(MENSAGENS_IMPRESSORA.soEntrega);
    const trabalhos = await core.impressoras.imprimirEntrega(empresaId, pedido);
    enviados(res, trabalhos, MENSAGENS_IMPRESSORA.semImpressoraDeEntrega);
  });

  // A tab's bill on paper, with the service charge and the split chosen on screen.
  router.post('/conta/:comandaId', requireSession(core, ['garcom', 'equipe']), async (req, res) => {
    const empresaId = sessionOf<'garcom' | 'equipe'>(res).empresa_id;
    const { pessoas, taxa_servico } = parse(imprimirContaSchema, req.body ?? {});
    const conta = await core.conta.obter(empresaId, idParam(req.params.comandaId, 'comandaId'));
    const trabalhos = await core.impressoras.imprimirConta(empresaId, conta, {
      pessoas,
      cobraTaxa: taxa_servico,
    });
    enviados(res, trabalhos, MENSAGENS_IMPRESSORA.semImpressoraDeConta);
  });

  // The day's closing on the cashier's printer.
  router.post('/fechamento', gestao, async (req, res) => {
    const { dia } = parse(fechamentoSchema, req.body ?? {});
    const fechamento = await core.relatorios.fechamento(empresa(res), dia);
    const trabalhos = await core.impressoras.imprimirFechamento(empresa(res), fechamento);
    enviados(res, trabalhos, MENSAGENS_IMPRESSORA.semImpressoraDeFechamento);
  });

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
