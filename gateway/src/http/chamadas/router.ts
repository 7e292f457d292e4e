import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  chamarGarcomSchema,
  MENSAGENS_CHAMADA,
  statusChamadaSchema,
} from '@cardapio/shared-events';
import { proibido, type Core } from '@cardapio/core';
import { requireSession, sessionOf } from '../session';
import { store, type RateLimitRedis } from '../rate-limit';
import { idParam, parse } from '../validate';

/**
 * Calling a waiter from a table (customer-side §7): no login, so it is rate limited per address
 * (refused calls count too: guessing table numbers is limited like calling), and the core checks
 * the table is one of the empresa's. Staff, kitchen displays and waiters list the pending calls
 * of their empresa and answer them (staff-side §7); a customer's token is refused.
 */
export function chamadasRouter(
  core: Core,
  options: { porMinuto: number; redis?: RateLimitRedis },
): Router {
  const router = Router();
  // With Redis the count is shared by every gateway: a table behind a balancer gets one limit.
  const limite = rateLimit({
    windowMs: 60_000,
    limit: options.porMinuto,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store(options.redis, 'chamadas'),
    // A Redis outage must not stop a table from calling a waiter.
    passOnStoreError: true,
    message: { erro: MENSAGENS_CHAMADA.muitasChamadas },
  });

  router.post('/', limite, async (req, res) => {
    const { mesa, empresa_id } = parse(chamarGarcomSchema, req.body);
    const chamada = await core.chamadas.chamar(empresa_id, mesa);
    res.status(201).json({ mensagem: MENSAGENS_CHAMADA.chamado, chamada });
  });

  const equipe = requireSession(core, ['equipe', 'monitor', 'garcom']);
  type QuemAtende = 'equipe' | 'monitor' | 'garcom';

  router.get('/:empresaId', equipe, async (req, res) => {
    const empresaId = idParam(req.params.empresaId, 'empresaId');
    if (empresaId !== sessionOf<QuemAtende>(res).empresa_id) throw proibido('Acesso negado');
    res.json(await core.chamadas.pendentes(empresaId));
  });

  router.put('/:id/status', equipe, async (req, res) => {
    const { status } = parse(statusChamadaSchema, req.body);
    const chamada = await core.chamadas.responder(
      sessionOf<QuemAtende>(res).empresa_id,
      idParam(req.params.id),
      status,
    );
    res.json({ ...chamada, mensagem: 'Status da chamada atualizado com sucesso!' });
  });

  return router;
}
