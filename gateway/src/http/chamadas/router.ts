import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { chamarGarcomSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { parse } from '../validate';

/** Calling a waiter from a table (customer-side §7): no login, so it is rate limited per address. */
export function chamadasRouter(core: Core, options: { porMinuto: number }): Router {
  const router = Router();
  const limite = rateLimit({
    windowMs: 60_000,
    limit: options.porMinuto,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { erro: 'Muitas chamadas em pouco tempo. Aguarde um minuto e tente novamente.' },
  });

  router.post('/', limite, async (req, res) => {
    const { mesa, empresa_id } = parse(chamarGarcomSchema, req.body);
    const chamada = await core.chamadas.chamar(empresa_id, mesa);
    res.status(201).json({ mensagem: 'Garçom chamado com sucesso!', chamada });
  });

  return router;
}
