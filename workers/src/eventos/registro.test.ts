import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  compararSeq,
  JANELA_DE_REPOSICAO_MS,
  rooms,
  seqDoInstante,
  type DomainEvent,
} from '@cardapio/shared-events';
import { criarRegistroEmMemoria, MAXIMO_DA_REPOSICAO, type RegistroDeEventos } from './registro';
import { criarRegistroNoRedis } from './registro-redis';

/** A waiter call of a company (the smallest event), to the staff's and the waiters' rooms. */
const chamada = (empresaId: number, id: number): DomainEvent => ({
  name: 'chamada:criada',
  empresaId,
  rooms: [rooms.equipe(empresaId), rooms.garcons(empresaId)],
  payload: {
    id,
    empresa_id: empresaId,
    mesa: '1',
    tipo: 'garcom',
    status: 'pendente',
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
  },
});

/** The same rules, whichever log a deployment has. */
function regrasDoRegistro(criar: () => Promise<RegistroDeEventos>) {
  test('places are increasing; a replay gives the events after a place, to the rooms asked, in order', async () => {
    const registro = await criar();
    const desde = await registro.posicao(1);
    const seqs: string[] = [];
    for (let id = 1; id <= 5; id++) seqs.push(await registro.registrar(chamada(1, id)));
    await registro.registrar(chamada(2, 99));
    for (let i = 1; i < seqs.length; i++)
      expect(compararSeq(seqs[i]!, seqs[i - 1]!)).toBeGreaterThan(0);
    expect(compararSeq(seqs[0]!, desde)).toBeGreaterThan(0);

    const todos = await registro.desde(1, desde, [rooms.garcons(1)]);
    expect(todos?.map((e) => (e.payload as { id: number }).id)).toEqual([1, 2, 3, 4, 5]);
    const depoisDoTerceiro = await registro.desde(1, seqs[2]!, [rooms.equipe(1)]);
    expect(depoisDoTerceiro?.map((e) => e.seq)).toEqual(seqs.slice(3));
    // Another company's rooms, or rooms of nobody here: nothing.
    expect(await registro.desde(1, desde, [rooms.equipe(2)])).toEqual([]);
    // The position is past everything written.
    expect(compararSeq(await registro.posicao(1), seqs[4]!)).toBeGreaterThanOrEqual(0);
    await registro.fechar();
  });

  test('a place older than the window, or before the log began, is answered "read again"', async () => {
    const registro = await criar();
    await registro.registrar(chamada(1, 1));
    expect(
      await registro.desde(1, seqDoInstante(Date.now() - JANELA_DE_REPOSICAO_MS - 60_000), [
        rooms.equipe(1),
      ]),
    ).toBeNull();
    expect(await registro.desde(1, '0-0', [rooms.equipe(1)])).toBeNull();
    await registro.fechar();
  });
}

describe('in memory (one process)', () => {
  regrasDoRegistro(async () => criarRegistroEmMemoria());

  test('what passes the window is dropped, and a place before it is answered "read again"', async () => {
    let agora = 1_000_000_000_000;
    const registro = criarRegistroEmMemoria({ agora: () => agora });
    const primeira = await registro.registrar(chamada(1, 1));
    agora += JANELA_DE_REPOSICAO_MS + 1;
    await registro.registrar(chamada(1, 2));
    expect(await registro.desde(1, primeira, [rooms.equipe(1)])).toBeNull();
    const recente = seqDoInstante(agora - 1000);
    expect((await registro.desde(1, recente, [rooms.equipe(1)]))?.length).toBe(1);
  });

  test('more missed events than a replay carries: read again', async () => {
    const registro = criarRegistroEmMemoria();
    const desde = await registro.posicao(1);
    for (let id = 0; id <= MAXIMO_DA_REPOSICAO; id++) await registro.registrar(chamada(1, id));
    expect(await registro.desde(1, desde, [rooms.equipe(1)])).toBeNull();
  });
});

const REDIS = process.env.TEST_REDIS_URL;
(REDIS ? describe : describe.skip)('in Redis Streams (every process of a deployment)', () => {
  const clientes: Redis[] = [];
  afterAll(async () => {
    for (const c of clientes) await c.quit();
  });
  const novoPrefixo = () => `teste-registro-${randomBytes(6).toString('hex')}`;
  const conectar = () => {
    const c = new Redis(REDIS!);
    clientes.push(c);
    return c;
  };

  regrasDoRegistro(async () => criarRegistroNoRedis(conectar(), novoPrefixo()));

  test('two processes write one stream: one order of places across them', async () => {
    const prefixo = novoPrefixo();
    const a = criarRegistroNoRedis(conectar(), prefixo);
    const b = criarRegistroNoRedis(conectar(), prefixo);
    const desde = await a.posicao(1);
    await Promise.all([
      a.registrar(chamada(1, 1)),
      b.registrar(chamada(1, 2)),
      a.registrar(chamada(1, 3)),
    ]);
    const vistos = await b.desde(1, desde, [rooms.equipe(1)]);
    expect(vistos?.map((e) => (e.payload as { id: number }).id).sort()).toEqual([1, 2, 3]);
  });

  test('Redis losing its data (a restart without persistence) makes older places "read again"', async () => {
    const prefixo = novoPrefixo();
    const redis = conectar();
    const registro = criarRegistroNoRedis(redis, prefixo);
    const desde = await registro.posicao(1);
    await registro.registrar(chamada(1, 1));
    expect(await registro.desde(1, desde, [rooms.equipe(1)])).toHaveLength(1);
    await redis.del(`${prefixo}:eventos:1`, `${prefixo}:eventos:inicio`);
    await registro.registrar(chamada(1, 2));
    expect(await registro.desde(1, desde, [rooms.equipe(1)])).toBeNull();
  });

  test('a writer silent past its time died: the watcher hears it once, and places before then are "read again"', async () => {
    const prefixo = novoPrefixo();
    const sinalDeVida = { intervaloMs: 50, prazoMs: 400 };
    const mortos: number[] = [];
    const vigia = criarRegistroNoRedis(conectar(), prefixo, {
      aoPerderEscritor: (n) => mortos.push(n),
      sinalDeVida,
    });
    const quemSai = criarRegistroNoRedis(conectar(), prefixo, { sinalDeVida });
    // Its own connection, cut below as a SIGKILL would: no goodbye.
    const conexaoDoQueMorre = new Redis(REDIS!);
    const quemMorre = criarRegistroNoRedis(conexaoDoQueMorre, prefixo, { sinalDeVida });
    const desde = await vigia.posicao(1);
    await quemMorre.registrar(chamada(1, 1));

    // Leaving is not dying.
    await quemSai.fechar();
    await new Promise((r) => setTimeout(r, 800));
    expect(mortos).toEqual([]);
    expect(await vigia.desde(1, desde, [rooms.equipe(1)])).toHaveLength(1);

    conexaoDoQueMorre.disconnect();
    const prazo = Date.now() + 5000;
    while (mortos.length === 0 && Date.now() < prazo) await new Promise((r) => setTimeout(r, 50));
    expect(mortos).toEqual([1]);
    // It may have committed something it never wrote: from before its death, read again.
    expect(await vigia.desde(1, desde, [rooms.equipe(1)])).toBeNull();
    const depois = await vigia.posicao(1);
    await vigia.registrar(chamada(1, 2));
    expect(await vigia.desde(1, depois, [rooms.equipe(1)])).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(mortos).toEqual([1]);
    await vigia.fechar();
  });
});
