import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PixStatus } from '@cardapio/shared-events';
import { conferirValor, FalhaDoProvedor, type ProvedorDePix } from './types';

export const MERCADOPAGO_BASE_URL = 'https://api.mercadopago.com';

/** Mercado Pago's payment statuses, in our four words. */
export function statusDoMercadoPago(status: string): PixStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'rejected':
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'rejected';
    default:
      // pending, authorized, in_process, in_mediation: not settled yet.
      return 'pending';
  }
}

/** 'APP_USR-…' tokens are production credentials; 'TEST-…' ones belong to the sandbox. */
export const tipoDoToken = (accessToken: string): 'production' | 'test' =>
  accessToken.startsWith('TEST-') ? 'test' : 'production';

/** The part of a /v1/payments answer that matters here. */
interface PagamentoMp {
  id: number | string;
  status: string;
  point_of_interaction?: {
    transaction_data?: { qr_code?: string; qr_code_base64?: string };
  };
}

/** Mercado Pago's date format: ISO 8601 with milliseconds and an explicit offset. */
const dataMp = (d: Date) => d.toISOString().replace('Z', '+00:00');

/**
 * PIX through Mercado Pago's Payments API, with the company's access token. The base URL is
 * configurable (MERCADOPAGO_BASE_URL) so tests talk to a local server that answers like it.
 */
export function provedorMercadoPago(options: {
  accessToken: string;
  baseUrl?: string;
  /** Where Mercado Pago sends notifications (only an https address is accepted there). */
  notificationUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): ProvedorDePix {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl ?? MERCADOPAGO_BASE_URL;

  async function chamar(
    caminho: string,
    init: { method: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<PagamentoMp> {
    let resposta: Response;
    try {
      resposta = await doFetch(new URL(caminho, base), {
        method: init.method,
        headers: {
          Authorization: `Bearer ${options.accessToken}`,
          'Content-Type': 'application/json',
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new FalhaDoProvedor(`Mercado Pago indisponível: ${(error as Error).message}`);
    }
    const texto = await resposta.text();
    if (!resposta.ok)
      throw new FalhaDoProvedor(
        `Mercado Pago respondeu ${resposta.status}: ${texto.slice(0, 200)}`,
        resposta.status,
      );
    try {
      return JSON.parse(texto) as PagamentoMp;
    } catch {
      throw new FalhaDoProvedor('Resposta inválida do Mercado Pago', resposta.status);
    }
  }

  return {
    tipo: 'mercadopago',
    async criar(cobranca) {
      conferirValor(cobranca.valorCentavos);
      const corpo = await chamar('/v1/payments', {
        method: 'POST',
        headers: { 'X-Idempotency-Key': cobranca.idempotencyKey },
        body: {
          transaction_amount: cobranca.valorCentavos / 100,
          description: cobranca.descricao,
          payment_method_id: 'pix',
          payer: { email: cobranca.emailPagador },
          external_reference: cobranca.referencia,
          date_of_expiration: dataMp(cobranca.expiraEm),
          ...(options.notificationUrl ? { notification_url: options.notificationUrl } : {}),
        },
      });
      const dados = corpo.point_of_interaction?.transaction_data;
      if (!dados?.qr_code || !dados.qr_code_base64)
        throw new FalhaDoProvedor('O Mercado Pago não devolveu o QR Code do PIX');
      return {
        paymentId: String(corpo.id),
        status: statusDoMercadoPago(corpo.status),
        statusProvedor: corpo.status,
        qrCode: dados.qr_code,
        qrCodeBase64: dados.qr_code_base64,
      };
    },
    async consultar(paymentId) {
      const corpo = await chamar(`/v1/payments/${encodeURIComponent(paymentId)}`, {
        method: 'GET',
      });
      return { status: statusDoMercadoPago(corpo.status), statusProvedor: corpo.status };
    },
    async cancelar(paymentId) {
      await chamar(`/v1/payments/${encodeURIComponent(paymentId)}`, {
        method: 'PUT',
        body: { status: 'cancelled' },
      });
    },
  };
}

/** The parts of a Mercado Pago notification that its signature covers. */
export interface AssinaturaDoWebhook {
  /** The x-signature header: `ts=<ts>,v1=<hex hmac>`. */
  xSignature: string | undefined;
  /** The x-request-id header. */
  xRequestId: string | undefined;
  /** data.id from the notification's query string. */
  dataId: string;
}

/** The manifest Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. */
export function manifestoDoWebhook(dataId: string, requestId: string, ts: string): string {
  // Alphanumeric ids are signed in lower case.
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export function assinarWebhook(segredo: string, dataId: string, requestId: string, ts: string) {
  return createHmac('sha256', segredo)
    .update(manifestoDoWebhook(dataId, requestId, ts))
    .digest('hex');
}

/** How far a notification's ts may be from our clock, either way: an older one is a replay. */
export const WEBHOOK_TOLERANCIA_MS = 5 * 60_000;

/**
 * The x-signature ts as epoch milliseconds. Mercado Pago documents it in seconds
 * (`ts=1704908010`) but has also sent milliseconds; 10^11 tells them apart (as seconds it is the
 * year 5138, as milliseconds 1973), so both are read right for every date that can occur.
 */
export function instanteDoTs(ts: string): number | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const n = Number(ts);
  return n >= 1e11 ? n : n * 1000;
}

/**
 * True only when x-signature carries a v1 HMAC-SHA256 of the manifest with this secret and its
 * ts is within 5 minutes of `agora` (an old, or future, signed notification is refused).
 */
export function assinaturaValida(
  segredo: string,
  a: AssinaturaDoWebhook,
  agora: Date = new Date(),
): boolean {
  if (!a.xSignature || !a.xRequestId || !a.dataId) return false;
  const partes = new Map(
    a.xSignature.split(',').map((p) => {
      const [k, ...v] = p.split('=');
      return [k?.trim() ?? '', v.join('=').trim()] as const;
    }),
  );
  const ts = partes.get('ts');
  const v1 = partes.get('v1');
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const esperado = Buffer.from(assinarWebhook(segredo, a.dataId, a.xRequestId, ts), 'hex');
  if (!timingSafeEqual(esperado, Buffer.from(v1, 'hex'))) return false;
  const instante = instanteDoTs(ts);
  return instante !== null && Math.abs(agora.getTime() - instante) <= WEBHOOK_TOLERANCIA_MS;
}
