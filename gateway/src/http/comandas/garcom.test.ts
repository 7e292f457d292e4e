import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_COMANDA,
  rooms,
  type CategoriaMenu,
  type Comanda,
  type ComandaFisica,
  type EnvioCozinhaResposta,
  type EventName,
  type Mesa,
  type Pedido,
  type PedidoHistoricoEntrada,
  type ProdutoMenu,
  type ServerToClientEvents,
  type TransferenciaResposta,
} from '@cardapio/shared-events';
import { comandas, comandasFisicas, mesas, pedidos } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

const ANA = { email: 'garcom2@cardapiovivo.com.br', senha: 'garcom123' };

let server: RunningServer;
let http: RunningServer['httpServer'];
let garcom: string;
let ana: string;
let garcomOutra: string;
let staff: string;
let staffOutra: string;
const clients = socketClients();
let burguer: Awaited<ReturnType<typeof produtoDemo>>;
let coca: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  garcom = await loginGarcom(http);
  ana = await loginGarcom(http, ANA);
  garcomOutra = await loginGarcom(http, DEMO.garcom2);
  staff = await loginStaff(http);
  staffOutra = await loginStaff(http, DEMO.admin2);
  burguer = await produtoDemo(http, 1, 'X-Burguer');
  coca = await produtoDemo(http, 1, 'Coca-Cola Lata 350ml');
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

/* ---------- helpers ---------- */

let seq = 0;
/** A fresh table of empresa 1 (or 2), so each test starts from a free table. */
async function novaMesa(empresaId = 1): Promise<Mesa> {
  seq += 1;
  const numero = String(100 + seq);
  const [row] = await server.core.db
    .insert(mesas)
    .values({ empresa_id: empresaId, numero, nome: `Mesa ${numero}`, capacidade: 4 })
    .returning();
  return mesaAtual(row!.id, empresaId === 1 ? garcom : garcomOutra);
}

async function novaFisica(empresaId = 1, ativo = true): Promise<number> {
  seq += 1;
  const [row] = await server.core.db
    .insert(comandasFisicas)
    .values({
      empresa_id: empresaId,
      numero: String(900 + seq),
      nome: `Comanda ${900 + seq}`,
      ativo,
    })
    .returning();
  return row!.id;
}

async function mesaAtual(id: number, token = garcom): Promise<Mesa> {
  const res = await request(http).get(`/api/garcom/mesas/${id}`).set(autorizado(token));
  expect(res.status).toBe(200);
  return (res.body as { mesa: Mesa }).mesa;
}

const abrirNaMesa = (mesaId: number, comandaFisicaId?: number, token = garcom) =>
  request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(token))
    .send({ mesa_id: mesaId, ...(comandaFisicaId ? { comanda_fisica_id: comandaFisicaId } : {}) });

async function comandaNaMesa(mesaId: number, comandaFisicaId?: number): Promise<Comanda> {
  const res = await abrirNaMesa(mesaId, comandaFisicaId);
  expect(res.status).toBe(201);
  return (res.body as { comanda: Comanda }).comanda;
}

const adicionar = (comandaId: number, body: object, token = garcom) =>
  request(http)
    .post(`/api/garcom/comandas-mesa/${comandaId}/itens`)
    .set(autorizado(token))
    .send(body);

async function comItens(comandaId: number, ...itens: object[]): Promise<Comanda> {
  let comanda: Comanda | undefined;
  for (const item of itens) {
    const res = await adicionar(comandaId, item);
    expect(res.status).toBe(201);
    comanda = (res.body as { comanda: Comanda }).comanda;
  }
  return comanda!;
}

const umBurguer = () => ({ produto_id: burguer.produto.id, quantidade: 1 });
const umaCoca = () => ({ produto_id: coca.produto.id, quantidade: 1 });

const enviar = (comandaId: number, token = garcom) =>
  request(http).post(`/api/garcom/comandas/${comandaId}/enviar-cozinha`).set(autorizado(token));

const transferir = (comandaId: number, novaMesaId: number, token = garcom) =>
  request(http)
    .post(`/api/garcom/comandas/${comandaId}/transferir-mesa`)
    .set(autorizado(token))
    .send({ novaMesaId });

const pedidosDaComanda = async (comandaId: number) =>
  server.core.db.$count(pedidos, eq(pedidos.comanda_id, comandaId));

/** Resolves with the first event of that name whose payload passes the test. */
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

/** Every event a socket hears, to prove another empresa hears nothing. */
function gravar(socket: ClientSocket): string[] {
  const ouvidos: string[] = [];
  socket.onAny((nome: string) => ouvidos.push(nome));
  return ouvidos;
}

/* ---------- auth and tenants ---------- */

describe('who may use the waiter area', () => {
  test('no token is 401; a customer or staff token is 403 Acesso negado', async () => {
    const cliente = await loginCliente(http);
    const rotas = [
      ['get', '/api/garcom/mesas'],
      ['get', '/api/garcom/mesas/1'],
      ['get', '/api/garcom/comandas'],
      ['get', '/api/garcom/comandas-fisicas'],
      ['post', '/api/garcom/comandas-balcao'],
      ['post', '/api/garcom/comandas-mesa'],
      ['delete', '/api/garcom/comandas-mesa/1'],
      ['get', '/api/garcom/comandas-mesa/1'],
      ['post', '/api/garcom/comandas-mesa/1/itens'],
      ['post', '/api/garcom/comandas/1/transferir-mesa'],
      ['post', '/api/garcom/comandas/1/enviar-cozinha'],
      ['put', '/api/comandas-mesa/1/itens/1'],
      ['delete', '/api/comandas-mesa/1/itens/1'],
    ] as const;
    for (const [metodo, caminho] of rotas) {
      const anonimo = await request(http)[metodo](caminho);
      expect({ caminho, status: anonimo.status }).toEqual({ caminho, status: 401 });
      for (const token of [cliente, staff]) {
        const res = await request(http)[metodo](caminho).set(autorizado(token));
        expect({ caminho, status: res.status, body: res.body }).toEqual({
          caminho,
          status: 403,
          body: { erro: 'Acesso negado' },
        });
      }
    }
  });

  test("another empresa's table, tab, physical tab and item are 404 and never change", async () => {
    const mesa = await novaMesa();
    const fisica = await novaFisica();
    const comanda = await comItens((await comandaNaMesa(mesa.id)).id, umBurguer());
    const item = comanda.itens[0]!;
    const mesaDaOutra = await novaMesa(2);
    const outra = autorizado(garcomOutra);

    const tentativas = [
      request(http).get(`/api/garcom/mesas/${mesa.id}`).set(outra),
      request(http).get(`/api/garcom/comandas?mesa_id=${mesa.id}`).set(outra),
      request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(outra),
      request(http).post('/api/garcom/comandas-mesa').set(outra).send({ mesa_id: mesa.id }),
      request(http)
        .post('/api/garcom/comandas-balcao')
        .set(outra)
        .send({ comanda_fisica_id: fisica }),
      request(http)
        .post('/api/garcom/comandas-mesa')
        .set(outra)
        .send({ mesa_id: mesaDaOutra.id, comanda_fisica_id: fisica }),
      adicionar(comanda.id, umBurguer(), garcomOutra),
      request(http)
        .put(`/api/comandas-mesa/${comanda.id}/itens/${item.id}`)
        .set(outra)
        .send({ quantidade: 5 }),
      request(http).delete(`/api/comandas-mesa/${comanda.id}/itens/${item.id}`).set(outra),
      enviar(comanda.id, garcomOutra),
      transferir(comanda.id, mesaDaOutra.id, garcomOutra),
      request(http).delete(`/api/garcom/comandas-mesa/${comanda.id}`).set(outra),
      // Own tab, but the destination is another empresa's table.
      transferir(comanda.id, mesaDaOutra.id, garcom),
    ];
    for (const [i, res] of (await Promise.all(tentativas)).entries()) {
      expect({ i, status: res.status }).toEqual({ i, status: 404 });
      expect(res.body.erro).toEqual(expect.any(String));
    }
    // The other empresa's new tab (own table, foreign card) was not created either.
    expect((await mesaAtual(mesaDaOutra.id, garcomOutra)).comandas_ativas).toBe(0);
    const depois = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(depois.comanda).toMatchObject({
      mesa_id: mesa.id,
      itens: [{ quantidade: 1, status: 'pendente' }],
    });

    const listas = await Promise.all([
      request(http).get('/api/garcom/mesas').set(outra),
      request(http).get('/api/garcom/comandas').set(outra),
      request(http).get('/api/garcom/comandas-fisicas').set(outra),
    ]);
    expect((listas[0].body as { mesas: Mesa[] }).mesas.every((m) => m.empresa_id === 2)).toBe(true);
    expect(
      (listas[1].body as { comandas: Comanda[] }).comandas.some((c) => c.id === comanda.id),
    ).toBe(false);
    expect(
      (listas[2].body as { comandas_fisicas: ComandaFisica[] }).comandas_fisicas.every(
        (f) => f.empresa_id === 2,
      ),
    ).toBe(true);
  });
});

/* ---------- catalogue ---------- */

describe('the signed-in catalogue', () => {
  test("GET /api/produtos and /api/categorias answer the caller's own empresa to waiters and staff", async () => {
    for (const [token, empresaId] of [
      [garcom, 1],
      [staff, 1],
      [garcomOutra, 2],
      [staffOutra, 2],
    ] as const) {
      const produtos = await request(http).get('/api/produtos').set(autorizado(token));
      expect(produtos.status).toBe(200);
      const menu = (await request(http).get(`/api/menu/${empresaId}`)).body as {
        produtos: ProdutoMenu[];
      };
      expect((produtos.body as ProdutoMenu[]).map((p) => p.id).sort()).toEqual(
        menu.produtos.map((p) => p.id).sort(),
      );
      const categorias = (await request(http).get('/api/categorias').set(autorizado(token)))
        .body as CategoriaMenu[];
      expect(categorias.length).toBeGreaterThan(0);
      expect(categorias.map((c) => c.ordem)).toEqual(
        [...categorias.map((c) => c.ordem)].sort((a, b) => a - b),
      );
    }
    const lista = (await request(http).get('/api/produtos').set(autorizado(garcom))).body as Array<
      ProdutoMenu & { ativo: boolean }
    >;
    expect(lista.find((p) => p.nome === 'X-Burguer')).toMatchObject({
      precisa_cozinha: true,
      categoria_nome: 'Lanches',
      preco: 24.9,
      ativo: true,
      tempo_preparo: expect.any(Number),
      destaque: expect.any(Boolean),
      imagem_url: expect.stringMatching(/^\/imagens\//),
    });
    expect(lista.find((p) => p.nome === 'Coca-Cola Lata 350ml')?.precisa_cozinha).toBe(false);
  });

  test('customers are refused, anonymous is 401, and the public categories by empresa still work', async () => {
    const cliente = await loginCliente(http);
    expect((await request(http).get('/api/produtos').set(autorizado(cliente))).status).toBe(403);
    expect((await request(http).get('/api/categorias').set(autorizado(cliente))).status).toBe(403);
    expect((await request(http).get('/api/produtos')).status).toBe(401);
    const publica = await request(http).get('/api/categorias/1');
    expect(publica.status).toBe(200);
    expect((publica.body as CategoriaMenu[]).length).toBeGreaterThan(0);
  });
});

/* ---------- tables and tabs ---------- */

describe('opening tabs', () => {
  test('the demo has tables 1 to 6 (3 among them), free, and two waiters', async () => {
    const { mesas: lista } = (await request(http).get('/api/garcom/mesas').set(autorizado(ana)))
      .body as { mesas: Mesa[] };
    expect(lista.slice(0, 6).map((m) => m.numero)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(lista.find((m) => m.numero === '3')).toMatchObject({
      nome: 'Mesa 3',
      status: 'livre',
      comandas_ativas: 0,
      total_ativo: 0,
      comanda_id: null,
    });
  });

  test('a digital tab and a physical tab on one table: the table turns ocupada and every waiter hears it', async () => {
    const mesa = await novaMesa();
    expect(mesa).toMatchObject({ status: 'livre', comandas_ativas: 0 });
    const outroGarcom = await clients.connected(server.url, ana);
    expect(outroGarcom.joined).toEqual([
      rooms.garcons(1),
      expect.stringMatching(/^garcom:\d+$/),
      rooms.publico(1),
    ]);
    const daOutra = await clients.connected(server.url, garcomOutra);
    const ouvidosNaOutra = gravar(daOutra.socket);
    const ocupada = esperar(outroGarcom.socket, 'mesa:atualizada', (m) => m.id === mesa.id);
    const aberta = esperar(outroGarcom.socket, 'comanda:atualizada', (c) => c.mesa_id === mesa.id);

    const res = await abrirNaMesa(mesa.id);
    expect(res.status).toBe(201);
    const digital = (res.body as { comanda: Comanda; mensagem: string }).comanda;
    expect(res.body.mensagem).toBe('Comanda criada na mesa com sucesso!');
    expect(digital).toMatchObject({
      status: 'ativa',
      mesa_id: mesa.id,
      mesa_nome: mesa.nome,
      mesa_numero: mesa.numero,
      comanda_fisica_id: null,
      comanda_numero: String(digital.id),
      comanda_nome: 'Comanda Digital',
      garcom_nome: 'Carlos Garçom',
      total: 0,
      itens: [],
      itens_enviados_cozinha: 0,
      itens_pendentes_cozinha: 0,
    });
    await expect(ocupada).resolves.toMatchObject({ status: 'ocupada', comandas_ativas: 1 });
    await expect(aberta).resolves.toMatchObject({ id: digital.id });
    expect(await mesaAtual(mesa.id)).toMatchObject({
      status: 'ocupada',
      comanda_id: digital.id,
      comandas_ativas: 1,
      comanda_numero: String(digital.id),
    });

    const fisicaId = await novaFisica();
    const fisica = await abrirNaMesa(mesa.id, fisicaId, ana);
    expect(fisica.status).toBe(201);
    expect(fisica.body.mensagem).toBe('Comanda física adicionada à mesa com sucesso!');
    expect((fisica.body as { comanda: Comanda }).comanda).toMatchObject({
      comanda_fisica_id: fisicaId,
      comanda_numero: expect.stringMatching(/^9\d\d$/),
      comanda_nome: expect.stringMatching(/^Comanda 9\d\d$/),
      garcom_nome: 'Ana Garçonete',
    });
    expect(await mesaAtual(mesa.id)).toMatchObject({
      status: 'ocupada',
      comandas_ativas: 2,
      comanda_numero: null,
    });
    // Any waiter of the empresa works on a tab another one opened.
    expect((await adicionar(digital.id, umaCoca(), ana)).status).toBe(201);

    await roundTrip(daOutra.socket);
    expect(ouvidosNaOutra).toEqual([]);
  });

  test('a standalone tab needs an active free physical tab; lists show active tabs newest first', async () => {
    const sem = await request(http)
      .post('/api/garcom/comandas-balcao')
      .set(autorizado(garcom))
      .send({});
    expect(sem.status).toBe(400);
    expect(sem.body).toEqual({ erro: 'Selecione uma comanda antes de continuar' });

    const fisicaId = await novaFisica();
    const res = await request(http)
      .post('/api/garcom/comandas-balcao')
      .set(autorizado(garcom))
      .send({ comanda_fisica_id: fisicaId });
    expect(res.status).toBe(201);
    expect(res.body.mensagem).toBe('Comanda avulsa aberta com sucesso!');
    const avulsa = (res.body as { comanda: Comanda }).comanda;
    expect(avulsa).toMatchObject({ mesa_id: null, mesa_nome: null, comanda_fisica_id: fisicaId });

    const mesa = await novaMesa();
    const naMesa = await comandaNaMesa(mesa.id);
    const { comandas: ativas } = (
      await request(http).get('/api/garcom/comandas').set(autorizado(garcom))
    ).body as { comandas: Comanda[] };
    expect(ativas.every((c) => c.status === 'ativa' && c.empresa_id === 1)).toBe(true);
    const ids = ativas.map((c) => c.id);
    expect(ids.indexOf(naMesa.id)).toBeLessThan(ids.indexOf(avulsa.id));

    const { comandas_fisicas } = (
      await request(http).get('/api/garcom/comandas-fisicas').set(autorizado(garcom))
    ).body as { comandas_fisicas: ComandaFisica[] };
    expect(comandas_fisicas.find((f) => f.id === fisicaId)).toMatchObject({
      uso_atual: 1,
      ativo: true,
    });
    expect(comandas_fisicas.find((f) => f.numero === '101')).toMatchObject({ ativo: true });
    expect(comandas_fisicas.every((f) => f.ativo)).toBe(true);
  });

  test('a physical tab in use or inactive is refused, on a table or standalone', async () => {
    const fisicaId = await novaFisica();
    const mesa = await novaMesa();
    await comandaNaMesa(mesa.id, fisicaId);
    for (const res of [
      await abrirNaMesa((await novaMesa()).id, fisicaId),
      await request(http)
        .post('/api/garcom/comandas-balcao')
        .set(autorizado(garcom))
        .send({ comanda_fisica_id: fisicaId }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ erro: 'Esta comanda física já está em uso' });
    }

    const inativa = await novaFisica(1, false);
    const res = await request(http)
      .post('/api/garcom/comandas-balcao')
      .set(autorizado(garcom))
      .send({ comanda_fisica_id: inativa });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ erro: MENSAGENS_COMANDA.comandaFisicaInativa });
    const { comandas_fisicas } = (
      await request(http).get('/api/garcom/comandas-fisicas').set(autorizado(garcom))
    ).body as { comandas_fisicas: ComandaFisica[] };
    expect(comandas_fisicas.some((f) => f.id === inativa)).toBe(false);
    const naoExiste = await abrirNaMesa(999_999);
    expect(naoExiste.status).toBe(404);
    expect(naoExiste.body).toEqual({ erro: 'Mesa não encontrada' });
  });

  test('two waiters taking the same physical tab at once: one tab', async () => {
    const fisicaId = await novaFisica();
    const abrir = (token: string) =>
      request(http)
        .post('/api/garcom/comandas-balcao')
        .set(autorizado(token))
        .send({ comanda_fisica_id: fisicaId });
    const [a, b] = await Promise.all([abrir(garcom), abrir(ana)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.erro, b.body.erro]).toContain('Esta comanda física já está em uso');
    expect(
      await server.core.db.$count(
        comandas,
        and(eq(comandas.comanda_fisica_id, fisicaId), eq(comandas.status, 'ativa')),
      ),
    ).toBe(1);
  });

  test('a table lists its active tabs first, then closed and paid ones; a closed tab takes no changes', async () => {
    const mesa = await novaMesa();
    const velha = await comItens((await comandaNaMesa(mesa.id)).id, umaCoca());
    await server.core.db.update(comandas).set({ status: 'paga' }).where(eq(comandas.id, velha.id));
    const atual = await comandaNaMesa(mesa.id);
    const { comandas: lista } = (
      await request(http).get(`/api/garcom/comandas?mesa_id=${mesa.id}`).set(autorizado(garcom))
    ).body as { comandas: Comanda[] };
    expect(lista.map((c) => [c.id, c.status])).toEqual([
      [atual.id, 'ativa'],
      [velha.id, 'paga'],
    ]);
    expect(await mesaAtual(mesa.id)).toMatchObject({ comandas_ativas: 1, comanda_id: atual.id });

    const fechada = await adicionar(velha.id, umaCoca());
    expect(fechada.status).toBe(409);
    expect(fechada.body).toEqual({ erro: MENSAGENS_COMANDA.comandaFechada });
    const quantidade = await request(http)
      .put(`/api/comandas-mesa/${velha.id}/itens/${velha.itens[0]!.id}`)
      .set(autorizado(garcom))
      .send({ quantidade: 2 });
    expect(quantidade.status).toBe(409);
    expect((await enviar(velha.id)).status).toBe(409);

    const naoExiste = await request(http)
      .get('/api/garcom/comandas-mesa/999999')
      .set(autorizado(garcom));
    expect(naoExiste.status).toBe(404);
    expect(naoExiste.body).toEqual({ erro: 'Comanda não encontrada' });
  });
});

/* ---------- items ---------- */

describe('items', () => {
  test('the server prices an item (product + options) and ignores any price sent', async () => {
    const mesa = await novaMesa();
    const comanda = await comandaNaMesa(mesa.id);
    const res = await adicionar(comanda.id, {
      produto_id: burguer.produto.id,
      quantidade: 2,
      preco: 0.01,
      preco_unitario: 0.01,
      observacoes: 'sem pressa',
      personalizacoes: [
        { ...burguer.escolha('Adicionais', 'Bacon'), preco_adicional: 0 },
        burguer.escolha('Ponto da carne', 'Ao ponto'),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.mensagem).toBe('Produto adicionado à comanda!');
    const atual = (res.body as { comanda: Comanda }).comanda;
    expect(atual.itens).toHaveLength(1);
    expect(atual.itens[0]).toMatchObject({
      produto_nome: 'X-Burguer',
      quantidade: 2,
      preco_unitario: 28.9,
      observacoes: 'sem pressa',
      precisa_cozinha: true,
      enviado_cozinha: false,
      status: 'pendente',
      pedido_id: null,
      personalizacoes: expect.arrayContaining([
        expect.objectContaining({ nome: 'Bacon', preco_adicional: 4 }),
      ]),
    });
    expect(atual.total).toBe(57.8);
    expect(atual.itens_pendentes_cozinha).toBe(1);
    expect((await mesaAtual(mesa.id)).total_ativo).toBe(57.8);
  });

  test('the waiter adds a product without choosing its options (the dialog has none); the same line grows', async () => {
    const comanda = await comandaNaMesa((await novaMesa()).id);
    await comItens(comanda.id, umBurguer(), umBurguer(), umaCoca());
    const res = await adicionar(comanda.id, { ...umBurguer(), observacoes: 'bem passado' });
    const atual = (res.body as { comanda: Comanda }).comanda;
    expect(atual.itens.map((i) => [i.produto_nome, i.quantidade, i.observacoes])).toEqual([
      ['X-Burguer', 2, null],
      ['Coca-Cola Lata 350ml', 1, null],
      ['X-Burguer', 1, 'bem passado'],
    ]);
    expect(atual.itens[1]).toMatchObject({ precisa_cozinha: false, preco_unitario: 6.5 });
    expect(atual.total).toBe(81.2);
  });

  test('unknown, foreign or inactive products and bad quantities are refused; nothing is added', async () => {
    const comanda = await comandaNaMesa((await novaMesa()).id);
    const daOutra = (await request(http).get('/api/produtos').set(autorizado(garcomOutra)))
      .body as ProdutoMenu[];
    for (const produto_id of [999_999, daOutra[0]!.id]) {
      const res = await adicionar(comanda.id, { produto_id, quantidade: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ erro: 'Produto não encontrado ou indisponível' });
    }
    for (const [body, erro] of [
      [{ produto_id: burguer.produto.id, quantidade: 0 }, 'A quantidade mínima é 1'],
      [{ produto_id: burguer.produto.id, quantidade: 100 }, 'A quantidade máxima é 99'],
      [{ quantidade: 1 }, 'Produto inválido'],
      [
        { ...umBurguer(), personalizacoes: [{ opcao_id: 999999, item_id: 1 }] },
        'Personalização inválida para este produto',
      ],
    ] as const) {
      const res = await adicionar(comanda.id, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { erro } });
    }
    const atual = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(atual.comanda.itens).toEqual([]);
  });

  test('quantity changes (1 to 99) and removal of an unsent item', async () => {
    const comanda = await comItens(
      (await comandaNaMesa((await novaMesa()).id)).id,
      umBurguer(),
      umaCoca(),
    );
    const [burguerItem, cocaItem] = comanda.itens;
    const url = (itemId: number) => `/api/comandas-mesa/${comanda.id}/itens/${itemId}`;

    const tres = await request(http)
      .put(url(burguerItem!.id))
      .set(autorizado(ana))
      .send({ quantidade: 3 });
    expect(tres.status).toBe(200);
    expect((tres.body as { comanda: Comanda }).comanda).toMatchObject({
      itens: [{ quantidade: 3 }, { quantidade: 1 }],
      total: 81.2,
    });
    for (const [quantidade, erro] of [
      [0, 'A quantidade mínima é 1'],
      [100, 'A quantidade máxima é 99'],
      ['x', 'Quantidade inválida'],
    ] as const) {
      const res = await request(http)
        .put(url(burguerItem!.id))
        .set(autorizado(garcom))
        .send({ quantidade });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { erro } });
    }
    const removido = await request(http).delete(url(cocaItem!.id)).set(autorizado(garcom));
    expect(removido.status).toBe(200);
    expect(removido.body.mensagem).toBe('Item removido da comanda!');
    expect((removido.body as { comanda: Comanda }).comanda.itens.map((i) => i.id)).toEqual([
      burguerItem!.id,
    ]);
    const outroItem = await request(http).delete(url(999_999)).set(autorizado(garcom));
    expect(outroItem.status).toBe(404);
    expect(outroItem.body).toEqual({ erro: 'Item não encontrado na comanda' });
  });
});

/* ---------- sending to the kitchen ---------- */

describe('sending to the kitchen', () => {
  test("kitchen items become one 'mesa' order on the staff socket; drinks are marked pronto", async () => {
    const mesa = await novaMesa();
    const comanda = await comItens(
      (await comandaNaMesa(mesa.id)).id,
      { ...umBurguer(), quantidade: 2, observacoes: 'sem cebola' },
      umaCoca(),
      { produto_id: (await produtoDemo(http, 1, 'Batata Frita')).produto.id, quantidade: 1 },
    );
    const equipe = await clients.connected(server.url, staff);
    const garcons = await clients.connected(server.url, ana);
    const daOutraEquipe = await clients.connected(server.url, staffOutra);
    const ouvidosNaOutra = gravar(daOutraEquipe.socket);
    const criado = esperar(equipe.socket, 'pedido:criado', (p) => p.tipo_pedido === 'mesa');
    const atualizada = esperar(
      garcons.socket,
      'comanda:atualizada',
      (c) => c.id === comanda.id && c.itens_enviados_cozinha > 0,
    );

    const res = await enviar(comanda.id);
    expect(res.status).toBe(201);
    const envio = res.body as EnvioCozinhaResposta;
    expect(envio.mensagem).toBe('Pedido enviado para a cozinha! 2 itens enviados e 1 item pronto.');
    expect(envio).toMatchObject({ itens_enviados: 2, itens_prontos: 1 });
    const batata = comanda.itens[2]!;
    expect(envio.pedido).toMatchObject({
      tipo_pedido: 'mesa',
      mesa: mesa.numero,
      status: 'pendente',
      usuario_id: null,
      nome_cliente: null,
      metodo_pagamento: null,
      endereco_entrega: null,
      total: Math.round((24.9 * 2 + batata.preco_unitario) * 100) / 100,
      total_itens: 3,
    });
    expect(envio.pedido.itens.map((i) => [i.produto_nome, i.quantidade, i.observacoes])).toEqual([
      ['X-Burguer', 2, 'sem cebola'],
      ['Batata Frita', 1, null],
    ]);
    await expect(criado).resolves.toMatchObject({ id: envio.pedido.id, mesa: mesa.numero });
    expect(envio.comanda.itens.map((i) => [i.produto_nome, i.status, i.enviado_cozinha])).toEqual([
      ['X-Burguer', 'enviado', true],
      ['Coca-Cola Lata 350ml', 'pronto', true],
      ['Batata Frita', 'enviado', true],
    ]);
    expect(envio.comanda).toMatchObject({ itens_enviados_cozinha: 2, itens_pendentes_cozinha: 0 });
    expect(
      envio.comanda.itens
        .filter((i) => i.precisa_cozinha)
        .every((i) => i.pedido_id === envio.pedido.id),
    ).toBe(true);
    await expect(atualizada).resolves.toMatchObject({ itens_enviados_cozinha: 2 });

    const historico = (
      await request(http).get(`/api/pedidos/${envio.pedido.id}/historico`).set(autorizado(staff))
    ).body as PedidoHistoricoEntrada[];
    expect(historico).toEqual([
      expect.objectContaining({
        de: null,
        para: 'pendente',
        autor_tipo: 'garcom',
        autor_nome: 'Carlos Garçom',
      }),
    ]);
    const lista = (await request(http).get('/api/pedidos').set(autorizado(staff))).body as Pedido[];
    expect(lista.find((p) => p.id === envio.pedido.id)).toMatchObject({ tipo_pedido: 'mesa' });

    await roundTrip(daOutraEquipe.socket);
    expect(ouvidosNaOutra).toEqual([]);
  });

  test('nothing new sends nothing; an empty tab or one with only drinks cannot be sent', async () => {
    const comanda = await comItens((await comandaNaMesa((await novaMesa()).id)).id, umBurguer());
    expect((await enviar(comanda.id)).status).toBe(201);
    const denovo = await enviar(comanda.id);
    expect(denovo.status).toBe(409);
    expect(denovo.body).toEqual({ erro: 'Não há itens que precisam ser enviados para a cozinha' });
    await comItens(comanda.id, umaCoca());
    expect((await enviar(comanda.id)).body).toEqual({ erro: MENSAGENS_COMANDA.nadaParaEnviar });
    expect(await pedidosDaComanda(comanda.id)).toBe(1);

    // A new burger after the first send joins the order still in the kitchen ("+ NOVO",
    // issue 29 §2; mudancas-na-cozinha.test.ts): the new line only is sent.
    await comItens(comanda.id, umBurguer());
    const segundo = await enviar(comanda.id);
    expect(segundo.status).toBe(201);
    expect(segundo.body.mensagem).toBe(
      'Pedido enviado para a cozinha! 1 item enviado e 1 item pronto.',
    );
    const itens = (segundo.body as EnvioCozinhaResposta).pedido.itens;
    expect(itens.filter((i) => i.adicionado_em !== null)).toHaveLength(1);
    expect(itens).toHaveLength(2);
    expect(await pedidosDaComanda(comanda.id)).toBe(1);

    const vazia = await comandaNaMesa((await novaMesa()).id);
    const semItens = await enviar(vazia.id);
    expect(semItens.status).toBe(400);
    expect(semItens.body).toEqual({
      erro: 'Adicione itens à comanda antes de enviar para a cozinha',
    });
  });

  test("a standalone tab's order is labelled 'Balcão' and its card number", async () => {
    const fisicaId = await novaFisica();
    const aberta = await request(http)
      .post('/api/garcom/comandas-balcao')
      .set(autorizado(garcom))
      .send({ comanda_fisica_id: fisicaId });
    const comanda = await comItens((aberta.body as { comanda: Comanda }).comanda.id, umBurguer());
    const res = await enviar(comanda.id);
    expect(res.status).toBe(201);
    expect((res.body as EnvioCozinhaResposta).pedido.mesa).toBe(`Balcão ${comanda.comanda_numero}`);
  });

  test('two sends at once make one order', async () => {
    const comanda = await comItens(
      (await comandaNaMesa((await novaMesa()).id)).id,
      umBurguer(),
      umaCoca(),
    );
    const [a, b] = await Promise.all([enviar(comanda.id), enviar(comanda.id, ana)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.erro, b.body.erro]).toContain(MENSAGENS_COMANDA.nadaParaEnviar);
    expect(await pedidosDaComanda(comanda.id)).toBe(1);
    const atual = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(atual.comanda.itens.map((i) => i.status)).toEqual(['enviado', 'pronto']);
  });

  test('sent items cannot be changed or removed, and their tab cannot leave the table', async () => {
    const mesa = await novaMesa();
    const comanda = await comItens((await comandaNaMesa(mesa.id)).id, umBurguer(), umaCoca());
    expect((await enviar(comanda.id)).status).toBe(201);
    for (const item of comanda.itens) {
      const url = `/api/comandas-mesa/${comanda.id}/itens/${item.id}`;
      const mudar = await request(http).put(url).set(autorizado(garcom)).send({ quantidade: 5 });
      const remover = await request(http).delete(url).set(autorizado(garcom));
      for (const res of [mudar, remover]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ erro: MENSAGENS_COMANDA.itemEnviado });
      }
    }
    const remover = await request(http)
      .delete(`/api/garcom/comandas-mesa/${comanda.id}`)
      .set(autorizado(garcom));
    expect(remover.status).toBe(409);
    expect(remover.body).toEqual({
      erro: 'Esta comanda possui itens enviados para a cozinha e não pode ser removida da mesa',
    });
    const atual = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(atual.comanda.itens.map((i) => i.quantidade)).toEqual([1, 1]);
    expect((await mesaAtual(mesa.id)).status).toBe('ocupada');
  });

  test('a tab with nothing sent leaves its table; the waiters hear it and the table is free again', async () => {
    const mesa = await novaMesa();
    const comanda = await comItens((await comandaNaMesa(mesa.id)).id, umBurguer());
    const ouvinte = await clients.connected(server.url, ana);
    const removida = esperar(ouvinte.socket, 'comanda:removida', (c) => c.id === comanda.id);
    const livre = esperar(
      ouvinte.socket,
      'mesa:atualizada',
      (m) => m.id === mesa.id && m.status === 'livre',
    );
    const res = await request(http)
      .delete(`/api/garcom/comandas-mesa/${comanda.id}`)
      .set(autorizado(garcom));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensagem: 'Comanda removida da mesa!' });
    await expect(removida).resolves.toMatchObject({ empresa_id: 1, mesa_id: mesa.id });
    await expect(livre).resolves.toMatchObject({ comandas_ativas: 0, total_ativo: 0 });
    expect(
      (await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom)))
        .status,
    ).toBe(404);
  });
});

/* ---------- transfer ---------- */

describe('transferring a table', () => {
  test('every active tab of the table moves to a free table', async () => {
    const origem = await novaMesa();
    const destino = await novaMesa();
    const a = await comItens((await comandaNaMesa(origem.id)).id, umBurguer());
    const b = await comandaNaMesa(origem.id, await novaFisica());
    expect((await enviar(a.id)).status).toBe(201);
    const ouvinte = await clients.connected(server.url, ana);
    const destinoOcupado = esperar(
      ouvinte.socket,
      'mesa:atualizada',
      (m) => m.id === destino.id && m.comandas_ativas === 2,
    );
    const origemLivre = esperar(
      ouvinte.socket,
      'mesa:atualizada',
      (m) => m.id === origem.id && m.status === 'livre',
    );

    const res = await transferir(b.id, destino.id);
    expect(res.status).toBe(200);
    const t = res.body as TransferenciaResposta;
    expect(t.mensagem).toBe(`2 comandas transferidas para a mesa ${destino.numero}`);
    expect(t.transferidas).toBe(2);
    expect(t.mesa_origem).toMatchObject({ id: origem.id, status: 'livre', comandas_ativas: 0 });
    expect(t.mesa_destino).toMatchObject({ id: destino.id, status: 'ocupada', comandas_ativas: 2 });
    expect(t.comandas.map((c) => [c.id, c.mesa_id, c.mesa_nome])).toEqual([
      [a.id, destino.id, destino.nome],
      [b.id, destino.id, destino.nome],
    ]);
    await expect(destinoOcupado).resolves.toMatchObject({ status: 'ocupada' });
    await expect(origemLivre).resolves.toMatchObject({ comandas_ativas: 0 });

    const umaSo = await novaMesa();
    const volta = await transferir(a.id, umaSo.id);
    expect(volta.body.mensagem).toBe(`2 comandas transferidas para a mesa ${umaSo.numero}`);
    const sozinha = await novaMesa();
    const outra = await novaMesa();
    const c = await comandaNaMesa(sozinha.id);
    expect((await transferir(c.id, outra.id)).body.mensagem).toBe(
      `1 comanda transferida para a mesa ${outra.numero}`,
    );
  });

  test('the same table, an occupied table or nothing to move is refused, and nothing moves', async () => {
    const origem = await novaMesa();
    const ocupada = await novaMesa();
    const a = await comandaNaMesa(origem.id);
    const ocupante = await comandaNaMesa(ocupada.id);

    const mesma = await transferir(a.id, origem.id);
    expect(mesma.status).toBe(400);
    expect(mesma.body).toEqual({ erro: MENSAGENS_COMANDA.mesaDestinoInvalida });
    const cheia = await transferir(a.id, ocupada.id);
    expect(cheia.status).toBe(409);
    expect(cheia.body).toEqual({ erro: 'A mesa de destino já possui uma comanda ativa' });
    expect(await mesaAtual(origem.id)).toMatchObject({ comandas_ativas: 1, comanda_id: a.id });
    expect(await mesaAtual(ocupada.id)).toMatchObject({
      comandas_ativas: 1,
      comanda_id: ocupante.id,
    });

    const avulsa = await request(http)
      .post('/api/garcom/comandas-balcao')
      .set(autorizado(garcom))
      .send({ comanda_fisica_id: await novaFisica() });
    await server.core.db
      .update(comandas)
      .set({ status: 'fechada' })
      .where(eq(comandas.id, ocupante.id));
    for (const id of [(avulsa.body as { comanda: Comanda }).comanda.id, ocupante.id]) {
      const res = await transferir(id, (await novaMesa()).id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ erro: 'Não há comandas ativas para transferir' });
    }
    const semDestino = await request(http)
      .post(`/api/garcom/comandas/${a.id}/transferir-mesa`)
      .set(autorizado(garcom))
      .send({});
    expect(semDestino.body).toEqual({ erro: 'Selecione a mesa de destino' });
  });

  test('two tables moved to the same free table at once: one move wins whole, the other changes nothing', async () => {
    const destino = await novaMesa();
    const origemA = await novaMesa();
    const origemB = await novaMesa();
    const deA = [await comandaNaMesa(origemA.id), await comandaNaMesa(origemA.id)];
    const deB = [await comandaNaMesa(origemB.id), await comandaNaMesa(origemB.id)];
    const [ra, rb] = await Promise.all([
      transferir(deA[0]!.id, destino.id),
      transferir(deB[0]!.id, destino.id, ana),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const venceu = ra.status === 200 ? deA : deB;
    const perdeu = ra.status === 200 ? deB : deA;
    const { comandas: noDestino } = (
      await request(http).get(`/api/garcom/comandas?mesa_id=${destino.id}`).set(autorizado(garcom))
    ).body as { comandas: Comanda[] };
    expect(noDestino.map((c) => c.id).sort()).toEqual(venceu.map((c) => c.id).sort());
    const perdedora = ra.status === 200 ? origemB : origemA;
    const { comandas: ficaram } = (
      await request(http)
        .get(`/api/garcom/comandas?mesa_id=${perdedora.id}`)
        .set(autorizado(garcom))
    ).body as { comandas: Comanda[] };
    expect(ficaram.map((c) => c.id).sort()).toEqual(perdeu.map((c) => c.id).sort());
  });
});

/* ---------- the kitchen's progress ---------- */

describe("the kitchen's progress reaches the tab", () => {
  test('preparando, pronto, entregue on the monitor move the items; the waiters hear it at once, another empresa nothing', async () => {
    const mesa = await novaMesa();
    const comanda = await comItens((await comandaNaMesa(mesa.id)).id, umBurguer(), umaCoca());
    const pedido = ((await enviar(comanda.id)).body as EnvioCozinhaResposta).pedido;
    const waiter = await clients.connected(server.url, ana);
    const outra = await clients.connected(server.url, garcomOutra);
    const ouvidosNaOutra = gravar(outra.socket);
    const mudar = (status: string) =>
      request(http).put(`/api/pedidos/${pedido.id}/status`).set(autorizado(staff)).send({ status });

    const preparando = esperar(waiter.socket, 'comanda:atualizada', (c) =>
      c.itens.some((i) => i.status === 'preparando'),
    );
    expect((await mudar('preparando')).status).toBe(200);
    expect((await preparando).itens.map((i) => i.status)).toEqual(['preparando', 'pronto']);

    const pronto = esperar(waiter.socket, 'comanda:atualizada', (c) =>
      c.itens.some((i) => i.produto_nome === 'X-Burguer' && i.status === 'pronto'),
    );
    const pedidoPronto = esperar(
      waiter.socket,
      'pedido:atualizado',
      (p) => p.id === pedido.id && p.status === 'pronto',
    );
    const mesaAvisada = esperar(waiter.socket, 'mesa:atualizada', (m) => m.id === mesa.id);
    expect((await mudar('pronto')).status).toBe(200);
    expect((await pronto).itens.map((i) => i.status)).toEqual(['pronto', 'pronto']);
    await expect(pedidoPronto).resolves.toMatchObject({ tipo_pedido: 'mesa', mesa: mesa.numero });
    await expect(mesaAvisada).resolves.toMatchObject({ status: 'ocupada' });

    expect((await mudar('entregue')).status).toBe(200);
    const final = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(final.comanda.itens.map((i) => i.status)).toEqual(['entregue', 'pronto']);

    await roundTrip(outra.socket);
    expect(ouvidosNaOutra).toEqual([]);
  });

  test('a cancelled table order cancels its items, which leave the total', async () => {
    const mesa = await novaMesa();
    const comanda = await comItens((await comandaNaMesa(mesa.id)).id, umBurguer(), umaCoca());
    const pedido = ((await enviar(comanda.id)).body as EnvioCozinhaResposta).pedido;
    const res = await request(http)
      .put(`/api/pedidos/${pedido.id}/status`)
      .set(autorizado(staff))
      .send({ status: 'cancelado' });
    expect(res.status).toBe(200);
    const atual = (
      await request(http).get(`/api/garcom/comandas-mesa/${comanda.id}`).set(autorizado(garcom))
    ).body as { comanda: Comanda };
    expect(atual.comanda.itens.map((i) => i.status)).toEqual(['cancelado', 'pronto']);
    expect(atual.comanda.total).toBe(6.5);
    expect(await mesaAtual(mesa.id)).toMatchObject({ total_ativo: 6.5, status: 'ocupada' });
  });
});
