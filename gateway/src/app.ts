import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import compression from 'compression';
import type { Core } from '@cardapio/core';
import { adminRouter } from './http/auth/admin';
import { authRouter } from './http/auth/router';
import { cadastroRouter, empresaPublicaRouter, empresasRouter } from './http/empresas/router';
import { contentSecurityPolicy } from './http/csp';
import { cabecalhosDeSeguranca } from './http/seguranca';
import { errorHandler, notFoundApi } from './http/errors';
import { marcaDeLeitura, requestId } from './http/request-id';
import { servirIndexHtml } from './http/spa/index-html';
import {
  arquivoDoBuildNaoEncontrado,
  arquivoNaoEncontrado,
  arquivosEstaticos,
} from './http/estaticos';
import { comandaItensRouter, garcomRouter } from './http/comandas/router';
import { catalogoRouter } from './http/cardapio/gestao/router';
import { contaRouter } from './http/comandas/conta/router';
import { imagensRouter } from './http/imagens/router';
import { healthRouter, type HealthInfo } from './http/health/router';
import {
  cadastroRateLimiter,
  DEFAULT_RATE_LIMITS,
  loginRateLimiters,
  type RateLimitOptions,
  type RateLimitRedis,
} from './http/rate-limit';
import { usuariosRouter } from './http/usuarios/router';
import { cardapioRouter } from './http/cardapio/router';
import { carrinhoRouter } from './http/carrinho/router';
import { chamadasRouter } from './http/chamadas/router';
import { freteRouter } from './http/frete/router';
import { horariosRouter } from './http/horarios/router';
import { metaPixelRouter } from './http/empresas/meta-pixel/router';
import { pedidosRouter } from './http/pedidos/router';
import { mercadoPagoRouter } from './http/pagamentos/router';
import { monitorRouter } from './http/monitor/router';
import { preparoRouter } from './http/estacoes/preparo.router';
import { estacoesRouter } from './http/estacoes/router';
import { impressorasRouter } from './http/impressoras/router';
import { mesasRouter } from './http/mesas/router';
import { garconsRouter } from './http/garcons/router';
import { whatsappConfigRouter, whatsappWebhookRouter } from './http/whatsapp/router';
import { entregadoresRouter, paginaDoEntregadorRouter } from './http/entregadores/router';
import { comandasFisicasRouter } from './http/comandas/fisicas/router';
import { estoqueRouter } from './http/estoque/router';
import { promocoesRouter } from './http/promocoes/router';
import { dashboardRouter } from './http/dashboard/router';
import { relatoriosRouter } from './http/relatorios/router';
import { ritmoRouter } from './http/ritmo/router';
import { autoatendimentoRouter, type LimitesDoQr } from './http/autoatendimento/router';
import { exportacoesRouter } from './http/relatorios/exportacoes';

export interface AppOptions {
  health: HealthInfo;
  rateLimits?: Partial<RateLimitOptions>;
  /** Login counters shared by every gateway (Redis); each process counts alone without it. */
  rateLimitRedis?: RateLimitRedis;
  /** Restaurant sign-ups accepted per address and hour (default 10). */
  cadastrosPorHora?: number;
  /** Waiter calls accepted per address and minute (default 10). */
  chamadasPorMinuto?: number;
  /** Orders and calls a table's QR code may send (issue 31 §2). */
  limitesDoQr?: Partial<LimitesDoQr>;
  /** Built SPA (web/dist); served with history fallback when present. */
  webDist?: string;
  /** Public images shipped with the product (demo pictures). */
  publicDir?: string;
  /** Hosts product images may come from besides the site (Content-Security-Policy img-src). */
  cspImgHosts?: readonly string[];
  /** How long GET /api/relatorios/exportar/:tipo waits for its file (default 120 s). */
  relatorioEsperaMs?: number;
  log?: (message: string, error: unknown) => void;
  trustProxy?: boolean | number | string;
}

export const GATEWAY_PUBLIC_DIR = path.join(__dirname, '..', 'public');
export const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ?? path.join(__dirname, '..', '..', 'web', 'dist');

/**
 * Answers below this size go uncompressed: they fit the first round trip's window (ten packets)
 * either way, so gzip would save no time on any network, and it was the largest single cost of
 * the cart's answers (bench/caminho-do-cliente.ts). Larger ones (order lists, reports) are gzipped.
 */
export const COMPRIMIR_A_PARTIR_DE = 4096;

export function createApp(core: Core, options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  app.use(requestId);
  app.use(cabecalhosDeSeguranca());
  app.use(contentSecurityPolicy(core, { hostsDeImagem: options.cspImgHosts }));
  app.use(compression({ threshold: COMPRIMIR_A_PARTIR_DE }));

  const api = express.Router();
  api.use(marcaDeLeitura);
  // Before the JSON parser: WhatsApp's signature is over the raw body.
  api.use('/whatsapp', whatsappWebhookRouter(core, { redis: options.rateLimitRedis }));
  api.use(express.json({ limit: '1mb' }));
  const limiters = loginRateLimiters(
    { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    options.rateLimitRedis,
  );
  api.use('/health', healthRouter(core, options.health));
  api.use('/auth', authRouter(core, limiters));
  api.use('/admin', adminRouter(core, limiters));
  api.use('/garcom', garcomRouter(core, limiters));
  api.use('/garcom/comandas', contaRouter(core));
  api.use('/garcom', garconsRouter(core));
  api.use('/users', usuariosRouter(core));
  api.use('/empresa', empresaPublicaRouter(core));
  api.use(
    '/empresas',
    cadastroRouter(core, {
      cadastro: cadastroRateLimiter(options.cadastrosPorHora, options.rateLimitRedis),
      login: limiters,
    }),
  );
  api.use('/empresas', empresasRouter(core));
  api.use('/', cardapioRouter(core));
  api.use('/', catalogoRouter(core));
  api.use('/imagens', imagensRouter(core));
  api.use('/comandas-mesa', comandaItensRouter(core));
  api.use('/meta-pixel', metaPixelRouter(core));
  api.use('/horario-funcionamento', horariosRouter(core));
  api.use('/frete', freteRouter(core));
  api.use('/carrinho', carrinhoRouter(core));
  api.use('/pedidos', pedidosRouter(core));
  api.use('/mercadopago', mercadoPagoRouter(core));
  api.use('/monitor', preparoRouter(core));
  api.use('/monitor', monitorRouter(core));
  api.use('/mesas', mesasRouter(core));
  api.use('/estacoes', estacoesRouter(core));
  api.use('/impressoras', impressorasRouter(core, limiters));
  api.use('/dashboard', dashboardRouter(core));
  api.use(
    '/chamar-garcom',
    chamadasRouter(core, {
      porMinuto: options.chamadasPorMinuto ?? 10,
      redis: options.rateLimitRedis,
    }),
  );
  api.use('/comandas-fisicas', comandasFisicasRouter(core));
  api.use('/estoque', estoqueRouter(core));
  api.use('/promocoes', promocoesRouter(core));
  api.use('/relatorios', relatoriosRouter(core));
  api.use('/ritmo', ritmoRouter(core));
  api.use(
    '/autoatendimento',
    autoatendimentoRouter(core, { limites: options.limitesDoQr, redis: options.rateLimitRedis }),
  );
  api.use('/entregadores', entregadoresRouter(core));
  api.use('/whatsapp', whatsappConfigRouter(core));
  api.use('/entregador', paginaDoEntregadorRouter(core, { redis: options.rateLimitRedis }));
  api.use('/relatorios', exportacoesRouter(core, { esperaMs: options.relatorioEsperaMs }));
  api.use(notFoundApi);
  app.use('/api', api);

  const publicDir = options.publicDir ?? GATEWAY_PUBLIC_DIR;
  app.use(
    '/imagens',
    arquivosEstaticos(path.join(publicDir, 'imagens'), { maxAge: '7d' }),
    arquivoNaoEncontrado('Imagem não encontrada'),
  );

  const webDist = options.webDist ?? WEB_DIST_DIR;
  const indexHtml = path.join(webDist, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use(
      arquivosEstaticos(webDist, { maxAge: '1y', immutable: true, setHeaders: noCacheForHtml }),
    );
    // History fallback: every other GET is a client-side route, except a file of the build that
    // is not there (a stale tab asking for the chunks of the previous deploy must see it fail).
    app.get(
      /^\/(?!api\/|socket\.io\/).*/,
      arquivoDoBuildNaoEncontrado,
      servirIndexHtml(core, webDist),
    );
  }

  // Anything else (another method outside /api, or no build to serve): 404 { erro }.
  app.use(notFoundApi);
  app.use(errorHandler(options.log ?? ((m, e) => console.error(m, e))));
  return app;
}

function noCacheForHtml(res: express.Response, filePath: string) {
  if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
