import { rooms, type DomainEvent } from '@cardapio/shared-events';
import { createTestDatabase } from '../testing';
import type { Database } from '../db/client';
import { eventosPendentes } from './schema';
import { createEventosPendentesService, type EventosPendentes } from './service';

/** Issue 28 §4: the outbox of events the log refused (PGlite, or PostgreSQL with DATABASE_URL). */

let database: Database;
let pendentes: EventosPendentes;

beforeAll(async () => {
  database = await createTestDatabase();
  pendentes = createEventosPendentesService({ db: database.db });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(eventosPendentes);
});

const chamada = (empresaId: number, id: number): DomainEvent => ({
  name: 'chamada:criada',
  empresaId,
  rooms: [rooms.equipe(empresaId), rooms.garcons(empresaId)],
  payload: {
    id,
    empresa_id: empresaId,
    mesa: String(id),
    tipo: 'garcom',
    status: 'pendente',
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
  },
});

const linhas = () => database.db.select().from(eventosPendentes).orderBy(eventosPendentes.id);
const idDe = (evento: DomainEvent) => (evento.payload as { id: number }).id;

test('an event kept comes back as it was, oldest first, and goes once delivered', async () => {
  for (const id of [1, 2, 3]) await pendentes.guardar(chamada(1, id));
  expect(await pendentes.empresasComPendentes()).toEqual([1]);

  const entregues: DomainEvent[] = [];
  const resultado = await pendentes.entregar(1, async (evento) => {
    entregues.push(evento);
  });
  expect(resultado).toEqual({ entregues: 3, restam: false });
  expect(entregues).toEqual([chamada(1, 1), chamada(1, 2), chamada(1, 3)]);
  expect(await linhas()).toEqual([]);
  expect(await pendentes.empresasComPendentes()).toEqual([]);
});

test('a delivery touches only its company’s rows', async () => {
  await pendentes.guardar(chamada(1, 1));
  await pendentes.guardar(chamada(2, 2));
  expect(await pendentes.empresasComPendentes()).toEqual([1, 2]);
  const entregues: number[] = [];
  await pendentes.entregar(2, async (evento) => {
    entregues.push(evento.empresaId);
  });
  expect(entregues).toEqual([2]);
  expect((await linhas()).map((l) => l.empresa_id)).toEqual([1]);
});

test('a refusal stops the pass: what went before is deleted, the refused row counts an attempt, the rest waits', async () => {
  for (const id of [1, 2, 3, 4]) await pendentes.guardar(chamada(1, id));
  const recusa = new Error('registro indisponível');
  const resultado = await pendentes.entregar(1, async (evento) => {
    if (idDe(evento) === 3) throw recusa;
  });
  expect(resultado).toEqual({ entregues: 2, restam: false, falha: recusa });
  const restantes = await linhas();
  expect(restantes.map((l) => [(l.payload as { id: number }).id, l.tentativas])).toEqual([
    [3, 1],
    [4, 0],
  ]);

  // The log is back: the rest goes, in order.
  const depois: number[] = [];
  await pendentes.entregar(1, async (evento) => {
    depois.push(idDe(evento));
  });
  expect(depois).toEqual([3, 4]);
  expect(await linhas()).toEqual([]);
});

test('a pass takes at most its batch and says more remain', async () => {
  for (let id = 1; id <= 5; id++) await pendentes.guardar(chamada(1, id));
  const vistos: number[] = [];
  const entregar = async (evento: DomainEvent) => {
    vistos.push(idDe(evento));
  };
  expect(await pendentes.entregar(1, entregar, 2)).toEqual({ entregues: 2, restam: true });
  expect(await pendentes.entregar(1, entregar, 2)).toEqual({ entregues: 2, restam: true });
  expect(await pendentes.entregar(1, entregar, 2)).toEqual({ entregues: 1, restam: false });
  expect(vistos).toEqual([1, 2, 3, 4, 5]);
});

test('two deliverers at once (two processes) never deliver one row twice', async () => {
  const total = 40;
  for (let id = 1; id <= total; id++) await pendentes.guardar(chamada(1, id));
  const vistos: number[] = [];
  // Each delivery takes a moment, so the two passes overlap (on PostgreSQL, on two connections;
  // PGlite has one and runs them one after the other).
  const processo = async () => {
    const meus: number[] = [];
    const entregar = async (evento: DomainEvent) => {
      await new Promise((r) => setTimeout(r, 2));
      vistos.push(idDe(evento));
      meus.push(idDe(evento));
    };
    let vazio = false;
    while (!vazio) vazio = (await pendentes.entregar(1, entregar, 7)).entregues === 0;
    return meus.length;
  };
  const porProcesso = await Promise.all([processo(), processo()]);
  expect(vistos.length).toBe(total);
  expect(new Set(vistos).size).toBe(total);
  expect(await linhas()).toEqual([]);
  // On PostgreSQL each skipped the rows the other held and took the next ones.
  if (database.kind === 'postgres') for (const n of porProcesso) expect(n).toBeGreaterThan(0);
});
