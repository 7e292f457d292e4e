import express, { Router, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { whatsappConfigSchema } from '@cardapio/shared-events';
import type { Core } from '@cardapio/core';
import { store, type RateLimitRedis } from '../rate-limit';
import { requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

/** The company's WhatsApp settings (gestão): GET and PUT /api/whatsapp/config. */
export function whatsappConfigRouter(core: Core): Router {
  const router = Router();
  router.use(requireSession(core, ['equipe'], { roles: ['gestao'] }));
  const empresa = (res: Response) => sessionOf<'equipe'>(res).empresa_id;

  router.get('/config', async (_req, res) => {
    res.json(await core.whatsapp.obterConfig(empresa(res)));
  });

  router.put('/config', async (req, res) => {
    const input = parse(whatsappConfigSchema, req.body);
    res.json(await core.whatsapp.salvarConfig(empresa(res), input));
  });

  return router;
}

/**
 * WhatsApp's webhooks, one URL per company (/api/whatsapp/webhook/:empresaId): GET answers Meta's
 * set-up handshake, POST takes the signed notifications. The body is read raw (mounted before the
 * JSON parser): the signature is over its bytes. Rate-limited per company, well above what Meta
 * sends for a restaurant.
 */
export function whatsappWebhookRouter(core: Core, opcoes: { redis?: RateLimitRedis } = {}): Router {
  const router = Router();
  const limite = rateLimit({
    windowMs: 60_000,
    limit: 6_000,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `whatsapp-webhook:${String(req.params.empresaId).slice(0, 20)}`,
    store: store(opcoes.redis, 'whatsapp-webhook'),
    passOnStoreError: true,
    message: { erro: 'Muitas Tentativas' },
  });

  router.get('/webhook/:empresaId', limite, async (req, res) => {
    const empresaId = idParam(req.params.empresaId);
    const texto = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const desafio = await core.whatsapp.verificarWebhook(empresaId, {
      modo: texto(req.query['hub.mode']),
      token: texto(req.query['hub.verify_token']),
      desafio: texto(req.query['hub.challenge']),
    });
    res.type('text/plain').send(desafio);
  });

  router.post(
    '/webhook/:empresaId',
    limite,
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const empresaId = idParam(req.params.empresaId);
      const corpo = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const resultado = await core.whatsapp.receberWebhook(
        empresaId,
        corpo,
        req.get('x-hub-signature-256'),
      );
      res.json({ ok: true, ...resultado });
    },
  );

  return router;
}
