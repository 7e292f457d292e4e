import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { compararSeq, rooms, type DomainEvent, type MetaDoEvento } from '@cardapio/shared-events';
import {
  createEventosPendentesService,
  createTestDatabase,
  eventosPendentes,
} from '@cardapio/core/testing';
import type { Database } from '@cardapio/core';
import { publicarRegistrado, type Destino } from './publicacao';
import { iniciarReenvio, type Reenvio } from './reenvio';
import { criarRegistroNoRedis } from './registro-redis';

/**
 * Issue 28 §4 with a real Redis that goes away: a redis-server of this test's own, killed and
 * started again on the same port, the log on it, the outbox in the test's database (PGlite, or
 * PostgreSQL with DATABASE_URL), and two delivery loops on it as two processes would run.
 */

const temRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
if (!temRedis) console.warn('[reenvio] pulado: falta redis-server nesta máquina');
const descrever = temRedis ? describe : describe.skip;

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function ate(condicao: () => Promise<boolean> | boolean, ms: number, oQue: string) {
  const fim = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error(`tempo esgotado esperando ${oQue}`);
    await esperar(50);
  }
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function iniciarRedis(porta: number): Promise<ChildProcess> {
  const filho = spawn(
    'redis-server',
    ['--port', String(porta), '--bind', '127.0.0.1', '--save', ''],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let saida = '';
  filho.stdout!.on('data', (d) => (saida += String(d)));
  await ate(() => saida.includes('Ready to accept connections'), 10_000, 'o Redis');
  return filho;
}

async function matar(filho: ChildProcess) {
  if (filho.exitCode !== null || filho.signalCode !== null) return;
  const saiu = new Promise((r) => filho.once('exit', r));
  filho.kill('SIGKILL');
  await saiu;
}

const chamada = (id: number): DomainEvent => ({
  name: 'chamada:criada',
  empresaId: 1,
  rooms: [rooms.equipe(1)],
  payload: {
    id,
    empresa_id: 1,
    mesa: String(id),
    tipo: 'garcom',
    status: 'pendente',
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
  },
});

interface Enviado {
  id: number;
  rooms: string[];
  meta?: MetaDoEvento;
}

descrever('the events outbox with Redis going away', () => {
  let porta: number;
  let redis: ChildProcess;
  let cliente: Redis;
  let database: Database;
  const loops: Reenvio[] = [];

  beforeAll(async () => {
    porta = await portaLivre();
    redis = await iniciarRedis(porta);
    cliente = new Redis(`redis://127.0.0.1:${porta}`, { maxRetriesPerRequest: 1 });
    cliente.on('error', () => undefined);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(loops.map((l) => l.fechar()));
    cliente?.disconnect();
    if (redis) await matar(redis);
    await database?.close();
  });

  test('refused events go out at once without a place, wait in the database, and are delivered once with a place when Redis is back', async () => {
    const pendentes = createEventosPendentesService({ db: database.db });
    const registro = criarRegistroNoRedis(cliente, `reenvio-${porta}`);
    const enviados: Enviado[] = [];
    const destino: Destino = {
      to: (salas) => ({
        emit: (_nome, payload, meta) =>
          enviados.push({
            id: (payload as { id: number }).id,
            rooms: salas,
            ...(meta ? { meta: meta as MetaDoEvento } : {}),
          }),
      }),
    };
    // Two processes on one database: each runs its loop.
    const opcoes = { pendentes, registro, destino, primeiraMs: 50, minimoMs: 100, maximoMs: 400 };
    loops.push(iniciarReenvio(opcoes), iniciarReenvio(opcoes));
    const [a, b] = loops as [Reenvio, Reenvio];
    const falhas: unknown[] = [];
    const publicarPor = (reenvio: Reenvio) =>
      publicarRegistrado(destino, registro, {
        local: destino,
        aoFalhar: (erro) => falhas.push(erro),
        recusado: (evento) => reenvio.guardar(evento),
      });

    // Redis up: a place at once, nothing kept.
    publicarPor(a)(chamada(0));
    await ate(() => enviados.length === 1, 5000, 'o primeiro evento');
    expect(enviados[0]!.meta?.seq).toBeDefined();

    await matar(redis);
    for (let id = 1; id <= 6; id++) publicarPor(id % 2 ? a : b)(chamada(id));
    const linhas = () => database.db.select().from(eventosPendentes);
    await ate(async () => (await linhas()).length === 6, 10_000, 'os 6 eventos guardados');
    // Each went out at once, without a place (this process's own sockets would have it).
    expect(
      enviados
        .filter((e) => !e.meta)
        .map((e) => e.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(falhas.length).toBe(6);
    // While Redis stays down the loops try and back off; nothing is lost, nothing is sent.
    await esperar(1500);
    expect((await linhas()).length).toBe(6);
    expect(enviados.filter((e) => e.meta).length).toBe(1);

    redis = await iniciarRedis(porta);
    await ate(async () => (await linhas()).length === 0, 15_000, 'a caixa de saída vazia');
    const comLugar = enviados.filter((e) => e.meta && e.id > 0);
    // Each once, with its place, in the order it was published (one process took them all, or
    // each took a part: the ids of each process's part still climb with their places).
    expect(comLugar.map((e) => e.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(comLugar.every((e) => e.rooms.join() === rooms.equipe(1))).toBe(true);
    const porLugar = [...comLugar].sort((x, y) => compararSeq(x.meta!.seq, y.meta!.seq));
    expect(new Set(porLugar.map((e) => e.meta!.seq)).size).toBe(6);
    // And the log holds each once (Redis came back empty here, with no persistence: only they).
    const noLog = await cliente.xrange(`reenvio-${porta}:eventos:1`, '-', '+');
    const ids = noLog.map(([, campos]) => (JSON.parse(campos[1]!) as { p: { id: number } }).p.id);
    expect(ids.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  }, 40_000);

  test('when the database cannot keep a refused event it says so loudly and throws nothing', async () => {
    const fechado = await createTestDatabase();
    await fechado.close();
    const erros: unknown[][] = [];
    const espiao = jest.spyOn(console, 'error').mockImplementation((...args) => {
      erros.push(args);
    });
    try {
      const reenvio = iniciarReenvio({
        pendentes: createEventosPendentesService({ db: fechado.db }),
        registro: criarRegistroNoRedis(cliente, `reenvio-fechado-${porta}`),
        destino: { to: () => ({ emit: () => undefined }) },
        primeiraMs: 60_000,
      });
      expect(() => reenvio.guardar(chamada(99))).not.toThrow();
      await reenvio.fechar();
    } finally {
      espiao.mockRestore();
    }
    expect(erros).toHaveLength(1);
    expect(String(erros[0]![0])).toContain('EVENTO PERDIDO');
    expect(String(erros[0]![0])).toContain('chamada:criada');
  });
});
