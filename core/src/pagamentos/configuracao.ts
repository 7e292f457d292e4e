import {
  PIX_VALIDADE_PADRAO_MINUTOS,
  type MercadoPagoConfigInput,
  type MercadoPagoConfigResposta,
  type ProvedorStatusResposta,
} from '@cardapio/shared-events';
import type { Deps } from './deps';
import { tipoDoToken } from './providers/mercadopago';
import type { Provedores } from './provedores';
import { empresaPagamentoConfig } from './schema';

/** A company's payment settings: what the storefront and the back-office see, and saving them. */
export function createConfiguracao(
  deps: Pick<Deps, 'db' | 'now'>,
  { configDa, daDemonstracao }: Pick<Provedores, 'configDa' | 'daDemonstracao'>,
) {
  /** GET /api/mercadopago/status: what the storefront may offer (no credential ever leaves). */
  async function status(empresaId: number): Promise<ProvedorStatusResposta> {
    const [token, simulacao] = await Promise.all([
      configDa(empresaId).then((c) => c?.mercadopago_access_token),
      daDemonstracao(empresaId),
    ]);
    if (!token)
      return {
        status: 'demonstracao',
        tokenType: 'test',
        cardEnabled: false,
        pixEnabled: true,
        message: 'PIX de demonstração: o pagamento é confirmado pela equipe da loja.',
        provedor: 'local',
        simulacao,
      };
    const tokenType = tipoDoToken(token);
    return {
      status: 'ativo',
      tokenType,
      cardEnabled: false,
      pixEnabled: true,
      message:
        tokenType === 'test'
          ? 'Mercado Pago em modo de teste'
          : 'Pagamentos PIX pelo Mercado Pago ativos',
      provedor: 'mercadopago',
      simulacao,
    };
  }

  /** What the back-office may know about the credentials: whether they are set, never their value. */
  async function configuracao(empresaId: number): Promise<MercadoPagoConfigResposta> {
    const cfg = await configDa(empresaId);
    const token = cfg?.mercadopago_access_token;
    return {
      configurado: Boolean(token),
      tokenType: token ? tipoDoToken(token) : null,
      webhookSecretConfigurado: Boolean(cfg?.mercadopago_webhook_secret),
      pix_validade_minutos: cfg?.pix_validade_minutos ?? PIX_VALIDADE_PADRAO_MINUTOS,
    };
  }

  /** A field the input leaves out keeps its saved value; null clears it (the lifetime: default). */
  async function configurar(empresaId: number, input: MercadoPagoConfigInput) {
    const agora = deps.now();
    const campos = {
      ...(input.access_token !== undefined ? { mercadopago_access_token: input.access_token } : {}),
      ...(input.webhook_secret !== undefined
        ? { mercadopago_webhook_secret: input.webhook_secret }
        : {}),
      ...(input.pix_validade_minutos !== undefined
        ? { pix_validade_minutos: input.pix_validade_minutos }
        : {}),
      updated_at: agora,
    };
    await deps.db
      .insert(empresaPagamentoConfig)
      .values({ empresa_id: empresaId, ...campos })
      .onConflictDoUpdate({ target: empresaPagamentoConfig.empresa_id, set: campos });
    return configuracao(empresaId);
  }

  return { status, configuracao, configurar };
}
