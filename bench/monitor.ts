/// <reference lib="dom" />
/**
 * An order on an open kitchen monitor in Chromium (DESIGN §8: under 1 s). The monitor page is open
 * and connected; each order is placed through the API, one after the other, and timed from the
 * moment its POST leaves to the moment its card is in the monitor's page (a MutationObserver in
 * the page notes it; page and benchmark read the machine's wall clock). The journeys only check
 * that the card arrives live (e2e/support/ao-vivo.ts); the time is measured here.
 *   npm run build -w web && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/monitor.ts
 * BENCH_ORDERS (default 30) orders; PostgreSQL, as bench/push.ts (the customers' carts).
 */
import os from 'node:os';
import type { Pedido } from '@cardapio/shared-events';
import { abrirChromium } from './chromium';
import {
  abrirLoja,
  clientesComCarrinho,
  freshDatabaseUrl,
  PEDIDO,
  percentil,
  salvarResultado,
  sessaoDaEquipe,
  startBenchServer,
} from './support';

const PEDIDOS = Number(process.env.BENCH_ORDERS ?? 30);
const META_MS = 1000;

declare global {
  interface Window {
    /** Order id → when its card entered the page (ms since the epoch). */
    cartoesVistos: Record<string, number>;
  }
}

/** Runs in the page before its own code: notes when each order card first appears. */
function observarCartoes() {
  window.cartoesVistos = {};
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[data-testid^="pedido-"]')) {
      const id = /^pedido-(\d+)$/.exec(el.getAttribute('data-testid') ?? '')?.[1];
      if (id && !(id in window.cartoesVistos))
        window.cartoesVistos[id] = performance.timeOrigin + performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function main() {
  const databaseUrl = await freshDatabaseUrl();
  if (!databaseUrl) throw new Error('Defina DATABASE_URL (PostgreSQL) para este benchmark');
  const server = await startBenchServer(3793, databaseUrl);
  const browser = await abrirChromium();
  try {
    const sessao = await sessaoDaEquipe(server.url);
    await abrirLoja(server.url, sessao.token);
    const tokens = await clientesComCarrinho(databaseUrl, PEDIDOS);

    const contexto = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await contexto.addInitScript(({ token, usuario }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('authUsuario', JSON.stringify(usuario));
    }, sessao);
    await contexto.addInitScript(observarCartoes);
    const monitor = await contexto.newPage();
    await monitor.goto(`${server.url}/monitor`);
    await monitor.getByTestId('conexao').and(monitor.locator('[data-estado="conectado"]')).waitFor({
      timeout: 30_000,
    });

    const latencias: number[] = [];
    for (const token of tokens) {
      const enviadoEm = Date.now();
      const res = await fetch(`${server.url}/api/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: PEDIDO,
      });
      if (res.status !== 201)
        throw new Error(`POST /api/pedidos: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as Pedido;
      await monitor.getByTestId(`pedido-${id}`).waitFor({ timeout: 10_000 });
      const vistoEm = await monitor.evaluate((chave) => window.cartoesVistos[chave]!, String(id));
      latencias.push(vistoEm - enviadoEm);
    }

    const arredondar = (ms: number) => Math.round(ms * 10) / 10;
    const resultado = {
      pedidos: latencias.length,
      cargaDaMaquina: os.loadavg().map((l) => Math.round(l * 10) / 10),
      p50ms: arredondar(percentil(latencias, 50)),
      p99ms: arredondar(percentil(latencias, 99)),
      maxMs: arredondar(percentil(latencias, 100)),
      meta: { maxMs: META_MS },
      observacao:
        'do envio do POST /api/pedidos ao cartão do pedido no DOM do /monitor aberto no Chromium (MutationObserver), um pedido depois do outro',
    };
    console.log(JSON.stringify(resultado, null, 2));
    console.log(`resultado em ${salvarResultado('monitor', resultado)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
