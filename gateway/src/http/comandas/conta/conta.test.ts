import request from 'supertest';
import { eq } from 'drizzle-orm';
import {
  MENSAGENS_DINHEIRO,
  MENSAGENS_COMANDA,
  MENSAGENS_CONTA,
  type Comanda,
  type Conta,
  type EventName,
  type Mesa,
  type ServerToClientEvents,
} from '@cardapio/shared-events';
import { comandas, empresas, mesas } from '@cardapio/core/testing';
import type { RunningServer } from '../../../server';
import { autorizado, produtoDemo } from '../../../testing/loja';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../../testing/sessions';
import { socketClients, type ClientSocket } from '../../../testing/sockets';
import { createTestServer } from '../../../testing/test-server';

const ANA = { email: 'garcom2@cardapiovivo.com.br', senha: 'garcom123' };

let server: RunningServer;
let http: RunningServer['httpServer'];
let garcom: string;
let ana: string;
let garcomOutra: string;
let gestao: string;
let colaborador: string;
let staffOutra: string;
let cliente: string;
const clients = socketClients();
let burguer: Awaited<ReturnType<typeof produtoDemo>>;
let coca: Awaited<ReturnType<typeof produtoDemo>>;

beforeAll(async () => {
  server = await createTestServer();
  http = server.httpServer;
  garcom = await loginGarcom(http);
  ana = await loginGarcom(http, ANA);
  garcomOutra = await loginGarcom(http, DEMO.garcom2);
  gestao = await loginStaff(http);
  colaborador = await loginStaff(http, DEMO.equipe);
  staffOutra = await loginStaff(http, DEMO.admin2);
  cliente = await loginCliente(http);
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
async function novaMesa(): Promise<number> {
  seq += 1;
  const [row] = await server.core.db
    .insert(mesas)
    .values({ empresa_id: 1, numero: `C${seq}`, nome: `Mesa C${seq}`, capacidade: 4 })
    .returning();
  return row!.id;
}

async function mesaAtual(id: number): Promise<Mesa> {
  const res = await request(http).get(`/api/garcom/mesas/${id}`).set(autorizado(garcom));
  expect(res.status).toBe(200);
  return (res.body as { mesa: Mesa }).mesa;
}

/** A tab on a fresh table with 2 burgers (sent to the kitchen) and 1 soda (unsent). */
async function comandaComConsumo(mesaId?: number): Promise<Comanda> {
  const mesa = mesaId ?? (await novaMesa());
  const aberta = await request(http)
    .post('/api/garcom/comandas-mesa')
    .set(autorizado(garcom))
    .send({ mesa_id: mesa });
  expect(aberta.status).toBe(201);
  const id = (aberta.body as { comanda: Comanda }).comanda.id;
  const item = (body: object) =>
    request(http).post(`/api/garcom/comandas-mesa/${id}/itens`).set(autorizado(garcom)).send(body);
  expect(
    (
      await item({
        produto_id: burguer.produto.id,
        quantidade: 2,
        personalizacoes: [burguer.escolha('Ponto da carne', 'Ao ponto')],
      })
    ).status,
  ).toBe(201);
  const enviar = await request(http)
    .post(`/api/garcom/comandas/${id}/enviar-cozinha`)
    .set(autorizado(garcom));
  expect(enviar.status).toBe(201);
  const res = await item({ produto_id: coca.produto.id, quantidade: 1 });
  expect(res.status).toBe(201);
  return (res.body as { comanda: Comanda }).comanda;
}

const fechar = (id: number | string, body: object = {}, token = garcom) =>
  request(http).post(`/api/garcom/comandas/${id}/fechar`).set(autorizado(token)).send(body);
const pagar = (id: number | string, body: object, token = garcom) =>
  request(http).post(`/api/garcom/comandas/${id}/pagar`).set(autorizado(token)).send(body);
const reabrir = (id: number | string, body: object, token = garcom) =>
  request(http).post(`/api/garcom/comandas/${id}/reabrir`).set(autorizado(token)).send(body);
const verConta = (id: number | string, token = garcom) =>
  request(http).get(`/api/garcom/comandas/${id}/conta`).set(autorizado(token));

const linha = async (id: number) =>
  (await server.core.db.select().from(comandas).where(eq(comandas.id, id)))[0]!;

const centavos = (v: number) => Math.round(v * 100);

function esperar<N extends EventName>(
  socket: ClientSocket,
  nome: N,
  teste: (payload: Parameters<ServerToClientEvents[N]>[0]) => boolean,
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

/* ---------- tests ---------- */

describe('fechar a conta', () => {
  test('ativa → fechada with 10% service: items, subtotal, charge, total and the kitchen warning', async () => {
    const comanda = await comandaComConsumo();
    const res = await fechar(comanda.id);
    expect(res.status).toBe(200);
    const { comanda: fechada, conta } = res.body as { comanda: Comanda; conta: Conta };
    expect(fechada.status).toBe('fechada');
    expect(fechada.fechada_em).toEqual(expect.any(String));

    const subtotal = centavos(comanda.total);
    expect(centavos(conta.subtotal)).toBe(subtotal);
    expect(conta.taxa_servico_percentual).toBe(10);
    expect(conta.cobra_taxa_servico).toBe(true);
    expect(centavos(conta.taxa_servico)).toBe(Math.round(subtotal / 10));
    expect(centavos(conta.total)).toBe(subtotal + Math.round(subtotal / 10));
    const burger = conta.itens.find((i) => i.produto_nome === 'X-Burguer')!;
    expect(burger.quantidade).toBe(2);
    expect(centavos(burger.subtotal)).toBe(2 * centavos(burger.preco_unitario));
    // The burgers are still with the kitchen: listed, and still billed.
    expect(conta.itens_na_cozinha.map((i) => i.produto_nome)).toEqual(['X-Burguer']);
    expect(conta.itens).toHaveLength(2);

    expect(await linha(comanda.id)).toMatchObject({
      status: 'fechada',
      taxa_servico: (Math.round(subtotal / 10) / 100).toFixed(2),
      cobra_taxa_servico: true,
    });
    const lida = await verConta(comanda.id);
    expect(lida.status).toBe(200);
    expect((lida.body as { conta: Conta }).conta).toEqual(conta);
  });

  test('a closed tab refuses items, quantity changes, removals and kitchen sends (409); the table stays occupied', async () => {
    const comanda = await comandaComConsumo();
    expect((await fechar(comanda.id)).status).toBe(200);
    const refri = comanda.itens.find((i) => i.status === 'pendente')!;

    const novo = await request(http)
      .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
      .set(autorizado(garcom))
      .send({ produto_id: coca.produto.id, quantidade: 1 });
    expect(novo.status).toBe(409);
    expect(novo.body).toEqual({ erro: MENSAGENS_COMANDA.comandaFechada });
    const quantidade = await request(http)
      .put(`/api/comandas-mesa/${comanda.id}/itens/${refri.id}`)
      .set(autorizado(garcom))
      .send({ quantidade: 3 });
    expect(quantidade.status).toBe(409);
    const remover = await request(http)
      .delete(`/api/comandas-mesa/${comanda.id}/itens/${refri.id}`)
      .set(autorizado(garcom));
    expect(remover.status).toBe(409);
    const cozinha = await request(http)
      .post(`/api/garcom/comandas/${comanda.id}/enviar-cozinha`)
      .set(autorizado(garcom));
    expect(cozinha.status).toBe(409);
    const removerComanda = await request(http)
      .delete(`/api/garcom/comandas-mesa/${comanda.id}`)
      .set(autorizado(garcom));
    expect(removerComanda.status).toBe(409);

    const depois = await linha(comanda.id);
    expect(depois.status).toBe('fechada');
    expect(await mesaAtual(comanda.mesa_id!)).toMatchObject({
      status: 'ocupada',
      comandas_ativas: 0,
      contas_fechadas: 1,
      total_ativo: comanda.total,
    });
    // The waiter dashboard's list shows it (as 'Conta fechada').
    const lista = await request(http).get('/api/garcom/comandas').set(autorizado(garcom));
    expect(
      (lista.body as { comandas: Comanda[] }).comandas.find((c) => c.id === comanda.id)?.status,
    ).toBe('fechada');
  });

  test('without the service charge, and with the company percentage', async () => {
    const sem = await comandaComConsumo();
    const res = await fechar(sem.id, { taxa_servico: false });
    expect(res.status).toBe(200);
    expect((res.body as { conta: Conta }).conta).toMatchObject({
      cobra_taxa_servico: false,
      taxa_servico: 0,
      total: sem.total,
    });

    await server.core.db
      .update(empresas)
      .set({ taxa_servico_percentual: '12.5' })
      .where(eq(empresas.id, 1));
    try {
      const com = await comandaComConsumo();
      const previa = (await verConta(com.id)).body as { conta: Conta };
      expect(previa.conta).toMatchObject({ status: 'ativa', taxa_servico_percentual: 12.5 });
      const { conta } = (await fechar(com.id)).body as { conta: Conta };
      expect(conta.taxa_servico_percentual).toBe(12.5);
      expect(centavos(conta.taxa_servico)).toBe(Math.round(centavos(com.total) * 0.125));
      // A later change of the company's rate does not touch a closed bill.
      await server.core.db
        .update(empresas)
        .set({ taxa_servico_percentual: '0' })
        .where(eq(empresas.id, 1));
      expect(((await verConta(com.id)).body as { conta: Conta }).conta.taxa_servico).toBe(
        conta.taxa_servico,
      );
    } finally {
      await server.core.db
        .update(empresas)
        .set({ taxa_servico_percentual: '10' })
        .where(eq(empresas.id, 1));
    }
  });

  test('an empty tab, a closed one and a paid one cannot be closed (409)', async () => {
    const mesa = await novaMesa();
    const vazia = await request(http)
      .post('/api/garcom/comandas-mesa')
      .set(autorizado(garcom))
      .send({ mesa_id: mesa });
    const vaziaRes = await fechar((vazia.body as { comanda: Comanda }).comanda.id);
    expect(vaziaRes.status).toBe(409);
    expect(vaziaRes.body).toEqual({ erro: MENSAGENS_CONTA.contaVazia });

    const comanda = await comandaComConsumo();
    expect((await fechar(comanda.id)).status).toBe(200);
    expect((await fechar(comanda.id)).body).toEqual({ erro: MENSAGENS_CONTA.contaJaFechada });
    expect((await pagar(comanda.id, { metodo: 'pix' })).status).toBe(200);
    const paga = await fechar(comanda.id);
    expect(paga.status).toBe(409);
    expect(paga.body).toEqual({ erro: MENSAGENS_CONTA.contaJaPaga });
  });
});

describe('pagar a conta', () => {
  test('cash with change: recorded once, the table becomes livre when its last tab is paid, events reach waiters and staff', async () => {
    const mesaId = await novaMesa();
    const primeira = await comandaComConsumo(mesaId);
    const segunda = await comandaComConsumo(mesaId);
    const { conta } = (await fechar(primeira.id)).body as { conta: Conta };
    expect((await fechar(segunda.id, { taxa_servico: false })).status).toBe(200);

    const colega = await clients.connected(server.url, ana);
    const equipe = await clients.connected(server.url, gestao);
    const pagaNaEquipe = esperar(
      equipe.socket,
      'comanda:atualizada',
      (c) => c.id === primeira.id && c.status === 'paga',
    );
    const recebido = Math.ceil(conta.total) + 20;
    const res = await pagar(primeira.id, { metodo: 'dinheiro', valor_recebido: recebido });
    expect(res.status).toBe(200);
    const paga = res.body as { comanda: Comanda; conta: Conta };
    const troco = (centavos(recebido) - centavos(conta.total)) / 100;
    expect(paga.comanda).toMatchObject({
      status: 'paga',
      metodo_pagamento: 'dinheiro',
      valor_recebido: recebido,
      troco,
      total_pago: conta.total,
      taxa_servico: conta.taxa_servico,
    });
    expect(paga.conta.pagamento).toMatchObject({
      metodo: 'dinheiro',
      troco,
      total_pago: conta.total,
    });
    expect((await pagaNaEquipe).paga_em).toEqual(expect.any(String));
    // One of two tabs paid: the bill of the other is still on the table.
    expect(await mesaAtual(mesaId)).toMatchObject({ status: 'ocupada', contas_fechadas: 1 });

    const livreNoColega = esperar(
      colega.socket,
      'mesa:atualizada',
      (m) => m.id === mesaId && m.status === 'livre',
    );
    const cartao = await pagar(segunda.id, { metodo: 'cartao', valor_recebido: 1 });
    expect(cartao.status).toBe(200);
    // Only cash keeps what was handed over.
    expect((cartao.body as { comanda: Comanda }).comanda).toMatchObject({
      metodo_pagamento: 'cartao',
      valor_recebido: null,
      troco: null,
      total_pago: segunda.total,
    });
    expect(await livreNoColega).toMatchObject({ comandas_ativas: 0, contas_fechadas: 0 });

    const row = await linha(primeira.id);
    expect(row).toMatchObject({
      status: 'paga',
      metodo_pagamento: 'dinheiro',
      total_pago: conta.total.toFixed(2),
      troco: troco.toFixed(2),
    });
    expect(row.paga_em).toBeInstanceOf(Date);
    // A paid tab is final.
    expect((await pagar(primeira.id, { metodo: 'pix' })).body).toEqual({
      erro: MENSAGENS_CONTA.contaJaPaga,
    });
    expect((await reabrir(primeira.id, { motivo: 'engano' })).body).toEqual({
      erro: MENSAGENS_CONTA.contaJaPaga,
    });
  });

  test('the service charge can be removed or put back at payment', async () => {
    const comanda = await comandaComConsumo();
    expect((await fechar(comanda.id)).status).toBe(200);
    const res = await pagar(comanda.id, { metodo: 'pix', taxa_servico: false });
    expect((res.body as { comanda: Comanda }).comanda).toMatchObject({
      taxa_servico: 0,
      total_pago: comanda.total,
    });

    const outra = await comandaComConsumo();
    expect((await fechar(outra.id, { taxa_servico: false })).status).toBe(200);
    const com = await pagar(outra.id, { metodo: 'cartao', taxa_servico: true });
    expect(centavos((com.body as { comanda: Comanda }).comanda.total_pago!)).toBe(
      centavos(outra.total) + Math.round(centavos(outra.total) / 10),
    );
  });

  test('an active tab cannot be paid; bad payments answer 400 and change nothing', async () => {
    const comanda = await comandaComConsumo();
    const ativa = await pagar(comanda.id, { metodo: 'pix' });
    expect(ativa.status).toBe(409);
    expect(ativa.body).toEqual({ erro: MENSAGENS_CONTA.pagarSoFechada });
    const { conta } = (await fechar(comanda.id)).body as { conta: Conta };

    const casos: Array<[object, string]> = [
      [{}, MENSAGENS_CONTA.metodoObrigatorio],
      [{ metodo: 'cheque' }, MENSAGENS_CONTA.metodoObrigatorio],
      [{ metodo: 'dinheiro' }, MENSAGENS_CONTA.valorRecebidoObrigatorio],
      [
        { metodo: 'dinheiro', valor_recebido: conta.total - 0.01 },
        MENSAGENS_CONTA.valorRecebidoInsuficiente,
      ],
      [{ metodo: 'dinheiro', valor_recebido: -1 }, MENSAGENS_CONTA.valorRecebidoInvalido],
      [{ metodo: 'dinheiro', valor_recebido: 'abc' }, MENSAGENS_DINHEIRO.invalido],
      [{ metodo: 'dinheiro', valor_recebido: '1.234' }, MENSAGENS_DINHEIRO.ambiguo],
      [{ metodo: 'dinheiro', valor_recebido: 10.001 }, MENSAGENS_DINHEIRO.casas],
      [{ metodo: 'dinheiro', valor_recebido: 1e12 }, MENSAGENS_CONTA.valorRecebidoInvalido],
      [{ metodo: 'dinheiro', valor_recebido: '5\u0000' }, MENSAGENS_DINHEIRO.invalido],
      [{ metodo: 'dinheiro', valor_recebido: 'x'.repeat(10_000) }, MENSAGENS_DINHEIRO.invalido],
      [{ metodo: 'pix', taxa_servico: 'sim' }, MENSAGENS_CONTA.taxaInvalida],
      [{ metodo: ['pix'] }, MENSAGENS_CONTA.metodoObrigatorio],
    ];
    for (const [body, erro] of casos) {
      const res = await pagar(comanda.id, body);
      expect([res.status, res.body, body]).toEqual([400, { erro }, body]);
    }
    expect((await linha(comanda.id)).status).toBe('fechada');
    // A string amount with a comma is accepted (a phone's decimal keyboard).
    const virgula = await pagar(comanda.id, {
      metodo: 'dinheiro',
      valor_recebido: `${Math.ceil(conta.total)},50`,
    });
    expect(virgula.status).toBe(200);
  });

  test('two waiters paying the same tab at once: one 200, one 409, one payment recorded', async () => {
    const comanda = await comandaComConsumo();
    const { conta } = (await fechar(comanda.id)).body as { conta: Conta };
    const [a, b] = await Promise.all([
      pagar(comanda.id, { metodo: 'dinheiro', valor_recebido: Math.ceil(conta.total) + 50 }),
      pagar(comanda.id, { metodo: 'pix' }, ana),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const perdedor = a.status === 409 ? a : b;
    expect(perdedor.body).toEqual({ erro: MENSAGENS_CONTA.contaJaPaga });
    const vencedor = (a.status === 200 ? a : b).body as { comanda: Comanda };
    const row = await linha(comanda.id);
    expect(row.status).toBe('paga');
    expect(row.metodo_pagamento).toBe(vencedor.comanda.metodo_pagamento);
    expect(row.paga_em!.toISOString()).toBe(vencedor.comanda.paga_em);
  });
});

describe('reabrir', () => {
  test('fechada → ativa with a reason; items are accepted again and the trail is kept', async () => {
    const comanda = await comandaComConsumo();
    expect((await reabrir(comanda.id, { motivo: 'x' })).body).toEqual({
      erro: MENSAGENS_CONTA.reabrirSoFechada,
    });
    expect((await fechar(comanda.id)).status).toBe(200);

    for (const [body, erro] of [
      [{}, MENSAGENS_CONTA.motivoObrigatorio],
      [{ motivo: '   ' }, MENSAGENS_CONTA.motivoObrigatorio],
      [{ motivo: 42 }, MENSAGENS_CONTA.motivoObrigatorio],
      [{ motivo: 'a'.repeat(201) }, MENSAGENS_CONTA.motivoLongo],
      [{ motivo: 'a'.repeat(10_000) }, MENSAGENS_CONTA.motivoLongo],
      [{ motivo: 'sobremesa\u0000' }, 'O texto contém caracteres inválidos'],
    ] as const) {
      const res = await reabrir(comanda.id, body);
      expect([res.status, res.body]).toEqual([400, { erro }]);
    }
    expect((await linha(comanda.id)).status).toBe('fechada');

    const res = await reabrir(comanda.id, { motivo: '  Cliente pediu sobremesa  ' });
    expect(res.status).toBe(200);
    expect((res.body as { comanda: Comanda }).comanda).toMatchObject({
      status: 'ativa',
      fechada_em: null,
      taxa_servico: null,
      motivo_reabertura: 'Cliente pediu sobremesa',
      reaberta_em: expect.any(String),
    });
    const item = await request(http)
      .post(`/api/garcom/comandas-mesa/${comanda.id}/itens`)
      .set(autorizado(garcom))
      .send({ produto_id: coca.produto.id, quantidade: 1 });
    expect(item.status).toBe(201);
    expect(await mesaAtual(comanda.mesa_id!)).toMatchObject({
      comandas_ativas: 1,
      contas_fechadas: 0,
    });
  });
});

describe('who may', () => {
  test('role matrix: waiter and staff (gestao, colaborador) of the company; customer 403; no token 401; another company 404', async () => {
    const comanda = await comandaComConsumo();
    expect((await verConta(comanda.id, gestao)).status).toBe(200);
    expect((await verConta(comanda.id, colaborador)).status).toBe(200);
    for (const token of [garcomOutra, staffOutra]) {
      for (const res of [
        await verConta(comanda.id, token),
        await fechar(comanda.id, {}, token),
        await pagar(comanda.id, { metodo: 'pix' }, token),
        await reabrir(comanda.id, { motivo: 'x' }, token),
      ]) {
        expect([res.status, res.body]).toEqual([
          404,
          { erro: MENSAGENS_COMANDA.comandaNaoEncontrada },
        ]);
      }
    }
    const doCliente = await fechar(comanda.id, {}, cliente);
    expect(doCliente.status).toBe(403);
    const semToken = await request(http).post(`/api/garcom/comandas/${comanda.id}/fechar`);
    expect(semToken.status).toBe(401);
    expect((await linha(comanda.id)).status).toBe('ativa');

    // Staff close and pay as well.
    expect((await fechar(comanda.id, {}, colaborador)).status).toBe(200);
    expect((await pagar(comanda.id, { metodo: 'pix' }, gestao)).status).toBe(200);
  });

  test('ids at the edges', async () => {
    for (const [id, status] of [
      ['2147483647', 404],
      ['2147483648', 400],
      ['-1', 400],
      ['abc', 400],
      ['1.5', 400],
    ] as const) {
      for (const res of [
        await verConta(id),
        await fechar(id),
        await pagar(id, { metodo: 'pix' }),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body).toEqual({ erro: expect.any(String) });
      }
    }
  });
});
