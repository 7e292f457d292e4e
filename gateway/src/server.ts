import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createCore,
  createMailer,
  createTokenService,
  openDatabase,
  seedDemo,
  type Core,
  type Database,
  type Mailer,
} from '@cardapio/core';
import {
  createBullmqQueue,
  createInProcessQueue,
  isRedisReachable,
  resolveRedisUrl,
  type JobQueue,
} from '@cardapio/workers';
import { createApp } from './app';
import { createRateLimitRedis } from './http/rate-limit';
import type { GatewayConfig } from './config';
import { createRealtime, type Realtime } from './realtime/socket-server';
import { responderErrosDeProtocolo } from './http/erro-de-protocolo';
import { leiturasPublicasRapidas } from './http/rapido/leituras-publicas';

export interface StartOptions {
  config: GatewayConfig;
  /** Inject a database (tests); otherwise opened from the config. */
  database?: Database;
  queue?: JobQueue;
  mailer?: Mailer;
  listen?: boolean;
  log?: (message: string) => void;
  /** false only in the benchmark that measures what the per-request account check costs. */
  verificarSessoes?: boolean;
  /** The services' clock (tests pin it for day-boundary cases); the system clock by default. */
  now?: () => Date;
}

export interface RunningServer {
  url: string;
  port: number;
  core: Core;
  realtime: Realtime;
  queue: JobQueue;
  database: Database;
  httpServer: http.Server;
  close(): Promise<void>;
}

/** Wires one process: database, queue, mailer, core services, REST, Socket.IO and (optionally) the job processors. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((m: string) => console.log(m));
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    }));
  if (config.seed) {
    const created = await seedDemo(database.db);
    if (created.length) log(`Dados de demonstração criados para as empresas ${created.join(', ')}`);
  }

  const redisUrl = await resolveRedisUrl(config.redisUrl);
  const queue =
    options.queue ??
    (redisUrl
      ? createBullmqQueue({ redisUrl, prefix: config.queuePrefix, travaMs: config.jobsTravaMs })
      : createInProcessQueue());
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log });
  const tokens = createTokenService(config.jwtSecret);

  // The REST app is bound before Socket.IO attaches: engine.io then keeps it as the handler of
  // every request that is not its own, so Express never sees (and never answers) /socket.io/.
  const rest: { app?: (req: http.IncomingMessage, res: http.ServerResponse) => void } = {};
  const httpServer = http.createServer((req, res) => {
    if (rest.app) return rest.app(req, res);
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
    res.end(JSON.stringify({ erro: 'Servidor iniciando. Tente novamente em instantes.' }));
  });
  responderErrosDeProtocolo(httpServer);
  const realtime = createRealtime(httpServer, {
    tokens,
    redisUrl,
    prefixo: config.queuePrefix,
    // core is created next; the handshake only calls these once the server is listening.
    sessaoValida: (claims, opcoes) => core.sessoes.valida(claims, opcoes),
    aoSessaoEncerrada: (conta) => core.sessoes.invalidar(conta),
    aoInvalidarCache: (prefixos) => core.invalidacao.recebida(prefixos),
    empresaExiste: (empresaId) => core.empresas.existe(empresaId),
    salaDoQr: (token) => core.autoatendimento.salaDoToken(token),
    cozinha: {
      confirmar: (...args) => core.cozinha.confirmar(...args),
      sinal: (...args) => core.cozinha.sinal(...args),
      desconectou: (...args) => core.cozinha.desconectou(...args),
    },
    impressao: {
      conectou: (...args) => core.impressoras.conectou(...args),
      desconectou: (...args) => core.impressoras.desconectou(...args),
      resultado: (...args) => core.impressoras.resultado(...args),
    },
  });
  const core = createCore({
    db: database.db,
    tokens,
    mailer,
    publish: realtime.publish,
    disconnectRoom: realtime.disconnectRoom,
    anunciarSessaoEncerrada: realtime.anunciarSessaoEncerrada,
    anunciarInvalidacao: realtime.anunciarInvalidacao,
    verificarSessoes: options.verificarSessoes,
    enqueue: queue.enqueue,
    aguardarJob: queue.aguardar,
    publicUrl: config.publicUrl,
    carrinhoTtlMs: config.carrinhoTtlMs,
    googleMapsBaseUrl: config.googleMapsBaseUrl,
    mercadoPagoBaseUrl: config.mercadoPagoBaseUrl,
    whatsapp: config.whatsapp,
    pixIntervaloMs: config.pixIntervaloMs,
    pixValidadePadraoMs: config.pixValidadePadraoMs,
    now: options.now,
  });
  realtime.ligarPendentes(core.eventosPendentes);
  const rateLimitRedis = redisUrl ? createRateLimitRedis(redisUrl, config.queuePrefix) : undefined;
  const app = createApp(core, {
    health: {
      databaseKind: database.kind,
      queueKind: queue.kind,
      redis: async () =>
        redisUrl
          ? (await isRedisReachable(redisUrl))
            ? 'conectado'
            : 'indisponivel'
          : 'desativado',
    },
    rateLimits: {
      ...(config.rateLimitLoginPerIp ? { loginPerIp: config.rateLimitLoginPerIp } : {}),
      ...(config.rateLimitLoginPerAccount
        ? { loginPerAccount: config.rateLimitLoginPerAccount }
        : {}),
    },
    rateLimitRedis,
    trustProxy: config.trustProxy,
    chamadasPorMinuto: config.chamadasPorMinuto,
    cadastrosPorHora: config.cadastrosPorHora,
    limitesDoQr: {
      ...(config.qrPedidosPor10Min ? { pedidosPor10Min: config.qrPedidosPor10Min } : {}),
      ...(config.qrChamadasPorMinuto ? { chamadasPorMinuto: config.qrChamadasPorMinuto } : {}),
    },
    cspImgHosts: config.cspImgHosts,
    relatorioEsperaMs: config.relatorioEsperaMs,
  });
  const rapidas =
    config.respostasRapidas === false
      ? undefined
      : leiturasPublicasRapidas(core, { hostsDeImagem: config.cspImgHosts });
  rest.app = rapidas ? (req, res) => rapidas(req, res) || app(req, res) : app;
  if (config.runWorkers) {
    await queue.process(core.jobs);
    // In-process timers died with the last process: pending PIX charges are polled again.
    const retomados = await core.pagamentos.retomarPendentes();
    if (retomados) log(`${retomados} cobrança(s) PIX pendente(s) voltaram a ser acompanhadas`);
    // The sweepers (expired carts and reports, kitchen alerts, print and WhatsApp resends).
    await core.agendarRotinas();
  }

  if (options.listen !== false) {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
  }
  const port = options.listen === false ? 0 : (httpServer.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    core,
    realtime,
    queue,
    database,
    httpServer,
    close() {
      closing ??= (async () => {
        const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        await realtime.close();
        await rateLimitRedis?.close();
        await queue.close();
        mailer.close();
        await httpClosed;
        await core.previsoes.parar();
        await database.close();
      })();
      return closing;
    },
  };
}
