import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { pedidos } from '@cardapio/core/testing';
import type { Estacao, Pedido, TemposDaCozinha } from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 29 §3: the kitchen's average ticket time, per station (order placed → its part done)
 * and for the whole kitchen (→ the order's last item), today and in the last hour, against
 * figures computed by hand; pushed to the staff on every bump.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let cozinha: Estacao;
let bar: Estacao;
let burguer: Awaited<ReturnType<typeof produtoDemo>>;
let cocaId: number;
/** The services' clock runs this far ahead of the wall clock (bumps minutes after the order). */
let avanco = 0;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  recuoMs = recuoParaFicarHoje();
  cozinha = await criarEstacao(http, staff, { nome: 'Cozinha Tempos' });
  bar = await criarEstacao(http, staff, { nome: 'Bar Tempos' });
  burguer = await produtoDemo(http, 1, 'X-Burguer');
  cocaId = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  await rotearCategorias(http, staff, [
    [burguer.produto.id, cozinha.id],
    [cocaId, bar.id],
  ]);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

async function pedidoMisto(): Promise<Pedido> {
  const cliente = await clienteComCarrinho(http, [cocaId, 1]);
  await request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(cliente))
    .send({
      produto_id: burguer.produto.id,
      quantidade: 1,
      personalizacoes: [burguer.escolha('Ponto da carne', 'Ao ponto')],
    })
    .expect(201);
  const res = await finalizarPedido(http, cliente);
  expect(res.status).toBe(201);
  const pedido = res.body as Pedido;
  if (recuoMs === 0) return pedido;
  // Placed earlier in the same local day, so the whole timeline (bumps up to 100 min later)
  // stays inside today whatever the wall clock says when the test runs.
  const criado = new Date(Date.parse(pedido.created_at) - recuoMs);
  await server.core.db
    .update(pedidos)
    .set({ created_at: criado })
    .where(and(eq(pedidos.empresa_id, 1), eq(pedidos.id, pedido.id)));
  return { ...pedido, created_at: criado.toISOString() };
}

/**
 * How far back the orders are placed: none, unless 100 minutes from now is past midnight in the
 * company's timezone (the test's "today" would then end between its bumps and its last read).
 */
function recuoParaFicarHoje(): number {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const valor = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value ?? 0);
  const minutosHoje = valor('hour') * 60 + valor('minute');
  return minutosHoje + 105 >= 24 * 60 ? 3 * 3_600_000 : 0;
}
let recuoMs = 0;

/** Bumps a station's part `minutos` after the order was placed (by the services' clock). */
async function aos(minutos: number, pedido: Pedido, estacao: Estacao) {
  avanco = Date.parse(pedido.created_at) + minutos * 60_000 - Date.now();
  await request(http)
    .post(`/api/monitor/pedidos/${pedido.id}/pronto`)
    .set(autorizado(staff))
    .send({ estacoes: [estacao.id] })
    .expect(200);
}

const ler = async (token = staff) => {
  const res = await request(http).get('/api/monitor/tempos').set(autorizado(token));
  expect(res.status).toBe(200);
  return res.body as TemposDaCozinha;
};

const daEstacao = (t: TemposDaCozinha, e: Estacao) =>
  t.estacoes.find((x) => x.estacao_id === e.id)!;

test('averages per station and for the kitchen, by hand; pushed on every bump', async () => {
  expect(await ler()).toMatchObject({
    cozinha: { hoje_seg: null, ultima_hora_seg: null, feitos_hoje: 0 },
  });
  const quadro = (await clients.connected(server.url, staff)).socket;
  const ouvidos: TemposDaCozinha[] = [];
  quadro.on('cozinha:tempos', (t) => ouvidos.push(t));

  const a = await pedidoMisto();
  const b = await pedidoMisto();
  await aos(4, a, bar); // bar: 240 s
  await aos(10, a, cozinha); // cozinha: 600 s; order a done at 600 s
  await aos(2, b, bar); // bar: 120 s; b still in the kitchen

  const tempos = await ler();
  expect(daEstacao(tempos, bar)).toMatchObject({
    hoje_seg: 180,
    ultima_hora_seg: 180,
    feitos_hoje: 2,
  });
  expect(daEstacao(tempos, cozinha)).toMatchObject({ hoje_seg: 600, feitos_hoje: 1 });
  expect(tempos.cozinha).toMatchObject({ hoje_seg: 600, ultima_hora_seg: 600, feitos_hoje: 1 });

  // An hour and a half later, the last hour has none of them; today still has them all.
  avanco = Date.parse(a.created_at) + 100 * 60_000 - Date.now();
  const depois = await ler();
  expect(daEstacao(depois, bar)).toMatchObject({ hoje_seg: 180, ultima_hora_seg: null });
  expect(depois.cozinha.ultima_hora_seg).toBeNull();

  await roundTrip(quadro);
  expect(ouvidos).toHaveLength(3);
  expect(daEstacao(ouvidos.at(-1)!, bar).hoje_seg).toBe(180);
  avanco = 0;
});

test('kitchen screens read them too; waiters do not', async () => {
  const tela = await request(http)
    .post('/api/monitor/telas')
    .set(autorizado(staff))
    .send({ nome: 'Expo' });
  expect((await ler(tela.body.token as string)).empresa_id).toBe(1);
  const garcom = await loginGarcom(http);
  expect((await request(http).get('/api/monitor/tempos').set(autorizado(garcom))).status).toBe(403);
});
