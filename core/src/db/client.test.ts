import { sql, type SQL } from 'drizzle-orm';
import type { Client } from 'pg';
import { createTestDatabase, waitFor } from '../testing';
import { withAdmin } from '../testing/test-database';
import type { Database } from './client';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? test : test.skip;

/** Rows of a raw query (node-postgres answers { rows }). */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const admin = <T>(fn: (client: Client) => Promise<T>) => withAdmin(databaseUrl!, fn);

const backendsOf = (database: string) =>
  admin(async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((r) => r.pid);
  });

const terminate = (pids: number[]) =>
  admin(async (c) => {
    for (const pid of pids) await c.query('select pg_terminate_backend($1)', [pid]);
  });

onPostgres(
  'a pool whose idle connection is killed by the server keeps the process alive and reconnects',
  async () => {
    const database = await createTestDatabase();
    try {
      const name = (await rows<{ d: string }>(database, sql`select current_database() as d`))[0]!.d;
      const pids = await backendsOf(name);
      expect(pids.length).toBeGreaterThan(0);
      await terminate(pids);
      // Without the pool's 'error' listener the terminated idle client crashes this process.
      await waitFor(async () => (await backendsOf(name)).every((pid) => !pids.includes(pid)));
      expect(await rows<{ n: number }>(database, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  },
);
