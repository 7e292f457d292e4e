import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Helmet's fixed security headers. The Content-Security-Policy is per request (a storefront
 * allows its company's pixel), so it is ours (csp.ts); COEP stays off because it would refuse
 * images from CSP_IMG_HOSTS and the pixel's that do not send Cross-Origin-Resource-Policy.
 */
export function cabecalhosDeSeguranca() {
  return helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
}

/**
 * The headers that middleware sets, in its order, for answers written without Express: none
 * of them depends on the request, so recording one run gives them all.
 */
export function cabecalhosFixosDeSeguranca(): Array<[string, string]> {
  const definidos: Array<[string, string]> = [];
  const gravador = {
    setHeader: (nome: string, valor: unknown) => definidos.push([nome, String(valor)]),
    removeHeader: () => undefined,
  };
  cabecalhosDeSeguranca()(
    {} as IncomingMessage,
    gravador as unknown as ServerResponse,
    (erro?: unknown) => {
      if (erro) throw erro;
    },
  );
  return definidos;
}
