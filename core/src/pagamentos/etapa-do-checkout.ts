import { MENSAGENS_PIX, type DetalhesPix } from '@cardapio/shared-events';
import { totalDoCheckout, type EtapaDoCheckout } from '../checkout/pipeline';
import { conflito } from '../shared/errors';
import { centavosParaNumeric } from '../shared/money';
import type { Conclusao } from './conclusao';
import type { Consulta } from './consulta';
import { indisponivel, type Deps } from './deps';
import { pagamentos } from './schema';
import { registrarPagamentoProvedor } from './pagamento-provedor';
import {
  FalhaDoProvedor,
  recusaDefinitiva,
  type CobrancaPix,
  type ProvedorDePix,
} from './providers/types';
import type { Provedores } from './provedores';
import { respostaDoPix, semCobranca } from './respostas';

/** What the checkout's payment step carries from its work outside the transaction to inside. */
export interface CobrancaDoCheckout {
  provedor: ProvedorDePix;
  expiraEm: Date;
  /** The total the charge was created for (the quote's), in cents. */
  valorCentavos: number;
  /** The charge at the provider; null for a total of R$ 0,00. */
  cobranca: CobrancaPix | null;
}

/**
 * 'pagamento' of the checkout. An order paid on the site gets its PIX charge created at the
 * provider OUTSIDE the transaction (`foraDaTransacao`, with the quote's total and an order id
 * taken for it), so a slow provider holds no cart, coupon or stock lock; the transaction then
 * records the charge with the order, if the order's total is still the charged one (else 409
 * and the charge is withdrawn: `seFalhar`). The first poll is scheduled after the commit. An
 * order whose total is R$ 0,00 gets none: no provider is ever asked for a charge of nothing,
 * and 'criar-pedido' placed it paid. Undone by withdrawing a charge still pending.
 */
export function createEtapaDoCheckout(
  deps: Pick<Deps, 'pedidos' | 'now' | 'log' | 'validadePadraoMs'>,
  pecas: Pick<Provedores, 'configDa' | 'provedorDaEmpresa'> &
    Pick<Consulta, 'agendarConsulta'> &
    Pick<Conclusao, 'retirarDoPedido'>,
): EtapaDoCheckout<CobrancaDoCheckout | null> {
  const { log } = deps;
  const { configDa, provedorDaEmpresa, agendarConsulta, retirarDoPedido } = pecas;

  /** How long a new charge of this company can be paid. */
  function validadeMs(cfg: Awaited<ReturnType<typeof configDa>>): number {
    const minutos = cfg?.pix_validade_minutos;
    return minutos ? minutos * 60_000 : deps.validadePadraoMs;
  }

  return {
    nome: 'pagamento',
    async preparar(ctx) {
      if (ctx.pagamento.metodo_pagamento !== 'site') return null;
      const provedor = await provedorDaEmpresa(ctx.empresaId);
      const expiraEm = new Date(deps.now().getTime() + validadeMs(await configDa(ctx.empresaId)));
      return { provedor, expiraEm, valorCentavos: 0, cobranca: null };
    },
    async foraDaTransacao(cotacao, preparado) {
      const valorCentavos = totalDoCheckout(cotacao);
      preparado.valorCentavos = valorCentavos;
      if (valorCentavos === 0) return false;
      const pedidoId = await deps.pedidos.reservarId();
      cotacao.idDoPedido = pedidoId;
      const { provedor, expiraEm } = preparado;
      try {
        preparado.cobranca = await provedor.criar({
          // One charge per order id: a retried request never creates a second one.
          idempotencyKey: `cardapio-vivo-${cotacao.empresaId}-pedido-${pedidoId}`,
          valorCentavos,
          descricao: `Pedido #${pedidoId}`,
          emailPagador: cotacao.cliente.email || 'cliente@cardapiovivo.com.br',
          referencia: String(pedidoId),
          expiraEm,
        });
      } catch (error) {
        log(`[pix] ${provedor.tipo} não gerou a cobrança do pedido ${pedidoId}`, error);
        // Refused for good (a wrong access token, say): the same click would be refused again.
        if (recusaDefinitiva(error)) throw conflito(MENSAGENS_PIX.indisponivelNaLoja);
        // Out of reach or failing for now: worth trying again.
        if (error instanceof FalhaDoProvedor) throw indisponivel(MENSAGENS_PIX.erroGerar);
        throw error;
      }
      return true;
    },
    async seFalhar({ provedor, cobranca }) {
      // Nobody was shown this charge (the order was not written): it must not stay payable.
      if (cobranca)
        await provedor
          .cancelar(cobranca.paymentId)
          .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
    },
    async executar(tx, ctx, preparado) {
      if (!preparado) return;
      const { provedor, expiraEm, cobranca } = preparado;
      const { empresaId, usuarioId } = ctx;
      const pedido = ctx.pedido!;
      const totalCentavos = totalDoCheckout(ctx);
      // The cart, a price or the coupon changed between the quote and this transaction.
      if (totalCentavos !== preparado.valorCentavos) throw conflito(MENSAGENS_PIX.valorMudou);
      if (!cobranca) {
        ctx.cobranca = semCobranca(pedido);
        return;
      }
      // One charge per cart (a repeated click finds it); a staff order has no cart: its order.
      const carrinhoId = ctx.carrinho?.id;
      const chave = carrinhoId ? `carrinho-${carrinhoId}` : `pedido-${pedido.id}`;
      const [pag] = await tx
        .insert(pagamentos)
        .values({
          empresa_id: empresaId,
          pedido_id: pedido.id,
          usuario_id: usuarioId,
          provedor: provedor.tipo,
          payment_id: cobranca.paymentId,
          status: 'pending',
          status_provedor: cobranca.statusProvedor,
          valor: centavosParaNumeric(totalCentavos),
          qr_code: cobranca.qrCode,
          qr_code_base64: cobranca.qrCodeBase64,
          expira_em: expiraEm,
          idempotency_key: chave,
        })
        .returning();
      await registrarPagamentoProvedor(tx, pag!);
      const detalhes: DetalhesPix = {
        metodo: 'pix',
        provedor: provedor.tipo,
        payment_id: cobranca.paymentId,
        expira_em: expiraEm.toISOString(),
      };
      ctx.pedido = await deps.pedidos.anotarPagamento(tx, empresaId, pedido.id, detalhes);
      ctx.cobranca = respostaDoPix(pag!, ctx.pedido.status_pagamento);
      ctx.depoisDoCommit.push(async () => {
        try {
          await agendarConsulta(pag!, 1);
        } catch (error) {
          // The charge stands; the webhook, the customer's polling or staff can still settle it.
          log('[pix] não foi possível agendar a consulta do pagamento', error);
        }
      });
    },
    desfazer: (tx, { empresaId, pedidoId }) => retirarDoPedido(tx, empresaId, pedidoId),
  };
}
