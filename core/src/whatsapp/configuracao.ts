import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_WHATSAPP,
  MODELOS_PADRAO,
  type WhatsappConfigInput,
  type WhatsappConfigResposta,
} from '@cardapio/shared-events';
import type { Db } from '../db/client';
import { cacheKeys } from '../shared/cache-keys';
import { validacao } from '../shared/errors';
import type { Invalidacao } from '../shared/invalidacao';
import { whatsappConfig, type WhatsappConfigRow } from './schema';

/** A company's WhatsApp settings: read (never the credentials), saved, and asked by the sending. */
export function createConfiguracao(deps: {
  db: Db;
  now: () => Date;
  publicUrl: string;
  invalidacao: Invalidacao;
}) {
  const { db } = deps;

  async function configDa(empresaId: number): Promise<WhatsappConfigRow | null> {
    const [row] = await db
      .select()
      .from(whatsappConfig)
      .where(eq(whatsappConfig.empresa_id, empresaId));
    return row ?? null;
  }

  /** The settings when the company sends: active, with its number and token. */
  async function configAtiva(empresaId: number): Promise<WhatsappConfigRow | null> {
    const config = await configDa(empresaId);
    return config?.ativo && config.phone_number_id && config.access_token ? config : null;
  }

  const webhookUrl = (empresaId: number) =>
    `${deps.publicUrl.replace(/\/+$/, '')}/api/whatsapp/webhook/${empresaId}`;

  function resposta(empresaId: number, row: WhatsappConfigRow | null): WhatsappConfigResposta {
    return {
      configurado: Boolean(row?.phone_number_id && row.access_token && row.app_secret),
      ativo: row?.ativo ?? false,
      phone_number_id: row?.phone_number_id ?? null,
      idioma: row?.idioma ?? 'pt_BR',
      tokenConfigurado: Boolean(row?.access_token),
      appSecretConfigurado: Boolean(row?.app_secret),
      verify_token: row?.verify_token ?? null,
      webhook_url: webhookUrl(empresaId),
      modelos: { ...MODELOS_PADRAO, ...(row?.modelos ?? {}) },
    };
  }

  /** GET /api/whatsapp/config. */
  async function obter(empresaId: number): Promise<WhatsappConfigResposta> {
    return resposta(empresaId, await configDa(empresaId));
  }

  /**
   * PUT /api/whatsapp/config: a field left out keeps its value, '' or null clears a credential.
   * Active only with the number, the token and the app secret (without the secret no status
   * webhook could be trusted).
   */
  async function salvar(
    empresaId: number,
    input: WhatsappConfigInput,
  ): Promise<WhatsappConfigResposta> {
    const atual = await configDa(empresaId);
    const proximo = {
      phone_number_id:
        input.phone_number_id !== undefined
          ? input.phone_number_id
          : (atual?.phone_number_id ?? null),
      access_token:
        input.access_token !== undefined ? input.access_token : (atual?.access_token ?? null),
      app_secret: input.app_secret !== undefined ? input.app_secret : (atual?.app_secret ?? null),
      ativo: input.ativo ?? atual?.ativo ?? false,
      idioma: input.idioma ?? atual?.idioma ?? 'pt_BR',
      modelos: { ...(atual?.modelos ?? {}), ...(input.modelos ?? {}) },
    };
    if (proximo.ativo && !(proximo.phone_number_id && proximo.access_token && proximo.app_secret))
      throw validacao(MENSAGENS_WHATSAPP.faltaConfigurar);
    const agora = deps.now();
    const [row] = await db
      .insert(whatsappConfig)
      .values({
        empresa_id: empresaId,
        ...proximo,
        verify_token: randomBytes(16).toString('hex'),
        updated_at: agora,
      })
      .onConflictDoUpdate({
        target: whatsappConfig.empresa_id,
        set: { ...proximo, updated_at: agora },
      })
      .returning();
    // The storefront's checkout offers the messages only where the store sends them.
    if ((atual?.ativo ?? false) !== proximo.ativo)
      deps.invalidacao.invalidar([cacheKeys.empresa(empresaId)]);
    return resposta(empresaId, row!);
  }

  return { configDa, configAtiva, obter, salvar };
}

export type ConfiguracaoDoWhatsapp = ReturnType<typeof createConfiguracao>;
