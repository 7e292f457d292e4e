import { Router } from 'express';
import { calcularFreteSchema, type FreteCalculoResposta } from '@cardapio/shared-events';
import { DomainError, type Core } from '@cardapio/core';
import { idParam, parse } from '../validate';

/** Freight (customer-side §7, staff-side §7): answers `{sucesso, dados}` or `{sucesso: false, erro}`. */
export function freteRouter(core: Core): Router {
  const router = Router();

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
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ sucesso: true, dados: await core.frete.info(empresaId) });
  });

  return router;
}
