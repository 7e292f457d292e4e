import type { Redis } from 'ioredis';
import { FOLGA_DA_REPOSICAO_MS, seqDoInstante } from '@cardapio/shared-events';
import { paraAsSalas, type RegistroDeEventos } from '@cardapio/workers';
import type { RealtimeServer, RealtimeSocket } from './socket-server';

/**
 * The Redis adapter hears the other processes only while its subscriber is connected: what they
 * sent while it was away (Redis down, or restarted and not yet subscribed again) never arrives,
 * and this gateway's sockets, still connected, have no reason to ask for it. The log has it (an
 * event is sent only once it has its place there, the outbox's late ones included). So when the
 * subscriber is back and subscribed, this gateway gives each of its sockets the events of its
 * company and rooms since it lost Redis (with their places: a screen drops what it already had),
 * or, when the log cannot vouch for that span, tells it to read again (`sessao:info` with
 * `reposicao: 'incompleta'`, as after a handshake whose replay fell short).
 */
export function reporAposQueda({
  io,
  log,
  sub,
}: {
  io: RealtimeServer;
  log: RegistroDeEventos;
  sub: Redis;
}): void {
  // Not yet subscribed at start: sockets that connect before it are covered the same way.
  let perdeuEm: number | undefined = Date.now();
  sub.on('close', () => (perdeuEm ??= Date.now()));
  sub.on('ready', () => {
    if (perdeuEm === undefined) return;
    const desde = seqDoInstante(perdeuEm - FOLGA_DA_REPOSICAO_MS);
    perdeuEm = undefined;
    // ioredis subscribes again as it becomes ready; a PING answered after those replies means
    // whatever is published from now on arrives here, so the log read covers the rest.
    sub.ping().then(
      () => repor(desde),
      () => undefined, // lost again: the next 'ready' replays from the older loss
    );
  });

  async function repor(desde: string) {
    const porEmpresa = new Map<number, RealtimeSocket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const empresaId = socket.data.session?.empresa_id ?? socket.data.empresaPublica;
      if (empresaId === undefined) continue;
      const lista = porEmpresa.get(empresaId) ?? [];
      lista.push(socket);
      porEmpresa.set(empresaId, lista);
    }
    for (const [empresaId, sockets] of porEmpresa) {
      const salas = new Set(sockets.flatMap((s) => [...s.rooms]));
      const eventos = await log.desde(empresaId, desde, [...salas]).catch(() => null);
      for (const socket of sockets) {
        if (!socket.connected) continue;
        if (!eventos) {
          socket.emit('sessao:info', {
            kind: socket.data.session?.kind ?? 'publico',
            rooms: [...socket.rooms].filter((sala) => sala !== socket.id),
            reposicao: 'incompleta',
          });
          continue;
        }
        const dela = paraAsSalas([...socket.rooms]);
        const emitir = socket.emit.bind(socket) as (nome: string, ...args: unknown[]) => boolean;
        for (const e of eventos)
          if (dela(e)) emitir(e.name, e.payload, { seq: e.seq, reposto: true });
      }
    }
  }
}
