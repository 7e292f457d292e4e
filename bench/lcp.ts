/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The storefront's first load on a slow phone: largest contentful paint of /menu/1 in Chromium with
 * DevTools' "Slow 4G" network profile and 4× CPU slowdown, cache empty (a first visit), on a phone
 * screen. Also when the first product reached the page (the server's first screen or React's card,
 * whichever came first) and when React's own card did, the JavaScript (gzip bytes on the wire) the
 * page had received by each, and how many times the menu was requested (2 = a preload the page did
 * not use).
 *   npm run build -w web && npx tsx bench/lcp.ts          (PGlite; DATABASE_URL for PostgreSQL)
 *   LCP_RUNS=9 LCP_URL_PATH=/menu/1 npx tsx bench/lcp.ts
 * The server is the real entry point serving web/dist (or WEB_DIST_DIR), seeded with the demo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { abrirChromium } from './chromium';
import {
  abrirLoja,
  freshDatabaseUrl,
  percentil,
  ROOT,
  salvarResultado,
  staffToken,
  startBenchServer,
} from './support';

/** Chromium DevTools' `SDK.NetworkManager.Slow4GConditions` (front_end/core/sdk/NetworkManager.ts). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms added to every request
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180,000 B/s
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84,375 B/s
};
const CPU_SLOWDOWN = Number(process.env.LCP_CPU ?? 4);
/** Lighthouse's mobile screen (Moto G Power), the usual companion of these throttling numbers. */
const TELA = { width: 412, height: 823, deviceScaleFactor: 1.75 };

const RODADAS = Number(process.env.LCP_RUNS ?? 7);
const CAMINHO = process.env.LCP_URL_PATH ?? '/menu/1';
const PORTA = Number(process.env.LCP_PORT ?? 3796);

interface Rodada {
  lcpMs: number;
  lcpElemento: string;
  fcpMs: number;
  htmlRespostaMs: number;
  /** The first product in the page: the server's first screen (primeira-tela) or React's card. */
  primeiroCardMs: number;
  /** React's first product card (data-testid="produto-card"). */
  cardDoReactMs: number;
  /** gzip bytes of .js that had arrived when the first product was in the page. */
  jsAntesDoCardBytes: number;
  jsArquivosAntesDoCard: number;
  /** gzip bytes of .js that had arrived when React's first card was in the page. */
  jsAntesDoCardDoReactBytes: number;
  jsTotalBytes: number;
  linhaDoTempo: string[];
  pedidosDoMenu: number;
  avisosDePreload: string[];
}

/**
 * Runs in the page before any of its scripts: notes when the first product shows up (a card of the
 * first screen the server drew, or React's) and when React's own card does. A string, not a
 * function: tsx would wrap a function's inner helpers in its own `__name`, unknown in the page.
 */
const OBSERVAR_PRIMEIRO_CARD = `
  new MutationObserver((_m, obs) => {
    if (!window.__primeiroCard && document.querySelector('[data-testid="primeira-tela"] article, [data-testid="produto-card"]'))
      window.__primeiroCard = performance.now();
    if (document.querySelector('[data-testid="produto-card"]')) {
      window.__cardDoReact = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  // The largest paint's element, described while it is in the page: React replaces the first
  // screen's, and the entry read at the end would only know it as null.
  new PerformanceObserver((lista) => {
    const e = lista.getEntries().at(-1);
    const el = e && e.element;
    if (el) window.__lcpElemento = el.tagName.toLowerCase() +
      (el.closest('[data-testid="primeira-tela"]') ? ' (primeira tela)' : '') +
      (e.url ? ' ' + new URL(e.url).pathname : '') + ' (' + e.size + ' px²)';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function umaRodada(browser: Browser, base: string): Promise<Rodada> {
  const context = await browser.newContext({
    viewport: { width: TELA.width, height: TELA.height },
    deviceScaleFactor: TELA.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVAR_PRIMEIRO_CARD);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    let pedidosDoMenu = 0;
    page.on('request', (req) => {
      if (/\/api\/menu\/\d+$/.test(new URL(req.url()).pathname)) pedidosDoMenu++;
    });
    const avisosDePreload: string[] = [];
    page.on('console', (msg) => {
      if (/preload/i.test(msg.text())) avisosDePreload.push(msg.text());
    });

    await page.goto(base + CAMINHO, { waitUntil: 'commit' });
    await page.locator('[data-testid="produto-card"]').first().waitFor({ timeout: 90_000 });
    // The pictures on screen finish (an image may become the LCP), then a moment to settle.
    await page.waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < innerHeight && r.width > 0;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1500);
    // A few seconds of quiet: the warnings about unused preloads come 3 s after load.
    await page.waitForTimeout(3000);

    return {
      ...(await page.evaluate(async () => {
        const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((lista) => resolve(lista.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        });
        const ultimo = lcp.at(-1) as
          | (PerformanceEntry & { element?: Element | null; url?: string; size?: number })
          | undefined;
        const el = ultimo?.element;
        const descricao = el
          ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"${ultimo?.url ? ` ${new URL(ultimo.url).pathname}` : ''} (${ultimo?.size ?? 0} px²)`
          : ((window as unknown as { __lcpElemento?: string }).__lcpElemento ?? 'desconhecido');
        const marcas = window as unknown as { __primeiroCard?: number; __cardDoReact?: number };
        const card = marcas.__primeiroCard ?? NaN;
        const cardDoReact = marcas.__cardDoReact ?? NaN;
        const recursos = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const js = recursos.filter((r) => new URL(r.name).pathname.endsWith('.js'));
        const antes = js.filter((r) => r.responseEnd <= card);
        const antesDoReact = js.filter((r) => r.responseEnd <= cardDoReact);
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          lcpMs: Math.round(ultimo?.startTime ?? NaN),
          lcpElemento: descricao,
          fcpMs: Math.round(fcp?.startTime ?? NaN),
          htmlRespostaMs: Math.round(nav.responseEnd),
          primeiroCardMs: Math.round(card),
          cardDoReactMs: Math.round(cardDoReact),
          jsAntesDoCardBytes: antes.reduce((s, r) => s + r.encodedBodySize, 0),
          jsArquivosAntesDoCard: antes.length,
          jsAntesDoCardDoReactBytes: antesDoReact.reduce((s, r) => s + r.encodedBodySize, 0),
          jsTotalBytes: js.reduce((s, r) => s + r.encodedBodySize, 0),
          // LCP_DETALHE=1: when each request started and ended (ms since navigation) and its gzip size.
          linhaDoTempo: recursos.map(
            (r) =>
              `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${(r.encodedBodySize / 1024).toFixed(1)}KB ${new URL(r.name).pathname}`,
          ),
        };
      })),
      pedidosDoMenu,
      avisosDePreload,
    };
  } finally {
    await context.close();
  }
}

const mediana = (valores: number[]) => percentil(valores, 50);

function resumir(rodadas: Rodada[]) {
  const lcps = rodadas.map((r) => r.lcpMs);
  return {
    lcpMedianaMs: mediana(lcps),
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
    fcpMedianaMs: mediana(rodadas.map((r) => r.fcpMs)),
    primeiroCardMedianaMs: mediana(rodadas.map((r) => r.primeiroCardMs)),
    cardDoReactMedianaMs: mediana(rodadas.map((r) => r.cardDoReactMs)),
    jsAntesDoCardKbGz: +(mediana(rodadas.map((r) => r.jsAntesDoCardBytes)) / 1024).toFixed(1),
    jsAntesDoCardDoReactKbGz: +(
      mediana(rodadas.map((r) => r.jsAntesDoCardDoReactBytes)) / 1024
    ).toFixed(1),
    jsArquivosAntesDoCard: mediana(rodadas.map((r) => r.jsArquivosAntesDoCard)),
    jsTotalKbGz: +(mediana(rodadas.map((r) => r.jsTotalBytes)) / 1024).toFixed(1),
    pedidosDoMenu: mediana(rodadas.map((r) => r.pedidosDoMenu)),
    lcpElemento: rodadas.at(-1)?.lcpElemento,
    rodadas: rodadas.map(({ linhaDoTempo: _, ...r }) => r),
  };
}

const texto = (nome: string, r: ReturnType<typeof resumir>) =>
  `${nome}: LCP mediana ${r.lcpMedianaMs} ms (${r.lcpMinMs}–${r.lcpMaxMs}), FCP ${r.fcpMedianaMs} ms, ` +
  `1º produto ${r.primeiroCardMedianaMs} ms (card do React ${r.cardDoReactMedianaMs} ms), ` +
  `JS antes do primeiro produto ${r.jsAntesDoCardKbGz} KB gz em ${r.jsArquivosAntesDoCard} arquivos ` +
  `(antes do card do React ${r.jsAntesDoCardDoReactKbGz} KB; total ${r.jsTotalKbGz} KB)`;

async function main() {
  const dist = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'web', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`sem ${dist}/index.html: rode antes npm run build -w web`);
  // LCP_COMPARAR_COM=<another checkout, web built>: its server's runs alternate with this one's.
  const outra = process.env.LCP_COMPARAR_COM;
  const databaseUrl = await freshDatabaseUrl();
  const servidores = [
    {
      nome: 'esta versão',
      server: await startBenchServer(PORTA, databaseUrl, { WEB_DIST_DIR: dist }),
    },
  ];
  if (outra) {
    // Its own database: the runs must not share a read cache or a connection pool.
    const server = await startBenchServer(
      PORTA + 1,
      undefined,
      { WEB_DIST_DIR: path.join(outra, 'web', 'dist') },
      { raiz: outra },
    );
    servidores.push({ nome: `comparada (${outra})`, server });
  }
  const browser = await abrirChromium();
  try {
    const rodadas = new Map<string, Rodada[]>();
    for (const { nome, server } of servidores) {
      await abrirLoja(server.url, await staffToken(server.url));
      // One unmeasured visit warms the server's read cache (not the browser's: each run is new).
      await umaRodada(browser, server.url);
      rodadas.set(nome, []);
    }
    for (let i = 0; i < RODADAS; i++) {
      for (const { nome, server } of servidores) {
        const r = await umaRodada(browser, server.url);
        rodadas.get(nome)!.push(r);
        console.log(
          `${nome}, rodada ${i + 1}: LCP ${r.lcpMs} ms (${r.lcpElemento}), FCP ${r.fcpMs} ms, ` +
            `1º produto ${r.primeiroCardMs} ms (card do React ${r.cardDoReactMs} ms), ` +
            `JS antes do 1º produto ${(r.jsAntesDoCardBytes / 1024).toFixed(1)} KB gz ` +
            `em ${r.jsArquivosAntesDoCard} arquivos (antes do card do React ` +
            `${(r.jsAntesDoCardDoReactBytes / 1024).toFixed(1)} KB), menu pedido ${r.pedidosDoMenu}×`,
        );
        if (process.env.LCP_DETALHE) console.log(`  ${r.linhaDoTempo.join('\n  ')}`);
      }
    }
    const [esta, ...comparadas] = servidores.map(({ nome }) => ({
      nome,
      ...resumir(rodadas.get(nome)!),
    }));
    const resumo = {
      pagina: CAMINHO,
      condicoes: {
        rede: 'DevTools Slow 4G: latência 562,5 ms, 180.000 B/s de descida, 84.375 B/s de subida',
        cpu: `${CPU_SLOWDOWN}× mais lenta (Emulation.setCPUThrottlingRate)`,
        tela: `${TELA.width}×${TELA.height} @${TELA.deviceScaleFactor}x, móvel, cache desligado`,
        banco: databaseUrl ? 'PostgreSQL' : 'PGlite',
        rodadas: RODADAS,
        carga: `load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} ao terminar`,
      },
      ...esta!,
      comparadas,
    };
    for (const r of [esta!, ...comparadas]) console.log(texto(r.nome, r));
    console.log(`resultado em ${salvarResultado('lcp', resumo)}`);
  } finally {
    await browser.close();
    for (const { server } of servidores) await server.stop();
  }
}

void main().catch((erro) => {
  console.error(erro);
  process.exit(1);
});
