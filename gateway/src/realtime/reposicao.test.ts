import { compararSeq, rooms, seqDoInstante, type SessaoInfo } from '@cardapio/shared-events';
import type { RunningServer } from '../server';
import { pedidoDeTeste } from '../testing/pedido';
import { loginStaff } from '../testing/sessions';
import { roundTrip, socketClients, type ClientSocket } from '../testing/sockets';
import { createTestServer, startTwoGateways } from '../testing/test-server';

/**
 * Issue 28 §2: a screen that was away says where it stopped (auth.desde) and is given exactly
 * the events it missed, in order, once, marked as replayed, before `sessao:info`; one away too
 * long (or from before the log) is told to read again. Real gateways, real Socket.IO clients.
 */

const clients = socketClients();
afterEach(() => clients.closeAll());

interface Recebido {
  nome: string;
  id: number | undefined;
  meta: { seq: string; reposto?: true } | undefined;
}

/** Connects and collects every event until `sessao:info` (which it answers with). */
function conectarERecolher(url: string, auth: Record<string, unknown>) {
  const socket = clients.open(url, auth);
  const recebidos: Recebido[] = [];
  socket.onAny((nome: string, payload: { id?: number }, meta?: Recebido['meta']) => {
    if (nome !== 'sessao:info') recebidos.push({ nome, id: payload?.id, meta });
  });
  const info = new Promise<SessaoInfo>((resolve, reject) => {
    socket.once('sessao:info', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, recebidos, info };
}

const publicarPedidos = (server: RunningServer, empresaId: number, ids: number[]) => {
  for (const id of ids)
    server.core.publish({
      name: 'pedido:criado',
      empresaId,
      rooms: [rooms.equipe(empresaId)],
      payload: pedidoDeTeste(empresaId, { id }),
    });
};

describe('one process (log in memory)', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer();
    token = await loginStaff(server.httpServer);
  });
  afterAll(() => server.close());

  test('every live event carries its place in the stream, in increasing order', async () => {
    const { socket, recebidos, info } = conectarERecolher(server.url, { token });
    const { seq: posicao } = await info;
    expect(posicao).toMatch(/^\d+-\d+$/);
    publicarPedidos(server, 1, [11, 12, 13]);
    await new Promise((r) => setTimeout(r, 50));
    await roundTrip(socket as ClientSocket);
    expect(recebidos.map((r) => r.id)).toEqual([11, 12, 13]);
    const seqs = recebidos.map((r) => r.meta!.seq);
    expect(compararSeq(seqs[0]!, posicao!)).toBeGreaterThan(0);
    expect(compararSeq(seqs[1]!, seqs[0]!)).toBeGreaterThan(0);
    expect(compararSeq(seqs[2]!, seqs[1]!)).toBeGreaterThan(0);
    expect(recebidos.every((r) => r.meta?.reposto === undefined)).toBe(true);
  });

  test('reconnecting with desde replays exactly the missed events of its company, in order, then says complete', async () => {
    const primeira = conectarERecolher(server.url, { token });
    const { seq: desde } = await primeira.info;
    primeira.socket.disconnect();

    publicarPedidos(server, 1, [21, 22]);
    publicarPedidos(server, 2, [99]); // another company's: never replayed here
    publicarPedidos(server, 1, [23]);
    await new Promise((r) => setTimeout(r, 50));

    const volta = conectarERecolher(server.url, { token, desde });
    const info = await volta.info;
    expect(info.reposicao).toBe('completa');
    expect(volta.recebidos.map((r) => [r.nome, r.id, r.meta?.reposto])).toEqual([
      ['pedido:criado', 21, true],
      ['pedido:criado', 22, true],
      ['pedido:criado', 23, true],
    ]);
    // The position it is given is past what was replayed: the next reconnection asks from there.
    expect(compararSeq(info.seq!, volta.recebidos.at(-1)!.meta!.seq)).toBeGreaterThanOrEqual(0);

    // Asking again from that position replays nothing: each event is given once.
    volta.socket.disconnect();
    const de_novo = conectarERecolher(server.url, { token, desde: info.seq });
    expect((await de_novo.info).reposicao).toBe('completa');
    expect(de_novo.recebidos).toEqual([]);
  });

  test('a place from before the log began, or past the window, is answered "read again"', async () => {
    const antiga = conectarERecolher(server.url, {
      token,
      desde: seqDoInstante(Date.now() - 3_600_000),
    });
    const info = await antiga.info;
    expect(info.reposicao).toBe('incompleta');
    expect(antiga.recebidos).toEqual([]);
  });

  test('a malformed desde is ignored (a plain connection), never an error', async () => {
    for (const desde of ['abc', '1-2-3', 42, { $gt: '' }, 'x'.repeat(10_000), '1\u0000-0']) {
      const c = conectarERecolher(server.url, { token, desde });
      const info = await c.info;
      expect(info.reposicao).toBeUndefined();
      c.socket.disconnect();
    }
  });
});

const REDIS = process.env.TEST_REDIS_URL;
(REDIS ? describe : describe.skip)('two gateways (log in Redis Streams)', () => {
  test('an event published on gateway A while the screen was away is replayed by gateway B', async () => {
    const par = await startTwoGateways(REDIS!, 'reposicao');
    try {
      const [a, b] = par.gateways;
      const token = await loginStaff(a.httpServer);
      const primeira = conectarERecolher(a.url, { token });
      const { seq: desde } = await primeira.info;
      primeira.socket.disconnect();

      publicarPedidos(a, 1, [31]);
      publicarPedidos(b, 1, [32]);
      publicarPedidos(a, 2, [98]);
      await new Promise((r) => setTimeout(r, 100));

      const volta = conectarERecolher(b.url, { token, desde });
      expect((await volta.info).reposicao).toBe('completa');
      expect(volta.recebidos.map((r) => [r.id, r.meta?.reposto])).toEqual([
        [31, true],
        [32, true],
      ]);
    } finally {
      await par.close();
    }
  }, 20_000);
});
