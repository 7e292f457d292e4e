import { and, asc, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import {
  intervaloDaConsultaPix,
  MENSAGENS_PIX,
  PIX_INTERVALO_MS,
  PIX_VALIDADE_PADRAO_MINUTOS,
  recusaDoStatusPagamento,
  rooms,
  type AutorDaMudanca,
  type DetalhesPix,
  type Enqueue,
  type JobPayloads,
  type MercadoPagoConfigInput,
  type MercadoPagoConfigResposta,
  type PagarPixInput,
  type PagarPixResposta,
  type PagarPixSemCobranca,
  type Pedido,
  type PixStatus,
  type PixStatusResposta,
  type ProvedorStatusResposta,
  type Publish,
  type RespostaDoPagarPix,
  type SessionKind,
  type StatusPagamento,
} from '@cardapio/shared-events';
import type { Db, DbOrTx, Tx } from '../db/client';
import { empresas } from '../empresas/schema';
import type { Checkout, EtapaDoCheckout } from '../checkout/pipeline';
import { totalDoCheckout } from '../checkout/pipeline';
import { pedidoItens, pedidos } from '../pedidos/schema';
import { paraPedido } from '../pedidos/serialize';
import { MENSAGENS_PEDIDO, type AutorComNome, type PedidosService } from '../pedidos/service';
import type { PedidoTravado } from '../pedidos/status-pagamento';
import {
  conflito,
  DomainError,
  isUniqueViolation,
  naoAutenticado,
  naoEncontrado,
  proibido,
} from '../shared/errors';
import { centavosParaNumeric, dinheiro } from '../shared/money';
import { provedorLocal } from './providers/local';
import {
  assinaturaValida,
  provedorMercadoPago,
  tipoDoToken,
  type AssinaturaDoWebhook,
} from './providers/mercadopago';
import {
  FalhaDoProvedor,
  recusaDefinitiva,
  type CobrancaPix,
  type ProvedorDePix,
  type SituacaoPix,
} from './providers/types';
import { empresaPagamentoConfig, pagamentos, type PagamentoRow } from './schema';
import { pagamentoPorIdDoProvedor, registrarPagamentoProvedor } from './pagamento-provedor';

export interface PagamentosDeps {
  db: Db;
  pedidos: PedidosService;
  /** The checkout pipeline: an order paid on the site is created through it. */
  checkout: Checkout;
  publish: Publish;
  enqueue: Enqueue;
  now: () => Date;
  /** MERCADOPAGO_BASE_URL; a local stand-in in tests. */
  mercadoPagoBaseUrl?: string;
  /** Public address of the site: Mercado Pago notifies `${publicUrl}/api/mercadopago/webhook` (https only). */
  publicUrl?: string;
  /** Time between two polls of a pending PIX at first (default 5 s); tests shorten it. */
  intervaloMs?: number;
  /** Lifetime of a charge when the company set none (default 30 min); tests shorten it. */
  validadePadraoMs?: number;
  log?: (mensagem: string, erro?: unknown) => void;
}

const indisponivel = (m: string) => new DomainError('indisponivel', m);

/** Checked against when the payment or its company's secret is unknown: never a valid key. */
const SEGREDO_DE_NINGUEM = 'segredo-que-nenhuma-empresa-usa';

/**
 * status_provedor of a pending Mercado Pago charge while a staff member cancels it there before
 * moving the order's payment by hand: the 'cancelled' the provider then reports is theirs.
 */
const CANCELANDO_PELA_EQUIPE = 'cancelando_pela_equipe';

/** What the checkout's payment step carries from its work outside the transaction to inside. */
interface CobrancaDoCheckout {
  provedor: ProvedorDePix;
  expiraEm: Date;
  /** The total the charge was created for (the quote's), in cents. */
  valorCentavos: number;
  /** The charge at the provider; null for a total of R$ 0,00. */
  cobranca: CobrancaPix | null;
}

/** A staff move of an order's payment, done: what to announce after the commit. */
interface FeitoManual {
  /** The charge withdrawn with it, if any. */
  pagamento: PagamentoRow | null;
  mudou: boolean;
  depoisDoCommit: () => Promise<void>;
}

/** What the first transaction of a staff move decided. */
type PassoManual =
  | ({ tipo: 'feito' } & FeitoManual)
  | { tipo: 'vencido'; pagamento: PagamentoRow }
  | { tipo: 'cancelar'; pagamento: PagamentoRow }
  | { tipo: 'de-novo' };

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
  const validadePadraoMs = deps.validadePadraoMs ?? PIX_VALIDADE_PADRAO_MINUTOS * 60_000;
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
    // The Banco Central's e-mail keys have at most 77 characters (all a BR Code can carry).
    const chave = e?.email && Buffer.byteLength(e.email) <= 77 ? e.email : null;
    return provedorLocal({
      chave: chave ?? 'pix@cardapiovivo.com.br',
      nome: e?.nome || 'Cardapio Vivo',
      cidade: e?.cidade || 'Florianopolis',
    });
  }

  /** A company of the demo seed: the only one whose staff may simulate a payment. */
  async function daDemonstracao(empresaId: number): Promise<boolean> {
    const [e] = await db
      .select({ demonstracao: empresas.demonstracao })
      .from(empresas)
      .where(eq(empresas.id, empresaId));
    return e?.demonstracao ?? false;
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
    // As good as a refused token: nothing can be asked of Mercado Pago about it until one is set.
    if (!token) throw new FalhaDoProvedor('Empresa sem access token do Mercado Pago', 401);
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
      .where(and(eq(pedidoItens.empresa_id, empresaId), eq(pedidoItens.pedido_id, pedidoId)))
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
      pagamento_necessario: true,
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
   * Inside the transaction that cancels an order (pedidos.mudarStatus): its PIX still pending
   * is withdrawn there, so no approval can slip in between. Answers the work for after the
   * commit: the charge cancelled at the provider (the customer can no longer pay it) and the
   * payer told.
   */
  async function retirarDoPedido(
    tx: Tx,
    empresaId: number,
    pedidoId: number,
  ): Promise<() => Promise<void>> {
    const retirados = await tx
      .update(pagamentos)
      .set({ status: 'rejected', status_provedor: 'pedido_cancelado', updated_at: deps.now() })
      .where(
        and(
          eq(pagamentos.empresa_id, empresaId),
          eq(pagamentos.pedido_id, pedidoId),
          eq(pagamentos.status, 'pending'),
        ),
      )
      .returning();
    return async () => {
      for (const pag of retirados) {
        const provedor = await provedorDoPagamento(pag).catch(() => null);
        await provedor
          ?.cancelar(pag.payment_id)
          .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
        const pedido = await carregarPedido(db, empresaId, pedidoId);
        if (pedido && pag.usuario_id)
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
    };
  }

  /**
   * Settles a pending charge inside the caller's transaction, the order's row already locked
   * (pedidos.travar: the order first, then the payment, on every path). The conditional UPDATE
   * (… where status = 'pending') lets exactly one of several concurrent callers win; the loser
   * writes nothing. Approved: the order is paid (a cancelled order refuses it: 409, nothing
   * written). Rejected or expired: the order's payment and, while nobody started it, the order
   * are cancelled (a history entry by 'sistema', and the reason kept for the customer). A
   * rejection does not win a charge a staff member is cancelling at the provider
   * (CANCELANDO_PELA_EQUIPE): that 'cancelled' is the staff's own doing, theirs to settle.
   */
  async function concluirNaTransacao(
    tx: Tx,
    pedido: PedidoTravado,
    pag: PagamentoRow,
    para: Exclude<PixStatus, 'pending'>,
    statusProvedor: string,
    agora: Date,
  ): Promise<{ pagamento: PagamentoRow; depoisDoCommit: () => Promise<void> } | null> {
    const [ganhou] = await tx
      .update(pagamentos)
      .set({ status: para, status_provedor: statusProvedor, updated_at: agora })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
          para === 'rejected'
            ? or(
                isNull(pagamentos.status_provedor),
                ne(pagamentos.status_provedor, CANCELANDO_PELA_EQUIPE),
              )
            : undefined,
        ),
      )
      .returning();
    if (!ganhou) return null;
    const nada = { pagamento: ganhou, depoisDoCommit: async () => {} };
    const sistema = {
      tipo: 'sistema' as const,
      id: null,
      nome: para === 'expired' ? 'Sistema: PIX expirado' : 'Sistema: PIX rejeitado',
    };
    if (para === 'approved') {
      await deps.pedidos.mudarStatusDePagamento(tx, pedido, 'pago', { agora, autor: sistema });
      return nada;
    }
    if (pedido.status_pagamento !== 'pendente') return nada;
    const { depoisDoCommit } = await deps.pedidos.mudarStatusDePagamento(tx, pedido, 'cancelado', {
      agora,
      autor: sistema,
      cancelarPedido: pedido.status === 'pendente',
      motivo: para === 'expired' ? 'pix_expirado' : 'pix_rejeitado',
    });
    return { pagamento: ganhou, depoisDoCommit };
  }

  /** concluirNaTransacao in a transaction of its own; the winner announces the outcome. */
  async function concluir(
    pag: PagamentoRow,
    para: Exclude<PixStatus, 'pending'>,
    statusProvedor: string,
  ): Promise<PagamentoRow | null> {
    const agora = deps.now();
    const feito = await db.transaction(async (tx) => {
      const pedido = await deps.pedidos.travar(tx, pag.empresa_id, pag.pedido_id);
      const ganhou = await concluirNaTransacao(tx, pedido, pag, para, statusProvedor, agora);
      if (!ganhou) return null;
      return { ...ganhou, pedido: await carregarPedido(tx, pag.empresa_id, pag.pedido_id) };
    });
    if (!feito) return null;
    await feito.depoisDoCommit();
    if (feito.pedido) avisar(feito.pagamento, feito.pedido);
    return feito.pagamento;
  }

  async function recarregar(pag: PagamentoRow): Promise<PagamentoRow> {
    const [atual] = await db
      .select()
      .from(pagamentos)
      .where(and(eq(pagamentos.empresa_id, pag.empresa_id), eq(pagamentos.id, pag.id)));
    return atual ?? pag;
  }

  /** The charge is given up: expired through the exactly-once path, then withdrawn at the provider. */
  async function expirar(pag: PagamentoRow, provedor: ProvedorDePix | null) {
    const expirou = await concluir(pag, 'expired', 'expired');
    if (expirou && provedor)
      await provedor
        .cancelar(pag.payment_id)
        .catch((error: unknown) => log('[pix] cancelamento no provedor falhou', error));
    return expirou;
  }

  /**
   * A charge past its expira_em is expired even when no poll ran yet (a restart, a late job):
   * the provider has the last word (a payment made in the last second counts), otherwise it
   * expires now. Answers the charge as it stands afterwards.
   */
  async function encerrarVencido(pag: PagamentoRow): Promise<PagamentoRow> {
    if (pag.status !== 'pending' || pag.expira_em > deps.now()) return pag;
    let provedor: ProvedorDePix | null = null;
    try {
      provedor = await provedorDoPagamento(pag);
      const situacao = await provedor.consultar(pag.payment_id);
      // Not settled (a staff member is cancelling it): it expires below, like any other.
      if (
        situacao.status !== 'pending' &&
        (await concluir(pag, situacao.status, situacao.statusProvedor))
      )
        return recarregar(pag);
    } catch (error) {
      log(`[pix] última consulta do pagamento ${pag.id} falhou`, error);
    }
    await expirar(pag, provedor);
    return recarregar(pag);
  }

  /**
   * Inside a staff move's transaction, the order locked: the pending charge is withdrawn (it
   * can no longer be paid: cancelled at the provider, or a local one) and the order's payment
   * moved by hand, recorded as manual. 'cancelado' cancels the order too while nobody started
   * it, by that staff member. Null when the charge was settled meanwhile.
   */
  async function retirarManualmente(
    tx: Tx,
    pedido: PedidoTravado,
    pag: PagamentoRow,
    para: StatusPagamento,
    quem: AutorComNome,
    agora: Date,
    statusProvedor = 'cancelled',
  ): Promise<FeitoManual | null> {
    const [retirado] = await tx
      .update(pagamentos)
      .set({ status: 'rejected', status_provedor: statusProvedor, updated_at: agora })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
        ),
      )
      .returning();
    if (!retirado) return null;
    const { mudou, depoisDoCommit } = await deps.pedidos.mudarStatusDePagamento(tx, pedido, para, {
      agora,
      autor: quem,
      manual: true,
      cancelarPedido: para === 'cancelado' && pedido.status === 'pendente',
    });
    return { pagamento: retirado, mudou, depoisDoCommit };
  }

  /** A staff move that could not go through gives the charge back to the webhook and the poll. */
  async function desmarcar(pag: PagamentoRow) {
    await db
      .update(pagamentos)
      .set({
        status_provedor:
          pag.status_provedor === CANCELANDO_PELA_EQUIPE ? 'pending' : pag.status_provedor,
      })
      .where(
        and(
          eq(pagamentos.empresa_id, pag.empresa_id),
          eq(pagamentos.id, pag.id),
          eq(pagamentos.status, 'pending'),
          eq(pagamentos.status_provedor, CANCELANDO_PELA_EQUIPE),
        ),
      )
      .catch((error: unknown) => log('[pix] a marca de cancelamento não foi desfeita', error));
  }

  /**
   * A staff move's remote step, no lock held: the charge is cancelled at the provider, then its
   * status read back, which is what counts (a charge paid just before is refused cancellation
   * and reads approved). The charge still pending there, or the provider out of reach: 503;
   * refusing us for good: 409. Either way the mark is undone first.
   */
  async function cancelarNoProvedor(pag: PagamentoRow): Promise<SituacaoPix> {
    let situacao: SituacaoPix;
    try {
      const provedor = await provedorDoPagamento(pag);
      await provedor
        .cancelar(pag.payment_id)
        .catch((error: unknown) =>
          log(`[pix] o provedor não cancelou o pagamento ${pag.id}`, error),
        );
      situacao = await provedor.consultar(pag.payment_id);
    } catch (error) {
      log(`[pix] o pagamento ${pag.id} não foi cancelado no provedor`, error);
      await desmarcar(pag);
      if (recusaDefinitiva(error)) throw conflito(MENSAGENS_PIX.cancelamentoRecusado);
      if (error instanceof FalhaDoProvedor) throw indisponivel(MENSAGENS_PIX.erroCancelar);
      throw error;
    }
    if (situacao.status === 'pending') {
      // The cancellation did not take: the QR code could still be paid.
      await desmarcar(pag);
      throw indisponivel(MENSAGENS_PIX.erroCancelar);
    }
    return situacao;
  }

  /** How long until the next poll: the shared schedule, never past the expiry. */
  function atrasoDaConsulta(pag: PagamentoRow, agora: Date): number {
    const restante = pag.expira_em.getTime() - agora.getTime();
    const passo = intervaloDaConsultaPix(agora.getTime() - pag.created_at.getTime(), intervaloMs);
    return Math.max(0, Math.min(passo, restante));
  }

  /**
   * The job id names the attempt, so a re-scheduling at start-up (or by a second process)
   * replaces the pending job instead of starting a second chain.
   */
  async function agendarConsulta(pag: PagamentoRow, tentativa: number, agora = deps.now()) {
    await deps.enqueue(
      'pix.consultar',
      { empresaId: pag.empresa_id, pagamentoId: pag.id, tentativa },
      { delayMs: atrasoDaConsulta(pag, agora), jobId: `pix-consultar-${pag.id}-${tentativa}` },
    );
  }

  /** How long a new charge of this company can be paid. */
  function validadeMs(cfg: Awaited<ReturnType<typeof configDa>>): number {
    const minutos = cfg?.pix_validade_minutos;
    return minutos ? minutos * 60_000 : validadePadraoMs;
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

  /** pagar-pix's answer for an order with nothing to pay ('criar-pedido' wrote it paid). */
  function semCobranca(pedido: Pedido): PagarPixSemCobranca {
    return {
      pagamento_necessario: false,
      pedido_id: pedido.id,
      status: 'approved',
      status_pagamento: 'pago',
      valor: 0,
      payment_id: null,
      qr_code: null,
      qr_code_base64: null,
      provedor: null,
      expira_em: null,
      tentativas: 0,
      updated_at: pedido.updated_at,
      mensagem: MENSAGENS_PIX.nadaAPagar,
    };
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
  const etapaDoCheckout: EtapaDoCheckout<CobrancaDoCheckout | null> = {
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
      const chave = `carrinho-${ctx.carrinho!.id}`;
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

  return {
    concluir,

    /** The 'pagamento' step of the checkout (core.ts registers it). */
    etapaDoCheckout,

    /** GET /api/mercadopago/status: what the storefront may offer (no credential ever leaves). */
    async status(empresaId: number): Promise<ProvedorStatusResposta> {
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
    },

    /** What the back-office may know about the credentials: whether they are set, never their value. */
    async configuracao(empresaId: number): Promise<MercadoPagoConfigResposta> {
      const cfg = await configDa(empresaId);
      const token = cfg?.mercadopago_access_token;
      return {
        configurado: Boolean(token),
        tokenType: token ? tipoDoToken(token) : null,
        webhookSecretConfigurado: Boolean(cfg?.mercadopago_webhook_secret),
        pix_validade_minutos: cfg?.pix_validade_minutos ?? PIX_VALIDADE_PADRAO_MINUTOS,
      };
    },

    /** A field the input leaves out keeps its saved value; null clears it (the lifetime: default). */
    async configurar(empresaId: number, input: MercadoPagoConfigInput) {
      const agora = deps.now();
      const campos = {
        ...(input.access_token !== undefined
          ? { mercadopago_access_token: input.access_token }
          : {}),
        ...(input.webhook_secret !== undefined
          ? { mercadopago_webhook_secret: input.webhook_secret }
          : {}),
        ...(input.pix_validade_minutos !== undefined
          ? { pix_validade_minutos: input.pix_validade_minutos }
          : {}),
        updated_at: agora,
      };
      await db
        .insert(empresaPagamentoConfig)
        .values({ empresa_id: empresaId, ...campos })
        .onConflictDoUpdate({ target: empresaPagamentoConfig.empresa_id, set: campos });
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
    ): Promise<RespostaDoPagarPix> {
      try {
        const { cobranca } = await deps.checkout.finalizar(
          empresaId,
          usuarioId,
          {
            tipo_pedido: input.tipo_pedido,
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
        );
        return cobranca!;
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
    },

    /**
     * GET /api/mercadopago/status/:payment_id: the payer or staff of the empresa only. A charge
     * past its expiry is settled first, so the customer's countdown ends on the true outcome.
     */
    async consultarStatus(quem: QuemConsulta, paymentId: string): Promise<PixStatusResposta> {
      let pag = await doPayment(quem.empresa_id, paymentId);
      if (quem.kind === 'cliente' && pag.usuario_id !== quem.sub)
        throw naoEncontrado(MENSAGENS_PIX.naoEncontrado);
      pag = await encerrarVencido(pag);
      return resposta(pag, await statusPagamentoDo(pag));
    },

    /**
     * Staff of the demo store approve or reject a demo (local) PIX: the same settlement as a
     * real approval. Any other company is refused: its staff would mark an unpaid order paid.
     * An expired charge (even one no job has settled yet) is refused.
     */
    async simular(
      empresaId: number,
      paymentId: string,
      status: 'approved' | 'rejected',
    ): Promise<PixStatusResposta> {
      if (!(await daDemonstracao(empresaId)))
        throw proibido(MENSAGENS_PIX.simulacaoSoNaDemonstracao);
      const pag = await encerrarVencido(await doPayment(empresaId, paymentId));
      if (pag.provedor !== 'local') throw conflito(MENSAGENS_PIX.somenteLocal);
      if (pag.status === 'expired') throw conflito(MENSAGENS_PIX.expiradoRecusa);
      const feito = await concluir(pag, status, `simulado_${status}`);
      if (!feito) {
        const atual = await recarregar(pag);
        throw conflito(
          atual.status === 'expired' ? MENSAGENS_PIX.expiradoRecusa : MENSAGENS_PIX.jaConcluido,
        );
      }
      return resposta(feito, await statusPagamentoDo(feito));
    },

    /**
     * POST /api/mercadopago/webhook: only a notification signed with the company's secret, less
     * than 5 minutes ago, is heard, and even then the status is read from Mercado Pago, never
     * taken from the body. Every refusal is the same 401, whether the payment exists or not, so
     * the endpoint tells a stranger nothing about which ids exist.
     */
    async webhook(assinatura: AssinaturaDoWebhook): Promise<{ status: PixStatus }> {
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
    },

    /**
     * Job pix.consultar: one poll. The next one follows the shared schedule (5 s, then 15 s,
     * then 30 s); the poll at expira_em is the last, and an unpaid charge expires there.
     */
    async consultar(job: JobPayloads['pix.consultar']): Promise<void> {
      const [pag] = await db
        .select()
        .from(pagamentos)
        .where(and(eq(pagamentos.id, job.pagamentoId), eq(pagamentos.empresa_id, job.empresaId)));
      if (!pag || pag.status !== 'pending') return;
      await db
        .update(pagamentos)
        .set({ tentativas: job.tentativa })
        .where(
          and(
            eq(pagamentos.empresa_id, pag.empresa_id),
            eq(pagamentos.id, pag.id),
            eq(pagamentos.status, 'pending'),
          ),
        );
      let provedor: ProvedorDePix | null = null;
      try {
        provedor = await provedorDoPagamento(pag);
        const situacao = await provedor.consultar(pag.payment_id);
        if (situacao.status !== 'pending') {
          const feito = await concluir(pag, situacao.status, situacao.statusProvedor);
          // Settled, here or by someone else; otherwise a staff member is cancelling it at the
          // provider, and the chain goes on until they settle it (or it expires).
          if (feito || (await recarregar(pag)).status !== 'pending') return;
        }
      } catch (error) {
        // One failed poll is one poll missed; the chain goes on.
        log(`[pix] consulta ${job.tentativa} do pagamento ${pag.id} falhou`, error);
      }
      const agora = deps.now();
      if (agora >= pag.expira_em) {
        await expirar(pag, provedor);
        return;
      }
      await agendarConsulta(pag, job.tentativa + 1, agora);
    },

    /**
     * Start-up: every charge still pending gets its next poll again (in-process timers die with
     * the process), or its final one at once when its expiry passed while nothing ran. The job
     * ids are the ones the chain itself would use, so BullMQ keeps one chain per charge.
     */
    async retomarPendentes(): Promise<number> {
      const pendentes = await db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.status, 'pending'))
        .orderBy(asc(pagamentos.expira_em));
      const agora = deps.now();
      for (const pag of pendentes) await agendarConsulta(pag, pag.tentativas + 1, agora);
      return pendentes.length;
    },

    /**
     * PUT /api/pedidos/:id/status-pagamento (staff), a move recorded on the order as manual, by
     * that staff member (detalhes_pagamento.pagamento_manual), never as a provider's approval.
     * The order's row is locked first and the move checked against the payment state machine
     * (409 when refused).
     *
     * A PIX still pending must stop being payable first, so it is withdrawn: a local (demo)
     * charge lives only in our table and is withdrawn in the same transaction. A Mercado Pago
     * one is cancelled there first, as a staff cancellation of the order cancels it, but before
     * the move and with no lock held during the remote calls:
     *   1. (transaction) the charge is marked CANCELANDO_PELA_EQUIPE, so the 'cancelled' that
     *      Mercado Pago then reports (by webhook or poll) is not taken for a rejection;
     *   2. the charge is cancelled at Mercado Pago and its status read back;
     *   3. cancelled (or rejected): (transaction) the charge is withdrawn (rejected) and the
     *      move made. Approved, because the customer paid just before: settled as that
     *      approval, and the move judged again on it ('pago' stands, 'cancelado' is refused).
     *      Mercado Pago out of reach: the mark is undone and 503; refusing us for good (a wrong
     *      access token): undone and 409.
     * Once withdrawn, the charge is no longer pending, so later news from the provider changes
     * nothing. An expired charge is settled as expired and the move refused.
     */
    async mudarStatusPagamento(
      empresaId: number,
      pedidoId: number,
      para: StatusPagamento,
      autor: AutorDaMudanca,
    ): Promise<Pedido> {
      const quem: AutorComNome = {
        ...autor,
        nome: await deps.pedidos.nomeDoAutor(empresaId, autor),
      };
      // Each round starts again only when the charge left 'pending' meanwhile (settled by the
      // provider, or expired): at most twice.
      for (let rodada = 0; rodada < 3; rodada += 1) {
        const agora = deps.now();
        const passo = await db.transaction(async (tx): Promise<PassoManual> => {
          const pedido = await deps.pedidos.travar(tx, empresaId, pedidoId);
          const [pendente] =
            para === 'pendente'
              ? []
              : await tx
                  .select()
                  .from(pagamentos)
                  .where(
                    and(
                      eq(pagamentos.empresa_id, empresaId),
                      eq(pagamentos.pedido_id, pedidoId),
                      eq(pagamentos.status, 'pending'),
                    ),
                  )
                  .orderBy(desc(pagamentos.id))
                  .limit(1);
          if (!pendente) {
            const feito = await deps.pedidos.mudarStatusDePagamento(tx, pedido, para, {
              agora,
              autor: quem,
              manual: true,
            });
            return { tipo: 'feito', pagamento: null, ...feito };
          }
          if (pendente.expira_em <= agora) return { tipo: 'vencido', pagamento: pendente };
          const recusa = recusaDoStatusPagamento(pedido, para);
          if (recusa) throw conflito(recusa);
          if (pendente.provedor === 'local') {
            const feito = await retirarManualmente(tx, pedido, pendente, para, quem, agora);
            return feito ? { tipo: 'feito', ...feito } : { tipo: 'de-novo' };
          }
          await tx
            .update(pagamentos)
            .set({ status_provedor: CANCELANDO_PELA_EQUIPE })
            .where(
              and(
                eq(pagamentos.empresa_id, empresaId),
                eq(pagamentos.id, pendente.id),
                eq(pagamentos.status, 'pending'),
              ),
            );
          return { tipo: 'cancelar', pagamento: pendente };
        });

        if (passo.tipo === 'de-novo') continue;
        if (passo.tipo === 'vencido') {
          const atual = await encerrarVencido(passo.pagamento);
          if (atual.status === 'expired') throw conflito(MENSAGENS_PIX.expiradoRecusa);
          // The provider's last word settled it otherwise: the move is judged on that.
          continue;
        }
        let feito: FeitoManual | null;
        if (passo.tipo === 'cancelar') {
          const pag = passo.pagamento;
          const situacao = await cancelarNoProvedor(pag);
          try {
            if (situacao.status === 'approved') {
              // Paid just before the cancellation: a real payment, settled as the provider's.
              await concluir(pag, 'approved', situacao.statusProvedor);
              continue;
            }
            feito = await db.transaction(async (tx) =>
              retirarManualmente(
                tx,
                await deps.pedidos.travar(tx, empresaId, pedidoId),
                pag,
                para,
                quem,
                deps.now(),
                situacao.statusProvedor,
              ),
            );
          } catch (error) {
            await desmarcar(pag);
            throw error;
          }
          if (!feito) continue;
        } else feito = passo;

        await feito.depoisDoCommit();
        const pedido = (await carregarPedido(db, empresaId, pedidoId))!;
        if (feito.pagamento) avisar(feito.pagamento, pedido);
        else if (feito.mudou)
          deps.publish({
            name: 'pedido:atualizado',
            rooms: [
              rooms.equipe(empresaId),
              ...(pedido.usuario_id ? [rooms.usuario(pedido.usuario_id)] : []),
            ],
            payload: pedido,
          });
        return pedido;
      }
      throw conflito(MENSAGENS_PEDIDO.alteradoPorOutro);
    },
  };
}

export type PagamentosService = ReturnType<typeof createPagamentosService>;
