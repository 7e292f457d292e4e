import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  bloqueioDoQrSchema,
  chamadaDoQrSchema,
  configDoQrSchema,
  convidadoSchema,
  MENSAGENS_AUTOATENDIMENTO as M,
  pedidoDoQrSchema,
} from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { store, type RateLimitRedis } from '../rate-limit';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

export interface LimitesDoQr {
  /** Orders a table's QR sends per 10 minutes (default 15). */
  pedidosPor10Min: number;
  /** Calls (waiter or bill) a table's QR makes per minute (default 3). */
  chamadasPorMinuto: number;
}

export const LIMITES_DO_QR: LimitesDoQr = { pedidosPor10Min: 15, chamadasPorMinuto: 3 };

/**
 * QR ordering at the table (issue 31 §2). Public: the table a token stands for, the guest's
 * items, their order and their calls; no login, so orders and calls are rate limited per table
 * (the token names one table; a refused attempt counts too). Staff: the printable codes, a new
 * code for a table, blocking (staff or a waiter), and whether a waiter confirms QR orders.
 */
export function autoatendimentoRouter(
  core: Core,
  options: { limites?: Partial<LimitesDoQr>; redis?: RateLimitRedis } = {},
): Router {
  const router = Router();
  const limites = { ...LIMITES_DO_QR, ...options.limites };
  const porMesa = (req: Request) => `mesa-qr:${String(req.params.token).slice(0, 80)}`;
  const limitePedidos = rateLimit({
    windowMs: 10 * 60_000,
    limit: limites.pedidosPor10Min,
    keyGenerator: porMesa,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store(options.redis, 'qr-pedidos'),
    passOnStoreError: true,
    message: { erro: M.muitosPedidos },
  });
  const limiteChamadas = rateLimit({
    windowMs: 60_000,
    limit: limites.chamadasPorMinuto,
    keyGenerator: porMesa,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: store(options.redis, 'qr-chamadas'),
    passOnStoreError: true,
    message: { erro: M.muitasChamadas },
  });

  router.get('/qr/:token', async (req, res) => {
    res.json(await core.autoatendimento.mesaDoQr(req.params.token));
  });

  router.get('/qr/:token/pedidos', async (req, res) => {
    const { convidado } = parse(convidadoSchema, req.query);
    res.json(await core.autoatendimento.pedidos(req.params.token, convidado));
  });

  router.post('/qr/:token/pedidos', limitePedidos, async (req, res) => {
    const pedido = parse(pedidoDoQrSchema, req.body);
    res.status(201).json(await core.autoatendimento.pedir(req.params.token, pedido));
  });

  router.post('/qr/:token/chamar', limiteChamadas, async (req, res) => {
    const { tipo } = parse(chamadaDoQrSchema, req.body);
    res.status(201).json(await core.autoatendimento.chamar(req.params.token, tipo));
  });

  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const equipeOuGarcom = requireSession(core, ['equipe', 'garcom']);
  const garcom = requireSession(core, ['garcom']);
  const empresaDe = (res: Parameters<typeof sessionOf>[0]) =>
    sessionOf<'equipe' | 'garcom'>(res).empresa_id;

  router.get('/mesas', gestao, async (_req, res) => {
    res.json(await core.autoatendimento.listar(empresaDe(res)));
  });

  router.put('/config', gestao, async (req, res) => {
    const { exige_confirmacao } = parse(configDoQrSchema, req.body);
    res.json(await core.autoatendimento.definirConfig(empresaDe(res), exige_confirmacao));
  });

  router.post('/mesas/:id/renovar', gestao, async (req, res) => {
    const mesa = await core.autoatendimento.renovar(empresaDe(res), idParam(req.params.id));
    res.json({ mensagem: M.qrRenovado, mesa });
  });

  router.put('/mesas/:id/bloqueio', equipeOuGarcom, async (req, res) => {
    const { bloqueado } = parse(bloqueioDoQrSchema, req.body);
    res.json(
      await core.autoatendimento.bloquear(empresaDe(res), idParam(req.params.id), bloqueado),
    );
  });

  router.post('/comandas/:comandaId/confirmar', garcom, async (req, res) => {
    const s = sessionOf<'garcom'>(res);
    res.json(
      await core.autoatendimento.confirmar(
        s.empresa_id,
        s.sub,
        idParam(req.params.comandaId, 'comandaId'),
      ),
    );
  });

  return router;
}
