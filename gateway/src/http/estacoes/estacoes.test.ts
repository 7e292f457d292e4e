import request from 'supertest';
import {
  MENSAGENS_ESTACAO,
  type CategoriaAdmin,
  type Comanda,
  type Estacao,
  type Pedido,
  type ProdutoAdmin,
  type TelaMonitorCriada,
  type VisaoDaCozinha,
} from '@cardapio/shared-events';
import { mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

/**
 * Issue 29 §1: kitchen stations, the routing of each order item (the product's station over its
 * category's), and what each kitchen screen chose to show, kept on the server.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let gestao2: string;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  gestao2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, gestao, true);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

let seq = 0;
async function criarEstacao(campos: object = {}, token = gestao): Promise<Estacao> {
  seq += 1;
  const res = await request(http)
    .post('/api/estacoes')
    .set(autorizado(token))
    .send({ nome: `Estação ${seq}`, ...campos });
  expect(res.status).toBe(201);
  return (res.body as { estacao: Estacao }).estacao;
}

const listar = async (token = gestao) => {
  const res = await request(http).get('/api/estacoes').set(autorizado(token));
  expect(res.status).toBe(200);
  return (res.body as { estacoes: Estacao[] }).estacoes;
};

async function categoriaDoProduto(produtoId: number): Promise<CategoriaAdmin> {
  const produto = await lerProduto(produtoId);
  const categorias = (await request(http).get('/api/categorias').set(autorizado(gestao)))
    .body as CategoriaAdmin[];
  return categorias.find((c) => c.id === produto.categoria_id)!;
}

async function lerProduto(produtoId: number): Promise<ProdutoAdmin> {
  const res = await request(http).get('/api/produtos').set(autorizado(gestao));
  expect(res.status).toBe(200);
  return (res.body as ProdutoAdmin[]).find((p) => p.id === produtoId)!;
}

/** Saves the category with its current fields and `estacao_id` (JSON, as the form's fields). */
async function rotearCategoria(categoria: CategoriaAdmin, estacao_id: number | null | '') {
  return request(http).put(`/api/categorias/${categoria.id}`).set(autorizado(gestao)).send({
    nome: categoria.nome,
    ordem: categoria.ordem,
    ativo: categoria.ativo,
    estacao_id,
  });
}

async function rotearProduto(produto: ProdutoAdmin, estacao_id?: number | null | '') {
  return request(http)
    .put(`/api/produtos/${produto.id}`)
    .set(autorizado(gestao))
    .send({
      nome: produto.nome,
      descricao: produto.descricao,
      preco: produto.preco,
      categoria_id: produto.categoria_id,
      tempo_preparo: produto.tempo_preparo,
      destaque: produto.destaque,
      ativo: produto.ativo,
      precisa_cozinha: produto.precisa_cozinha,
      ...(estacao_id === undefined ? {} : { estacao_id }),
    });
}

describe('/api/estacoes', () => {
  test('staff create, list in order, edit and delete; the staff room hears each change', async () => {
    const quadro = (await clients.connected(server.url, gestao)).socket;
    const ouvidas: Estacao[] = [];
    const removidas: number[] = [];
    quadro.on('estacao:atualizada', (e) => ouvidas.push(e));
    quadro.on('estacao:removida', (e) => removidas.push(e.id));

    const bar = await criarEstacao({ nome: 'Bar CRUD', cor: '#0A0', ordem: 2 }, colaborador);
    expect(bar).toMatchObject({ nome: 'Bar CRUD', cor: '#00aa00', ordem: 2, ativo: true });
    const chapa = await criarEstacao({ nome: 'Chapa CRUD', ordem: 1 });
    expect(chapa.cor).toBe('#1d4ed8');
    const nomes = (await listar()).map((e) => e.nome);
    expect(nomes.indexOf('Chapa CRUD')).toBeLessThan(nomes.indexOf('Bar CRUD'));

    const editada = await request(http)
      .put(`/api/estacoes/${bar.id}`)
      .set(autorizado(gestao))
      .send({ nome: 'Bar', cor: '#112233', ordem: 0, ativo: false });
    expect(editada.status).toBe(200);
    expect(editada.body.estacao).toMatchObject({ id: bar.id, nome: 'Bar', ativo: false });

    const apagada = await request(http).delete(`/api/estacoes/${chapa.id}`).set(autorizado(gestao));
    expect(apagada.body).toEqual({ mensagem: MENSAGENS_ESTACAO.estacaoExcluida });
    expect((await listar()).some((e) => e.id === chapa.id)).toBe(false);

    await roundTrip(quadro);
    expect(ouvidas.map((e) => e.id)).toEqual([bar.id, chapa.id, bar.id]);
    expect(ouvidas[2]).toMatchObject({ nome: 'Bar', ativo: false });
    expect(removidas).toEqual([chapa.id]);
    // Another company sees none of them, and hears nothing.
    expect((await listar(gestao2)).some((e) => e.id === bar.id)).toBe(false);
  });

  test('a name is unique in the company, case aside (409); another company may use it', async () => {
    await criarEstacao({ nome: 'Sobremesas' });
    const repetida = await request(http)
      .post('/api/estacoes')
      .set(autorizado(gestao))
      .send({ nome: '  sobremesas ' });
    expect(repetida.status).toBe(409);
    expect(repetida.body).toEqual({ erro: MENSAGENS_ESTACAO.nomeDuplicado('sobremesas') });
    await criarEstacao({ nome: 'Sobremesas' }, gestao2);
  });

  test.each([
    [{}, MENSAGENS_ESTACAO.nomeObrigatorio],
    [{ nome: '   ' }, MENSAGENS_ESTACAO.nomeObrigatorio],
    [{ nome: 42 }, MENSAGENS_ESTACAO.nomeObrigatorio],
    [{ nome: 'x'.repeat(41) }, MENSAGENS_ESTACAO.nomeLongo],
    [{ nome: 'x'.repeat(1_000_000) }, MENSAGENS_ESTACAO.nomeLongo],
    [{ nome: 'Ba\u0000r' }, 'O texto contém caracteres inválidos'],
    [{ nome: 'Bar', cor: 'vermelho' }, MENSAGENS_ESTACAO.corInvalida],
    [{ nome: 'Bar', cor: 7 }, MENSAGENS_ESTACAO.corInvalida],
    [{ nome: 'Bar', ordem: -1 }, MENSAGENS_ESTACAO.ordemInvalida],
    [{ nome: 'Bar', ordem: 2_147_483_648 }, MENSAGENS_ESTACAO.ordemInvalida],
    [{ nome: 'Bar', ordem: '1' }, MENSAGENS_ESTACAO.ordemInvalida],
    [{ nome: 'Bar', ativo: 'sim' }, MENSAGENS_ESTACAO.ativoInvalido],
  ])('bad input #%# answers 400 with a pt-BR message and writes nothing', async (corpo, erro) => {
    const antes = (await listar()).length;
    const res = await request(http).post('/api/estacoes').set(autorizado(gestao)).send(corpo);
    expect([res.status, res.body]).toEqual([400, { erro }]);
    expect((await listar()).length).toBe(antes);
  });

  test("another company's station, or an id out of range, is not found", async () => {
    const alheia = await criarEstacao({}, gestao2);
    for (const id of [alheia.id, 2_147_483_647]) {
      const put = await request(http)
        .put(`/api/estacoes/${id}`)
        .set(autorizado(gestao))
        .send({ nome: 'Minha agora' });
      expect([put.status, put.body]).toEqual([
        404,
        { erro: MENSAGENS_ESTACAO.estacaoNaoEncontrada },
      ]);
      const del = await request(http).delete(`/api/estacoes/${id}`).set(autorizado(gestao));
      expect(del.status).toBe(404);
    }
    for (const id of ['2147483648', '0', '-1', '1.5', 'abc'])
      expect(
        (await request(http).delete(`/api/estacoes/${id}`).set(autorizado(gestao))).status,
      ).toBe(400);
    expect((await listar(gestao2)).find((e) => e.id === alheia.id)?.nome).toBe(alheia.nome);
  });

  test('roles: a kitchen screen reads them but changes none; customers and waiters are refused', async () => {
    const tela = (
      await request(http).post('/api/monitor/telas').set(autorizado(gestao)).send({ nome: 'Bar' })
    ).body as TelaMonitorCriada;
    expect((await request(http).get('/api/estacoes')).status).toBe(401);
    expect((await request(http).get('/api/estacoes').set(autorizado(tela.token))).status).toBe(200);
    const escrita = await request(http)
      .post('/api/estacoes')
      .set(autorizado(tela.token))
      .send({ nome: 'Da tela' });
    expect(escrita.status).toBe(403);
    for (const token of [await loginCliente(http), await loginGarcom(http)]) {
      expect((await request(http).get('/api/estacoes').set(autorizado(token))).status).toBe(403);
      const post = await request(http)
        .post('/api/estacoes')
        .set(autorizado(token))
        .send({ nome: 'Intrusa' });
      expect(post.status).toBe(403);
    }
    expect((await listar()).some((e) => e.nome === 'Intrusa' || e.nome === 'Da tela')).toBe(false);
    await request(http)
      .delete(`/api/monitor/telas/${tela.tela.id}`)
      .set(autorizado(gestao))
      .expect(200);
  });
});

describe('routing of the order items', () => {
  test("the product's station wins over its category's; inactive stations fall back; a waiter's tab routes too", async () => {
    const cozinha = await criarEstacao({ nome: 'Cozinha Rota' });
    const bar = await criarEstacao({ nome: 'Bar Rota' });
    const xBurguer = await produtoDemo(http, 1, 'X-Burguer');
    const burguer = await lerProduto(xBurguer.produto.id);
    const coca = await lerProduto((await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id);
    const lanches = await categoriaDoProduto(burguer.id);
    const bebidas = await categoriaDoProduto(coca.id);
    try {
      expect((await rotearCategoria(lanches, cozinha.id)).body).toMatchObject({
        estacao_id: cozinha.id,
      });
      expect((await rotearCategoria(bebidas, cozinha.id)).status).toBe(200);
      const coca2 = await rotearProduto(coca, String(bar.id) as never);
      expect(coca2.status).toBe(200);
      expect((coca2.body as ProdutoAdmin).estacao_id).toBe(bar.id);
      // Saving the product again without the field keeps its station.
      expect(((await rotearProduto(coca)).body as ProdutoAdmin).estacao_id).toBe(bar.id);

      const cliente = await clienteComCarrinho(http, [coca.id, 2]);
      await request(http)
        .post('/api/carrinho/1/adicionar')
        .set(autorizado(cliente))
        .send({
          produto_id: burguer.id,
          quantidade: 1,
          personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
        })
        .expect(201);
      const res = await finalizarPedido(http, cliente);
      expect(res.status).toBe(201);
      const pedido = res.body as Pedido;
      const rota = (nome: string) => pedido.itens.find((i) => i.produto_nome === nome)!.estacao_id;
      expect(rota(burguer.nome)).toBe(cozinha.id);
      expect(rota(coca.nome)).toBe(bar.id);
      // As stored, not only as answered.
      const lista = await request(http).get('/api/pedidos').set(autorizado(gestao));
      const lido = (lista.body as Pedido[]).find((p) => p.id === pedido.id)!;
      expect(lido.itens.map((i) => [i.produto_nome, i.estacao_id]).sort()).toEqual(
        [
          [burguer.nome, cozinha.id],
          [coca.nome, bar.id],
        ].sort(),
      );

      // The bar closes: its products go to their category's station.
      await request(http)
        .put(`/api/estacoes/${bar.id}`)
        .set(autorizado(gestao))
        .send({ nome: bar.nome, ativo: false })
        .expect(200);
      const garcom = await loginGarcom(http);
      const [mesa] = await server.core.db
        .insert(mesas)
        .values({ empresa_id: 1, numero: '701', nome: 'Mesa 701', capacidade: 4 })
        .returning();
      const aberta = await request(http)
        .post('/api/garcom/comandas-mesa')
        .set(autorizado(garcom))
        .send({ mesa_id: mesa!.id });
      const comanda = (aberta.body as { comanda: Comanda }).comanda;
      for (const produto_id of [burguer.id, coca.id])
        await request(http)
          .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
          .set(autorizado(garcom))
          .send({ produto_id, quantidade: 1 })
          .expect(201);
      const ouvidos: Pedido[] = [];
      const quadro = (await clients.connected(server.url, gestao)).socket;
      quadro.on('pedido:criado', (p) => ouvidos.push(p));
      await request(http)
        .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
        .set(autorizado(garcom))
        .expect(201);
      await roundTrip(quadro);
      const daMesa = ouvidos.find((p) => p.mesa === '701');
      expect(daMesa?.itens.map((i) => [i.produto_nome, i.estacao_id])).toEqual([
        [burguer.nome, cozinha.id],
        [coca.nome, cozinha.id],
      ]);
    } finally {
      await rotearCategoria(lanches, null);
      await rotearCategoria(bebidas, '');
      await rotearProduto(coca, null);
    }
    expect((await lerProduto(coca.id)).estacao_id).toBeNull();
    expect((await categoriaDoProduto(burguer.id)).estacao_id).toBeNull();
  });

  test("a category or product cannot name another company's station, nor an invalid one", async () => {
    const alheia = await criarEstacao({}, gestao2);
    const coca = await lerProduto((await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id);
    const bebidas = await categoriaDoProduto(coca.id);
    for (const estacao_id of [alheia.id, 2_147_483_647, 2_147_483_648, 'bar', true, -3]) {
      const cat = await rotearCategoria(bebidas, estacao_id as never);
      expect([cat.status, cat.body]).toEqual([
        400,
        { erro: MENSAGENS_ESTACAO.estacaoNaoEncontrada },
      ]);
      const prod = await rotearProduto(coca, estacao_id as never);
      expect([prod.status, prod.body]).toEqual([
        400,
        { erro: MENSAGENS_ESTACAO.estacaoNaoEncontrada },
      ]);
    }
    expect((await lerProduto(coca.id)).estacao_id).toBeNull();
  });

  test('deleting a station takes it off categories, products and the screens that chose it', async () => {
    const grelha = await criarEstacao({ nome: 'Grelha' });
    const outra = await criarEstacao({ nome: 'Fritura' });
    const burguer = await lerProduto((await produtoDemo(http, 1, 'X-Burguer')).produto.id);
    const lanches = await categoriaDoProduto(burguer.id);
    await rotearCategoria(lanches, grelha.id).then((r) => expect(r.status).toBe(200));
    await rotearProduto(burguer, grelha.id).then((r) => expect(r.status).toBe(200));
    await request(http)
      .put('/api/monitor/visao')
      .set(autorizado(gestao))
      .send({ modo: 'estacoes', estacoes: [grelha.id, outra.id], dispositivo: 'apagar' })
      .expect(200);
    await request(http).delete(`/api/estacoes/${grelha.id}`).set(autorizado(gestao)).expect(200);
    expect((await lerProduto(burguer.id)).estacao_id).toBeNull();
    expect((await categoriaDoProduto(burguer.id)).estacao_id).toBeNull();
    const visao = await request(http)
      .get('/api/monitor/visao?dispositivo=apagar')
      .set(autorizado(gestao));
    expect(visao.body).toEqual({ modo: 'estacoes', estacoes: [outra.id] });
  });
});

describe('/api/monitor/visao: what each kitchen screen shows', () => {
  test('kept per registered screen and per staff device; everything until chosen', async () => {
    const bar = await criarEstacao({ nome: 'Bar Visão' });
    const chapa = await criarEstacao({ nome: 'Chapa Visão' });
    const tela = (
      await request(http)
        .post('/api/monitor/telas')
        .set(autorizado(gestao))
        .send({ nome: 'Tela do bar' })
    ).body as TelaMonitorCriada;
    const ler = async (token: string, dispositivo?: string) => {
      const res = await request(http)
        .get(`/api/monitor/visao${dispositivo ? `?dispositivo=${dispositivo}` : ''}`)
        .set(autorizado(token));
      expect(res.status).toBe(200);
      return res.body as VisaoDaCozinha;
    };
    expect(await ler(tela.token)).toEqual({ modo: 'tudo', estacoes: [] });
    const salvo = await request(http)
      .put('/api/monitor/visao')
      .set(autorizado(tela.token))
      .send({ modo: 'estacoes', estacoes: [bar.id, bar.id] });
    expect(salvo.body).toEqual({ modo: 'estacoes', estacoes: [bar.id] });
    await request(http)
      .put('/api/monitor/visao')
      .set(autorizado(colaborador))
      .send({ modo: 'expo', estacoes: [chapa.id], dispositivo: 'tablet-1' })
      .expect(200);
    expect(await ler(tela.token)).toEqual({ modo: 'estacoes', estacoes: [bar.id] });
    expect(await ler(colaborador, 'tablet-1')).toEqual({ modo: 'expo', estacoes: [] });
    expect(await ler(colaborador, 'tablet-2')).toEqual({ modo: 'tudo', estacoes: [] });
    expect(await ler(colaborador)).toEqual({ modo: 'tudo', estacoes: [] });
    await request(http)
      .delete(`/api/monitor/telas/${tela.tela.id}`)
      .set(autorizado(gestao))
      .expect(200);
  });

  test('bad choices answer 400 in pt-BR; customers and waiters are refused', async () => {
    const alheia = await criarEstacao({}, gestao2);
    const casos: [object, string][] = [
      [{ modo: 'cozinha' }, MENSAGENS_ESTACAO.modoInvalido],
      [{}, MENSAGENS_ESTACAO.modoInvalido],
      [{ modo: 'estacoes', estacoes: [] }, MENSAGENS_ESTACAO.escolhaUmaEstacao],
      [{ modo: 'estacoes' }, MENSAGENS_ESTACAO.escolhaUmaEstacao],
      [{ modo: 'estacoes', estacoes: 'bar' }, MENSAGENS_ESTACAO.escolhaUmaEstacao],
      [{ modo: 'estacoes', estacoes: [alheia.id] }, MENSAGENS_ESTACAO.estacaoNaoEncontrada],
      [{ modo: 'estacoes', estacoes: [2_147_483_648] }, MENSAGENS_ESTACAO.estacaoNaoEncontrada],
      [
        { modo: 'estacoes', estacoes: Array.from({ length: 21 }, (_, i) => i + 1) },
        MENSAGENS_ESTACAO.estacoesDemais,
      ],
      [{ modo: 'tudo', dispositivo: 'a b' }, MENSAGENS_ESTACAO.dispositivoInvalido],
      [{ modo: 'tudo', dispositivo: 'x'.repeat(100_000) }, MENSAGENS_ESTACAO.dispositivoInvalido],
    ];
    for (const [corpo, erro] of casos) {
      const res = await request(http).put('/api/monitor/visao').set(autorizado(gestao)).send(corpo);
      expect([corpo, res.status, res.body]).toEqual([corpo, 400, { erro }]);
    }
    const ruim = await request(http)
      .get('/api/monitor/visao?dispositivo=%00')
      .set(autorizado(gestao));
    expect([ruim.status, ruim.body]).toEqual([
      400,
      { erro: MENSAGENS_ESTACAO.dispositivoInvalido },
    ]);
    for (const token of [await loginCliente(http), await loginGarcom(http)])
      expect((await request(http).get('/api/monitor/visao').set(autorizado(token))).status).toBe(
        403,
      );
  });
});
