import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GoogleMapsLocal {
  /** Base URL to use in place of https://maps.googleapis.com */
  url: string;
  /** Destinations asked for, in order. */
  consultas: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's Distance Matrix API: same path, parameters and answer shape.
 * A wrong key gets REQUEST_DENIED; a destination whose text contains none of the known
 * neighbourhoods gets an element NOT_FOUND; known ones answer their distance in metres.
 */
export async function startGoogleMapsLocal(options: {
  chave: string;
  metrosPorBairro: Record<string, number>;
}): Promise<GoogleMapsLocal> {
  const consultas: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    res.setHeader('content-type', 'application/json; charset=UTF-8');
    if (url.pathname !== '/maps/api/distancematrix/json') {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    if (url.searchParams.get('key') !== options.chave) {
      res.end(
        JSON.stringify({
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
          rows: [],
        }),
      );
      return;
    }
    const destino = url.searchParams.get('destinations') ?? '';
    consultas.push(destino);
    const bairro = Object.keys(options.metrosPorBairro).find((b) =>
      destino.toLowerCase().includes(b.toLowerCase()),
    );
    const elemento = bairro
      ? {
          status: 'OK',
          distance: {
            text: `${(options.metrosPorBairro[bairro]! / 1000).toFixed(1)} km`,
            value: options.metrosPorBairro[bairro],
          },
          duration: { text: '10 min', value: 600 },
        }
      : { status: 'NOT_FOUND' };
    res.end(
      JSON.stringify({
        status: 'OK',
        origin_addresses: [url.searchParams.get('origins')],
        destination_addresses: [destino],
        rows: [{ elements: [elemento] }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    consultas,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
