import { describe, expect, it } from '@jest/globals';
import {
  MENSAGENS_WHATSAPP,
  MODELOS_PADRAO,
  whatsappConfigSchema,
  type WhatsappConfigResposta,
} from '@cardapio/shared-events';
import { validarComSchema } from '../../app/validacao';
import { campoDoErro, formularioDaConfig, valoresDaConfig } from './configuracao';

const config = (dados: Partial<WhatsappConfigResposta> = {}): WhatsappConfigResposta => ({
  configurado: true,
  ativo: true,
  phone_number_id: '123456789012345',
  idioma: 'pt_BR',
  tokenConfigurado: true,
  appSecretConfigurado: true,
  verify_token: 'verifica-abc',
  webhook_url: 'https://loja.example/api/whatsapp/webhook/1',
  modelos: { ...MODELOS_PADRAO, pedido_recebido: 'recebemos_seu_pedido' },
  ...dados,
});

const validar = (valores: unknown) => validarComSchema(whatsappConfigSchema, valores);

describe('the WhatsApp settings form', () => {
  it('starts from the saved settings, credentials empty', () => {
    const f = formularioDaConfig(config());
    expect(f).toMatchObject({
      ativo: true,
      phoneNumberId: '123456789012345',
      token: { texto: '', remover: false },
      appSecret: { texto: '', remover: false },
    });
    expect(f.modelos.pedido_recebido).toBe('recebemos_seu_pedido');
    expect(formularioDaConfig(config({ phone_number_id: null })).phoneNumberId).toBe('');
  });

  it('keeps the saved credentials when left empty (absent from the body)', () => {
    const r = validar(valoresDaConfig(formularioDaConfig(config())));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.dados.access_token).toBeUndefined();
    expect(r.dados.app_secret).toBeUndefined();
    expect(JSON.parse(JSON.stringify(r.dados))).not.toHaveProperty('access_token');
    expect(r.dados.modelos?.pedido_recebido).toBe('recebemos_seu_pedido');
  });

  it('sends a typed credential, clears a removed one, and a blank one is not a removal', () => {
    const f = formularioDaConfig(config());
    const r = validar(
      valoresDaConfig({
        ...f,
        token: { texto: `  EAAB${'x'.repeat(30)} `, remover: false },
        appSecret: { texto: 'abcdef123', remover: true },
      }),
    );
    expect(r.ok && r.dados.access_token).toBe(`EAAB${'x'.repeat(30)}`);
    expect(r.ok && r.dados.app_secret).toBeNull();
    const branco = valoresDaConfig({ ...f, token: { texto: '   ', remover: false } });
    expect(branco.access_token).toBeUndefined();
  });

  it('clears the phone number ID when emptied and names the default of an emptied template', () => {
    const f = formularioDaConfig(config());
    const r = validar(
      valoresDaConfig({ ...f, phoneNumberId: ' ', modelos: { ...f.modelos, pix_expirado: ' ' } }),
    );
    expect(r.ok && r.dados.phone_number_id).toBeNull();
    expect(r.ok && r.dados.modelos?.pix_expirado).toBe('pix_expirado');
  });

  it("answers the contract's messages on the fields", () => {
    const f = formularioDaConfig(config());
    const r = validar(
      valoresDaConfig({
        ...f,
        phoneNumberId: '12ab',
        token: { texto: 'curto', remover: false },
        modelos: { ...f.modelos, pedido_cancelado: 'Pedido Cancelado' },
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros.phone_number_id).toBe(MENSAGENS_WHATSAPP.phoneNumberIdInvalido);
    expect(r.erros.access_token).toBe(MENSAGENS_WHATSAPP.tokenInvalido);
    expect(r.erros['modelos.pedido_cancelado']).toBe(MENSAGENS_WHATSAPP.modeloInvalido);
  });

  it("puts a server refusal under its field when it is one's", () => {
    expect(campoDoErro(MENSAGENS_WHATSAPP.tokenInvalido)).toBe('access_token');
    expect(campoDoErro(MENSAGENS_WHATSAPP.appSecretInvalido)).toBe('app_secret');
    expect(campoDoErro(MENSAGENS_WHATSAPP.phoneNumberIdInvalido)).toBe('phone_number_id');
    expect(campoDoErro(MENSAGENS_WHATSAPP.faltaConfigurar)).toBeUndefined();
  });
});
