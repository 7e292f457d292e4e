import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../testing';
import type { Database } from './client';
import { consultaPreparada, sqlPreparado } from './preparadas';

// A table of this test's own, so what it reads is only what it wrote.
const itens = pgTable('teste_preparadas', {
  id: serial('id').primaryKey(),
  grupo: integer('grupo').notNull(),
  nome: text('nome').notNull(),
});

const nomesDoGrupo = consultaPreparada<{ grupo: number }, { nome: string }[]>((db) =>
  db
    .select({ nome: itens.nome })
    .from(itens)
    .where(eq(itens.grupo, sql.placeholder('grupo')))
    .orderBy(itens.id),
);

const contarDoGrupo = sqlPreparado<{ grupo: number }, { n: number }>(
  () =>
    sql`select count(*)::int as n from ${itens} where ${itens.grupo} = ${sql.placeholder('grupo')}`,
);

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table teste_preparadas (id serial primary key, grupo int not null, nome text not null)`,
  );
  await database.db.insert(itens).values([
    { grupo: 1, nome: 'a' },
    { grupo: 1, nome: 'b' },
    { grupo: 2, nome: 'c' },
  ]);
});
afterAll(async () => database?.close());

test('each call binds its own values: the first call is not kept in the statement', async () => {
  expect(await nomesDoGrupo(database.db, { grupo: 1 })).toEqual([{ nome: 'a' }, { nome: 'b' }]);
  expect(await nomesDoGrupo(database.db, { grupo: 2 })).toEqual([{ nome: 'c' }]);
  expect(await nomesDoGrupo(database.db, { grupo: 3 })).toEqual([]);
  expect(await contarDoGrupo(database.db, { grupo: 1 })).toEqual([{ n: 2 }]);
  expect(await contarDoGrupo(database.db, { grupo: 2 })).toEqual([{ n: 1 }]);
});

test('a statement runs inside the transaction it is given, not beside it', async () => {
  let dentro: unknown;
  let contagem: unknown;
  const desfeita = database.db.transaction(async (tx) => {
    await tx.insert(itens).values({ grupo: 7, nome: 'só na transação' });
    dentro = await nomesDoGrupo(tx, { grupo: 7 });
    contagem = await contarDoGrupo(tx, { grupo: 7 });
    tx.rollback();
  });
  await expect(desfeita).rejects.toThrow();
  // Seen inside its transaction (run on the pool, the uncommitted row would not be there)...
  expect(dentro).toEqual([{ nome: 'só na transação' }]);
  expect(contagem).toEqual([{ n: 1 }]);
  // ...and gone with it.
  expect(await nomesDoGrupo(database.db, { grupo: 7 })).toEqual([]);
});

test('a transaction does not see what another one has not committed', async () => {
  let liberar!: () => void;
  const aberta = new Promise<void>((r) => (liberar = r));
  let inserido!: () => void;
  const jaInseriu = new Promise<void>((r) => (inserido = r));
  const outra = database.db.transaction(async (tx) => {
    await tx.insert(itens).values({ grupo: 9, nome: 'ainda não' });
    inserido();
    await aberta;
  });
  await jaInseriu;
  // On PGlite transactions run one at a time, so the read waits for the other's commit; on
  // PostgreSQL it runs at once and must not see the uncommitted row.
  const leitura = nomesDoGrupo(database.db, { grupo: 9 });
  if (database.kind === 'postgres') expect(await leitura).toEqual([]);
  liberar();
  await outra;
  if (database.kind === 'pglite') await leitura;
  expect(await nomesDoGrupo(database.db, { grupo: 9 })).toEqual([{ nome: 'ainda não' }]);
});

test('a value written into the statement is refused when it is built', async () => {
  const comValorFixo = consultaPreparada<Record<string, never>, unknown[]>((db) =>
    db.select({ nome: itens.nome }).from(itens).where(eq(itens.grupo, 1)),
  );
  await expect(comValorFixo(database.db, {})).rejects.toThrow(/valor fixo/);
  const sqlComValorFixo = sqlPreparado<Record<string, never>>(
    () => sql`select * from ${itens} where ${itens.grupo} = ${1}`,
  );
  await expect(sqlComValorFixo(database.db, {})).rejects.toThrow(/valor fixo/);
});

test('a missing value is an error, not a null', async () => {
  await expect(nomesDoGrupo(database.db, {} as { grupo: number })).rejects.toThrow(
    /No value for placeholder "grupo"/,
  );
});
