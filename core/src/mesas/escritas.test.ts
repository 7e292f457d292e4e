import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import type { Database } from '../db/client';
import { mesas } from './schema';
import { tocarMesas } from './escritas';

/**
 * A table's version only moves forward: a change that took its clock before a concurrent one
 * but wrote after it still comes out newer, so screens (the newer updated_at wins) keep it.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

test('a later write with an earlier clock still makes the table newer', async () => {
  const [mesa] = await database.db
    .insert(mesas)
    .values({ empresa_id: 1, numero: '9901', nome: 'Mesa 9901', capacidade: 2 })
    .returning();
  const versao = async () =>
    (await database.db.select().from(mesas).where(eq(mesas.id, mesa!.id)))[0]!.updated_at;

  const depois = new Date(Date.now() + 60_000);
  await database.db.transaction((tx) => tocarMesas(tx, [mesa!.id], depois));
  expect((await versao()).getTime()).toBe(depois.getTime());

  const antes = new Date(depois.getTime() - 5_000);
  await database.db.transaction((tx) => tocarMesas(tx, [mesa!.id], antes));
  expect((await versao()).getTime()).toBe(depois.getTime() + 1);

  const muitoDepois = new Date(depois.getTime() + 60_000);
  await database.db.transaction((tx) => tocarMesas(tx, [mesa!.id], muitoDepois));
  expect((await versao()).getTime()).toBe(muitoDepois.getTime());
});
