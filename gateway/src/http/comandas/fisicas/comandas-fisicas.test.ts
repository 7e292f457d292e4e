import request from 'supertest';
import { count } from 'drizzle-orm';
import {
  MENSAGENS_COMANDAS_FISICAS as MSG,
  type ComandaFisica,
  type ComandaFisicaAdmin,
  type ComandaFisicaRemovidaEvento,
} from '@cardapio/shared-events';
import { comandasFisicas } from '@cardapio/core/testing';
import { autorizado } from '../../../testing/loja';
import { apiDeTeste } from '../../../testing/api-de-teste';
import { roundTrip, socketClients } from '../../../testing/sockets';

const clients = socketClients();
const api = apiDeTeste({ equipe: true, antesDeFechar: () => clients.closeAll() });
afterEach(() => clients.closeAll());

let seq = 0;
const nova = (campos: Record<string, unknown> = {}) => ({
  numero: `T${Date.now() % 100000}${++seq}`,
  nome: `Comanda teste ${seq}`,
  descricao: 'Cartão azul',
  ...campos,
});

async function criar(campos: Record<string, unknown> = {}, token = api.gestao) {
  const res = await request(api.http)
    .post('/api/comandas-fisicas')
    .set(autorizado(token))
    .send(nova(campos));
  expect(res.status).toBe(201);
  return res.body as ComandaFisicaAdmin;
}

const listar = async (query = '', token = api.gestao) => {
  const res = await request(api.http).get(`/api/comandas-fisicas${query}`).set(autorizado(token));
  expect(res.status).toBe(200);
  return res.body as ComandaFisicaAdmin[];
};

const total = async () =>
  Number((await api.server.core.db.select({ n: count() }).from(comandasFisicas))[0]!.n);

/** A waiter opens a standalone tab on the card: it is now in use. */
async function abrirNaComanda(id: number) {
  const res = await request(api.http)
    .post('/api/garcom/comandas-balcao')
    .set(autorizado(api.garcom))
    .send({ comanda_fisica_id: id });
  expect(res.status).toBe(201);
}

test('create, edit, toggle and delete; the waiters and the staff hear of each change', async () => {
  const staff = (await clients.connected(api.server.url, api.gestao)).socket;
  const doGarcom = (await clients.connected(api.server.url, api.garcom)).socket;
  const vistas: ComandaFisicaAdmin[] = [];
  const removidas: ComandaFisicaRemovidaEvento[] = [];
  staff.on('comanda-fisica:atualizada', (c) => vistas.push(c));
  doGarcom.on('comanda-fisica:removida', (e) => removidas.push(e));

  const criada = await criar({ numero: '  777 ', nome: ' Varanda ', descricao: '' });
  expect(criada).toMatchObject({
    numero: '777',
    nome: 'Varanda',
    descricao: null,
    ativo: true,
    uso_atual: 0,
    empresa_id: 1,
  });
  const editada = await request(api.http)
    .put(`/api/comandas-fisicas/${criada.id}`)
    .set(autorizado(api.colaborador))
    .send({ numero: '778', nome: 'Varanda 2', descricao: 'Perto da janela' });
  expect(editada.status).toBe(200);
  expect(editada.body).toMatchObject({ numero: '778', descricao: 'Perto da janela', ativo: true });

  const desativada = await request(api.http)
    .put(`/api/comandas-fisicas/${criada.id}`)
    .set(autorizado(api.gestao))
    .send({ ativo: false });
  expect(desativada.body).toMatchObject({ id: criada.id, ativo: false });
  // The waiters' picker offers active cards only.
  const picker = await request(api.http)
    .get('/api/garcom/comandas-fisicas')
    .set(autorizado(api.garcom));
  const oferecidas = (picker.body as { comandas_fisicas: ComandaFisica[] }).comandas_fisicas;
  expect(oferecidas.some((c) => c.id === criada.id)).toBe(false);

  const excluida = await request(api.http)
    .delete(`/api/comandas-fisicas/${criada.id}`)
    .set(autorizado(api.gestao));
  expect([excluida.status, excluida.body]).toEqual([200, { mensagem: MSG.comandaExcluida }]);
  expect((await listar()).some((c) => c.id === criada.id)).toBe(false);

  await roundTrip(staff);
  await roundTrip(doGarcom);
  expect(vistas.map((c) => [c.numero, c.ativo])).toEqual([
    ['777', true],
    ['778', true],
    ['778', false],
  ]);
  expect(removidas).toEqual([expect.objectContaining({ id: criada.id, empresa_id: 1 })]);
});

test('list filters: ativo and busca on numero or nome, case-insensitive, patterns literal', async () => {
  const ativa = await criar({ numero: 'ZX1', nome: 'Mesa do Jardim' });
  const inativa = await criar({ numero: 'ZX2', nome: 'jardim de inverno', ativo: false });
  const ids = (lista: ComandaFisicaAdmin[]) => lista.map((c) => c.id);
  expect(ids(await listar('?busca=JARDIM'))).toEqual(
    expect.arrayContaining([ativa.id, inativa.id]),
  );
  expect(ids(await listar('?busca=zx2'))).toEqual([inativa.id]);
  expect(ids(await listar('?busca=jardim&ativo=true'))).toEqual([ativa.id]);
  expect(ids(await listar('?busca=jardim&ativo=false'))).toEqual([inativa.id]);
  expect(await listar('?busca=%25')).toEqual([]);
  expect(await listar('?busca=_')).toEqual([]);
  const todas = await listar();
  expect(todas.every((c) => c.empresa_id === 1)).toBe(true);
  expect(todas.length).toBeGreaterThanOrEqual(12);
  for (const query of ['?ativo=sim', '?ativo=true&ativo=false', `?busca=${'x'.repeat(10_000)}`]) {
    const res = await request(api.http)
      .get(`/api/comandas-fisicas${query}`)
      .set(autorizado(api.gestao));
    expect(res.status).toBe(400);
    expect(typeof (res.body as { erro: string }).erro).toBe('string');
  }
});

test("a card in use is neither deleted nor deactivated (409); the staff see 'Em uso'", async () => {
  const emUso = await criar();
  await abrirNaComanda(emUso.id);
  expect((await listar()).find((c) => c.id === emUso.id)).toMatchObject({ uso_atual: 1 });

  const excluir = await request(api.http)
    .delete(`/api/comandas-fisicas/${emUso.id}`)
    .set(autorizado(api.gestao));
  expect([excluir.status, excluir.body]).toEqual([409, { erro: MSG.emUsoNaoExclui(1) }]);
  expect(excluir.body).toEqual({
    erro: 'Esta comanda está em uso em 1 mesa(s) e não pode ser excluída',
  });
  const desativar = await request(api.http)
    .put(`/api/comandas-fisicas/${emUso.id}`)
    .set(autorizado(api.gestao))
    .send({ ativo: false });
  expect([desativar.status, desativar.body]).toEqual([409, { erro: MSG.emUsoNaoDesativa(1) }]);
  const peloFormulario = await request(api.http)
    .put(`/api/comandas-fisicas/${emUso.id}`)
    .set(autorizado(api.gestao))
    .send({ numero: emUso.numero, nome: 'Outro nome', ativo: false });
  expect(peloFormulario.status).toBe(409);
  // Renaming it while in use is fine.
  const renomear = await request(api.http)
    .put(`/api/comandas-fisicas/${emUso.id}`)
    .set(autorizado(api.gestao))
    .send({ numero: emUso.numero, nome: 'Outro nome' });
  expect(renomear.body).toMatchObject({ nome: 'Outro nome', ativo: true, uso_atual: 1 });
});

test('numero is unique per company (409); the same numero in another company is fine', async () => {
  const primeira = await criar();
  const antes = await total();
  const repetida = await request(api.http)
    .post('/api/comandas-fisicas')
    .set(autorizado(api.gestao))
    .send(nova({ numero: primeira.numero }));
  expect([repetida.status, repetida.body]).toEqual([
    409,
    { erro: MSG.numeroEmUso(primeira.numero) },
  ]);
  const outra = await criar();
  const edicao = await request(api.http)
    .put(`/api/comandas-fisicas/${outra.id}`)
    .set(autorizado(api.gestao))
    .send(nova({ numero: primeira.numero }));
  expect(edicao.status).toBe(409);
  expect(await total()).toBe(antes + 1);
  const naOutraEmpresa = await criar({ numero: primeira.numero }, api.gestao2);
  expect(naOutraEmpresa.empresa_id).toBe(2);
});

test('every form message, wrong types, NUL, long text: 400 and nothing written', async () => {
  const antes = await total();
  const casos: [Record<string, unknown>, string][] = [
    [{ numero: '' }, MSG.numeroENomeObrigatorios],
    [{ numero: '   ' }, MSG.numeroENomeObrigatorios],
    [{ nome: '  ' }, MSG.numeroENomeObrigatorios],
    [{ nome: undefined }, MSG.numeroENomeObrigatorios],
    [{ numero: 12 }, MSG.numeroENomeObrigatorios],
    [{ nome: 'A\u0000' }, 'O texto contém caracteres inválidos'],
    [{ nome: 'x'.repeat(10_000) }, 'Nome muito longo: use no máximo 100 caracteres'],
    [{ numero: 'x'.repeat(10_000) }, 'Número muito longo: use no máximo 20 caracteres'],
    [{ descricao: 'x'.repeat(10_000) }, 'Descrição muito longa: use no máximo 500 caracteres'],
    [{ ativo: 'true' }, MSG.ativoInvalido],
  ];
  for (const [campos, erro] of casos) {
    const res = await request(api.http)
      .post('/api/comandas-fisicas')
      .set(autorizado(api.gestao))
      .send(nova(campos));
    expect([res.status, res.body]).toEqual([400, { erro }]);
  }
  const alvo = await criar();
  const toggle = await request(api.http)
    .put(`/api/comandas-fisicas/${alvo.id}`)
    .set(autorizado(api.gestao))
    .send({ ativo: 'nao' });
  expect([toggle.status, toggle.body]).toEqual([400, { erro: MSG.ativoInvalido }]);
  expect(await total()).toBe(antes + 1);
});

test('role matrix and company scope: waiter/customer 403, no token 401, other company 404', async () => {
  const alvo = await criar();
  const pedidos = [
    () => request(api.http).get('/api/comandas-fisicas'),
    () => request(api.http).post('/api/comandas-fisicas').send(nova()),
    () => request(api.http).put(`/api/comandas-fisicas/${alvo.id}`).send({ ativo: false }),
    () => request(api.http).put(`/api/comandas-fisicas/${alvo.id}`).send(nova()),
    () => request(api.http).delete(`/api/comandas-fisicas/${alvo.id}`),
  ];
  for (const pedido of pedidos) {
    expect((await pedido()).status).toBe(401);
    expect((await pedido().set(autorizado(api.garcom))).status).toBe(403);
    expect((await pedido().set(autorizado(api.cliente))).status).toBe(403);
  }
  const naoEncontrada = { erro: MSG.comandaNaoEncontrada };
  for (const res of [
    await request(api.http)
      .put(`/api/comandas-fisicas/${alvo.id}`)
      .set(autorizado(api.gestao2))
      .send({ ativo: false }),
    await request(api.http)
      .put(`/api/comandas-fisicas/${alvo.id}`)
      .set(autorizado(api.gestao2))
      .send(nova()),
    await request(api.http).delete(`/api/comandas-fisicas/${alvo.id}`).set(autorizado(api.gestao2)),
    await request(api.http).delete('/api/comandas-fisicas/2147483647').set(autorizado(api.gestao)),
  ]) {
    expect([res.status, res.body]).toEqual([404, naoEncontrada]);
  }
  expect((await listar('', api.gestao2)).some((c) => c.id === alvo.id)).toBe(false);
  for (const id of ['2147483648', '-1', 'abc', '0']) {
    const res = await request(api.http)
      .put(`/api/comandas-fisicas/${id}`)
      .set(autorizado(api.gestao))
      .send({ ativo: false });
    expect([res.status, res.body]).toEqual([400, { erro: 'Parâmetro id inválido' }]);
  }
  expect((await listar()).find((c) => c.id === alvo.id)).toMatchObject({ ativo: true });
});
