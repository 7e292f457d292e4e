import { z } from 'zod';
import { texto } from './campos';
import { EVENTOS_WHATSAPP, MENSAGENS_WHATSAPP } from './whatsapp';

/** The WhatsApp settings' input (issue 32 §2): PUT /api/whatsapp/config. */

const M = MENSAGENS_WHATSAPP;

/**
 * A credential: absent keeps the saved one, '' or null clears it. Never trimmed inside (a token
 * is taken as typed, only the ends' spaces a paste brings are dropped).
 */
const credencial = (mensagem: string, min: number, max: number) =>
  texto(max, { erro: mensagem, longo: mensagem })
    .refine((v) => v === '' || (v.length >= min && !/\s/.test(v)), { error: mensagem })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A template's name as Meta allows it: lower case letters, digits and '_'. */
const nomeDoModelo = texto(512, { erro: M.modeloInvalido, longo: M.modeloInvalido }).regex(
  /^[a-z0-9_]+$/,
  M.modeloInvalido,
);

export const whatsappConfigSchema = z.object({
  phone_number_id: texto(30, { erro: M.phoneNumberIdInvalido, longo: M.phoneNumberIdInvalido })
    .refine((v) => v === '' || /^\d{5,30}$/.test(v), { error: M.phoneNumberIdInvalido })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  access_token: credencial(M.tokenInvalido, 20, 1000),
  app_secret: credencial(M.appSecretInvalido, 8, 200),
  ativo: z.boolean({ error: M.ativoInvalido }).optional(),
  idioma: z.enum(['pt_BR'], { error: 'Idioma inválido' }).optional(),
  modelos: z
    .partialRecord(z.enum(EVENTOS_WHATSAPP, { error: M.modeloInvalido }), nomeDoModelo, {
      error: M.modeloInvalido,
    })
    .optional(),
});
export type WhatsappConfigInput = z.output<typeof whatsappConfigSchema>;

/** The customer's choice at checkout: absent, on when the order has a phone. */
export const whatsappAceitoSchema = z.boolean({ error: M.aceiteInvalido }).optional();
