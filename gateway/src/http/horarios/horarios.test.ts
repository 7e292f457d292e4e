import request from 'supertest';
import type { CardapioAtualizadoEvento, StatusLoja } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { DEMO, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const status = async () =>
  (await request(http).get('/api/horario-funcionamento/status/1')).body as StatusLoja;

test('saving the hours closes the store at once and tells open menus of that company only', async () => {
  await definirLoja(http, gestao, true);
  expect((await status()).aberto).toBe(true);
  const daEmpresa = clients.open(server.url, { empresa_id: 1 });
  const daOutra = clients.open(server.url, { empresa_id: 2 });
  await Promise.all(
    [daEmpresa, daOutra].map((s) => new Promise((resolve) => s.once('sessao:info', resolve))),
  );
  const vazou: unknown[] = [];
  daOutra.on('cardapio:atualizado', (e) => vazou.push(e));
  const ouvido = new Promise<CardapioAtualizadoEvento>((resolve) =>
    daEmpresa.once('cardapio:atualizado', resolve),
  );

  await definirLoja(http, gestao, false);
  await expect(ouvido).resolves.toEqual({ empresa_id: 1, updated_at: expect.any(String) });
  // The cached open status (per minute) was dropped, not served until it expires.
  expect((await status()).aberto).toBe(false);
  await roundTrip(daOutra);
  expect(vazou).toEqual([]);
  await definirLoja(http, gestao, true);
});

test('a refused save writes nothing and tells no one', async () => {
  await definirLoja(http, gestao, true);
  const menu = clients.open(server.url, { empresa_id: 1 });
  await new Promise((resolve) => menu.once('sessao:info', resolve));
  const ouvidos: unknown[] = [];
  menu.on('cardapio:atualizado', (e) => ouvidos.push(e));
  const res = await request(http)
    .post('/api/horario-funcionamento/config')
    .set(autorizado(gestao))
    .send({ horarios: [{ dia: 'quinta', abertura: '25:00', fechamento: '02:00' }] });
  expect(res.status).toBe(400);
  await roundTrip(menu);
  expect(ouvidos).toEqual([]);
  expect((await status()).aberto).toBe(true);
});
