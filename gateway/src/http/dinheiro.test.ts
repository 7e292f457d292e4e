import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_DINHEIRO,
  type BairroFrete,
  type CategoriaAdmin,
  type EmpresaConfig,
  type EstoqueItem,
  type FreteConfigResposta,
  type OpcaoAdmin,
  type ProdutoAdmin,
  type Promocao,
} from '@cardapio/shared-events';
import { produtos } from '@cardapio/core/testing';
import { apiDeTeste } from '../testing/api-de-teste';
import { autorizado } from '../testing/loja';

/**
 * Money typed the Brazilian way (issue 26) in every payload that carries money from a form: the
 * server reads '89,90' as 89.90 (never 8990), '1.234,56' as 1234.56, and refuses an ambiguous
 * '1.234' or '12,345' with the parser's pt-BR message, writing nothing.
 */
const api = apiDeTeste();
let categoriaId: number;
let seq = 0;

beforeAll(async () => {
  const categorias = (await request(api.http).get('/api/categorias').set(autorizado(api.gestao)))
    .body as CategoriaAdmin[];
  categoriaId = categorias[0]!.id;
});

const post = (rota: string, corpo: object) =>
  request(api.http).post(rota).set(autorizado(api.gestao)).send(corpo);
const put = (rota: string, corpo: object) =>
  request(api.http).put(rota).set(autorizado(api.gestao)).send(corpo);
const get = async <T>(rota: string) =>
  (await request(api.http).get(rota).set(autorizado(api.gestao))).body as T;

const produto = (preco: unknown) => ({
  nome: `Moqueca ${++seq}`,
  preco,
  categoria_id: categoriaId,
  tempo_preparo: 20,
});

describe('a product price', () => {
  test.each([
    ['89,90', 89.9],
    ['1.234,56', 1234.56],
    ['R$ 89,90', 89.9],
    ['89.90', 89.9],
    ['89', 89],
    [89.9, 89.9],
  ])('%j (JSON) is saved as %d reais', async (preco, reais) => {
    const res = await post('/api/produtos', produto(preco));
    expect([res.status, (res.body as ProdutoAdmin).preco]).toEqual([201, reais]);
    const [linha] = await api.server.core.db
      .select({ preco: produtos.preco })
      .from(produtos)
      .where(eq(produtos.id, (res.body as ProdutoAdmin).id));
    expect(Number(linha!.preco)).toBe(reais);
  });

  test("'89,90' typed in the multipart form is 89.90, and the edit keeps reading it so", async () => {
    const criado = await request(api.http)
      .post('/api/produtos')
      .set(autorizado(api.gestao))
      .field('nome', `Moqueca ${++seq}`)
      .field('preco', '89,90')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '20');
    expect([criado.status, (criado.body as ProdutoAdmin).preco]).toEqual([201, 89.9]);
    const id = (criado.body as ProdutoAdmin).id;
    const editado = await request(api.http)
      .put(`/api/produtos/${id}`)
      .set(autorizado(api.gestao))
      .field('nome', 'Moqueca capixaba')
      .field('preco', '1.089,90')
      .field('categoria_id', String(categoriaId))
      .field('tempo_preparo', '20');
    expect([editado.status, (editado.body as ProdutoAdmin).preco]).toEqual([200, 1089.9]);
  });

  test.each([
    ['1.234', MENSAGENS_DINHEIRO.ambiguo],
    ['12,345', MENSAGENS_DINHEIRO.ambiguo],
    ['1,234,5', MENSAGENS_DINHEIRO.invalido],
    ['89,90a', MENSAGENS_DINHEIRO.invalido],
    ['89,999', MENSAGENS_DINHEIRO.ambiguo],
    ['89,9999', MENSAGENS_DINHEIRO.casas],
    [89.999, MENSAGENS_DINHEIRO.casas],
    ['1e3', MENSAGENS_DINHEIRO.invalido],
    [true, MENSAGENS_DINHEIRO.invalido],
  ])('%j answers 400 %j and writes nothing', async (preco, erro) => {
    const antes = (await get<ProdutoAdmin[]>('/api/produtos')).length;
    const json = await post('/api/produtos', produto(preco));
    expect([json.status, json.body]).toEqual([400, { erro }]);
    if (typeof preco === 'string') {
      const multipart = await request(api.http)
        .post('/api/produtos')
        .set(autorizado(api.gestao))
        .field('nome', 'Ambíguo')
        .field('preco', preco)
        .field('categoria_id', String(categoriaId))
        .field('tempo_preparo', '20');
      expect([multipart.status, multipart.body]).toEqual([400, { erro }]);
    }
    expect((await get<ProdutoAdmin[]>('/api/produtos')).length).toBe(antes);
  });
});

test('option items: preco_adicional typed as 3,50 is 3.50; 1.234 is refused', async () => {
  const { id } = (await post('/api/produtos', produto('20,00'))).body as ProdutoAdmin;
  const opcoes = (preco_adicional: unknown) => ({
    opcoes: [
      { nome: 'Adicionais', tipo: 'adicionar', itens: [{ nome: 'Bacon', preco_adicional }] },
    ],
  });
  const salvo = await post(`/api/produtos/${id}/opcoes`, opcoes('3,50'));
  expect(salvo.status).toBe(200);
  expect((await get<OpcaoAdmin[]>(`/api/produtos/${id}/opcoes`))[0]!.itens[0]).toMatchObject({
    preco_adicional: 3.5,
  });
  const ambiguo = await post(`/api/produtos/${id}/opcoes`, opcoes('1.234'));
  expect([ambiguo.status, ambiguo.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
  expect((await get<OpcaoAdmin[]>(`/api/produtos/${id}/opcoes`))[0]!.itens[0]).toMatchObject({
    preco_adicional: 3.5,
  });
});

test('a coupon: valor and valor_minimo typed the Brazilian way', async () => {
  const promocao = (valor: unknown, valor_minimo: unknown) => ({
    nome: 'Desconto da casa',
    codigo: `REAIS${++seq}`,
    tipo: 'valor_fixo',
    valor,
    valor_minimo,
    data_inicio: '2026-01-01',
    data_fim: '2026-12-31',
    uso_maximo: 10,
    aplicavel_em: 'todos',
  });
  const criada = await post('/api/promocoes', promocao('12,50', '1.250,00'));
  expect(criada.status).toBe(201);
  expect(criada.body as Promocao).toMatchObject({ valor: 12.5, valor_minimo: 1250 });
  for (const [valor, minimo] of [
    ['1.234', '0'],
    ['10', '12,345'],
  ]) {
    const res = await post('/api/promocoes', promocao(valor, minimo));
    expect([res.status, res.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
  }
});

describe('freight', () => {
  let original: FreteConfigResposta;
  beforeAll(async () => {
    original = await get<FreteConfigResposta>('/api/frete/config');
  });
  afterAll(async () => {
    const { bairros: _bairros, ...config } = original;
    expect((await put('/api/frete/config', config)).status).toBe(200);
  });

  test('the fees typed as 7,50 and 1,25 are saved so; 12,345 is refused', async () => {
    const { bairros: _bairros, ...config } = original;
    const salvo = await put('/api/frete/config', {
      ...config,
      valor_frete_minimo: 'R$ 7,50',
      valor_por_km: '1,25',
    });
    expect(salvo.status).toBe(200);
    expect(await get<FreteConfigResposta>('/api/frete/config')).toMatchObject({
      valor_frete_minimo: 7.5,
      valor_por_km: 1.25,
    });
    const ambiguo = await put('/api/frete/config', { ...config, valor_por_km: '12,345' });
    expect([ambiguo.status, ambiguo.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
    expect((await get<FreteConfigResposta>('/api/frete/config')).valor_por_km).toBe(1.25);
  });

  test("a neighbourhood's fixed fee typed as 12,50 is 12.50", async () => {
    const res = await post('/api/frete/bairros', {
      bairro: `Ingleses ${++seq}`,
      valor_fixo: '12,50',
    });
    expect([res.status, (res.body as BairroFrete).valor_fixo]).toEqual([201, 12.5]);
    const ambiguo = await post('/api/frete/bairros', { bairro: 'Outro', valor_fixo: '1.250' });
    expect([ambiguo.status, ambiguo.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
  });
});

test('company settings: freight fees and the service charge typed the Brazilian way', async () => {
  const empresa = await get<EmpresaConfig>('/api/empresas/1');
  const corpo = { nome: empresa.nome, email: empresa.email };
  const salvo = await put('/api/empresas/1', {
    ...corpo,
    valor_frete_minimo: '6,90',
    valor_por_km: '1,10',
    taxa_servico_percentual: '12,5',
  });
  expect(salvo.status).toBe(200);
  expect((salvo.body as { empresa: EmpresaConfig }).empresa).toMatchObject({
    valor_frete_minimo: 6.9,
    valor_por_km: 1.1,
    taxa_servico_percentual: 12.5,
  });
  const ambiguo = await put('/api/empresas/1', { ...corpo, valor_frete_minimo: '1.234' });
  expect([ambiguo.status, ambiguo.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
  const depois = await put('/api/empresas/1', {
    ...corpo,
    valor_frete_minimo: empresa.valor_frete_minimo,
    valor_por_km: empresa.valor_por_km,
    taxa_servico_percentual: empresa.taxa_servico_percentual,
  });
  expect(depois.status).toBe(200);
});

test("a stock item's cost typed as 4,90 is 4.90; 1.234 is refused", async () => {
  const item = (preco_custo: unknown) => ({
    nome: `Farinha ${++seq}`,
    quantidade: '10',
    quantidade_minima: '2',
    unidade: 'kg',
    preco_custo,
    fornecedor: 'Moinho Sul',
    categoria: 'Secos',
  });
  const res = await post('/api/estoque', item('4,90'));
  expect([res.status, (res.body as EstoqueItem).preco_custo]).toEqual([201, 4.9]);
  const grande = await post('/api/estoque', item('1.234,50'));
  expect([grande.status, (grande.body as EstoqueItem).preco_custo]).toEqual([201, 1234.5]);
  const ambiguo = await post('/api/estoque', item('1.234'));
  expect([ambiguo.status, ambiguo.body]).toEqual([400, { erro: MENSAGENS_DINHEIRO.ambiguo }]);
});
