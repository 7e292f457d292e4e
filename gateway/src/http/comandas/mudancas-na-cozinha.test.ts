import request from 'supertest';
import {
  type CategoriaAdmin,
  type EstoqueItem,
  type ProdutoAdmin,
  MENSAGENS_CANCELAMENTO_ITEM,
  MENSAGENS_COMANDA,
  type Comanda,
  type Estacao,
  type Pedido,
} from '@cardapio/shared-events';
import { mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { quantidadeNoEstoque } from '../../testing/estoque';
import { socketClients } from '../../testing/sockets';
import { criarEstacao, rotearCategorias } from '../../testing/estacoes';
import { createTestServer } from '../../testing/test-server';
import { esperar } from '../../testing/esperar';

/**
 * Issue 29 §2, changes visible: what a waiter sends to a ticket still in the kitchen joins it
 * ("+ NOVO"), an item already sent is cancelled with a reason (struck on the ticket, off the
 * bill, back to stock, the order finished or cancelled by what is left), and a changed note
 * reaches the ticket.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
let garcom: string;
let cozinha: Estacao;
let batataId: number;
let brigadeiroId: number;
let mesaNumero = 800;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  staff = await loginStaff(http);
  garcom = await loginGarcom(http);
  await definirLoja(http, staff, true);
  cozinha = await criarEstacao(http, staff, { nome: 'Cozinha Mudancas' });
  batataId = (await produtoDemo(http, 1, 'Batata Frita')).produto.id;
  brigadeiroId = (await produtoDemo(http, 1, 'Brigadeiro Gourmet (4 unidades)')).produto.id;
  await rotearCategorias(http, staff, [
    [batataId, cozinha.id],
    [brigadeiroId, cozinha.id],
  ]);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

/** A tab on a new table of its own. */
async function novaComanda(): Promise<Comanda> {
  const [mesa] = await server.core.db
    .insert(mesas)
    .values({
      empresa_id: 1,
      numero: String(++mesaNumero),
      nome: `Mesa ${mesaNumero}`,
      capacidade: 4,
    })
    .returning();
  const res = await request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: mesa!.id });
  expect(res.status).toBe(201);
  return (res.body as { comanda: Comanda }).comanda;
}

async function adicionar(comanda: Comanda, produto_id: number, observacoes?: string) {
  const res = await request(http)
    .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
    .set(autorizado(garcom))
    .send({ produto_id, quantidade: 1, observacoes });
  expect(res.status).toBe(201);
  return (res.body as { comanda: Comanda }).comanda;
}

async function enviar(comanda: Comanda): Promise<Pedido> {
  const res = await request(http)
    .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
    .set(autorizado(garcom));
  expect(res.status).toBe(201);
  return (res.body as { pedido: Pedido }).pedido;
}

const comandaAtual = async (comanda: Comanda) =>
  (
    await request(http)
      .get(`/api/garcom/comandas-mesa/${comanda.id}`)
      .set(autorizado(garcom))
      .expect(200)
  ).body.comanda as Comanda;

const pedidoAtual = async (id: number) =>
  (
    (await request(http).get('/api/pedidos').set(autorizado(staff)).expect(200)).body as Pedido[]
  ).find((p) => p.id === id)!;

const cancelar = (comanda: Comanda, itemId: number, corpo: object) =>
  request(http)
    .post(`/api/comandas-mesa/${comanda.id}/itens/${itemId}/cancelar`)
    .set(autorizado(garcom))
    .send(corpo);

test('a second send joins the ticket still in the kitchen ("+ NOVO"); once it is pronto, a new ticket', async () => {
  const quadro = (await clients.connected(server.url, staff)).socket;
  const criados: Pedido[] = [];
  const atualizados: Pedido[] = [];
  quadro.on('pedido:criado', (p) => criados.push(p));
  quadro.on('pedido:atualizado', (p) => atualizados.push(p));

  let comanda = await novaComanda();
  comanda = await adicionar(comanda, batataId);
  const primeiro = await enviar(comanda);
  expect(primeiro.itens.map((i) => i.adicionado_em)).toEqual([null]);
  await esperar(() => criados.find((p) => p.id === primeiro.id));

  comanda = await adicionar(comanda, brigadeiroId);
  const segundo = await enviar(comanda);
  expect(segundo.id).toBe(primeiro.id);
  expect(segundo.itens).toHaveLength(2);
  const novo = segundo.itens.find((i) => i.produto_id === brigadeiroId)!;
  expect(novo.adicionado_em).not.toBeNull();
  expect(novo.estacao_id).toBe(cozinha.id);
  expect(segundo.total).toBeCloseTo(
    segundo.itens.reduce((s, i) => s + i.preco_unitario * i.quantidade, 0),
    2,
  );
  expect(segundo.total_itens).toBe(2);
  // The kitchen hears the same ticket change, not a new ticket.
  const ouvido = await esperar(() =>
    atualizados.find((p) => p.id === primeiro.id && p.itens.length === 2),
  );
  expect(ouvido.itens.find((i) => i.id === novo.id)!.adicionado_em).toBe(novo.adicionado_em);
  expect(criados.filter((p) => p.id === primeiro.id)).toHaveLength(1);
  expect((await comandaAtual(comanda)).itens.every((i) => i.status === 'enviado')).toBe(true);

  // The kitchen finishes it: the next send is a new ticket.
  await request(http)
    .post(`/api/monitor/pedidos/${primeiro.id}/pronto`)
    .set(autorizado(staff))
    .send({})
    .expect(200);
  expect((await pedidoAtual(primeiro.id)).status).toBe('pronto');
  comanda = await adicionar(comanda, batataId);
  const terceiro = await enviar(comanda);
  expect(terceiro.id).not.toBe(primeiro.id);
  expect(terceiro.itens.map((i) => i.adicionado_em)).toEqual([null]);
});

test('a waiter cancels a sent item with a reason: struck on the ticket at once, off the bill; the rest done → pronto', async () => {
  const quadro = (await clients.connected(server.url, staff)).socket;
  const atualizados: Pedido[] = [];
  quadro.on('pedido:atualizado', (p) => atualizados.push(p));

  let comanda = await novaComanda();
  comanda = await adicionar(comanda, batataId);
  comanda = await adicionar(comanda, brigadeiroId);
  const pedido = await enviar(comanda);
  comanda = await comandaAtual(comanda);
  const daBatata = comanda.itens.find((i) => i.produto_id === batataId)!;
  const doBrigadeiro = comanda.itens.find((i) => i.produto_id === brigadeiroId)!;
  const linhaDaBatata = pedido.itens.find((i) => i.produto_id === batataId)!;
  const totalAntes = comanda.total;

  // Bad input: no reason, a reason too long, a NUL byte, wrong types, ids out of range.
  for (const corpo of [{}, { motivo: '' }, { motivo: '   ' }, { motivo: 42 }])
    expect((await cancelar(comanda, daBatata.id, corpo)).body).toEqual({
      erro: MENSAGENS_CANCELAMENTO_ITEM.motivoObrigatorio,
    });
  const longo = await cancelar(comanda, daBatata.id, { motivo: 'x'.repeat(121) });
  expect(longo.status).toBe(400);
  expect(longo.body).toEqual({ erro: MENSAGENS_CANCELAMENTO_ITEM.motivoLongo });
  expect((await cancelar(comanda, daBatata.id, { motivo: 'a\u0000b' })).status).toBe(400);
  expect((await cancelar(comanda, 2147483648, { motivo: 'x' })).status).toBe(400);
  expect((await cancelar(comanda, 2147483647, { motivo: 'x' })).status).toBe(404);
  // The kitchen never bumps a waiter's route, and staff cannot use it.
  expect(
    (
      await request(http)
        .post(`/api/comandas-mesa/${comanda.id}/itens/${daBatata.id}/cancelar`)
        .set(autorizado(staff))
        .send({ motivo: 'x' })
    ).status,
  ).toBe(403);

  // The burger's side was done first; then the customer gives up the dessert.
  await request(http)
    .post(`/api/monitor/itens/${linhaDaBatata.id}/pronto`)
    .set(autorizado(staff))
    .expect(200);
  const res = await cancelar(comanda, doBrigadeiro.id, { motivo: 'Cliente desistiu' });
  expect(res.status).toBe(200);
  expect(res.body.mensagem).toBe(MENSAGENS_COMANDA.itemCancelado);
  const linha = (res.body.pedido as Pedido).itens.find((i) => i.produto_id === brigadeiroId)!;
  expect(linha).toMatchObject({ cancelado_motivo: 'Cliente desistiu' });
  expect(linha.cancelado_em).not.toBeNull();
  expect(linha.cancelado_por).toBeTruthy();
  // Nothing else to make: the order is pronto by itself; the kitchen heard the struck line.
  expect((res.body.pedido as Pedido).status).toBe('pronto');
  await esperar(() =>
    atualizados.find(
      (p) =>
        p.id === pedido.id &&
        p.itens.some((i) => i.produto_id === brigadeiroId && i.cancelado_em !== null),
    ),
  );
  const depois = await comandaAtual(comanda);
  expect(depois.itens.find((i) => i.id === doBrigadeiro.id)!.status).toBe('cancelado');
  // A cancelled line stays cancelled after the order moved on, and leaves the bill.
  expect(depois.itens.find((i) => i.id === daBatata.id)!.status).toBe('pronto');
  expect(depois.total).toBeCloseTo(totalAntes - doBrigadeiro.preco_unitario, 2);
  const lido = await pedidoAtual(pedido.id);
  expect(lido.total).toBeCloseTo(linhaDaBatata.preco_unitario, 2);
  expect(lido.total_itens).toBe(1);

  // Twice, or once the order left the kitchen: refused, nothing written.
  expect((await cancelar(comanda, doBrigadeiro.id, { motivo: 'de novo' })).body).toEqual({
    erro: MENSAGENS_COMANDA.itemJaCancelado,
  });
  expect((await cancelar(comanda, daBatata.id, { motivo: 'tarde' })).body).toEqual({
    erro: MENSAGENS_COMANDA.itemForaDaCozinha,
  });
  // An unsent item is removed, not cancelled.
  comanda = await adicionar(comanda, batataId);
  const naoEnviado = comanda.itens.find((i) => i.status === 'pendente')!;
  const recusa = await cancelar(comanda, naoEnviado.id, { motivo: 'x' });
  expect(recusa.status).toBe(409);
  expect(recusa.body).toEqual({ erro: MENSAGENS_COMANDA.itemNaoEnviado });
});

test('cancelling every line of a ticket cancels the order; bumps skip a cancelled line', async () => {
  let comanda = await novaComanda();
  comanda = await adicionar(comanda, batataId);
  const pedido = await enviar(comanda);
  comanda = await comandaAtual(comanda);
  const res = await cancelar(comanda, comanda.itens[0]!.id, { motivo: 'Pedido errado' });
  expect(res.status).toBe(200);
  expect((res.body.pedido as Pedido).status).toBe('cancelado');
  expect((await pedidoAtual(pedido.id)).status).toBe('cancelado');
  expect(
    (
      await request(http)
        .post(`/api/monitor/itens/${pedido.itens[0]!.id}/pronto`)
        .set(autorizado(staff))
    ).status,
  ).toBe(409);
});

test('a changed note reaches the ticket, highlighted; an unsent item just takes it', async () => {
  const quadro = (await clients.connected(server.url, staff)).socket;
  const atualizados: Pedido[] = [];
  quadro.on('pedido:atualizado', (p) => atualizados.push(p));
  let comanda = await novaComanda();
  comanda = await adicionar(comanda, batataId, 'Bem sequinha');
  const pedido = await enviar(comanda);
  comanda = await comandaAtual(comanda);
  const item = comanda.itens[0]!;
  const mudar = (corpo: object, itemId = item.id) =>
    request(http)
      .put(`/api/comandas-mesa/${comanda.id}/itens/${itemId}/observacoes`)
      .set(autorizado(garcom))
      .send(corpo);

  expect((await mudar({ observacoes: 'x'.repeat(501) })).status).toBe(400);
  expect((await mudar({ observacoes: 42 })).status).toBe(400);
  const res = await mudar({ observacoes: 'SEM sal' });
  expect(res.status).toBe(200);
  expect(res.body.mensagem).toBe(MENSAGENS_COMANDA.observacoesAvisadas);
  const ouvido = await esperar(() =>
    atualizados.find((p) => p.id === pedido.id && p.itens[0]!.observacoes === 'SEM sal'),
  );
  expect(ouvido.itens[0]!.observacoes_alteradas_em).not.toBeNull();
  expect((await comandaAtual(comanda)).itens[0]!.observacoes).toBe('SEM sal');

  comanda = await adicionar(comanda, brigadeiroId);
  const pendente = comanda.itens.find((i) => i.status === 'pendente')!;
  const semCozinha = await mudar({ observacoes: 'Para viagem' }, pendente.id);
  expect(semCozinha.body.mensagem).toBe(MENSAGENS_COMANDA.observacoesAlteradas);
  expect((await comandaAtual(comanda)).itens.find((i) => i.id === pendente.id)!.observacoes).toBe(
    'Para viagem',
  );
});

test('stock: a cancelled sent line gives its stock back once, also when the order is cancelled later', async () => {
  const gestao = await loginStaff(http, DEMO.admin);
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  const produto = (
    await request(http)
      .post('/api/produtos')
      .set(autorizado(gestao))
      .send({
        nome: 'Porção de teste do cancelamento',
        descricao: '',
        preco: 30,
        categoria_id: categorias[0]!.id,
        tempo_preparo: 12,
        precisa_cozinha: true,
      })
      .expect(201)
  ).body as ProdutoAdmin;
  const estoque = (
    await request(http)
      .post('/api/estoque')
      .set(autorizado(gestao))
      .send({
        nome: 'Batata congelada de teste',
        quantidade: 10,
        quantidade_minima: 0,
        unidade: 'un',
        preco_custo: 2,
        fornecedor: 'Frigorífico',
        categoria: 'Congelados',
        produtos: [{ produto_id: produto.id, quantidade: 1 }],
      })
      .expect(201)
  ).body as EstoqueItem;

  let comanda = await novaComanda();
  let res = await request(http)
    .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
    .set(autorizado(garcom))
    .send({ produto_id: produto.id, quantidade: 2 });
  expect(res.status).toBe(201);
  comanda = await adicionar(res.body.comanda as Comanda, produto.id, 'Outra mesa pediu');
  const pedido = await enviar(comanda);
  expect(pedido.itens.every((i) => i.alvo_min === 12)).toBe(true);
  expect(await quantidadeNoEstoque(server, estoque.id)).toBe(7);

  comanda = await comandaAtual(comanda);
  const dupla = comanda.itens.find((i) => i.quantidade === 2)!;
  res = await cancelar(comanda, dupla.id, { motivo: 'Cliente desistiu' });
  expect(res.status).toBe(200);
  expect(await quantidadeNoEstoque(server, estoque.id)).toBe(9);

  // The kitchen cancels the rest of the order: only the other line's unit comes back.
  await request(http)
    .put(`/api/pedidos/${pedido.id}/status`)
    .set(autorizado(staff))
    .send({ status: 'cancelado' })
    .expect(200);
  expect(await quantidadeNoEstoque(server, estoque.id)).toBe(10);
});
