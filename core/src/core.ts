import type { AguardarJob, ContaSessao, Enqueue, Publish } from '@cardapio/shared-events';
import type { Db } from './db/client';
import { createAuthService } from './auth/service';
import { createSessoesService } from './auth/sessoes';
import type { TokenService } from './auth/tokens';
import { createEmailService } from './email/service';
import type { Mailer } from './email/mailer';
import { createEmpresasService } from './empresas/service';
import { createEmpresaConfigService } from './empresas/config';
import { createCadastroService } from './empresas/cadastro';
import { createPrimeirosPassosService } from './empresas/primeiros-passos';
import { createPlataformaService } from './empresas/plataforma';
import { createUsuariosService } from './usuarios/service';
import { createGarconsService } from './garcons/service';
import { createCardapioService } from './cardapio/service';
import { createCarrinhoService } from './carrinho/service';
import { createChamadasService } from './chamadas/service';
import { createFreteService } from './frete/service';
import { createFreteConfigService } from './frete/configuracao';
import { createHorariosService } from './horarios/service';
import { calcularStatusDaLoja } from './horarios/status';
import { createPedidosService } from './pedidos/service';
import { createCheckout } from './checkout/pipeline';
import { etapaPrecificar, etapaTravarCarrinho } from './carrinho/etapas';
import { etapaDoFrete } from './frete/etapa';
import { createMesasService } from './mesas/service';
import { createComandasService } from './comandas/service';
import { createMesasAdminService } from './mesas/admin';
import { createComandasFisicasService } from './comandas/fisicas';
import { etapaDoCupom } from './promocoes/etapa';
import { createPromocoesService } from './promocoes/service';
import { createContaService } from './comandas/conta';
import { createReadCache } from './shared/read-cache';
import { lerPublica, type LeituraPublica } from './shared/leitura-publica';
import { leiturasDoCardapio } from './cardapio/leituras';
import { leiturasDaEmpresa } from './empresas/leituras';
import { leiturasDoFrete } from './frete/leituras';
import { leiturasDosHorarios } from './horarios/leituras';
import { createInvalidacao } from './shared/invalidacao';
import { createGestaoDoCardapioService } from './cardapio/gestao';
import { createImagensService } from './imagens/service';
import { createMonitorService } from './monitor/service';
import { createPagamentosService } from './pagamentos/service';
import { createDashboardService } from './dashboard/service';
import { createEstoqueService } from './estoque/service';
import { etapaDoEstoque } from './estoque/etapa';
import { createRelatoriosService } from './relatorios/service';
import { createExportacoesService } from './relatorios/exportacao/service';

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
  /** Time between two polls of a pending PIX at first (default 5 s); tests shorten it. */
  pixIntervaloMs?: number;
  /** Lifetime of a PIX when the company set none (default 30 min); tests shorten it. */
  pixValidadePadraoMs?: number;
}

/** The domain services, wired once per process. Core never imports express or socket.io. */
export function createCore(deps: CoreDeps) {
  const empresas = createEmpresasService(deps.db);
  const cache = createReadCache({ ttlMs: deps.publicCacheTtlMs ?? 60_000 });
  const invalidacao = createInvalidacao({ cache, anunciar: deps.anunciarInvalidacao });
  const sessoes = createSessoesService({
    db: deps.db,
    // A kitchen display keeps its own revocation check (monitor is created below).
    monitor: { ativa: (...args) => monitor.ativa(...args) },
    anunciar: deps.anunciarSessaoEncerrada,
    disconnectRoom: deps.disconnectRoom,
    verificar: deps.verificarSessoes,
  });
  const email = createEmailService({ db: deps.db, enqueue: deps.enqueue, mailer: deps.mailer });
  const auth = createAuthService({
    db: deps.db,
    tokens: deps.tokens,
    email,
    empresas,
    sessoes,
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  const usuarios = createUsuariosService(deps.db, sessoes);
  const now = deps.now ?? (() => new Date());
  const garcons = createGarconsService({ db: deps.db, sessoes, publish: deps.publish, now });
  const cardapio = createCardapioService(deps.db);
  const horarios = createHorariosService({ db: deps.db, now, invalidacao, publish: deps.publish });
  const imagens = createImagensService(deps.db);
  const gestaoDoCardapio = createGestaoDoCardapioService({
    db: deps.db,
    imagens,
    invalidacao,
    publish: deps.publish,
    now,
  });
  const empresaConfig = createEmpresaConfigService({
    db: deps.db,
    imagens,
    invalidacao,
    publish: deps.publish,
    now,
  });
  const cadastro = createCadastroService({
    db: deps.db,
    auth,
    email,
    invalidacao,
    publish: deps.publish,
    publicUrl: deps.publicUrl,
    now,
  });
  const primeirosPassos = createPrimeirosPassosService({
    db: deps.db,
    invalidacao,
    publish: deps.publish,
    now,
  });
  const plataforma = createPlataformaService({
    db: deps.db,
    invalidacao,
    publish: deps.publish,
    sessoes,
    disconnectRoom: deps.disconnectRoom,
    now,
  });
  const frete = createFreteService({
    db: deps.db,
    googleMapsBaseUrl: deps.googleMapsBaseUrl,
    log: (m) => console.warn(m),
  });
  const freteConfig = createFreteConfigService({ db: deps.db, invalidacao, now });
  const promocoes = createPromocoesService({ db: deps.db, publish: deps.publish, now });
  const carrinho = createCarrinhoService({
    db: deps.db,
    promocoes,
    cardapio,
    enqueue: deps.enqueue,
    publish: deps.publish,
    now,
    ttlMs: deps.carrinhoTtlMs,
  });
  // The checkout pipeline; each module registers its step once, below (see checkout/pipeline.ts).
  const checkout = createCheckout({
    db: deps.db,
    lojaAberta: (empresa, agora) =>
      calcularStatusDaLoja(empresa.horarios, empresa.timezone, agora, empresa.lojaAberta).aberto,
    now,
  });
  checkout.registrar(etapaTravarCarrinho(now));
  checkout.registrar(etapaPrecificar());
  checkout.registrar(etapaDoFrete(frete, carrinho));
  // The count on the promotions screens is a courtesy: a failed announcement never fails an order.
  checkout.registrar(
    etapaDoCupom((empresaId, id) => void promocoes.anunciarUso(empresaId, id).catch(() => {})),
  );
  // After the coupon: stock is taken in the checkout's transaction (estoque/etapa.ts).
  const estoque = createEstoqueService({ db: deps.db, publish: deps.publish, invalidacao, now });
  checkout.registrar(etapaDoEstoque(estoque));
  const relatorios = createRelatoriosService({ db: deps.db, now });
  const pedidos = createPedidosService({
    db: deps.db,
    checkout,
    publish: deps.publish,
    now,
    relatorios,
  });
  checkout.registrar(pedidos.etapaDoCheckout);
  const mesas = createMesasService(deps.db);
  const comandas = createComandasService({
    db: deps.db,
    cardapio,
    mesas,
    pedidos,
    estoque,
    publish: deps.publish,
    now,
  });
  pedidos.ouvirStatus(comandas.ouvinteDoPedido);
  const mesasAdmin = createMesasAdminService({ db: deps.db, mesas, publish: deps.publish, now });
  const conta = createContaService({
    db: deps.db,
    comandas,
    mesas,
    publish: deps.publish,
    now,
    relatorios,
  });
  const pagamentos = createPagamentosService({
    db: deps.db,
    pedidos,
    checkout,
    publish: deps.publish,
    enqueue: deps.enqueue,
    now,
    mercadoPagoBaseUrl: deps.mercadoPagoBaseUrl,
    publicUrl: deps.publicUrl,
    intervaloMs: deps.pixIntervaloMs,
    validadePadraoMs: deps.pixValidadePadraoMs,
  });
  checkout.registrar(pagamentos.etapaDoCheckout);
  const chamadas = createChamadasService({ db: deps.db, publish: deps.publish, mesas });
  const comandasFisicas = createComandasFisicasService({
    db: deps.db,
    publish: deps.publish,
    now,
  });
  const monitor = createMonitorService({
    db: deps.db,
    tokens: deps.tokens,
    disconnectRoom: deps.disconnectRoom,
    now,
  });
  const dashboard = createDashboardService({ db: deps.db, now });
  const exportacoes = createExportacoesService({
    db: deps.db,
    publish: deps.publish,
    enqueue: deps.enqueue,
    aguardarJob: deps.aguardarJob,
    now,
  });
  /** Every public read the gateways cache, each defined by its area (key and loader together). */
  const leiturasPublicas = {
    ...leiturasDoCardapio(cardapio),
    ...leiturasDaEmpresa(empresas),
    ...leiturasDoFrete(frete),
    ...leiturasDosHorarios(horarios, now),
  };
  return {
    now,
    cache,
    leiturasPublicas,
    /** A public read's cached answer (JSON text, ETag, gzip), loaded on a miss. */
    lerPublica: (leitura: LeituraPublica, id: number) => lerPublica(cache, leitura, id),
    invalidacao,
    cardapio,
    gestaoDoCardapio,
    imagens,
    horarios,
    frete,
    freteConfig,
    carrinho,
    checkout,
    pedidos,
    mesas,
    mesasAdmin,
    comandas,
    conta,
    pagamentos,
    chamadas,
    monitor,
    db: deps.db,
    tokens: deps.tokens,
    publish: deps.publish,
    empresas,
    empresaConfig,
    cadastro,
    primeirosPassos,
    plataforma,
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
  };
}

export type Core = ReturnType<typeof createCore>;
