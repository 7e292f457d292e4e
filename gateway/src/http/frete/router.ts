import { Router } from 'express';
import {
  bairroFreteSchema,
  calcularFreteSchema,
  freteConfigSchema,
  MENSAGENS_FRETE,
  type FreteCalculoResposta,
} from '@cardapio/shared-events';
import { DomainError, type Core } from '@cardapio/core';
import { sendCached } from '../publico/cached';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/**
 * Freight (customer-side §7, staff-side §7): the public quote and info answer `{sucesso, dados}`
 * or `{sucesso: false, erro}`. The freight screen's settings and delivery neighbourhoods are the
 * caller's own empresa: every staff member reads them, only the gestão changes them.
 */
export function freteRouter(core: Core): Router {
  const router = Router();
  const equipe = requireSession(core, ['equipe']);
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const empresaDa = (res: Parameters<typeof sessionOf>[0]) => sessionOf<'equipe'>(res).empresa_id;

  router.post('/calcular', async (req, res) => {
    try {
      const { empresa_id, ...endereco } = parse(calcularFreteSchema, req.body);
      const resposta: FreteCalculoResposta = {
        sucesso: true,
        dados: await core.frete.calcular(empresa_id, endereco),
      };
      res.json(resposta);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = error.kind === 'nao_encontrado' ? 404 : 400;
      res.status(status).json({ sucesso: false, erro: error.message });
    }
  });

  router.get('/info', async (req, res) => {
    const { empresa_id } = req.query;
    const empresaId = empresa_id === undefined ? 1 : idParam(empresa_id, 'empresa_id');
    await sendCached(core, req, res, core.leiturasPublicas.freteInfo, empresaId);
  });

  router.get('/config', equipe, async (_req, res) => {
    res.json(await core.freteConfig.configuracao(empresaDa(res)));
  });

  router.put('/config', gestao, async (req, res) => {
    const form = parse(freteConfigSchema, req.body);
    const salvo = await core.freteConfig.salvarConfiguracao(empresaDa(res), form);
    res.json({ ...salvo, mensagem: MENSAGENS_FRETE.configSalva });
  });

  router.get('/bairros', equipe, async (_req, res) => {
    res.json(await core.freteConfig.listarBairros(empresaDa(res)));
  });

  router.post('/bairros', gestao, async (req, res) => {
    const form = parse(bairroFreteSchema, req.body);
    res.status(201).json(await core.freteConfig.criarBairro(empresaDa(res), form));
  });

  router.put('/bairros/:id', gestao, async (req, res) => {
    const id = idParam(req.params.id);
    const form = parse(bairroFreteSchema, req.body);
    res.json(await core.freteConfig.atualizarBairro(empresaDa(res), id, form));
  });

  router.delete('/bairros/:id', gestao, async (req, res) => {
    await core.freteConfig.excluirBairro(empresaDa(res), idParam(req.params.id));
    res.json({ mensagem: MENSAGENS_FRETE.bairroExcluido });
  });

  return router;
}
