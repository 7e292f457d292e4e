import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import {
  MENSAGENS_CADASTRO,
  MENSAGENS_PEDIDO,
  PASSOS_DE_ABERTURA,
  type CadastroEmpresaResposta,
  type CardapioExemploCarregado,
  type CategoriaAdmin,
  type MenuResposta,
  type Pedido,
  type PrimeirosPassos,
  type ProdutoAdmin,
} from '@cardapio/shared-events';
import {
  categorias,
  empresas,
  produtoOpcoes,
  produtos,
  CARDAPIO_DE_EXEMPLO,
} from '@cardapio/core/testing';
import { apiDeTeste } from '../../testing/api-de-teste';
import { cadastrarRestaurante, confirmarCadastro } from '../../testing/cadastro';
import { autorizado, definirLoja } from '../../testing/loja';
import { novoCliente } from '../../testing/sessions';
import { socketClients } from '../../testing/sockets';

/**
 * The first-run checklist ('Falta pouco para abrir'), 'Abrir a loja' and the sample menu of a
 * restaurant that signed itself up (issue 26 §2), on a real server and database.
 */
const clients = socketClients();
const api = apiDeTeste({ antesDeFechar: clients.closeAll });
const db = () => api.server.core.db;

const passos = async (dono: CadastroEmpresaResposta) => {
  const res = await request(api.http)
    .get(`/api/empresas/${dono.empresa.id}/primeiros-passos`)
    .set(autorizado(dono.token));
  expect(res.status).toBe(200);
  return res.body as PrimeirosPassos;
};
const feitos = (p: PrimeirosPassos) => p.passos.filter((x) => x.feito).map((x) => x.id);
const abrir = (dono: CadastroEmpresaResposta, token = dono.token) =>
  request(api.http).post(`/api/empresas/${dono.empresa.id}/abrir`).set(autorizado(token));

async function criarProduto(dono: CadastroEmpresaResposta, nome = 'Pastel de Carne') {
  const categoria = await request(api.http)
    .post('/api/categorias')
    .set(autorizado(dono.token))
    .send({ nome: 'Pastéis', ordem: 1 });
  expect(categoria.status).toBe(201);
  const produto = await request(api.http)
    .post('/api/produtos')
    .set(autorizado(dono.token))
    .send({
      nome,
      descricao: 'Massa crocante',
      preco: '12,50',
      categoria_id: (categoria.body as CategoriaAdmin).id,
      tempo_preparo: 10,
    });
  expect(produto.status).toBe(201);
  return produto.body as ProdutoAdmin;
}

/** A customer of the new company orders one of its products for pickup. */
async function pedidoDeRetirada(empresaId: number, produtoId: number) {
  const registro = await request(api.http)
    .post('/api/auth/registro')
    .send(novoCliente({ empresa_id: empresaId }));
  expect(registro.status).toBe(201);
  const cliente = (registro.body as { token: string }).token;
  const carrinho = await request(api.http)
    .post(`/api/carrinho/${empresaId}/adicionar`)
    .set(autorizado(cliente))
    .send({ produto_id: produtoId, quantidade: 2 });
  expect(carrinho.status).toBe(201);
  return request(api.http)
    .post('/api/pedidos')
    .set(autorizado(cliente))
    .send({
      tipo_pedido: 'retirada',
      metodo_pagamento: 'entrega',
      detalhes_pagamento: { metodo: 'pix' },
      dados_cliente: { nome: 'Cliente' },
    });
}

test('a new company: every essential step pending, closed, sample menu offered', async () => {
  const dono = await cadastrarRestaurante(api.http);
  const p = await passos(dono);
  expect(p.passos.map((x) => x.id)).toEqual([...PASSOS_DE_ABERTURA]);
  expect(feitos(p)).toEqual([]);
  expect(p).toMatchObject({
    pendentes: ['email', 'endereco', 'horarios', 'entrega', 'cardapio'],
    pode_abrir: false,
    loja_aberta_em: null,
    cadastro_confirmado: false,
    cardapio_exemplo_disponivel: true,
    mostrar: true,
  });
  expect(p.passos.find((x) => x.id === 'marca')).toMatchObject({ disponivel: true, feito: false });
  expect(p.passos.find((x) => x.id === 'pedido_teste')?.link).toBe(`/menu/${dono.empresa.id}`);
  expect(p.passos.filter((x) => x.essencial).map((x) => x.id)).toEqual(p.pendentes);
});

test("'Abrir a loja' is refused with the missing steps, then each step ticks itself and it opens", async () => {
  const dono = await cadastrarRestaurante(api.http);
  const recusa = await abrir(dono);
  expect(recusa.status).toBe(409);
  expect(recusa.body).toEqual({
    erro:
      'Falta pouco para abrir a loja: confirme seu email, endereço e contato, horário de ' +
      'funcionamento, entrega ou retirada, primeira categoria e produto.',
    pendentes: ['email', 'endereco', 'horarios', 'entrega', 'cardapio'],
  });
  expect((await passos(dono)).loja_aberta_em).toBeNull();

  await confirmarCadastro(api.http, db(), dono.empresa.id);
  expect(feitos(await passos(dono))).toEqual(['email']);

  const config = (
    await request(api.http).get(`/api/empresas/${dono.empresa.id}`).set(autorizado(dono.token))
  ).body as Record<string, unknown>;
  const salvar = await request(api.http)
    .put(`/api/empresas/${dono.empresa.id}`)
    .set(autorizado(dono.token))
    .send({ nome: config.nome, email: config.email, endereco: 'Rua das Palmeiras', numero: '10' });
  expect(salvar.status).toBe(200);
  expect(feitos(await passos(dono))).toEqual(['email', 'endereco']);

  await definirLoja(api.http, dono.token, true);
  expect(feitos(await passos(dono))).toEqual(['email', 'endereco', 'horarios']);
  // Hours around the clock, and still closed: the owner has not opened it.
  const status = await request(api.http).get(
    `/api/horario-funcionamento/status/${dono.empresa.id}`,
  );
  expect(status.body).toMatchObject({ aberto: false, proximaAbertura: null });

  const frete = await request(api.http).put('/api/frete/config').set(autorizado(dono.token)).send({
    valor_frete_minimo: 5,
    valor_por_km: 1,
    raio_entrega: 10,
    tempo_preparo_padrao: 30,
    tempo_por_km: 2,
    aceita_retirada: true,
  });
  expect(frete.status).toBe(200);
  expect(feitos(await passos(dono))).toEqual(['email', 'endereco', 'horarios', 'entrega']);

  const produto = await criarProduto(dono);
  const prontos = await passos(dono);
  expect(feitos(prontos)).toEqual(['email', 'endereco', 'horarios', 'entrega', 'cardapio']);
  expect(prontos).toMatchObject({
    pendentes: [],
    pode_abrir: true,
    cardapio_exemplo_disponivel: false,
  });

  // Not open yet: a customer cannot order.
  const cedo = await pedidoDeRetirada(dono.empresa.id, produto.id);
  expect(cedo.status).toBe(400);
  expect(cedo.body).toEqual({ erro: MENSAGENS_PEDIDO.lojaFechada });

  const publico = clients.open(api.server.url, { empresa_id: dono.empresa.id });
  await new Promise((resolve) => publico.once('sessao:info', resolve));
  const avisado = new Promise((resolve) => publico.once('cardapio:atualizado', resolve));
  const aberta = await abrir(dono);
  expect(aberta.status).toBe(200);
  expect(aberta.body).toMatchObject({ mensagem: MENSAGENS_CADASTRO.lojaAberta, pode_abrir: true });
  const abertaEm = (aberta.body as PrimeirosPassos).loja_aberta_em;
  expect(abertaEm).toEqual(expect.any(String));
  await expect(avisado).resolves.toMatchObject({ empresa_id: dono.empresa.id });
  // Opening again changes nothing.
  const denovo = await abrir(dono);
  expect(denovo.status).toBe(200);
  expect((denovo.body as PrimeirosPassos).loja_aberta_em).toBe(abertaEm);

  const agora = await request(api.http).get(`/api/horario-funcionamento/status/${dono.empresa.id}`);
  expect(agora.body).toMatchObject({ aberto: true });
  const pedido = await pedidoDeRetirada(dono.empresa.id, produto.id);
  expect(pedido.status).toBe(201);
  expect(pedido.body).toMatchObject({
    empresa_id: dono.empresa.id,
    tipo_pedido: 'retirada',
    total: 25,
  });
  const quadro = (await request(api.http).get('/api/pedidos').set(autorizado(dono.token)))
    .body as Pedido[];
  expect(quadro.map((p) => p.id)).toEqual([(pedido.body as Pedido).id]);
  const daDemo = (await request(api.http).get('/api/pedidos').set(autorizado(api.gestao)))
    .body as Pedido[];
  expect(daDemo.find((p) => p.id === (pedido.body as Pedido).id)).toBeUndefined();

  const depois = await passos(dono);
  expect(depois.passos.find((x) => x.id === 'pedido_teste')?.feito).toBe(true);
  expect(depois.mostrar).toBe(false);
});

test('the demo company was created open, with every essential step done and products of its own', async () => {
  const p = (
    await request(api.http).get('/api/empresas/1/primeiros-passos').set(autorizado(api.gestao))
  ).body as PrimeirosPassos;
  expect(p.loja_aberta_em).toEqual(expect.any(String));
  expect(p.pendentes).toEqual([]);
  expect(p.cardapio_exemplo_disponivel).toBe(false);
});

test('who may open: gestão of the company only', async () => {
  const dono = await cadastrarRestaurante(api.http);
  const colaborador = await request(api.http)
    .post('/api/auth/register')
    .set(autorizado(dono.token))
    .send({
      username: `colab.${Date.now()}@cantina.com.br`,
      password: 'segredo1',
      role: 'colaborador',
    });
  expect(colaborador.status).toBe(201);
  const login = await request(api.http)
    .post('/api/admin/login')
    .send({
      email: (colaborador.body as { usuario: { username: string } }).usuario.username,
      senha: 'segredo1',
    });
  const tokenColaborador = (login.body as { token: string }).token;
  expect((await abrir(dono, tokenColaborador)).status).toBe(403);
  // The checklist itself any staff member reads.
  const leitura = await request(api.http)
    .get(`/api/empresas/${dono.empresa.id}/primeiros-passos`)
    .set(autorizado(tokenColaborador));
  expect(leitura.status).toBe(200);
  expect((await abrir(dono, api.gestao)).status).toBe(403);
  expect((await request(api.http).post(`/api/empresas/${dono.empresa.id}/abrir`)).status).toBe(401);
  expect(
    (await request(api.http).post('/api/empresas/2147483648/abrir').set(autorizado(dono.token)))
      .status,
  ).toBe(400);
});

describe("'Carregar cardápio de exemplo'", () => {
  const esperado = {
    categorias: CARDAPIO_DE_EXEMPLO.length,
    produtos: CARDAPIO_DE_EXEMPLO.reduce((n, c) => n + c.produtos.length, 0),
  };
  const total = async (
    tabela: typeof produtos | typeof categorias | typeof produtoOpcoes,
    id: number,
  ) => (await db().select({ n: count() }).from(tabela).where(eq(tabela.empresa_id, id)))[0]!.n;

  test('loads the sample once; a second load is refused and adds nothing', async () => {
    const dono = await cadastrarRestaurante(api.http);
    const res = await request(api.http)
      .post(`/api/empresas/${dono.empresa.id}/cardapio-exemplo`)
      .set(autorizado(dono.token));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...esperado,
      mensagem: MENSAGENS_CADASTRO.exemploCarregado,
    } satisfies CardapioExemploCarregado);
    expect(await total(categorias, dono.empresa.id)).toBe(esperado.categorias);
    expect(await total(produtos, dono.empresa.id)).toBe(esperado.produtos);
    expect(await total(produtoOpcoes, dono.empresa.id)).toBeGreaterThan(0);

    const segunda = await request(api.http)
      .post(`/api/empresas/${dono.empresa.id}/cardapio-exemplo`)
      .set(autorizado(dono.token));
    expect(segunda.status).toBe(409);
    expect(segunda.body).toEqual({ erro: MENSAGENS_CADASTRO.exemploSoSemProdutos });
    expect(await total(produtos, dono.empresa.id)).toBe(esperado.produtos);
    const p = await passos(dono);
    expect(p.cardapio_exemplo_disponivel).toBe(false);
    expect(p.passos.find((x) => x.id === 'cardapio')?.feito).toBe(true);

    // Once confirmed, the public menu shows it (the sample's products are the company's own).
    await confirmarCadastro(api.http, db(), dono.empresa.id);
    const menu = (await request(api.http).get(`/api/menu/${dono.empresa.id}`)).body as MenuResposta;
    expect(menu.produtos).toHaveLength(esperado.produtos);
    expect(menu.produtos.every((x) => x.nome && x.preco > 0)).toBe(true);
  });

  test('two clicks at once load it once', async () => {
    const dono = await cadastrarRestaurante(api.http);
    const respostas = await Promise.all(
      [1, 2].map(() =>
        request(api.http)
          .post(`/api/empresas/${dono.empresa.id}/cardapio-exemplo`)
          .set(autorizado(dono.token)),
      ),
    );
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await total(produtos, dono.empresa.id)).toBe(esperado.produtos);
  });

  test('never into a company that has products (one it created, or the demo store)', async () => {
    const dono = await cadastrarRestaurante(api.http);
    await criarProduto(dono);
    const res = await request(api.http)
      .post(`/api/empresas/${dono.empresa.id}/cardapio-exemplo`)
      .set(autorizado(dono.token));
    expect(res.status).toBe(409);
    expect(await total(produtos, dono.empresa.id)).toBe(1);
    const antes = await total(produtos, 1);
    const demo = await request(api.http)
      .post('/api/empresas/1/cardapio-exemplo')
      .set(autorizado(api.gestao));
    expect(demo.status).toBe(409);
    expect(await total(produtos, 1)).toBe(antes);
  });

  test("another company's manager cannot load it into this one", async () => {
    const dono = await cadastrarRestaurante(api.http);
    const res = await request(api.http)
      .post(`/api/empresas/${dono.empresa.id}/cardapio-exemplo`)
      .set(autorizado(api.gestao));
    expect(res.status).toBe(403);
    expect(await total(produtos, dono.empresa.id)).toBe(0);
  });
});

describe('tenant isolation of a new company', () => {
  test('its manager sees and touches only its own rows, and the demo manager none of its', async () => {
    const dono = await cadastrarRestaurante(api.http);
    const meu = await criarProduto(dono, 'Coxinha');
    const daDemo = (
      (await request(api.http).get('/api/produtos').set(autorizado(api.gestao)))
        .body as ProdutoAdmin[]
    )[0]!;

    const lista = (await request(api.http).get('/api/produtos').set(autorizado(dono.token)))
      .body as ProdutoAdmin[];
    expect(lista.map((p) => p.id)).toEqual([meu.id]);
    const alheio = await request(api.http)
      .put(`/api/produtos/${daDemo.id}`)
      .set(autorizado(dono.token))
      .send({ nome: 'Tomado', preco: 1, categoria_id: meu.categoria_id, tempo_preparo: 1 });
    expect(alheio.status).toBe(404);
    expect(
      (await request(api.http).get('/api/empresas/1').set(autorizado(dono.token))).status,
    ).toBe(403);
    expect(
      (
        await request(api.http)
          .get(`/api/empresas/${dono.empresa.id}/primeiros-passos`)
          .set(autorizado(api.gestao))
      ).status,
    ).toBe(403);
    const doOutro = await request(api.http)
      .delete(`/api/produtos/${meu.id}`)
      .set(autorizado(api.gestao));
    expect(doOutro.status).toBe(404);
    expect((await request(api.http).get('/api/pedidos').set(autorizado(dono.token))).body).toEqual(
      [],
    );
  });

  test('every back-office read answers on an empty company (no 500, nothing of another company)', async () => {
    const dono = await cadastrarRestaurante(api.http);
    const id = dono.empresa.id;
    const leituras = [
      '/api/produtos',
      '/api/categorias',
      '/api/estoque',
      '/api/estoque/movimentos',
      '/api/promocoes',
      '/api/promocoes/gerar-codigo',
      '/api/mesas',
      '/api/garcom',
      '/api/comandas-fisicas',
      '/api/dashboard/metricas',
      '/api/pedidos',
      '/api/pedidos/recentes',
      '/api/relatorios/vendas?periodo=30d',
      '/api/relatorios/produtos?periodo=30d',
      '/api/relatorios/categorias?periodo=30d',
      '/api/relatorios/resumo?periodo=30d',
      '/api/frete/config',
      '/api/frete/bairros',
      '/api/horario-funcionamento/config',
      '/api/mercadopago/config',
      '/api/monitor/config',
      '/api/monitor/telas',
      '/api/meta-pixel/config',
      '/api/users',
      `/api/empresas/${id}`,
      `/api/chamar-garcom/${id}`,
    ];
    for (const rota of leituras) {
      const res = await request(api.http).get(rota).set(autorizado(dono.token));
      expect({ rota, status: res.status }).toEqual({ rota, status: 200 });
    }
    const users = (await request(api.http).get('/api/users').set(autorizado(dono.token)))
      .body as Array<{ username: string; role: string }>;
    expect(users).toEqual([expect.objectContaining({ username: dono.email, role: 'gestao' })]);
  });
});

test('the brand step ticks itself once the company has its logo and its colour', async () => {
  const dono = await cadastrarRestaurante(api.http);
  const marca = async () => (await passos(dono)).passos.find((x) => x.id === 'marca');
  const db = api.server.core.db;
  await db.update(empresas).set({ cor_marca: '#1d4ed8' }).where(eq(empresas.id, dono.empresa.id));
  expect(await marca()).toMatchObject({ disponivel: true, feito: false });
  await db
    .update(empresas)
    .set({ logo_url: '/api/imagens/1-abc.webp' })
    .where(eq(empresas.id, dono.empresa.id));
  expect(await marca()).toMatchObject({ disponivel: true, feito: true });
});
