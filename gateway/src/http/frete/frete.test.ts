import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import {
  MENSAGENS_DINHEIRO,
  MENSAGENS_FRETE,
  type BairroFrete,
  type FreteConfigResposta,
  type Pedido,
} from '@cardapio/shared-events';
import { bairrosFrete, empresas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { DEMO, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cliente: string;
let gestao2: string;
let xBurguer: Awaited<ReturnType<typeof produtoDemo>>;

const CONFIG_DEMO = {
  valor_frete_minimo: 5,
  valor_por_km: 1.5,
  raio_entrega: 20,
  tempo_preparo_padrao: 30,
  tempo_por_km: 2.5,
  aceita_retirada: false,
};

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  gestao2 = await loginStaff(http, DEMO.admin2);
  await definirLoja(http, gestao, true);
  xBurguer = await produtoDemo(http, 1, 'X-Burguer');
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  cliente = (await request(http).post('/api/auth/registro').send(novoCliente())).body
    .token as string;
});

const salvarConfig = (campos: object = {}, token = gestao) =>
  request(http)
    .put('/api/frete/config')
    .set(autorizado(token))
    .send({ ...CONFIG_DEMO, ...campos });

const criarBairro = (campos: object, token = gestao) =>
  request(http).post('/api/frete/bairros').set(autorizado(token)).send(campos);

const cotar = (bairro: string) =>
  request(http)
    .post('/api/frete/calcular')
    .send({ ...ENDERECO_CENTRO, bairro, empresa_id: 1 });

const totalBairros = async () =>
  Number((await server.core.db.select({ n: count() }).from(bairrosFrete))[0]!.n);

const encher = () =>
  request(http)
    .post('/api/carrinho/1/adicionar')
    .set(autorizado(cliente))
    .send({
      produto_id: xBurguer.produto.id,
      quantidade: 1,
      personalizacoes: [xBurguer.escolha('Ponto da carne', 'Ao ponto')],
    });

const pedir = (campos: object) =>
  request(http)
    .post('/api/pedidos')
    .set(autorizado(cliente))
    .send({
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'cartao' },
      ...campos,
    });

describe('who may read and change the freight settings', () => {
  const rotas = [
    ['get', '/api/frete/config', 'leitura'],
    ['put', '/api/frete/config', 'escrita'],
    ['get', '/api/frete/bairros', 'leitura'],
    ['post', '/api/frete/bairros', 'escrita'],
    ['put', '/api/frete/bairros/1', 'escrita'],
    ['delete', '/api/frete/bairros/1', 'escrita'],
  ] as const;

  test.each(rotas)('%s %s: no token 401; customer and waiter 403', async (metodo, rota) => {
    expect((await request(http)[metodo](rota)).status).toBe(401);
    expect((await request(http)[metodo](rota).set(autorizado(cliente))).status).toBe(403);
    expect((await request(http)[metodo](rota).set(autorizado(garcom))).status).toBe(403);
  });

  test.each(rotas)(
    '%s %s: the colaborador reads but does not change',
    async (metodo, rota, tipo) => {
      const antes = await totalBairros();
      const res = await request(http)[metodo](rota).set(autorizado(colaborador)).send({});
      expect(res.status).toBe(tipo === 'leitura' ? 200 : 403);
      if (tipo === 'escrita') expect(res.body).toEqual({ erro: 'Acesso restrito à gestão' });
      expect(await totalBairros()).toBe(antes);
    },
  );

  test('each company sees only its own settings and neighbourhoods', async () => {
    const um = (await request(http).get('/api/frete/config').set(autorizado(gestao)))
      .body as FreteConfigResposta;
    const dois = (await request(http).get('/api/frete/config').set(autorizado(gestao2)))
      .body as FreteConfigResposta;
    expect(um).toMatchObject(CONFIG_DEMO);
    expect(um.bairros.map((b) => b.bairro)).toContain('Centro');
    const idsDoUm = new Set(um.bairros.map((b) => b.id));
    expect(dois.bairros.some((b) => idsDoUm.has(b.id))).toBe(false);
  });
});

describe('settings', () => {
  afterEach(async () => {
    expect((await salvarConfig()).status).toBe(200);
  });

  test('saved on the company, and the public info and quotes follow at once', async () => {
    // Warm the public cache first: the save must drop it.
    expect((await request(http).get('/api/frete/info?empresa_id=1')).body.dados).toEqual({
      minimo: 5,
      valorPorKm: 1.5,
      areaMaxima: 20,
      retirada: false,
    });
    const res = await salvarConfig({
      valor_frete_minimo: '7,50',
      valor_por_km: 2,
      raio_entrega: 10,
      tempo_preparo_padrao: 20,
      tempo_por_km: 3,
      aceita_retirada: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valor_frete_minimo: 7.5,
      raio_entrega: 10,
      aceita_retirada: true,
      mensagem: MENSAGENS_FRETE.configSalva,
    });
    expect((await request(http).get('/api/frete/info?empresa_id=1')).body.dados).toEqual({
      minimo: 7.5,
      valorPorKm: 2,
      areaMaxima: 10,
      retirada: true,
    });
    // Trindade is 6 km: 7,50 + 1 km × 2,00; 20 min + 6 km × 3 min.
    expect((await cotar('Trindade')).body.dados).toMatchObject({
      valorFrete: 9.5,
      tempoEstimado: 38,
    });
    // Lagoa da Conceição (14 km) is now beyond the 10 km radius.
    expect((await cotar('Lagoa da Conceição')).body.dados).toMatchObject({
      foraDaArea: true,
      motivo: 'O endereço fica a 14 km e entregamos até 10 km',
    });
    // Company 2 is untouched.
    expect((await request(http).get('/api/frete/info?empresa_id=2')).body.dados.retirada).toBe(
      false,
    );
  });

  test.each([
    [{ valor_frete_minimo: -1 }, MENSAGENS_FRETE.valorInvalido],
    [{ valor_por_km: 'abc' }, MENSAGENS_DINHEIRO.invalido],
    [{ raio_entrega: 1e12 }, MENSAGENS_FRETE.valorMuitoAlto],
    [{ tempo_preparo_padrao: 2.5 }, MENSAGENS_FRETE.tempoInvalido],
    [{ tempo_por_km: null }, MENSAGENS_FRETE.valorInvalido],
    [{ aceita_retirada: 'talvez' }, 'Campo aceita_retirada deve ser verdadeiro ou falso'],
    [{ valor_frete_minimo: 'Infinity' }, MENSAGENS_DINHEIRO.invalido],
  ])('%j is refused with a message and nothing changes', async (campos, erro) => {
    const res = await salvarConfig({ valor_por_km: 9, ...campos });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    const [row] = await server.core.db
      .select({ v: empresas.valor_por_km })
      .from(empresas)
      .where(eq(empresas.id, 1));
    expect(Number(row!.v)).toBe(1.5);
  });
});

describe('delivery neighbourhoods', () => {
  test('an unknown neighbourhood is outside the area, and checkout refuses it; once added it is served', async () => {
    const fora = await cotar('Ingleses');
    expect(fora.status).toBe(200);
    expect(fora.body).toEqual({
      sucesso: true,
      dados: expect.objectContaining({
        foraDaArea: true,
        valorFrete: 0,
        motivo: 'Não entregamos no bairro Ingleses',
      }),
    });
    await encher();
    const recusado = await pedir({
      dados_cliente: { endereco: { ...ENDERECO_CENTRO, bairro: 'Ingleses' } },
    });
    expect(recusado.status).toBe(400);
    expect(recusado.body).toEqual({ erro: 'Infelizmente não estamos disponíveis no seu local' });

    const criado = await criarBairro({ bairro: 'Ingleses', distancia_km: '18,5' });
    expect(criado.status).toBe(201);
    const bairro = criado.body as BairroFrete;
    expect(bairro).toMatchObject({
      bairro: 'Ingleses',
      distancia_km: 18.5,
      valor_fixo: null,
      ativo: true,
    });
    // 5,00 up to 5 km, then 13,5 km × 1,50.
    expect((await cotar('ingleses')).body.dados).toMatchObject({
      foraDaArea: false,
      distancia: 18.5,
      valorFrete: 25.25,
    });
    const aceito = await pedir({
      dados_cliente: { endereco: { ...ENDERECO_CENTRO, bairro: 'Ingleses' } },
    });
    expect(aceito.status).toBe(201);
    expect((aceito.body as Pedido).valor_frete).toBe(25.25);

    // Deactivated: outside the area again, though still listed.
    const inativo = await request(http)
      .put(`/api/frete/bairros/${bairro.id}`)
      .set(autorizado(gestao))
      .send({ bairro: 'Ingleses', distancia_km: 18.5, ativo: false });
    expect(inativo.status).toBe(200);
    expect((await cotar('Ingleses')).body.dados).toMatchObject({ foraDaArea: true });

    const excluido = await request(http)
      .delete(`/api/frete/bairros/${bairro.id}`)
      .set(autorizado(gestao));
    expect(excluido.body).toEqual({ mensagem: MENSAGENS_FRETE.bairroExcluido });
    expect((await cotar('Ingleses')).body.dados).toMatchObject({ foraDaArea: true });
    expect(
      (await request(http).delete(`/api/frete/bairros/${bairro.id}`).set(autorizado(gestao)))
        .status,
    ).toBe(404);
  });

  test('a fixed-fee neighbourhood charges its fee whatever the fee rule says', async () => {
    const criado = await criarBairro({ bairro: 'Jurerê Internacional', valor_fixo: 12 });
    expect(criado.status).toBe(201);
    expect(criado.body).toMatchObject({ distancia_km: null, valor_fixo: 12 });
    expect((await cotar('Jurere Internacional')).body.dados).toMatchObject({
      foraDaArea: false,
      valorFrete: 12,
      distancia: 0,
    });
    // With a distance too: the fee still wins, and the distance gives the time and the radius.
    const id = (criado.body as BairroFrete).id;
    await request(http)
      .put(`/api/frete/bairros/${id}`)
      .set(autorizado(gestao))
      .send({ bairro: 'Jurerê Internacional', valor_fixo: 12, distancia_km: 19 });
    expect((await cotar('Jurerê Internacional')).body.dados).toMatchObject({
      valorFrete: 12,
      distancia: 19,
      tempoEstimado: 30 + Math.ceil(19 * 2.5),
    });
    await request(http).delete(`/api/frete/bairros/${id}`).set(autorizado(gestao));
  });

  test('the same name twice (accents, case and spaces aside) is a conflict', async () => {
    const antes = await totalBairros();
    const res = await criarBairro({ bairro: '  saco DOS limoes ', distancia_km: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ erro: MENSAGENS_FRETE.bairroDuplicado });
    const lista = (await request(http).get('/api/frete/bairros').set(autorizado(gestao)))
      .body as BairroFrete[];
    const centro = lista.find((b) => b.bairro === 'Centro')!;
    const renomeado = await request(http)
      .put(`/api/frete/bairros/${centro.id}`)
      .set(autorizado(gestao))
      .send({ bairro: 'Trindade', distancia_km: 2 });
    expect(renomeado.status).toBe(409);
    expect(await totalBairros()).toBe(antes);
  });

  test.each([
    [{}, MENSAGENS_FRETE.bairroObrigatorio],
    [{ bairro: '   ', distancia_km: 1 }, MENSAGENS_FRETE.bairroObrigatorio],
    [{ bairro: 'Rio Vermelho' }, MENSAGENS_FRETE.distanciaOuValor],
    [
      { bairro: 'Rio Vermelho', distancia_km: '', valor_fixo: null },
      MENSAGENS_FRETE.distanciaOuValor,
    ],
    [{ bairro: 'Rio Vermelho', distancia_km: -1 }, MENSAGENS_FRETE.valorInvalido],
    [{ bairro: 'Rio Vermelho', valor_fixo: 'dez' }, MENSAGENS_DINHEIRO.invalido],
    [{ bairro: 'Rio\u0000Vermelho', distancia_km: 1 }, 'O texto contém caracteres inválidos'],
    [{ bairro: 'x'.repeat(10_000), distancia_km: 1 }, undefined],
    [{ bairro: 'Rio Vermelho', distancia_km: true }, MENSAGENS_FRETE.valorInvalido],
    [{ bairro: 42, distancia_km: 1 }, MENSAGENS_FRETE.bairroObrigatorio],
    [{ bairro: 'Rio Vermelho', distancia_km: 1, ativo: 'sim' }, undefined],
  ])('case %# is refused with 400 and nothing is written', async (corpo, erro) => {
    const antes = await totalBairros();
    const res = await criarBairro(corpo);
    expect(res.status).toBe(400);
    expect(typeof res.body.erro).toBe('string');
    if (erro) expect(res.body).toEqual({ erro });
    expect(await totalBairros()).toBe(antes);
  });

  test.each(['2147483647', '2147483648', '-1', 'abc', '0'])(
    'id %s: 404 or 400, never 500',
    async (id) => {
      const put = await request(http)
        .put(`/api/frete/bairros/${id}`)
        .set(autorizado(gestao))
        .send({ bairro: 'Centro', distancia_km: 2 });
      const del = await request(http).delete(`/api/frete/bairros/${id}`).set(autorizado(gestao));
      const esperado = id === '2147483647' ? 404 : 400;
      expect(put.status).toBe(esperado);
      expect(del.status).toBe(esperado);
    },
  );

  test("another company's neighbourhood is not found, and stays as it was", async () => {
    const dela = (await request(http).get('/api/frete/bairros').set(autorizado(gestao2)))
      .body as BairroFrete[];
    const alvo = dela[0]!;
    const put = await request(http)
      .put(`/api/frete/bairros/${alvo.id}`)
      .set(autorizado(gestao))
      .send({ bairro: 'Tomado', distancia_km: 1 });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ erro: MENSAGENS_FRETE.bairroNaoEncontrado });
    expect(
      (await request(http).delete(`/api/frete/bairros/${alvo.id}`).set(autorizado(gestao))).status,
    ).toBe(404);
    const depois = (await request(http).get('/api/frete/bairros').set(autorizado(gestao2)))
      .body as BairroFrete[];
    expect(depois.find((b) => b.id === alvo.id)).toEqual(alvo);
  });
});

describe('pickup at the store', () => {
  afterEach(async () => {
    expect((await salvarConfig()).status).toBe(200);
  });

  test('refused while the company does not offer it', async () => {
    await encher();
    const res = await pedir({ tipo_pedido: 'retirada' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MENSAGENS_FRETE.retiradaIndisponivel });
  });

  test('offered: no address needed, no freight, labelled retirada', async () => {
    await salvarConfig({ aceita_retirada: true });
    await encher();
    const res = await pedir({ tipo_pedido: 'retirada', dados_cliente: { nome: 'Ana' } });
    expect(res.status).toBe(201);
    const pedido = res.body as Pedido;
    expect(pedido).toMatchObject({
      tipo_pedido: 'retirada',
      mesa: 'Retirada',
      valor_frete: 0,
      endereco_entrega: null,
      total: pedido.total_sem_frete,
    });
    // The board reads it like any other order.
    const quadro = (await request(http).get('/api/pedidos').set(autorizado(gestao)))
      .body as Pedido[];
    expect(quadro.find((p) => p.id === pedido.id)?.tipo_pedido).toBe('retirada');
  });

  test('an unknown order type is refused', async () => {
    await encher();
    const res = await pedir({ tipo_pedido: 'mesa', dados_cliente: { endereco: ENDERECO_CENTRO } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: 'Tipo de pedido inválido' });
  });
});
