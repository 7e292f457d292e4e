import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChamadaEvento } from '@cardapio/shared-events';
import { aplicarChamada } from '../features/pedidos/equipe/api';
import { sessaoSlice } from '../features/auth/slice';
import { T2 } from '../testing/exemplos';
import { chamada } from '../testing/chamada';
import { api } from './api';
import { pushesDaEntrada } from './pushesDuranteALeitura';
import { reaplicarPushes } from './reaplicarPushes';

// A real HTTP server whose answer waits until the test lets it go: the read is in flight.
let soltar: (() => void) | null = null;
let chegou: () => void = () => {};
const servidor = http.createServer((_req, res) => {
  chegou();
  soltar = () => {
    res.setHeader('Content-Type', 'application/json');
    // Read before the call was answered; wrapped, as the waiter's API answers ({ chamadas }).
    res.end(JSON.stringify({ chamadas: [chamada()] }));
  };
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
  url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/chamadas`;
});
afterAll(() => new Promise<void>((fim) => servidor.close(() => fim())));

const teste = api.injectEndpoints({
  endpoints: (build) => ({
    chamadasDoTeste: build.query<ChamadaEvento[], void>({
      query: () => url,
      transformResponse: (r: { chamadas: ChamadaEvento[] }) => r.chamadas,
    }),
  }),
});

describe('reaplicarPushes: a read in flight when a push landed', () => {
  it('gets the push applied again once its answer is in the cache, in the cached shape', async () => {
    const loja = configureStore({
      reducer: { [api.reducerPath]: api.reducer, [sessaoSlice.name]: sessaoSlice.reducer },
      middleware: (padrao) => padrao().concat(api.middleware, reaplicarPushes),
    });
    const chave = defaultSerializeQueryArgs({
      endpointName: 'chamadasDoTeste',
      queryArgs: undefined,
      endpointDefinition: undefined as never,
    });
    const diario = pushesDaEntrada.abrir(chave);
    try {
      const noServidor = new Promise<void>((r) => (chegou = r));
      const leitura = loja.dispatch(teste.endpoints.chamadasDoTeste.initiate());
      await noServidor;
      // While the read is on the server, the call is answered: the push reaches the entry.
      diario.registrar((lista: ChamadaEvento[]) =>
        aplicarChamada(lista, chamada({ status: 'atendida', updated_at: T2 })),
      );
      soltar!();
      const { isSuccess } = await leitura;
      expect(isSuccess).toBe(true);
      // The server answered the call as pending; the screen keeps it answered (gone).
      expect(teste.endpoints.chamadasDoTeste.select()(loja.getState()).data).toEqual([]);
      leitura.unsubscribe();
    } finally {
      diario.fechar();
    }
  });
});
