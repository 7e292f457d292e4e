import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_DINHEIRO,
  MENSAGENS_PROMOCOES as MSG,
  MOTIVOS_CUPOM,
  type CarrinhoResposta,
  type Promocao,
} from '@cardapio/shared-events';
import { empresas, carrinhos, promocoes } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, produtoDemo } from '../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff, novoCliente } from '../../testing/sessions';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let garcom: string;
let cliente: string;
let gestao2: string;
let calabresa: { id: number; categoria_id: number | null };
let cachorro: { id: number; categoria_id: number | null };

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  garcom = await loginGarcom(http);
  cliente = await loginCliente(http);
  gestao2 = await loginStaff(http, DEMO.admin2);
  calabresa = (await produtoDemo(http, 1, 'Calabresa Acebolada')).produto;
  cachorro = (await produtoDemo(http, 1, 'Cachorro-Quente Completo')).produto;
});
afterAll(async () => server.close());

/** Today in Brazil, as the demo company's timezone reads it. */
const hoje = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaMais = (dias: number) =>
  new Date(Date.parse(`${hoje()}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
const form = (campos: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    nome: `Promo ${seq}`,
    descricao: 'Teste',
    tipo: 'percentual',
    valor: 10,
    codigo: `TESTE${seq}${Date.now() % 100000}`,
    data_inicio: diaMais(-1),
    data_fim: diaMais(1),
    uso_maximo: 10,
    valor_minimo: 0,
    aplicavel_em: 'todos',
    itens_aplicaveis: '',
    ...campos,
  };
};

const criar = (body: unknown, token = gestao) =>
  request(http)
    .post('/api/promocoes')
    .set(autorizado(token))
    .send(body as object);
const atualizar = (id: number | string, body: unknown, token = gestao) =>
  request(http)
    .put(`/api/promocoes/${id}`)
    .set(autorizado(token))
    .send(body as object);

async function novaPromocao(campos: Record<string, unknown> = {}): Promise<Promocao> {
  const res = await criar(form(campos));
  expect(res.status).toBe(201);
  return res.body as Promocao;
}

/** A fresh customer with a cart of the given lines (each quantity 1). */
async function clienteComCarrinho(...produtoIds: number[]) {
  const reg = await request(http).post('/api/auth/registro').send(novoCliente());
  const token = reg.body.token as string;
  for (const produto_id of produtoIds) {
    const add = await request(http)
      .post('/api/carrinho/1/adicionar')
      .set(autorizado(token))
      .send({ produto_id, quantidade: 1 });
    expect(add.status).toBe(201);
  }
  return token;
}
const aplicar = (token: string, codigo: unknown, empresa: number | string = 1) =>
  request(http).post(`/api/carrinho/${empresa}/cupom`).set(autorizado(token)).send({ codigo });
const carrinho = async (token: string) =>
  (await request(http).get('/api/carrinho/1').set(autorizado(token))).body as CarrinhoResposta;

describe('CRUD /api/promocoes', () => {
  test('gestao and colaborador manage; waiter and customer 403; no token 401', async () => {
    const p = await novaPromocao();
    expect(p).toMatchObject({ ativo: true, uso_atual: 0, situacao: 'valida', valor: 10 });
    const lista = await request(http).get('/api/promocoes').set(autorizado(colaborador));
    expect(lista.status).toBe(200);
    expect((lista.body as Promocao[]).some((x) => x.id === p.id)).toBe(true);
    for (const token of [garcom, cliente]) {
      expect((await request(http).get('/api/promocoes').set(autorizado(token))).status).toBe(403);
      expect((await criar(form(), token)).status).toBe(403);
      expect((await atualizar(p.id, { ativo: false }, token)).status).toBe(403);
      expect(
        (await request(http).delete(`/api/promocoes/${p.id}`).set(autorizado(token))).status,
      ).toBe(403);
    }
    expect((await request(http).get('/api/promocoes')).status).toBe(401);
    expect(
      (await request(http).get('/api/promocoes/gerar-codigo').set(autorizado(cliente))).status,
    ).toBe(403);
  });

  test("another company's promotion is 404 on edit, toggle and delete, and not listed", async () => {
    const p = await novaPromocao();
    expect((await atualizar(p.id, { ativo: false }, gestao2)).status).toBe(404);
    expect((await atualizar(p.id, form(), gestao2)).status).toBe(404);
    expect(
      (await request(http).delete(`/api/promocoes/${p.id}`).set(autorizado(gestao2))).status,
    ).toBe(404);
    const lista = await request(http).get('/api/promocoes').set(autorizado(gestao2));
    expect((lista.body as Promocao[]).some((x) => x.id === p.id)).toBe(false);
    expect(
      (await server.core.db.select().from(promocoes).where(eq(promocoes.id, p.id)))[0]!.ativo,
    ).toBe(true);
  });

  test('toggle, edit and delete', async () => {
    const p = await novaPromocao();
    const off = await atualizar(p.id, { ativo: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ ativo: false, situacao: 'inativa' });
    const edit = await atualizar(p.id, form({ nome: 'Editada', codigo: p.codigo.toLowerCase() }));
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ nome: 'Editada', codigo: p.codigo, ativo: false });
    const del = await request(http).delete(`/api/promocoes/${p.id}`).set(autorizado(gestao));
    expect(del.body).toEqual({ mensagem: MSG.promocaoExcluida });
    expect(
      (await request(http).delete(`/api/promocoes/${p.id}`).set(autorizado(gestao))).status,
    ).toBe(404);
  });

  test('the code is unique per company, case-insensitive (409), and free in another company', async () => {
    const p = await novaPromocao({ codigo: `Natal${Date.now() % 100000}` });
    expect(p.codigo).toBe(p.codigo.toUpperCase());
    const dup = await criar(form({ codigo: p.codigo.toLowerCase() }));
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ erro: MSG.codigoEmUso(p.codigo) });
    const outra = await novaPromocao();
    expect((await atualizar(outra.id, form({ codigo: p.codigo }))).status).toBe(409);
    expect((await criar(form({ codigo: p.codigo }), gestao2)).status).toBe(201);
  });

  test('gerar-codigo answers 8 characters A-Z0-9, different each time', async () => {
    const codigos = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await request(http).get('/api/promocoes/gerar-codigo').set(autorizado(gestao));
      expect(res.status).toBe(200);
      expect(res.body.codigo).toMatch(/^[A-Z0-9]{8}$/);
      codigos.add(res.body.codigo as string);
    }
    expect(codigos.size).toBe(5);
  });

  test.each([
    [{ nome: '' }, MSG.nomeObrigatorio],
    [{ nome: undefined }, MSG.nomeObrigatorio],
    [{ codigo: '' }, MSG.codigoObrigatorio],
    [{ codigo: 'AB CD' }, MSG.codigoFormato],
    [{ codigo: 'x'.repeat(10_000) }, MSG.codigoFormato],
    [{ tipo: 'brinde' }, MSG.tipoObrigatorio],
    [{ valor: '' }, MSG.valorObrigatorio],
    [{ valor: true }, MENSAGENS_DINHEIRO.invalido],
    [{ valor: -1 }, MSG.valorMinimo],
    [{ tipo: 'percentual', valor: 100.01 }, MSG.percentualMaximo],
    [{ tipo: 'valor_fixo', valor: 1_000_000 }, MSG.valorMuitoAlto],
    [{ valor_minimo: undefined }, MSG.valorMinimoObrigatorio],
    [{ valor_minimo: -0.01 }, MSG.valorMinimoNegativo],
    [{ data_inicio: '' }, MSG.dataInicioObrigatoria],
    [{ data_fim: undefined }, MSG.dataFimObrigatoria],
    [{ data_fim: '2025-02-30' }, MSG.dataInvalida],
    [{ data_inicio: '2030-01-02', data_fim: '2030-01-01' }, MSG.dataFimAntesDoInicio],
    [{ uso_maximo: undefined }, MSG.usoMaximoObrigatorio],
    [{ uso_maximo: 0 }, MSG.usoMaximoMinimo],
    [{ uso_maximo: 1.5 }, MSG.usoMaximoInteiro],
    [{ uso_maximo: 2147483648 }, MSG.valorMuitoAlto],
    [{ aplicavel_em: undefined }, MSG.aplicavelEmObrigatorio],
    [{ aplicavel_em: 'produtos', itens_aplicaveis: '' }, MSG.itensObrigatorios],
    [{ aplicavel_em: 'produtos', itens_aplicaveis: '1,abc' }, MSG.itensInvalidos],
    [{ aplicavel_em: 'produtos', itens_aplicaveis: [2147483648] }, MSG.itensInvalidos],
    [
      { aplicavel_em: 'produtos', itens_aplicaveis: [2147483647] },
      MSG.produtoNaoEncontrado(2147483647),
    ],
    [{ nome: 'a\u0000b' }, 'O texto contém caracteres inválidos'],
  ])('case %# → 400 %s, nothing written', async (campos, erro) => {
    const antes = await server.core.db.$count(promocoes);
    const res = await criar(form(campos));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro });
    expect(await server.core.db.$count(promocoes)).toBe(antes);
  });

  test("applicable items must be the company's own categories or products", async () => {
    const res = await criar(
      form({ aplicavel_em: 'categorias', itens_aplicaveis: [calabresa.categoria_id] }),
      gestao2,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MSG.categoriaNaoEncontrada(calabresa.categoria_id!) });
    const ok = await novaPromocao({
      aplicavel_em: 'produtos',
      itens_aplicaveis: [cachorro.id, calabresa.id, cachorro.id],
    });
    expect(ok.itens_aplicaveis).toBe([cachorro.id, calabresa.id].sort((a, b) => a - b).join(','));
  });

  test.each(['abc', '-1', '2147483648', '0'])('id %s → 400, never 500', async (id) => {
    expect((await atualizar(id, { ativo: true })).status).toBe(400);
    expect(
      (await request(http).delete(`/api/promocoes/${id}`).set(autorizado(gestao))).status,
    ).toBe(400);
  });

  test('id 2147483647 → 404; {ativo: "sim"} → 400', async () => {
    expect((await atualizar(2147483647, { ativo: true })).status).toBe(404);
    const p = await novaPromocao();
    expect((await atualizar(p.id, { ativo: 'sim' })).status).toBe(400);
  });

  test('situacao: Expirada after its last day, Inativa before its first or when used up', async () => {
    expect((await novaPromocao({ data_inicio: diaMais(-5), data_fim: diaMais(-1) })).situacao).toBe(
      'expirada',
    );
    expect((await novaPromocao({ data_inicio: diaMais(1), data_fim: diaMais(2) })).situacao).toBe(
      'inativa',
    );
    const esgotada = await novaPromocao({ uso_maximo: 1 });
    await server.core.db
      .update(promocoes)
      .set({ uso_atual: 1 })
      .where(eq(promocoes.id, esgotada.id));
    const lista = (await request(http).get('/api/promocoes').set(autorizado(gestao)))
      .body as Promocao[];
    expect(lista.find((x) => x.id === esgotada.id)!.situacao).toBe('inativa');
  });
});

describe('coupon in the cart', () => {
  test('10% applies: the server answers the discount and total_com_desconto, and keeps the code', async () => {
    const p = await novaPromocao({ valor: 10 });
    const token = await clienteComCarrinho(calabresa.id, cachorro.id); // 42.90 + 19.90
    const res = await aplicar(token, p.codigo.toLowerCase());
    expect(res.status).toBe(200);
    const c = res.body as CarrinhoResposta;
    expect(c.total).toBe(62.8);
    expect(c.cupom).toEqual({ codigo: p.codigo, desconto: 6.28 });
    expect(c.total_com_desconto).toBe(56.52);
    const [row] = await server.core.db
      .select()
      .from(carrinhos)
      .where(eq(carrinhos.id, c.carrinho.id));
    expect(row!.cupom_codigo).toBe(p.codigo);
    expect((await carrinho(token)).total_com_desconto).toBe(56.52);

    const removido = await request(http).delete('/api/carrinho/1/cupom').set(autorizado(token));
    expect(removido.status).toBe(200);
    expect(removido.body).toMatchObject({ cupom: null, total_com_desconto: 62.8 });
  });

  test('a cart without a coupon answers cupom null and total_com_desconto = total', async () => {
    const token = await clienteComCarrinho(cachorro.id);
    expect(await carrinho(token)).toMatchObject({
      cupom: null,
      total: 19.9,
      total_com_desconto: 19.9,
    });
  });

  test('a fixed value never exceeds the applicable subtotal', async () => {
    const p = await novaPromocao({ tipo: 'valor_fixo', valor: 500 });
    const token = await clienteComCarrinho(cachorro.id);
    const c = (await aplicar(token, p.codigo)).body as CarrinhoResposta;
    expect(c.cupom).toEqual({ codigo: p.codigo, desconto: 19.9 });
    expect(c.total_com_desconto).toBe(0);
  });

  test('produtos / categorias: the discount falls only on the applicable lines', async () => {
    const porProduto = await novaPromocao({
      aplicavel_em: 'produtos',
      itens_aplicaveis: `${calabresa.id}`,
    });
    const porCategoria = await novaPromocao({
      aplicavel_em: 'categorias',
      itens_aplicaveis: [cachorro.categoria_id],
    });
    const token = await clienteComCarrinho(calabresa.id, cachorro.id);
    expect(
      ((await aplicar(token, porProduto.codigo)).body as CarrinhoResposta).cupom!.desconto,
    ).toBe(4.29);
    expect(
      ((await aplicar(token, porCategoria.codigo)).body as CarrinhoResposta).cupom!.desconto,
    ).toBe(1.99);
    const so = await clienteComCarrinho(cachorro.id);
    const res = await aplicar(so, porProduto.codigo);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ erro: MOTIVOS_CUPOM.semItensAplicaveis });
  });

  test('every reason: 400 with the pt-BR reason and nothing saved', async () => {
    const token = await clienteComCarrinho(cachorro.id);
    const inativa = await novaPromocao({ ativo: false });
    const futura = await novaPromocao({ data_inicio: diaMais(2), data_fim: diaMais(3) });
    const vencida = await novaPromocao({ data_inicio: diaMais(-3), data_fim: diaMais(-1) });
    const esgotada = await novaPromocao({ uso_maximo: 2 });
    await server.core.db
      .update(promocoes)
      .set({ uso_atual: 2 })
      .where(eq(promocoes.id, esgotada.id));
    const minimo = await novaPromocao({ valor_minimo: 50 });
    const deOutra = (await criar(form(), gestao2)).body as Promocao;
    const br = (d: string) => d.split('-').reverse().join('/');
    const casos: [unknown, string][] = [
      ['NAOEXISTE', MOTIVOS_CUPOM.naoEncontrado],
      [deOutra.codigo, MOTIVOS_CUPOM.naoEncontrado],
      ['', MOTIVOS_CUPOM.codigoObrigatorio],
      [inativa.codigo, MOTIVOS_CUPOM.inativo],
      [futura.codigo, MOTIVOS_CUPOM.aindaNaoValido(br(diaMais(2)))],
      [vencida.codigo, MOTIVOS_CUPOM.expirado(br(diaMais(-1)))],
      [esgotada.codigo, MOTIVOS_CUPOM.esgotado],
      [minimo.codigo, MOTIVOS_CUPOM.valorMinimo('R$ 50,00')],
    ];
    for (const [codigo, erro] of casos) {
      const res = await aplicar(token, codigo);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    expect((await aplicar(token, 42)).status).toBe(400);
    expect((await aplicar(token, 'A\u0000B')).status).toBe(400);
    expect((await carrinho(token)).cupom).toBeNull();
  });

  test('a coupon that stops applying (cart below the minimum) shows its reason instead of a discount', async () => {
    const p = await novaPromocao({ valor_minimo: 40 });
    const token = await clienteComCarrinho(calabresa.id, cachorro.id);
    const aplicado = (await aplicar(token, p.codigo)).body as CarrinhoResposta;
    expect(aplicado.cupom!.desconto).toBe(6.28);
    const linha = aplicado.itens.find((i) => i.produto_id === calabresa.id)!;
    await request(http).delete(`/api/carrinho/1/item/${linha.id}`).set(autorizado(token));
    const depois = await carrinho(token);
    expect(depois.cupom).toEqual({
      codigo: p.codigo,
      desconto: 0,
      motivo: MOTIVOS_CUPOM.valorMinimo('R$ 40,00'),
    });
    expect(depois.total_com_desconto).toBe(19.9);
  });

  test("dates are days in the company's timezone", async () => {
    // UTC+14 and UTC-11 are always on different calendar days: a one-day coupon for "today" in
    // Kiritimati is valid there and not yet valid in Pago Pago, at any hour the test runs.
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    const p = await novaPromocao({ data_inicio: kiritimati, data_fim: kiritimati });
    const token = await clienteComCarrinho(cachorro.id);
    const fuso = (timezone: string) =>
      server.core.db.update(empresas).set({ timezone }).where(eq(empresas.id, 1));
    try {
      await fuso('Pacific/Kiritimati');
      expect((await aplicar(token, p.codigo)).status).toBe(200);
      await fuso('Pacific/Pago_Pago');
      expect((await carrinho(token)).cupom!.motivo).toBe(
        MOTIVOS_CUPOM.aindaNaoValido(kiritimati.split('-').reverse().join('/')),
      );
    } finally {
      await fuso('America/Sao_Paulo');
    }
  });

  test('only the customer of that company: staff 403, another empresa in the path 403, no cart 404', async () => {
    const p = await novaPromocao();
    expect((await aplicar(gestao, p.codigo)).status).toBe(403);
    expect((await aplicar(garcom, p.codigo)).status).toBe(403);
    expect((await aplicar(cliente, p.codigo, 2)).status).toBe(403);
    expect((await aplicar(cliente, p.codigo, 'abc')).status).toBe(400);
    const reg = await request(http).post('/api/auth/registro').send(novoCliente());
    expect((await aplicar(reg.body.token as string, p.codigo)).status).toBe(404);
  });
});
