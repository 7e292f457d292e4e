import { describe, expect, it } from '@jest/globals';
import { MENSAGENS_WHATSAPP } from '@cardapio/shared-events';
import { semWhatsappDaLoja } from './erros';

describe('semWhatsappDaLoja', () => {
  it("is the 409 that says the store's WhatsApp is not set up", () => {
    expect(
      semWhatsappDaLoja({ status: 409, data: { erro: MENSAGENS_WHATSAPP.naoConfigurado } }),
    ).toBe(true);
  });

  it('is no other refusal', () => {
    expect(semWhatsappDaLoja({ status: 409, data: { erro: 'Outro conflito' } })).toBe(false);
    expect(
      semWhatsappDaLoja({ status: 400, data: { erro: MENSAGENS_WHATSAPP.naoConfigurado } }),
    ).toBe(false);
    expect(semWhatsappDaLoja({ status: 'FETCH_ERROR', error: 'offline' })).toBe(false);
    expect(semWhatsappDaLoja(new Error('x'))).toBe(false);
  });
});
