/**
 * Couriers (issue 32 §1): staff register them and dispatch ready delivery orders to one; the
 * courier's phone page (a revocable link, no password) lists their deliveries and marks each
 * 'Entregue' or 'Não entregue'; an action replayed by the phone's offline queue changes nothing
 * twice; the day's settlement matches figures computed by hand.
 */
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  MENSAGENS_ENTREGADORES as M,
  type AcaoDaEntregaResposta,
  type AcertoDoDia,
  type DespachoResposta,
  type EntregadorAdmin,
  type PaginaDoEntregador,
  type Pedido,
  type PedidoHistoricoEntrada,
} from '@cardapio/shared-events';
import { entregas } from '@cardapio/core/testing';
import type { RunningServer } from '../../server';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { DEMO, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';

let server: RunningServer;
let http: RunningServer['httpServer'];
let admin: string;
let colaborador: string;
let admin2: string;
let garcom: string;
let coca: number;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  admin = await loginStaff(http);
  colaborador = await loginStaff(http, DEMO.equipe);
  admin2 = await loginStaff(http, DEMO.admin2);
  garcom = await loginGarcom(http);
  await definirLoja(http, admin, true);
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});

let seq = 0;
const telefoneNovo = () => `4898${String(Date.now() % 1_000_000).padStart(6, '0')}${++seq % 10}`;

async function novoEntregador(
  campos: Record<string, unknown> = {},
  token = admin,
): Promise<EntregadorAdmin> {
  const res = await request(http)
    .post('/api/entregadores')
    .set(autorizado(token))
    .send({
      nome: `Motoboy ${++seq}`,
      telefone: telefoneNovo(),
      veiculo: 'moto',
      taxa_por_entrega: '7,50',
      ...campos,
    });
  expect(res.status).toBe(201);
  return res.body as EntregadorAdmin;
}

const tokenDoLink = (e: EntregadorAdmin) => e.link.split('/entregador/')[1]!;

const mudarStatus = (id: number, status: string, token = admin) =>
  request(http).put(`/api/pedidos/${id}/status`).set(autorizado(token)).send({ status });

/** A delivery order placed by staff on the phone, moved to 'pronto'. */
async function pedidoPronto(
  pagamento: Record<string, unknown> = { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
  quantidade = 2,
): Promise<Pedido> {
  const res = await request(http)
    .post('/api/pedidos/equipe')
    .set(autorizado(admin))
    .send({
      canal: 'telefone',
      entrega: 'entrega',
      endereco: ENDERECO_CENTRO,
      cliente: { nome: 'Joana', sobrenome: 'Lima', telefone: telefoneNovo() },
      itens: [{ produto_id: coca, quantidade }],
      pagamento,
    });
  expect(res.status).toBe(201);
  const pedido = (res.body as { pedido: Pedido }).pedido;
  expect((await mudarStatus(pedido.id, 'preparando')).status).toBe(200);
  expect((await mudarStatus(pedido.id, 'pronto')).status).toBe(200);
  return pedido;
}

const despachar = (entregadorId: number, pedidos: unknown, token = admin) =>
  request(http)
    .post(`/api/entregadores/${entregadorId}/despachar`)
    .set(autorizado(token))
    .send({ pedidos });

const pagina = (token: string) => request(http).get(`/api/entregador/${token}`);
const entregue = (token: string, pedidoId: number, corpo: object = {}) =>
  request(http).post(`/api/entregador/${token}/entregas/${pedidoId}/entregue`).send(corpo);
const naoEntregue = (token: string, pedidoId: number, corpo: object) =>
  request(http).post(`/api/entregador/${token}/entregas/${pedidoId}/nao-entregue`).send(corpo);

async function statusDe(id: number): Promise<Pedido> {
  const res = await request(http).get('/api/pedidos').set(autorizado(admin));
  return (res.body as Pedido[]).find((p) => p.id === id)!;
}

async function historico(id: number): Promise<PedidoHistoricoEntrada[]> {
  const res = await request(http).get(`/api/pedidos/${id}/historico`).set(autorizado(admin));
  expect(res.status).toBe(200);
  return res.body as PedidoHistoricoEntrada[];
}

describe('cadastro de entregadores', () => {
  it('cadastra com telefone mascarado e taxa digitada em reais, lista, edita e desativa', async () => {
    const criado = await novoEntregador({ telefone: '(48) 99876-5432', taxa_por_entrega: '8,90' });
    expect(criado).toMatchObject({
      telefone: '48998765432',
      taxa_por_entrega: 8.9,
      veiculo: 'moto',
      ativo: true,
      em_rota: 0,
    });
    expect(criado.link).toMatch(/\/entregador\/[0-9a-z]+-[0-9a-z]+-[0-9a-z]+-[A-Za-z0-9_-]{22}$/);

    const lista = await request(http).get('/api/entregadores').set(autorizado(colaborador));
    expect(lista.status).toBe(200);
    expect((lista.body as EntregadorAdmin[]).map((e) => e.id)).toContain(criado.id);

    const editado = await request(http)
      .put(`/api/entregadores/${criado.id}`)
      .set(autorizado(admin))
      .send({
        nome: 'Carlos Moto',
        telefone: '48 99876 5432',
        veiculo: 'bicicleta',
        taxa_por_entrega: 6,
      });
    expect(editado.status).toBe(200);
    expect(editado.body).toMatchObject({
      nome: 'Carlos Moto',
      veiculo: 'bicicleta',
      taxa_por_entrega: 6,
    });

    const desativado = await request(http)
      .put(`/api/entregadores/${criado.id}`)
      .set(autorizado(admin))
      .send({ ativo: false });
    expect(desativado.body).toMatchObject({ ativo: false });
    // A deactivated courier's link stops working.
    expect((await pagina(tokenDoLink(criado))).body).toEqual({ erro: M.linkInvalido });
  });

  it('recusa entradas inválidas com a mensagem do campo, sem gravar nada', async () => {
    const casos: Array<[Record<string, unknown>, string]> = [
      [{ nome: '' }, M.nomeObrigatorio],
      [{ nome: 'a\u0000b' }, 'O texto contém caracteres inválidos'],
      [{ nome: 'x'.repeat(5000) }, 'Nome muito longo: use no máximo 100 caracteres'],
      [{ telefone: '123' }, M.telefoneInvalido],
      [{ telefone: 48999990000 }, M.telefoneObrigatorio],
      [{ veiculo: 'helicoptero' }, M.veiculoInvalido],
      [{ taxa_por_entrega: '-1' }, M.taxaInvalida],
      [{ taxa_por_entrega: '9999' }, M.taxaMuitoAlta],
      [{ taxa_por_entrega: '' }, M.taxaObrigatoria],
      [{ ativo: 'sim' }, M.ativoInvalido],
    ];
    const antes = (
      (await request(http).get('/api/entregadores').set(autorizado(admin))).body as unknown[]
    ).length;
    for (const [campos, erro] of casos) {
      const res = await request(http)
        .post('/api/entregadores')
        .set(autorizado(admin))
        .send({
          nome: 'Zé',
          telefone: telefoneNovo(),
          veiculo: 'moto',
          taxa_por_entrega: '5,00',
          ...campos,
        });
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    const depois = (
      (await request(http).get('/api/entregadores').set(autorizado(admin))).body as unknown[]
    ).length;
    expect(depois).toBe(antes);
  });

  it('um telefone por entregador na empresa (409), mas outra empresa pode usar o mesmo', async () => {
    const a = await novoEntregador();
    const repetido = await request(http)
      .post('/api/entregadores')
      .set(autorizado(admin))
      .send({ nome: 'Outro', telefone: a.telefone, veiculo: 'carro', taxa_por_entrega: 5 });
    expect([repetido.status, repetido.body]).toEqual([409, { erro: M.telefoneEmUso }]);
    const naOutra = await novoEntregador({ telefone: a.telefone }, admin2);
    expect(naOutra.empresa_id).toBe(2);
  });

  it('só a equipe da própria empresa: outra empresa 404, garçom 403, sem token 401, ids fora do int32 400', async () => {
    const a = await novoEntregador();
    for (const rota of [
      request(http).put(`/api/entregadores/${a.id}`).set(autorizado(admin2)).send({ ativo: false }),
      request(http).delete(`/api/entregadores/${a.id}`).set(autorizado(admin2)),
      request(http).post(`/api/entregadores/${a.id}/novo-link`).set(autorizado(admin2)),
      despachar(a.id, [1], admin2),
    ])
      expect(await rota).toMatchObject({ status: 404, body: { erro: M.entregadorNaoEncontrado } });
    expect(
      (await request(http).get('/api/entregadores').set(autorizado(admin2))).body,
    ).not.toContainEqual(expect.objectContaining({ id: a.id }));
    expect((await request(http).get('/api/entregadores').set(autorizado(garcom))).status).toBe(403);
    expect((await request(http).get('/api/entregadores')).status).toBe(401);
    expect(
      (
        await request(http)
          .put('/api/entregadores/2147483648')
          .set(autorizado(admin))
          .send({ ativo: true })
      ).status,
    ).toBe(400);
    expect(
      (await request(http).delete('/api/entregadores/2147483647').set(autorizado(admin))).status,
    ).toBe(404);
  });

  it('novo link: o anterior deixa de abrir a página na hora', async () => {
    const a = await novoEntregador();
    expect((await pagina(tokenDoLink(a))).status).toBe(200);
    const novo = (
      await request(http).post(`/api/entregadores/${a.id}/novo-link`).set(autorizado(admin))
    ).body as EntregadorAdmin;
    expect(novo.link).not.toBe(a.link);
    expect(await pagina(tokenDoLink(a))).toMatchObject({
      status: 404,
      body: { erro: M.linkInvalido },
    });
    expect((await pagina(tokenDoLink(novo))).status).toBe(200);
    // A forged or malformed token answers the same 404, never a 500.
    const [corpo] = tokenDoLink(novo).split(/-(?=[^-]{22}$)/);
    for (const falso of [`${corpo}-${'A'.repeat(22)}`, 'x', '%00', 'a'.repeat(5000)])
      expect((await pagina(encodeURIComponent(falso))).status).toBe(404);
  });
});

describe('despacho', () => {
  it('despacha dois pedidos prontos: saem com o entregador, em ordem de rota, e a equipe e o cliente ouvem', async () => {
    const moto = await novoEntregador({ nome: 'Rafael' });
    const { pedido: doSite, cliente } = await pedidoPeloCliente(http);
    await mudarStatus(doSite.id, 'preparando');
    await mudarStatus(doSite.id, 'pronto');
    const doTelefone = await pedidoPronto({
      metodo: 'na_entrega',
      metodo_na_entrega: 'dinheiro',
      troco_para: '100,00',
    });
    const equipe = await clients.connected(server.url, admin);
    const doCliente = await clients.connected(server.url, cliente, ['polling']);
    const ouvidos: Pedido[] = [];
    const doClienteOuvidos: Pedido[] = [];
    equipe.socket.on('pedido:atualizado', (p) => ouvidos.push(p));
    doCliente.socket.on('pedido:atualizado', (p) => doClienteOuvidos.push(p));

    const res = await despachar(moto.id, [doTelefone.id, doSite.id], colaborador);
    expect(res.status).toBe(200);
    const despacho = res.body as DespachoResposta;
    expect(despacho.entregador.em_rota).toBe(2);
    for (const p of despacho.pedidos)
      expect(p).toMatchObject({
        status: 'saiu_para_entrega',
        entregador: { id: moto.id, nome: 'Rafael' },
      });
    await roundTrip(equipe.socket);
    await roundTrip(doCliente.socket);
    expect(
      ouvidos
        .filter((p) => p.status === 'saiu_para_entrega')
        .map((p) => p.id)
        .sort(),
    ).toEqual([doSite.id, doTelefone.id].sort());
    expect(doClienteOuvidos).toEqual([
      expect.objectContaining({ id: doSite.id, entregador: { id: moto.id, nome: 'Rafael' } }),
    ]);

    const vista = (await pagina(tokenDoLink(moto))).body as PaginaDoEntregador;
    expect(vista.entregador.nome).toBe('Rafael');
    expect(vista.entregas.map((e) => [e.pedido_id, e.ordem, e.status])).toEqual([
      [doTelefone.id, 1, 'em_rota'],
      [doSite.id, 2, 'em_rota'],
    ]);
    const [primeira, segunda] = vista.entregas;
    expect(primeira).toMatchObject({
      cobranca: 'dinheiro',
      a_cobrar: doTelefone.total,
      troco_para: 100,
      troco: Math.round((100 - doTelefone.total) * 100) / 100,
      cliente_nome: 'Joana Lima',
      itens: ['2x Coca-Cola Lata 350ml'],
    });
    expect(primeira!.endereco_texto).toContain('Rua Felipe Schmidt, 100');
    expect(primeira!.mapa_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Rua/,
    );
    expect(segunda).toMatchObject({ cobranca: 'pix', a_cobrar: doSite.total, troco: null });
  });

  it('só pedidos de entrega prontos; nada muda quando um do lote é recusado', async () => {
    const moto = await novoEntregador();
    const pronto = await pedidoPronto();
    const pendente = (await pedidoPeloCliente(http)).pedido;
    const retirada = await request(http)
      .post('/api/pedidos/equipe')
      .set(autorizado(admin))
      .send({
        canal: 'balcao',
        entrega: 'retirada',
        cliente: { nome: 'Bia', telefone: telefoneNovo() },
        itens: [{ produto_id: coca, quantidade: 1 }],
        pagamento: { metodo: 'na_entrega', metodo_na_entrega: 'cartao' },
      });
    expect([retirada.status, retirada.body.erro]).toEqual([201, undefined]);
    const retiradaId = (retirada.body as { pedido: Pedido }).pedido.id;
    const daOutraEmpresa = 2_147_483_647;
    const casos: Array<[unknown, number, string]> = [
      [[pronto.id, pendente.id], 409, M.pedidoNaoPronto(pendente.id)],
      [[pronto.id, retiradaId], 409, M.pedidoNaoEhEntrega(retiradaId)],
      [[pronto.id, daOutraEmpresa], 404, M.pedidoNaoEncontrado(daOutraEmpresa)],
      [[], 400, M.pedidosObrigatorios],
      [[pronto.id, pronto.id], 400, M.pedidosRepetidos],
      [Array.from({ length: 21 }, (_, i) => i + 1), 400, M.muitosPedidos],
      ['1', 400, M.pedidosObrigatorios],
    ];
    for (const [ids, status, erro] of casos)
      expect(await despachar(moto.id, ids)).toMatchObject({ status, body: { erro } });
    expect((await statusDe(pronto.id)).status).toBe('pronto');
    expect(
      await server.core.db.select().from(entregas).where(eq(entregas.entregador_id, moto.id)),
    ).toEqual([]);

    // A pickup of another company cannot be reached either.
    const daEmpresa2 = await request(http).get('/api/pedidos').set(autorizado(admin2));
    const outro = (daEmpresa2.body as Pedido[])[0];
    if (outro) expect((await despachar(moto.id, [outro.id])).status).toBe(404);

    const inativo = await novoEntregador({ ativo: false });
    expect(await despachar(inativo.id, [pronto.id])).toMatchObject({
      status: 409,
      body: { erro: M.entregadorInativo },
    });
  });

  it('um entregador por vez: dois despachos do mesmo pedido ao mesmo tempo, um vence', async () => {
    const [a, b] = [await novoEntregador(), await novoEntregador()];
    const pedido = await pedidoPronto();
    const respostas = await Promise.all([
      despachar(a.id, [pedido.id]),
      despachar(b.id, [pedido.id]),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const linhas = await server.core.db
      .select()
      .from(entregas)
      .where(and(eq(entregas.empresa_id, 1), eq(entregas.pedido_id, pedido.id)));
    expect(linhas).toHaveLength(1);
    const depois = await despachar(a.id, [pedido.id]);
    expect(depois.body).toEqual({ erro: M.pedidoJaSaiu(pedido.id) });
    // Out with someone: the courier cannot be deleted.
    const dono = linhas[0]!.entregador_id;
    expect(
      await request(http).delete(`/api/entregadores/${dono}`).set(autorizado(admin)),
    ).toMatchObject({
      status: 409,
      body: { erro: M.comEntregasEmRota },
    });
  });
});

describe('a página do entregador', () => {
  it('Entregue uma vez só: a fila offline reenviando (em série e ao mesmo tempo) não muda nada de novo', async () => {
    const moto = await novoEntregador({ nome: 'Paulo' });
    const pedido = await pedidoPronto();
    expect((await despachar(moto.id, [pedido.id])).status).toBe(200);
    const token = tokenDoLink(moto);
    const equipe = await clients.connected(server.url, admin);
    const ouvidos: Pedido[] = [];
    equipe.socket.on('pedido:atualizado', (p) => p.id === pedido.id && ouvidos.push(p));

    // The tap, kept by the phone while offline: after the dispatch, before the send.
    const tocadoEm = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () => entregue(token, pedido.id, { registrado_em: tocadoEm })),
    );
    expect(respostas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const corpos = respostas.map((r) => r.body as AcaoDaEntregaResposta);
    expect(corpos.filter((c) => !c.repetida)).toHaveLength(1);
    for (const c of corpos)
      expect(c.entrega).toMatchObject({ status: 'entregue', concluido_em: tocadoEm });
    const outraVez = (await entregue(token, pedido.id)).body as AcaoDaEntregaResposta;
    expect(outraVez.repetida).toBe(true);

    await roundTrip(equipe.socket);
    expect(ouvidos.map((p) => p.status)).toEqual(['entregue']);
    const passos = (await historico(pedido.id)).filter((h) => h.para === 'entregue');
    expect(passos).toHaveLength(1);
    expect(passos[0]).toMatchObject({ autor_tipo: 'entregador', autor_nome: 'Entregador: Paulo' });
    // Delivered: 'Não entregue' now contradicts it.
    expect(await naoEntregue(token, pedido.id, { motivo: 'Cliente ausente' })).toMatchObject({
      status: 409,
      body: { erro: M.jaEntregue },
    });
  });

  it('Não entregue: o pedido volta a pronto com o motivo, sem entregador, e pode sair de novo', async () => {
    const [a, b] = [await novoEntregador(), await novoEntregador({ nome: 'Segundo' })];
    const pedido = await pedidoPronto();
    await despachar(a.id, [pedido.id]);
    expect(await naoEntregue(tokenDoLink(a), pedido.id, { motivo: '' })).toMatchObject({
      status: 400,
      body: { erro: M.motivoObrigatorio },
    });
    expect(await naoEntregue(tokenDoLink(a), pedido.id, { motivo: 'x'.repeat(201) })).toMatchObject(
      {
        status: 400,
        body: { erro: M.motivoMuitoLongo },
      },
    );
    // Another courier's link cannot touch it.
    expect(await entregue(tokenDoLink(b), pedido.id)).toMatchObject({
      status: 404,
      body: { erro: M.entregaNaoEncontrada },
    });
    const volta = await naoEntregue(tokenDoLink(a), pedido.id, { motivo: 'Cliente ausente' });
    expect(volta.status).toBe(200);
    expect((volta.body as AcaoDaEntregaResposta).entrega).toMatchObject({
      status: 'nao_entregue',
      motivo: 'Cliente ausente',
    });
    expect(await statusDe(pedido.id)).toMatchObject({
      status: 'pronto',
      entregador: null,
      entrega_motivo: 'Cliente ausente',
    });
    expect(await entregue(tokenDoLink(a), pedido.id)).toMatchObject({
      status: 409,
      body: { erro: M.jaNaoEntregue },
    });

    const outra = await despachar(b.id, [pedido.id]);
    expect((outra.body as DespachoResposta).pedidos[0]).toMatchObject({
      status: 'saiu_para_entrega',
      entregador: { id: b.id, nome: 'Segundo' },
      entrega_motivo: null,
    });
    expect(((await pagina(tokenDoLink(b))).body as PaginaDoEntregador).entregas[0]).toMatchObject({
      pedido_id: pedido.id,
      status: 'em_rota',
    });
  });

  it('a equipe marca Entregue no quadro: a entrega do entregador fecha e o reenvio do celular é repetido', async () => {
    const moto = await novoEntregador();
    const pedido = await pedidoPronto();
    await despachar(moto.id, [pedido.id]);
    expect((await mudarStatus(pedido.id, 'entregue')).status).toBe(200);
    const [linha] = await server.core.db
      .select()
      .from(entregas)
      .where(and(eq(entregas.empresa_id, 1), eq(entregas.pedido_id, pedido.id)));
    expect(linha).toMatchObject({ status: 'entregue' });
    const replay = (await entregue(tokenDoLink(moto), pedido.id)).body as AcaoDaEntregaResposta;
    expect(replay).toMatchObject({ repetida: true, entrega: { status: 'entregue' } });
    expect((await historico(pedido.id)).filter((h) => h.para === 'entregue')).toHaveLength(1);
  });
});

describe('acerto do dia', () => {
  it('entregas, taxas, dinheiro recebido e saldo conferem com a conta feita à mão', async () => {
    const moto = await novoEntregador({ nome: 'Acerto', taxa_por_entrega: '7,50' });
    const emDinheiro = await pedidoPronto(
      { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
      3,
    );
    const noCartao = await pedidoPronto({ metodo: 'na_entrega', metodo_na_entrega: 'cartao' }, 1);
    const jaPago = await pedidoPronto({ metodo: 'pix' }, 1);
    const devolvido = await pedidoPronto(
      { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
      2,
    );
    const aindaFora = await pedidoPronto(
      { metodo: 'na_entrega', metodo_na_entrega: 'dinheiro' },
      1,
    );
    const ids = [emDinheiro, noCartao, jaPago, devolvido, aindaFora].map((p) => p.id);
    expect((await despachar(moto.id, ids)).status).toBe(200);
    const token = tokenDoLink(moto);
    for (const p of [emDinheiro, noCartao, jaPago])
      expect((await entregue(token, p.id)).status).toBe(200);
    expect(
      (await naoEntregue(token, devolvido.id, { motivo: 'Endereço não encontrado' })).status,
    ).toBe(200);

    const res = await request(http).get('/api/entregadores/acerto').set(autorizado(colaborador));
    expect(res.status).toBe(200);
    const acerto = res.body as AcertoDoDia;
    const centavos = (v: number) => Math.round(v * 100);
    const taxas = 3 * 750;
    const dinheiro = centavos(emDinheiro.total);
    expect(acerto.entregadores.find((e) => e.entregador_id === moto.id)).toEqual({
      entregador_id: moto.id,
      nome: 'Acerto',
      entregas: 3,
      nao_entregues: 1,
      em_rota: 1,
      taxas: taxas / 100,
      dinheiro_recebido: dinheiro / 100,
      outros_recebidos: centavos(noCartao.total) / 100,
      saldo: (dinheiro - taxas) / 100,
    });
    expect(acerto.totais.entregas).toBe(acerto.entregadores.reduce((s, e) => s + e.entregas, 0));

    expect(
      (await request(http).get('/api/entregadores/acerto?dia=2026-02-31').set(autorizado(admin)))
        .status,
    ).toBe(400);
    const vazio = await request(http)
      .get('/api/entregadores/acerto?dia=2020-01-01')
      .set(autorizado(admin));
    expect(vazio.body).toMatchObject({
      dia: '2020-01-01',
      entregadores: [],
      totais: { entregas: 0, saldo: 0 },
    });
    const daOutra = await request(http).get('/api/entregadores/acerto').set(autorizado(admin2));
    expect((daOutra.body as AcertoDoDia).entregadores.map((e) => e.entregador_id)).not.toContain(
      moto.id,
    );
  });
});
