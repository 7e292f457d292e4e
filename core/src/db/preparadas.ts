import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Statements of the hot paths (checkout, account check), built by Drizzle once per process
 * instead of on every call.
 *
 * Building a statement is most of what Drizzle costs: on the checkout it took about a quarter of
 * the gateway's CPU per order, more than PostgreSQL spent planning and running those statements
 * (CPU profile of bench/http.ts). Their text never changes, only their values: such a statement
 * is written with `sql.placeholder('nome')` wherever a value goes; the first call builds it and
 * keeps the result, every call binds its values and runs it on the db or transaction it is given.
 *
 * A value written into the statement itself would be kept from the first call for every later
 * one (another company's id, say), so building refuses any parameter that is not a placeholder.
 */

type Modelo<R> = PgPreparedQuery<PreparedQueryConfig & { execute: R }>;

/** What a select, insert, update or delete builder offers (its `.prepare`). */
interface Preparavel<R> {
  prepare(nome: string): Modelo<R>;
}

const dialeto = new PgDialect();

/** A statement built by a query builder; answers what the builder's `execute` answers. */
export function consultaPreparada<V extends Record<string, unknown>, R>(
  construir: (db: DbOrTx) => Preparavel<R>,
): (db: DbOrTx, valores: V) => Promise<R> {
  let modelo: Modelo<R> | undefined;
  return async (db, valores) => {
    // Unnamed: the pg client names it by its text (planos.ts), like every other statement.
    modelo ??= soPlaceholders(construir(db).prepare(undefined as unknown as string));
    return naSessao(modelo, db).execute(valores);
  };
}

/** A raw `sql` statement; answers its rows as the driver gives them (column name → value). */
export function sqlPreparado<V extends Record<string, unknown>, Linha = Record<string, unknown>>(
  montar: (db: DbOrTx) => SQL,
): (db: DbOrTx, valores: V) => Promise<Linha[]> {
  let consulta: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db, valores) => {
    consulta ??= soPlaceholders(dialeto.sqlToQuery(montar(db)));
    const modelo = db._.session.prepareQuery(consulta, undefined, undefined, false);
    const resultado = (await modelo.execute(valores)) as { rows: Linha[] };
    return resultado.rows;
  };
}

/**
 * The statement built once, bound to the session (pool or transaction) of this call: Drizzle's
 * prepared queries run on the client they were made with, and that is the driver's `client` of
 * the session (node-postgres and PGlite alike, drizzle-orm 0.45; preparadas.test.ts proves a
 * statement runs inside the caller's transaction).
 */
function naSessao<R>(modelo: Modelo<R>, db: DbOrTx): Modelo<R> {
  const cliente = (db._.session as unknown as { client: unknown }).client;
  return Object.assign(Object.create(modelo) as Modelo<R>, { client: cliente });
}

function soPlaceholders<Q extends { params: unknown[] } | { getQuery(): { params: unknown[] } }>(
  q: Q,
): Q {
  const params = 'params' in q ? q.params : q.getQuery().params;
  for (const p of params)
    if (!is(p, Placeholder) && !(is(p, Param) && is(p.value, Placeholder)))
      throw new Error(
        `Comando preparado com um valor fixo (${JSON.stringify(p)}): use sql.placeholder()`,
      );
  return q;
}
