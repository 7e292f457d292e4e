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

describe('the status at one instant (issue 26)', () => {
  // Thursday 2026-11-26, 08:30 in São Paulo (UTC−3 all year).
  let agora = new Date('2026-11-26T08:30:00-03:00');
  let relogio: RunningServer;
  let token: string;

  beforeAll(async () => {
    relogio = await createTestServer({}, { now: () => agora });
    token = await loginStaff(relogio.httpServer, DEMO.admin);
    const res = await request(relogio.httpServer)
      .post('/api/horario-funcionamento/config')
      .set(autorizado(token))
      .send({
        horarios: [
          { dia: 'quarta', abertura: '18:00', fechamento: '10:00' },
          { dia: 'quinta', abertura: '09:00', fechamento: '18:00', fechado: true },
        ],
      });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await relogio.close();
  });

  const statusAs = async (local: string) => {
    agora = new Date(`${local}-03:00`);
    const res = await request(relogio.httpServer).get('/api/horario-funcionamento/status/1');
    expect(res.status).toBe(200);
    return res.body as StatusLoja;
  };

  test("Wednesday's night still running on a closed Thursday: open, and the text says until when", async () => {
    expect(await statusAs('2026-11-26T08:30:00')).toEqual({
      aberto: true,
      horarioHoje: { dia: 'quinta', abertura: '09:00', fechamento: '18:00', fechado: true },
      proximaAbertura: null,
      pausa: null,
      ocupado_min: 0,
      proxima_janela: null,
      lotado: false,
      texto: {
        selo: 'Aberto',
        resumo: 'Até as 10h',
        hoje: 'Hoje até as 10h',
        proximaAbertura: null,
        completo: 'Hoje até as 10h',
      },
    });
  });

  test('at 10:00 the night is over: closed today, and the text says when it opens', async () => {
    expect(await statusAs('2026-11-26T10:00:00')).toMatchObject({
      aberto: false,
      proximaAbertura: { dia: 'quarta', horario: '18:00' },
      texto: {
        selo: 'Fechado',
        resumo: 'Abre quarta-feira às 18h',
        hoje: 'Hoje: fechado',
        completo: 'Hoje: fechado · Abre quarta-feira às 18h',
      },
    });
  });
});
