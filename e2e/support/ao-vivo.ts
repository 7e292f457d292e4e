import type {
  Browser,
  BrowserContext,
  Page,
  Request,
  Route,
  TestInfo,
  WebSocketRoute,
} from '@playwright/test';
import type { LoginResposta } from '@cardapio/shared-events';
import { entrarComoEquipe } from './equipe';

/**
 * How long a journey waits for a change pushed (Socket.IO) to a screen that is already open.
 * Shorter than every fallback poll of those screens (the PIX dialog 5 s, the monitor 15 s, the
 * board, dashboard, stock and waiter screens 30 s), and the journeys check that nothing reloaded,
 * so a pass still proves the push. The speed budget itself (an order on an open monitor in under
 * 1 s, DESIGN §8) is measured by bench/monitor.ts, not by a timed assertion: with two browsers
 * and two servers on 2 cores, a 1 s wait here failed now and then on a loaded CI machine.
 */
export const AO_VIVO = { timeout: 3_000 };

/**
 * Watches `page` from now on: the returned function tells whether it has navigated since (a
 * reload), so a journey proves that what it saw arrive was pushed to the open page.
 */
export function semRecarregar(page: Page): () => boolean {
  let recarregou = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) recarregou = true;
  });
  return () => recarregou;
}

/**
 * A staff member's page and an anonymous customer's, each in a browser context of its own at the
 * project's size (what one changes, the other must see pushed); `fechar` closes both.
 */
export async function equipeECliente(
  browser: Browser,
  info: TestInfo,
  equipe: LoginResposta,
): Promise<{ gestao: Page; cliente: Page; fechar: () => Promise<void> }> {
  const viewport = info.project.use.viewport ?? { width: 1440, height: 900 };
  const contextos: BrowserContext[] = await Promise.all([
    browser.newContext({ viewport, locale: 'pt-BR' }),
    browser.newContext({ viewport, locale: 'pt-BR' }),
  ]);
  const [gestao, cliente] = await Promise.all(contextos.map((c) => c.newPage()));
  await entrarComoEquipe(gestao!, equipe);
  return {
    gestao: gestao!,
    cliente: cliente!,
    fechar: async () => void (await Promise.all(contextos.map((c) => c.close()))),
  };
}

/**
 * Opens `url` and waits until `pronto` shows and the page's live socket is up; from then on the
 * answer tells whether the page reloaded (semRecarregar).
 */
export async function abrirAoVivo(
  page: Page,
  url: string,
  pronto: () => Promise<void>,
): Promise<() => boolean> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/socket.io'),
    timeout: 30_000,
  });
  await page.goto(url);
  await pronto();
  await socket;
  return semRecarregar(page);
}

/** The page's live connection, through a switch the test controls (redeControlada). */
export interface RedeControlada {
  /** From now on a connection attempt reaches the server. */
  ligar: () => void;
  /** Every attempt drops from now on, and the open connections are closed. */
  desligar: () => Promise<void>;
  /**
   * Resolves once a connection made since the last `ligar` was put in its rooms (the server's
   * 'sessao:info', sent after any replay): from then on what the page missed was handed over.
   */
  conectada: (timeout?: number) => Promise<void>;
}

/**
 * The page's Socket.IO connection goes through a switch, OFF at first: while off, every attempt
 * drops at once (a WebSocket is closed as it opens, a long-polling request fails), so the screen
 * reads over HTTP but its live connection cannot open until the test says so (issue 28: the
 * window between a screen's first read and its subscription). Call before the page loads.
 */
export async function redeControlada(page: Page): Promise<RedeControlada> {
  let ligada = false;
  let nasSalas = false;
  let avisar: (() => void)[] = [];
  const abertas: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const servidor = ws.connectToServer();
    // Down: closing the server side closes the page's too.
    if (!ligada) {
      void servidor.close();
      return;
    }
    abertas.push(ws);
    servidor.onMessage((mensagem) => {
      ws.send(mensagem);
      if (typeof mensagem === 'string' && mensagem.includes('"sessao:info"')) {
        nasSalas = true;
        for (const fn of avisar.splice(0)) fn();
      }
    });
  });
  // Socket.IO's HTTP long-polling transport, should the client ever fall back to it.
  await page.route(/\/socket\.io\//, (route) =>
    ligada ? route.fallback() : route.abort('internetdisconnected'),
  );
  return {
    ligar: () => {
      ligada = true;
      nasSalas = false;
    },
    desligar: async () => {
      ligada = false;
      await Promise.all(abertas.splice(0).map((ws) => ws.close()));
    },
    conectada: (timeout = 15_000) =>
      new Promise<void>((resolve, reject) => {
        if (nasSalas) return resolve();
        const timer = setTimeout(() => {
          avisar = avisar.filter((fn) => fn !== pronto);
          reject(new Error(`a conexão ao vivo não abriu em ${timeout} ms`));
        }, timeout);
        const pronto = () => {
          clearTimeout(timer);
          resolve();
        };
        avisar.push(pronto);
      }),
  };
}

/**
 * Only the first GET of the URLs matching `url` goes through; every later one (a fallback poll,
 * a read again after a reconnection) fails as if offline, so what the screen shows after its
 * first read arrived over the live connection (pushed or replayed), not from a new read. Call
 * once per endpoint (each keeps its own count). Answers how many reads were attempted.
 */
export async function soAPrimeiraLeitura(page: Page, url: RegExp): Promise<() => number> {
  let lidas = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    if (lidas++ === 0) await route.fallback();
    else await route.abort('internetdisconnected');
  });
  return () => lidas;
}

/** A read the test holds (leituraSegurada). */
export interface LeituraSegurada {
  /** Resolves once the server answered the held read (what it says is from before that moment). */
  lida: Promise<void>;
  /** The answer reaches the page now; resolves once the page has had time to apply it. */
  soltar: () => Promise<void>;
}

/**
 * The next GET of `url` is answered by the server at once, but the page gets the answer only
 * when the test says so: a read that left before a change and lands after the change was pushed
 * (a fallback poll or a read again in flight across a push). Only that one read is held.
 */
export async function leituraSegurada(page: Page, url: RegExp): Promise<LeituraSegurada> {
  let avisarLida!: () => void;
  const lida = new Promise<void>((resolve) => (avisarLida = resolve));
  let liberar!: () => void;
  const liberada = new Promise<void>((resolve) => (liberar = resolve));
  let segurada: Request | null = null;
  const rota = async (route: Route) => {
    if (route.request().method() !== 'GET' || segurada) return route.fallback();
    segurada = route.request();
    const resposta = await route.fetch();
    avisarLida();
    await liberada;
    await route.fulfill({ response: resposta });
  };
  await page.route(url, rota);
  return {
    lida,
    soltar: async () => {
      const terminou = page.waitForEvent('requestfinished', (r) => r === segurada);
      liberar();
      await terminou;
      await page.unroute(url, rota);
      // Its JSON, the store's update and React's render run in the page's next few tasks.
      await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
    },
  };
}

/** In the monitor page: when each order card or ticket not on screen yet appeared (Date.now()). */
export async function marcarChegadas(monitor: Page) {
  await monitor.evaluate(() => {
    const seletor = '[data-testid^="pedido-"], [data-testid^="ticket-"]';
    const antes = new Set(
      Array.from(document.querySelectorAll(seletor)).map((e) => e.getAttribute('data-testid')),
    );
    const chegadas: Record<string, number> = {};
    (window as unknown as { chegadas: Record<string, number> }).chegadas = chegadas;
    new MutationObserver(() => {
      document.querySelectorAll(seletor).forEach((e) => {
        const id = e.getAttribute('data-testid')!;
        if (!antes.has(id) && !(id in chegadas)) chegadas[id] = Date.now();
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** When the order's card (`pedido-<id>`) appeared on a page marked by marcarChegadas. */
export const chegadaDe = (page: Page, pedidoId: number) =>
  page.evaluate(
    (id) => (window as unknown as { chegadas: Record<string, number | undefined> }).chegadas[id],
    `pedido-${pedidoId}`,
  );
