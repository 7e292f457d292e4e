import { test as base, expect, type BrowserContext } from '@playwright/test';
import { registrarAvisos } from './avisos';

/** A Content-Security-Policy violation the browser reported. */
export interface ViolacaoDeCsp {
  origem: 'evento' | 'console';
  pagina: string;
  /** The directive (`script-src-elem`), or the console message. */
  detalhe: string;
  bloqueado?: string;
  /** The script that caused it. */
  fonte?: string;
}

const BINDING = '__violacaoDeCsp';
const MENSAGEM_DE_CSP = /Content Security Policy/i;

/**
 * Records every CSP violation of a browser context (each page and pop-up): the
 * `securitypolicyviolation` events and the console reports ("Refused to … Content Security
 * Policy …"). The listener is installed through the DevTools protocol, so the policy cannot
 * block it.
 */
export async function vigiarCsp(
  contexto: BrowserContext,
  violacoes: ViolacaoDeCsp[] = [],
): Promise<ViolacaoDeCsp[]> {
  await contexto.exposeBinding(BINDING, ({ page }, violacao: Omit<ViolacaoDeCsp, 'origem'>) => {
    violacoes.push({ origem: 'evento', ...violacao, pagina: page?.url() ?? violacao.pagina });
  });
  await contexto.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const registrar = (window as unknown as Record<string, (v: object) => void>)[binding];
      registrar?.({
        pagina: location.href,
        detalhe: e.violatedDirective,
        bloqueado: e.blockedURI,
        fonte: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      });
    });
  }, BINDING);
  contexto.on('console', (mensagem) => {
    if (MENSAGEM_DE_CSP.test(mensagem.text()))
      violacoes.push({
        origem: 'console',
        pagina: mensagem.page()?.url() ?? '',
        detalhe: mensagem.text(),
      });
  });
  return violacoes;
}

/** What every context of a journey gets: its CSP watched and its toasts recorded. */
async function prepararContexto(contexto: BrowserContext, violacoes: ViolacaoDeCsp[]) {
  await vigiarCsp(contexto, violacoes);
  await registrarAvisos(contexto);
}

/**
 * `test` that fails when any page of the test, in its own context or in one it opens with
 * `browser.newContext` (the monitor, a second waiter), reports a CSP violation; every such page
 * also records the toasts it shows (`avisoMostrado`).
 */
export const test = base.extend<{ semViolacaoDeCsp: void }>({
  semViolacaoDeCsp: [
    async ({ browser, context }, use) => {
      const violacoes: ViolacaoDeCsp[] = [];
      await prepararContexto(context, violacoes);
      // Journeys open extra contexts themselves; they are watched too for as long as the test runs.
      const novoContexto = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const criado = await novoContexto(...args);
        await prepararContexto(criado, violacoes);
        return criado;
      };
      try {
        await use();
      } finally {
        browser.newContext = novoContexto;
      }
      expect(violacoes, 'violações da Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { afastarDosAvisos, avisoMostrado } from './avisos';
