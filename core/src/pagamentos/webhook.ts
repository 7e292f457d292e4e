import { and, eq } from 'drizzle-orm';
import { MENSAGENS_PIX, type PixStatus } from '@cardapio/shared-events';
import { naoAutenticado } from '../shared/errors';
import type { Conclusao } from './conclusao';
import { indisponivel, type Deps } from './deps';
import { pagamentoPorIdDoProvedor } from './pagamento-provedor';
import { assinaturaValida, type AssinaturaDoWebhook } from './providers/mercadopago';
import type { Provedores } from './provedores';
import type { Registros } from './registros';
import { pagamentos } from './schema';

/** Checked against when the payment or its company's secret is unknown: never a valid key. */
const SEGREDO_DE_NINGUEM = 'segredo-que-nenhuma-empresa-usa';

/** Mercado Pago's notifications: heard only when signed, and then only as a cue to ask it. */
export function createWebhook(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  pecas: Pick<Provedores, 'configDa' | 'provedorDoPagamento'> &
    Pick<Registros, 'recarregar'> &
    Pick<Conclusao, 'concluir'>,
) {
  const { db, log } = deps;
  const { configDa, provedorDoPagamento, recarregar, concluir } = pecas;

  /**
   * POST /api/mercadopago/webhook: only a notification signed with the company's secret, less
   * than 5 minutes ago, is heard, and even then the status is read from Mercado Pago, never
   * taken from the body. Every refusal is the same 401, whether the payment exists or not, so
   * the endpoint tells a stranger nothing about which ids exist.
   */
  async function webhook(assinatura: AssinaturaDoWebhook): Promise<{ status: PixStatus }> {
    // The notification brings only the payment id: pagamento_provedor says whose charge it is.
    const origem = assinatura.dataId
      ? await pagamentoPorIdDoProvedor(db, 'mercadopago', assinatura.dataId)
      : undefined;
    const [pag] = origem
      ? await db
          .select()
          .from(pagamentos)
          .where(
            and(
              eq(pagamentos.empresa_id, origem.empresa_id),
              eq(pagamentos.id, origem.pagamento_id),
            ),
          )
      : [];
    const segredo = pag && (await configDa(pag.empresa_id))?.mercadopago_webhook_secret;
    // An unknown id still costs one HMAC, so timing does not tell it apart either.
    const valida = assinaturaValida(segredo || SEGREDO_DE_NINGUEM, assinatura, deps.now());
    if (!pag || !segredo || !valida) throw naoAutenticado(MENSAGENS_PIX.assinaturaInvalida);
    if (pag.status !== 'pending') return { status: pag.status };
    let situacao;
    try {
      situacao = await (await provedorDoPagamento(pag)).consultar(pag.payment_id);
    } catch (error) {
      log('[pix] webhook: o Mercado Pago não respondeu à consulta', error);
      // A non-2xx answer makes Mercado Pago retry the notification later.
      throw indisponivel(MENSAGENS_PIX.erroVerificar);
    }
    if (situacao.status === 'pending') return { status: 'pending' };
    const feito = await concluir(pag, situacao.status, situacao.statusProvedor);
    return { status: (feito ?? (await recarregar(pag))).status };
  }

  return { webhook };
}
