import type { DistanciaProvider, EnderecoParaFrete } from './distancia';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';

/** The part of a Distance Matrix answer that matters here. */
interface DistanceMatrixResposta {
  status: string;
  rows?: Array<{ elements?: Array<{ status: string; distance?: { value: number } }> }>;
}

export const enderecoParaBusca = (
  e: EnderecoParaFrete,
  cidadePadrao: string,
  estadoPadrao: string,
) =>
  `${e.rua}, ${e.numero_casa} - ${e.bairro}, ${e.cidade || cidadePadrao} - ${e.estado || estadoPadrao}, ${e.cep}, Brasil`;

/**
 * Driving distance from the store through Google's Distance Matrix API, with the company's own
 * key. Answers null (so the caller falls back to the neighbourhood table) when the address is
 * not found, the key is refused or the service cannot be reached in time.
 */
export function googleMapsDistancia(options: {
  apiKey: string;
  origem: string;
  cidadePadrao: string;
  estadoPadrao: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (mensagem: string) => void;
}): DistanciaProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async distanciaKm(_empresaId, endereco) {
      const url = new URL('/maps/api/distancematrix/json', options.baseUrl ?? GOOGLE_MAPS_BASE_URL);
      url.searchParams.set('origins', options.origem);
      url.searchParams.set(
        'destinations',
        enderecoParaBusca(endereco, options.cidadePadrao, options.estadoPadrao),
      );
      url.searchParams.set('mode', 'driving');
      url.searchParams.set('units', 'metric');
      url.searchParams.set('language', 'pt-BR');
      url.searchParams.set('key', options.apiKey);
      try {
        const resposta = await doFetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!resposta.ok) throw new Error(`HTTP ${resposta.status}`);
        const corpo = (await resposta.json()) as DistanceMatrixResposta;
        const elemento = corpo.rows?.[0]?.elements?.[0];
        if (corpo.status !== 'OK' || elemento?.status !== 'OK' || !elemento.distance) {
          options.log?.(
            `[frete] Google Maps não localizou o endereço (${corpo.status}/${elemento?.status})`,
          );
          return null;
        }
        return Math.round(elemento.distance.value / 100) / 10; // metres → km, one decimal
      } catch (error) {
        options.log?.(`[frete] Google Maps indisponível: ${(error as Error).message}`);
        return null;
      }
    },
  };
}
