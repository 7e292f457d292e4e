import request from 'supertest';
import {
  MOTIVO_PREVISAO_MAIS_TARDE,
  type Estacao,
  type Pedido,
  type PrevisaoDoPedidoEvento,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { loginStaff } from '../../testing/sessions';
import { socketClients, type ClientSocket } from '../../testing/sockets';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';
import { esperar } from '../../testing/esperar';

/**
 * Issue 29 §3: the customer's expected time comes from the kitchen's real queue, moves earlier
 * when an order ahead is bumped, and when it moves later it says why.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let bar: Estacao;
let cocaId: number;
let avanco = 0;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  bar = await criarEstacao(http, staff, { nome: 'Bar Fila' });
  cocaId = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  await rotearCategorias(http, staff, [[cocaId, bar.id]]);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

/** A customer with their socket open, hearing their expected times. */
async function clienteNaFila() {
  const token = await clienteComCarrinho(http, [cocaId, 1]);
  const socket: ClientSocket = (await clients.connected(server.url, token)).socket;
  const previsoes: PrevisaoDoPedidoEvento[] = [];
  socket.on('pedido:previsao', (p) => previsoes.push(p));
  const res = await finalizarPedido(http, token);
  expect(res.status).toBe(201);
  return { token, pedido: res.body as Pedido, previsoes };
}

const ultima = (lista: PrevisaoDoPedidoEvento[], depoisDe: number) =>
  lista.length > depoisDe ? lista.at(-1) : undefined;

test('ahead bumped → earlier; a slower kitchen → later, with the reason; the order carries it', async () => {
  const a = await clienteNaFila();
  const b = await clienteNaFila();
  const c = await clienteNaFila();
  // Each customer hears theirs once the queue settled (three orders in line at the bar).
  await esperar(() =>
    a.previsoes.length && b.previsoes.length && c.previsoes.length ? true : undefined,
  );
  await new Promise((r) => setTimeout(r, 400)); // the last pass, if the three came apart
  const [pa, pb, pc] = [a, b, c].map((x) => Date.parse(x.previsoes.at(-1)!.previsao_em));
  expect(pa).toBeLessThan(pb!);
  expect(pb).toBeLessThan(pc!);
  for (const x of [a, b, c])
    expect(x.previsoes.every((p) => p.pedido_id === x.pedido.id)).toBe(true);

  const lido = (
    await request(http).get(`/api/pedidos/usuario/${b.pedido.usuario_id}`).set(autorizado(b.token))
  ).body as Pedido[];
  expect(lido.find((p) => p.id === b.pedido.id)!.previsao_em).toBe(b.previsoes.at(-1)!.previsao_em);

  // The first in line is done: the second's time comes earlier, with no reason needed.
  const vistosB = b.previsoes.length;
  await request(http)
    .post(`/api/monitor/pedidos/${a.pedido.id}/pronto`)
    .set(autorizado(staff))
    .send({ estacoes: [bar.id] })
    .expect(200);
  const novaB = await esperar(() => ultima(b.previsoes, vistosB));
  expect(Date.parse(novaB.previsao_em)).toBeLessThan(pb! - 60_000);
  expect(novaB.previsao_motivo).toBeNull();

  // The second takes an hour: the bar's average grows, the third's time moves later and says why.
  // (The pass after the first bump may still be telling the third its earlier time: only an
  // estimate computed after the hour counts.)
  avanco = 60 * 60_000;
  const depoisDaHora = Date.now() + avanco;
  await request(http)
    .post(`/api/monitor/pedidos/${b.pedido.id}/pronto`)
    .set(autorizado(staff))
    .send({ estacoes: [bar.id] })
    .expect(200);
  const novaC = await esperar(() =>
    c.previsoes.find((p) => Date.parse(p.calculada_em) >= depoisDaHora),
  );
  expect(Date.parse(novaC.previsao_em)).toBeGreaterThan(pc!);
  expect(novaC.previsao_motivo).toBe(MOTIVO_PREVISAO_MAIS_TARDE);
  const doC = (
    await request(http).get(`/api/pedidos/usuario/${c.pedido.usuario_id}`).set(autorizado(c.token))
  ).body as Pedido[];
  expect(doC.find((p) => p.id === c.pedido.id)).toMatchObject({
    previsao_em: novaC.previsao_em,
    previsao_motivo: MOTIVO_PREVISAO_MAIS_TARDE,
  });
  avanco = 0;
});
