import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the local stand-in keeps it (the fields of Mercado Pago's answer that matter). */
export interface PagamentoMpLocal {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  description: string;
  payment_method_id: string;
  external_reference: string | null;
  date_of_expiration: string | null;
  payer: { email: string };
  notification_url?: string;
  idempotencyKey: string;
}

export interface MercadoPagoLocal {
  /** Base URL to use in place of https://api.mercadopago.com */
  url: string;
  pagamentos: Map<number, PagamentoMpLocal>;
  /** Every request received: method, path, headers and body. */
  requisicoes: Array<{
    method: string;
    path: string;
    headers: http.IncomingHttpHeaders;
    body: unknown;
  }>;
  /** What the payer's bank did: approved, rejected, cancelled… */
  definirStatus(id: number | string, status: string): void;
  /** From now on every GET /v1/payments/:id answers only after `ms` (a slow bank, 0 = at once). */
  atrasarConsultas(ms: number): void;
  /**
   * The next GET /v1/payments/:id of this payment waits until `soltar()`, then answers the
   * payment as it is by then; the queries after it answer at once. `retida()`: it arrived.
   */
  segurarProximaConsulta(id: number | string): { retida(): boolean; soltar(): void };
  /**
   * The next POST /v1/payments waits until `soltar()` before it creates the charge and answers
   * (a slow provider); `retida()`: it arrived.
   */
  segurarProximaCriacao(): { retida(): boolean; soltar(): void };
  /** While true, every request gets a 503, as when Mercado Pago is down. */
  foraDoAr(fora: boolean): void;
  close(): Promise<void>;
}

/** A one-pixel PNG: the stand-in's QR image (its content does not matter to the tests). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The statuses Mercado Pago lets a collector cancel a payment from. */
const CANCELAVEIS = new Set(['pending', 'in_process', 'authorized']);

function responder(res: http.ServerResponse, status: number, corpo: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(corpo));
}

function paraResposta(p: PagamentoMpLocal) {
  const { idempotencyKey: _chave, ...publico } = p;
  return {
    ...publico,
    currency_id: 'BRL',
    date_created: new Date().toISOString(),
    point_of_interaction: {
      type: 'PIX',
      transaction_data: {
        qr_code: `00020126580014br.gov.bcb.pix0136mp-local-${p.id}5204000053039865802BR5909MP LOCAL6009SAO PAULO62070503***6304ABCD`,
        qr_code_base64: PNG_1X1,
        ticket_url: `https://www.mercadopago.com.br/payments/${p.id}/ticket`,
      },
    },
  };
}

/**
 * A local stand-in for Mercado Pago's Payments API, answering as its documentation describes:
 * `POST /v1/payments` (Bearer token, X-Idempotency-Key required; the same key answers the same
 * payment), `GET /v1/payments/:id`, `PUT /v1/payments/:id` ({status: 'cancelled'}: only a payment
 * still pending, in process or authorized can be cancelled; any other answers 400).
 * A wrong token gets 401; an unknown payment 404.
 */
export async function startMercadoPagoLocal(options: {
  accessToken: string;
}): Promise<MercadoPagoLocal> {
  const pagamentos = new Map<number, PagamentoMpLocal>();
  const porChave = new Map<string, number>();
  const requisicoes: MercadoPagoLocal['requisicoes'] = [];
  let proximoId = 1_310_000_001;
  let atrasoDasConsultasMs = 0;
  let criacaoSegurada: { responder?: () => void; solta: boolean } | null = null;
  let fora = false;
  /** Armed holds, by payment id: the held answer's sender once the query arrived. */
  const seguradas = new Map<number, { responder?: () => void; solta: boolean }>();

  const server = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', async () => {
      const texto = Buffer.concat(partes).toString('utf8');
      let body: Record<string, unknown>;
      try {
        body = texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
      } catch {
        responder(res, 400, { message: 'invalid json', error: 'bad_request', status: 400 });
        return;
      }
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      requisicoes.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (fora) {
        responder(res, 503, {
          message: 'service unavailable',
          error: 'service_unavailable',
          status: 503,
        });
        return;
      }

      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        responder(res, 401, {
          message: 'invalid access token',
          error: 'unauthorized',
          status: 401,
        });
        return;
      }
      if (req.method === 'POST' && path === '/v1/payments' && criacaoSegurada) {
        const segurada = criacaoSegurada;
        criacaoSegurada = null;
        await new Promise<void>((solta) => {
          segurada.responder = solta;
          if (segurada.solta) solta();
        });
      }
      if (req.method === 'POST' && path === '/v1/payments') {
        const chave = req.headers['x-idempotency-key'];
        if (typeof chave !== 'string' || !chave) {
          responder(res, 400, {
            message: 'X-Idempotency-Key header is required',
            error: 'bad_request',
            status: 400,
          });
          return;
        }
        const existente = porChave.get(chave);
        if (existente !== undefined) {
          responder(res, 201, paraResposta(pagamentos.get(existente)!));
          return;
        }
        const valor = body.transaction_amount;
        const payer = body.payer as { email?: unknown } | undefined;
        if (
          body.payment_method_id !== 'pix' ||
          typeof valor !== 'number' ||
          valor <= 0 ||
          typeof payer?.email !== 'string'
        ) {
          responder(res, 400, { message: 'invalid parameters', error: 'bad_request', status: 400 });
          return;
        }
        const pagamento: PagamentoMpLocal = {
          id: proximoId++,
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
          transaction_amount: valor,
          description: String(body.description ?? ''),
          payment_method_id: 'pix',
          external_reference: body.external_reference ? String(body.external_reference) : null,
          date_of_expiration: body.date_of_expiration ? String(body.date_of_expiration) : null,
          payer: { email: payer.email },
          notification_url: body.notification_url ? String(body.notification_url) : undefined,
          idempotencyKey: chave,
        };
        pagamentos.set(pagamento.id, pagamento);
        porChave.set(chave, pagamento.id);
        responder(res, 201, paraResposta(pagamento));
        return;
      }
      const m = /^\/v1\/payments\/(\d+)$/.exec(path);
      const pagamento = m ? pagamentos.get(Number(m[1])) : undefined;
      if (m && !pagamento) {
        responder(res, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
        return;
      }
      if (pagamento && req.method === 'GET') {
        const segurada = seguradas.get(pagamento.id);
        if (segurada && !segurada.responder) {
          segurada.responder = () => responder(res, 200, paraResposta(pagamento));
          if (segurada.solta) segurada.responder();
          return;
        }
        // Read when answering, not when asked: a slow bank answers what it knows by then.
        if (atrasoDasConsultasMs > 0)
          setTimeout(() => responder(res, 200, paraResposta(pagamento)), atrasoDasConsultasMs);
        else responder(res, 200, paraResposta(pagamento));
        return;
      }
      if (pagamento && req.method === 'PUT') {
        if (body.status === 'cancelled') {
          // Only a payment not yet settled can be cancelled; one already approved (or
          // cancelled, rejected…) is refused and stays as it is.
          if (!CANCELAVEIS.has(pagamento.status)) {
            responder(res, 400, {
              message: `Payment in status ${pagamento.status} cannot be cancelled`,
              error: 'bad_request',
              status: 400,
            });
            return;
          }
          pagamento.status = 'cancelled';
          pagamento.status_detail = 'by_collector';
        }
        responder(res, 200, paraResposta(pagamento));
        return;
      }
      responder(res, 404, { message: 'resource not found', error: 'not_found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pagamentos,
    requisicoes,
    definirStatus(id, status) {
      const p = pagamentos.get(Number(id));
      if (!p) throw new Error(`pagamento ${id} não existe no Mercado Pago local`);
      p.status = status;
      p.status_detail = status === 'approved' ? 'accredited' : status;
    },
    atrasarConsultas(ms) {
      atrasoDasConsultasMs = ms;
    },
    segurarProximaCriacao() {
      const segurada: { responder?: () => void; solta: boolean } = { solta: false };
      criacaoSegurada = segurada;
      return {
        retida: () => segurada.responder !== undefined,
        soltar() {
          segurada.solta = true;
          segurada.responder?.();
        },
      };
    },
    segurarProximaConsulta(id) {
      const segurada: { responder?: () => void; solta: boolean } = { solta: false };
      seguradas.set(Number(id), segurada);
      return {
        retida: () => segurada.responder !== undefined,
        soltar() {
          segurada.solta = true;
          segurada.responder?.();
        },
      };
    },
    foraDoAr(valor) {
      fora = valor;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
