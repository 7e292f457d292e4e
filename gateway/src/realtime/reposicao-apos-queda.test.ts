import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import {
  JANELA_DE_REPOSICAO_MS,
  rooms,
  type MetaDoEvento,
  type SessaoInfo,
} from '@cardapio/shared-events';
import { criarRegistroEmMemoria } from '@cardapio/workers';
import { pedidoDeTeste } from '../testing/pedido';
import type { ClientSocket } from '../testing/sockets';
import { reporAposQueda } from './reposicao-apos-queda';
import type { RealtimeServer } from './socket-server';

/**
 * A gateway's Redis subscriber that was away missed what the other processes published; once it
 * is back the gateway gives its sockets what the log holds since it lost Redis, or tells them to
 * read again when the log cannot vouch for that span. A real subscriber connection (dropped and
 * reconnected by ioredis), the one-process log, a Socket.IO server and a client.
 */

const REDIS = process.env.TEST_REDIS_URL;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

(REDIS ? describe : describe.skip)(
  'replay to a gateway’s sockets after its subscriber was away',
  () => {
    let httpServer: http.Server;
    let io: RealtimeServer;
    let sub: Redis;
    let cliente: ClientSocket;
    let deslocamento = 0;
    const log = criarRegistroEmMemoria({ agora: () => Date.now() + deslocamento });
    const recebidos: Array<{ id: number; meta?: MetaDoEvento }> = [];
    const infos: SessaoInfo[] = [];

    beforeAll(async () => {
      httpServer = http.createServer();
      io = new Server(httpServer) as RealtimeServer;
      // A kitchen display of company 1 (what the handshake would have decided from its token).
      io.use((socket, next) => {
        socket.data.session = { kind: 'monitor', sub: 7, empresa_id: 1 };
        next();
      });
      io.on('connection', (socket) => void socket.join([rooms.equipe(1), rooms.tela(7)]));
      sub = new Redis(REDIS!);
      reporAposQueda({ io, log, sub });
      await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
      await new Promise((r) => sub.once('ready', r));
      const { port } = httpServer.address() as AddressInfo;
      cliente = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
      // The meta (second argument) is not in the typed event map: read every event raw.
      cliente.onAny((nome: string, pedido: { id: number }, meta?: MetaDoEvento) => {
        if (nome === 'pedido:atualizado')
          recebidos.push({ id: pedido.id, ...(meta ? { meta } : {}) });
      });
      cliente.on('sessao:info', (info) => infos.push(info));
      await new Promise<void>((r) => cliente.once('connect', () => r()));
      // The start's own replay (the subscriber was not subscribed before) found nothing.
      await esperar(300);
    });
    afterAll(async () => {
      cliente?.disconnect();
      sub?.disconnect();
      await new Promise((r) => io.close(r));
    });

    test('what the log took while the subscriber was away reaches the sockets of its rooms, with its place', async () => {
      // Published by other processes: in the log, never heard here (no adapter in this test).
      const seqs: string[] = [];
      for (const id of [1, 2, 3])
        seqs.push(
          await log.registrar({
            name: 'pedido:atualizado',
            empresaId: 1,
            rooms: [rooms.equipe(1)],
            payload: pedidoDeTeste(1, { id }),
          }),
        );
      await log.registrar({
        name: 'pedido:atualizado',
        empresaId: 2,
        rooms: [rooms.equipe(2)],
        payload: pedidoDeTeste(2, { id: 99 }),
      });
      expect(recebidos).toEqual([]);

      sub.disconnect(true); // the connection drops; ioredis connects again at once
      const fim = Date.now() + 5000;
      while (recebidos.length < 3 && Date.now() < fim) await esperar(20);
      await esperar(200);
      expect(recebidos).toEqual(
        [1, 2, 3].map((id, i) => ({ id, meta: { seq: seqs[i], reposto: true } })),
      );
      expect(infos).toEqual([]);
    });

    test('away longer than the log can vouch for: the sockets are told to read again', async () => {
      recebidos.length = 0;
      // The log's clock says the window has passed since the loss.
      deslocamento = JANELA_DE_REPOSICAO_MS + 60_000;
      sub.disconnect(true);
      const fim = Date.now() + 5000;
      while (infos.length < 1 && Date.now() < fim) await esperar(20);
      expect(infos).toEqual([
        { kind: 'monitor', rooms: [rooms.equipe(1), rooms.tela(7)], reposicao: 'incompleta' },
      ]);
      expect(recebidos).toEqual([]);
    });
  },
);
