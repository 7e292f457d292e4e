import type { PixStatus, ProvedorPix } from '@cardapio/shared-events';

export interface NovaCobrancaPix {
  /** Sent as X-Idempotency-Key: a retried request never creates a second charge. */
  idempotencyKey: string;
  valorCentavos: number;
  descricao: string;
  emailPagador: string;
  /** Our order id, as the provider's external_reference. */
  referencia: string;
  expiraEm: Date;
}

export interface CobrancaPix {
  paymentId: string;
  status: PixStatus;
  statusProvedor: string;
  qrCode: string;
  qrCodeBase64: string;
}

export interface SituacaoPix {
  status: PixStatus;
  statusProvedor: string;
}

/** A PIX provider: issues a charge with its QR code and tells how a charge stands. */
export interface ProvedorDePix {
  readonly tipo: ProvedorPix;
  /** Never asked for less than one cent: an order with nothing to pay has no charge. */
  criar(cobranca: NovaCobrancaPix): Promise<CobrancaPix>;
  consultar(paymentId: string): Promise<SituacaoPix>;
  /** Best effort: a charge we gave up on should not be payable any more. */
  cancelar(paymentId: string): Promise<void>;
}

/** The provider could not be reached or refused the request. */
export class FalhaDoProvedor extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FalhaDoProvedor';
  }
}

/**
 * Whether the provider refused the request for good: it answered 4xx, other than a timeout (408)
 * or too many requests (429). The same request would be refused again (a wrong access token, an
 * invalid payment), so it is no "try again" (503). A failure without an answer, a timeout or a
 * 5xx may pass.
 */
export function recusaDefinitiva(error: unknown): boolean {
  if (!(error instanceof FalhaDoProvedor) || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** A charge's amount: a whole, positive number of cents, or the caller has a bug. */
export function conferirValor(valorCentavos: number): void {
  if (!Number.isInteger(valorCentavos) || valorCentavos <= 0)
    throw new RangeError(`Valor do PIX inválido: ${valorCentavos} centavos`);
}
