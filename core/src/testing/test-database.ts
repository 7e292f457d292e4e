import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/client';
import { pgTemplateDb, pgliteTemplateFile, postgresUrlFor } from './template';

/**
 * A private database for one test file, already migrated and seeded with the demo tenants:
 * PGlite by default, a fresh PostgreSQL database when DATABASE_URL is set. close() discards it.
 * `poolMax` (PostgreSQL only): a concurrency test needs more connections than the limit it proves
 * (with 5 connections, 5 unlocked checkouts of a 10-use coupon never overlap enough to overspend).
 */
export async function createTestDatabase(options: { poolMax?: number } = {}): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dump = fs.readFileSync(pgliteTemplateFile());
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]), migrate: false });
  }
  const name = `cardapio_vivo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(databaseUrl, (c) =>
    c.query(`create database ${name} template ${pgTemplateDb()}`),
  );
  const database = await openDatabase({
    databaseUrl: postgresUrlFor(databaseUrl, name),
    migrate: false,
    poolMax: options.poolMax ?? 5,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(databaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A short-lived connection to the server's maintenance database (create, drop, inspect). */
export async function withAdmin<T>(
  databaseUrl: string,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
