import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  MENSAGENS_PIX,
  PIX_INTERVALO_MS,
  PIX_MAX_TENTATIVAS,
  rooms,
  type AutorDaMudanca,
  type DetalhesPix,
  type Enqueue,
  type JobPayloads,
  type MercadoPagoConfigInput,
  type PagarPixInput,
  type PagarPixResposta,
  type Pedido,
  type PixStatus,
  type PixStatusResposta,
  type ProvedorStatusResposta,
  type Publish,
  type SessionKind,
  type StatusPagamento,
} from '@cardapio/shared-events';
import type { Db, DbOrTx } from '../db/client';
import { empresas } from '../empresas/schema';
import { pedidoItens, pedidos, pedidoStatusHistorico } from '../pedidos/schema';
import { paraPedido } from '../pedidos/serialize';
import { MENSAGENS_PEDIDO, type PedidosService } from '../pedidos/service';
import {
  conflito,
  DomainError,
  isUniqueViolation,
  naoAutenticado,
  naoEncontrado,
} from '../shared/errors';
import { centavosParaNumeric, dinheiro } from '../shared/money';
import { provedorLocal } from './providers/local';
import {
  assinaturaValida,
  provedorMercadoPago,
  tipoDoToken,
  type AssinaturaDoWebhook,
} from './providers/mercadopago';
import type { ProvedorDePix } from './providers/types';
import { empresaPagamentoConfig, pagamentos, type PagamentoRow } from './schema';

export interface PagamentosDeps {
  db: Db;
  pedidos: PedidosService;
  publish: Publish;
  enqueue: Enqueue;
  now: () => Date;
  /** MERCADOPAGO_BASE_URL; a local stand-in in tests. */
  mercadoPagoBaseUrl?: string;
  /** Public address of the site: Mercado Pago notifies `${publicUrl}/api/mercadopago/webhook` (https only). */
  publicUrl?: string;
  /** Time between two polls of a pending PIX (default 5 s); tests shorten it. */
  intervaloMs?: number;
  maxTentativas?: number;
  log?: (mensagem: string, erro?: unknown) => void;
}

const indisponivel = (m: string) => new DomainError('indisponivel', m);

/** Who asks about a payment: the payer, or staff / a kitchen display of the empresa. */
export interface QuemConsulta {
  kind: SessionKind;
  sub: number;
  empresa_id: number;
}

/**
 * PIX on the site (issue 5): the order and its charge are created together; the charge is
 * settled exactly once, whoever notices first (the poll job, Mercado Pago's webhook, a staff
 * member), and each outcome is pushed to the payer and to the staff.
 */
export function createPagamentosService(deps: PagamentosDeps) {
  const { db } = deps;
  const intervaloMs = deps.intervaloMs ?? PIX_INTERVALO_MS;
  const maxTentativas = deps.maxTentativas ?? PIX_MAX_TENTATIVAS;
  const log = deps.log ?? ((m: string, e?: unknown) => console.error(m, e ?? ''));

  async function configDa(empresaId: number) {
    const [row] = await db
      .select()
      .from(empresaPagamentoConfig)
      .where(eq(empresaPagamentoConfig.empresa_id, empresaId));
    return row;
  }

  function mercadoPago(accessToken: string): ProvedorDePix {
    const publico = deps.publicUrl?.replace(/\/+$/, '');
    return provedorMercadoPago({
      accessToken,
      baseUrl: deps.mercadoPagoBaseUrl,
      notificationUrl: publico?.startsWith('https://')
        ? `${publico}/api/mercadopago/webhook`
        : undefined,
    });
  }

  async function local(empresaId: number): Promise<ProvedorDePix> {
    const [e] = await db
      .select({ nome: empresas.nome, cidade: empresas.cidade, email: empresas.email })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return provedorLocal({
      chave: e?.email || 'pix@cardapiovivo.com.br',
      nome: e?.nome || 'Cardapio Vivo',
      cidade: e?.cidade || 'Florianopolis',
    });
  }

  /** Mercado Pago when the company has an access token, otherwise the local provider. */
  async function provedorDaEmpresa(empresaId: number): Promise<ProvedorDePix> {
    const token = (await configDa(empresaId))?.mercadopago_access_token;
    return token ? mercadoPago(token) : local(empresaId);
  }

  /** A charge is always followed up with the provider that issued it. */
  async function provedorDoPagamento(pag: PagamentoRow): Promise<ProvedorDePix> {
    if (pag.provedor === 'local') return local(pag.empresa_id);
    const token = (await configDa(pag.empresa_id))?.mercadopago_access_token;
    if (!token) throw new Error('Empresa sem access token do Mercado Pago');
    return mercadoPago(token);
  }

  async function carregarPedido(tx: DbOrTx, empresaId: number, pedidoId: number) {
    const [row] = await tx
      .select()
      .from(pedidos)
      .where(and(eq(pedidos.id, pedidoId), eq(pedidos.empresa_id, empresaId)));
    if (!row) return undefined;
    const itens = await tx
      .select()
      .from(pedidoItens)
      .where(eq(pedidoItens.pedido_id, pedidoId))
      .orderBy(pedidoItens.id);
    return paraPedido(row, itens);
  }

  async function statusPagamentoDo(pag: PagamentoRow): Promise<StatusPagamento> {
    const [p] = await db
      .select({ s: pedidos.status_pagamento })
      .from(pedidos)
      .where(and(eq(pedidos.id, pag.pedido_id), eq(pedidos.empresa_id, pag.empresa_id)));
    return p?.s ?? 'pendente';
  }

  function resposta(pag: PagamentoRow, statusPagamento: StatusPagamento): PixStatusResposta {
    return {
      payment_id: pag.payment_id,
      pedido_id: pag.pedido_id,
      status: pag.status,
      status_pagamento: statusPagamento,
      tentativas: pag.tentativas,
      expira_em: pag.expira_em.toISOString(),
      updated_at: pag.updated_at.toISOString(),
    };
  }

  function respostaDoPix(pag: PagamentoRow, statusPagamento: StatusPagamento): PagarPixResposta {
    return {
      ...resposta(pag, statusPagamento),
      qr_code: pag.qr_code,
      qr_code_base64: pag.qr_code_base64,
      valor: dinheiro(pag.valor),
      provedor: pag.provedor,
    };
  }

  function avisar(pag: PagamentoRow, pedido: Pedido) {
    deps.publish({
      name: 'pedido:atualizado',
      rooms: [
        rooms.equipe(pedido.empresa_id),
        ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
      ],
      payload: pedido,
    });
    if (pag.usuario_id)
      deps.publish({
        name: 'pix:status',
        rooms: [rooms.usuario(pag.usuario_id)],
        payload: {
          payment_id: pag.payment_id,
          pedido_id: pag.pedido_id,
          status: pag.status,
          status_pagamento: pedido.status_pagamento,
          updated_at: pag.updated_at.toISOString(),
        },
      });
  }

  /**
   * Settles a pending charge. The conditional UPDATE (… where status = 'pending') lets exactly
   * one of several concurrent callers win; the loser writes nothing and publishes nothing.
   * Approved: the order is paid. Rejected or expired: the payment and, while nobody started
   * it, the order are cancelled (a history entry by 'sistema').
   */
  async function concluir(
    pag: PagamentoRow,
    para: Exclude<PixStatus, 'pending'>,
    statusProvedor: string,
  ): Promise<PagamentoRow | null> {
    const agora = deps.now();
    const feito = await db.transaction(async (tx) => {
      const [ganhou] = await tx
        .update(pagamentos)
        .set({ status: para, status_provedor: statusProvedor, updated_at: agora })
        .where(and(eq(pagamentos.id, pag.id), eq(pagamentos.status, 'pending')))
        .returning();
      if (!ganhou) return null;
      const doPedido = and(eq(pedidos.id, pag.pedido_id), eq(pedidos.empresa_id, pag.empresa_id));
      const [atual] = await tx
        .select({ status: pedidos.status })
        .from(pedidos)
        .where(doPedido)
        .for('update');
      if (para === 'approved') {
        await tx
          .update(pedidos)
          .set({ status_pagamento: 'pago', updated_at: agora })
          .where(doPedido);
      } else {
        const cancelarPedido = atual?.status === 'pendente';
        await tx
          .update(pedidos)
          .set({
            status_pagamento: 'cancelado',
            ...(cancelarPedido ? { status: 'cancelado' as const } : {}),
            updated_at: agora,
          })
          .where(doPedido);
        if (cancelarPedido)
          await tx.insert(pedidoStatusHistorico).values({
            empresa_id: pag.empresa_id,
            pedido_id: pag.pedido_id,
            de: 'pendente',
            para: 'cancelado',
            autor_tipo: 'sistema',
            autor_id: null,
            autor_nome: para === 'expired' ? 'Sistema: PIX expirado' : 'Sistema: PIX rejeitado',
          });
      }
      const pedido = await carregarPedido(tx, pag.empresa_id, pag.pedido_id);
      return { pagamento: ganhou, pedido };
    });
    if (!feito) return null;
    if (feito.pedido) avisar(feito.pagamento, feito.pedido);
    return feito.pagamento;
  }

  async function agendarConsulta(pag: PagamentoRow, tentativa: number) {
    await deps.enqueue(
      'pix.consultar',
      { empresaId: pag.empresa_id, pagamentoId: pag.id, tentativa },
      { delayMs: intervaloMs, jobId: `pix-consultar-${pag.id}-${tentativa}` },
    );
  }

  async function doPayment(empresaId: number, paymentId: string) {
    const [pag] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.empresa_id, empresaId), eq(pagamentos.payment_id, paymentId)))
      .orderBy(desc(pagamentos.id))
      .limit(1);
    if (!pag) throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
    return pag;
  }

  return {
    concluir,

    /** GET /api/mercadopago/status: what the storefront may offer (no credential ever leaves). */
    async status(empresaId: number): Promise<ProvedorStatusResposta> {
      const token = (await configDa(empresaId))?.mercadopago_access_token;
      if (!token)
        return {
          status: 'demonstracao',
          tokenType: 'test',
          cardEnabled: false,
          pixEnabled: true,
          message: 'PIX de demonstração: o pagamento é confirmado pela equipe da loja.',
          provedor: 'local',
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
      };
    },

    /** What the back-office may know about the credentials: whether they are set, never their value. */
    async configuracao(empresaId: number) {
      const cfg = await configDa(empresaId);
      const token = cfg?.mercadopago_access_token;
      return {
        configurado: Boolean(token),
        tokenType: token ? tipoDoToken(token) : null,
        webhookSecretConfigurado: Boolean(cfg?.mercadopago_webhook_secret),
      };
    },

    async configurar(empresaId: number, input: MercadoPagoConfigInput) {
      const agora = deps.now();
      await db
        .insert(empresaPagamentoConfig)
        .values({
          empresa_id: empresaId,
          mercadopago_access_token: input.access_token,
          mercadopago_webhook_secret: input.webhook_secret,
          updated_at: agora,
        })
        .onConflictDoUpdate({
          target: empresaPagamentoConfig.empresa_id,
          set: {
            mercadopago_access_token: input.access_token,
            mercadopago_webhook_secret: input.webhook_secret,
            updated_at: agora,
          },
        });
      return this.configuracao(empresaId);
    },

    /**
     * POST /api/mercadopago/pagar-pix: the order (paid on the site, pending) and its charge in
     * one transaction, from the server-side cart; the amount is the server's. A repeated click
     * finds the cart gone and answers the charge the first click created.
     */
    async pagarPix(
      empresaId: number,
      usuarioId: number,
      input: PagarPixInput,
    ): Promise<PagarPixResposta> {
      const provedor = await provedorDaEmpresa(empresaId);
      const expiraEm = new Date(deps.now().getTime() + intervaloMs * maxTentativas);
      let pag: PagamentoRow;
      let statusPagamento: StatusPagamento;
      try {
        const { pedido, extra } = await deps.pedidos.checkout(
          empresaId,
          usuarioId,
          {
            tipo_pedido: 'entrega',
            observacoes: input.observacoes,
            dados_cliente: input.dados_cliente,
          },
          {
            metodo_pagamento: 'site',
            metodo: 'pix',
            detalhado: 'pix_site',
            precisaTroco: false,
            valorTroco: null,
          },
          async (tx, pedido, { carrinhoId, totalCentavos }) => {
            const chave = `carrinho-${carrinhoId}`;
            let cobranca;
            try {
              cobranca = await provedor.criar({
                idempotencyKey: `cardapio-vivo-${empresaId}-${chave}`,
                valorCentavos: totalCentavos,
                descricao: `Pedido #${pedido.id}`,
                emailPagador: pedido.email_cliente ?? 'cliente@cardapiovivo.com.br',
                referencia: String(pedido.id),
                expiraEm,
              });
            } catch (error) {
              log(`[pix] ${provedor.tipo} não gerou a cobrança do pedido ${pedido.id}`, error);
              throw indisponivel(MENSAGENS_PIX.erroGerar);
            }
            const [row] = await tx
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
            const detalhes: DetalhesPix = {
              metodo: 'pix',
              provedor: provedor.tipo,
              payment_id: cobranca.paymentId,
              expira_em: expiraEm.toISOString(),
            };
            await tx
              .update(pedidos)
              .set({ detalhes_pagamento: { ...pedido.detalhes_pagamento, ...detalhes } })
              .where(eq(pedidos.id, pedido.id));
            return row!;
          },
        );
        pag = extra;
        statusPagamento = pedido.status_pagamento;
      } catch (error) {
        const carrinhoJaPago =
          (error instanceof DomainError && error.message === MENSAGENS_PEDIDO.carrinhoVazio) ||
          isUniqueViolation(error);
        if (carrinhoJaPago) {
          const [anterior] = await db
            .select()
            .from(pagamentos)
            .where(
              and(
                eq(pagamentos.empresa_id, empresaId),
                eq(pagamentos.usuario_id, usuarioId),
                eq(pagamentos.status, 'pending'),
                gt(pagamentos.expira_em, deps.now()),
              ),
            )
            .orderBy(desc(pagamentos.id))
            .limit(1);
          if (anterior) return respostaDoPix(anterior, await statusPagamentoDo(anterior));
        }
        throw error;
      }
      try {
        await agendarConsulta(pag, 1);
      } catch (error) {
        // The charge stands; the webhook, the customer's polling or staff can still settle it.
        log('[pix] não foi possível agendar a consulta do pagamento', error);
      }
      return respostaDoPix(pag, statusPagamento);
    },

    /** GET /api/mercadopago/status/:payment_id: the payer or staff of the empresa only. */
    async consultarStatus(quem: QuemConsulta, paymentId: string): Promise<PixStatusResposta> {
      const pag = await doPayment(quem.empresa_id, paymentId);
      if (quem.kind === 'cliente' && pag.usuario_id !== quem.sub)
        throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
      return resposta(pag, await statusPagamentoDo(pag));
    },

    /** Staff approve or reject a demo (local) PIX: the same settlement as a real approval. */
    async simular(
      empresaId: number,
      paymentId: string,
      status: 'approved' | 'rejected',
    ): Promise<PixStatusResposta> {
      const pag = await doPayment(empresaId, paymentId);
      if (pag.provedor !== 'local') throw conflito(MENSAGENS_PIX.somenteLocal);
      const feito = await concluir(pag, status, `simulado_${status}`);
      if (!feito) throw conflito(MENSAGENS_PIX.jaConcluido);
      return resposta(feito, await statusPagamentoDo(feito));
    },

    /**
     * POST /api/mercadopago/webhook: only a notification signed with the company's secret is
     * heard, and even then the status is read from Mercado Pago, never taken from the body.
     */
    async webhook(assinatura: AssinaturaDoWebhook): Promise<{ status: PixStatus }> {
      if (!assinatura.xSignature || !assinatura.xRequestId || !assinatura.dataId)
        throw naoAutenticado(MENSAGENS_PIX.assinaturaInvalida);
      const [pag] = await db
        .select()
        .from(pagamentos)
        .where(
          and(eq(pagamentos.provedor, 'mercadopago'), eq(pagamentos.payment_id, assinatura.dataId)),
        );
      if (!pag) throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
      const segredo = (await configDa(pag.empresa_id))?.mercadopago_webhook_secret;
      if (!segredo || !assinaturaValida(segredo, assinatura))
        throw naoAutenticado(MENSAGENS_PIX.assinaturaInvalida);
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
      return { status: feito?.status ?? situacao.status };
    },

    /** Job pix.consultar: one poll; the next is scheduled until the 24th, then the charge expires. */
    async consultar(job: JobPayloads['pix.consultar']): Promise<void> {
      const [pag] = await db
        .select()
        .from(pagamentos)
        .where(and(eq(pagamentos.id, job.pagamentoId), eq(pagamentos.empresa_id, job.empresaId)));
      if (!pag || pag.status !== 'pending') return;
      await db
        .update(pagamentos)
        .set({ tentativas: job.tentativa })
        .where(and(eq(pagamentos.id, pag.id), eq(pagamentos.status, 'pending')));
      let provedor: ProvedorDePix | null = null;
      try {
        provedor = await provedorDoPagamento(pag);
        const situacao = await provedor.consultar(pag.payment_id);
        if (situacao.status !== 'pending') {
          await concluir(pag, situacao.status, situacao.statusProvedor);
          return;
        }
      } catch (error) {
        // One failed poll is one attempt used; the chain goes on.
        log(`[pix] consulta ${job.tentativa} do pagamento ${pag.id} falhou`, error);
      }
      if (job.tentativa >= maxTentativas) {
        const expirou = await concluir(pag, 'expired', 'expired');
        if (expirou && provedor)
          await provedor
            .cancelar(pag.payment_id)
            .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
        return;
      }
      await agendarConsulta(pag, job.tentativa + 1);
    },

    /**
     * The order was cancelled by the staff: its PIX still pending is withdrawn through the same
     * exactly-once path (a later approval finds nothing pending and changes nothing) and the
     * charge is cancelled at the provider, so the customer can no longer pay it.
     */
    async pedidoCancelado(empresaId: number, pedidoId: number): Promise<void> {
      const pendentes = await db
        .select()
        .from(pagamentos)
        .where(
          and(
            eq(pagamentos.empresa_id, empresaId),
            eq(pagamentos.pedido_id, pedidoId),
            eq(pagamentos.status, 'pending'),
          ),
        );
      for (const pag of pendentes) {
        if (!(await concluir(pag, 'rejected', 'pedido_cancelado'))) continue;
        const provedor = await provedorDoPagamento(pag).catch(() => null);
        await provedor
          ?.cancelar(pag.payment_id)
          .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
      }
    },

    /**
     * PUT /api/pedidos/:id/status-pagamento (staff). A PIX still pending is settled through
     * the same exactly-once path as the webhook and the poll; otherwise the order alone changes.
     */
    async mudarStatusPagamento(
      empresaId: number,
      pedidoId: number,
      para: StatusPagamento,
      autor: AutorDaMudanca,
    ): Promise<Pedido> {
      const atual = await carregarPedido(db, empresaId, pedidoId);
      if (!atual) throw naoEncontrado('Pedido não encontrado');
      const [pendente] = await db
        .select()
        .from(pagamentos)
        .where(
          and(
            eq(pagamentos.empresa_id, empresaId),
            eq(pagamentos.pedido_id, pedidoId),
            eq(pagamentos.status, 'pending'),
          ),
        );
      if (pendente && (para === 'pago' || para === 'cancelado')) {
        await concluir(
          pendente,
          para === 'pago' ? 'approved' : 'rejected',
          `manual_${autor.tipo}${autor.id === null ? '' : `_${autor.id}`}`,
        );
        return (await carregarPedido(db, empresaId, pedidoId))!;
      }
      const mudados = await db
        .update(pedidos)
        .set({ status_pagamento: para, updated_at: deps.now() })
        .where(
          and(
            eq(pedidos.id, pedidoId),
            eq(pedidos.empresa_id, empresaId),
            inArray(
              pedidos.status_pagamento,
              (['pendente', 'pago', 'cancelado'] as const).filter((s) => s !== para),
            ),
          ),
        )
        .returning({ id: pedidos.id });
      const pedido = (await carregarPedido(db, empresaId, pedidoId))!;
      if (mudados.length > 0)
        deps.publish({
          name: 'pedido:atualizado',
          rooms: [
            rooms.equipe(empresaId),
            ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
          ],
          payload: pedido,
        });
      return pedido;
    },
  };
}

export type PagamentosService = ReturnType<typeof createPagamentosService>;
