import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { ClienteComPlanos } from './planos';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PGlite only: a gzipped dump of the data folder, loadable through `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' (default) for an in-memory cluster. */
  dataDir?: string;
  /** A PGlite data dump (from dumpDataDir) to start from, which skips initdb. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
  migrate?: boolean;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');
const MIGRATION_LOCK_KEY = 7_300_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // Connections stay open once made (pg closes idle ones after 10 s by default): a new one
      // costs a backend start, cold catalog caches and every statement prepared again, and when
      // traffic rose after a quiet spell that cost stalled the orders waiting for it (~100 ms
      // spikes in bench/http.ts at a steady 300 orders/s).
      idleTimeoutMillis: 0,
      // Parametrised statements are prepared once per connection (planos.ts).
      Client: ClienteComPlanos,
    });
    logIdleClientErrors(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (shouldMigrate) await migratePostgres(pool);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates its own folder but not its parents (DATA_DIR=/srv/cardapio on a fresh disk).
  if (!dataDir.includes('://'))
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (shouldMigrate)
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/**
 * An idle client whose server connection dies (PostgreSQL restart, a terminated backend) makes
 * the pool emit 'error'; without a listener that crashes the process. Logged; the pool replaces
 * the client on the next query.
 */
function logIdleClientErrors(pool: Pool): void {
  pool.on('error', (error) =>
    console.warn(`[banco] conexão ociosa com o PostgreSQL perdida: ${error.message}`),
  );
}

/** Several gateways may start at once: an advisory lock lets one of them migrate. */
async function migratePostgres(pool: Pool): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    lockClient.release();
  }
}
