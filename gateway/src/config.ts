import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAIL_FROM, type OpcoesDoWhatsapp } from '@cardapio/core';
import { lerConfigDaFila, lerConfigDoCore } from '@cardapio/workers';

export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Explicit REDIS_URL; when absent the default local Redis is tried. */
  redisUrl?: string;
  /** Redis key prefix of the job queue. */
  queuePrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  seed: boolean;
  /** Run the job processors in this process (default: yes; set RUN_WORKERS=false when `npm run workers` runs apart). */
  runWorkers: boolean;
  rateLimitLoginPerIp?: number;
  rateLimitLoginPerAccount?: number;
  trustProxy?: boolean | number | string;
  /** Minutes a cart lives after its last change (CARRINHO_TTL_MINUTOS, default 120). */
  carrinhoTtlMs?: number;
  /** Waiter calls accepted per address and minute (RATE_LIMIT_CHAMADAS_MAX, default 10). */
  chamadasPorMinuto?: number;
  /** Restaurant sign-ups accepted per address and hour (RATE_LIMIT_CADASTRO_MAX, default 10). */
  cadastrosPorHora?: number;
  /** Orders a table's QR code sends per 10 minutes (RATE_LIMIT_QR_PEDIDOS_MAX, default 15). */
  qrPedidosPor10Min?: number;
  /** Calls a table's QR code makes per minute (RATE_LIMIT_QR_CHAMADAS_MAX, default 3). */
  qrChamadasPorMinuto?: number;
  /** Google Maps endpoint (GOOGLE_MAPS_BASE_URL), for a local stand-in. */
  googleMapsBaseUrl?: string;
  /** Mercado Pago endpoint (MERCADOPAGO_BASE_URL), for a local stand-in. */
  mercadoPagoBaseUrl?: string;
  /** WhatsApp Cloud API endpoint (WHATSAPP_BASE_URL) and the lost-send wait (tests shorten it). */
  whatsapp?: OpcoesDoWhatsapp;
  /** Time between two polls of a pending PIX at first (default 5 s); tests shorten it. */
  pixIntervaloMs?: number;
  /** Lifetime of a PIX when the company set none (default 30 min); tests shorten it. */
  pixValidadePadraoMs?: number;
  /** Hosts product images may come from besides the site (CSP_IMG_HOSTS, comma separated). */
  cspImgHosts?: string[];
  /** How long GET /api/relatorios/exportar/:tipo waits for its file (RELATORIO_ESPERA_SEGUNDOS, default 120). */
  relatorioEsperaMs?: number;
  /** How long a job of a dead worker waits before another takes it (JOBS_TRAVA_SEGUNDOS, default 30). */
  jobsTravaMs?: number;
  /**
   * Cached public reads (the menu…) answered before Express (RESPOSTAS_RAPIDAS, default on);
   * off sends them through Express (to compare the two paths, or to rule the fast path out).
   */
  respostasRapidas?: boolean;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === ''
    ? fallback
    : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const optionalInt = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = optionalInt(env.PORT) ?? 3000;
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const fila = lerConfigDaFila(env);
  const doCore = lerConfigDoCore(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: fila.redisUrl,
    queuePrefix: fila.queuePrefix,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: resolveJwtSecret(env, dataDir),
    seed: flag(env.SEED, true),
    runWorkers: flag(env.RUN_WORKERS, true),
    rateLimitLoginPerIp: optionalInt(env.RATE_LIMIT_LOGIN_MAX),
    rateLimitLoginPerAccount: optionalInt(env.RATE_LIMIT_ACCOUNT_MAX),
    trustProxy: confiancaNoProxy(env.TRUST_PROXY),
    carrinhoTtlMs: doCore.carrinhoTtlMs,
    chamadasPorMinuto: optionalInt(env.RATE_LIMIT_CHAMADAS_MAX),
    cadastrosPorHora: optionalInt(env.RATE_LIMIT_CADASTRO_MAX),
    qrPedidosPor10Min: optionalInt(env.RATE_LIMIT_QR_PEDIDOS_MAX),
    qrChamadasPorMinuto: optionalInt(env.RATE_LIMIT_QR_CHAMADAS_MAX),
    googleMapsBaseUrl: env.GOOGLE_MAPS_BASE_URL || undefined,
    mercadoPagoBaseUrl: env.MERCADOPAGO_BASE_URL || undefined,
    whatsapp: doCore.whatsapp,
    cspImgHosts: hostsDeImagem(env.CSP_IMG_HOSTS),
    relatorioEsperaMs:
      optionalInt(env.RELATORIO_ESPERA_SEGUNDOS) === undefined
        ? undefined
        : optionalInt(env.RELATORIO_ESPERA_SEGUNDOS)! * 1000,
    jobsTravaMs: fila.travaMs,
    respostasRapidas: flag(env.RESPOSTAS_RAPIDAS, true),
  };
}

/**
 * TRUST_PROXY as Express reads it: a hop count ('1': one balancer in front), true/false, or the
 * proxies' addresses ('loopback', '10.0.0.0/8'). Express takes the string '1' for an address,
 * which would make every client behind nginx share nginx's address (and its login limit).
 */
export function confiancaNoProxy(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false'].includes(v.toLowerCase())) return v.toLowerCase() === 'true';
  return v;
}

/** A CSP host source: `https://cdn.loja.com.br`, `*.cloudfront.net`, `https://img.x.com:8443/fotos/`. */
const FONTE_DE_IMAGEM =
  /^(?:https?:\/\/)?(?:\*\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:\/[^\s;,'"]*)?$/;

/** CSP_IMG_HOSTS, checked: a typo must not reach the header (and loosen or break the policy). */
function hostsDeImagem(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  const invalido = hosts.find((host) => !FONTE_DE_IMAGEM.test(host));
  if (invalido !== undefined) throw new Error(`CSP_IMG_HOSTS inválido: ${invalido}`);
  return hosts;
}

/** JWT_SECRET is required in production; in development one is created and kept in the data folder. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET é obrigatório em produção');
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(48).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}
