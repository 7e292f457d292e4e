import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase, waitFor } from '../testing';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? test : test.skip;

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

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
      const name = (await database.db.execute<{ d: string }>(sql`select current_database() as d`))
        .rows[0]!.d;
      const pids = await backendsOf(name);
      expect(pids.length).toBeGreaterThan(0);
      await terminate(pids);
      // Without the pool's 'error' listener the terminated idle client crashes this process.
      await waitFor(async () => (await backendsOf(name)).every((pid) => !pids.includes(pid)));
      const again = await database.db.execute<{ n: number }>(sql`select 1 as n`);
      expect(again.rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  },
);
