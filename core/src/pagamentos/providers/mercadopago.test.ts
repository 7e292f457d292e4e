import {
  startMercadoPagoLocal,
  type MercadoPagoLocal,
} from '../../../../testing/mercadopago-local';
import {
  assinarWebhook,
  assinaturaValida,
  instanteDoTs,
  manifestoDoWebhook,
  provedorMercadoPago,
  statusDoMercadoPago,
} from './mercadopago';
import { FalhaDoProvedor } from './types';

const TOKEN = 'TEST-1234567890-abcdef';
let mp: MercadoPagoLocal;

beforeAll(async () => {
  mp = await startMercadoPagoLocal({ accessToken: TOKEN });
});
afterAll(() => mp.close());

const cobranca = (chave: string) => ({
  idempotencyKey: chave,
  valorCentavos: 3390,
  descricao: 'Pedido #7',
  emailPagador: 'cliente@exemplo.com.br',
  referencia: '7',
  expiraEm: new Date('2030-01-01T12:02:00Z'),
});

describe('Mercado Pago adapter against the local stand-in', () => {
  test('POST /v1/payments: PIX, idempotency key, expiry; reads the QR code', async () => {
    const provedor = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    const criada = await provedor.criar(cobranca('chave-1'));
    expect(criada).toMatchObject({ status: 'pending', statusProvedor: 'pending' });
    expect(criada.qrCode).toMatch(/^000201/);
    expect(criada.qrCodeBase64).toMatch(/^iVBOR/);

    const req = mp.requisicoes.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payments');
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers['x-idempotency-key']).toBe('chave-1');
    expect(req.body).toEqual({
      transaction_amount: 33.9,
      description: 'Pedido #7',
      payment_method_id: 'pix',
      payer: { email: 'cliente@exemplo.com.br' },
      external_reference: '7',
      date_of_expiration: '2030-01-01T12:02:00.000+00:00',
    });

    // A retried request with the same key is the same payment.
    const repetida = await provedor.criar(cobranca('chave-1'));
    expect(repetida.paymentId).toBe(criada.paymentId);
    expect(mp.pagamentos.size).toBe(1);
  });

  test('GET /v1/payments/:id maps every status to ours', async () => {
    const provedor = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    const { paymentId } = await provedor.criar(cobranca('chave-2'));
    const casos: Array<[string, string]> = [
      ['pending', 'pending'],
      ['in_process', 'pending'],
      ['authorized', 'pending'],
      ['approved', 'approved'],
      ['rejected', 'rejected'],
      ['cancelled', 'rejected'],
      ['refunded', 'rejected'],
    ];
    for (const [delas, nosso] of casos) {
      mp.definirStatus(paymentId, delas);
      await expect(provedor.consultar(paymentId)).resolves.toEqual({
        status: nosso,
        statusProvedor: delas,
      });
      expect(statusDoMercadoPago(delas)).toBe(nosso);
    }
    expect(mp.requisicoes.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${paymentId}`,
    });
  });

  test('cancelar puts status cancelled', async () => {
    const provedor = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    const { paymentId } = await provedor.criar(cobranca('chave-3'));
    await provedor.cancelar(paymentId);
    expect(mp.pagamentos.get(Number(paymentId))!.status).toBe('cancelled');
  });

  test('a payment already approved cannot be cancelled: Mercado Pago refuses (400) and it stays paid', async () => {
    const provedor = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    const { paymentId } = await provedor.criar(cobranca('chave-aprovada'));
    mp.definirStatus(paymentId, 'approved');
    await expect(provedor.cancelar(paymentId)).rejects.toMatchObject({
      name: 'FalhaDoProvedor',
      status: 400,
    });
    await expect(provedor.consultar(paymentId)).resolves.toEqual({
      status: 'approved',
      statusProvedor: 'approved',
    });
  });

  test('a charge of R$ 0,00 (or less, or a fraction of a cent) is never sent to Mercado Pago', async () => {
    const provedor = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    const antes = mp.requisicoes.length;
    for (const valorCentavos of [0, -100, 10.5])
      await expect(
        provedor.criar({ ...cobranca(`chave-invalida-${valorCentavos}`), valorCentavos }),
      ).rejects.toThrow(`Valor do PIX inválido: ${valorCentavos} centavos`);
    expect(mp.requisicoes.length).toBe(antes);
  });

  test('a refused token, an unknown payment or no server are provider failures', async () => {
    const errado = provedorMercadoPago({ accessToken: 'TEST-errado', baseUrl: mp.url });
    await expect(errado.criar(cobranca('chave-4'))).rejects.toMatchObject({
      name: 'FalhaDoProvedor',
      status: 401,
    });
    const certo = provedorMercadoPago({ accessToken: TOKEN, baseUrl: mp.url });
    await expect(certo.consultar('999')).rejects.toMatchObject({ status: 404 });
    const fora = provedorMercadoPago({
      accessToken: TOKEN,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    await expect(fora.consultar('1')).rejects.toBeInstanceOf(FalhaDoProvedor);
  });
});

describe('webhook x-signature', () => {
  const segredo = 'segredo-do-webhook';
  const ts = '1704908010';
  /** One minute after the notification was signed. */
  const agora = new Date(1704908010_000 + 60_000);
  const valida = () => ({
    dataId: '1310000001',
    xRequestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e',
    xSignature: `ts=${ts},v1=${assinarWebhook(segredo, '1310000001', 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e', ts)}`,
  });

  test('the manifest is the documented template', () => {
    expect(manifestoDoWebhook('1310000001', 'req-1', ts)).toBe(
      'id:1310000001;request-id:req-1;ts:1704908010;',
    );
    expect(manifestoDoWebhook('ABC123', 'req-1', ts)).toBe(
      'id:abc123;request-id:req-1;ts:1704908010;',
    );
  });

  test('valid: an HMAC-SHA256 of the manifest with the secret', () => {
    expect(assinaturaValida(segredo, valida(), agora)).toBe(true);
    // Extra spaces and key order do not matter.
    const { xSignature, ...resto } = valida();
    const [a, b] = xSignature.split(',');
    expect(assinaturaValida(segredo, { ...resto, xSignature: ` ${b}, ${a}` }, agora)).toBe(true);
  });

  test('wrong: another secret, another payment, another request or a tampered ts', () => {
    expect(assinaturaValida('outro-segredo', valida(), agora)).toBe(false);
    expect(assinaturaValida(segredo, { ...valida(), dataId: '1310000002' }, agora)).toBe(false);
    expect(assinaturaValida(segredo, { ...valida(), xRequestId: 'outra' }, agora)).toBe(false);
    const adulterada = valida().xSignature.replace(`ts=${ts}`, 'ts=1704908011');
    expect(assinaturaValida(segredo, { ...valida(), xSignature: adulterada }, agora)).toBe(false);
    expect(assinaturaValida(segredo, { ...valida(), xSignature: `ts=${ts},v1=abc` }, agora)).toBe(
      false,
    );
  });

  test('freshness: a ts more than 5 minutes old or ahead is refused, in seconds or milliseconds', () => {
    const assinada = (instante: string) => ({
      ...valida(),
      xSignature: `ts=${instante},v1=${assinarWebhook(segredo, '1310000001', valida().xRequestId, instante)}`,
    });
    const base = 1704908010_000;
    expect(assinaturaValida(segredo, valida(), new Date(base + 5 * 60_000))).toBe(true);
    expect(assinaturaValida(segredo, valida(), new Date(base + 5 * 60_000 + 1000))).toBe(false);
    expect(assinaturaValida(segredo, valida(), new Date(base - 5 * 60_000 - 1000))).toBe(false);
    expect(assinaturaValida(segredo, assinada(String(base)), new Date(base + 1000))).toBe(true);
    expect(assinaturaValida(segredo, assinada(String(base)), new Date(base + 6 * 60_000))).toBe(
      false,
    );
    expect(assinaturaValida(segredo, assinada('abc'), new Date(base))).toBe(false);
    expect(instanteDoTs('1704908010')).toBe(base);
    expect(instanteDoTs(String(base))).toBe(base);
  });

  test('missing: no header, no v1, no request id', () => {
    expect(assinaturaValida(segredo, { ...valida(), xSignature: undefined }, agora)).toBe(false);
    expect(assinaturaValida(segredo, { ...valida(), xSignature: `ts=${ts}` }, agora)).toBe(false);
    expect(assinaturaValida(segredo, { ...valida(), xRequestId: undefined }, agora)).toBe(false);
  });
});
