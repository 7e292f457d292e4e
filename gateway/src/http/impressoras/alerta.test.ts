import request from 'supertest';
import {
  motivoSemPapel,
  textoDoAlerta,
  type AgentePareado,
  type AlertaDaCozinha,
  type EstadoDaCozinha,
  type TrabalhoDeImpressao,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginStaff } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';
import { esperar } from '../../testing/esperar';

/**
 * Issue 30 §2: a ticket waiting a minute on a printer, while the store is open, raises the
 * kitchen's alert on the board and the dashboard ('Impressora Cozinha offline — 2 tickets
 * esperando'), once; it resolves when the printer has printed everything.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let avanco = 0;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  await definirLoja(http, gestao, true);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const alertas = async () =>
  (
    (await request(http).get('/api/monitor/cozinha').set(autorizado(gestao)).expect(200))
      .body as EstadoDaCozinha
  ).alertas;

test('tickets waiting a minute raise the printer’s alert once; printed, it resolves', async () => {
  const novo = await request(http)
    .post('/api/impressoras/agentes')
    .set(autorizado(gestao))
    .send({ nome: 'PC da cozinha' })
    .expect(201);
  const agente = (
    await request(http)
      .post('/api/impressoras/parear')
      .send({ codigo: novo.body.codigo })
      .expect(201)
  ).body as AgentePareado;
  const impressoraId = (
    await request(http)
      .post('/api/impressoras')
      .set(autorizado(gestao))
      .send({ nome: 'Cozinha', agente_id: agente.agente.id, endereco: '192.168.0.60' })
      .expect(201)
  ).body.id as number;

  const painel = (await clients.connected(server.url, gestao)).socket;
  const ouvidos: AlertaDaCozinha[] = [];
  const resolvidos: number[] = [];
  painel.on('cozinha:alerta', (a) => ouvidos.push(a));
  painel.on('cozinha:alerta-resolvido', (r) => resolvidos.push(r.id));

  // The agent is off: two orders wait.
  const coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  for (let i = 0; i < 2; i++)
    await finalizarPedido(http, await clienteComCarrinho(http, [coca, 1]));

  // Under a minute: no alert.
  await server.core.cozinha.vigiar();
  expect((await alertas()).filter((a) => a.tipo === 'impressora')).toEqual([]);

  avanco = 61_000;
  await server.core.cozinha.vigiar();
  await server.core.cozinha.vigiar();
  const [alerta, ...outros] = (await alertas()).filter((a) => a.tipo === 'impressora');
  expect(outros).toEqual([]);
  expect(alerta).toMatchObject({ tipo: 'impressora', impressora_id: impressoraId, esperando: 2 });
  expect(textoDoAlerta(alerta!)).toBe('Impressora Cozinha offline — 2 tickets esperando');
  await esperar(() => ouvidos.find((a) => a.id === alerta!.id));

  // The agent comes back and prints both: the alert resolves.
  const { socket } = await clients.connected(server.url, agente.token);
  const trabalhos: TrabalhoDeImpressao[] = [];
  socket.on('impressao:trabalho', (t) => trabalhos.push(t));
  await server.core.impressoras.conectou(1, agente.agente.id);
  await esperar(() => (trabalhos.length >= 2 ? true : undefined));
  // The printer says it has no paper: the banner says so, instead of offline.
  for (const t of trabalhos.splice(0))
    await new Promise((r) =>
      socket.emit(
        'impressao:resultado',
        { id: t.id, versao: t.versao, estado: 'falhou', erro: motivoSemPapel('Cozinha') },
        r,
      ),
    );
  const [semPapel] = (await alertas()).filter((a) => a.tipo === 'impressora');
  expect(textoDoAlerta(semPapel!)).toBe('Impressora Cozinha sem papel — 2 tickets esperando');

  // Paper back: the failed jobs go out again and print.
  await server.core.impressoras.reenviar();
  await esperar(() => (trabalhos.length >= 2 ? true : undefined));
  for (const t of trabalhos)
    await new Promise((r) =>
      socket.emit('impressao:resultado', { id: t.id, versao: t.versao, estado: 'impresso' }, r),
    );
  await server.core.cozinha.vigiar();
  expect((await alertas()).filter((a) => a.tipo === 'impressora')).toEqual([]);
  await esperar(() => (resolvidos.includes(alerta!.id) ? true : undefined));
  avanco = 0;
});
