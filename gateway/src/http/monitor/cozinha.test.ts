import request from 'supertest';
import { createTestDatabase } from '@cardapio/core/testing';
import { createInProcessQueue } from '@cardapio/workers';
import {
  estadoDaTela,
  MENSAGENS_MONITOR,
  type AlertaDaCozinha,
  type EstadoDaCozinha,
  type Recebimento,
  type RespostaDoRecebimento,
  type ServerToClientEvents,
  type TelaMonitor,
  type TelaMonitorCriada,
} from '@cardapio/shared-events';
import { startServer, type RunningServer } from '../../server';
import { autorizado, definirLoja } from '../../testing/loja';
import { pedidoPeloCliente } from '../../testing/pedido';
import { DEMO, loginCliente, loginGarcom, loginStaff } from '../../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../../testing/sockets';
import { createTestServer, testConfig } from '../../testing/test-server';

/**
 * Issue 28 §3: the kitchen screens confirm what they drew, in a table; an order none confirmed
 * in the company's time (20 s by default) and a registered screen silent for a minute while the
 * store is open raise an alert for the staff, which clears itself once it no longer holds.
 */

let server: RunningServer;
let http: RunningServer['httpServer'];
let staff: string;
/** The services' clock runs this far ahead of the wall clock (the alert's 20 s, without waiting). */
let avanco = 0;
const clients = socketClients();

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date(Date.now() + avanco) });
  http = server.httpServer;
  staff = await loginStaff(http);
  await definirLoja(http, staff, true);
});
afterAll(async () => {
  clients.closeAll();
  await server.close();
});
afterEach(() => {
  clients.closeAll();
  avanco = 0;
});

const criarTela = async (nome = 'Cozinha') => {
  const res = await request(http).post('/api/monitor/telas').set(autorizado(staff)).send({ nome });
  expect(res.status).toBe(201);
  return res.body as TelaMonitorCriada;
};
const revogar = (id: number) =>
  request(http).delete(`/api/monitor/telas/${id}`).set(autorizado(staff)).expect(200);

const estado = async (token = staff) => {
  const res = await request(http).get('/api/monitor/cozinha').set(autorizado(token));
  expect(res.status).toBe(200);
  return res.body as EstadoDaCozinha;
};

const confirmar = (socket: ClientSocket, recebimento: unknown) =>
  socket
    .timeout(5000)
    .emitWithAck('cozinha:recebi', recebimento as Recebimento) as Promise<RespostaDoRecebimento>;

/** Everything of one event a socket hears from now on. */
function ouvir<E extends keyof ServerToClientEvents>(socket: ClientSocket, evento: E) {
  const ouvidos: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket.on as (e: string, f: (p: unknown) => void) => void)(evento, (p) =>
    ouvidos.push(p as Parameters<ServerToClientEvents[E]>[0]),
  );
  return ouvidos;
}

async function esperar(condicao: () => boolean | Promise<boolean>, ms = 5000) {
  const limite = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error('a condição não veio a tempo');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const alertaDoPedido = (alertas: AlertaDaCozinha[], pedidoId: number) =>
  alertas.find((a) => a.tipo === 'pedido' && a.pedido_id === pedidoId);

describe('confirmação da cozinha e o alerta de pedido não visto', () => {
  test('fires 20 s after the order when no screen confirmed it, once, and clears when one does', async () => {
    const tela = await criarTela();
    try {
      const quadro = (await clients.connected(server.url, staff)).socket;
      const alertas = ouvir(quadro, 'cozinha:alerta');
      const resolvidos = ouvir(quadro, 'cozinha:alerta-resolvido');
      const recebidos = ouvir(quadro, 'cozinha:recebido');
      const { pedido } = await pedidoPeloCliente(http);

      avanco = 19_000;
      await server.core.cozinha.vigiar();
      expect(alertaDoPedido((await estado()).alertas, pedido.id)).toBeUndefined();

      avanco = 21_000;
      await server.core.cozinha.vigiar();
      await server.core.cozinha.vigiar();
      await roundTrip(quadro);
      const doPedido = alertas.filter((a) => a.tipo === 'pedido' && a.pedido_id === pedido.id);
      expect(doPedido).toHaveLength(1);
      expect(doPedido[0]).toMatchObject({ empresa_id: 1, tipo: 'pedido', pedido_id: pedido.id });
      const alerta = alertaDoPedido((await estado()).alertas, pedido.id);
      expect(alerta).toEqual(doPedido[0]);

      // The screen opens late and draws it: the staff hear the confirmation and the alert ends.
      const cozinha = (await clients.connected(server.url, tela.token)).socket;
      await expect(confirmar(cozinha, { pedidos: [pedido.id] })).resolves.toEqual({
        ok: true,
        tela: 'Cozinha',
      });
      await esperar(() => resolvidos.some((r) => r.id === alerta!.id));
      expect(recebidos).toContainEqual(
        expect.objectContaining({ empresa_id: 1, pedido_id: pedido.id, tela: 'Cozinha' }),
      );
      const depois = await estado();
      expect(alertaDoPedido(depois.alertas, pedido.id)).toBeUndefined();
      expect(depois.recebidos.find((r) => r.pedido_id === pedido.id)).toMatchObject({
        tela: 'Cozinha',
      });
      // Later sweeps do not raise it again.
      avanco = 60_000;
      await server.core.cozinha.vigiar();
      expect(alertaDoPedido((await estado()).alertas, pedido.id)).toBeUndefined();
    } finally {
      await revogar(tela.tela.id);
    }
  }, 30_000);

  test('does not fire for an order a screen confirmed in time, nor for a company without screens', async () => {
    const tela = await criarTela();
    const { pedido: visto } = await pedidoPeloCliente(http);
    const cozinha = (await clients.connected(server.url, tela.token)).socket;
    expect(await confirmar(cozinha, { pedidos: [visto.id] })).toMatchObject({ ok: true });
    await revogar(tela.tela.id);
    // No registered screen now: nobody expects a confirmation.
    const { pedido: semTela } = await pedidoPeloCliente(http);
    avanco = 30_000;
    await server.core.cozinha.vigiar();
    const { alertas } = await estado();
    expect(alertaDoPedido(alertas, visto.id)).toBeUndefined();
    expect(alertaDoPedido(alertas, semTela.id)).toBeUndefined();
  }, 30_000);

  test('a company that turned the alert off (0 s) gets none; the time is validated in pt-BR', async () => {
    const tela = await criarTela();
    try {
      const base = { alerta_amarelo_min: 5, alerta_vermelho_min: 10 };
      for (const invalido of [5, 601, -1, 'vinte', 2_147_483_648]) {
        const res = await request(http)
          .put('/api/monitor/config')
          .set(autorizado(staff))
          .send({ ...base, confirmacao_seg: invalido });
        expect(res.status).toBe(400);
        expect(res.body.erro).toMatch(/segundos/);
      }
      await request(http)
        .put('/api/monitor/config')
        .set(autorizado(staff))
        .send({ ...base, confirmacao_seg: 0 })
        .expect(200);
      const { pedido } = await pedidoPeloCliente(http);
      avanco = 30_000;
      await server.core.cozinha.vigiar();
      expect(alertaDoPedido((await estado()).alertas, pedido.id)).toBeUndefined();
      // A PUT without the field (an older screen) keeps what was saved.
      const semCampo = await request(http)
        .put('/api/monitor/config')
        .set(autorizado(staff))
        .send(base);
      expect(semCampo.body).toMatchObject({ confirmacao_seg: 0 });
    } finally {
      await request(http)
        .put('/api/monitor/config')
        .set(autorizado(staff))
        .send({ alerta_amarelo_min: 5, alerta_vermelho_min: 10, confirmacao_seg: 20 })
        .expect(200);
      await revogar(tela.tela.id);
    }
  }, 30_000);
});

describe('o que a tela confirma', () => {
  test('a staff member on /monitor confirms too, per device; the first confirmation is the one shown', async () => {
    const { pedido } = await pedidoPeloCliente(http);
    const a = (await clients.connected(server.url, staff)).socket;
    const b = (await clients.connected(server.url, await loginStaff(http, DEMO.equipe))).socket;
    expect(await confirmar(a, { pedidos: [pedido.id], dispositivo: 'tablet-1' })).toMatchObject({
      ok: true,
    });
    expect(await confirmar(b, { pedidos: [pedido.id, pedido.id] })).toMatchObject({ ok: true });
    const primeiro = (await estado()).recebidos.find((r) => r.pedido_id === pedido.id)!;
    const nomeDoAdmin = primeiro.tela;
    expect(nomeDoAdmin).toBeTruthy();
    // Again from the same device: nothing new, the first stays.
    expect(await confirmar(a, { pedidos: [pedido.id], dispositivo: 'tablet-1' })).toMatchObject({
      ok: true,
    });
    expect((await estado()).recebidos.find((r) => r.pedido_id === pedido.id)).toEqual(primeiro);
  });

  test('bad input gets a pt-BR refusal and writes nothing; other kinds of session are refused', async () => {
    const { pedido } = await pedidoPeloCliente(http);
    const tela = await criarTela('Chapa');
    try {
      const cozinha = (await clients.connected(server.url, tela.token)).socket;
      const invalidos: unknown[] = [
        undefined,
        null,
        'tudo',
        { pedidos: [] },
        { pedidos: ['1'] },
        { pedidos: [0] },
        { pedidos: [-1] },
        { pedidos: [1.5] },
        { pedidos: [2_147_483_648] },
        { pedidos: Array.from({ length: 501 }, (_, i) => i + 1) },
        { pedidos: [pedido.id], dispositivo: 'a\u0000b' },
        { pedidos: [pedido.id], dispositivo: 'x'.repeat(41) },
      ];
      for (const dados of invalidos)
        expect(await confirmar(cozinha, dados)).toEqual({
          ok: false,
          erro: MENSAGENS_MONITOR.recebimentoInvalido,
        });
      // Without an ack function the event is ignored (and the socket lives on).
      (cozinha.emit as (nome: string, ...args: unknown[]) => unknown)('cozinha:recebi', {
        pedidos: [pedido.id],
      });
      await roundTrip(cozinha);
      expect(cozinha.connected).toBe(true);

      for (const token of [await loginCliente(http), await loginGarcom(http)]) {
        const outro = (await clients.connected(server.url, token)).socket;
        expect(await confirmar(outro, { pedidos: [pedido.id] })).toEqual({
          ok: false,
          erro: MENSAGENS_MONITOR.recebimentoNegado,
        });
      }
      // Another company's screen names this order: nothing is written for either company.
      const staff2 = await loginStaff(http, DEMO.admin2);
      const outraEmpresa = (await clients.connected(server.url, staff2)).socket;
      expect(await confirmar(outraEmpresa, { pedidos: [pedido.id, 2_147_483_647] })).toMatchObject({
        ok: true,
      });
      expect((await estado()).recebidos.find((r) => r.pedido_id === pedido.id)).toBeUndefined();
      expect((await estado(staff2)).recebidos).toEqual([]);
    } finally {
      await revogar(tela.tela.id);
    }
  }, 30_000);

  test('twenty screens confirming at once: each its own row, the order announced once', async () => {
    const { pedido } = await pedidoPeloCliente(http);
    const { pedido: outro } = await pedidoPeloCliente(http);
    const telas = await Promise.all(Array.from({ length: 20 }, (_, i) => criarTela(`Tela ${i}`)));
    try {
      const quadro = (await clients.connected(server.url, staff)).socket;
      const recebidos = ouvir(quadro, 'cozinha:recebido');
      const sockets = await Promise.all(
        telas.map(async (t) => (await clients.connected(server.url, t.token)).socket),
      );
      const staff2 = await loginStaff(http, DEMO.admin2);
      const outraEmpresa = (await clients.connected(server.url, staff2)).socket;
      // All at once, so their statements overlap (none sees another's row); another company's
      // screen naming the same order gets nothing.
      const respostas = await Promise.all([
        ...sockets.map((s, i) =>
          confirmar(s, { pedidos: i % 2 ? [pedido.id, outro.id] : [pedido.id] }),
        ),
        confirmar(outraEmpresa, { pedidos: [pedido.id] }),
      ]);
      expect(respostas.slice(0, 20)).toEqual(telas.map((t) => ({ ok: true, tela: t.tela.nome })));
      expect(respostas[20]).toMatchObject({ ok: true });
      await roundTrip(quadro);
      expect(recebidos.filter((r) => r.pedido_id === pedido.id)).toHaveLength(1);
      expect(recebidos.filter((r) => r.pedido_id === outro.id)).toHaveLength(1);
      expect((await estado(staff2)).recebidos).toEqual([]);
      const lidas = (await request(http).get('/api/monitor/telas').set(autorizado(staff)))
        .body as TelaMonitor[];
      for (const t of telas)
        expect(lidas.find((l) => l.id === t.tela.id)).toMatchObject({
          ultimo_sinal_em: expect.any(String),
          ultimo_pedido_em: expect.any(String),
        });
      // Each screen holds its own rows: confirming again adds nothing, for any of them.
      const denovo = await Promise.all(
        sockets.map((s) => confirmar(s, { pedidos: [pedido.id, outro.id] })),
      );
      expect(denovo.every((r) => r.ok)).toBe(true);
      await roundTrip(quadro);
      expect(recebidos.filter((r) => r.pedido_id === outro.id)).toHaveLength(1);
      const visto = (await estado()).recebidos.find((r) => r.pedido_id === pedido.id)!;
      expect(telas.map((t) => t.tela.nome)).toContain(visto.tela);
    } finally {
      for (const t of telas) await revogar(t.tela.id);
    }
  }, 30_000);

  test('a megabyte on the kitchen events is refused without harm: the server drops that socket, the others go on', async () => {
    const { pedido } = await pedidoPeloCliente(http);
    const outro = (await clients.connected(server.url, staff)).socket;
    for (const evento of ['cozinha:recebi', 'fluxo:conferir'] as const) {
      const grande = (await clients.connected(server.url, staff)).socket;
      const caiu = new Promise<string>((r) => grande.once('disconnect', r));
      const enorme = 'x'.repeat(1_100_000);
      (grande.emit as (nome: string, ...args: unknown[]) => unknown)(
        evento,
        evento === 'cozinha:recebi'
          ? { pedidos: [pedido.id], dispositivo: enorme }
          : { desde: enorme },
        () => undefined,
      );
      expect(await caiu).toBe('transport close');
      await roundTrip(outro);
      expect(outro.connected).toBe(true);
    }
    expect((await estado()).recebidos.find((r) => r.pedido_id === pedido.id)).toBeUndefined();
  });

  test('GET /api/monitor/cozinha is for staff only', async () => {
    expect((await request(http).get('/api/monitor/cozinha')).status).toBe(401);
    const cliente = await loginCliente(http);
    expect((await request(http).get('/api/monitor/cozinha').set(autorizado(cliente))).status).toBe(
      403,
    );
  });
});

describe('o sinal das telas', () => {
  test('a screen is heard when it connects and missed when it goes; a minute of silence while open is alerted', async () => {
    const tela = await criarTela('Bar');
    try {
      const quadro = (await clients.connected(server.url, staff)).socket;
      const estados = ouvir(quadro, 'cozinha:tela');
      const alertas = ouvir(quadro, 'cozinha:alerta');
      const resolvidos = ouvir(quadro, 'cozinha:alerta-resolvido');

      const cozinha = (await clients.connected(server.url, tela.token)).socket;
      await esperar(() => estados.some((t) => t.id === tela.tela.id && !!t.ultimo_sinal_em));
      const listada = async () =>
        (
          (await request(http).get('/api/monitor/telas').set(autorizado(staff)))
            .body as TelaMonitor[]
        ).find((t) => t.id === tela.tela.id)!;
      expect(estadoDaTela(await listada(), Date.now())).toEqual({ estado: 'conectada' });

      cozinha.disconnect();
      await esperar(async () => estadoDaTela(await listada(), Date.now()).estado === 'sem_sinal');
      await esperar(() => estados.some((t) => t.id === tela.tela.id && t.desconectada_em !== null));

      // Within the minute: no alert. After it, with the store open: one.
      avanco = 30_000;
      await server.core.cozinha.vigiar();
      avanco = 61_000;
      await server.core.cozinha.vigiar();
      await roundTrip(quadro);
      const daTela = alertas.filter((a) => a.tipo === 'tela' && a.tela_id === tela.tela.id);
      expect(daTela).toHaveLength(1);
      expect(daTela[0]).toMatchObject({ tela: 'Bar' });

      // It comes back: the alert ends by itself.
      avanco = 0;
      await clients.connected(server.url, tela.token);
      await esperar(() => resolvidos.some((r) => r.id === daTela[0]!.id));
      expect((await estado()).alertas.find((a) => a.id === daTela[0]!.id)).toBeUndefined();
    } finally {
      await revogar(tela.tela.id);
    }
  }, 30_000);

  test('no silence alert while the store is closed', async () => {
    const tela = await criarTela('Noite');
    try {
      const cozinha = (await clients.connected(server.url, tela.token)).socket;
      await roundTrip(cozinha);
      cozinha.disconnect();
      await definirLoja(http, staff, false);
      avanco = 120_000;
      await server.core.cozinha.vigiar();
      expect(
        (await estado()).alertas.find((a) => a.tipo === 'tela' && a.tela_id === tela.tela.id),
      ).toBeUndefined();
    } finally {
      await definirLoja(http, staff, true);
      await revogar(tela.tela.id);
    }
  }, 30_000);
});

test('confirmations and signals are in the database: a restarted gateway still shows them', async () => {
  const database = await createTestDatabase();
  const iniciar = () =>
    startServer({
      config: testConfig(),
      database: { ...database, close: async () => undefined },
      queue: createInProcessQueue(),
      log: () => undefined,
    });
  const primeiro = await iniciar();
  let segundo: RunningServer | null = null;
  try {
    const token = await loginStaff(primeiro.httpServer);
    await definirLoja(primeiro.httpServer, token, true);
    const tela = (
      await request(primeiro.httpServer)
        .post('/api/monitor/telas')
        .set(autorizado(token))
        .send({ nome: 'Cozinha' })
    ).body as TelaMonitorCriada;
    const { pedido } = await pedidoPeloCliente(primeiro.httpServer);
    const cozinha = (await clients.connected(primeiro.url, tela.token)).socket;
    expect(await confirmar(cozinha, { pedidos: [pedido.id] })).toMatchObject({ ok: true });
    await primeiro.close();

    segundo = await iniciar();
    const lido = (
      await request(segundo.httpServer).get('/api/monitor/cozinha').set(autorizado(token))
    ).body as EstadoDaCozinha;
    expect(lido.recebidos).toContainEqual(
      expect.objectContaining({ pedido_id: pedido.id, tela: 'Cozinha' }),
    );
    const telas = (
      await request(segundo.httpServer).get('/api/monitor/telas').set(autorizado(token))
    ).body as TelaMonitor[];
    expect(telas.find((t) => t.id === tela.tela.id)).toMatchObject({
      ultimo_sinal_em: expect.any(String),
      ultimo_pedido_em: expect.any(String),
    });
  } finally {
    clients.closeAll();
    await segundo?.close();
    await database.close();
  }
}, 30_000);
