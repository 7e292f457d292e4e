import os from 'node:os';
import path from 'node:path';

/** The migrated-and-seeded PGlite dump of this test run (JEST_RUN_ID is set by the global setup). */
export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `cardapio-vivo-template-${process.env.JEST_RUN_ID ?? 'local'}.tgz`);
}

/** The PostgreSQL template database of this test run: one per run, so two runs never collide. */
export function pgTemplateDb(): string {
  const run = (process.env.JEST_RUN_ID ?? 'local').replace(/[^a-zA-Z0-9]/g, '_');
  return `cardapio_vivo_test_template_${run}`.toLowerCase();
}

export function postgresUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
