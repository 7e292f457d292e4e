import {
  EVENTOS_WHATSAPP,
  MENSAGENS_WHATSAPP,
  MODELOS_PADRAO,
  type EventoWhatsapp,
  type WhatsappConfigResposta,
} from '@cardapio/shared-events';

/**
 * The pure rules of the WhatsApp settings form (issue 32 §2): what it starts from and what
 * PUT /api/whatsapp/config gets (whatsappConfigSchema checks it here and on the server).
 */

/** A write-only credential: what is typed (empty keeps the saved one) or its removal. */
export interface Credencial {
  texto: string;
  remover: boolean;
}

export interface FormularioDoWhatsapp {
  ativo: boolean;
  phoneNumberId: string;
  token: Credencial;
  appSecret: Credencial;
  modelos: Record<EventoWhatsapp, string>;
}

const INTACTA: Credencial = { texto: '', remover: false };

/** The form as the saved settings are (credentials are never read back). */
export function formularioDaConfig(config: WhatsappConfigResposta): FormularioDoWhatsapp {
  return {
    ativo: config.ativo,
    phoneNumberId: config.phone_number_id ?? '',
    token: INTACTA,
    appSecret: INTACTA,
    modelos: { ...MODELOS_PADRAO, ...config.modelos },
  };
}

/** Removed: null (cleared); typed: the text; left empty: absent (the saved one stays). */
const valorDaCredencial = (c: Credencial) => (c.remover ? null : c.texto.trim() || undefined);

/** The values for whatsappConfigSchema; a template left empty goes back to its default name. */
export function valoresDaConfig(f: FormularioDoWhatsapp) {
  return {
    ativo: f.ativo,
    phone_number_id: f.phoneNumberId.trim(),
    access_token: valorDaCredencial(f.token),
    app_secret: valorDaCredencial(f.appSecret),
    modelos: Object.fromEntries(
      EVENTOS_WHATSAPP.map((evento) => [
        evento,
        f.modelos[evento].trim() || MODELOS_PADRAO[evento],
      ]),
    ) as Record<EventoWhatsapp, string>,
  };
}

/** The form field a server refusal is about (shown under it); undefined: the form's own. */
export function campoDoErro(mensagem: string): string | undefined {
  switch (mensagem) {
    case MENSAGENS_WHATSAPP.phoneNumberIdInvalido:
      return 'phone_number_id';
    case MENSAGENS_WHATSAPP.tokenInvalido:
      return 'access_token';
    case MENSAGENS_WHATSAPP.appSecretInvalido:
      return 'app_secret';
    default:
      return undefined;
  }
}
