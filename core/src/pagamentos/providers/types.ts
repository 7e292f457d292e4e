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
