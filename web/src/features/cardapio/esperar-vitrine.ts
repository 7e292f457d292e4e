import type { AppDispatch } from '../../app/store';
import { cardapioApi } from './api';
import { empresaApi, empresaDaRota } from '../empresas/api';

/** The longest the server's picture of the storefront waits for React's first screen. */
export const ESPERA_MAXIMA_MS = 3000;

interface Roteador {
  state: { initialized: boolean };
  subscribe: (ouvinte: (estado: { initialized: boolean }) => void) => () => void;
}

function roteadorPronto(router: Roteador): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const parar = router.subscribe((estado) => {
      if (!estado.initialized) return;
      parar();
      resolve();
    });
  });
}

/**
 * When the server drew the storefront's first screen into #root (gateway/src/http/spa/
 * primeira-tela.ts), React's first render replaces it: rendering before the page's code and its
 * menu, company and status arrived would swap the picture for a spinner or skeletons. This waits
 * for them (the HTML preloaded all of them), never longer than ESPERA_MAXIMA_MS, and answers a
 * function that lets the reads go once the page holds them itself.
 */
export async function esperarVitrine(
  dispatch: AppDispatch,
  router: Roteador,
  caminho: string,
): Promise<() => void> {
  const empresaId = empresaDaRota(/^\/menu\/([^/]+)/.exec(caminho)?.[1]);
  // A path that names no company has no first screen to keep (the server draws none).
  if (empresaId === null) return () => undefined;
  const leituras = [
    dispatch(cardapioApi.endpoints.menu.initiate(empresaId)),
    dispatch(cardapioApi.endpoints.statusDaLoja.initiate(empresaId)),
    dispatch(empresaApi.endpoints.empresaPublica.initiate(empresaId)),
  ];
  const pronto = Promise.all([
    roteadorPronto(router),
    // A failed read is the page's to show: only the wait ends.
    ...leituras.map((leitura) => leitura.then(() => undefined)),
  ]);
  await Promise.race([pronto, new Promise((resolve) => setTimeout(resolve, ESPERA_MAXIMA_MS))]);
  return () => leituras.forEach((leitura) => leitura.unsubscribe());
}
