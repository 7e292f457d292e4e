import { Router, type RequestHandler } from 'express';
import {
  idSchema,
  mercadoPagoConfigSchema,
  pagarPixSchema,
  simularPagamentoSchema,
  statusPagamentoSchema,
} from '@cardapio/shared-events';
import { proibido, validacao, type Core } from '@cardapio/core';
import { bearerToken, requireSession, sessionOf } from '../session';
import { idParam, parse } from '../validate';

const paymentIdParam = (valor: unknown): string => {
  if (typeof valor !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(valor))
    throw validacao('Parâmetro payment_id inválido');
  return valor;
};

const primeiro = (valor: unknown): string | undefined =>
  typeof valor === 'string' ? valor : Array.isArray(valor) ? primeiro(valor[0]) : undefined;

/** PIX on the site through the company's payment provider (customer-side §7: /api/mercadopago/…). */
export function mercadoPagoRouter(core: Core): Router {
  const router = Router();
  const cliente = requireSession(core, ['cliente']);
  const gestao = requireSession(core, ['equipe'], { roles: ['gestao'] });
  const pagadorOuEquipe = requireSession(core, ['cliente', 'equipe', 'monitor']);
  const equipeOuTela = requireSession(core, ['equipe', 'monitor']);

  /** Public: which company is asked comes from ?empresa_id, else the caller's token, else 1. */
  router.get('/status', async (req, res) => {
    const pedida = idSchema().safeParse(primeiro(req.query.empresa_id));
    const token = bearerToken(req.headers.authorization);
    const empresaId = pedida.success
      ? pedida.data
      : (token && core.tokens.verify(token)?.empresa_id) || 1;
    res.json(await core.pagamentos.status(empresaId));
  });

  router.get('/config', gestao, async (_req, res) => {
    res.json(await core.pagamentos.configuracao(sessionOf<'equipe'>(res).empresa_id));
  });

  router.put('/config', gestao, async (req, res) => {
    const input = parse(mercadoPagoConfigSchema, req.body);
    res.json(await core.pagamentos.configurar(sessionOf<'equipe'>(res).empresa_id, input));
  });

  router.post('/pagar-pix', cliente, async (req, res) => {
    const sessao = sessionOf<'cliente'>(res);
    const input = parse(pagarPixSchema, req.body);
    if (input.empresa_id !== undefined && input.empresa_id !== sessao.empresa_id)
      throw proibido('Acesso negado');
    res.status(201).json(await core.pagamentos.pagarPix(sessao.empresa_id, sessao.sub, input));
  });

  router.get('/status/:payment_id', pagadorOuEquipe, async (req, res) => {
    const sessao = sessionOf<'cliente' | 'equipe' | 'monitor'>(res);
    res.json(await core.pagamentos.consultarStatus(sessao, paymentIdParam(req.params.payment_id)));
  });

  router.post('/simular/:payment_id', equipeOuTela, async (req, res) => {
    const { status } = parse(simularPagamentoSchema, req.body);
    res.json(
      await core.pagamentos.simular(
        sessionOf<'equipe' | 'monitor'>(res).empresa_id,
        paymentIdParam(req.params.payment_id),
        status,
      ),
    );
  });

  /**
   * Mercado Pago's notification. No session: the x-signature HMAC with the company's secret is
   * the authentication (it covers data.id, x-request-id and ts, not the body).
   */
  router.post('/webhook', async (req, res) => {
    const corpo = (req.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
    const tipo = primeiro(req.query.type) ?? primeiro(req.query.topic) ?? corpo.type;
    if (tipo !== undefined && tipo !== 'payment') {
      res.json({ ok: true, ignorado: true });
      return;
    }
    const dataId =
      primeiro(req.query['data.id']) ??
      primeiro(req.query.id) ??
      (corpo.data?.id === undefined ? '' : String(corpo.data.id));
    const resultado = await core.pagamentos.webhook({
      dataId,
      xSignature: primeiro(req.headers['x-signature']),
      xRequestId: primeiro(req.headers['x-request-id']),
    });
    res.json({ ok: true, ...resultado });
  });

  return router;
}

/** PUT /api/pedidos/:id/status-pagamento (staff): mounted by the orders router. */
export function statusPagamentoHandler(core: Core): RequestHandler {
  return async (req, res) => {
    const { status_pagamento } = parse(statusPagamentoSchema, req.body);
    const sessao = sessionOf<'equipe'>(res);
    const pedido = await core.pagamentos.mudarStatusPagamento(
      sessao.empresa_id,
      idParam(req.params.id),
      status_pagamento,
      { tipo: 'equipe', id: sessao.sub },
    );
    res.json({ ...pedido, mensagem: 'Status de pagamento atualizado com sucesso!' });
  };
}
