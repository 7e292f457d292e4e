import type { AguardarJob, ContaSessao, Enqueue, Publish } from '@cardapio/shared-events';
import { criarAreaAuth, type TokenService } from './auth';
import { criarAreaAutoatendimento } from './autoatendimento';
import { criarAreaCardapio } from './cardapio';
import { criarAreaCarrinho } from './carrinho';
import { criarAreaChamadas } from './chamadas';
import { criarCheckout } from './checkout';
import { criarAreaComandas } from './comandas';
import type { ContextoDasAreas } from './contexto';
import { criarAreaDashboard } from './dashboard';
import type { Db } from './db/client';
import { criarAreaEmail, type Mailer } from './email';
import { criarAreaEmpresas, criarGestaoDaEmpresa } from './empresas';
import { criarAreaEntregadores } from './entregadores';
import { criarAreaEstacoes } from './estacoes';
import { criarAreaEstoque } from './estoque';
import { criarAreaImpressoras } from './impressoras';
import { criarAreaEventos } from './eventos';
import { criarAreaFrete } from './frete';
import { criarAreaGarcons } from './garcons';
import { criarAreaHorarios } from './horarios';
import { criarAreaImagens } from './imagens';
import { criarAreaMesas } from './mesas';
import { criarAreaCozinha, criarAreaMonitor } from './monitor';
import { criarAreaPagamentos } from './pagamentos';
import { criarAreaPedidos } from './pedidos';
import { criarAreaPromocoes } from './promocoes';
import { criarAreaRelatorios } from './relatorios';
import { criarAreaRitmo } from './ritmo';
import { criarAreaUsuarios } from './usuarios';
import { criarAreaWhatsapp, type OpcoesDoWhatsapp } from './whatsapp';
import { createInvalidacao } from './shared/invalidacao';
import { criarRegistroDeJobs } from './shared/jobs';
import { lerPublica, type LeituraPublica } from './shared/leitura-publica';
import { createReadCache } from './shared/read-cache';

export interface CoreDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** Reports what happened (gateway: Socket.IO rooms; workers: Redis emitter). */
  publish: Publish;
  /** Asks for background work (BullMQ or in-process). */
  enqueue: Enqueue;
  /** Waits for a job to end (the queue port's aguardar); absent in the workers. */
  aguardarJob?: AguardarJob;
  /** Closes every socket in a room (a revoked kitchen display); absent in the workers. */
  disconnectRoom?: (room: string) => void;
  /**
   * Tells the other gateways that an account's sessions ended (Socket.IO's inter-server bus);
   * a no-op in single-process mode. Required: a process that forgets it leaves the others stale.
   */
  anunciarSessaoEncerrada: (conta: ContaSessao) => void;
  /**
   * Tells the gateways to drop these public-cache prefixes (the same bus, from every process:
   * a gateway through its adapter, the workers through the Redis emitter); a no-op in
   * single-process mode. Required, like `publish`: a change made by a job (a PIX expired by
   * `pix.consultar` giving stock back) must reach every gateway's cache, not wait for its TTL.
   */
  anunciarInvalidacao: (prefixos: string[]) => void;
  /** false only in the benchmark that measures what the per-request account check costs. */
  verificarSessoes?: boolean;
  publicUrl: string;
  now?: () => Date;
  /** How long a cart lives after its last change (default 2 h). */
  carrinhoTtlMs?: number;
  /** Google Maps endpoint; a local stand-in in tests. */
  googleMapsBaseUrl?: string;
  /** How long a public read may be served from this process's cache (default 60 s). */
  publicCacheTtlMs?: number;
  /** Mercado Pago endpoint (MERCADOPAGO_BASE_URL); a local stand-in in tests. */
  mercadoPagoBaseUrl?: string;
  /** WhatsApp Cloud API endpoint (WHATSAPP_BASE_URL) and test timings. */
  whatsapp?: OpcoesDoWhatsapp;
  /** Time between two polls of a pending PIX at first (default 5 s); tests shorten it. */
  pixIntervaloMs?: number;
  /** Lifetime of a PIX when the company set none (default 30 min); tests shorten it. */
  pixValidadePadraoMs?: number;
}

/**
 * The domain, wired once per process. Each area builds its own services and registers what the
 * others reach through a shared registry (its checkout step, its status listener) in its
 * index.ts; what an area needs from another is a parameter, so the order below is the
 * dependency order and nothing is referenced before it exists. Core never imports express or
 * socket.io.
 */
export function createCore(deps: CoreDeps) {
  const now = deps.now ?? (() => new Date());
  const cache = createReadCache({ ttlMs: deps.publicCacheTtlMs ?? 60_000 });
  const invalidacao = createInvalidacao({ cache, anunciar: deps.anunciarInvalidacao });
  const ctx: ContextoDasAreas = {
    db: deps.db,
    now,
    publish: deps.publish,
    enqueue: deps.enqueue,
    invalidacao,
    checkout: criarCheckout({ db: deps.db, now }),
    jobs: criarRegistroDeJobs(),
  };

  const { empresas, leituras: leiturasDaEmpresa } = criarAreaEmpresas(ctx);
  const { monitor } = criarAreaMonitor(ctx, {
    tokens: deps.tokens,
    disconnectRoom: deps.disconnectRoom,
  });
  const { impressoras } = criarAreaImpressoras(ctx, {
    tokens: deps.tokens,
    disconnectRoom: deps.disconnectRoom,
  });
  const { email } = criarAreaEmail(ctx, { mailer: deps.mailer });
  const { sessoes, auth } = criarAreaAuth(ctx, {
    tokens: deps.tokens,
    email,
    empresas,
    monitor,
    impressoras,
    anunciarSessaoEncerrada: deps.anunciarSessaoEncerrada,
    disconnectRoom: deps.disconnectRoom,
    verificarSessoes: deps.verificarSessoes,
    publicUrl: deps.publicUrl,
  });
  const { usuarios } = criarAreaUsuarios(ctx, { sessoes });
  const { garcons } = criarAreaGarcons(ctx, { sessoes });
  const { imagens } = criarAreaImagens(ctx);
  const gestaoDaEmpresa = criarGestaoDaEmpresa(ctx, {
    auth,
    email,
    imagens,
    sessoes,
    publicUrl: deps.publicUrl,
    disconnectRoom: deps.disconnectRoom,
  });
  const { estacoes } = criarAreaEstacoes(ctx);
  const cardapioArea = criarAreaCardapio(ctx, { imagens, estacoes });
  const { cardapio } = cardapioArea;
  const horariosArea = criarAreaHorarios(ctx);
  const { cozinha } = criarAreaCozinha(ctx, { horarios: horariosArea.horarios });
  const { promocoes } = criarAreaPromocoes(ctx);
  const { carrinho } = criarAreaCarrinho(ctx, {
    promocoes,
    cardapio,
    ttlMs: deps.carrinhoTtlMs,
  });
  const freteArea = criarAreaFrete(ctx, { carrinho, googleMapsBaseUrl: deps.googleMapsBaseUrl });
  const { estoque } = criarAreaEstoque(ctx);
  const { relatorios, exportacoes } = criarAreaRelatorios(ctx, { aguardarJob: deps.aguardarJob });
  const { pedidos, pedidosDaEquipe, preparo, previsoes } = criarAreaPedidos(ctx, { relatorios });
  // Busy minutes move every expected time: the customers' previsões are computed again.
  const { ritmo } = criarAreaRitmo(ctx, {
    aoMudarOcupado: (id) => previsoes.agendar(id),
    obterPedido: (empresaId, pedidoId) => pedidos.obter(empresaId, pedidoId),
    imprimirNoInicio: (empresaId, pedidoId) => pedidos.imprimirNoInicio(empresaId, pedidoId),
  });
  // What reaches the kitchen is printed on the restaurant's printers (issue 30).
  pedidos.ouvirCozinha({ aoEnviar: (tx, envio) => impressoras.aoEnviarParaCozinha(tx, envio) });
  // An accepted delivery prints the courier's receipt where a printer prints it by itself.
  pedidos.ouvirStatus({
    aoMudar: async (tx, m) =>
      m.de === 'pendente' && m.para === 'preparando'
        ? impressoras.aoAceitarPedido(tx, m.empresaId, () =>
            pedidos.obter(m.empresaId, m.pedidoId, tx),
          )
        : undefined,
  });
  const { mesas, mesasAdmin } = criarAreaMesas(ctx);
  const { comandas, conta, comandasFisicas } = criarAreaComandas(ctx, {
    cardapio,
    mesas,
    pedidos,
    preparo,
    estoque,
    relatorios,
    impressao: impressoras,
  });
  const { pagamentos } = criarAreaPagamentos(ctx, {
    pedidos,
    mercadoPagoBaseUrl: deps.mercadoPagoBaseUrl,
    publicUrl: deps.publicUrl,
    intervaloMs: deps.pixIntervaloMs,
    validadePadraoMs: deps.pixValidadePadraoMs,
  });
  const { chamadas } = criarAreaChamadas(ctx, { mesas });
  const { autoatendimento } = criarAreaAutoatendimento(ctx, {
    assinar: (texto) => deps.tokens.assinar(texto),
    publicUrl: deps.publicUrl,
    comandas,
    chamadas,
    mesas,
    disconnectRoom: deps.disconnectRoom,
  });
  const { entregadores, paginaDoEntregador } = criarAreaEntregadores(ctx, {
    assinar: (texto) => deps.tokens.assinar(texto),
    publicUrl: deps.publicUrl,
    pedidos,
  });
  const { whatsapp } = criarAreaWhatsapp(ctx, {
    pedidos,
    entregadores,
    publicUrl: deps.publicUrl,
    opcoes: deps.whatsapp,
  });
  const { dashboard } = criarAreaDashboard(ctx);
  const { eventosPendentes } = criarAreaEventos(ctx);

  /** Every public read the gateways cache, each defined by its area (key and loader together). */
  const leiturasPublicas = {
    ...cardapioArea.leituras,
    ...leiturasDaEmpresa,
    ...freteArea.leituras,
    ...horariosArea.leituras,
  };
  return {
    now,
    cache,
    leiturasPublicas,
    /** A public read's cached answer (JSON text, ETag, gzip), loaded on a miss. */
    lerPublica: (leitura: LeituraPublica, id: number) => lerPublica(cache, leitura, id),
    invalidacao,
    cardapio,
    gestaoDoCardapio: cardapioArea.gestaoDoCardapio,
    imagens,
    horarios: horariosArea.horarios,
    frete: freteArea.frete,
    freteConfig: freteArea.freteConfig,
    carrinho,
    checkout: ctx.checkout,
    /** Every job's processor, registered by its area (the queue runs them where RUN_WORKERS allows). */
    jobs: ctx.jobs.todos(),
    /** At start, where jobs run: every repeating job's schedule (each area says how often). */
    agendarRotinas: () => ctx.jobs.agendarRotinas(ctx.enqueue),
    pedidos,
    /** Orders staff take at the counter or on the phone (issue 31 §1). */
    pedidosDaEquipe,
    mesas,
    mesasAdmin,
    comandas,
    conta,
    pagamentos,
    chamadas,
    /** QR ordering at the table (issue 31 §2). */
    autoatendimento,
    /** Couriers, dispatch and the couriers' phone page (issue 32 §1). */
    entregadores,
    paginaDoEntregador,
    /** WhatsApp messages to customers and couriers (issue 32 §2). */
    whatsapp,
    monitor,
    impressoras,
    cozinha,
    estacoes,
    preparo,
    /** The customers' expected times (issue 29 §3); `parar()` before the database closes. */
    previsoes,
    db: deps.db,
    tokens: deps.tokens,
    publish: deps.publish,
    /** The outbox of events the log refused; every publishing process delivers from it. */
    eventosPendentes,
    empresas,
    ...gestaoDaEmpresa,
    email,
    auth,
    sessoes,
    usuarios,
    garcons,
    comandasFisicas,
    dashboard,
    estoque,
    promocoes,
    relatorios,
    exportacoes,
    ritmo,
  };
}

export type Core = ReturnType<typeof createCore>;
