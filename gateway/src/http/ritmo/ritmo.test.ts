import request from 'supertest';
import {
  DIAS_DA_SEMANA,
  inicioNaCozinha,
  TEMPO_PREPARO_PADRAO,
  type CardapioAtualizadoEvento,
  type EstadoDoRitmo,
  type FreteResultado,
  type Pedido,
  type PrevisaoDoPedidoEvento,
  type StatusLoja,
} from '@cardapio/shared-events';
import type { RunningServer } from '../../server';
import { esperar } from '../../testing/esperar';
import { autorizado, definirLoja, ENDERECO_CENTRO, produtoDemo } from '../../testing/loja';
import { clienteComCarrinho, finalizarPedido } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients } from '../../testing/sockets';
import { createTestServer } from '../../testing/test-server';
import { agentePareado, conectarAgente } from '../../testing/impressoras';

/**
 * The flow of orders (issue 31 §3) over HTTP: pause, busy mode and the cap per 15-minute
 * window, with the menus and staff screens told live. The server's clock is the test's (`agora`),
 * so windows and the pause's end are exact; each capacity test runs on a day of its own, so the
 * windows one test fills never meet another's.
 */

let agora: Date | null = null;
let server: RunningServer;
let http: RunningServer['httpServer'];
let gestao: string;
let colaborador: string;
let coca: number;
const clients = socketClients();

/** São Paulo is UTC−3 all year: a local time as an instant. */
const emSP = (local: string) => new Date(`${local}-03:00`);

/** Every day open 18:00–22:00 (the windows' tests), or all day (the others). */
async function horario(abertura: string, fechamento: string) {
  const res = await request(http)
    .post('/api/horario-funcionamento/config')
    .set(autorizado(gestao))
    .send({ horarios: DIAS_DA_SEMANA.map((dia) => ({ dia, abertura, fechamento })) });
  expect(res.status).toBe(200);
}

const status = async () => {
  const res = await request(http).get('/api/horario-funcionamento/status/1');
  expect(res.status).toBe(200);
  return res.body as StatusLoja;
};

const ritmo = (metodo: 'get' | 'post' | 'put' | 'delete', caminho: string, token = gestao) =>
  request(http)[metodo](`/api/ritmo${caminho}`).set(autorizado(token));

/** A staff order at the counter (issue 31 §1): the store's pause and cap never refuse it. */
const pedidoNoBalcao = (quantidade = 1) =>
  request(http)
    .post('/api/pedidos/equipe')
    .set(autorizado(colaborador))
    .send({
      canal: 'balcao',
      entrega: 'balcao',
      cliente: { nome: 'Balcão' },
      itens: [{ produto_id: coca, quantidade }],
      pagamento: { metodo: 'dinheiro' },
    });

/** N customers, each with one Coca-Cola in the cart. */
const clientes = async (n: number) => {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) tokens.push(await clienteComCarrinho(http, [coca, 1]));
  return tokens;
};

beforeAll(async () => {
  server = await createTestServer({}, { now: () => agora ?? new Date() });
  http = server.httpServer;
  gestao = await loginStaff(http, DEMO.admin);
  colaborador = await loginStaff(http, DEMO.equipe);
  coca = (await produtoDemo(http, 1, 'Coca-Cola Lata 350ml')).produto.id;
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
beforeEach(async () => {
  agora = null;
  await definirLoja(http, gestao, true);
  await ritmo('delete', '/pausa').expect(200);
  await ritmo('put', '/ocupado').send({ minutos: 0 }).expect(200);
  await ritmo('put', '/capacidade').send({ por_janela: null }).expect(200);
});
afterEach(() => clients.closeAll());

describe('roles and input', () => {
  test('pausing, resuming and busy mode are any staff member’s; the cap is the gestão’s', async () => {
    const cliente = await loginCliente(http);
    const garcom = await loginGarcom(http);
    for (const token of [gestao, colaborador]) {
      expect((await ritmo('get', '', token)).status).toBe(200);
      expect((await ritmo('post', '/pausa', token).send({ minutos: 15 })).status).toBe(200);
      expect((await ritmo('delete', '/pausa', token)).status).toBe(200);
      expect((await ritmo('put', '/ocupado', token).send({ minutos: 20 })).status).toBe(200);
    }
    expect((await ritmo('put', '/capacidade').send({ por_janela: 5 })).status).toBe(200);
    const recusada = await ritmo('put', '/capacidade', colaborador).send({ por_janela: 1 });
    expect(recusada.status).toBe(403);
    expect(recusada.body).toEqual({ erro: 'Acesso restrito à gestão' });
    // The colaborador's refused save changed nothing.
    expect(((await ritmo('get', '')).body as EstadoDoRitmo).capacidade.por_janela).toBe(5);

    for (const token of [cliente, garcom]) {
      for (const [metodo, caminho] of [
        ['get', ''],
        ['post', '/pausa'],
        ['delete', '/pausa'],
        ['put', '/ocupado'],
        ['put', '/capacidade'],
      ] as const)
        expect((await ritmo(metodo, caminho, token).send({ minutos: 15 })).status).toBe(403);
    }
    for (const [metodo, caminho] of [
      ['get', ''],
      ['post', '/pausa'],
      ['delete', '/pausa'],
      ['put', '/ocupado'],
      ['put', '/capacidade'],
    ] as const)
      expect((await request(http)[metodo](`/api/ritmo${caminho}`)).status).toBe(401);
  });

  test('each company runs its own: another company’s staff see and change only theirs', async () => {
    const outra = await loginStaff(http, DEMO.admin2);
    await ritmo('post', '/pausa', outra).send({ minutos: null }).expect(200);
    expect(((await ritmo('get', '')).body as EstadoDoRitmo).pausa).toBeNull();
    expect((await status()).aberto).toBe(true);
    const daOutra = (await ritmo('get', '', outra)).body as EstadoDoRitmo;
    expect(daOutra).toMatchObject({ empresa_id: 2, pausa: { ate: null, texto: 'Pausado' } });
    await ritmo('delete', '/pausa', outra).expect(200);
  });

  test.each([
    ['/pausa', 'post', { minutos: 20 }, 'Escolha pausar por 15, 30 ou 60 minutos, ou até retomar'],
    [
      '/pausa',
      'post',
      { minutos: '15' },
      'Escolha pausar por 15, 30 ou 60 minutos, ou até retomar',
    ],
    ['/pausa', 'post', {}, 'Escolha pausar por 15, 30 ou 60 minutos, ou até retomar'],
    ['/ocupado', 'put', { minutos: -1 }, 'Informe os minutos a mais: um número inteiro de 0 a 240'],
    [
      '/ocupado',
      'put',
      { minutos: 241 },
      'Informe os minutos a mais: um número inteiro de 0 a 240',
    ],
    [
      '/ocupado',
      'put',
      { minutos: 2.5 },
      'Informe os minutos a mais: um número inteiro de 0 a 240',
    ],
    [
      '/ocupado',
      'put',
      { minutos: 'vinte' },
      'Informe os minutos a mais: um número inteiro de 0 a 240',
    ],
    [
      '/capacidade',
      'put',
      { por_janela: 0 },
      'Capacidade por janela deve ser um número inteiro de 1 a 1000, ou vazio para não limitar',
    ],
    [
      '/capacidade',
      'put',
      { por_janela: 1001 },
      'Capacidade por janela deve ser um número inteiro de 1 a 1000, ou vazio para não limitar',
    ],
    [
      '/capacidade',
      'put',
      { por_janela: '5' },
      'Capacidade por janela deve ser um número inteiro de 1 a 1000, ou vazio para não limitar',
    ],
    [
      '/capacidade',
      'put',
      { por_janela: 5, por: 'mesas' },
      'Conte a capacidade por pedidos ou por itens',
    ],
    ['/capacidade', 'put', [5], 'Corpo da requisição inválido'],
  ] as const)(
    '%s %s %j is a 400 with a message, and changes nothing',
    async (caminho, metodo, corpo, erro) => {
      const antes = (await ritmo('get', '')).body as EstadoDoRitmo;
      const res = await ritmo(metodo, caminho).send(corpo as object);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ erro });
      const depois = (await ritmo('get', '')).body as EstadoDoRitmo;
      expect({ ...depois, updated_at: null, janelas: null }).toEqual({
        ...antes,
        updated_at: null,
        janelas: null,
      });
    },
  );
});

describe('Pausar pedidos', () => {
  test('refuses the site’s orders with the time it ends, tells open menus and staff, and lets the counter through', async () => {
    agora = emSP('2026-12-01T20:07:30');
    const menu = clients.open(server.url, { empresa_id: 1 });
    const menuConectado = new Promise((resolve) => menu.once('sessao:info', resolve));
    const { socket: painel } = await clients.connected(server.url, colaborador);
    await menuConectado;
    expect((await status()).aberto).toBe(true);

    const menuOuviu = new Promise<CardapioAtualizadoEvento>((resolve) =>
      menu.once('cardapio:atualizado', resolve),
    );
    const painelOuviu = new Promise<EstadoDoRitmo>((resolve) =>
      painel.once('ritmo:atualizado', resolve),
    );
    const res = await ritmo('post', '/pausa', colaborador).send({ minutos: 30 });
    expect(res.status).toBe(200);
    // 20:07:30 + 30 min ends on the next whole minute: 20:38.
    expect(res.body).toMatchObject({
      pausa: {
        ate: emSP('2026-12-01T20:38:00').toISOString(),
        texto: 'Pausado — voltamos às 20:38',
      },
      mensagem: 'Pedidos pausados. Pausado — voltamos às 20:38',
    });
    // Only the status changed: open menus read it alone, not the whole menu.
    await expect(menuOuviu).resolves.toEqual({
      empresa_id: 1,
      updated_at: agora.toISOString(),
      apenas_status: true,
    });
    await expect(painelOuviu).resolves.toMatchObject({
      empresa_id: 1,
      pausa: { texto: 'Pausado — voltamos às 20:38' },
    });

    // The cached status of this minute was dropped: the menu reads the pause at once.
    expect(await status()).toMatchObject({
      aberto: false,
      pausa: {
        desde: agora.toISOString(),
        ate: emSP('2026-12-01T20:38:00').toISOString(),
        texto: 'Pausado — voltamos às 20:38',
      },
    });
    const [cliente] = await clientes(1);
    const recusado = await finalizarPedido(http, cliente!);
    expect(recusado.status).toBe(400);
    expect(recusado.body).toEqual({
      erro: 'Pausamos os pedidos por alguns minutos. Voltamos às 20:38.',
    });
    // So is PIX on the site: the same checkout.
    const pix = await request(http)
      .post('/api/mercadopago/pagar-pix')
      .set(autorizado(cliente!))
      .send({ tipo_pedido: 'entrega', dados_cliente: { endereco: ENDERECO_CENTRO } });
    expect(pix.status).toBe(400);
    expect(pix.body.erro).toBe('Pausamos os pedidos por alguns minutos. Voltamos às 20:38.');

    const balcao = await pedidoNoBalcao();
    expect(balcao.status).toBe(201);
    expect(balcao.body.pedido ?? balcao.body).toMatchObject({ canal: 'balcao' });

    // Resuming reopens at once, and the refused cart is still there to order.
    await ritmo('delete', '/pausa', colaborador).expect(200);
    expect(await status()).toMatchObject({ aberto: true, pausa: null });
    expect((await finalizarPedido(http, cliente!)).status).toBe(201);
  });

  test('until resumed: no time to announce', async () => {
    agora = emSP('2026-12-01T20:10:00');
    const res = await ritmo('post', '/pausa').send({ minutos: null });
    expect(res.body.pausa).toEqual({ desde: agora.toISOString(), ate: null, texto: 'Pausado' });
    agora = emSP('2026-12-02T20:10:00');
    expect((await status()).pausa).toMatchObject({ ate: null, texto: 'Pausado' });
    const [cliente] = await clientes(1);
    const recusado = await finalizarPedido(http, cliente!);
    expect(recusado.body).toEqual({
      erro: 'Pausamos os pedidos no momento. Tente novamente mais tarde.',
    });
  });

  test('a pause ends by itself at its minute: the status of that minute is open, and orders go through', async () => {
    agora = emSP('2026-12-01T20:00:10');
    await ritmo('post', '/pausa').send({ minutos: 15 }).expect(200);
    const [cliente] = await clientes(1);
    agora = emSP('2026-12-01T20:15:59');
    // Read (and cached) during its last minute: still paused.
    expect(await status()).toMatchObject({
      aberto: false,
      pausa: { ate: emSP('2026-12-01T20:16:00').toISOString() },
    });
    expect((await finalizarPedido(http, cliente!)).status).toBe(400);
    agora = emSP('2026-12-01T20:16:00');
    expect(await status()).toMatchObject({ aberto: true, pausa: null });
    expect(((await ritmo('get', '')).body as EstadoDoRitmo).pausa).toBeNull();
    expect((await finalizarPedido(http, cliente!)).status).toBe(201);
  });
});

describe('busy mode', () => {
  test('+20 min on the menu’s estimate and on every order’s expected time, told to its customer', async () => {
    const frete = async () =>
      (
        (
          await request(http)
            .post('/api/frete/calcular')
            .send({ empresa_id: 1, ...ENDERECO_CENTRO })
        ).body as { dados: FreteResultado }
      ).dados.tempoEstimado;
    const antes = await frete();
    const [cliente] = await clientes(1);
    const { socket } = await clients.connected(server.url, cliente!);
    const previsoes: PrevisaoDoPedidoEvento[] = [];
    socket.on('pedido:previsao', (p) => previsoes.push(p));
    const pedido = (await finalizarPedido(http, cliente!)).body as Pedido;
    const primeira = (await esperar(() => previsoes.find((p) => p.pedido_id === pedido.id)))
      .previsao_em;

    const res = await ritmo('put', '/ocupado', colaborador).send({ minutos: 20 });
    expect(res.body).toMatchObject({
      ocupado_min: 20,
      mensagem: 'Modo ocupado: +20 min em cada previsão.',
    });
    expect((await status()).ocupado_min).toBe(20);
    expect(await frete()).toBe(antes + 20);

    // Told to the customer as a later time, with its reason.
    const segunda = await esperar(() =>
      previsoes.find((p) => p.pedido_id === pedido.id && p.previsao_em !== primeira),
    );
    expect(segunda.previsao_motivo).toBe('A cozinha está com muitos pedidos');
    const diferenca = (Date.parse(segunda.previsao_em) - Date.parse(primeira)) / 60_000;
    // The queue's estimate moves with the wall clock by seconds; the busy minutes are the 20.
    expect(Math.round(diferenca)).toBe(20);

    expect((await ritmo('put', '/ocupado').send({ minutos: 0 })).body.mensagem).toBe(
      'Modo ocupado desligado.',
    );
  });
});

describe('capacity per 15-minute window', () => {
  test('30 customers at once for the last 3 places of the evening: exactly 3 orders, the rest told why', async () => {
    // Open 18:00–22:00, 30 min of preparation. At 21:15 an order lands at 21:45; one placed at
    // 21:59 would land at 22:15: the windows 21:45, 22:00, 22:15 are left, one order each.
    await horario('18:00', '22:00');
    agora = emSP('2026-12-02T21:15:00');
    await ritmo('put', '/capacidade').send({ por_janela: 1 }).expect(200);
    expect(((await ritmo('get', '')).body as EstadoDoRitmo).janelas.map((j) => j.hora)).toEqual([
      '21:45',
      '22:00',
      '22:15',
    ]);
    const tokens = await clientes(30);

    const respostas = await Promise.all(tokens.map((t) => finalizarPedido(http, t)));
    const aceitos = respostas.filter((r) => r.status === 201);
    const recusados = respostas.filter((r) => r.status !== 201);
    expect(aceitos).toHaveLength(3);
    expect(recusados.map((r) => [r.status, r.body])).toEqual(
      Array(27).fill([400, { erro: 'Não há mais horários disponíveis para pedidos hoje.' }]),
    );
    const estado = (await ritmo('get', '')).body as EstadoDoRitmo;
    expect(estado.janelas.map((j) => [j.hora, j.pedidos, j.cheia])).toEqual([
      ['21:45', 1, true],
      ['22:00', 1, true],
      ['22:15', 1, true],
    ]);
    // The menu stops taking orders and says why.
    expect(await status()).toMatchObject({ aberto: false, lotado: true, proxima_janela: null });

    // A staff order is not refused, and counts toward its window.
    const balcao = await pedidoNoBalcao();
    expect(balcao.status).toBe(201);
    expect(((await ritmo('get', '')).body as EstadoDoRitmo).janelas[0]).toMatchObject({
      hora: '21:45',
      pedidos: 2,
    });

    // Cancelling a customer's order gives its place back: the menu reopens, one more goes in.
    const menu = clients.open(server.url, { empresa_id: 1 });
    await new Promise((resolve) => menu.once('sessao:info', resolve));
    const reaberto = new Promise((resolve) => menu.once('cardapio:atualizado', resolve));
    const cancelado = aceitos.map((r) => r.body as Pedido).at(-1)!;
    await request(http)
      .put(`/api/pedidos/${cancelado.id}/status`)
      .set(autorizado(gestao))
      .send({ status: 'cancelado' })
      .expect(200);
    await reaberto;
    expect(await status()).toMatchObject({ aberto: true, lotado: false });
    const [mais, outro] = await clientes(2);
    expect((await finalizarPedido(http, mais!)).status).toBe(201);
    expect((await finalizarPedido(http, outro!)).status).toBe(400);
  });

  test('a full window: the menu offers the next one, and an order placed now takes it', async () => {
    await horario('18:00', '23:00');
    agora = emSP('2026-12-03T20:00:00');
    await ritmo('put', '/capacidade').send({ por_janela: 2 }).expect(200);
    const menu = clients.open(server.url, { empresa_id: 1 });
    await new Promise((resolve) => menu.once('sessao:info', resolve));
    const [a, b, c] = await clientes(3);
    expect((await finalizarPedido(http, a!)).status).toBe(201);
    expect((await status()).proxima_janela).toBeNull();
    const encheu = new Promise((resolve) => menu.once('cardapio:atualizado', resolve));
    expect((await finalizarPedido(http, b!)).status).toBe(201);
    // The 20:30 window filled up: open menus are told and read 'Entrega a partir de 20:45'.
    await encheu;
    expect(await status()).toMatchObject({
      aberto: true,
      proxima_janela: {
        inicio: emSP('2026-12-03T20:45:00').toISOString(),
        texto: 'Entrega a partir de 20:45',
      },
    });
    expect((await finalizarPedido(http, c!)).status).toBe(201);
    expect(
      ((await ritmo('get', '')).body as EstadoDoRitmo).janelas
        .slice(0, 2)
        .map((j) => [j.hora, j.pedidos]),
    ).toEqual([
      ['20:30', 2],
      ['20:45', 1],
    ]);
  });

  test('counted by items: an order fits while the window stays at or under the cap', async () => {
    await horario('18:00', '23:00');
    agora = emSP('2026-12-04T20:00:00');
    await ritmo('put', '/capacidade').send({ por_janela: 5, por: 'itens' }).expect(200);
    const grande = await clienteComCarrinho(http, [coca, 4]);
    const medio = await clienteComCarrinho(http, [coca, 2]);
    const pequeno = await clienteComCarrinho(http, [coca, 1]);
    expect((await finalizarPedido(http, grande)).status).toBe(201);
    expect((await finalizarPedido(http, medio)).status).toBe(201);
    expect((await finalizarPedido(http, pequeno)).status).toBe(201);
    const janelas = ((await ritmo('get', '')).body as EstadoDoRitmo).janelas;
    // 4 + 1 in 20:30 (the 2 did not fit there), 2 in 20:45.
    expect(janelas.slice(0, 2).map((j) => [j.hora, j.itens, j.cheia])).toEqual([
      ['20:30', 5, true],
      ['20:45', 2, false],
    ]);
  });

  test('scheduled orders: 30 at once for a window with 3 places, the rest told the next free one', async () => {
    await horario('18:00', '23:00');
    agora = emSP('2026-12-05T19:00:00');
    await ritmo('put', '/capacidade').send({ por_janela: 3 }).expect(200);
    const tokens = await clientes(30);
    const agendar = (token: string, local: string) =>
      request(http)
        .post('/api/pedidos')
        .set(autorizado(token))
        .send({
          tipo_pedido: 'entrega',
          dados_cliente: { endereco: ENDERECO_CENTRO },
          metodo_pagamento: 'entrega',
          detalhes_pagamento: { metodo: 'pix' },
          agendado_para: emSP(local).toISOString(),
        });
    const respostas = await Promise.all(tokens.map((t) => agendar(t, '2026-12-05T21:05:00')));
    const aceitos = respostas.filter((r) => r.status === 201);
    expect(aceitos).toHaveLength(3);
    expect(aceitos.map((r) => (r.body as Pedido).agendado_para)).toEqual(
      Array(3).fill(emSP('2026-12-05T21:05:00').toISOString()),
    );
    expect(respostas.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual(
      Array(27).fill([
        400,
        { erro: 'O horário das 21:00 está lotado. Próximo horário livre: 21:15.' },
      ]),
    );

    // Too soon (an order placed now is ready at 19:30), another day, or the kitchen closed then.
    const [cedo, amanha, fechado] = tokens;
    expect((await agendar(cedo!, '2026-12-05T19:20:00')).body).toEqual({
      erro: 'Escolha um horário a partir das 19:30.',
    });
    const outroDia = 'Agende para um horário de hoje, dentro do horário de funcionamento.';
    expect((await agendar(amanha!, '2026-12-06T20:00:00')).body).toEqual({ erro: outroDia });
    expect((await agendar(fechado!, '2026-12-05T23:50:00')).body).toEqual({ erro: outroDia });
    expect(
      (
        await request(http)
          .post('/api/pedidos')
          .set(autorizado(cedo!))
          .send({ metodo_pagamento: 'entrega', agendado_para: 'amanhã' })
      ).body,
    ).toEqual({ erro: 'Horário de agendamento inválido' });
  });

  test('no cap: nothing is counted', async () => {
    agora = emSP('2026-12-06T20:00:00');
    const [cliente] = await clientes(1);
    expect((await finalizarPedido(http, cliente!)).status).toBe(201);
    const estado = (await ritmo('get', '')).body as EstadoDoRitmo;
    expect(estado).toMatchObject({
      capacidade: { por_janela: null },
      janelas: [],
      proxima_janela: null,
    });
    const menu = clients.open(server.url, { empresa_id: 1 });
    await roundTrip(menu);
  });
});

describe('scheduled orders and the kitchen', () => {
  test('expected at its chosen time; no kitchen alert before its start; announced to the staff when the kitchen must start it', async () => {
    const tela = await request(http)
      .post('/api/monitor/telas')
      .set(autorizado(gestao))
      .send({ nome: 'Cozinha agendados' });
    expect(tela.status).toBe(201);
    // A kitchen printer: the scheduled order prints when the kitchen must start it, not before.
    const agente = await agentePareado(http, gestao, 'PC agendados');
    const impressora = await request(http)
      .post('/api/impressoras')
      .set(autorizado(gestao))
      .send({ nome: 'Cozinha', agente_id: agente.agente.id, endereco: '192.168.0.60' })
      .expect(201);
    const { trabalhos } = await conectarAgente(clients, server.url, agente.token);
    const ticketsDe = (id: number) =>
      trabalhos.filter((t) => t.documento.titulo === `Ticket da cozinha #${id}`);
    try {
      const [a, b] = await clientes(2);
      const { socket: doCliente } = await clients.connected(server.url, b!);
      const previsoes: PrevisaoDoPedidoEvento[] = [];
      doCliente.on('pedido:previsao', (p) => previsoes.push(p));
      const agora0 = Date.now();
      const asap = (await finalizarPedido(http, a!)).body as Pedido;
      const para = new Date(Math.ceil((agora0 + 90 * 60_000) / 60_000) * 60_000);
      const res = await request(http)
        .post('/api/pedidos')
        .set(autorizado(b!))
        .send({
          tipo_pedido: 'entrega',
          dados_cliente: { endereco: ENDERECO_CENTRO },
          metodo_pagamento: 'entrega',
          detalhes_pagamento: { metodo: 'pix' },
          agendado_para: para.toISOString(),
        });
      expect(res.status).toBe(201);
      const agendado = res.body as Pedido;
      expect(agendado.agendado_para).toBe(para.toISOString());
      // Its customer is told the chosen time, not the queue's.
      const previsao = await esperar(() => previsoes.find((p) => p.pedido_id === agendado.id));
      expect(previsao.previsao_em).toBe(para.toISOString());

      const alertasDe = async () =>
        (
          (await request(http).get('/api/monitor/cozinha').set(autorizado(gestao))).body as {
            alertas: { tipo: string; pedido_id?: number }[];
          }
        ).alertas
          .filter((x) => x.tipo === 'pedido')
          .map((x) => x.pedido_id);

      // A minute later no screen confirmed either: only the order placed to be made now alerts.
      agora = new Date(Date.now() + 60_000);
      await server.core.cozinha.vigiar();
      const primeiros = await alertasDe();
      expect(primeiros).toContain(asap.id);
      expect(primeiros).not.toContain(agendado.id);
      await esperar(() => (ticketsDe(asap.id).length ? true : undefined));
      expect(ticketsDe(agendado.id)).toEqual([]);

      // Once the kitchen must start it, it is due on the screens like any other.
      const inicio = inicioNaCozinha(agendado, TEMPO_PREPARO_PADRAO)!;
      expect(inicio).toBeLessThan(para.getTime());
      agora = new Date(inicio + 60_000);
      await server.core.cozinha.vigiar();
      expect(await alertasDe()).toContain(agendado.id);

      // The job the checkout scheduled for that moment announces it again to the staff screens.
      const { socket: painel } = await clients.connected(server.url, gestao);
      const anunciado = new Promise<Pedido>((resolve) =>
        painel.on('pedido:atualizado', (p) => p.id === agendado.id && resolve(p)),
      );
      await expect(
        server.core.jobs['ritmo.liberar'](
          { empresaId: 1, pedidoId: agendado.id },
          { progresso: async () => undefined },
        ),
      ).resolves.toEqual({ anunciado: true });
      await expect(anunciado).resolves.toMatchObject({
        id: agendado.id,
        agendado_para: para.toISOString(),
      });
      const [ticket] = await esperar(() =>
        ticketsDe(agendado.id).length ? ticketsDe(agendado.id) : undefined,
      );
      expect(ticket!.documento.titulo).toBe(`Ticket da cozinha #${agendado.id}`);
    } finally {
      await request(http)
        .delete(`/api/impressoras/${(impressora.body as { id: number }).id}`)
        .set(autorizado(gestao));
      await request(http)
        .delete(`/api/monitor/telas/${(tela.body as { id: number }).id}`)
        .set(autorizado(gestao));
    }
  });
});
