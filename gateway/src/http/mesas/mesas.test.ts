import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_MESA,
  rooms,
  type Comanda,
  type EventName,
  type Mesa,
  type ServerToClientEvents,
} from '@cardapio/shared-events';
import { mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cliente: string;
let gestao2: string;
let burguerId: number;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  cliente = await loginCliente(http);
  gestao2 = await loginStaff(http, DEMO.admin2);
  burguerId = (await produtoDemo(http, 1, 'X-Burguer')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

let seq = 0;
const novaMesaForm = (campos: Record<string, unknown> = {}) => {
  seq += 1;
  return { numero: `T${seq}`, nome: `Mesa teste ${seq}`, capacidade: 4, ...campos };
};

const criar = (body: unknown, token = gestao) =>
  request(http)
    .post('/api/mesas')
    .set(autorizado(token))
    .send(body as object);
const atualizar = (id: number | string, body: unknown, token = gestao) =>
  request(http)
    .put(`/api/mesas/${id}`)
    .set(autorizado(token))
    .send(body as object);
const excluir = (id: number | string, token = gestao) =>
  request(http).delete(`/api/mesas/${id}`).set(autorizado(token));

async function novaMesa(campos: Record<string, unknown> = {}, token = gestao): Promise<Mesa> {
  const res = await criar(novaMesaForm(campos), token);
  expect(res.status).toBe(201);
  return (res.body as { mesa: Mesa }).mesa;
}

const linhaDaMesa = async (id: number) =>
  (await server.core.db.select().from(mesas).where(eq(mesas.id, id)))[0];
const mesasComNumero = async (numero: string) =>
  server.core.db.$count(mesas, and(eq(mesas.empresa_id, 1), eq(mesas.numero, numero)));

async function abrirComanda(mesaId: number) {
  return request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: mesaId });
}

async function comandaComItem(mesaId: number): Promise<Comanda> {
  const aberta = await abrirComanda(mesaId);
  expect(aberta.status).toBe(201);
  const comanda = (aberta.body as { comanda: Comanda }).comanda;
  const item = await request(http)
    .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
    .set(autorizado(garcom))
    .send({ produto_id: burguerId, quantidade: 2 });
  expect(item.status).toBe(201);
  return (item.body as { comanda: Comanda }).comanda;
}

const removerComanda = (comandaId: number) =>
  request(http).delete(`/api/garcom/comandas-mesa/${comandaId}`).set(autorizado(garcom));

function esperar<N extends EventName>(
  socket: ClientSocket,
  nome: N,
  teste: (payload: Parameters<ServerToClientEvents[N]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[N]>[0]> {
  return new Promise((resolve) => {
    const ouvir = (payload: Parameters<ServerToClientEvents[N]>[0]) => {
      if (!teste(payload)) return;
      socket.off(nome, ouvir as never);
      resolve(payload);
    };
    socket.on(nome, ouvir as never);
  });
}

describe('who may administer tables', () => {
  test('no token 401; waiter and customer tokens 403 on every route, nothing written', async () => {
    expect((await request(http).get('/api/mesas')).status).toBe(401);
    const mesa = await novaMesa();
    for (const token of [garcom, cliente]) {
      expect((await request(http).get('/api/mesas').set(autorizado(token))).status).toBe(403);
      expect((await criar(novaMesaForm({ numero: 'X403' }), token)).status).toBe(403);
      expect((await atualizar(mesa.id, novaMesaForm({ nome: 'Invasor' }), token)).status).toBe(403);
      expect((await excluir(mesa.id, token)).status).toBe(403);
    }
    expect(await mesasComNumero('X403')).toBe(0);
    expect((await linhaDaMesa(mesa.id))?.nome).toBe(mesa.nome);
  });

  test('gestao and colaborador list, create, edit and delete', async () => {
    for (const token of [gestao, colaborador]) {
      const mesa = await novaMesa({ capacidade: 6, status: 'reservada' }, token);
      expect(mesa).toMatchObject({
        id: expect.any(Number),
        empresa_id: 1,
        capacidade: 6,
        status: 'reservada',
        comanda_id: null,
        comandas_ativas: 0,
        total_ativo: 0,
        aberta_desde: null,
      });
      const lista = await request(http).get('/api/mesas').set(autorizado(token));
      expect(lista.status).toBe(200);
      expect((lista.body as { mesas: Mesa[] }).mesas.map((m) => m.id)).toContain(mesa.id);
      const editada = await atualizar(
        mesa.id,
        { numero: mesa.numero, nome: 'Varanda', capacidade: 2, status: 'livre' },
        token,
      );
      expect(editada.status).toBe(200);
      expect((editada.body as { mesa: Mesa }).mesa).toMatchObject({
        nome: 'Varanda',
        capacidade: 2,
        status: 'livre',
      });
      const removida = await excluir(mesa.id, token);
      expect(removida.status).toBe(200);
      expect(removida.body).toEqual({ mensagem: MENSAGENS_MESA.mesaExcluida });
      expect(await linhaDaMesa(mesa.id)).toBeUndefined();
    }
  });

  test("another company's table is 404 and unchanged; its list holds none of ours", async () => {
    const nossa = await novaMesa();
    expect((await atualizar(nossa.id, novaMesaForm(), gestao2)).status).toBe(404);
    expect((await excluir(nossa.id, gestao2)).status).toBe(404);
    expect((await linhaDaMesa(nossa.id))?.nome).toBe(nossa.nome);
    const deles = await request(http).get('/api/mesas').set(autorizado(gestao2));
    expect((deles.body as { mesas: Mesa[] }).mesas.every((m) => m.empresa_id === 2)).toBe(true);
    // The same number is free in another company.
    const res = await criar({ numero: nossa.numero, nome: 'Deles' }, gestao2);
    expect(res.status).toBe(201);
    await excluir((res.body as { mesa: Mesa }).mesa.id, gestao2);
  });

  test('ids at the int32 edges and non-numeric ids: 404 or 400, never 500', async () => {
    expect((await atualizar(2147483647, novaMesaForm())).status).toBe(404);
    expect((await excluir(2147483647)).status).toBe(404);
    for (const id of ['2147483648', '-1', '0', 'abc', '1.5']) {
      const res = await excluir(id);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ erro: 'Parâmetro id inválido' });
      expect((await atualizar(id, novaMesaForm())).status).toBe(400);
    }
  });
});

describe('the table form (staff-side §5)', () => {
  const invalidos: Array<[string, Record<string, unknown>, string]> = [
    ['no numero', { numero: undefined }, MENSAGENS_MESA.numeroObrigatorio],
    ['blank numero', { numero: '   ' }, MENSAGENS_MESA.numeroObrigatorio],
    ['numero not text', { numero: { a: 1 } }, MENSAGENS_MESA.numeroObrigatorio],
    ['long numero', { numero: '1'.repeat(21) }, MENSAGENS_MESA.numeroLongo],
    ['no nome', { nome: undefined }, MENSAGENS_MESA.nomeObrigatorio],
    ['blank nome', { nome: '' }, MENSAGENS_MESA.nomeObrigatorio],
    ['nome of 10 000 chars', { nome: 'x'.repeat(10_000) }, MENSAGENS_MESA.nomeLongo],
    ['NUL in nome', { nome: 'Mesa\u0000' }, 'O texto contém caracteres inválidos'],
    ['capacidade 0', { capacidade: 0 }, MENSAGENS_MESA.capacidadeMinima],
    ['capacidade 21', { capacidade: 21 }, MENSAGENS_MESA.capacidadeMaxima],
    ['capacidade 2.5', { capacidade: 2.5 }, MENSAGENS_MESA.capacidadeInteira],
    ['capacidade abc', { capacidade: 'abc' }, MENSAGENS_MESA.capacidadeInteira],
    ['capacidade blank', { capacidade: '' }, MENSAGENS_MESA.capacidadeObrigatoria],
    ['capacidade true', { capacidade: true }, MENSAGENS_MESA.capacidadeInteira],
    ['capacidade -1', { capacidade: -1 }, MENSAGENS_MESA.capacidadeMinima],
    ['unknown status', { status: 'quebrada' }, MENSAGENS_MESA.statusInvalido],
  ];

  test.each(invalidos)('%s: 400 with its message, nothing written', async (_caso, campos, erro) => {
    const body = novaMesaForm(campos);
    const res = await criar(body);
    expect(res.status).toBe(400);
    expect((res.body as { erro: string }).erro).toContain(erro);
    expect(await mesasComNumero(String(body.numero))).toBe(0);
  });

  test('a body that is not an object is 400', async () => {
    const res = await request(http)
      .post('/api/mesas')
      .set(autorizado(gestao))
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
  });

  test('capacidade edges 1 and 20 pass; absent is 4; text digits are read', async () => {
    expect((await novaMesa({ capacidade: 1 })).capacidade).toBe(1);
    expect((await novaMesa({ capacidade: 20 })).capacidade).toBe(20);
    expect((await novaMesa({ capacidade: ' 7 ' })).capacidade).toBe(7);
    const semCapacidade = await criar({ numero: `S${++seq}`, nome: 'Sem capacidade' });
    expect(semCapacidade.status).toBe(201);
    expect((semCapacidade.body as { mesa: Mesa }).mesa).toMatchObject({
      capacidade: 4,
      status: 'livre',
    });
  });

  test('an invalid edit changes nothing', async () => {
    const mesa = await novaMesa();
    const res = await atualizar(mesa.id, { ...novaMesaForm(), capacidade: 21 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MENSAGENS_MESA.capacidadeMaxima });
    expect((await linhaDaMesa(mesa.id))?.capacidade).toBe(4);
  });

  test('numero is unique per company: 409 on create and on edit', async () => {
    const a = await novaMesa();
    const b = await novaMesa();
    const dup = await criar(novaMesaForm({ numero: a.numero }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ erro: MENSAGENS_MESA.numeroDuplicado(a.numero) });
    expect(await mesasComNumero(a.numero)).toBe(1);
    const edit = await atualizar(b.id, { numero: a.numero, nome: 'Outra' });
    expect(edit.status).toBe(409);
    expect((await linhaDaMesa(b.id))?.numero).toBe(b.numero);
    // Keeping its own number is no conflict.
    expect((await atualizar(a.id, { numero: a.numero, nome: 'Mesma' })).status).toBe(200);
  });
});

describe('tables with an active tab', () => {
  test('delete and manutencao are refused (409) while a tab is active, allowed after', async () => {
    const mesa = await novaMesa();
    const comanda = await comandaComItem(mesa.id);
    const lida = (await request(http).get('/api/mesas').set(autorizado(gestao))).body as {
      mesas: Mesa[];
    };
    expect(lida.mesas.find((m) => m.id === mesa.id)).toMatchObject({
      status: 'ocupada',
      comanda_id: comanda.id,
      comandas_ativas: 1,
      total_ativo: comanda.total,
      aberta_desde: comanda.created_at,
    });
    expect(comanda.total).toBeGreaterThan(0);

    const exclusao = await excluir(mesa.id);
    expect(exclusao.status).toBe(409);
    expect(exclusao.body).toEqual({ erro: MENSAGENS_MESA.excluirComComanda });
    expect(await linhaDaMesa(mesa.id)).toBeDefined();

    const manutencao = await atualizar(mesa.id, { ...mesa, status: 'manutencao' });
    expect(manutencao.status).toBe(409);
    expect(manutencao.body).toEqual({ erro: MENSAGENS_MESA.manutencaoComComanda });
    expect((await linhaDaMesa(mesa.id))?.status).toBe('livre');

    // Other edits stay allowed and the derived status still reads ocupada.
    const reservada = await atualizar(mesa.id, { ...mesa, nome: 'Janela', status: 'reservada' });
    expect(reservada.status).toBe(200);
    expect((reservada.body as { mesa: Mesa }).mesa).toMatchObject({
      nome: 'Janela',
      status: 'ocupada',
    });

    expect((await removerComanda(comanda.id)).status).toBe(200);
    const depois = await atualizar(mesa.id, { ...mesa, status: 'manutencao' });
    expect(depois.status).toBe(200);
    expect((depois.body as { mesa: Mesa }).mesa.status).toBe('manutencao');
    expect((await excluir(mesa.id)).status).toBe(200);
  });

  test('a table in manutencao takes no new tab and no transfer (409); reservada does', async () => {
    const parada = await novaMesa({ status: 'manutencao' });
    const aberta = await abrirComanda(parada.id);
    expect(aberta.status).toBe(409);
    expect(aberta.body).toEqual({ erro: MENSAGENS_MESA.mesaEmManutencao });

    const origem = await novaMesa({ status: 'reservada' });
    const comanda = await comandaComItem(origem.id);
    const transferencia = await request(http)
      .post(`/api/garcom/comandas/${comanda.id}/transferir-mesa`)
      .set(autorizado(garcom))
      .send({ novaMesaId: parada.id });
    expect(transferencia.status).toBe(409);
    expect(transferencia.body).toEqual({ erro: MENSAGENS_MESA.mesaEmManutencao });
    const waiterView = await request(http)
      .get(`/api/garcom/mesas/${parada.id}`)
      .set(autorizado(garcom));
    expect((waiterView.body as { mesa: Mesa }).mesa).toMatchObject({
      status: 'manutencao',
      comandas_ativas: 0,
    });
    await removerComanda(comanda.id);
  });
});

describe('live: waiters and staff hear every change', () => {
  test('mesa:atualizada on create and edit, mesa:removida on delete, in both rooms only', async () => {
    const garcons = await clients.connected(server.url, garcom);
    const equipe = await clients.connected(server.url, colaborador);
    const outra = await clients.connected(server.url, gestao2);
    expect(garcons.joined).toContain(rooms.garcons(1));
    expect(equipe.joined).toContain(rooms.equipe(1));
    const ouvidosNaOutra: string[] = [];
    outra.socket.onAny((nome: string) => ouvidosNaOutra.push(nome));

    const form = novaMesaForm();
    const criadaGarcons = esperar(
      garcons.socket,
      'mesa:atualizada',
      (m) => m.numero === form.numero,
    );
    const criadaEquipe = esperar(equipe.socket, 'mesa:atualizada', (m) => m.numero === form.numero);
    const res = await criar(form);
    const mesa = (res.body as { mesa: Mesa }).mesa;
    expect(await criadaGarcons).toEqual(mesa);
    expect(await criadaEquipe).toEqual(mesa);

    const editada = esperar(garcons.socket, 'mesa:atualizada', (m) => m.id === mesa.id);
    await atualizar(mesa.id, { ...form, status: 'reservada' });
    expect((await editada).status).toBe('reservada');

    const removidaGarcons = esperar(garcons.socket, 'mesa:removida', (p) => p.id === mesa.id);
    const removidaEquipe = esperar(equipe.socket, 'mesa:removida', (p) => p.id === mesa.id);
    await excluir(mesa.id);
    expect(await removidaGarcons).toEqual({
      id: mesa.id,
      empresa_id: 1,
      updated_at: expect.any(String),
    });
    await removidaEquipe;

    await roundTrip(outra.socket);
    expect(ouvidosNaOutra.filter((n) => n.startsWith('mesa:'))).toEqual([]);
  });

  test("the waiters' tab events reach the staff room too (the floor view)", async () => {
    const mesa = await novaMesa();
    const equipe = await clients.connected(server.url, gestao);
    const comandaAvisada = esperar(
      equipe.socket,
      'comanda:atualizada',
      (c) => c.mesa_id === mesa.id,
    );
    const ocupada = esperar(
      equipe.socket,
      'mesa:atualizada',
      (m) => m.id === mesa.id && m.status === 'ocupada',
    );
    const aberta = await abrirComanda(mesa.id);
    const comanda = (aberta.body as { comanda: Comanda }).comanda;
    await comandaAvisada;
    expect((await ocupada).aberta_desde).toBe(comanda.created_at);

    const removida = esperar(equipe.socket, 'comanda:removida', (c) => c.id === comanda.id);
    const livre = esperar(
      equipe.socket,
      'mesa:atualizada',
      (m) => m.id === mesa.id && m.status === 'livre',
    );
    await removerComanda(comanda.id);
    await removida;
    expect((await livre).aberta_desde).toBeNull();
  });
});
