import type { Server } from 'node:http';
import request from 'supertest';
import { startMercadoPagoLocal, type MercadoPagoLocal } from '../../../testing/mercadopago-local';
import type { RunningServer } from '../server';
import { autorizado, definirLoja } from './loja';
import { DEMO, loginStaff, novoCliente } from './sessions';
import { createTestServer } from './test-server';

/** A gateway whose company 1 is open, its manager signed in: where the PIX tests pay. */
export interface LojaDePix {
  server: RunningServer;
  http: RunningServer['httpServer'];
  gestao: string;
}

export async function abrirLojaDePix(
  ...args: Parameters<typeof createTestServer>
): Promise<LojaDePix> {
  const server = await createTestServer(...args);
  const http = server.httpServer;
  const gestao = await loginStaff(http, DEMO.admin);
  await definirLoja(http, gestao, true);
  return { server, http, gestao };
}

/** A new customer of company 1 with one line in the cart: its token and id. */
export async function compradorComCarrinho(
  http: Server,
  linha: {
    produto_id: number;
    quantidade?: number;
    personalizacoes?: Array<{ opcao_id: number; item_id: number }>;
  },
): Promise<{ token: string; id: number }> {
  const registro = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = registro.body.token as string;
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(token))
    .send({ quantidade: 1, ...linha })
    .expect(201);
  return { token, id: registro.body.usuario.id as number };
}

/** Company 1's Mercado Pago credentials, saved by its manager. */
export const configurarMercadoPago = (loja: LojaDePix, accessToken: string, segredo: string) =>
  request(loja.http)
    .put('/api/mercadopago/config')
    .set(autorizado(loja.gestao))
    .send({ access_token: accessToken, webhook_secret: segredo });

/** The store paid through the local Mercado Pago stand-in, with these credentials saved. */
export async function lojaComMercadoPagoLocal(
  accessToken: string,
  segredo: string,
): Promise<{ loja: LojaDePix; mp: MercadoPagoLocal; fechar: () => Promise<void> }> {
  const mp = await startMercadoPagoLocal({ accessToken });
  const loja = await abrirLojaDePix({ mercadoPagoBaseUrl: mp.url });
  await configurarMercadoPago(loja, accessToken, segredo).expect(200);
  return {
    loja,
    mp,
    fechar: async () => {
      await loja.server.close();
      await mp.close();
    },
  };
}
