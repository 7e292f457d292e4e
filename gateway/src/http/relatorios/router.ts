import { Router, type Response } from 'express';
import { fechamentoSchema, relatorioQuerySchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { parse } from '../validate';

/**
 * Reports (staff-side §7 Reports), gestao only: colaborador 403 'Acesso restrito à gestão',
 * waiter and customer 403, no token 401. Always the caller's own company. The exports
 * (/exportar, /exportacoes) live with the export job, not here.
 */
export function relatoriosRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe'], { roles: ['gestao'] }));
  const empresaDe = (res: Response) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/vendas', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.vendas(empresaDe(res), periodo));
  });

  router.get('/produtos', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.produtos(empresaDe(res), periodo));
  });

  router.get('/categorias', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.categorias(empresaDe(res), periodo));
  });

  router.get('/resumo', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.resumo(empresaDe(res), periodo));
  });

  /** Issue 31: sales by channel (site, garçom, balcão, telefone, QR da mesa). */
  router.get('/canais', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.canais(empresaDe(res), periodo));
  });

  /** Issue 29: kitchen times per station and late orders of the period. */
  router.get('/cozinha', async (req, res) => {
    const { periodo } = parse(relatorioQuerySchema, req.query);
    res.json(await core.relatorios.cozinha(empresaDe(res), periodo));
  });

  /** Issue 30: the daily closing of a local day (today by default), to print. */
  router.get('/fechamento', async (req, res) => {
    const { dia } = parse(fechamentoSchema, req.query);
    res.json(await core.relatorios.fechamento(empresaDe(res), dia));
  });

  return router;
}
