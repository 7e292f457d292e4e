/**
 * Issue 26, "waiter sales bypass stock": every channel that sells takes stock the same way. A
 * waiter's tab takes an item's stock when the item is added (a bottle handed over is gone), with
 * the checkout's own calls (tirarParaVenda / devolverDaVenda, the 'estoque' step's), so it
 * refuses a sold-out product with the site's message, gives stock back when an unsent item is
 * lowered or removed or the tab is removed, hands it to the kitchen order on the send (whose
 * cancellation gives it back), flips the menu's 'Esgotado' and raises the staff's alerts like a
 * checkout, and races a checkout for the last unit on the same locks.
 */
import request from 'supertest';
import {
  MENSAGENS_ESTOQUE as MSG,
  type CategoriaAdmin,
  type Comanda,
  type EstoqueAlertaEvento,
  type EstoqueItem,
  type MenuResposta,
  type Pedido,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import { estoqueMovimentos, mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { movimentosDoItem, quantidadeNoEstoque } from '../../testing/estoque';
import { clienteComCarrinho as clienteDaLoja, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

const ANA = { email: 'garcom2@cardapiovivo.com.br', senha: 'garcom123' };

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let garcom: string;
let ana: string;
let garcomOutra: string;
let categoriaId: number;
const clients = socketClients();

beforeAll(async () => {
  // Enough connections for the race's waiters and customers to overlap.
  server = await createTestServer({}, { poolMax: 25 });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  garcom = await loginGarcom(http);
  ana = await loginGarcom(http, ANA);
  garcomOutra = await loginGarcom(http, DEMO.garcom2);
  await definirLoja(http, gestao, true);
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  categoriaId = categorias[0]!.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => clients.closeAll());

let seq = 0;

/** A product of empresa 1; a drink by default (never goes to the kitchen). */
async function novoProduto(
  nome: string,
  campos: { precisa_cozinha?: boolean; preco?: number } = {},
): Promise<ProdutoAdmin> {
  const res = await request(http)
    .post('/api/produtos')
    .set(autorizado(gestao))
    .send({
      nome: `${nome} ${++seq}`,
      descricao: '',
      preco: campos.preco ?? 18,
      categoria_id: categoriaId,
      tempo_preparo: 5,
      precisa_cozinha: campos.precisa_cozinha ?? false,
    });
  expect(res.status).toBe(201);
  return res.body as ProdutoAdmin;
}

/** A stock item linked to `produtoId`, one unit per product unit unless told. */
async function estoqueDe(produtoId: number, quantidade: number, porUnidade = 1) {
  const res = await request(http)
    .post('/api/estoque')
    .set(autorizado(gestao))
    .send({
      nome: `Cachaça ${++seq}`,
      quantidade,
      quantidade_minima: 1,
      unidade: 'un',
      preco_custo: 20,
      fornecedor: 'Alambique',
      categoria: 'Bebidas',
      produtos: [{ produto_id: produtoId, quantidade: porUnidade }],
    });
  expect(res.status).toBe(201);
  return res.body as EstoqueItem;
}

const quantidade = (itemId: number) => quantidadeNoEstoque(server, itemId);
const movimentos = (itemId: number) => movimentosDoItem(server, itemId);

async function disponivel(produtoId: number) {
  const menu = (await request(http).get('/api/menu/1')).body as MenuResposta;
  return menu.produtos.find((p) => p.id === produtoId)!.disponivel;
}

/** The waiter catalogue (GET /api/produtos with a waiter's session) says the same. */
async function disponivelParaOGarcom(produtoId: number) {
  const lista = (await request(http).get('/api/produtos').set(autorizado(garcom))).body as Array<{
    id: number;
    disponivel: boolean;
  }>;
  return lista.find((p) => p.id === produtoId)!.disponivel;
}

/** A new table of empresa 1 with a tab opened by `token`'s waiter. */
async function novaComanda(token = garcom): Promise<Comanda> {
  const [mesa] = await server.core.db
    .insert(mesas)
    .values({ empresa_id: 1, numero: `C${++seq}`, nome: `Mesa C${seq}`, capacidade: 4 })
    .returning();
  const res = await request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(token))
    .send({ mesa_id: mesa!.id });
  expect(res.status).toBe(201);
  return (res.body as { comanda: Comanda }).comanda;
}

const adicionar = (comandaId: number, produtoId: number, qtd: number, token = garcom) =>
  request(http)
    .post(`/api/garcom/comandas-mesa/${comandaId}/itens`)
    .set(autorizado(token))
    .send({ produto_id: produtoId, quantidade: qtd });

const mudarQuantidade = (comandaId: number, itemId: number, qtd: number) =>
  request(http)
    .put(`/api/comandas-mesa/${comandaId}/itens/${itemId}`)
    .set(autorizado(garcom))
    .send({ quantidade: qtd });

const removerItem = (comandaId: number, itemId: number) =>
  request(http).delete(`/api/comandas-mesa/${comandaId}/itens/${itemId}`).set(autorizado(garcom));

const enviar = (comandaId: number) =>
  request(http).post(`/api/garcom/comandas/${comandaId}/enviar-cozinha`).set(autorizado(garcom));

const comanda = async (comandaId: number) =>
  (
    (await request(http).get(`/api/garcom/comandas-mesa/${comandaId}`).set(autorizado(garcom)))
      .body as { comanda: Comanda }
  ).comanda;

const clienteComCarrinho = (produtoId: number, qtd: number) =>
  clienteDaLoja(http, [produtoId, qtd]);
const finalizar = (token: string) => finalizarPedido(http, token);

const cancelar = (pedidoId: number) =>
  request(http)
    .put(`/api/pedidos/${pedidoId}/status`)
    .set(autorizado(gestao))
    .send({ status: 'cancelado' });

describe('a waiter’s tab takes stock when an item is added', () => {
  test('the issue: Cachaça 3 un, a delivery of 2 Caipirinhas, then the waiter is refused 2 with the site’s message, sells the last, and the next is refused as sold out', async () => {
    const caipirinha = await novoProduto('Caipirinha');
    const cachaca = await estoqueDe(caipirinha.id, 3);
    expect((await finalizar(await clienteComCarrinho(caipirinha.id, 2))).status).toBe(201);
    expect(await quantidade(cachaca.id)).toBe(1);

    const tab = await novaComanda();
    const duas = await adicionar(tab.id, caipirinha.id, 2);
    expect(duas.status).toBe(400);
    expect(duas.body).toEqual({ erro: MSG.esgotado(caipirinha.nome, 1, 'un') });
    expect(duas.body.erro).toBe(`${caipirinha.nome} esgotado: resta só 1 un no estoque`);
    expect(await quantidade(cachaca.id)).toBe(1);
    expect((await comanda(tab.id)).itens).toEqual([]);

    const ultima = await adicionar(tab.id, caipirinha.id, 1);
    expect(ultima.status).toBe(201);
    const item = (ultima.body as { comanda: Comanda }).comanda.itens[0]!;
    expect(await quantidade(cachaca.id)).toBe(0);
    expect((await movimentos(cachaca.id)).at(-1)).toMatchObject({
      tipo: 'saida',
      quantidade: '1.000',
      motivo: MSG.motivoComanda(tab.id),
      comanda_id: tab.id,
      comanda_item_id: item.id,
      pedido_id: null,
      usuario_id: null,
      usuario_nome: 'Carlos Garçom',
    });
    // The menu and the waiter's catalogue show it sold out at once.
    expect(await disponivel(caipirinha.id)).toBe(false);
    expect(await disponivelParaOGarcom(caipirinha.id)).toBe(false);

    // Sold out: said cleanly, never 'restam só 0 un'; on another tab, by another waiter, and by
    // the '+' on the line.
    const outra = await novaComanda(ana);
    const esgotada = await adicionar(outra.id, caipirinha.id, 1, ana);
    expect(esgotada.status).toBe(400);
    expect(esgotada.body).toEqual({ erro: `${caipirinha.nome} esgotado` });
    const mais = await mudarQuantidade(tab.id, item.id, 2);
    expect(mais.status).toBe(400);
    expect(mais.body).toEqual({ erro: `${caipirinha.nome} esgotado` });
    expect((await comanda(tab.id)).itens[0]!.quantidade).toBe(1);
    expect(await quantidade(cachaca.id)).toBe(0);
    // A customer's checkout is refused with the very same message.
    const site = await finalizar(await clienteComCarrinho(caipirinha.id, 1));
    expect(site.status).toBe(400);
    expect(site.body).toEqual({ erro: `${caipirinha.nome} esgotado` });
  });

  test('through the API: 2 in stock, a drink (never to the kitchen), a tab with 2, sent: stock 0 and a third refused', async () => {
    const drink = await novoProduto('Gin tônica');
    const gin = await estoqueDe(drink.id, 2);
    const tab = await novaComanda();
    expect((await adicionar(tab.id, drink.id, 2)).status).toBe(201);
    expect(await quantidade(gin.id)).toBe(0);
    // Nothing needs the kitchen: the send has nothing to send and stock stays taken.
    expect((await enviar(tab.id)).status).toBe(409);
    expect(await quantidade(gin.id)).toBe(0);
    const terceira = await adicionar(tab.id, drink.id, 1);
    expect(terceira.status).toBe(400);
    expect(terceira.body).toEqual({ erro: MSG.esgotado(drink.nome, 0, 'un') });
    expect((await comanda(tab.id)).itens).toEqual([
      expect.objectContaining({ produto_id: drink.id, quantidade: 2 }),
    ]);
  });

  test('the same product added twice merges into one line and takes stock for each add; links of 0,5 take halves', async () => {
    const drink = await novoProduto('Chope');
    const barril = await estoqueDe(drink.id, 10, 0.5);
    const tab = await novaComanda();
    await adicionar(tab.id, drink.id, 2).expect(201);
    const depois = await adicionar(tab.id, drink.id, 3);
    expect(depois.status).toBe(201);
    const itens = (depois.body as { comanda: Comanda }).comanda.itens;
    expect(itens).toHaveLength(1);
    expect(itens[0]!.quantidade).toBe(5);
    expect(await quantidade(barril.id)).toBe(7.5);
    const saidas = (await movimentos(barril.id)).filter((m) => m.tipo === 'saida');
    expect(saidas.map((m) => [m.quantidade, m.comanda_item_id])).toEqual([
      ['1.000', itens[0]!.id],
      ['1.500', itens[0]!.id],
    ]);
  });

  test('products without linked stock are added as before and write no movement', async () => {
    const agua = await novoProduto('Água');
    const antes = (await server.core.db.select().from(estoqueMovimentos)).length;
    const tab = await novaComanda();
    expect((await adicionar(tab.id, agua.id, 3)).status).toBe(201);
    expect((await server.core.db.select().from(estoqueMovimentos)).length).toBe(antes);
  });
});

describe('an unsent item gives its stock back', () => {
  test('lowering gives back that share, raising takes more (refused when short), removing gives back the rest', async () => {
    const drink = await novoProduto('Caipiroska');
    const vodka = await estoqueDe(drink.id, 5);
    const tab = await novaComanda();
    const item = ((await adicionar(tab.id, drink.id, 3)).body as { comanda: Comanda }).comanda
      .itens[0]!;
    expect(await quantidade(vodka.id)).toBe(2);

    expect((await mudarQuantidade(tab.id, item.id, 1)).status).toBe(200);
    expect(await quantidade(vodka.id)).toBe(4);
    expect((await movimentos(vodka.id)).at(-1)).toMatchObject({
      tipo: 'entrada',
      quantidade: '2.000',
      motivo: MSG.motivoDevolucaoComanda(tab.id),
      comanda_id: tab.id,
      comanda_item_id: item.id,
    });

    expect((await mudarQuantidade(tab.id, item.id, 4)).status).toBe(200);
    expect(await quantidade(vodka.id)).toBe(1);
    const curta = await mudarQuantidade(tab.id, item.id, 6);
    expect(curta.status).toBe(400);
    expect(curta.body).toEqual({ erro: MSG.esgotado(drink.nome, 1, 'un') });
    expect(await quantidade(vodka.id)).toBe(1);
    expect((await comanda(tab.id)).itens[0]!.quantidade).toBe(4);
    expect(await disponivel(drink.id)).toBe(true);

    expect((await mudarQuantidade(tab.id, item.id, 5)).status).toBe(200);
    expect(await quantidade(vodka.id)).toBe(0);
    expect(await disponivel(drink.id)).toBe(false);

    expect((await removerItem(tab.id, item.id)).status).toBe(200);
    expect(await quantidade(vodka.id)).toBe(5);
    expect(await disponivel(drink.id)).toBe(true);
    // Removed twice: nothing more comes back (the item is gone; the stock is as it was).
    expect((await removerItem(tab.id, item.id)).status).toBe(404);
    expect(await quantidade(vodka.id)).toBe(5);
  });

  test('removing a tab with nothing sent gives back every item’s stock', async () => {
    const drink = await novoProduto('Batida');
    const kitchen = await novoProduto('Porção', { precisa_cozinha: true });
    const cachaca = await estoqueDe(drink.id, 6);
    const batata = await estoqueDe(kitchen.id, 4, 2);
    const tab = await novaComanda();
    await adicionar(tab.id, drink.id, 2).expect(201);
    await adicionar(tab.id, kitchen.id, 1).expect(201);
    expect([await quantidade(cachaca.id), await quantidade(batata.id)]).toEqual([4, 2]);
    const removida = await request(http)
      .delete(`/api/garcom/comandas-mesa/${tab.id}`)
      .set(autorizado(garcom));
    expect(removida.status).toBe(200);
    expect([await quantidade(cachaca.id), await quantidade(batata.id)]).toEqual([6, 4]);
    // The record stays: the tab's saída and its devolução, named by the tab.
    expect(
      (await movimentos(cachaca.id)).slice(1).map((m) => [m.tipo, m.motivo, m.comanda_id]),
    ).toEqual([
      ['saida', MSG.motivoComanda(tab.id), tab.id],
      ['entrada', MSG.motivoDevolucaoComanda(tab.id), tab.id],
    ]);
  });

  test('a sent kitchen item’s stock moves to its order: the send takes nothing more, cancelling the order gives it back once', async () => {
    const prato = await novoProduto('Moqueca', { precisa_cozinha: true });
    const peixe = await estoqueDe(prato.id, 3);
    const drink = await novoProduto('Suco');
    const laranja = await estoqueDe(drink.id, 3);
    const tab = await novaComanda();
    await adicionar(tab.id, prato.id, 2).expect(201);
    await adicionar(tab.id, drink.id, 1).expect(201);
    expect(await quantidade(peixe.id)).toBe(1);

    const envio = await enviar(tab.id);
    expect(envio.status).toBe(201);
    const pedido = (envio.body as { pedido: Pedido }).pedido;
    expect(await quantidade(peixe.id)).toBe(1);
    expect(await quantidade(laranja.id)).toBe(2);
    expect((await movimentos(peixe.id)).at(-1)).toMatchObject({
      tipo: 'saida',
      quantidade: '2.000',
      motivo: MSG.motivoComanda(tab.id),
      comanda_id: tab.id,
      pedido_id: pedido.id,
    });

    expect((await cancelar(pedido.id)).status).toBe(200);
    expect(await quantidade(peixe.id)).toBe(3);
    expect((await movimentos(peixe.id)).at(-1)).toMatchObject({
      tipo: 'entrada',
      quantidade: '2.000',
      motivo: MSG.motivoCancelamento(pedido.id),
      pedido_id: pedido.id,
      comanda_id: tab.id,
    });
    const depois = await comanda(tab.id);
    expect(depois.itens.find((i) => i.produto_id === prato.id)!.status).toBe('cancelado');
    // The drink was served (pronto): it keeps its stock.
    expect(await quantidade(laranja.id)).toBe(2);
    // Cancelled again: nothing more comes back.
    expect((await cancelar(pedido.id)).status).toBe(200);
    expect(await quantidade(peixe.id)).toBe(3);
  });
});

describe('live: the staff and the menus hear a tab’s sale like a checkout’s', () => {
  test('the last unit sold on a tab: estoque:atualizado and estoque:alerta to the staff, cardapio:atualizado to open menus; given back, the menu hears it again', async () => {
    const drink = await novoProduto('Negroni');
    const garrafa = await estoqueDe(drink.id, 2);
    const staff = (await clients.connected(server.url, gestao)).socket;
    const menu = clients.open(server.url, { empresa_id: 1 });
    await new Promise((resolve) => menu.once('sessao:info', resolve));
    const atualizados: EstoqueItem[] = [];
    const alertas: EstoqueAlertaEvento[] = [];
    let avisosDoMenu = 0;
    staff.on('estoque:atualizado', (i) => {
      if (i.id === garrafa.id) atualizados.push(i);
    });
    staff.on('estoque:alerta', (a) => {
      if (a.item.id === garrafa.id) alertas.push(a);
    });
    menu.on('cardapio:atualizado', () => (avisosDoMenu += 1));
    const invalidar = jest.spyOn(server.core.invalidacao, 'invalidar');
    try {
      const tab = await novaComanda();
      const item = ((await adicionar(tab.id, drink.id, 2)).body as { comanda: Comanda }).comanda
        .itens[0]!;
      await roundTrip(staff);
      await roundTrip(menu);
      expect(atualizados.map((i) => i.quantidade)).toEqual([0]);
      expect(alertas.map((a) => [a.status_anterior, a.item.status])).toEqual([
        ['normal', 'critico'],
      ]);
      expect(avisosDoMenu).toBe(1);
      expect(invalidar).toHaveBeenCalledWith(['menu:1']);

      invalidar.mockClear();
      await mudarQuantidade(tab.id, item.id, 1).expect(200);
      await roundTrip(menu);
      expect(avisosDoMenu).toBe(2);
      expect(invalidar).toHaveBeenCalledWith(['menu:1']);
      expect(await disponivelParaOGarcom(drink.id)).toBe(true);
    } finally {
      invalidar.mockRestore();
    }
  });
});

test('two waiters and customers race for the last unit: exactly one wins, every other is refused as sold out, never negative', async () => {
  const drink = await novoProduto('Dose de whisky');
  const garrafa = await estoqueDe(drink.id, 1);
  const tabs = [
    ...(await Promise.all([1, 2, 3].map(() => novaComanda(garcom)))).map((t) => [t, garcom]),
    ...(await Promise.all([1, 2, 3].map(() => novaComanda(ana)))).map((t) => [t, ana]),
  ] as Array<[Comanda, string]>;
  const carrinhos = await Promise.all([1, 2, 3, 4].map(() => clienteComCarrinho(drink.id, 1)));

  const respostas = await Promise.all([
    ...tabs.map(([t, token]) => adicionar(t.id, drink.id, 1, token)),
    ...carrinhos.map((token) => finalizar(token)),
  ]);
  const venceu = respostas.filter((r) => r.status === 201);
  expect(venceu).toHaveLength(1);
  for (const r of respostas.filter((x) => x.status !== 201)) {
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ erro: `${drink.nome} esgotado` });
  }
  expect(await quantidade(garrafa.id)).toBe(0);
  expect((await movimentos(garrafa.id)).filter((m) => m.tipo === 'saida')).toHaveLength(1);
  // A refused add wrote no item: only a waiter who won has a line on a tab.
  const itens = (await Promise.all(tabs.map(([t]) => comanda(t.id)))).flatMap((t) => t.itens);
  expect(itens).toHaveLength(
    respostas.slice(0, tabs.length).filter((r) => r.status === 201).length,
  );
}, 60_000);

test('another company’s waiter cannot add to, lower or remove from this tab; its stock is untouched', async () => {
  const drink = await novoProduto('Mojito');
  const hortela = await estoqueDe(drink.id, 3);
  const tab = await novaComanda();
  const item = ((await adicionar(tab.id, drink.id, 1)).body as { comanda: Comanda }).comanda
    .itens[0]!;
  expect((await adicionar(tab.id, drink.id, 1, garcomOutra)).status).toBe(404);
  const alheia = await request(http)
    .delete(`/api/comandas-mesa/${tab.id}/itens/${item.id}`)
    .set(autorizado(garcomOutra));
  expect(alheia.status).toBe(404);
  expect(await quantidade(hortela.id)).toBe(2);
});
