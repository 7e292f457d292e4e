import request from 'supertest';
import {
  textoDoAlerta,
  type AlertaDaCozinha,
  type EstadoDaCozinha,
  type Estacao,
  type Pedido,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 29 §3: an order past its preparation target (its longest item's tempo_preparo) by the
 * company's tolerance raises one alert naming the late station, for companies with stations;
 * it resolves when the order leaves the kitchen.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let coca: { id: number; tempo_preparo: number };
/** The services' clock runs this far ahead of the wall clock. */
let avanco = 0;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
  const id = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
  const produtos = (await request(http).get('/api/produtos').set(autorizado(staff))).body as {
    id: number;
    tempo_preparo: number;
  }[];
  coca = produtos.find((p) => p.id === id)!;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

const config = (campos: object) =>
  request(http)
    .put('/api/monitor/config')
    .set(autorizado(staff))
    .send({ alerta_amarelo_min: 5, alerta_vermelho_min: 10, ...campos });

async function pedido(): Promise<Pedido> {
  const res = await finalizarPedido(http, await clienteComCarrinho(http, [coca.id, 1]));
  expect(res.status).toBe(201);
  return res.body as Pedido;
}

const atrasoDe = async (pedidoId: number) =>
  (
    (await request(http).get('/api/monitor/cozinha').set(autorizado(staff))).body as EstadoDaCozinha
  ).alertas.find((a) => a.tipo === 'atraso' && a.pedido_id === pedidoId);

const minutos = (n: number) => n * 60_000;

test('no stations, no late alert: the spec monitor keeps its ageing colours', async () => {
  const sem = await pedido();
  avanco = minutos(coca.tempo_preparo + 60);
  await server.core.cozinha.vigiar();
  expect(await atrasoDe(sem.id)).toBeUndefined();
  avanco = 0;
});

test('fires once when the target plus the tolerance passes, names the station, and resolves when the order is ready', async () => {
  const res = await request(http)
    .post('/api/estacoes')
    .set(autorizado(staff))
    .send({ nome: 'Bar Atrasos' });
  const bar = (res.body as { estacao: Estacao }).estacao;
  await request(http)
    .put(`/api/produtos/${coca.id}`)
    .set(autorizado(staff))
    .send({ ...(await lerProduto()), estacao_id: bar.id })
    .expect(200);
  await config({ tolerancia_atraso_min: 5 }).expect(200);
  const quadro = (await clients.connected(server.url, staff)).socket;
  const alertas: AlertaDaCozinha[] = [];
  const resolvidos: number[] = [];
  quadro.on('cozinha:alerta', (a) => alertas.push(a));
  quadro.on('cozinha:alerta-resolvido', (a) => resolvidos.push(a.id));
  const atrasado = await pedido();
  const criado = Date.parse(atrasado.created_at);

  avanco = criado + minutos(coca.tempo_preparo + 5) - 2_000 - Date.now();
  await server.core.cozinha.vigiar();
  expect(await atrasoDe(atrasado.id)).toBeUndefined();

  avanco = criado + minutos(coca.tempo_preparo + 5) + 1_000 - Date.now();
  await server.core.cozinha.vigiar();
  await server.core.cozinha.vigiar();
  await roundTrip(quadro);
  const deste = alertas.filter((a) => a.tipo === 'atraso' && a.pedido_id === atrasado.id);
  expect(deste).toHaveLength(1);
  const alerta = deste[0]!;
  expect(alerta).toMatchObject({ tipo: 'atraso', estacao: 'Bar Atrasos' });
  expect(Date.parse(alerta.desde)).toBe(criado + minutos(coca.tempo_preparo));
  expect(await atrasoDe(atrasado.id)).toEqual(alerta);
  expect(textoDoAlerta(alerta, Date.parse(alerta.desde) + minutos(6) + 5_000)).toBe(
    `Pedido #${atrasado.id} atrasado 6 min — Bar Atrasos`,
  );

  await request(http)
    .post(`/api/monitor/pedidos/${atrasado.id}/pronto`)
    .set(autorizado(staff))
    .send({})
    .expect(200);
  await server.core.cozinha.vigiar();
  await roundTrip(quadro);
  expect(resolvidos).toContain(alerta.id);
  expect(await atrasoDe(atrasado.id)).toBeUndefined();
  // Once per ticket: it never comes back for this order.
  await server.core.cozinha.vigiar();
  await roundTrip(quadro);
  expect(alertas.filter((a) => a.tipo === 'atraso' && a.pedido_id === atrasado.id)).toHaveLength(1);

  // Tolerance 0 turns it off.
  await config({ tolerancia_atraso_min: 0 }).expect(200);
  const outro = await pedido();
  avanco = minutos(coca.tempo_preparo + 60);
  await server.core.cozinha.vigiar();
  expect(await atrasoDe(outro.id)).toBeUndefined();
  avanco = 0;
  expect((await config({ tolerancia_atraso_min: 121 })).body).toEqual({
    erro: 'A tolerância de atraso deve ser de 0 a 120 minutos',
  });
});

async function lerProduto() {
  const produtos = (await request(http).get('/api/produtos').set(autorizado(staff))).body as {
    id: number;
    nome: string;
    descricao: string;
    preco: number;
    categoria_id: number;
    tempo_preparo: number;
    destaque: boolean;
    ativo: boolean;
    precisa_cozinha: boolean;
  }[];
  const p = produtos.find((x) => x.id === coca.id)!;
  return {
    nome: p.nome,
    descricao: p.descricao,
    preco: p.preco,
    categoria_id: p.categoria_id,
    tempo_preparo: p.tempo_preparo,
    destaque: p.destaque,
    ativo: p.ativo,
    precisa_cozinha: p.precisa_cozinha,
  };
}
